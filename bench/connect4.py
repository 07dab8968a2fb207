"""Connect Four: the hard and perfect players' strength and think time, and the host's
perfect solver.

    python -m bench.connect4 [GAMES]       CPython figures, then the micropython run
    micropython -X heapsize=192K -m bench.connect4 [GAMES]    the micropython figures only
    python -m bench.connect4 stretch [N] [PLAYER]   PLAYER (perfect; or hard) moving first
                                           against the solver defending, N games (100)

1. (c) The perfect solver (bench/_connect4_solver.c, built with gcc) against all 600 exact
   scores of tests/data/connect4/: mismatches and time.
2. (a) Each test set, for hard and for perfect: the share of positions where the player's
   move keeps the theoretical result, judged by the solver, overall and on the positions it
   thinks about (most are settled before: an immediate win, a forced block, a single move
   that does not hand the opponent a win; perfect: what its exact search proves, and what it
   leaves to the hard search); think time per position (the fastest of REPEATS identical
   decisions: the host is shared), with the device estimate in the MicroPython run.
   Both interpreters print a digest of the chosen columns: equal digests prove the seeded
   players decide identically on CPython and MicroPython.
3. (b) hard against random, easy and medium through the arena, GAMES games (default 50)
   from each seat: wins, draws, losses.
4. hard's think time in play (every decision of hard vs medium games, GAMES/5 per seat):
   median, 90th percentile, max; under MicroPython with the device estimate (x DEVICE_FACTOR,
   DESIGN.md section 8) against the budget of 1 s median / 3 s worst.
5. (MicroPython run) the most nodes hard's compulsory depth-4 pass takes over every
   position of 2 x GAMES random games: how far a decision can overrun its node budget.
6. (MicroPython run: the same games as on CPython, faster) perfect moving second against
   hard and random, and first against them, GAMES games each: results, and perfect's think
   time per move with its work (exact and hard-search nodes) and two device estimates: the
   unix-port time x DEVICE_FACTOR, and the work at the device's cost per node measured on
   the emulated Pico (EXACT_NODE_US, HARD_NODE_US): on a shared host the unix-port times
   swing several-fold with its load, the node counts do not.
7. (MicroPython run) the perfect player's heap in game under -X heapsize=192K (after
   gc.collect(), with its tables allocated), and the book's size on flash.
8. (stretch, on request) PLAYER moving first against the perfect solver defending (random
   among its best moves), N games: wins, draws, losses (targets: perfect 99%, hard 90%). The
   solver takes minutes on near-empty positions (a first run of 100 games took 37 minutes
   here): its answers are kept for reruns, which take a second (Solver keep=True); a line per
   game shows the progress.
"""
import gc
import sys

from bench import DEVICE_FACTOR, run_micropython
from firmware.games.connect4 import ai
from firmware.games.connect4.book import BOOK_PATH
from firmware.games.connect4.engine import DRAW, Game
from hal.rng import Rng
from sim.arena import run, ticks_diff, ticks_us

MICROPYTHON = sys.implementation.name == "micropython"
DATA = "tests/data/connect4/"  # reference positions kept in the repository
SETS = (("end_29-38", "end_29-38_stones.txt"), ("middle_18-28", "middle_18-28_stones.txt"))
SEED = 2024
REPEATS = 3
# Device time per node, measured on the emulated Pico (rp2040js, MicroPython v1.28.0, 125 MHz)
# over the perfect player's decisions, rounded up: its exact search (viper; 35-41 us a node
# with the decision's other work, 212 decisions from 12 stones on) and the hard search
# (220-258 us; 2,400 nodes took 0.57-0.60 s).
EXACT_NODE_US = 42
HARD_NODE_US = 260


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
        line += " -> device ~%.2f s mean, %.2f s median, %.2f s p90, %.2f s max (x%d)" % (
            mean * DEVICE_FACTOR / 1e6, med * DEVICE_FACTOR / 1e6, p90 * DEVICE_FACTOR / 1e6,
            top * DEVICE_FACTOR / 1e6, DEVICE_FACTOR)
    print(line)


def count_lines(name):
    n = 0
    with open(DATA + name) as f:
        for _ in f:
            n += 1
    return n


def decide(name, player, game):
    """player's column in game, and how it got it: 0 settled before any search (an immediate
    win, a forced block, a single move that does not hand the opponent a win; perfect: or its
    book), 1 searched (perfect: proven by its exact search, or the hard search before
    PERFECT_FROM stones), 2 perfect's hard search among what its exact search left open."""
    exact = ai.shared_exact() if name == "perfect" else None
    search = ai.shared_search()
    search.nodes = 0
    if exact:
        exact.nodes = 0
    col = player(game)
    if not exact:
        return col, 1 if search.nodes else 0
    if player.how == ai.SEARCH:
        return col, 2 if exact.nodes else 1
    return col, 1 if player.how == ai.EXACT and exact.nodes else 0


