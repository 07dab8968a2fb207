"""Computer players against each other, no screen (DESIGN.md section 5).

    python -m sim.arena GAME --count N --seed S --players P1,P2[,P3,P4] [--log FILE.jsonl]
                        [--rotate] [--from MOVES] [--GAME-OPTION VALUE ...]

Prints one JSON summary line: per listed player its games, wins, points, mean points and
think time (mean/max ms per decision). Runs under CPython and MicroPython's unix port.

A game plugs in with firmware/games/<game>/match.py, which provides:
  SEATS                          number of seats
  new_player(name, rng)          a built-in strategy: a callable view -> decision
                                 (raise ValueError for an unknown name)
  play(players, rng, opts, record)
                                 play one game (or hand, as the game documents) with the
                                 seated callables; record(event_dict) appends to the log;
                                 returns one dict of numbers per seat, e.g. {"win": 1,
                                 "points": 3}; a player's wrapper has .last_ms for events
  summary(rows, count)           optional: extra summary fields from the per-player totals
A player named file:PATH.py is a Python file defining choose(view) or make_player(rng).
Unknown --key value options reach play() in opts (values as strings).
"""
import json
import sys

from hal.rng import Rng
from sim.games import names as game_names

try:
    from time import ticks_diff, ticks_us
except ImportError:  # CPython
    from time import perf_counter_ns

    def ticks_us():
        return perf_counter_ns() // 1000

    def ticks_diff(a, b):
        return a - b

USAGE = ("usage: python -m sim.arena GAME --count N --seed S --players P1,P2[,P3,P4] "
         "[--log FILE] [--rotate] [--from MOVES]")


class Timed:
    """Wraps a strategy to measure its think time per decision."""

    def __init__(self, name, fn):
        self.name = name
        self.fn = fn
        self.calls = 0
        self.total_us = 0
        self.max_us = 0
        self.last_ms = 0

    def __call__(self, *args):
        t0 = ticks_us()
        result = self.fn(*args)
        us = ticks_diff(ticks_us(), t0)
        self.calls += 1
        self.total_us += us
        if us > self.max_us:
            self.max_us = us
        self.last_ms = us / 1000
        return result


def parse_args(argv):
    if not argv or argv[0].startswith("-"):
        raise ValueError(USAGE)
    opts = {"game": argv[0], "count": "1", "seed": "1", "players": "", "log": None,
            "rotate": False}
    i = 1
    while i < len(argv):
        arg = argv[i]
        if not arg.startswith("--"):
            raise ValueError("unexpected argument %r\n%s" % (arg, USAGE))
        key = arg[2:]
        if key == "rotate":
            opts["rotate"] = True
            i += 1
            continue
        if i + 1 >= len(argv):
            raise ValueError("--%s needs a value" % key)
        opts[key] = argv[i + 1]
        i += 2
    games = game_names()   # every game of the launcher has its match.py
    if opts["game"] not in games:
        raise ValueError("unknown game %r (games: %s)" % (opts["game"], ", ".join(games)))
    return opts


def load_file_player(path, rng):
    with open(path) as f:
        source = f.read()
    namespace = {"__name__": "arena_player"}
    exec(compile(source, path, "exec"), namespace)
    if "make_player" in namespace:
        return namespace["make_player"](rng)
    if "choose" in namespace:
        return namespace["choose"]
    raise ValueError("%s defines neither choose(view) nor make_player(rng)" % path)


def make_players(match, names, seed):
    players = []
    for i, name in enumerate(names):
        rng = Rng(seed * 7919 + i + 1)
        if name.startswith("file:"):
            fn = load_file_player(name[5:], rng)
        else:
            fn = match.new_player(name, rng)
        players.append(Timed(name, fn))
    return players


def run(opts, out=None):
    """Play the series; return the summary dict. out receives log lines when given."""
    name = opts["game"]
    match = __import__("firmware.games.%s.match" % name, None, None, ["match"])
    names = [n for n in opts["players"].split(",") if n]
    if len(names) != match.SEATS:
        raise ValueError("%s needs %d players, got %d" % (name, match.SEATS, len(names)))
    count = int(opts["count"])
    seed = int(opts["seed"])
    if count < 0:
        raise ValueError("--count cannot be negative")
    players = make_players(match, names, seed)
    master = Rng(seed)
    seats = match.SEATS
    totals = [{} for _ in names]

    def record(event):
        if out is not None:
            out.write(json.dumps(event))
            out.write("\n")

    for g in range(count):
        shift = g % seats if opts["rotate"] else 0
        # seated[s] is the listed player sitting in seat s this game
        seated = [(s - shift) % seats for s in range(seats)]
        results = match.play([players[i] for i in seated], Rng(master.next32()), opts, record)
        for s in range(seats):
            row = totals[seated[s]]
            for key, value in results[s].items():
                row[key] = row.get(key, 0) + value
    rows = []
    for i, p in enumerate(players):
        row = {"player": p.name, "games": count}
        for key in sorted(totals[i]):
            value = totals[i][key]
            row[key] = value
            row["mean_" + key] = round(value / count, 4) if count else 0
        row["decisions"] = p.calls
        row["think_ms_mean"] = round(p.total_us / p.calls / 1000, 3) if p.calls else 0
        row["think_ms_max"] = round(p.max_us / 1000, 3)
        rows.append(row)
    summary = {"game": name, "count": count, "seed": seed, "rotate": opts["rotate"],
               "python": sys.implementation.name, "seats": rows}
    if hasattr(match, "summary"):
        summary.update(match.summary(rows, count))
    return summary


def main(argv):
    try:
        opts = parse_args(argv)
        if opts["log"]:
            with open(opts["log"], "w") as out:
                summary = run(opts, out)
        else:
            summary = run(opts)
    except (ValueError, OSError) as e:
        print("arena:", e)
        return 2
    except Exception as e:  # a strategy or a file: player that fails: say which, no traceback
        print("arena: %s: %s" % (type(e).__name__, e))
        return 2
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
