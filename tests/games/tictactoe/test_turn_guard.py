# runs-on: micropython, whole app
"""Tic-tac-toe's turn coming back from the computer, and held arrows, through the whole app
on the simulated board (issue 23): a mash of A through the computer's reply places no
second mark; a held arrow stops at the board's edge, a fresh press wraps."""
from firmware.app import MASH_MS, RESULT_SEEN_MS
from tests.games import session
from tests.games.session import keys, screen_of
from tests.screen import find_text, shows, shows_banner
from tests.toast import lit_rows


def start(seed=1):
    return session.start("tictactoe", seed)


def test_a_mash_through_the_computers_reply_places_no_second_mark():
    board, app = start()
    s = screen_of(app)
    keys(board, app, "A wait:500")  # Play: you are X and move first (the board seen)
    assert s.mover() != s.cpu
    # your mark, then A mashed on with the cursor moving between the presses, through the
    # computer's reply: none of them places a mark on the turn that came back
    keys(board, app, "A:80 " + "RIGHT:40 A:80 " * 10)  # 5 A presses a second
    assert sum(1 for c in s.game.cells if c) == 2 and s.game.cells[s.cursor] == 0
    assert app.toast_at is not None   # (STOP, THEN PRESS: the mash goes on being refused)
    assert find_text(board.chip, "YOUR MOVE") is not None
    assert shows(board, "STOP,", inverted=True) and shows(board, "A:PUT")   # (its keys too)
    cell = s.cursor
    keys(board, app, "wait:%d A" % MASH_MS)  # after a quiet moment it plays
    assert s.game.cells[cell] != 0 and s.game.moves[2] == cell


def test_holding_an_arrow_stops_at_the_edge_and_a_fresh_press_wraps():
    board, app = start()
    s = screen_of(app)
    keys(board, app, "A wait:500")   # Play: the board seen
    assert s.cursor == 4
    keys(board, app, "RIGHT:2000 DOWN:2000")
    assert s.cursor == 8  # the bottom right corner, not round again
    keys(board, app, "RIGHT")
    assert s.cursor == 6


def _hides_rows_whole(boxed, clear):
    """STOP, THEN PRESS (the rows of the panel, right of the board, that differ between
    boxed and clear) hides rows of the panel whole: the row each side of it dark there."""
    changed = [y for y in range(64) if boxed[y][66:] != clear[y][66:]]
    return changed != [] and not any(clear[changed[0] - 1][66:]) and \
        not any(clear[changed[-1] + 1][66:])


def test_wait_then_press_leaves_the_result_and_its_keys_in_view():
    """Review 32: over the panel's key bar, STOP, THEN PRESS hid A:AGAIN B:SETUP and touched
    the DRAW row above it, at the moment the player was to answer them."""
    board, app = start()
    s = screen_of(app)
    # X moves first; the computer wins with its third mark, tapped through (refused)
    keys(board, app, "A wait:500 DOWN RIGHT A wait:600 LEFT A wait:600 UP RIGHT A "
                     "wait:200 A wait:200 A wait:200 A")
    assert s.game.over() and app.toast_at is not None
    assert shows(board, "STOP,", inverted=True)
    assert shows_banner(board, "CPU", "WINS") and shows(board, "A:AGAIN") and \
        shows(board, "B:SETUP")
    boxed = lit_rows(board.chip)
    keys(board, app, "wait:%d" % RESULT_SEEN_MS)
    assert app.toast_at is None and shows(board, "DRAW")
    assert _hides_rows_whole(boxed, lit_rows(board.chip))