def player_on_set(name, set_name):
    """The player's column for every position of a test set, how it got it (decide()) and
    its think time in us. The file is streamed and the result lists preallocated: a
    device-sized heap is fragmented."""
    n = count_lines(set_name)
    cols = bytearray(n)
    how = bytearray(n)
    us = [0] * n
    player = ai.new_player(name, Rng(SEED))
    with open(DATA + set_name) as f:
        for i in range(n):
            game = Game()
            for col in columns(f.readline().split()[0]):
                game.drop(col)
            cols[i], how[i] = decide(name, player, game)
            us[i] = fastest_us(name, game)
    return cols, how, us


def fastest_us(name, game):
    """The player's think time in game, the fastest of REPEATS identical decisions (a fresh
    rng of the same seed each time), so other processes on the host do not count."""
    best = None
    for _ in range(REPEATS):
        player = ai.new_player(name, Rng(SEED))
        t0 = ticks_us()
        player(game)
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


def keep_rates(solver, name):
    from bench._connect4_solver import keeps_result
    for label, set_name in SETS:
        rows = read_set(set_name)
        cols, how, us = player_on_set(name, set_name)
        kept = nontrivial = kept_nontrivial = 0
        thought = [0, 0, 0]
        kept_by = [0, 0, 0]
        thought_us = []
        for i in range(len(rows)):
            scores = solver.move_scores(columns(rows[i][0]))
            ok = keeps_result(scores, cols[i])
            kept += ok
            if not all(keeps_result(scores, c) for c in range(7) if scores[c] is not None):
                nontrivial += 1
                kept_nontrivial += ok
            thought[how[i]] += 1
            kept_by[how[i]] += ok
            if how[i]:
                thought_us.append(us[i])
        line = "(a) %s, %s: keeps the result in %s overall, in %s of those where some move " \
               "spoils it, in %s of the positions it searches" % (
                   name, label, share(kept, len(rows)), share(kept_nontrivial, nontrivial),
                   share(kept_by[1] + kept_by[2], thought[1] + thought[2]))
        if name == "perfect":
            line += " (%s settled by the exact search, %s left open to the hard search)" % (
                share(kept_by[1], thought[1]), share(kept_by[2], thought[2]))
        print(line + "; digest %d" % digest(cols))
        time_line("    %s think time on %s" % (name, label), us)
        if thought_us:
            time_line("    of which searched", thought_us)


def think_on_sets(name):
    for label, set_name in SETS:
        cols, how, us = player_on_set(name, set_name)
        thought_us = [us[i] for i in range(len(us)) if how[i]]
        print("(a) %s, %s: digest %d" % (name, label, digest(cols)))
        time_line("    %s think time on %s" % (name, label), us)   # sorts us
        if thought_us:
            time_line("    of which searched", thought_us)


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
                us[n] = fastest_us("hard", game)
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


def perfect_in_play(games):
    """Perfect against hard and random from each seat: results, and per decision the think
    time, the nodes of the exact and the hard search, and the device estimates."""
    exact = ai.shared_exact()
    search = ai.shared_search()
    for other in ("hard", "random"):
        for seat in (2, 1):
            tally = [0, 0, 0]   # perfect's wins, draws, losses
            us = work_us = None
            gc.collect()   # the last series' lists: their blocks serve this one's
            us = [0] * (games * 21)        # perfect plays at most 21 stones a game
            work_us = [0] * (games * 21)   # preallocated: a device-sized heap is fragmented
            n = 0
            hows = {ai.BOOK: 0, ai.EXACT: 0, ai.SEARCH: 0}
            # the most device work (exact nodes, hard nodes, stones) before PERFECT_FROM
            # stones (the hard search), from there to HARD_BOOK_STONES (where the book holds
            # every position of its winning lines) and past them
            worst = [(0, 0, 0), (0, 0, 0), (0, 0, 0)]
            for g in range(games):
                perfect = ai.new_player("perfect", Rng(SEED + 2 * g))
                opponent = ai.new_player(other, Rng(SEED + 2 * g + 1))
                game = Game()
                while not game.over():
                    if game.to_move() != seat:
                        game.drop(opponent(game))
                        continue
                    exact.nodes = search.nodes = 0
                    t0 = ticks_us()
                    col = perfect(game)
                    us[n] = ticks_diff(ticks_us(), t0)
                    hows[perfect.how] += 1
                    hard_nodes = search.nodes if perfect.how == ai.SEARCH else 0
                    work = exact.nodes * EXACT_NODE_US + hard_nodes * HARD_NODE_US
                    work_us[n] = work
                    n += 1
                    stones = len(game.moves)
                    band = (stones >= ai.PERFECT_FROM) + (stones > ai.HARD_BOOK_STONES)
                    if work > worst[band][0] * EXACT_NODE_US + worst[band][1] * HARD_NODE_US:
                        worst[band] = (exact.nodes, hard_nodes, stones)
                    game.drop(col)
                tally[0 if game.result == seat else 1 if game.result == DRAW else 2] += 1
            print("(6) perfect moving %s vs %s: %d games, perfect wins %d, draws %d, losses %d; "
                  "moves from the book %d, proven by the exact search %d, by the hard search %d"
                  % ("first" if seat == 1 else "second", other, games, tally[0], tally[1],
                     tally[2], hows[ai.BOOK], hows[ai.EXACT], hows[ai.SEARCH]))
            del us[n:]        # in place: a copy may find no block on a device-sized heap
            del work_us[n:]
            time_line("    perfect think time", us)
            work_us.sort()
            print("    device estimate from the work: median %.2f s, max %.2f s; the most before "
                  "%d stones %s, to %d %s, past them %s" % (
                      percentile(work_us, 50) / 1e6, work_us[-1] / 1e6, ai.PERFECT_FROM,
                      work_line(worst[0]), ai.HARD_BOOK_STONES, work_line(worst[1]),
                      work_line(worst[2])))


