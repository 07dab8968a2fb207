# runs-on: micropython
"""Rules engine: the 69 lines, wins, draws, full columns and violations, undo, snapshots."""
from firmware.games.connect4.engine import (Game, DRAW, FULL, PLAYING, WIN_FOUR,
                                            WIN_VIOLATIONS, from_digits)
from firmware.games.connect4.lines import CELLS, LINE_COUNT, ROWS, line, lines_through
from tests.util import raises

LINES = [tuple(line(i)) for i in range(LINE_COUNT)]

# A full board with no four anywhere (found once by a seeded random search).
DRAWN_GAME = "465121636240215244621441033105002555303663"
FILLER = 9   # a stone of nobody, to hold line cells up without forming fours


def test_there_are_69_lines_of_four_collinear_cells():
    assert len(LINES) == 69
    steps = {}
    for four in LINES:
        cols = [cell // ROWS for cell in four]
        rows = [cell % ROWS for cell in four]
        step = (cols[1] - cols[0], rows[1] - rows[0])
        for k in range(4):
            assert cols[k] == cols[0] + k * step[0] and rows[k] == rows[0] + k * step[1]
        steps[step] = steps.get(step, 0) + 1
    assert steps == {(1, 0): 24, (0, 1): 21, (1, 1): 12, (1, -1): 12}
    assert len(set(LINES)) == 69
    for cell in range(CELLS):
        assert list(lines_through(cell)) == [i for i, four in enumerate(LINES) if cell in four]


def setup_line(line, last):
    """A game where player 1 holds every cell of line but `last`, each column filled up to
    its line cell with filler, player 1 to move."""
    game = Game()
    for cell in line:
        col, row = divmod(cell, ROWS)
        for below in range(col * ROWS, cell):
            if game.cells[below] == 0:
                game.cells[below] = FILLER
        if cell != last:
            game.cells[cell] = 1
        game.heights[col] = max(game.heights[col], row + (0 if cell == last else 1))
    return game


def test_every_line_wins_whichever_cell_is_dropped_last():
    for four in LINES:
        for last in four:
            if last + 1 in four and (last + 1) // ROWS == last // ROWS:
                continue   # a vertical four can only be completed at its top
            game = setup_line(four, last)
            assert game.heights[last // ROWS] == last % ROWS
            assert last // ROWS in game.winning_columns(1)
            assert game.drop(last // ROWS) == last % ROWS
            assert game.result == 1 and game.reason == WIN_FOUR
            assert tuple(game.line) == four


def test_three_in_a_row_is_not_a_win():
    game = from_digits("001122")
    assert game.result == PLAYING and game.winning_columns(1) == [3]
    game.drop(3)
    assert game.result == 1 and tuple(game.line) == (0, 6, 12, 18)


def test_vertical_win_for_player_two():
    game = from_digits("0101012")
    assert game.result == PLAYING
    game.drop(1)
    assert game.result == 2 and tuple(game.line) == (6, 7, 8, 9)


def test_full_board_without_four_is_a_draw():
    game = from_digits(DRAWN_GAME[:-1])
    assert game.result == PLAYING
    game.drop(int(DRAWN_GAME[-1]))
    assert game.result == DRAW and game.line is None
    assert game.legal_moves() == []
    raises(ValueError, game.drop, 0)


def test_full_column_is_refused_and_counted():
    game = from_digits("000000")
    before = bytes(game.cells)
    assert not game.can_drop(0) and game.legal_moves() == [1, 2, 3, 4, 5, 6]
    assert game.drop(0) == FULL
    assert bytes(game.cells) == before and len(game.moves) == 6
    assert game.to_move() == 1 and game.violations == [1, 0]
    assert game.result == PLAYING
    game.drop(1)
    assert game.drop(0) == FULL
    assert game.violations == [1, 1]


def test_third_violation_loses():
    game = from_digits("000000")
    assert game.drop(0) == FULL
    assert game.drop(0) == FULL
    assert game.result == PLAYING
    assert game.drop(0) == FULL
    assert game.result == 2 and game.reason == WIN_VIOLATIONS
    raises(ValueError, game.drop, 1)


def test_violation_limits_are_configurable_and_off_for_the_computer():
    game = Game(violation_limit=(1, None))
    for col in "000000":
        game.drop(int(col))
    game.drop(1)
    for _ in range(10):
        assert game.drop(0) == FULL      # player 2: no limit
    assert game.result == PLAYING and game.violations == [0, 10]
    game.drop(2)
    assert game.drop(0) == FULL
    assert game.result == 2 and game.reason == WIN_VIOLATIONS


def test_bad_columns_are_errors_not_violations():
    game = Game()
    raises(ValueError, game.drop, 7)
    raises(ValueError, game.drop, -1)
    assert game.violations == [0, 0]


def test_undo_takes_back_the_reply_and_the_players_move():
    game = from_digits("3424")
    assert game.to_move() == 1
    assert game.undo(1) == 2
    assert game.moves == [3, 4] and game.to_move() == 1
    assert game.undos_left(1) == 2 and game.undos_left(2) == 3
    assert game.cells[2 * ROWS] == 0 and game.heights[2] == 0 and game.heights[4] == 1


def test_undo_right_after_own_move_takes_back_one():
    game = from_digits("343")
    assert game.to_move() == 2
    assert game.undo(1) == 1 and game.moves == [3, 4]


def test_three_undos_per_player_by_default():
    game = from_digits("3434")
    for left in (2, 1, 0):
        game.undo(1)
        assert game.undos_left(1) == left
        game.drop(0)
        game.drop(6)
    assert not game.can_undo(1)
    raises(ValueError, game.undo, 1)
    assert game.can_undo(2)


def test_undo_limits_configurable_and_unlimited():
    game = Game(undo_limit=(None, 0))
    game.drop(3)
    game.drop(3)
    for _ in range(5):
        game.undo(1)
        game.drop(2)
        game.drop(2)
    assert game.undos_left(1) is None and not game.can_undo(2)


def test_no_undo_before_own_move_or_after_the_end():
    game = Game()
    assert not game.can_undo(1)
    game.drop(3)
    assert not game.can_undo(2)
    game = from_digits("0101012")
    game.drop(1)
    assert game.over() and not game.can_undo(1) and not game.can_undo(2)


def test_snapshot_round_trip():
    game = Game(undo_limit=(3, None), violation_limit=(3, None))
    for col in (3, 3, 2, 4, 3, 3, 3, 3):
        game.drop(col)
    assert game.drop(3) == FULL
    game.undo(1)
    snap = game.snapshot()
    back = Game.restore(snap)
    assert back.moves == game.moves and bytes(back.cells) == bytes(game.cells)
    assert back.undos_used == [1, 0] and back.violations == [1, 0]
    assert back.undo_limit == [3, None] and back.violation_limit == [3, None]
    assert back.to_move() == game.to_move() and back.result == PLAYING


def test_snapshot_keeps_a_loss_on_violations():
    game = from_digits("000000")
    for _ in range(3):
        game.drop(0)
    back = Game.restore(game.snapshot())
    assert back.result == 2 and back.reason == WIN_VIOLATIONS


def test_damaged_snapshots_are_refused():
    good = from_digits("3344").snapshot()
    for bad in (None, [], {"v": 99}, dict(good, moves=[9]), dict(good, moves="x"),
                dict(good, undos_used=[0]), dict(good, moves=[0] * 7)):
        raises(ValueError, Game.restore, bad)
    win = dict(good, moves=[0, 1, 0, 1, 0, 1, 0, 1])
    raises(ValueError, Game.restore, win)


def test_from_digits_refuses_illegal_records():
    raises(ValueError, from_digits, "0000000")
    raises(ValueError, from_digits, "01010101")
    raises(ValueError, from_digits, "9")
    assert from_digits("").moves == []
