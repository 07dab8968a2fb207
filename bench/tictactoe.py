"""Tic-tac-toe computer players: think time and strength.

    python -m bench.tictactoe [GAMES]                          (CPython)
    micropython -X heapsize=192K -m bench.tictactoe [GAMES]    (unix port: device estimates)

1. Think time of each level in every position of a game not yet over (4520 positions, each
   timed REPEATS times, the fastest kept so scheduler noise does not count): mean and worst
   position. Under MicroPython also the device estimate (x150, DESIGN.md section 8) against
   the 20 ms budget.
2. Each level against `random` over GAMES games (default 10000) as X (moving first) and as O,
   through the arena: win/draw/loss rates and think time as measured in play (max includes
   garbage collection pauses).
"""
import sys

from firmware.games.tictactoe.ai import LEVELS, make_player
from firmware.games.tictactoe.engine import Game
from hal.rng import Rng
from sim.arena import run, ticks_diff, ticks_us

REPEATS = 5
DEVICE_FACTOR = 1000 / 6.5  # 1 s on the Pico is 6.5 ms on the unix port
BUDGET_MS = 20
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
    print("%d games against random, %s (win / draw / loss %%, think ms mean / max):"
          % (count, sys.implementation.name))
    for level in LEVELS:
        for seat, players in ((0, level + ",random"), (1, "random," + level)):
            summary = run({"game": "tictactoe", "count": str(count), "seed": "1",
                           "players": players, "log": None, "rotate": False})
            row = summary["seats"][seat]
            print("  %-8s as %s  %5.1f / %5.1f / %5.1f   %.4f / %.3f" % (
                level, "XO"[seat], 100 * row["win"] / count, 100 * row["draw"] / count,
                100 * row["loss"] / count, row["think_ms_mean"], row["think_ms_max"]))


def main(argv):
    count = int(argv[0]) if argv else 10000
    print_think_times()
    print_strength(count)


if __name__ == "__main__":
    main(sys.argv[1:])
