# runs-on: micropython, whole app
"""The whole app on the simulated board: boot, every launcher screen, settings persisted,
pause menu, resume, error boundary, notices, power saving."""
import os
import sys

from firmware import app as app_module
from firmware.app import App, LOOK_MS, TOAST
from firmware.sound import CUES
from hal.buttons import A, B, DOWN, RIGHT, UP
from sim.board import SimBoard
from sim.keys import paced
from firmware.ui.gfx import LARGE, TINY
from tests.screen import find_text, glass, shows
from tests.toast import refused_ask_in_view
from tests.scratch import scratch

ON_MICROPYTHON = sys.implementation.name == "micropython"


class FakeScreen:
    """A tiny game: A counts, DOWN raises (to test the error boundary), B ends the game."""

    def __init__(self, ctx, saved):
        self.ctx = ctx
        self.n = saved["n"] if saved else 0
        self.dirty = True
        self.done = False

    def on_button(self, kind, button):
        if button == A:
            self.n += 1
            self.ctx.save_state()
        elif button == DOWN:
            raise RuntimeError("boom")
        elif button == B:
            self.done = True
        self.dirty = True

    def tick(self, now):
        pass

    def draw(self, gfx):
        gfx.text("Count %d" % self.n, 10, 20)

    def snapshot(self):
        return None if self.done else {"n": self.n}


class FakeModule:
    Screen = FakeScreen


GAMES = (("fake", "Fake Game", "For tests"), ("absent", "Absent", "Not built"))


def use_fake_games(module=FakeModule):
    """The launcher lists the fake game, whose screen module is module."""
    app_module.GAMES = GAMES
    sys.modules["firmware.games.fake.screen"] = module
    sys.modules["firmware.games.fake"] = module


def boot(state_dir=None, game=None):
    use_fake_games()
    board = SimBoard(seed=1, state_dir=state_dir)
    app = App(board, game=game)
    board.run(app, 100)
    return board, app


def to_launcher(board, app):
    board.run(app, 1600)  # the splash times out, the launcher is seen (GUARD_MS)


class _Stop(BaseException):
    """Ends the device's endless loop in a test (App.run catches every Exception)."""


def test_the_devices_loop_draws_the_launcher():
    # hal/pico.run calls App.run on the device: a count of presses once named self.run hid
    # the method there, and the Pico reset under its watchdog before its first frame (the
    # simulator steps the app itself, so no test saw it)
    board, app = boot()
    assert [name for name in app.__dict__ if callable(getattr(App, name, None))] == []
    slept = []

    def sleep_ms(ms):
        slept.append(ms)
        if len(slept) == 200:
            raise _Stop
        board.clock.advance(max(0, ms))

    board.clock.sleep_ms = sleep_ms
    try:
        app.run()
    except _Stop:
        pass
    assert sum(slept) >= 1600   # past the splash, frame by frame
    for label in ("Fake Game", "Settings", "Stats"):
        assert shows(board, label), label


def test_boot_splash_then_launcher_lists_games_settings_stats():
    board, app = boot()
    assert shows(board, "PICO", LARGE)
    to_launcher(board, app)
    for label in ("Fake Game", "Absent", "Settings", "Stats"):
        assert shows(board, label), label


def test_title_card_new_game_and_back_with_b():
    board, app = boot()
    to_launcher(board, app)
    board.play_keys(app, paced("A"))
    assert shows(board, "Fake Game") and shows(board, "New game")
    assert shows(board, "For tests", inverted=True)  # the tagline, in the 5x7 font too
    board.play_keys(app, paced("A A A"))
    assert shows(board, "Count 2")
    board.play_keys(app, paced("B"))  # the game ends itself
    assert shows(board, "New game") and not shows(board, "Resume")


def test_coming_soon_for_a_game_without_screen():
    board, app = boot()
    to_launcher(board, app)
    board.play_keys(app, paced("DOWN A A"))
    assert shows(board, "Coming soon")
    board.play_keys(app, paced("A B"))
    assert shows(board, "Settings")


