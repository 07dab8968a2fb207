# runs-on: micropython
import json
import os
import sys

from sim.arena import run
from tests.games.hearts.referee import Referee, Violation, main as referee_main
from tests.util import raises
from tests.scratch import scratch

FILE_PLAYER = scratch("hearts_file_player.py")


def repo_root():
    """The repository's folder (CPython only: MicroPython's os has no path)."""
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))))


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
    """Feeds the events to a Referee, which takes each game's rules from its first deal."""

    def __init__(self):
        self.ref = Referee()
        self.events = []
        self.passes = []

    def __call__(self, e):
        if e["event"] == "deal":
            self.passes.append(e["pass"])
        self.ref.check(e)
        self.events.append(e["event"])


def test_referee_accepts_logged_games_of_every_player():
    check = Replay()
    summary = arena("random,basic,moon,hard", 2, 7, check, target="40")
    assert check.events.count("game_end") == 2
    assert summary["count"] == 2 and len(summary["points_per_hand"]) == 4
    assert summary["count_unit"] == "games" and summary["seats"][0]["games"] == 2
    assert abs(sum(summary["win_share"]) - 1) < 1e-3


def test_computer_decisions_carry_think_time():
    _, events = arena_log("random,basic,moon,hard", 1, 2, unit="hand")
    decisions = [e for e in events if e["event"] in ("pass", "play")]
    assert decisions and all(e["ms"] >= 0 for e in decisions)


def test_referee_accepts_single_hands_and_options():
    check = Replay()
    summary = arena("basic,random,random,moon", 6, 3, check, unit="hand", **{
        "moon-minus": "1", "qs-breaks": "1"})
    assert check.events.count("hand_end") == 6
    assert summary["seats"][0]["hands"] == 6
    assert summary["count_unit"] == "hands" and summary["seats"][0]["games"] == 0
    assert len(set(check.passes)) > 1  # single hands take their place in the cycle at random


def test_the_first_deal_names_players_and_rules():
    _, events = arena_log("basic,basic,basic,basic", 1, 3, unit="hand", target="60",
                          **{"qs-breaks": "1"})
    first = events[0]
    assert first["players"] == ["basic"] * 4 and first["unit"] == "hand"
    assert (first["target"], first["moon_minus"], first["qs_breaks"]) == (60, False, True)
    del first["qs_breaks"]
    e = raises(Violation, Referee().check, first)
    assert e.args[0] == "the first deal names the rules"


def tamper(edit, count=3, seed=8, players="basic,basic,basic,basic", **opts):
    """Plays single hands and replays the log as it is written; the first event for which
    edit(referee, event) returns it changed goes in changed. Returns what the referee
    objected to. (Nothing is kept: the device-sized heap holds no whole log.)"""
    ref = Referee()
    edited = []

    def check(e):
        if not edited and edit(ref, e) is not None:
            edited.append(e)
        ref.check(e)
    try:
        arena(players, count, seed, check, unit="hand", **opts)
    except Violation as v:
        assert edited, v.args
        return v.args[0]
    raise AssertionError("the referee accepted the edited record" if edited else "no edit")


def revoke(ref, e):
    if e["event"] == "play" and ref.trick:
        led = ref.trick[0][1]
        hand = ref.hands[e["seat"]]
        other = [c for c in hand if c[1] != led]
        if other and any(c[1] == led for c in hand):
            e["card"] = other[0]
            return e


def heart_lead_unbroken(ref, e):
    if e["event"] == "play" and not ref.trick and ref.trick_no and not ref.broken:
        hand = ref.hands[e["seat"]]
        hearts = [c for c in hand if c[1] == "H"]
        if hearts and len(hearts) < len(hand):
            e["card"] = hearts[0]
            return e


def lead_not_two_clubs(ref, e):
    if e["event"] == "play" and e["card"] == "2C":
        e["card"] = ref.hands[e["seat"]][-1]
        return e


def other_winner(ref, e):
    if e["event"] == "trick":
        e["winner"] = (e["winner"] + 1) % 4
        return e


def one_point_more(ref, e):
    if e["event"] == "trick" and e["points"]:
        e["points"] += 1
        return e


def total_one_more(ref, e):
    if e["event"] == "hand_end":
        e["totals"][0] += 1
        return e


def test_referee_rejects_records_that_break_a_rule():
    assert tamper(revoke) == "did not follow suit"
    assert tamper(heart_lead_unbroken) == "hearts led before broken"
    assert tamper(lead_not_two_clubs) == "the 2C leads the first trick"
    assert tamper(other_winner) == "the highest card of the led suit wins"
    assert tamper(one_point_more) == "the trick's points"
    assert tamper(total_one_more) == "the game totals"


def test_referee_rejects_wrong_moon_scoring():
    # The moon bot shoots now and then against the basic players.
    for minus in (False, True):
        def other_variant(ref, e, minus=minus):
            if e["event"] == "hand_end" and e["moon"] is not None:
                s = e["moon"]
                e["points"] = [26, 26, 26, 26] if minus else [0, 0, 0, 0]
                e["points"][s] = 0 if minus else -26
                return e

        def no_moon(ref, e):
            if e["event"] == "hand_end" and e["moon"] is not None:
                e["points"] = list(ref.taken)
                e["moon"] = None
                return e
        for edit in (other_variant, no_moon):
            assert tamper(edit, 8, 2, "moon,basic,basic,basic",
                          **{"moon-minus": "1" if minus else "0"}) == "the hand's points and moon"


def test_referee_command_line_says_ok_or_names_the_violation():
    path = scratch("hearts_referee.jsonl")
    wrong = path + ".wrong"
    try:
        with open(path, "w") as f:
            run({"game": "hearts", "count": "2", "seed": "8", "players": "basic,basic,basic,basic",
                 "log": None, "rotate": False}, f)
        edited = False
        with open(path) as f, open(wrong, "w") as out:
            for line in f:  # the first trick goes to another seat
                if not edited and '"event": "trick"' in line:
                    e = json.loads(line)
                    e["winner"] = (e["winner"] + 1) % 4
                    line = json.dumps(e) + "\n"
                    edited = True
                out.write(line)
        for name, status in ((path, 0), (wrong, 1)):
            assert referee_main([name]) == status
            if sys.implementation.name != "micropython":  # the module's entry, exit status
                import subprocess
                code = subprocess.run([sys.executable, "-m", "tests.games.hearts.referee", name],
                                      cwd=repo_root(), capture_output=True).returncode
                assert code == status
    finally:
        os.remove(path)
        os.remove(wrong)


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
        check = Replay()
        arena("file:" + path + ",basic,basic,basic", 2, 1, check, unit="hand")
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
    args = ["-m", "sim.arena", "hearts", "--count", "3", "--seed", "5", "--unit", "hand",
            "--players", "hard,basic,random,moon", "--rotate", "--log", "/dev/stdout"]
    runs = []
    for exe in (sys.executable, binary):
        out = subprocess.run([exe] + (["-X", "heapsize=192K"] if exe == binary else []) + args,
                             cwd=repo_root(), capture_output=True, text=True, timeout=120).stdout
        events = [json.loads(line) for line in out.split("\n") if line]
        events = [e for e in events if "event" in e]  # not the summary line
        for e in events:
            e.pop("ms", None)
        runs.append(events)
    assert runs[0] and runs[0] == runs[1]
