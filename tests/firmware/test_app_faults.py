# runs-on: micropython, whole app
"""Device-side faults through the whole app on the simulated board, in a real game (video
poker): a display that stops answering mid-game and comes back blank, a key stuck from
power-up or jammed later, a full filesystem when saving, an exception inside the game, and
a hung main loop that the watchdog resets, the app coming back to the saved hand."""
import os

from tests.hal import fake_machine

fake_machine.install()

import builtins  # noqa: E402
import time  # noqa: E402

from firmware import app as app_module  # noqa: E402
from firmware.app import App, ERROR_LOG  # noqa: E402
from firmware.games import GAMES  # noqa: E402
from firmware.gamehost import RESUME_VERSION, resume_record  # noqa: E402
from hal import pico  # noqa: E402
from hal import storage as storage_mod  # noqa: E402
from hal.buttons import DOWN, Buttons  # noqa: E402
from sim.board import SimBoard  # noqa: E402
from sim.keys import paced  # noqa: E402
from sim.ssd1306_model import ADDRESS, SSD1306  # noqa: E402
from tests.screen import shows  # noqa: E402
from tests.scratch import scratch  # noqa: E402

HOLDING = 1  # firmware.games.poker.engine.HOLDING (not imported: the game loads lazily)


def fresh_state(tag):
    root = scratch("app-faults-" + tag)
    try:
        for name in os.listdir(root):
            os.remove(root + "/" + name)
    except OSError:
        os.mkdir(root)
    return root


def in_poker(tag, board=None):
    """The app past its splash, a new video poker game started from the launcher."""
    app_module.GAMES = GAMES  # test_app.py, in the same pytest run, swaps in fake games
    board = board or SimBoard(seed=3, state_dir=fresh_state(tag))
    app = App(board)
    board.run(app, 1500)
    board.play_keys(app, paced("A A A"))  # Video Poker's title card, New game, Play
    assert app.game is not None and app.game.name == "poker", app.views
    return board, app


def saved_hand(board):
    snap = board.storage.load(resume_record("poker"), RESUME_VERSION, None)
    return snap and snap["machine"]


def error_log(board):
    try:
        with open(board.state_dir + "/" + ERROR_LOG) as f:
            return f.read()
    except OSError:
        return ""


def lit_pixels(chip):
    return sum(chip.glass_pixel(x, y) for y in range(0, 64, 2) for x in range(0, 128, 2))


def test_a_display_that_stops_answering_mid_game_neither_ends_it_nor_loses_the_save():
    board, app = in_poker("display")
    board.play_keys(app, paced("A wait:1000"))  # deal: the hand seen (a guarded frame)
    board.i2c.detach(ADDRESS)  # a loose wire: every write now raises OSError(ENODEV)
    board.play_keys(app, paced("RIGHT A RIGHT A wait:3000"))  # hold two (from DRAW): blind
    assert app.game is not None and app.top is app.game
    m = app.game.screen.m
    assert m.phase == HOLDING and m.held == 0b11
    assert saved_hand(board)["held"] == 0b11
    log = error_log(board)
    assert log.count("== display") == 1 and "OSError" in log, log  # noted once, not per frame
    chip = SSD1306()  # the display is back after a brown-out: blank and not set up
    board.i2c.attach(ADDRESS, chip)
    board.run(app, 2500)  # the next retry sets it up again and redraws the hand
    assert app.display_lost is None and chip.error_count == 0
    assert chip.display_on and lit_pixels(chip) > 100
    board.play_keys(app, paced("DOWN A wait:1000"))  # and the game goes on: the draw
    assert app.game.screen.m.phase != HOLDING


def test_a_display_lost_while_dimmed_and_asleep_does_not_crash_the_power_saving():
    board, app = in_poker("asleep")
    board.i2c.detach(ADDRESS)
    board.run(app, 200000)  # dim (contrast) and sleep (power off) both fail
    assert app.game is not None and app.power == 2
    board.i2c.attach(ADDRESS, SSD1306())
    board.play_keys(app, paced("A wait:3000"))  # wakes: power on, set up again, redraw
    assert app.power == 0 and app.display_lost is None


