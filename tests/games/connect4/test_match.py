# runs-on: micropython
"""The arena plug-in: records in the DESIGN.md notation, results per seat, --from, fouls."""
import json

from firmware.games.connect4 import match
from firmware.games.connect4.engine import from_digits
from hal.rng import Rng
from sim.arena import Timed, run
from tests.util import raises


def seat(name, seed=1):
    return Timed(name, match.new_player(name, Rng(seed)))


def scripted(name, cols):
    """A player that plays the given columns in order."""
    queue = list(cols)
    return Timed(name, lambda game: queue.pop(0))


def test_a_game_is_recorded_in_the_design_notation():
    records = []
    results = match.play([seat("hard"), seat("random", 2)], Rng(1), {}, records.append)
    assert results[0] == {"win": 1, "draw": 0, "loss": 0, "violations": 0}
    assert results[1] == {"win": 0, "draw": 0, "loss": 1, "violations": 0}
    rec = records[0]
    assert sorted(rec) == ["event", "from", "moves", "ms", "players", "refused", "result",
                           "violations"]
    assert rec["event"] == "game" and rec["players"] == ["hard", "random"]
    assert rec["result"] == "1" and len(rec["ms"]) == len(rec["moves"])
    game = from_digits("".join(str(c) for c in rec["moves"][:-1]))
    assert game.winning_columns(1) and rec["moves"][-1] in game.winning_columns(1)
    json.dumps(rec)


def test_player_two_wins_and_draws_are_scored_per_seat():
    records = []
    one = scripted("one", [0, 2, 0, 2, 6])
    two = scripted("two", [1, 1, 1, 1])
    assert match.play([one, two], Rng(1), {}, records.append) == [
        {"win": 0, "draw": 0, "loss": 1, "violations": 0},
        {"win": 1, "draw": 0, "loss": 0, "violations": 0}]
    assert records[0]["moves"] == [0, 1, 2, 1, 0, 1, 2, 1] and records[0]["result"] == "2"
    drawn = "465121636240215244621441033105002555303663"
    one = scripted("one", [int(drawn[i]) for i in range(0, 42, 2)])
    two = scripted("two", [int(drawn[i]) for i in range(1, 42, 2)])
    assert match.play([one, two], Rng(1), {}, records.append)[0]["draw"] == 1
    assert records[1]["result"] == "draw"


def test_from_position_continues_the_given_moves():
    records = []
    # player 1 holds 3 on the bottom row (columns 0-2): hard, as player 2, must block at 3
    match.play([seat("random"), seat("hard")], Rng(2), {"from": "05162"}, records.append)
    rec = records[0]
    assert rec["from"] == "05162" and rec["moves"][:5] == [0, 5, 1, 6, 2]
    assert rec["moves"][5] == 3
    # think times line up with the moves: none for the given ones
    assert len(rec["ms"]) == len(rec["moves"]) and rec["ms"][:5] == [None] * 5
    assert all(ms is not None for ms in rec["ms"][5:])
    raises(ValueError, match.play, [seat("random"), seat("random")], Rng(1),
           {"from": "0101010"}, records.append)
    raises(ValueError, match.play, [seat("random"), seat("random")], Rng(1),
           {"from": "0000000"}, records.append)


def test_a_player_picking_full_columns_fouls_out():
    records = []
    one = scripted("one", [0, 0, 0, 0])
    two = scripted("two", [0, 0, 0, 0])
    assert match.play([one, two], Rng(1), {"from": "000000"}, records.append)[1]["win"] == 1
    assert records[0]["reason"] == "violations" and records[0]["result"] == "2"
    assert records[0]["violations"] == [3, 0] and records[0]["ms"] == [None] * 6


def test_refused_choices_are_recorded_apart_from_the_moves_and_counted_per_player():
    # player 2 tries the full column 0 twice before playing 1; player 1 then wins in column 3
    records = []
    one = scripted("one", [3, 3, 3, 3])
    two = scripted("two", [0, 0, 1, 1, 1])
    rows = match.play([one, two], Rng(1), {"from": "000000"}, records.append)
    rec = records[0]
    assert rec["moves"] == [0] * 6 + [3, 1, 3, 1, 3, 1, 3] and rec["result"] == "1"
    assert len(rec["ms"]) == len(rec["moves"]) and None not in rec["ms"][6:]
    assert rec["violations"] == [0, 2] and [r[:2] for r in rec["refused"]] == [[7, 0], [7, 0]]
    assert rows[0]["violations"] == 0 and rows[1]["violations"] == 2
    summary = run({"game": "connect4", "count": "2", "seed": "1", "from": "000000",
                   "players": "file:tests/arena_players/c4_column_zero.py,random",
                   "rotate": True})
    zero, other = summary["seats"]
    assert zero["violations"] == 6 and zero["loss"] == 2 and other["violations"] == 0
    bad = scripted("bad", [9])
    raises(ValueError, match.play, [bad, seat("random")], Rng(1), {}, records.append)


def test_arena_series_with_rotation():
    summary = run({"game": "connect4", "count": "4", "seed": "3", "players": "hard,random",
                   "rotate": True})
    hard = summary["seats"][0]
    assert hard["player"] == "hard" and hard["win"] == 4 and hard["decisions"] > 0
    assert summary["win_rate"][0] == 1.0 and summary["win_rate"][1] == 0
    raises(ValueError, match.new_player, "grandmaster", Rng(1))
