"""Connect Four: the hard player's strength and think time, and the host's perfect solver.

    python -m bench.connect4 [GAMES]       CPython figures, then the micropython run
    micropython -X heapsize=192K -m bench.connect4 [GAMES]    think times only (unix port)
    python -m bench.connect4 stretch [N]   the stretch target alone (6. below), N games (100)

1. (c) The perfect solver (bench/_connect4_solver.c, built with gcc) against all 600 exact
   scores of tests/data/connect4/: mismatches and time.
2. (a) Each test set: the share of positions where hard's move (its device node budget)
   keeps the theoretical result, judged by the solver, overall and on the positions hard
   searches (most are settled before any search: an immediate win, a forced block or a single
   move that does not hand the opponent a win); hard's think time per position, with the
   device estimate from the MicroPython run (think times are the fastest of REPEATS
   identical decisions: the host is shared).
   Both interpreters print a digest of hard's chosen columns: equal digests prove the seeded
   search decides identically on CPython and MicroPython.
3. (b) hard against random, easy and medium through the arena, GAMES games (default 50)
   from each seat: wins, draws, losses.
4. hard's think time in play (every decision of hard vs medium games, GAMES/5 per seat):
   median, 90th percentile, max; under MicroPython with the device estimate (x220,
   DESIGN.md section 8) against the budget of 1 s median / 3 s worst.
5. (MicroPython run) the most nodes hard's compulsory depth-4 pass takes over every
   position of 2 x GAMES random games: how far a decision can overrun its node budget.
6. (stretch, on request) hard moving first against the perfect solver defending (random
   among its best moves), N games: hard's wins, draws, losses (target: 90% wins). The solver
   takes minutes on near-empty positions (a first run of 100 games took 37 minutes here): its
   answers are kept for reruns, which take a second (Solver keep=True); a line per game
   shows the progress.
"""
import sys

from bench import DEVICE_FACTOR, run_micropython
from firmware.games.connect4 import ai
from firmware.games.connect4.engine import DRAW, Game
from hal.rng import Rng
from sim.arena import run, ticks_diff, ticks_us

MICROPYTHON = sys.implementation.name == "micropython"
DATA = "tests/data/connect4/"  # reference positions kept in the repository
SETS = (("end_29-38", "end_29-38_stones.txt"), ("middle_18-28", "middle_18-28_stones.txt"))
SEED = 2024
REPEATS = 3


def read_set(name):
    """[(digits 1-7, score)]: strings, not lists, to stay small in a device-sized heap."""
    rows = []
    with open(DATA + name) as f:
        for line in f:
            digits, score = line.split()
            rows.append((digits, int(score)))
    return rows


def columns(digits):
    return [ord(ch) - 49 for ch in digits]


