# runs-on: micropython
import json
import os
import sys

from sim.arena import run
from tests.games.hearts.referee import Referee
from tests.util import raises

FILE_PLAYER = "/tmp/hearts_file_player_%s.py" % sys.implementation.name


class Log:
    """The arena's log file: hands each JSON line, parsed, to on_event (no text kept, so
    whole games fit the device-sized heap)."""

    def __init__(self, on_event):
        self.on_event = on_event

    def write(self, text):
        if text != "\n":
            self.on_event(json.loads(text))


def arena(players, count, seed, on_event, **extra):
    opts = {"game": "hearts", "count": str(count), "seed": str(seed), "players": players,
            "log": None, "rotate": True}
    opts.update(extra)
    return run(opts, Log(on_event))


def arena_log(players, count, seed, **extra):
    events = []
    summary = arena(players, count, seed, events.append, **extra)
    return summary, events


class Replay:
    """Feeds events to a fresh Referee for every game."""

    def __init__(self, opts):
        self.opts = opts
        self.ref = None
        self.events = []
        self.passes = []

    def __call__(self, e):
        if e["event"] == "deal":
            self.passes.append(e["pass"])
        if e["event"] == "deal" and "players" in e:
            opts = self.opts
            self.ref = Referee(opts.get("unit", "game"), int(opts.get("target", 100)),
                               opts.get("moon-minus") == "1", opts.get("qs-breaks") == "1")
        self.ref.check(e)
        self.events.append(e["event"])


def test_referee_accepts_logged_games_of_every_player():
    opts = {"target": "40"}
    check = Replay(opts)
    summary = arena("random,basic,moon,hard", 2, 7, check, **opts)
    assert check.events.count("game_end") == 2
    assert summary["count"] == 2 and len(summary["points_per_hand"]) == 4


def test_computer_decisions_carry_think_time():
    _, events = arena_log("random,basic,moon,hard", 1, 2, unit="hand")
    decisions = [e for e in events if e["event"] in ("pass", "play")]
    assert decisions and all(e["ms"] >= 0 for e in decisions)


def test_referee_accepts_single_hands_and_options():
    opts = {"unit": "hand", "moon-minus": "1", "qs-breaks": "1"}
    check = Replay(opts)
    summary = arena("basic,random,random,moon", 6, 3, check, **opts)
    assert check.events.count("hand_end") == 6
    assert summary["seats"][0]["hands"] == 6
    assert len(set(check.passes)) > 1  # single hands take their place in the cycle at random


class Tamper:
    """Passes events on to a Replay after change(event) has edited them."""

    def __init__(self, opts, change):
        self.replay = Replay(opts)
        self.change = change

    def __call__(self, e):
        self.change(e)
        self.replay(e)


def test_referee_rejects_a_lead_other_than_two_clubs():
    hands = {}

    def change(e):
        if e["event"] == "deal":
            hands.update(enumerate(e["hands"]))
        elif e["event"] == "play" and e["trick"] == 0 and e["card"] == "2C":
            e["card"] = hands[e["seat"]][-1]
    opts = {"unit": "hand"}
    e = raises(AssertionError, arena, "random,random,random,random", 1, 5,
               Tamper(opts, change), **opts)
    assert e.args[0]["card"] != "2C"


def test_referee_rejects_wrong_scores():
    def change(e):
        if e["event"] == "hand_end":
            e["totals"][0] += 1
    opts = {"unit": "hand"}
    raises(AssertionError, arena, "basic,basic,basic,basic", 1, 8, Tamper(opts, change),
           **opts)


def test_same_seed_replays_identically():
    def moves(events):
        return [(e["event"], e.get("card"), e.get("cards")) for e in events]
    first = arena_log("hard,basic,random,moon", 1, 4, unit="hand")[1]
    assert moves(first) == moves(arena_log("hard,basic,random,moon", 1, 4, unit="hand")[1])


def test_file_strategy_plays_with_card_strings():
    path = FILE_PLAYER
    with open(path, "w") as f:
        f.write("from firmware.games.hearts.engine import card_str\n"
                "def choose(view):\n"
                "    if view.phase == 'pass':\n"
                "        return [card_str(c) for c in view.hand[-3:]]\n"
                "    return card_str(view.legal[0])\n")
    try:
        opts = {"unit": "hand"}
        check = Replay(opts)
        arena("file:" + path + ",basic,basic,basic", 2, 1, check, **opts)
        assert check.events.count("hand_end") == 2
    finally:
        os.remove(path)


def test_unknown_player_and_unit_are_refused():
    raises(ValueError, arena_log, "basic,basic,basic,genius", 1, 1)
    raises(ValueError, arena_log, "basic,basic,basic,basic", 1, 1, unit="week")


def test_micropython_plays_the_same_games_as_cpython():
    if sys.implementation.name == "micropython":
        return  # this test drives the MicroPython binary from CPython
    import subprocess
    binary = os.path.join(os.path.dirname(sys.executable), "micropython")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))))
    args = ["-m", "sim.arena", "hearts", "--count", "3", "--seed", "5", "--unit", "hand",
            "--players", "hard,basic,random,moon", "--rotate", "--log", "/dev/stdout"]
    runs = []
    for exe in (sys.executable, binary):
        out = subprocess.run([exe] + (["-X", "heapsize=192K"] if exe == binary else []) + args,
                             cwd=root, capture_output=True, text=True, timeout=120).stdout
        events = [json.loads(line) for line in out.split("\n") if line]
        events = [e for e in events if "event" in e]  # not the summary line
        for e in events:
            e.pop("ms", None)
        runs.append(events)
    assert runs[0] and runs[0] == runs[1]