def work_line(work):
    exact_nodes, hard_nodes, stones = work
    if not stones:
        return "(none)"
    return "%.2f s (%d exact + %d hard-search nodes, at %d stones)" % (
        (exact_nodes * EXACT_NODE_US + hard_nodes * HARD_NODE_US) / 1e6, exact_nodes,
        hard_nodes, stones)


def perfect_heap():
    """The heap in use after gc.collect() with the perfect player's tables allocated and a
    game on, and what is left of the interpreter's heap (-X heapsize)."""
    perfect = ai.new_player("perfect", Rng(SEED))
    game = Game()
    for col in columns("4444443"):
        game.drop(col)
    perfect(game)
    gc.collect()
    with open(BOOK_PATH, "rb") as f:
        size = f.seek(0, 2)
    print("(7) perfect in game: heap in use %d bytes, free %d (exact-search tables %d bytes); "
          "book on flash %d bytes, %d positions" % (
              gc.mem_alloc(), gc.mem_free(), table_bytes(), size, size // 8))


def table_bytes():
    exact = ai.shared_exact()
    return len(exact.st) + sum(2 * len(bank) for bank in exact.banks) + 4 * len(exact.frames)


def versus_solver(games, name):
    """Stretch: name moving first, the perfect solver defending, drawing among its best
    moves (the defender's choices are seeded, so a rerun replays from the kept answers)."""
    from bench._connect4_solver import Solver
    solver = Solver(keep=True)
    rng = Rng(SEED)
    tally = [0, 0, 0]   # the player's wins, draws, losses
    try:
        for g in range(games):
            player = ai.new_player(name, Rng(SEED + g))
            game = Game()
            while not game.over():
                if game.to_move() == 1:
                    game.drop(player(game))
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
    print("(stretch) %s moving first vs the perfect solver defending: %d games, wins %d, "
          "draws %d, losses %d: %s wins (target %s)" % (
              name, games, tally[0], tally[1], tally[2], share(tally[0], games),
              "99%" if name == "perfect" else "90%"))


def main(argv):
    if argv and argv[0] == "stretch":
        try:
            versus_solver(int(argv[1]) if len(argv) > 1 else 100,
                          argv[2] if len(argv) > 2 else "perfect")
        except RuntimeError as e:   # no gcc
            print("bench.connect4: %s" % e)
            return 1
        return 0
    games = int(argv[0]) if argv else 50
    print("connect4 bench on %s: hard %d nodes a move; perfect %d exact-search nodes, then %d "
          "hard-search nodes for what they leave open (from %d stones)"
          % (sys.implementation.name, ai.HARD_NODES, ai.PERFECT_NODES,
             ai.PERFECT_FALLBACK_NODES, ai.PERFECT_FROM))
    if MICROPYTHON:
        think_on_sets("hard")
        think_on_sets("perfect")
        think_in_play(max(2, games // 5))
        compulsory_pass(games * 2)
        perfect_in_play(games)
        perfect_heap()
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
            keep_rates(solver, "hard")
            keep_rates(solver, "perfect")
        finally:
            solver.close()
    arena_rates(games)
    think_in_play(max(2, games // 5))
    print("--- micropython")
    run_micropython(["-m", "bench.connect4", str(games)])
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
