"""The opening book file (firmware/games/connect4/book.bin) against the host's perfect solver:
a sample of its positions must list moves that win fastest (the builder's rule,
bench/_connect4_book.py), and the builder, walking the winning lines past the hard player's
part with the device's exact search, finds the book's entries there. Skipped without gcc,
which the solver needs."""
import pytest

from bench import _connect4_book
from bench._connect4_solver import Solver
from firmware.games.connect4 import ai, book
from hal.rng import Rng
from tests.games.connect4.test_ai import book_positions, deep_book_positions, stack

SAMPLE = 12
SOLVABLE = 8   # stones: positions this full take the solver about a second or less


def test_records_are_sorted_canonical_and_name_moves():
    with open(book.BOOK_PATH, "rb") as f:
        data = f.read()
    assert data and len(data) % book.RECORD == 0
    keys = [data[at:at + 7] for at in range(0, len(data), book.RECORD)]
    assert keys == sorted(set(keys))
    for at in range(0, len(data), book.RECORD):
        key = data[at:at + 7]
        assert key <= key[::-1] and 0 < data[at + 7] < 128


def test_a_sample_of_book_moves_are_the_solvers_fastest_wins():
    try:
        solver = Solver()
    except RuntimeError as e:
        pytest.skip(str(e))
    rng = Rng(7)
    deep = [moves for moves in book_positions(100000) if len(moves) >= SOLVABLE]
    try:
        for _ in range(SAMPLE):
            moves = deep[rng.randbelow(len(deep))]
            scores = solver.move_scores(moves)
            best = max(s for s in scores if s is not None)
            assert best > 0
            cols = book.moves_for(moves)
            assert cols and all(scores[c] == best for c in cols), moves
    finally:
        solver.close()


def test_the_perfect_players_deeper_entries_are_fastest_wins_too():
    try:
        solver = Solver()
    except RuntimeError as e:
        pytest.skip(str(e))
    try:
        for moves in deep_book_positions(SAMPLE):
            scores = solver.move_scores(moves)
            best = max(s for s in scores if s is not None)
            cols = book.moves_for(moves)
            assert best > 0 and cols and all(scores[c] == best for c in cols), moves
    finally:
        solver.close()


def test_the_book_holds_what_the_devices_exact_search_leaves_open_on_the_winning_lines():
    # the builder's walk to the first stones past the hard player's book (a few seconds),
    # the device's search run at ai.PERFECT_NODES under MicroPython: a budget changed without
    # rebuilding book.bin adds or drops entries there
    stones = ai.HARD_BOOK_STONES + 2
    try:
        built = _connect4_book.build(stones, _connect4_book.read(), log=lambda line: None)
    except RuntimeError as e:
        pytest.skip(str(e))
    kept = {key: mask for key, mask in _connect4_book.read().items()
            if sum(len(stack(code)) for code in key) <= stones}
    assert built == kept
