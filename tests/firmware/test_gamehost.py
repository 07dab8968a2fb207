# runs-on: micropython, whole app
"""firmware/gamehost.py: the resume state is written after the push, then the heap collected,
but not while the computer's think is due (the player waits for its reply)."""
from firmware import app as app_module, gamehost, games
from firmware.app import App
from hal.buttons import A
from sim.board import SimBoard
from sim.keys import paced
from tests.firmware.test_app import CountingGc, boot


def press_a(board, app):
    board.pad.press(A)
    board.run(app, 40)
    board.pad.release(A)
    board.run(app, 40)


def test_a_saved_move_is_collected_unless_a_think_is_due():
    board, app = boot(game="fake")
    board.run(app, 400)   # the game's screen seen before A answers it (app.GUARD_MS)
    storage = board.storage
    record = gamehost.resume_record("fake")
    counting = CountingGc()
    real, gamehost.gc = gamehost.gc, counting
    try:
        press_a(board, app)
        assert storage.load(record, gamehost.RESUME_VERSION, None)["n"] == 1
        assert counting.count == 1
        app.game.screen.due = True   # as a board game's screen while its think waits
        press_a(board, app)
        assert storage.load(record, gamehost.RESUME_VERSION, None)["n"] == 2  # saved all the same
        assert counting.count == 1
        app.game.screen.due = False  # the reply is on the glass: its save collects
        press_a(board, app)
        assert counting.count == 2
    finally:
        gamehost.gc = real


def test_leaving_new_games_setup_page_keeps_the_saved_game():
    """Review 56: a saved tic-tac-toe game, then New game, A:NEW, and B on its setup page:
    the saved game was gone, though no new game had started. It stays till Play starts one,
    which saves over it."""
    shown = app_module.GAMES   # (the suite's fake game, where boot() put it)
    app_module.GAMES = games.GAMES
    try:
        board = SimBoard(seed=7)
        app = App(board, game="tictactoe")
        board.play_keys(app, paced("wait:300 A wait:1000 A wait:1500"))   # Play, a mark: saved
        record = gamehost.resume_record("tictactoe")
        def load():
            return board.storage.load(record, gamehost.RESUME_VERSION, None)
        saved = load()
        assert saved is not None and app.game is not None
        board.play_keys(app, paced("B:1300 DOWN DOWN DOWN A wait:800"))   # pause menu: Quit
        board.play_keys(app, paced("A wait:500"))   # the launcher: the game's title card
        assert app.game is None and "Resume" in app.top.items
        board.play_keys(app, paced("DOWN A wait:1500 A wait:1500"))   # New game, A:NEW: setup
        assert app.game is not None and load() == saved
        board.play_keys(app, paced("B wait:800"))   # left before Play
        assert app.game is None and "Resume" in app.top.items
        assert load() == saved
        board.play_keys(app, paced("DOWN A wait:1500 A wait:1500 A wait:1000"))   # and Play
        assert app.game is not None and load() != saved
    finally:
        app_module.GAMES = shown
