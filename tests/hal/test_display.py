# runs-on: micropython
"""hal/display.py: pushing only what changed leaves the glass exactly as full pushes do, sends
far fewer bytes, and never trusts a shadow that a failed write or a reset may have falsified."""
from hal.rng import Rng
from sim.driver import load_display, load_ssd1306
from sim.i2c_bus import VirtualI2C
from sim.ssd1306_model import ADDRESS, HEIGHT, SSD1306, WIDTH
from tests.util import raises

Display = load_display()


class FlakyBus(VirtualI2C):
    """A bus whose write number `fail_in` (0: the next one) delivers only its first
    `deliver` bytes, then raises OSError, as machine.I2C does when the target stops
    acknowledging midway."""

    def __init__(self):
        super().__init__()
        self.fail_in = None
        self.deliver = 0

    def writeto(self, address, buf, *, start=0, end=None):
        if end is None:
            end = len(buf)
        if self.fail_in is not None:
            if self.fail_in == 0:
                self.fail_in = None
                cut = min(end, start + self.deliver)
                if cut > start:
                    super().writeto(address, buf, start=start, end=cut)
                raise OSError(5)
            self.fail_in -= 1
        super().writeto(address, buf, start=start, end=end)


def rig(bus=None):
    chip = SSD1306()
    bus = bus or VirtualI2C()
    bus.attach(ADDRESS, chip)
    return Display(WIDTH, HEIGHT, bus), chip, bus


def reference():
    """The unmodified driver, which sends every frame whole."""
    chip = SSD1306()
    bus = VirtualI2C()
    bus.attach(ADDRESS, chip)
    return load_ssd1306().SSD1306_I2C(WIDTH, HEIGHT, bus), chip


