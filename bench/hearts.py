"""Hearts strength and think-time benchmark (issue 6). Prints the figures.

    python -m bench.hearts [--hands 10000] [--seed 1] [--only NAME]
    micropython -X heapsize=192K -m bench.hearts --hands 200

Each match-up plays whole games (to 100) with the players rotated through the seats game by
game, until at least --hands hands are played. For the first listed player it prints mean
points per hand, game-win share (ties share the win), moon shots per hand, and for every
player type think time per decision (mean and max ms) with the device estimate: unix-port
MicroPython ms x 150 (DESIGN.md section 8); under CPython the estimate is not derived.
"""
import sys

from firmware.games.hearts import match
from hal.rng import Rng
from sim.arena import make_players

MATCHUPS = (
    ("hard_vs_random", "hard,random,random,random"),
    ("hard_vs_basic", "hard,basic,basic,basic"),
    ("basic_vs_random", "basic,random,random,random"),
    ("moon_vs_hard", "moon,hard,hard,hard"),
)
DEVICE_FACTOR = 150


def run(names, hands_wanted, seed):
    players = make_players(match, names, seed)
    master = Rng(seed)
    totals = [{"win": 0, "points": 0, "hands": 0, "moon": 0} for _ in names]
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
    players, totals, games = run(names, hands_wanted, seed)
    t = totals[0]
    others = (totals[1]["points"] + totals[2]["points"] + totals[3]["points"]) / 3
    print("%s: %s  games %d hands %d" % (label, ",".join(names), games, t["hands"]))
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
        if sys.implementation.name == "micropython":
            line += ", device ~%.2f s mean, ~%.2f s max" % (
                mean * DEVICE_FACTOR / 1000, p.max_us * DEVICE_FACTOR / 1e6)
        print(line)


def main(argv):
    hands = 10000
    seed = 1
    only = None
    i = 0
    while i < len(argv):
        if argv[i] == "--hands":
            hands = int(argv[i + 1])
        elif argv[i] == "--seed":
            seed = int(argv[i + 1])
        elif argv[i] == "--only":
            only = argv[i + 1]
        else:
            print(__doc__)
            return 2
        i += 2
    print("hearts bench on %s, >= %d hands per match-up, seed %d" % (
        sys.implementation.name, hands, seed))
    for label, names in MATCHUPS:
        if only is None or only == label:
            report(label, names.split(","), hands, seed)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