def percentile(sorted_us, q):
    return sorted_us[min(len(sorted_us) - 1, len(sorted_us) * q // 100)]


def time_line(label, us):
    """One line of think-time figures in ms (and device seconds under MicroPython)."""
    us.sort()
    mean = sum(us) // len(us)
    med, p90, top = percentile(us, 50), percentile(us, 90), us[-1]
    line = "%s: %d decisions, mean %.2f ms, median %.2f ms, p90 %.2f ms, max %.2f ms" % (
        label, len(us), mean / 1000, med / 1000, p90 / 1000, top / 1000)
    if MICROPYTHON:
        line += " -> device ~%.2f s mean, %.2f s median, %.2f s p90, %.2f s max" % (
            mean * DEVICE_FACTOR / 1e6, med * DEVICE_FACTOR / 1e6, p90 * DEVICE_FACTOR / 1e6,
            top * DEVICE_FACTOR / 1e6)
    print(line)


def count_lines(name):
    n = 0
    with open(DATA + name) as f:
        for _ in f:
            n += 1
    return n


def hard_on_set(name):
    """hard's column for every position of a test set, whether it searched (1) or settled the
    move beforehand (0), and its think time in us. The file is streamed and the result lists
    preallocated: a device-sized heap is fragmented."""
    n = count_lines(name)
    cols = bytearray(n)
    searched = bytearray(n)
    us = [0] * n
    hard = ai.new_player("hard", Rng(SEED))
    with open(DATA + name) as f:
        for i in range(n):
            game = Game()
            for col in columns(f.readline().split()[0]):
                game.drop(col)
            cols[i] = hard(game)
            searched[i] = ai.shared_search().nodes > 0
            us[i] = fastest_us(game)
    return cols, searched, us


def fastest_us(game):
    """hard's think time in game, the fastest of REPEATS identical decisions (a fresh rng of
    the same seed each time), so other processes on the host do not count."""
    best = None
    for _ in range(REPEATS):
        hard = ai.new_player("hard", Rng(SEED))
        t0 = ticks_us()
        hard(game)
        us = ticks_diff(ticks_us(), t0)
        if best is None or us < best:
            best = us
    return best


def digest(cols):
    d = 0
    for col in cols:
        d = (d * 7 + col) % 1000000007
    return d


def solver_check(solver):
    import time
    for label, name in SETS:
        rows = read_set(name)
        t0 = time.perf_counter()
        wrong = sum(1 for digits, score in rows if solver.score(columns(digits)) != score)
        print("(c) solver on %s: %d/%d scores reproduced, %d wrong, %.3f s" % (
            label, len(rows) - wrong, len(rows), wrong, time.perf_counter() - t0))


def share(kept, total):
    return "%d/%d = %.1f%%" % (kept, total, 100.0 * kept / total if total else 0)


def keep_rates(solver):
    from bench._connect4_solver import keeps_result
    for label, name in SETS:
        rows = read_set(name)
        cols, searched, us = hard_on_set(name)
        kept = nontrivial = kept_nontrivial = n_searched = kept_searched = 0
        searched_us = []
        for i in range(len(rows)):
            scores = solver.move_scores(columns(rows[i][0]))
            ok = keeps_result(scores, cols[i])
            kept += ok
            if not all(keeps_result(scores, c) for c in range(7) if scores[c] is not None):
                nontrivial += 1
                kept_nontrivial += ok
            if searched[i]:
                n_searched += 1
                kept_searched += ok
                searched_us.append(us[i])
        print("(a) %s: hard keeps the result in %s overall, in %s of the positions it "
              "searches, in %s of those where some move spoils it; digest %d" % (
                  label, share(kept, len(rows)), share(kept_searched, n_searched),
                  share(kept_nontrivial, nontrivial), digest(cols)))
        time_line("    hard think time on %s" % label, us)
        if searched_us:
            time_line("    of which searched", searched_us)


def think_times_only():
    for label, name in SETS:
        cols, searched, us = hard_on_set(name)
        searched_us = [us[i] for i in range(len(us)) if searched[i]]
        print("(a) %s: digest %d" % (label, digest(cols)))
        time_line("    hard think time on %s" % label, us)   # sorts us
        if searched_us:
            time_line("    of which searched", searched_us)


def arena_rates(games):
    for other in ("random", "easy", "medium"):
        for players in (("hard", other), (other, "hard")):
            summary = run({"game": "connect4", "count": str(games), "seed": str(SEED),
                           "players": ",".join(players), "rotate": False})
            rows = summary["seats"]
            seat = 0 if players[0] == "hard" else 1
            row = rows[seat]
            print("(b) %-6s vs %-6s (hard moves %s): hard wins %d, draws %d, losses %d of %d; "
                  "hard think mean %.2f ms, max %.2f ms" % (
                      players[0], players[1], "first" if seat == 0 else "second",
                      row.get("win", 0), row.get("draw", 0), row.get("loss", 0), games,
                      row["think_ms_mean"], row["think_ms_max"]))


def think_in_play(games):
    us = [0] * (games * 21)   # hard plays at most 21 stones a game
    n = 0
    for g in range(games):
        hard = ai.new_player("hard", Rng(SEED + 2 * g))
        medium = ai.new_player("medium", Rng(SEED + 2 * g + 1))
        hard_seat = 1 + (g & 1)
        game = Game()
        while not game.over():
            if game.to_move() == hard_seat:
                us[n] = fastest_us(game)
                n += 1
                col = hard(game)
            else:
                col = medium(game)
            game.drop(col)
    time_line("(4) hard in play (%d games vs medium, both seats)" % games, us[:n])


def compulsory_pass(games):
    """The most nodes the always-completed depth-4 pass takes, over every position of games
    between random players: the budget can be overrun by at most that much."""
    search = ai.shared_search()
    rng = Rng(SEED)
    worst = positions = 0
    for g in range(games):
        game = Game()
        while not game.over():
            search.choose(game.moves, Rng(g), 0)
            positions += 1
            if search.nodes > worst:
                worst = search.nodes
            game.drop(rng.choice(game.legal_moves()))
    print("(5) compulsory depth-4 pass: at most %d nodes over %d positions of %d random games "
          "(budget %d)" % (worst, positions, games, ai.HARD_NODES))


def versus_solver(games):
    """Stretch: hard moving first, the perfect solver defending, drawing among its best
    moves (the defender's choices are seeded, so a rerun replays from the kept answers)."""
    from bench._connect4_solver import Solver
    solver = Solver(keep=True)
    rng = Rng(SEED)
    tally = [0, 0, 0]   # hard's wins, draws, losses
    try:
        for g in range(games):
            hard = ai.new_player("hard", Rng(SEED + g))
            game = Game()
            while not game.over():
                if game.to_move() == 1:
                    game.drop(hard(game))
                    continue
                scores = solver.move_scores(game.moves)
                best = max(s for s in scores if s is not None)
                game.drop(rng.choice([c for c in range(7) if scores[c] == best]))
            tally[0 if game.result == 1 else 1 if game.result == DRAW else 2] += 1
            print("    game %d: %s %s" % (g + 1, "".join(str(c) for c in game.moves),
                                         "draw" if game.result == DRAW else game.result))
            sys.stdout.flush()
    finally:
        solver.close()
    print("(stretch) hard moving first vs the perfect solver defending: %d games, hard wins %d, "
          "draws %d, losses %d: %s wins (target 90%%)" % (
              games, tally[0], tally[1], tally[2], share(tally[0], games)))


def main(argv):
    if argv and argv[0] == "stretch":
        try:
            versus_solver(int(argv[1]) if len(argv) > 1 else 100)
        except RuntimeError as e:   # no gcc
            print("bench.connect4: %s" % e)
            return 1
        return 0
    games = int(argv[0]) if argv else 50
    print("connect4 bench on %s, hard node budget %d" % (sys.implementation.name, ai.HARD_NODES))
    if MICROPYTHON:
        think_times_only()
        think_in_play(max(2, games // 5))
        compulsory_pass(games * 2)
        return 0
    from bench._connect4_solver import Solver
    status = 0
    try:
        solver = Solver()
    except RuntimeError as e:   # no gcc: the other figures still come
        print("bench.connect4: %s; (a) and (c) skipped" % e)
        status = 1
    else:
        try:
            solver_check(solver)
            keep_rates(solver)
        finally:
            solver.close()
    arena_rates(games)
    think_in_play(max(2, games // 5))
    print("--- micropython")
    run_micropython(["-m", "bench.connect4", str(games)])
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
