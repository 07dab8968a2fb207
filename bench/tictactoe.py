"""Tic-tac-toe computer players: think time and strength.

    python -m bench.tictactoe [GAMES]          (CPython figures, then the micropython run)
    micropython -X heapsize=192K -m bench.tictactoe [GAMES]    (unix port only)

1. Think time of each level in every position of a game not yet over (4520 positions, each
   timed REPEATS times, the fastest kept so scheduler noise does not count): mean and worst
   position. Under MicroPython also the device estimate (x220, DESIGN.md section 8) against
   the 20 ms budget.
2. Each level against `random` over GAMES games (default 10000) as X (moving first) and as O,
   through the arena: win/draw/loss counts and think time as measured in play (max includes
   garbage collection pauses and host scheduling).
3. Drawing a full game screen (board, marks, panel) into the frame buffer, without the bus
   transfer (bench/display.py has that).
"""
import sys

from bench import DEVICE_FACTOR, run_micropython
from firmware.games.tictactoe.ai import LEVELS, make_player
from firmware.games.tictactoe.engine import Game, replay
from firmware.games.tictactoe.view import draw_board
from firmware.ui.board_panel import draw_panel
from firmware.ui.gfx import Gfx
from hal.rng import Rng
from sim.arena import run, ticks_diff, ticks_us
from sim.board import SimBoard

REPEATS = 5
BUDGET_MS = 20
DRAWS = 40
MICROPYTHON = sys.implementation.name == "micropython"


def think_times(level):
    """(positions, mean us, max us) of level's decisions over every position of a game (X
    first) that is not over, each the best of REPEATS timings."""
    player = make_player(level, Rng(1))
    seen = bytearray(19683)  # by base-3 code of the cells
    totals = [0, 0, 0]  # positions, total us, worst us

    def walk(game):
        code = 0
        for c in game.cells:
            code = code * 3 + c
        if seen[code] or game.over():
            return
        seen[code] = 1
        best = None
        for _ in range(REPEATS):
            t0 = ticks_us()
            player(game)
            us = ticks_diff(ticks_us(), t0)
            if best is None or us < best:
                best = us
        totals[0] += 1
        totals[1] += best
        if best > totals[2]:
            totals[2] = best
        for cell in game.legal_moves():
            game.play(cell)
            walk(game)
            game.undo()

    walk(Game())
    return totals[0], totals[1] / totals[0], totals[2]


def device_ms(us):
    return us / 1000 * DEVICE_FACTOR


def print_think_times():
    print("think time over every position not over (best of %d timings each), %s:"
          % (REPEATS, sys.implementation.name))
    for level in LEVELS:
        count, mean, worst = think_times(level)
        line = "  %-8s %d positions  mean %5.1f us  max %5.1f us" % (level, count, mean, worst)
        if MICROPYTHON:
            line += "  -> device mean %.2f ms, max %.2f ms (budget %d ms)" % (
                device_ms(mean), device_ms(worst), BUDGET_MS)
        print(line)


def print_strength(count):
    print("%d games against random, %s (wins / draws / losses, think ms mean / max):"
          % (count, sys.implementation.name))
    for level in LEVELS:
        for seat, players in ((0, level + ",random"), (1, "random," + level)):
            summary = run({"game": "tictactoe", "count": str(count), "seed": "1",
                           "players": players, "log": None, "rotate": False})
            row = summary["seats"][seat]
            print("  %-8s as %s  %5d / %5d / %5d   %.4f / %.3f" % (
                level, "XO"[seat], row["win"], row["draw"], row["loss"],
                row["think_ms_mean"], row["think_ms_max"]))


def print_draw_time():
    """Best of REPEATS batches of DRAWS frames, so host scheduling noise does not count."""
    board = SimBoard()
    gfx = Gfx(board.display)
    game = replay([4, 0, 8, 2, 1, 7, 6])  # seven marks, X's diagonal 2-4-6 won
    best = None
    for _ in range(REPEATS):
        t0 = ticks_us()
        for _ in range(DRAWS):
            gfx.clear()
            draw_board(gfx, game, None, None)
            draw_panel(gfx, "VS PERFECT", "", [(None, "X", 12), (None, "O", 3),
                                               (None, "DRAW", 40)],
                       (("A", "AGAIN"), ("B", "SETUP")), 99999, banner=("YOU", "WIN!"))
        us = ticks_diff(ticks_us(), t0) / DRAWS
        if best is None or us < best:
            best = us
    line = "game screen drawn into the frame buffer, %s: %.0f us" % (sys.implementation.name,
                                                                   best)
    if MICROPYTHON:
        line += " -> device %.1f ms (of which the text is most)" % device_ms(best)
    print(line)


def main(argv):
    count = int(argv[0]) if argv else 10000
    print_think_times()
    print_strength(count)
    print_draw_time()
    if not MICROPYTHON:
        print()
        run_micropython(["-m", "bench.tictactoe"] + argv)


if __name__ == "__main__":
    main(sys.argv[1:])
