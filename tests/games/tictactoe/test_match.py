# runs-on: micropython
import json

from firmware.games.tictactoe import match
from firmware.games.tictactoe.engine import replay
from hal.rng import Rng
from sim.arena import Timed, run
from tests.util import raises


def seat(name, seed=1):
    return Timed(name, match.new_player(name, Rng(seed)))


def scripted(name, cells):
    """A player that plays the given cells in order."""
    queue = list(cells)
    return Timed(name, lambda view: queue.pop(0))


def test_a_game_is_recorded_in_the_design_notation():
    records = []
    results = match.play([seat("perfect"), seat("perfect", 2)], Rng(1), {}, records.append)
    assert results == [{"win": 0, "draw": 1, "loss": 0}, {"win": 0, "draw": 1, "loss": 0}]
    assert len(records) == 1
    rec = records[0]
    assert sorted(rec) == ["event", "first", "moves", "players", "result"]
    assert rec["event"] == "game" and rec["first"] == "X" and rec["result"] == "draw"
    assert rec["players"] == {"X": "perfect", "O": "perfect"}
    assert replay(rec["moves"]).over() and len(rec["moves"]) == 9


def test_results_per_seat_and_first_mover():
    records = []
    x = scripted("x", [0, 1, 2])
    o = scripted("o", [3, 4])
    assert match.play([x, o], Rng(1), {}, records.append) == [
        {"win": 1, "draw": 0, "loss": 0}, {"win": 0, "draw": 0, "loss": 1}]
    assert records[0]["moves"] == [0, 3, 1, 4, 2] and records[0]["result"] == "X"
    # O first: seat 1 (O) opens
    x = scripted("x", [3, 4])
    o = scripted("o", [0, 1, 2])
    assert match.play([x, o], Rng(1), {"first": "O"}, records.append)[1]["win"] == 1
    assert records[1]["first"] == "O" and records[1]["moves"] == [0, 3, 1, 4, 2]
    assert records[1]["result"] == "O"


def test_from_position_continues_the_given_moves():
    records = []
    # X 0 4, O 1: the perfect O must block at 8 and the record keeps the opening
    result = match.play([seat("perfect"), seat("perfect", 2)], Rng(1), {"from": "014"},
                        records.append)
    assert records[0]["moves"][:4] == [0, 1, 4, 8]
    assert records[0]["result"] == "X" and result[0]["win"] == 1
    raises(ValueError, match.play, [seat("random"), seat("random")], Rng(1),
           {"from": "01234567"}, records.append)       # X already won
    raises(ValueError, match.play, [seat("random"), seat("random")], Rng(1),
           {"from": "44"}, records.append)
    raises(ValueError, match.play, [seat("random"), seat("random")], Rng(1),
           {"first": "Z"}, records.append)


def test_an_illegal_choice_stops_the_game_with_a_message():
    records = []
    e = raises(ValueError, match.play, [scripted("cheat", [4, 4]), seat("random")], Rng(1), {},
               records.append)
    assert "cheat" in str(e) and records == []


class Lines:
    def __init__(self):
        self.text = ""

    def write(self, s):
        self.text += s


def test_arena_series_logs_one_replayable_record_per_game():
    out = Lines()
    summary = run({"game": "tictactoe", "count": "30", "seed": "4", "players": "perfect,random",
                   "log": None, "rotate": True}, out)
    perfect, rand = summary["seats"]
    assert perfect["loss"] == 0 and perfect["win"] + perfect["draw"] == 30
    assert rand["win"] == 0 and rand["loss"] == perfect["win"]
    lines = out.text.splitlines()
    assert len(lines) == 30
    for i, line in enumerate(lines):
        rec = json.loads(line)
        names = {"X": "perfect", "O": "random"} if i % 2 == 0 else {"X": "random", "O": "perfect"}
        assert rec["players"] == names
        game = replay(rec["moves"])
        assert game.over() and {1: "X", 2: "O", 3: "draw"}[game.result] == rec["result"]
