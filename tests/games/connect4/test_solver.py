"""The host-only perfect solver (bench/_connect4_solver.c) against the exact scores in
tests/data/connect4/ (every position: solving all 600 takes well under a second)."""
import os

import pytest

from bench._connect4_solver import Solver, keeps_result, load_positions
from tests.util import data_path

DATA = data_path("connect4")


def check_file(name):
    solver = Solver()
    try:
        positions = load_positions(os.path.join(DATA, name))
        assert len(positions) == 300
        wrong = []
        for moves, score in positions:
            found = solver.score(moves)
            if found != score:
                wrong.append((moves, score, found))
        assert wrong == []
    finally:
        solver.close()


def test_solver_reproduces_the_end_set():
    check_file("end_29-38_stones.txt")


def test_solver_reproduces_the_middle_set():
    check_file("middle_18-28_stones.txt")


def test_move_scores_agree_with_the_position_score():
    solver = Solver()
    try:
        for moves, score in load_positions(os.path.join(DATA, "end_29-38_stones.txt"))[:40]:
            scores = solver.move_scores(moves)
            assert max(s for s in scores if s is not None) == score
            assert [c for c in range(7) if scores[c] is None] == \
                [c for c in range(7) if moves.count(c) == 6]
    finally:
        solver.close()


def test_solver_scores_simple_positions():
    solver = Solver()
    try:
        # player 1 has three stacked in column 0: wins at once with its 4th stone
        assert solver.score([0, 1, 0, 1, 0, 1]) == 22 - 4
        # one empty cell left and no four on the board: a draw
        drawn = [int(ch) for ch in "46512163624021524462144103310500255530366"]
        assert solver.score(drawn) == 0
        assert solver.move_scores(drawn) == [None, None, None, 0, None, None, None]
        # player 1 completes column 1 with its 7th stone
        assert solver.move_scores([0] * 6 + [1, 2, 1, 2, 1, 2])[1] == 22 - 7
    finally:
        solver.close()


def test_keeps_result_judges_by_sign():
    assert keeps_result([3, -2, 0, None, 1, -5, 2], 4)
    assert not keeps_result([3, -2, 0, None, 1, -5, 2], 2)
    assert keeps_result([0, -2, 0, -1, -1, -5, -2], 2)
    assert not keeps_result([0, -2, 0, -1, -1, -5, -2], 1)
    assert keeps_result([-3, -2, -4, -1, -1, -5, -2], 1)


def test_without_gcc_the_solver_says_so_in_one_line(tmp_path, monkeypatch):
    from bench import _connect4_solver
    monkeypatch.setattr(_connect4_solver.tempfile, "gettempdir", lambda: str(tmp_path))
    monkeypatch.setenv("PATH", str(tmp_path))   # no gcc there
    with pytest.raises(RuntimeError) as failed:
        _connect4_solver.build()
    assert "gcc" in str(failed.value) and "\n" not in str(failed.value)
