# runs-on: micropython, whole app
"""firmware/gamehost.py: the resume state is written after the push, then the heap collected,
but not while the computer's think is due (the player waits for its reply)."""
from firmware import gamehost
from hal.buttons import A
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