def scribble(rng, displays):
    """One random drawing step, the same on every display: small and large changes, runs of
    pages, narrow columns, whole-screen fills, and redraws that change nothing."""
    kind = rng.randbelow(8)
    x, y = rng.randbelow(WIDTH), rng.randbelow(HEIGHT)
    w, h = 1 + rng.randbelow(WIDTH), 1 + rng.randbelow(HEIGHT)
    c = rng.randbelow(2)
    whole = rng.randbelow(4) == 0
    for d in displays:
        if kind == 0:
            d.pixel(x, y, c)
        elif kind == 1:
            d.fill_rect(x, y, w, h, c)
        elif kind == 2:
            d.fill_rect(x, y, 1 + w // 8, 1 + h // 8, c)
        elif kind == 3:
            d.hline(0, y, WIDTH, c)
        elif kind == 4:
            d.vline(x, 0, HEIGHT, c)
        elif kind == 5:
            d.fill(c) if whole else d.line(x, y, w - 1, h - 1, c)
        elif kind == 6:
            d.rect(x, y, w, h, c)
        # kind 7: nothing drawn, shown again


def same_glass(chip, ref_chip, display):
    assert bytes(chip.ram) == bytes(display.buffer[1:]) == bytes(ref_chip.ram)
    assert chip.glass_bitmap() == ref_chip.glass_bitmap()


def test_random_screen_sequences_leave_the_glass_as_full_pushes_do():
    for seed in (1, 2, 3):
        rng = Rng(seed)
        display, chip, bus = rig()
        ref, ref_chip = reference()
        sent = 0
        for step in range(120):
            for _ in range(1 + rng.randbelow(3)):
                scribble(rng, (display, ref))
            before = bus.bytes_written
            display.show()
            ref.show()
            sent += bus.bytes_written - before
            assert bytes(chip.ram) == bytes(display.buffer[1:]), (seed, step)
            if step % 20 == 0:
                same_glass(chip, ref_chip, display)
        same_glass(chip, ref_chip, display)
        assert chip.errors == [] and chip.pending_command() is None
        assert sent < 120 * 1037 * 3 // 4  # and the point of it: far fewer bytes


def test_commands_between_pushes_keep_the_glass_right():
    rng = Rng(9)
    display, chip, _ = rig()
    ref, ref_chip = reference()
    for step in range(60):
        scribble(rng, (display, ref))
        action = rng.randbelow(6)
        for d in (display, ref):
            if action == 0:
                d.invert(step & 1)
            elif action == 1:
                d.contrast(step * 4)
            elif action == 2:
                d.rotate(step & 1)
            elif action == 3:
                d.poweroff()
                d.poweron()
            d.show()
        same_glass(chip, ref_chip, display)
    assert chip.errors == []


def test_an_unchanged_frame_sends_nothing_and_a_pixel_one_byte():
    display, chip, bus = rig()
    before = (bus.transactions, bus.bytes_written)
    display.show()
    assert (bus.transactions, bus.bytes_written) == before
    display.pixel(70, 29, 1)  # page 3, column 70
    display.show()
    # one write of the window (control byte, column 70..70, page 3..3), one data byte
    assert bus.transactions - before[0] == 2 and bus.bytes_written - before[1] == 7 + 2
    assert (chip.col_start, chip.col_end, chip.page_start, chip.page_end) == (70, 70, 3, 3)
    assert chip.glass_pixel(70, 29) == 1


def test_changed_rows_of_whole_pages_go_in_one_window():
    display, chip, bus = rig()
    display.fill_rect(0, 12, WIDTH, 19, 1)  # rows 12..30: a menu cursor bar moving
    before = (bus.transactions, bus.bytes_written)
    display.show()
    assert bus.transactions - before[0] == 2
    assert bus.bytes_written - before[1] == 7 + 1 + 3 * WIDTH  # pages 1..3
    assert bytes(chip.ram) == bytes(display.buffer[1:])


def test_far_apart_changes_are_separate_windows_and_near_ones_merge():
    display, chip, bus = rig()
    display.pixel(0, 0, 1)
    display.pixel(127, 63, 1)
    before = bus.transactions
    display.show()
    assert bus.transactions - before == 4  # two windows of one byte, not the whole screen
    display.fill_rect(40, 20, 9, 20, 1)  # pages 2..4, columns 40..48
    before = (bus.transactions, bus.bytes_written)
    display.show()
    # one addressing write, then the window's bytes gathered into one data write
    assert bus.transactions - before[0] == 1 + 1
    assert bus.bytes_written - before[1] == 7 + 1 + 3 * 9
    assert bytes(chip.ram) == bytes(display.buffer[1:]) and chip.errors == []


def test_far_apart_runs_of_a_page_go_in_windows_each_over_its_own_pages():
    display, chip, bus = rig()
    display.fill_rect(2, 46, 10, 18, 1)  # pages 5..7, the left end of a hand
    display.fill_rect(110, 46, 10, 18, 1)  # and its right end
    display.fill_rect(64, 26, 13, 20, 1)  # pages 3..5 in the middle
    before = (bus.transactions, bus.bytes_written)
    display.show()
    assert bus.transactions - before[0] == 3 * 2  # not one window across the hand
    assert bus.bytes_written - before[1] == 3 * 8 + 2 * 3 * 10 + 3 * 13
    assert bytes(chip.ram) == bytes(display.buffer[1:]) and chip.errors == []
    display.fill_rect(0, 8, 100, 24, 1)  # pages 1..3, 100 columns: more than one write holds
    before = bus.transactions
    display.show()
    assert bus.transactions - before == 1 + 3  # its addressing, a write per page
    assert bytes(chip.ram) == bytes(display.buffer[1:]) and chip.errors == []
    display.pixel(20, 60, 1)
    display.pixel(30, 60, 1)  # ten columns on: cheaper sent than skipped
    before = (bus.transactions, bus.bytes_written)
    display.show()
    assert (bus.transactions - before[0], bus.bytes_written - before[1]) == (2, 8 + 11)


def test_a_run_beside_a_window_above_is_cut_at_its_edge_two_windows_not_three():
    """A Hearts move's shape: the large copy (pages 3..5) beside the hand (pages 5..7), 13
    columns apart. Page 5's changes, one run across both, could join neither window:
    3 windows, 103 bytes; cut at the copy's edge, the copy's part joins the copy's window and
    the hand's goes on below: 2 windows, 90 bytes."""
    display, chip, bus = rig()
    display.fill_rect(64, 24, 13, 24, 1)  # the copy: pages 3..5, columns 64..76
    display.fill_rect(34, 40, 17, 24, 1)  # the hand's cards: pages 5..7, columns 34..50
    before = (bus.transactions, bus.bytes_written)
    display.show()
    plan = display._plan
    assert [tuple(plan[q:q + 4]) for q in (0, 4)] == [(3, 5, 64, 76), (5, 7, 34, 50)]
    assert bus.transactions - before[0] == 2 * 2   # each: its addressing, one data write
    assert bus.bytes_written - before[1] == 2 * (7 + 1) + 3 * 13 + 3 * 17
    assert bytes(chip.ram) == bytes(display.buffer[1:]) and chip.errors == []


class KeptBus(VirtualI2C):
    """Keeps every buffer written, as passed."""

    def __init__(self):
        super().__init__()
        self.written = []

    def writeto(self, address, buf, *, start=0, end=None):
        self.written.append(buf)
        super().writeto(address, buf, start=start, end=end)


def test_a_window_pushed_again_is_written_from_the_same_view():
    """A cursor moving to and fro changes the same windows: their data writes' views are made
    once, so a push makes no garbage (issue 44.6: it slowed every later press on the Pico till
    a collection); the views kept stay few however many windows come."""
    display, chip, bus = rig(KeptBus())
    rounds = []
    for on in (1, 0, 1, 0):
        display.fill_rect(64, 24, 13, 24, on)  # a window of whole-page runs
        display.pixel(70, 5, on)  # a gathered one
        display.fill_rect(0, 56, WIDTH, 8, on)  # whole pages
        del bus.written[:]
        display.show()
        rounds.append(list(bus.written))
    assert len(rounds[0]) == 2 * 3
    assert all(a is b for r in rounds[1:] for a, b in zip(rounds[0], r)), rounds
    assert bytes(chip.ram) == bytes(display.buffer[1:]) and chip.errors == []
    for x in range(WIDTH):
        for y in (0, 20, 40):
            display.pixel(x, y, 1)
            display.show()
    assert len(display._views) <= 48
    assert bytes(chip.ram) == bytes(display.buffer[1:]) and chip.errors == []


def planned(frame, glass, window):
    """_plan's windows for a frame against a glass (bytearrays of the frame's 1024 bytes)."""
    from hal import display as hal_display
    plan = bytearray(4 * 12)
    buffer = bytearray(1) + frame
    shadow = bytearray(1) + glass
    n = hal_display._plan(buffer, shadow, plan, 1, WIDTH, HEIGHT // 8, 18, window)
    return [tuple(plan[q:q + 4]) for q in range(0, 4 * n, 4)]


def test_every_plan_covers_every_changed_byte():
    """Random frames of rectangles against random glasses (the cuts at window edges and the
    joins beside them included): each changed byte lies in a window, on both the
    SSD1306's costs and the SH1106's."""
    rng = Rng(11)
    for trial in range(60):
        display, _, _ = rig()
        shots = []
        for _ in range(2):
            for _ in range(2 + rng.randbelow(6)):
                display.fill_rect(rng.randbelow(WIDTH), rng.randbelow(HEIGHT),
                                  1 + rng.randbelow(30), 1 + rng.randbelow(30),
                                  rng.randbelow(2))
            shots.append(bytearray(display.buffer[1:]))
        glass, frame = shots
        for window in (18, 0):
            windows = planned(frame, glass, window)
            assert len(windows) <= 12
            for i in range(len(frame)):
                if frame[i] != glass[i]:
                    page, col = divmod(i, WIDTH)
                    assert any(p0 <= page <= p1 and c0 <= col <= c1
                               for p0, p1, c0, c1 in windows), (trial, window, page, col)


def test_more_changes_than_windows_planned_still_all_reach_the_glass():
    display, chip, bus = rig()
    for i in range(40):  # 40 runs apart, more than the plan holds: its last window grows
        display.pixel(3 * i + 2 * (i % 2) * 20 % 120, (i * 13) % 64, 1)
    for page in range(8):
        display.pixel(page * 16, page * 8 + 3, 1)
        display.pixel(127 - page * 16, page * 8 + 5, 1)
    display.show()
    assert bytes(chip.ram) == bytes(display.buffer[1:]) and chip.errors == []


def test_a_write_failing_midway_never_leaves_the_glass_wrong():
    rng = Rng(4)
    for trial in range(40):
        display, chip, bus = rig(FlakyBus())
        for _ in range(3):
            scribble(rng, (display,))
        display.show()
        for _ in range(3):
            scribble(rng, (display,))
        display.pixel(rng.randbelow(WIDTH), rng.randbelow(HEIGHT), 1)  # something to send
        frame = bytes(display.buffer)
        bus.fail_in = rng.randbelow(4)
        bus.deliver = rng.randbelow(12) if rng.randbelow(2) else rng.randbelow(400)
        try:
            display.show()
        except OSError:
            assert not display.glass_known
        assert bytes(display.buffer) == frame  # the byte lent to the control byte is back
        bus.fail_in = None
        display.show()  # the next push puts the whole frame right
        assert bytes(chip.ram) == bytes(display.buffer[1:]), trial
        assert chip.pending_command() is None
        scribble(rng, (display,))
        display.show()
        assert bytes(chip.ram) == bytes(display.buffer[1:]), trial


def test_a_failed_command_marks_the_glass_unknown():
    display, chip, bus = rig(FlakyBus())
    bus.fail_in = 0
    raises(OSError, display.contrast, 10)
    assert not display.glass_known
    chip.ram[5] = 0xFF  # the controller reset and forgot its picture
    display.show()
    assert bytes(chip.ram) == bytes(display.buffer[1:])


def test_init_display_and_poweron_push_the_whole_frame_again():
    display, chip, bus = rig()
    display.fill_rect(3, 3, 30, 30, 1)
    display.show()
    for i in range(len(chip.ram)):  # power lost: the controller comes back with garbage
        chip.ram[i] = i & 0xFF
    display.init_display()  # blanks the framebuffer and the whole glass
    assert bytes(chip.ram) == bytes(len(chip.ram)) and display.glass_known
    display.fill_rect(3, 3, 30, 30, 1)
    display.show()
    assert bytes(chip.ram) == bytes(display.buffer[1:])
    display.poweroff()
    chip.ram[600] ^= 0xFF  # lost while the display slept
    display.poweron()
    display.show()
    assert bytes(chip.ram) == bytes(display.buffer[1:]) and chip.errors == []