def test_long_b_pauses_and_quit_keeps_resume_state():
    state = scratch("app-resume")
    for name in (os.listdir(state) if _exists(state) else []):
        os.remove(state + "/" + name)
    board, app = boot(state)
    to_launcher(board, app)
    assert not shows(board, "RESUME")  # no game in progress yet
    board.play_keys(app, paced("A A A A A"))  # title, new game, count to 3
    assert shows(board, "Count 3")
    board.play_keys(app, paced("B:1300", LOOK_MS + 100))
    # the game named (review 52: "Paused" named none), its key bar under the four lines
    # (review 32)
    assert shows(board, "Paused: Fake Game") and shows(board, "Quit to menu")
    assert shows(board, "A:OK B:BACK")
    board.play_keys(app, paced("DOWN DOWN DOWN A"))  # Quit to menu: the launcher, with the mark
    assert shows(board, "Pico Parlor") and shows(board, "RESUME")
    board.play_keys(app, paced("A"))
    assert shows(board, "Resume")  # the title card offers it
    assert shows(board, "For tests", inverted=True)  # no title.py: GAMES' tagline still
    # a power cut: a new board on the same storage resumes where it was
    board, app = boot(state)
    to_launcher(board, app)
    board.play_keys(app, paced("A A"))
    assert shows(board, "Count 3")


def test_new_game_over_a_saved_game_asks_first_and_a_double_tap_never_answers():
    """New game where a game is saved would drop it: the card asks (START A NEW GAME?,
    A:NEW B:KEEP IT); B keeps it, the cursor back on New game. The question is a new
    screen to read: an A 0.15 s, 0.42 s or 0.7 s after New game's does not answer it, WAIT
    on the glass, nor the tap 0.67 s on of a steady 1.5 a second (its A waits
    app.LOOK_MS); one 1.3 s after does."""
    from firmware.app import TitleCard
    from firmware.gamehost import RESUME_VERSION, resume_record
    board, app = boot()
    to_launcher(board, app)
    board.play_keys(app, paced("A A A A B:1300 DOWN DOWN DOWN A"))  # count 2, quit: saved
    record = resume_record("fake")
    assert board.storage.load(record, RESUME_VERSION, None) == {"n": 2}
    board.play_keys(app, paced("A DOWN A"))   # the title card (Resume, New game...), New game
    assert shows(board, "START A NEW GAME?") and shows(board, "(Resume)")
    assert shows(board, "A:NEW") and shows(board, "B:KEEP IT") and app.game is None
    board.play_keys(app, paced("B"))
    card = app.top
    assert isinstance(card, TitleCard) and card.items[card.cursor] == "New game"
    assert app.game is None and board.storage.load(record, RESUME_VERSION, None) == {"n": 2}
    use_fake_games()   # (the game left unloaded its modules: the fake's are put back)
    board.play_keys(app, "wait:600 A:40 wait:30 A:40 wait:300")   # a double tap, 0.15 s
    assert app.game is None and type(app.top).__name__ == "AskView"   # (each press 40 ms,
    board.play_keys(app, "wait:600 B wait:600 A:40 wait:300 A:40 wait:300")   # then 80 up)
    assert app.game is None   # 0.42 s after (a fresh review lost a save so)
    board.play_keys(app, "wait:600 B wait:600 A:40 wait:580 A:40 wait:300")
    assert app.game is None and shows(board, TOAST, inverted=True)   # 0.7 s after
    board.play_keys(app, "wait:1500 B wait:600" + " A:80 wait:587" * 2)   # 1.5 a second
    assert app.game is None and type(app.top).__name__ == "AskView"   # (a fresh review)
    board.play_keys(app, "wait:600 B wait:600 A:40 wait:%d A:40 wait:300" % (LOOK_MS + 60))
    assert app.game is not None and shows(board, "Count 0")   # 1.3 s after: it answers
    board.play_keys(app, paced("B"))   # the new game, left before it saved: the old one kept
    assert board.storage.load(record, RESUME_VERSION, None) == {"n": 2}
    assert "Resume" in app.top.items   # (review 56: leaving New game's setup page lost it)


def test_a_refused_press_leaves_all_of_start_a_new_game_in_view():
    """Two A taps 0.5 s apart on New game, the second refused (the question's A waits
    LOOK_MS, to read it): WAIT (app.TOAST) leaves the question whole (review 26: the toast
    sat on the question's last line)."""
    board, app = boot()
    to_launcher(board, app)
    board.play_keys(app, paced("A A B:1300 DOWN DOWN DOWN A"))   # count 1, quit: saved
    board.play_keys(app, paced("A DOWN") + " wait:600 A wait:420 A wait:100")
    assert shows(board, "START A NEW GAME?") and app.game is None
    assert refused_ask_in_view(board, app, lambda ms: board.run(app, ms))


