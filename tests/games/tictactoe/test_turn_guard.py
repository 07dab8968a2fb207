# runs-on: micropython, whole app
"""Tic-tac-toe's turn coming back from the computer, and held arrows, through the whole app
on the simulated board (issue 23): a mash of A through the computer's reply places no
second mark; a held arrow stops at the board's edge, a fresh press wraps."""
from firmware.app import MASH_MS
from tests.games import session
from tests.games.session import keys, screen_of
from tests.screen import find_text


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
    assert app.toast_at is not None   # (WAIT, THEN PRESS: the mash goes on being refused)
    assert find_text(board.chip, "YOUR MOVE") is not None
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
