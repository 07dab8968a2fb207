# runs-on: micropython
"""The simulated board: the real adafruit driver drawing through the bus into the chip
model, the virtual clock, pad, buzzer and watchdog, and the run / --keys drivers."""
from hal.buttons import A, B, DOWN, LONG, PRESS, RELEASE, REPEAT, RIGHT, UP
from sim.board import SimBoard
from sim.clock import TICKS_PERIOD, VirtualClock
from sim.keys import GAP_MS, HOLD_MS, parse_keys
from tests.sim.fake_app import STEP_MS, CursorApp
from tests.util import raises


def lit(board):
    return [(x, y) for y, row in enumerate(board.chip.glass_rows()) for x, c in enumerate(row)
            if c == "#"]


def test_driver_init_is_decoded_without_errors():
    board = SimBoard()
    chip = board.chip
    assert chip.errors == [] and chip.pending_command() is None
    assert chip.lit() and chip.mode == 0 and chip.contrast == 0xFF
    assert chip.segment_remap and chip.com_reversed and chip.frames == 1
    assert lit(board) == []


def test_a_pixel_set_in_the_driver_shows_at_the_same_glass_position():
    board = SimBoard()
    d = board.display
    for x, y in ((0, 0), (127, 0), (0, 63), (127, 63), (37, 21)):
        d.fill(0)
        d.pixel(x, y, 1)
        d.show()
        assert lit(board) == [(x, y)]
    d.fill(0)
    d.fill_rect(10, 20, 3, 2, 1)
    d.show()
    assert lit(board) == [(10, 20), (11, 20), (12, 20), (10, 21), (11, 21), (12, 21)]


def test_driver_commands_reach_the_glass():
    board = SimBoard()
    d = board.display
    d.pixel(5, 6, 1)
    d.show()
    d.invert(True)
    assert board.chip.glass_pixel(5, 6) == 0 and board.chip.glass_pixel(0, 0) == 1
    d.invert(False)
    d.contrast(0x20)
    assert board.chip.contrast == 0x20
    d.rotate(False)  # un-remapped: the picture turns upside down after the next show()
    d.show()
    assert lit(board) == [(122, 57)]
    d.poweroff()
    assert lit(board) == [] and not board.chip.display_on
    d.poweron()
    assert lit(board) == [(122, 57)] and board.chip.errors == []


def test_full_frame_push_bytes():
    board = SimBoard()
    before = (board.i2c.bytes_written, board.i2c.transactions)
    board.display.show()  # nothing changed: nothing sent
    board.display.invalidate()
    board.display.show()
    # one command write (control byte, two no-ops, column and page address), then the data
    # write (control byte + 1024 bytes)
    assert board.i2c.bytes_written - before[0] == 9 + 1025
    assert board.i2c.transactions - before[1] == 2 and board.chip.errors == []


def test_clock_wraps_like_micropython_ticks():
    clock = VirtualClock(start_ms=TICKS_PERIOD - 5)
    t0 = clock.ticks_ms()
    clock.sleep_ms(10)
    assert clock.ticks_ms() == 5 and clock.ticks_diff(clock.ticks_ms(), t0) == 10
    assert clock.ticks_diff(t0, clock.ticks_ms()) == -10
    assert clock.ticks_add(t0, 7) == 2 and clock.elapsed_ms == 10
    raises(ValueError, clock.advance, -1)


def test_pad_buzzer_watchdog_rng_storage():
    board = SimBoard(seed=5)
    board.pad.press(A)
    board.pad.press(UP)
    assert board.pad.read() == (1 << A) | (1 << UP)
    board.pad.release(A)
    assert board.pad.read() == 1 << UP
    raises(ValueError, board.pad.press, 6)
    for i in range(70):
        board.sound.tone(100 + i, 5)
    assert board.sound.count == 70 and len(board.sound.tones) == 64
    assert board.sound.tones[-1] == (169, 5) and board.sound.playing == (169, 5)
    board.sound.stop()
    assert board.sound.playing is None
    board.watchdog.feed()
    assert board.watchdog.feeds == 1
    assert board.rng.next32() == SimBoard(seed=5).rng.next32() != SimBoard(seed=6).rng.next32()
    board.storage.save("t", 1, {"n": 3})
    assert SimBoard(state_dir=board.state_dir).storage.load("t", 1, None) == {"n": 3}
    assert board.name == "sim"
    heap = board.free_heap()
    assert heap is None or heap > 0


def test_run_steps_the_app_on_its_own_schedule():
    board = SimBoard(start_ms=TICKS_PERIOD - 30)  # across the ticks wrap
    app = CursorApp(board)
    board.run(app, 100)
    assert app.steps == 5 and board.clock.elapsed_ms == 100
    assert board.next_step_in() == 0
    board.run(app, 10)
    assert app.steps == 6 and board.next_step_in() == STEP_MS - 10
    board.run(app, 0)
    assert app.steps == 6


def test_run_keeps_time_moving_when_step_returns_zero():
    class Busy:
        steps = 0

        def step(self):
            self.steps += 1
            return 0

    board = SimBoard()
    app = Busy()
    board.run(app, 50)
    assert app.steps == 50


def test_parse_keys():
    assert parse_keys("DOWN a:300 wait:500  B:1200") == \
        [(DOWN, HOLD_MS), (A, 300), (None, 500), (B, 1200)]
    assert parse_keys("") == []
    for bad, needle in (("JUMP", "'JUMP'"), ("A:x", "'x'"), ("wait", "wait:500"),
                        ("wait:-3", "'-3'"), ("UP:", "''")):
        e = raises(ValueError, parse_keys, bad)
        assert needle in str(e), (bad, str(e))


def test_play_keys_presses_holds_and_waits():
    board = SimBoard()
    app = CursorApp(board)
    board.play_keys(app, "RIGHT DOWN A wait:500 B:1200 B")
    kinds = [(kind, button) for _, kind, button in app.log]
    assert kinds == [(PRESS, RIGHT), (RELEASE, RIGHT), (PRESS, DOWN), (RELEASE, DOWN),
                     (PRESS, A), (RELEASE, A), (LONG, B), (RELEASE, B),
                     (PRESS, B), (RELEASE, B)]
    assert (app.x, app.y) == (8, 8) and app.filled == [] and app.inverted
    expected = 3 * (HOLD_MS + GAP_MS) + 500 + 1200 + GAP_MS + HOLD_MS + GAP_MS
    assert board.clock.elapsed_ms == expected
    press_a = [t for t, kind, button in app.log if button == A]
    assert press_a[1] - press_a[0] == HOLD_MS
    assert board.sound.count == 5 and board.watchdog.feeds == app.steps


def test_held_direction_repeats_and_bad_script_presses_nothing():
    board = SimBoard()
    app = CursorApp(board)
    board.play_keys(app, "LEFT:1000")
    repeats = [1 for _, kind, _ in app.log if kind == REPEAT]
    assert len(repeats) >= 4 and app.x == (-8 * (1 + len(repeats))) % 128
    steps = app.steps
    raises(ValueError, board.play_keys, app, "UP UP FIRE")
    assert app.steps == steps and board.pad.read() == 0


def test_the_app_draws_through_the_driver():
    board = SimBoard()
    app = CursorApp(board)
    board.play_keys(app, "A RIGHT")
    rows = board.chip.glass_rows()
    assert rows[0][:16] == "#" * 16 and rows[3][:9] == "#########"
    assert rows[7][8:16] == "########" and rows[8][:16] == "." * 16
