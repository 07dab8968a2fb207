# runs-on: micropython
from firmware.games.tictactoe.engine import (DRAW, EMPTY, LINES, O, X, Game, completing_cells,
                                             mark_of, other, parse_moves, replay, spelling,
                                             winning_line)
from firmware.games.tictactoe.symmetry import SYMMETRIES, canonical
from tests.util import raises


def filler_cells(line):
    """Three cells off the line that are not a line themselves (the loser's marks)."""
    rest = [c for c in range(9) if c not in line]
    for i in range(len(rest)):
        for j in range(i + 1, len(rest)):
            for k in range(j + 1, len(rest)):
                trio = (rest[i], rest[j], rest[k])
                if trio not in LINES:
                    return trio
    raise AssertionError("no filler for %r" % (line,))


def test_every_line_wins_for_either_mark_moving_first_or_second():
    for line in LINES:
        for winner in (X, O):
            filler = filler_cells(line)
            # winner moves first: three marks on the line, two filler marks between
            g = Game(winner)
            for cell in (line[0], filler[0], line[1], filler[1]):
                g.play(cell)
            assert g.result is None and g.line is None
            g.play(line[2])
            assert g.result == winner and g.line == line, (line, winner)
            # winner moves second: the opponent's third filler mark comes first
            g = Game(other(winner))
            for cell in (filler[0], line[0], filler[1], line[1], filler[2]):
                g.play(cell)
            assert g.result is None
            g.play(line[2])
            assert g.result == winner and g.line == line, (line, winner)
            assert g.legal_moves() == []


def test_winning_line_reads_any_cells():
    for line in LINES:
        for mark in (X, O):
            cells = bytearray(9)
            for c in line:
                cells[c] = mark
            assert winning_line(cells, mark) == line
            assert winning_line(cells, other(mark)) is None


def test_full_board_without_a_line_is_a_draw_only_after_the_ninth_move():
    g = Game()
    moves = [0, 4, 8, 1, 7, 6, 2, 5, 3]
    for cell in moves[:-1]:
        g.play(cell)
        assert g.result is None
    g.play(moves[-1])
    assert g.result == DRAW and g.line is None and g.legal_moves() == []
    assert spelling(g.result) == "draw"


def test_a_win_on_the_ninth_move_is_a_win_not_a_draw():
    g = replay([0, 1, 2, 3, 4, 5, 7, 6, 8])
    assert g.result == X and g.line == (0, 4, 8)


def test_turns_alternate_from_the_chosen_first_mark():
    g = Game(O)
    assert g.turn == O
    g.play(4)
    assert g.turn == X and g.cells[4] == O
    raises(ValueError, Game, 3)


def test_illegal_moves_are_refused_and_change_nothing():
    g = replay([4, 0])
    before = bytes(g.cells)
    for bad in (4, 0, -1, 9, "4", None, 1.0):
        assert not g.is_legal(bad)
        raises(ValueError, g.play, bad)
    assert bytes(g.cells) == before and g.moves == [4, 0] and g.turn == X


def test_no_move_after_the_game_is_over():
    g = replay([0, 3, 1, 4, 2])
    assert g.result == X
    assert not g.is_legal(8)
    raises(ValueError, g.play, 8)
    assert g.legal_moves() == []


def test_undo_restores_the_position_turn_and_result():
    g = replay([0, 3, 1, 4])
    assert g.undo() == 4
    assert g.cells[4] == EMPTY and g.turn == O and g.moves == [0, 3, 1]
    g.play(4)
    g.play(2)
    assert g.result == X
    assert g.undo() == 2
    assert g.result is None and g.line is None and g.turn == X
    assert g.legal_moves() == [2, 5, 6, 7, 8]
    while g.moves:
        g.undo()
    assert bytes(g.cells) == bytes(9) and g.turn == X
    raises(ValueError, g.undo)


def test_copy_is_independent():
    g = replay([4])
    c = g.copy()
    c.play(0)
    assert g.moves == [4] and g.cells[0] == EMPTY and g.turn == O
    assert c.moves == [4, 0] and c.turn == X


def test_completing_cells_lists_each_gap_once():
    g = replay([0, 3, 4, 5])          # X 0 4, O 3 5
    assert completing_cells(g.cells, X) == [8]
    assert completing_cells(g.cells, O) == []   # O's 3-4-5 is blocked by X at 4
    g = replay([0, 3, 2, 4, 6])       # X 0 2 6, O 3 4: X's column and diagonal are blocked
    assert completing_cells(g.cells, X) == [1]
    assert completing_cells(g.cells, O) == [5]
    cells = bytearray([X, 0, X, 0, X, 0, 0, 0, 0])
    assert completing_cells(cells, X) == [1, 6, 8]


def test_record_spellings():
    assert parse_moves("40812") == [4, 0, 8, 1, 2]
    assert parse_moves("") == []
    for bad in ("49", "4a", " 4"):
        raises(ValueError, parse_moves, bad)
    raises(ValueError, replay, [4, 4])
    assert (spelling(X), spelling(O)) == ("X", "O")
    assert mark_of("O") == O
    raises(ValueError, mark_of, "x")


def test_symmetries_are_the_eight_that_keep_lines():
    seen = []
    lines = [sorted(line) for line in LINES]
    for sym in SYMMETRIES:
        assert sorted(sym) == list(range(9))
        assert sym not in seen
        seen.append(sym)
        for line in LINES:
            assert sorted(sym[c] for c in line) in lines
    for a in SYMMETRIES:
        for b in SYMMETRIES:
            assert tuple(a[b[i]] for i in range(9)) in SYMMETRIES


def test_canonical_key_is_shared_by_symmetric_positions_and_both_marks():
    g = replay([0, 4, 5])             # O to move
    key, _ = canonical(g.cells, O)
    for sym in SYMMETRIES:
        moved = bytearray([g.cells[sym[i]] for i in range(9)])
        assert canonical(moved, O)[0] == key
        swapped = bytearray([other(c) if c else 0 for c in moved])
        assert canonical(swapped, X)[0] == key
    assert canonical(g.cells, X)[0] != key
