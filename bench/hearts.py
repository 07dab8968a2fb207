"""Hearts strength and think-time benchmark (issues 6 and 27). Prints the figures.

    python -m bench.hearts [--hands 10000] [--think-hands 100] [--seed 1] [--only NAME]
    micropython -X heapsize=192K -m bench.hearts --only think --think-hands 100
    python -m bench.hearts paired --table shooter [--focus hard,oracle] [--hands 2000]
        [--seed 1] [--series 1] [--save FILE.json] [--load FILE.json,...]
    python -m bench.hearts stoppable [--table shooter] [--focus hard] [--hands 2000]
        [--series 1] [--losing 0]
    micropython -X heapsize=16M -m bench.hearts games --table basic [--focus hard,basic]
        [--games 200] [--seed 1] [--gnome-hearts DIR]

paired: the focus players one after another in one seat of the same hands against the
same three opponents of a table (see bench/_hearts_paired.py). stoppable: how many of the
moons against the focus player a defender seeing every card could have stopped
(bench/_hearts_stoppable.py). games: the focus players one after another in one seat of
the same whole games to 100, new players every game, against a table (the same, or three of
gnome-hearts' StockAI): games won with a standard error, final score (bench/_hearts_games.py).

Each match-up (NAME: hard_vs_random, hard_vs_basic, basic_vs_random, moon_vs_hard) plays
whole games (to 100) with the players rotated through the seats game by game, until at least
--hands hands are played. For the first listed player it prints mean points per hand, the
share of games won (ties share the win) and moon shots per hand; for every player type the
wall-clock think time per decision (mean, max), and the process CPU time per `hard`
decision, which a busy machine does not inflate. Then (NAME think) the think time of `hard`
per decision taken as the fastest of 3 identical runs; under CPython that part is also run
under the unix-port micropython with a 192K heap. No device estimate: the hard player's
deals and play-outs are machine code (viper), for which the unix port's x220 factor for
bytecode does not hold; its device time is measured on the emulated Pico (DESIGN.md
section 8).
"""
import sys

from bench import run_micropython, usage
from firmware.games.hearts import match
from hal.rng import Rng
from sim.arena import make_players

MATCHUPS = (
    ("hard_vs_random", "hard,random,random,random"),
    ("hard_vs_basic", "hard,basic,basic,basic"),
    ("basic_vs_random", "basic,random,random,random"),
    ("moon_vs_hard", "moon,hard,hard,hard"),
)


def cpu_seconds():
    """This process's CPU time (user + system): unlike the wall clock it does not grow when
    other processes share the machine."""
    try:
        from time import process_time
        return process_time()
    except ImportError:  # MicroPython's unix port: read it from /proc
        with open("/proc/self/stat") as f:
            fields = f.read().split(")")[-1].split()
        return (int(fields[11]) + int(fields[12])) / 100


def run(names, hands_wanted, seed):
    players = make_players(match, names, seed)
    master = Rng(seed)
    totals = [{"win": 0, "points": 0, "games": 0, "hands": 0, "moon": 0} for _ in names]
    games = 0
    while totals[0]["hands"] < hands_wanted:
        shift = games % 4
        seated = [(s - shift) % 4 for s in range(4)]
        results = match.play([players[i] for i in seated], Rng(master.next32()), {},
                             lambda event: None)
        for s in range(4):
            for key, value in results[s].items():
                totals[seated[s]][key] += value
        games += 1
    return players, totals, games


