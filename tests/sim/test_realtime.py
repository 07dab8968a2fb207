"""The real-time driver of the interactive front ends, on a fake wall clock."""
from hal.buttons import A, B, LONG, PRESS, RELEASE, RIGHT
from sim.board import SimBoard
from sim.realtime import MAX_WAIT_MS, MIN_HOLD_MS, RealTime
from tests.sim.fake_app import STEP_MS, CursorApp


class WallClock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t

    def sleep(self, ms):
        self.t += ms / 1000.0


def setup():
    board = SimBoard()
    app = CursorApp(board)
    wall = WallClock()
    return board, app, wall, RealTime(board, app, now=wall)


def test_virtual_time_follows_real_time_with_fractions_carried():
    board, app, wall, rt = setup()
    for _ in range(10):
        wall.sleep(1000 / 256)  # 3.90625 ms, exact in binary: no float noise in the test
        rt.update()
    assert board.clock.elapsed_ms == 39 and app.steps == 2
    assert rt.wait_ms() == 2 * STEP_MS - 39
    wall.sleep(1000.9375)  # with the carried 0.0625 ms: exactly 1001 ms more
    rt.update()
    assert rt.wait_ms() == 0 and rt.elapsed() == 1040


def test_tap_holds_then_releases_at_the_exact_virtual_time():
    board, app, wall, rt = setup()
    rt.update()
    rt.tap(RIGHT)
    assert rt.wait_ms() <= 80
    wall.sleep(500)
    rt.update()
    assert [(t, k, b) for t, k, b in app.log] == [(0, PRESS, RIGHT), (80, RELEASE, RIGHT)]
    assert board.pad.read() == 0 and rt.wait_ms() == 0


def test_repeated_taps_extend_the_hold_like_terminal_key_repeat():
    board, app, wall, rt = setup()
    rt.tap(RIGHT)
    for _ in range(20):
        wall.sleep(30)
        rt.update()
        rt.tap(RIGHT)
    wall.sleep(200)
    rt.update()
    presses = [k for _, k, b in app.log if k == PRESS]
    assert len(presses) == 1 and app.x > 8  # one hold, auto-repeat moved the cursor on


def test_taps_read_together_are_presses_of_their_own_one_after_another():
    """Review 33: tmux send-keys Down Down Down (one read) moved the cursor once."""
    board, app, wall, rt = setup()
    rt.update()
    for i in range(3):
        rt.tap(RIGHT, together=i > 0)
    rt.tap(RIGHT)   # read later, the queue not yet played: its turn after them
    for _ in range(700):
        wall.sleep(1)
        rt.update()
    log = [(t, k) for t, k, b in app.log if b == RIGHT]
    assert log == [(0, PRESS), (80, RELEASE), (160, PRESS), (240, RELEASE), (320, PRESS),
                   (400, RELEASE), (480, PRESS), (560, RELEASE)], log
    assert app.x == 4 * 8   # four moves


def test_a_press_shorter_than_a_frame_is_stretched_and_a_long_hold_is_long():
    board, app, wall, rt = setup()
    rt.update()
    rt.press(A)
    wall.sleep(1)
    rt.update()
    rt.release(A)
    assert board.pad.read() == 1 << A
    wall.sleep(100)
    rt.update()
    assert board.pad.read() == 0 and app.filled == [(0, 0)]
    release = [t for t, k, b in app.log if k == RELEASE and b == A]
    assert release == [MIN_HOLD_MS]
    rt.press(B)
    wall.sleep(1100)
    rt.update()
    rt.release(B)
    wall.sleep(50)
    rt.update()
    assert [k for _, k, b in app.log if b == B] == [LONG, RELEASE] and app.inverted
    rt.release(B)  # a second release is ignored
    assert rt.wait_ms() <= MAX_WAIT_MS


def test_release_all_lets_go_of_every_held_key():
    board, app, wall, rt = setup()
    rt.press(A)
    rt.press(RIGHT)
    wall.sleep(100)
    rt.update()
    rt.release_all()
    wall.sleep(10)
    rt.update()
    assert board.pad.read() == 0
    assert sorted(b for _, k, b in app.log if k == RELEASE) == [RIGHT, A]
