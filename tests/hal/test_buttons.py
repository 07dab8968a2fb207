# runs-on: micropython
from hal.buttons import A, B, LEFT, LONG, PRESS, RELEASE, REPEAT, UP, Buttons


class Pad:
    def __init__(self):
        self.mask = 0

    def read(self):
        return self.mask


def make(**kw):
    pad = Pad()
    return pad, Buttons(pad.read, **kw)


def test_press_is_reported_at_once_and_release_after():
    pad, buttons = make()
    assert buttons.poll(0) == ()
    pad.mask = 1 << A
    assert buttons.poll(10) == ((PRESS, A),)
    pad.mask = 0
    assert buttons.poll(60) == ((RELEASE, A),)


def test_bounce_inside_debounce_window_is_ignored():
    pad, buttons = make(debounce_ms=30)
    pad.mask = 1 << A
    assert buttons.poll(100) == ((PRESS, A),)
    pad.mask = 0
    assert buttons.poll(105) == ()  # contact bounce
    pad.mask = 1 << A
    assert buttons.poll(110) == ()
    pad.mask = 0
    assert buttons.poll(140) == ((RELEASE, A),)


def test_direction_auto_repeats_after_delay():
    pad, buttons = make(repeat_delay_ms=400, repeat_ms=100)
    pad.mask = 1 << UP
    events = buttons.poll(0)
    for t in range(20, 701, 20):
        events += buttons.poll(t)
    assert events[0] == (PRESS, UP)
    repeats = [e for e in events if e == (REPEAT, UP)]
    assert len(repeats) == 4  # at 400, 500, 600, 700 ms


def test_short_b_is_a_press_on_release_long_b_is_long_only():
    pad, buttons = make(long_ms=1000)
    pad.mask = 1 << B
    assert buttons.poll(0) == ()
    pad.mask = 0
    assert buttons.poll(200) == ((PRESS, B), (RELEASE, B))
    pad.mask = 1 << B
    assert buttons.poll(400) == ()
    assert buttons.poll(1399) == ()
    assert buttons.poll(1400) == ((LONG, B),)
    assert buttons.poll(2000) == ()
    pad.mask = 0
    assert buttons.poll(2100) == ((RELEASE, B),)


def test_a_and_b_do_not_repeat():
    pad, buttons = make(repeat_delay_ms=100, repeat_ms=50)
    pad.mask = 1 << A
    events = []
    for t in range(0, 400, 20):
        events += buttons.poll(t)
    assert events == [(PRESS, A)]


def test_several_buttons_at_once():
    pad, buttons = make()
    pad.mask = (1 << LEFT) | (1 << A)
    assert sorted(buttons.poll(0)) == [(PRESS, LEFT), (PRESS, A)]
    assert buttons.held() == (1 << LEFT) | (1 << A)


def test_repeat_speed_can_change():
    pad, buttons = make()
    buttons.set_repeat(100, 20)
    pad.mask = 1 << UP
    events = []
    for t in range(0, 201, 10):
        events += buttons.poll(t)
    assert events.count((REPEAT, UP)) == 6  # 100, 120, ..., 200


def test_a_button_held_since_power_up_is_ignored_until_released():
    pad, buttons = make(ignore_boot_holds=True, repeat_delay_ms=100, repeat_ms=50)
    pad.mask = (1 << UP) | (1 << B)  # stuck from power-up
    events = []
    for t in range(0, 3000, 20):
        events += buttons.poll(t)
    assert events == [] and buttons.held() == 0
    pad.mask = 1 << B  # UP comes free; its release bounces back once: still nothing
    assert buttons.poll(3000) == ()
    pad.mask |= 1 << UP
    assert buttons.poll(3010) == ()
    pad.mask = 1 << B
    assert buttons.poll(3020) == ()
    pad.mask |= 1 << UP
    assert buttons.poll(3100) == ((PRESS, UP),)  # a real press, after the debounce time
    pad.mask |= 1 << A
    assert buttons.poll(3150) == ((PRESS, A),)  # other buttons work beside the stuck B


def test_a_direction_stuck_later_stops_repeating():
    pad, buttons = make(repeat_delay_ms=400, repeat_ms=100, stuck_ms=5000)
    assert buttons.poll(0) == ()
    pad.mask = 1 << LEFT
    events = []
    for t in range(20, 60000, 20):
        events += buttons.poll(t)
    repeats = events.count((REPEAT, LEFT))
    assert events[0] == (PRESS, LEFT) and 40 <= repeats <= 47, repeats
    pad.mask = 0
    assert buttons.poll(60000) == ((RELEASE, LEFT),)
    pad.mask = 1 << LEFT
    assert buttons.poll(60100) == ((PRESS, LEFT),)
    assert buttons.poll(60500) == ((REPEAT, LEFT),)


def test_down_at_is_when_a_press_began_also_for_b_reported_on_release():
    pad, buttons = make()
    assert buttons.down_at[A] is None  # never pressed
    buttons.poll(80)
    pad.mask = 1 << A
    buttons.poll(100)  # it went down after the poll at 80
    pad.mask = 0
    buttons.poll(180)
    assert buttons.down_at[A] == 80  # the release does not move it
    buttons.poll(280)
    pad.mask = 1 << B
    assert buttons.poll(300) == ()
    pad.mask = 0
    assert buttons.poll(420) == ((PRESS, B), (RELEASE, B))
    assert buttons.down_at[B] == 280
    pad.mask = 1 << A
    buttons.poll(430)
    assert buttons.down_at[A] == 420


def test_a_poll_without_events_allocates_nothing():
    # nearly every frame polls without an event: at the linked games' 4 ms frame a list per
    # poll kept MicroPython's allocator busy for nothing
    import gc
    pad, buttons = make()
    buttons.poll(0)
    pad.mask = 1 << A
    buttons.poll(10)  # a key held: its long press and repeats are checked at every poll
    assert buttons.poll(20) == ()
    if hasattr(gc, "mem_alloc"):  # MicroPython: count the bytes
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        for t in range(30, 530, 4):
            buttons.poll(t)
        spent = gc.mem_alloc() - before
        gc.enable()
        assert spent == 0, spent


def test_a_tap_allocates_nothing():
    # a poll that finds one edge (a tap's press, then its release, a held arrow's repeat)
    # returns a tuple made once: the garbage of each press slowed every later press on the
    # Pico till a collection (issue 44.6)
    import gc
    pad, buttons = make(repeat_delay_ms=100, repeat_ms=50)
    buttons.poll(0)
    rounds = []
    for t in (1000, 2000):
        seen = []
        for b in (UP, LEFT, A):
            at = t + 300 * b
            pad.mask = 1 << b
            seen.append(buttons.poll(at))  # PRESS
            seen.append(buttons.poll(at + 150))  # UP's and LEFT's REPEAT, A's ()
            pad.mask = 0
            seen.append(buttons.poll(at + 200))  # RELEASE
        rounds.append(seen)
    assert rounds[0][:2] == [((PRESS, UP),), ((REPEAT, UP),)]
    assert all(a is b for a, b in zip(*rounds)), rounds
    if hasattr(gc, "mem_alloc"):  # MicroPython: count the bytes
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        for t in range(5000, 7000, 200):
            pad.mask = 1 << A
            buttons.poll(t)
            pad.mask = 0
            buttons.poll(t + 100)
        spent = gc.mem_alloc() - before
        gc.enable()
        assert spent == 0, spent