def _exists(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


def test_pause_menu_help_and_resume():
    board, app = boot(game="fake")
    board.play_keys(app, paced("B:1300 DOWN A"))
    assert shows(board, "Help")
    board.play_keys(app, paced("B UP A"))  # close help, Resume
    assert shows(board, "Count 0")


def test_a_held_b_with_no_pause_menu_to_open_goes_back_as_b_does():
    """Hold B opens the pause menu in a game; where there is none to open (the launcher's
    screens, or the pause menu already open under Help) it is a B, on its release (review
    31: it did nothing on a title card and in Help)."""
    board, app = boot()
    to_launcher(board, app)
    board.play_keys(app, paced("A DOWN A"))   # the title card, its Help
    assert len(app.views) == 3
    board.play_keys(app, paced("B:1300", LOOK_MS + 100))
    assert shows(board, "New game")   # Help closed
    board.play_keys(app, paced("B:1300", LOOK_MS + 100))
    assert shows(board, "Settings") and len(app.views) == 1   # the card closed: the launcher
    board.play_keys(app, paced("B:1300", LOOK_MS + 100))
    assert shows(board, "Settings") and len(app.views) == 1   # the bottom: it stays
    board.play_keys(app, paced("A A B:1300 DOWN A"))   # a game, paused, its Help
    assert shows(board, "Help")
    board.play_keys(app, paced("B:1300", LOOK_MS + 100))
    assert shows(board, "Paused")   # back to the pause menu, not a second one over Help
    assert [getattr(v, "is_pause", False) for v in app.views].count(True) == 1
    board.play_keys(app, paced("B:1300", LOOK_MS + 100))
    assert shows(board, "Count 0")   # a held B on it is B too: Resume


def test_error_boundary_shows_short_message_logs_and_returns():
    board, app = boot(game="fake")
    board.play_keys(app, paced("A DOWN"))
    assert shows(board, "Oops")
    with open(board.state_dir + "/error.log") as f:
        log = f.read()
    assert "RuntimeError" in log and "boom" in log
    board.play_keys(app, paced("A"))
    assert shows(board, "Settings")  # back on the launcher
    assert board.storage.load("resume_fake", 1, None) == {"n": 1}  # the last save is kept


def test_settings_change_applies_and_persists():
    state = scratch("app-settings")
    for name in (os.listdir(state) if _exists(state) else []):
        os.remove(state + "/" + name)
    board, app = boot(state)
    to_launcher(board, app)
    board.play_keys(app, paced("DOWN DOWN A"))
    # the value LEFT/RIGHT change stands between < > on the cursor's line, as on a setup
    # page; nowhere else (no empty "< >" in the title, none on Hardware check)
    assert shows(board, "Contrast: <High>") and shows(board, "Sound: On")
    assert not shows(board, "< >") and not shows(board, "<On>")
    board.play_keys(app, paced("RIGHT"))
    assert shows(board, "Contrast: <Max>") and board.chip.contrast == 0xFF
    board.play_keys(app, paced("DOWN A A A"))   # A steps the value as RIGHT (reviews 57, 58)
    assert shows(board, "Sound: <Off>") and shows(board, "Contrast: Max")
    assert shows(board, "Settings")   # the title stays
    board.play_keys(app, paced("DOWN DOWN DOWN"))
    assert shows(board, "Sleep: 2 min")   # on Hardware check, no value between < >
    assert not any(shows(board, "<%s>" % v) for v in ("Max", "Off", "Normal", "2 min"))
    board, app = boot(state)
    assert board.chip.contrast == 0xFF and app.settings["sound"] == 0


def test_a_level_setting_stops_at_its_end_pressed_or_held():
    # review 47: RIGHT on Max went round to Low, the screen dim; Sound, named, goes round
    board, app = boot()
    to_launcher(board, app)
    board.play_keys(app, paced("DOWN DOWN A RIGHT RIGHT RIGHT"))
    assert shows(board, "Contrast: <Max>") and board.chip.contrast == 0xFF
    saved = []
    save = board.storage.save
    board.storage.save = lambda *args: saved.append(args[0]) or save(*args)
    board.play_keys(app, paced("RIGHT:2000"))   # held at its end: no write to flash
    assert saved == [] and shows(board, "Contrast: <Max>")
    board.play_keys(app, paced("RIGHT:2000 LEFT:3000"))
    assert shows(board, "Contrast: <Low>") and board.chip.contrast == 0x08
    board.play_keys(app, paced("LEFT DOWN DOWN DOWN RIGHT RIGHT RIGHT"))
    assert shows(board, "Contrast: Low") and shows(board, "Sleep: <Never>")
    board.play_keys(app, paced("UP UP RIGHT"))
    assert shows(board, "Sound: <Off>")
    # A goes round past the end where the arrows stop (a press's cycle, as on a setup page)
    board.play_keys(app, paced("DOWN DOWN A"))
    assert shows(board, "Sleep: <1 min>") and app.settings["sleep"] == 0
    board.play_keys(app, paced("UP UP UP A A"))
    assert shows(board, "Contrast: <High>") and board.chip.contrast == 0x9F


def test_a_on_a_setting_clicks_as_on_a_setup_page_the_arrows_do_not():
    board, app = boot()
    to_launcher(board, app)
    board.play_keys(app, paced("DOWN DOWN A"))
    tones = board.sound.count
    board.play_keys(app, paced("A"))   # High: its next, Max, and heard
    assert shows(board, "Contrast: <Max>") and board.sound.count > tones
    assert board.sound.tones[-1] == CUES["click"][0]
    tones = board.sound.count
    board.play_keys(app, paced("LEFT"))
    assert shows(board, "Contrast: <High>") and board.sound.count == tones


def test_settings_has_a_key_bar_and_every_row_still_reads():
    board, app = boot()
    to_launcher(board, app)
    board.play_keys(app, paced("DOWN DOWN A"))
    assert shows(board, "<>:CHANGE B:BACK")   # in SMALL, as every page's bar
    for label in ("Contrast: <High>", "Sound: On", "Repeat: Normal", "Sleep: 2 min",
                  "Hardware check"):
        assert shows(board, label), label
    bar = find_text(board.chip, "B:BACK")
    assert bar[1] > find_text(board.chip, "Hardware check")[1] + 7   # under the last row
    board.play_keys(app, paced("UP"))   # Hardware check: A opens it
    assert shows(board, "A:OPEN B:BACK") and not shows(board, "CHANGE")
    board.play_keys(app, paced("B"))
    assert shows(board, "Stats")   # B leaves, as the bar says: the launcher


def test_damaged_settings_give_a_notice_and_defaults():
    state = scratch("app-damaged")
    if not _exists(state):
        os.mkdir(state)
    with open(state + "/settings.rec", "w") as f:
        f.write("PPR1 1 999 0\n{garbage")
    board, app = boot(state)
    assert shows(board, "Notice")
    assert app.settings == dict(app_module.settings_mod.DEFAULTS)


def test_stats_screen_shows_finished_games_not_launches():
    board, app = boot(game="fake")
    board.play_keys(app, paced("B B"))  # left, not finished: not a game played; its card
    board.play_keys(app, paced("DOWN DOWN DOWN A"))
    assert shows(board, "Stats") and shows(board, "None yet: a game")
    assert not shows(board, "HEAP", TINY)
    use_fake_games()  # leaving unloaded it
    board.play_keys(app, paced("B UP UP UP A A"))  # the fake game again
    ctx = app.game.ctx
    ctx.finished("Hard", "won", rank=2)
    ctx.finished("Hard", "won", rank=2)
    ctx.finished("Easy", "lost", {"moons": 3}, rank=0)
    board.play_keys(app, paced("B B DOWN DOWN DOWN A"))  # the game ends, the title card closes
    # one page per game: a row per level, easiest first, its headings and figures in SMALL
    assert shows(board, "Fake Game") and shows(board, "LOST")
    easy, hard = find_text(board.chip, "Easy"), find_text(board.chip, "Hard")
    assert easy[1] < hard[1]
    assert find_text(board.chip, "2")[1] == hard[1]  # won, then streak and best: 2
    # the runs' heading would end the glass, its rows below (review 62): the next begins it
    assert not shows(board, "Wins in a row:")
    board.play_keys(app, "DOWN")
    assert shows(board, "Wins in a row:") and shows(board, "NOW")
    board.play_keys(app, "DOWN " * 6)   # the game's own count, a table of its own
    assert shows(board, "MOONS")


def test_stats_pages_turn_with_left_and_right():
    board, app = boot()
    to_launcher(board, app)
    app.record_result("fake", "Hard", "won")
    app.record_result("absent", "Medium", "drawn")
    board.play_keys(app, paced("DOWN DOWN DOWN A"))
    assert shows(board, "Fake Game") and shows(board, "<1/2>")
    assert shows(board, "<>:GAME ▼:MORE B:BACK")   # the key bar, in SMALL
    board.play_keys(app, paced("RIGHT"))
    assert shows(board, "Absent") and shows(board, "<2/2>") and shows(board, "Medium")
    board.play_keys(app, paced("RIGHT"))   # a press goes round, as every cursor's does (README)
    assert shows(board, "Fake Game")
    board.play_keys(app, "LEFT")
    assert shows(board, "Absent")
    board.play_keys(app, "LEFT:1500")   # held: stops at the first page
    assert shows(board, "Fake Game") and app.top.page == 0
    board.play_keys(app, "B")
    assert shows(board, "Settings")   # B leaves, as the bar says


def test_a_single_stats_page_has_no_page_keys():
    board, app = boot()
    to_launcher(board, app)
    board.play_keys(app, "DOWN DOWN DOWN A")
    assert shows(board, "None yet: a game") and shows(board, "B:BACK")
    assert not shows(board, "<>:GAME") and shows(board, "1/1")   # no other page (review 35)


def test_idle_dims_then_sleeps_and_a_button_wakes():
    board, app = boot()
    to_launcher(board, app)
    board.run(app, app_module.DIM_AFTER_MS)
    assert board.chip.contrast == 0
    board.run(app, 120000)
    assert not board.chip.display_on
    board.play_keys(app, paced("DOWN"))  # wakes only: the cursor stays
    assert board.chip.display_on and app.top.menu.index == 0


def test_a_press_on_a_dimmed_screen_brightens_it_and_acts():
    # a fresh review: a move thought over for 31 s was swallowed by the dim; the dimmed glass
    # still shows what the press answers (only a switched-off one wakes and does nothing)
    board, app = boot()
    to_launcher(board, app)
    board.run(app, app_module.DIM_AFTER_MS)
    assert board.chip.contrast == 0
    board.play_keys(app, paced("DOWN"))
    assert board.chip.contrast != 0 and app.top.menu.index == 1


def test_main_loop_sleeps_between_frames():
    board, app = boot()
    assert app.step() >= app_module.FRAME_MS


def test_an_idle_step_allocates_nothing():
    # a step with nothing to do is most steps (50 a second, 250 while linked): garbage made
    # there keeps MicroPython's allocator busy for nothing (on the emulated Pico an idle
    # step at the launcher took 1.6 ms with its garbage, 0.6 ms without)
    import gc
    board, app = boot()
    to_launcher(board, app)
    board.run(app, 500)   # the quiet collection is past
    if hasattr(gc, "mem_alloc"):  # MicroPython: count the bytes
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        for _ in range(50):
            app.step()
        spent = gc.mem_alloc() - before
        gc.enable()
        assert spent == 0, spent


def test_a_push_allocates_nothing():
    # each press's frame is pushed: garbage made there, under the press's heap-allocated
    # frames, slowed every later press on the Pico till a collection (issue 44.6; the
    # push's own part: tests/hal/test_display.py)
    import gc
    board, app = boot()
    to_launcher(board, app)
    board.run(app, 500)
    if hasattr(gc, "mem_alloc"):  # MicroPython: count the bytes
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        for _ in range(20):
            app._show(app.clock.ticks_ms())  # an unchanged frame: nothing on the bus
        spent = gc.mem_alloc() - before
        gc.enable()
        assert spent == 0, spent


def test_leaving_a_game_unloads_it():
    board, app = boot(game="fake")
    board.play_keys(app, paced("B"))
    assert app.game is None
    assert not [m for m in sys.modules if m.startswith("firmware.games.fake")]
    if ON_MICROPYTHON:
        assert app.heap_after_game["fake"] > 0


class SharedPiece:
    """Stands for a shared module (firmware.ui.*) that only games import."""


class SharingScreen(FakeScreen):
    def __init__(self, ctx, saved):
        import firmware.ui
        sys.modules["firmware.ui.shared_piece"] = SharedPiece
        firmware.ui.shared_piece = SharedPiece
        super().__init__(ctx, saved)


class SharingModule:
    Screen = SharingScreen


def test_leaving_a_game_unloads_the_shared_modules_it_brought_in():
    import firmware.ui
    board, app = boot()
    to_launcher(board, app)
    use_fake_games(SharingModule)
    board.play_keys(app, paced("A A"))  # title card, New game
    assert app.game is not None and "firmware.ui.shared_piece" in sys.modules
    board.play_keys(app, paced("B"))
    assert app.game is None
    assert "firmware.ui.shared_piece" not in sys.modules
    assert not hasattr(firmware.ui, "shared_piece")
    assert "firmware.ui.gfx" in sys.modules  # the launcher's own modules stay


class NoRoomModule:
    """A game that runs out of memory while it loads (as a big import can)."""

    class Screen:
        def __init__(self, ctx, saved):
            raise MemoryError("memory allocation failed")


def test_a_game_that_fails_to_load_leaves_nothing_behind():
    board, app = boot()
    to_launcher(board, app)
    use_fake_games(NoRoomModule)
    board.play_keys(app, paced("A A"))  # title card, New game
    assert app.game is None
    assert shows(board, "Oops") and shows(board, "MemoryError")
    assert not [m for m in sys.modules if m.startswith("firmware.games.fake")]
    board.play_keys(app, paced("A"))
    assert shows(board, "Settings")  # back on the launcher
    use_fake_games()  # the next start loads afresh and plays
    board.play_keys(app, paced("A A A"))
    assert app.game is not None and shows(board, "Count 1")


class ResultScreen(FakeScreen):
    """A shows a result (held input) and counts the presses that reach the game."""

    moves = 0
    backs = 0

    def on_button(self, kind, button):
        if button == A:
            self.n += 1
            self.ctx.hold_input()
        elif button == RIGHT:
            self.moves += 1
        elif button == B:
            self.backs += 1
        self.dirty = True


class ResultModule:
    Screen = ResultScreen


def test_a_result_refuses_presses_begun_before_it_was_seen_each_tap_weighed_alone():
    board, app = boot()
    to_launcher(board, app)
    use_fake_games(ResultModule)
    board.play_keys(app, paced("A A"))  # title card, New game
    board.play_keys(app, "wait:300 A")  # the result appears: a tap 160 ms later does nothing
    tones = board.sound.count
    board.play_keys(app, "A")
    assert app.game.screen.n == 1
    assert board.sound.count > tones and board.sound.tones[-1] == CUES["held"][0]  # but ticks
    tones = board.sound.count
    board.play_keys(app, "wait:400 A")  # a lone press once it has been seen acts at once
    assert app.game.screen.n == 2 and board.sound.count == tones  # (no tick)
    # an arrow pressed as the result appeared does nothing (held on, it repeats once
    # GUARD_MS is over: it only moves a cursor)
    board.play_keys(app, "RIGHT:200")
    assert app.game.screen.moves == 0
    board.play_keys(app, "wait:400 RIGHT A")   # the arrow moves at once
    assert app.game.screen.moves == 1 and app.game.screen.n == 3
    # a mash, 6 taps a second, each acting tap a new result: the tap 167 ms after it is
    # refused, the one 333 ms after acts (no mash lockout: every tap is weighed alone)
    board.play_keys(app, "wait:400" + " A:80 wait:87" * 30)
    assert app.game.screen.n == 3 + 15
    # B, whose press is told on its release, counts by the moment it went down
    app.hold_input()
    board.play_keys(app, "wait:100 B:150")   # (let go inside the hold)
    assert app.game.screen.backs == 0
    board.play_keys(app, "wait:400 B")
    assert app.game.screen.backs == 1


def test_finished_games_are_tallied_per_level_with_streaks():
    board, app = boot(game="fake")
    ctx = app.game.ctx
    for result in ("won", "won", "lost", "won", "drawn"):
        ctx.finished("Hard", result, {"moons": 1}, {"best": 3 if result == "lost" else 1})
    ctx.finished("Easy", "won")
    tally = app.stats["games"]["fake"]
    assert tally["Hard"] == {"played": 5, "won": 3, "lost": 1, "streak": 0, "longest": 2,
                             "moons": 5, "best": 3}
    assert tally["Easy"]["played"] == 1 and tally["Easy"]["streak"] == 1
    board, app = boot(board.state_dir)  # kept across power-ups
    assert app.stats["games"]["fake"]["Hard"]["won"] == 3


def test_older_stats_that_counted_launches_load_without_a_notice():
    state = scratch("app-old-stats")
    if not _exists(state):
        os.mkdir(state)
    from hal.storage import Storage
    Storage(state).save("stats", 1, {"boots": 3, "games": {"fake": 7}})
    board, app = boot(state)
    assert app.stats == {"boots": 4, "games": {}}
    assert not shows(board, "Notice")


def test_a_game_with_work_due_is_stepped_again_without_a_sleep():
    board, app = boot(game="fake")
    screen = app.game.screen
    assert app.step() == app_module.FRAME_MS
    screen.due = True   # e.g. the computer's turn is on the glass: think at once
    assert app.step() == 0


def test_holding_an_arrow_stops_at_the_end_of_a_list_and_a_fresh_press_wraps():
    board, app = boot()
    to_launcher(board, app)
    last = len(app.top.menu.items) - 1
    board.play_keys(app, paced("DOWN:3000"))  # ~20 repeats through a list of four
    held = glass(board.chip)
    assert app.top.menu.index == last
    pressed, app2 = boot()
    to_launcher(pressed, app2)
    pressed.play_keys(app2, " ".join(["DOWN"] * last))
    assert glass(pressed.chip) == held  # the glass of the last line
    board.play_keys(app, paced("DOWN"))  # a fresh press goes round
    assert app.top.menu.index == 0 and shows(board, "Settings")
    board.play_keys(app, paced("UP:3000 wait:300"))
    assert app.top.menu.index == 0  # a held arrow never wraps back either


class CountingGc:
    """Stands in for the gc module in app.py while in a with block: counts the app's
    collections."""

    def __init__(self):
        self.count = 0

    def collect(self):
        self.count += 1

    def __enter__(self):
        self.real, app_module.gc = app_module.gc, self
        return self

    def __exit__(self, *exc):
        app_module.gc = self.real


def test_a_quiet_screen_is_collected_once_before_the_next_press():
    board, app = boot()
    to_launcher(board, app)
    with CountingGc() as counting:
        board.run(app, 5000)
        assert counting.count == 0  # the launcher was collected once, when it fell quiet
        board.pad.press(DOWN)  # the cursor moves: a new frame
        board.run(app, 60)
        board.pad.release(DOWN)
        board.run(app, app_module.PRESS_QUIET_MS - 20)
        assert counting.count == 0  # not quiet long enough since the release
        board.run(app, 40)
        assert counting.count == 1
        board.run(app, 5000)
        assert counting.count == 1  # once, not again while nothing changes


def test_a_cursor_tapped_three_times_a_second_meets_no_quiet_collection():
    # issue 44.6: a collection (22 ms on the emulated Pico) 250 ms after a tap's release met
    # 18 of 24 Hearts cursor taps 0.33 s apart, 12-28 ms to the glass
    board, app = boot()
    to_launcher(board, app)
    board.run(app, 5000)
    with CountingGc() as counting:
        for i in range(12):
            board.pad.press(DOWN if i % 4 < 2 else UP)
            board.run(app, 60)
            board.pad.release(DOWN if i % 4 < 2 else UP)
            board.run(app, 270)
        assert app.top.menu.index == 0 and counting.count == 0  # every tap moved it, none met one
        board.run(app, app_module.PRESS_QUIET_MS)
        assert counting.count == 1  # the player stopped: collected


def test_a_frame_that_came_by_itself_is_collected_soon_after():
    # a computer's move or a trick taken, long after the last press: QUIET_MS after it
    board, app = boot(game="fake")
    with CountingGc() as counting:
        board.run(app, 2 * app_module.PRESS_QUIET_MS)
        assert counting.count == 1  # the game's first screen
        app.game.screen.dirty = True
        board.run(app, app_module.QUIET_MS - 20)
        assert counting.count == 1
        board.run(app, 40)
        assert counting.count == 2


def test_no_quiet_collection_while_a_game_has_work_due():
    board, app = boot(game="fake")
    with CountingGc() as counting:
        app.game.screen.due = True
        board.run(app, 2 * app_module.PRESS_QUIET_MS)
        assert counting.count == 0
        app.game.screen.due = False
        board.run(app, 30)
        assert counting.count == 1
