# runs-on: micropython, whole app
"""sim/web.py, what the web page's worker steps: taps shorter than a frame still count, a
tap made while a step ran (a computer's think) does not, a press held past it does; the
glass and the buzzer are handed over only when they changed."""
from hal.buttons import DOWN
from sim.clock import VirtualClock
from sim.web import WebRunner


def booted():
    clock = VirtualClock()
    runner = WebRunner(7, clock=clock)
    for _ in range(80):  # past the splash
        clock.advance(runner.step())
    return runner, clock


def test_a_tap_between_two_steps_is_held_until_a_step_has_seen_it():
    runner, clock = booted()
    pad = runner.board.pad
    runner.press("DOWN")
    runner.release("DOWN")
    assert pad.read() == 1 << DOWN  # not let go yet: no poll has seen it
    clock.advance(runner.step())
    assert pad.read() == 0
    assert runner.app.top.menu.index == 1  # the launcher moved down


def test_a_release_after_a_step_lets_go_at_once():
    runner, clock = booted()
    runner.press("A")
    clock.advance(runner.step())
    runner.release("A")
    assert runner.board.pad.read() == 0
    runner.press("B")
    runner.release_all()
    clock.advance(runner.step())
    assert runner.board.pad.read() == 0


def test_a_tap_made_while_a_step_ran_never_reaches_the_app():
    runner, clock = booted()
    runner.press("DOWN", in_step=True)
    runner.release("DOWN", in_step=True)
    clock.advance(runner.step())
    assert runner.board.pad.read() == 0
    assert runner.app.top.menu.index == 0


def test_a_press_begun_while_a_step_ran_is_down_for_the_next_step():
    runner, clock = booted()
    runner.press("DOWN", in_step=True)
    assert runner.board.pad.read() == 0  # not yet: the step that saw nothing is over
    clock.advance(runner.step())
    assert runner.app.top.menu.index == 1
    runner.release("DOWN")
    assert runner.board.pad.read() == 0


def test_a_press_begun_in_a_step_and_let_go_after_it_is_a_tap():
    runner, clock = booted()
    runner.press("DOWN", in_step=True)
    runner.release("DOWN")
    clock.advance(runner.step())
    assert runner.app.top.menu.index == 1
    assert runner.board.pad.read() == 0


def test_losing_the_focus_drops_a_press_begun_in_a_step():
    runner, clock = booted()
    runner.press("DOWN", in_step=True)
    runner.release_all()
    clock.advance(runner.step())
    assert runner.board.pad.read() == 0
    assert runner.app.top.menu.index == 0


def test_step_returns_the_apps_frame_time():
    runner, clock = booted()
    assert runner.step() == 20


def test_the_glass_is_handed_over_once_per_change():
    runner, clock = booted()
    rows = runner.glass()
    chip = runner.board.chip
    assert len(rows) == 64 and "01" in rows[3]  # the launcher's title
    for y in range(64):
        for x in range(128):
            assert rows[y][2 * x:2 * x + 2] == ("01" if chip.glass_pixel(x, y) else "00"), (x, y)
    assert runner.glass() is None
    clock.advance(runner.step())
    assert runner.glass() is None  # nothing redrawn
    runner.press("DOWN")
    clock.advance(runner.step())
    assert runner.glass() is not None
    assert runner.contrast() == chip.contrast


def test_tones_are_handed_over_once_then_off_once():
    runner, clock = booted()
    runner.board.sound.tone(1800, 15)
    assert runner.tone() == "1800 15"
    assert runner.tone() is None
    runner.board.sound.tone(1800, 15)  # the same note again is a new tone
    assert runner.tone() == "1800 15"
    runner.board.sound.stop()
    assert runner.tone() == "off"
    assert runner.tone() is None


def test_the_web_board_reports_no_device_heap():
    runner, clock = booted()
    assert runner.board.free_heap() is None


def test_the_web_page_says_it_has_no_link_in_its_own_words():
    """The NO LINK page: not a handheld's advice (wire its UART), nor the simulator's
    (--link), on a page that can have neither; the words fit the glass, the key bar clear."""
    from tests.screen import shows
    runner, clock = booted()
    runner.app.start_game("connect4", False, 1)   # the title card's Link: Join a game
    for _ in range(80):
        clock.advance(runner.step())
    board = runner.board
    assert shows(board, "NO LINK", inverted=True) and shows(board, "The web page has no")
    assert shows(board, "README: Link play.") and shows(board, "B:BACK")