def test_a_key_stuck_from_power_up_neither_locks_nor_scrolls_the_launcher():
    board = SimBoard(seed=1, state_dir=fresh_state("stuck"))
    # as hal/pico.py builds them: keys held at the first poll are ignored until released
    board.buttons = Buttons(board.pad.read, ticks_diff=board.clock.ticks_diff,
                            ignore_boot_holds=True)
    board.pad.press(DOWN)  # jammed before power-up
    app = App(board)
    board.run(app, 5000)
    launcher = app.views[0]
    assert len(app.views) == 1 and launcher.menu.index == 0  # splash gone, no scrolling
    board.play_keys(app, paced("A"))  # the other keys work: the first game's title card
    assert type(app.top).__name__ == "TitleCard"
    board.play_keys(app, paced("B"))
    board.pad.release(DOWN)
    board.play_keys(app, paced("wait:100 DOWN"))  # freed, it is an ordinary key again
    assert launcher.menu.index == 1


def test_a_key_jammed_later_stops_repeating():
    board = SimBoard(seed=1, state_dir=fresh_state("jam"))
    app = App(board)
    board.run(app, 1500)
    launcher = app.views[0]
    board.pad.press(DOWN)
    board.run(app, 35000)
    index = launcher.menu.index
    board.run(app, 60000)
    assert launcher.menu.index == index  # no repeats after 30 s held


def _full(path, mode="r", *args):
    if "w" in mode or "a" in mode:
        raise OSError(28)  # ENOSPC
    return builtins.open(path, mode, *args)


def test_a_full_filesystem_mid_game_is_shown_and_keeps_the_last_save():
    board, app = in_poker("full")
    board.play_keys(app, paced("A wait:1000"))  # the deal is saved
    before = saved_hand(board)
    assert before["phase"] == HOLDING and before["held"] == 0
    storage_mod.open = _full  # the filesystem is full from now on
    try:
        board.play_keys(app, paced("RIGHT A"))  # hold the first card: its save is refused
    finally:
        del storage_mod.open
    assert type(app.top).__name__ == "MessageView" and "not saved" in app.top.text
    assert shows(board, "Notice")
    assert saved_hand(board) == before  # the last good save is intact
    board.play_keys(app, paced("A"))  # OK: back to the hand, kept in memory
    assert app.top is app.game and app.game.screen.m.held == 1
    board.play_keys(app, paced("RIGHT A"))  # room again: saved
    assert saved_hand(board)["held"] == 0b11


def test_an_exception_inside_a_game_shows_oops_logs_and_keeps_the_last_save():
    board, app = in_poker("crash")
    board.play_keys(app, paced("A wait:1000 RIGHT A"))  # deal, hold the first card: saved

    def broken(kind, button):
        raise KeyError("a bug")

    app.game.screen.on_button = broken
    board.play_keys(app, paced("RIGHT"))
    assert shows(board, "Oops") and app.game is None
    assert "KeyError" in error_log(board)
    board.play_keys(app, paced("A"))  # OK: the launcher
    assert len(app.views) == 1
    board.play_keys(app, paced("A"))  # the title card offers the hand saved before the crash
    assert shows(board, "Resume")
    board.play_keys(app, paced("A"))
    assert app.game is not None and app.game.screen.m.held == 1


def test_the_watchdog_resets_a_hung_loop_and_the_app_resumes_the_saved_hand():
    fake_machine.reset()
    state = fresh_state("watchdog")
    board = SimBoard(seed=3, state_dir=state)
    board.watchdog = pico.Watchdog(8000)
    timer = fake_machine.timers[-1]
    board, app = in_poker("watchdog", board)
    board.play_keys(app, paced("A wait:1000 A RIGHT RIGHT A"))  # deal, hold cards 1 and 3
    hand = app.game.screen.m.to_dict()
    timer.callback(timer)  # the loop checks in every frame: the timer feeds the dog
    feeds = len(fake_machine.wdt_feeds)
    assert feeds >= 1
    # The game hangs: step() is never called again, so the loop stops checking in.
    board.watchdog.alive = time.ticks_add(time.ticks_ms(), -pico.ALIVE_MS - 1)
    for _ in range(8):  # 8 s of timer ticks: no feed, the 8 s watchdog resets the board
        timer.callback(timer)
    assert len(fake_machine.wdt_feeds) == feeds
    # After the reset: a new board on the same flash, the app from power-up.
    board = SimBoard(seed=4, state_dir=state)
    app = App(board)
    board.run(app, 1500)
    board.play_keys(app, paced("A"))
    assert shows(board, "Resume")
    board.play_keys(app, paced("A"))
    assert app.game.screen.m.to_dict() == hand
