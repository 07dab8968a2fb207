# runs-on: micropython, whole app
"""B, B backs out one view (firmware/app.py _pop_done, review 35): a B begun under LOOK_MS
after the B that closed a view (the pause menu, help, settings, a dialog) is refused on the
view that came back, WAIT (app.TOAST) on the glass; a B after a pause acts."""
from firmware.app import AIM_MS, LOOK_MS, TOAST
from tests.games.session import error_log, screen_of, start
from tests.screen import shows

# review 35's keys in tic-tac-toe, Play to the pause menu: X in the centre, the reply, a
# long B (the pause menu) and a look at it
TO_PAUSE = "DOWN A wait:500 A wait:500 A wait:1500 A wait:1500 B:1200 wait:300"


def toasted(board):
    return shows(board, TOAST, inverted=True)


def paused_tictactoe():
    """Review 35's game, its pause menu up: (board, app, the marks on the board)."""
    board, app = start(None, seed=7, ms=1600)
    board.play_keys(app, TO_PAUSE)
    assert shows(board, "Paused"), error_log(board)
    return board, app, len(screen_of(app).game.moves)


def test_review_35s_b_b_after_the_pause_menu_takes_back_no_move():
    board, app, marks = paused_tictactoe()
    assert marks == 2   # X and the computer's reply
    board.play_keys(app, "B wait:500 B wait:100")
    assert app.top is app.game and len(screen_of(app).game.moves) == marks
    assert toasted(board)   # refused with most of its wait to go: it says so
    board.play_keys(app, "wait:%d" % AIM_MS)   # (a look begun again by a B kept up: AIM_MS)
    assert not toasted(board) and len(screen_of(app).game.moves) == marks   # (it goes)
    board.play_keys(app, "B wait:600")   # after a pause: B acts
    assert screen_of(app).game.moves == []


def test_a_b_ask_gap_ms_after_the_one_that_closed_the_menu_acts():
    board, app, marks = paused_tictactoe()
    board.play_keys(app, "B:80 wait:%d B:80 wait:600" % (LOOK_MS + 40))   # (from the game's
    # frame, pushed as the first B was let go)
    assert screen_of(app).game.moves == [] and not toasted(board)


def test_b_b_b_from_help_over_the_pause_menu_backs_out_to_the_game_and_no_further():
    """Help, the pause menu, the game: B tapped every 0.58 s (review 35's pace) closes Help,
    then the pause menu (a menu: B backs out at once, review 47); the ones after it are
    refused on the game, WAIT up, for as long as they keep coming: no move taken back."""
    board, app, marks = paused_tictactoe()
    board.play_keys(app, "DOWN wait:500 A wait:800")   # Help
    assert shows(board, "Controls")
    board.play_keys(app, "B wait:420 B wait:420 B wait:420 B wait:420 B wait:100")
    assert app.top is app.game and len(screen_of(app).game.moves) == marks
    assert toasted(board)


def test_b_b_after_a_dialogs_keep_it_backs_out_to_the_launcher_the_game_kept():
    """A saved game: New game asks, B keeps it; a B 0.58 s on backs out of the title card
    (a menu: review 47), the saved game still there to resume."""
    board, app = start(None, seed=7, ms=1600)
    board.play_keys(app, "DOWN A wait:500 A wait:500 A wait:1500 A wait:1500 B:1200 "
                         "wait:800 UP wait:500 A wait:1500 A wait:1500")   # Quit, the card
    assert shows(board, "Resume")
    board.play_keys(app, "DOWN wait:600 A wait:1500")   # New game asks
    assert shows(board, "START A NEW GAME?")
    board.play_keys(app, "B wait:500 B wait:100")
    assert shows(board, "RESUME") and not toasted(board)


def test_b_tapped_through_the_launcher_s_menus_backs_out_to_the_launcher():
    """Review 47: Settings, then its Hardware check menu; B tapped every 0.58 s met WAIT on
    Settings again and again and never reached the launcher. Menus take B, B at once."""
    board, app = start(None, seed=7, ms=1600)
    board.play_keys(app, "UP UP wait:400 A wait:800 UP wait:400 A wait:800")
    assert len(app.views) == 3
    board.play_keys(app, "B wait:500 B wait:500 B wait:500")
    assert len(app.views) == 1 and not toasted(board)
