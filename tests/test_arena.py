"""sim/arena.py: arguments, the summary, --log records, --rotate, --from and file: players,
played with tic-tac-toe (the smallest game), on CPython and the MicroPython unix port."""
import json
import os
import subprocess

import pytest

from sim import arena
from tests.test_micropython import ROOT, micropython_binary

PLAYERS = "tests/arena_players/"
LOWEST = "file:" + PLAYERS + "ttt_lowest_cell.py"
SEEDED = "file:" + PLAYERS + "ttt_seeded_random.py"


def opts(players, count=10, seed=1, rotate=False, **extra):
    o = {"game": "tictactoe", "count": str(count), "seed": str(seed), "players": players,
         "log": None, "rotate": rotate}
    o.update(extra)
    return o


class Lines:
    def __init__(self):
        self.text = ""

    def write(self, s):
        self.text += s

    def records(self):
        return [json.loads(line) for line in self.text.splitlines()]


def seat(summary, i):
    return summary["seats"][i]


# arguments --------------------------------------------------------------------------------
def test_parse_args_defaults_flags_and_game_options():
    o = arena.parse_args(["tictactoe", "--players", "a,b", "--rotate", "--from", "40",
                          "--first", "O"])
    assert o == {"game": "tictactoe", "count": "1", "seed": "1", "players": "a,b", "log": None,
                 "rotate": True, "from": "40", "first": "O"}


@pytest.mark.parametrize("argv, message", [
    ([], "usage:"),
    (["--count", "3"], "usage:"),
    (["tictactoe", "extra"], "unexpected argument 'extra'"),
    (["tictactoe", "--count"], "--count needs a value"),
    (["chess", "--count", "1"], "unknown game 'chess'"),
])
def test_parse_args_refuses_bad_command_lines(argv, message):
    with pytest.raises(ValueError) as e:
        arena.parse_args(argv)
    assert message in str(e.value)


@pytest.mark.parametrize("argv, message", [
    (["tictactoe", "--players", "perfect"], "tictactoe needs 2 players, got 1"),
    (["tictactoe", "--players", "perfect,genius"], "unknown tictactoe player 'genius'"),
    (["tictactoe", "--players", "perfect,random", "--count", "many"], "invalid literal"),
    (["tictactoe", "--players", "perfect,random", "--from", "44"], "illegal move 4"),
    (["tictactoe", "--players", "file:" + PLAYERS + "no_strategy.py,random"],
     "defines neither choose(view) nor make_player(rng)"),
    (["tictactoe", "--players", "file:" + PLAYERS + "missing.py,random"], "No such file"),
    (["tictactoe", "--players", "file:" + PLAYERS + "ttt_illegal.py,random", "--count", "2"],
     "ttt_illegal.py chose the illegal move 4"),
    (["tictactoe", "--players", "perfect,random", "--log", "/nonexistent/dir/log.jsonl"],
     "No such file"),
])
def test_main_reports_errors_in_one_line_and_exits_2(argv, message, capsys):
    assert arena.main(argv) == 2
    out = capsys.readouterr().out
    assert out.startswith("arena: ") and message in out, out