def report(label, names, hands_wanted, seed):
    cpu = cpu_seconds()
    players, totals, games = run(names, hands_wanted, seed)
    cpu = cpu_seconds() - cpu
    t = totals[0]
    others = (totals[1]["points"] + totals[2]["points"] + totals[3]["points"]) / 3
    print("%s: %s, seats rotated, %d games, %d hands" % (label, ",".join(names), games,
                                                           t["hands"]))
    print("  %s: %.3f points/hand (others %.3f), won %.1f%% of games, moon %.2f%% of hands" % (
        names[0], t["points"] / t["hands"], others / t["hands"], 100 * t["win"] / games,
        100 * t["moon"] / t["hands"]))
    seen = []
    for p in players:
        if p.name in seen or not p.calls:
            continue
        seen.append(p.name)
        mean = p.total_us / p.calls / 1000
        line = "  think %s: %d decisions, mean %.3f ms, max %.3f ms" % (
            p.name, p.calls, mean, p.max_us / 1000)
        print(line)
    hard = [p for p in players if p.name == "hard"]
    if hard:
        decisions = sum(p.calls for p in hard)
        print("  process CPU per hard decision (all players and rules included): %.3f ms" % (
            1000 * cpu / decisions))


def think_times(hands, seed, repeats=3):
    """Think time of `hard` per decision against three `basic`, robust to a busy machine:
    each decision is timed `repeats` times from the same random state (the player is
    deterministic given it) and the fastest run counts, so time lost to other processes or
    a collection that happened to fall there does not. Returns (decisions, mean, max) ms."""
    from firmware.games.hearts.engine import Game, PASS, PLAY
    from firmware.games.hearts.hard import hard_player
    from sim.arena import ticks_diff, ticks_us
    rng = Rng(seed)
    hard_rng = Rng(seed + 1)
    hard = hard_player(hard_rng)
    # A count, a sum and a maximum, not a list: a list of every time needs ever larger
    # blocks of the 192K heap.
    n = total = top = 0
    for _ in range(hands):
        game = Game()
        game.deal(rng)
        while game.phase in (PASS, PLAY):
            if game.phase == PASS:
                for s in range(4):
                    game.pass_cards(s, match.new_player("basic", rng)(game.view(s)))
                continue
            view = game.view(game.turn)
            if game.turn != 0:
                game.play(match.new_player("basic", rng)(view))
                continue
            state = hard_rng.state()
            best = None
            for _ in range(repeats):
                hard_rng.set_state(state)
                t0 = ticks_us()
                card = hard(view)
                us = ticks_diff(ticks_us(), t0)
                best = us if best is None or us < best else best
            n += 1
            total += best
            top = best if best > top else top
            game.play(card)
    return n, total / n / 1000, top / 1000


def print_think_times(hands, seed):
    n, mean, top = think_times(hands, seed)
    line = "think hard (fastest of 3 runs per decision, %d decisions): " % n
    line += "mean %.3f ms, max %.3f ms" % (mean, top)
    print(line)


def main(argv):
    if argv and argv[0] == "paired":
        from bench._hearts_paired import main as paired
        return paired(argv[1:])
    if argv and argv[0] == "stoppable":
        from bench._hearts_stoppable import main as stoppable
        return stoppable(argv[1:])
    if argv and argv[0] == "games":
        from bench._hearts_games import main as games
        return games(argv[1:])
    hands = 10000
    seed = 1
    only = None
    think_hands = 100
    i = 0
    while i < len(argv):
        if argv[i] == "--hands":
            hands = int(argv[i + 1])
        elif argv[i] == "--seed":
            seed = int(argv[i + 1])
        elif argv[i] == "--only":
            only = argv[i + 1]
        elif argv[i] == "--think-hands":
            think_hands = int(argv[i + 1])
        else:
            usage(globals(), "hearts")
            return 2
        i += 2
    print("hearts bench on %s, seed %d" % (sys.implementation.name, seed))
    for label, names in MATCHUPS:
        if only is None or only == label:
            report(label, names.split(","), hands, seed)
    if (only is None or only == "think") and think_hands:
        print_think_times(think_hands, seed)
        if sys.implementation.name != "micropython":
            run_micropython(["-m", "bench.hearts", "--think-hands", str(think_hands),
                             "--seed", str(seed), "--only", "think"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