def test_main_prints_one_json_summary_line(capsys):
    assert arena.main(["tictactoe", "--count", "3", "--players", "perfect,perfect"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    assert summary["game"] == "tictactoe" and summary["count"] == 3
    assert summary["python"] == "cpython"
    assert [s["draw"] for s in summary["seats"]] == [3, 3]


# the summary ------------------------------------------------------------------------------
def test_summary_counts_per_player_and_think_time():
    summary = arena.run(opts("perfect,random", count=50))
    perfect, rand = seat(summary, 0), seat(summary, 1)
    assert perfect["player"] == "perfect" and perfect["games"] == 50
    assert perfect["win"] + perfect["draw"] + perfect["loss"] == 50
    assert perfect["loss"] == 0 and rand["win"] == 0
    assert perfect["mean_win"] == round(perfect["win"] / 50, 4)
    # X moves first and both play to the end: X makes as many moves as O, or one more
    assert 0 <= perfect["decisions"] - rand["decisions"] <= 50
    for row in (perfect, rand):
        assert 0 <= row["think_ms_mean"] <= row["think_ms_max"]


def test_zero_games_give_an_empty_summary():
    summary = arena.run(opts("perfect,random", count=0))
    assert seat(summary, 0) == {"player": "perfect", "games": 0, "decisions": 0,
                                "think_ms_mean": 0, "think_ms_max": 0}


def test_timed_wrapper_counts_calls_and_keeps_the_result():
    timed = arena.Timed("double", lambda v: v * 2)
    assert [timed(1), timed(5)] == [2, 10]
    assert timed.calls == 2 and timed.name == "double"
    assert 0 <= timed.last_ms and timed.total_us >= timed.max_us >= 0


# --log, --rotate, --from ------------------------------------------------------------------
def test_log_holds_one_record_per_game_in_the_design_notation():
    out = Lines()
    summary = arena.run(opts("perfect,random", count=20, seed=3), out)
    records = out.records()
    assert len(records) == 20
    x_wins = 0
    for rec in records:
        assert rec["event"] == "game" and rec["first"] == "X"
        assert rec["players"] == {"X": "perfect", "O": "random"}
        moves = rec["moves"]
        assert sorted(set(moves)) == sorted(moves) and all(0 <= m <= 8 for m in moves)
        assert rec["result"] in ("X", "O", "draw")
        x_wins += rec["result"] == "X"
    assert x_wins == seat(summary, 0)["win"]


def test_log_file_is_written_by_main(tmp_path, capsys):
    path = tmp_path / "games.jsonl"
    assert arena.main(["tictactoe", "--count", "4", "--players", "classic,easy",
                       "--log", str(path)]) == 0
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(records) == 4 and records[0]["players"] == {"X": "classic", "O": "easy"}
    assert json.loads(capsys.readouterr().out)["count"] == 4


def test_rotate_swaps_the_seats_every_game_and_keeps_totals_per_player():
    out = Lines()
    summary = arena.run(opts("perfect,%s" % LOWEST, count=6, rotate=True), out)
    records = out.records()
    for g, rec in enumerate(records):
        if g % 2 == 0:
            assert rec["players"] == {"X": "perfect", "O": LOWEST}
        else:
            assert rec["players"] == {"X": LOWEST, "O": "perfect"}
    perfect_wins = sum(1 for g, rec in enumerate(records)
                       if rec["result"] == ("X" if g % 2 == 0 else "O"))
    assert seat(summary, 0)["win"] == perfect_wins
    assert seat(summary, 1)["loss"] == perfect_wins and seat(summary, 1)["win"] == 0
    assert summary["rotate"] is True


def test_without_rotate_the_seats_stay():
    out = Lines()
    arena.run(opts("random,easy", count=4), out)
    assert all(rec["players"] == {"X": "random", "O": "easy"} for rec in out.records())


def test_from_starts_every_game_at_the_given_moves():
    out = Lines()
    arena.run(opts("perfect,perfect", count=5, **{"from": "014"}), out)
    for rec in out.records():
        assert rec["moves"][:4] == [0, 1, 4, 8]  # O's only move that does not lose at once
        assert rec["result"] == "X"


# file: players ----------------------------------------------------------------------------
def test_file_player_with_choose():
    out = Lines()
    summary = arena.run(opts("%s,perfect" % LOWEST, count=3), out)
    assert seat(summary, 0)["player"] == LOWEST
    for rec in out.records():
        assert rec["moves"][0] == 0 and rec["result"] == "O"


def test_file_player_with_make_player_gets_its_own_seeded_rng():
    def games(seed, players):
        out = Lines()
        arena.run(opts(players, count=8, seed=seed), out)
        return [rec["moves"] for rec in out.records()]

    assert games(4, "%s,random" % SEEDED) == games(4, "%s,random" % SEEDED)
    assert games(4, "%s,random" % SEEDED) != games(5, "%s,random" % SEEDED)
    # a seat's stream depends on the seat, not on the strategy that uses it
    assert games(4, "%s,random" % SEEDED) == games(4, "random,random")


# the same series on both Pythons ---------------------------------------------------------
def test_micropython_plays_the_identical_series(tmp_path):
    binary = micropython_binary()
    assert binary, "micropython not installed"
    python = os.path.join(os.path.dirname(binary), "python")
    series = []
    for cmd in ([binary, "-X", "heapsize=192K"], [python]):
        path = str(tmp_path / "log.jsonl")
        proc = subprocess.run(cmd + ["-m", "sim.arena", "tictactoe", "--count", "40",
                                     "--seed", "9", "--rotate", "--players",
                                     "easy,%s" % SEEDED, "--log", path],
                              cwd=ROOT, capture_output=True, text=True, timeout=120,
                              env=dict(os.environ, PYTHONPATH=ROOT))
        assert proc.returncode == 0, proc.stdout + proc.stderr
        summary = json.loads(proc.stdout)
        with open(path) as f:
            records = [json.loads(line) for line in f]  # MicroPython orders keys its own way
        series.append((summary["python"], [row["win"] for row in summary["seats"]], records))
    assert [s[0] for s in series] == ["micropython", "cpython"]
    assert series[0][1:] == series[1][1:] and len(series[0][2]) == 40
