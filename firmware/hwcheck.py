"""The hardware check for makers (hold A at power-up, or Settings > Hardware): a menu of
four checks, each left with B.

- Buttons: every button by name and pin, lit while held (B leaves on its release).
- Display test: all lit, checkerboard, a border (a missing edge is an offset mistake, an
  upside-down label a flip mistake), then contrast steps; A or RIGHT next, LEFT back.
- Buzzer sweep: 200 Hz to 4 kHz on the buzzer (whatever Settings' sound says); A again.
- Board: the settings in effect (display, bus, pins, the address found), the firmware and
  MicroPython versions, the free heap.
Loaded for the check and dropped after it, like the Stats page; main.py loads it for
show_fault() too, when the board cannot start."""
import math
import sys

from firmware import VERSION
from firmware.ui.gfx import Gfx, HEIGHT, SMALL, WIDTH
from firmware.ui.menu import OPEN_KEYS
from firmware.ui.views import MenuView, TextView, View
from hal.buttons import A, B, LEFT, NAMES, PRESS, REPEAT, RIGHT
from hal import config

CONTRASTS = (0x00, 0x40, 0x80, 0xC0, 0xFF)
SWEEP = (200, 4000, 1.12, 40)  # from Hz, to Hz, factor per step, ms per step


def show_fault(display, text):
    """A board that cannot start: its one line on the glass (the REPL has it too)."""
    gfx = Gfx(display)
    gfx.clear()
    TextView("board.json", text, SMALL).draw(gfx)
    gfx.show()


def settings(board):
    """The board configuration in effect (the board's, or the defaults)."""
    return board.cfg or config.merge({})


def open_check(app):
    """The hardware check menu, on top of the app's views."""
    board = app.board

    def choose(i):
        if i == 0:
            app.push(ButtonsView(board))
        elif i == 1:
            app.push(DisplayTest(app))
        elif i == 2:
            app.push(BuzzerSweep(board))
        else:
            view = TextView("Board", board_text(board), SMALL)
            view.turn = "PAGE"   # the pager's key bar: ▼:MORE B:BACK (review 48: none)
            app.push(view)

    app.push(MenuView("Hardware", ["Buttons", "Display test", "Buzzer sweep", "Board"],
                      choose, keys=OPEN_KEYS))


class ButtonsView(View):
    """Live button states: a box per button, filled while it is held."""

    def __init__(self, board):
        self.board = board
        self.pins = settings(board)["buttons"]
        self.held = -1

    def on_button(self, kind, button):
        if button == B and kind == PRESS:
            self.done = True

    def tick(self, now):
        held = self.board.buttons.held()
        if held != self.held:
            self.held = held
            self.dirty = True

    def draw(self, gfx):
        gfx.text("Buttons: GPIO", 2, 0, SMALL)
        gfx.hline(0, 9, WIDTH, 1)
        for i, name in enumerate(NAMES):
            x = 2 + (i // 3) * 64
            y = 13 + (i % 3) * 14
            gfx.rect(x, y, 9, 9, 1)
            if self.held >> i & 1:
                gfx.fill_rect(x + 2, y + 2, 5, 5, 1)
            gfx.text("%s %d" % (name, self.pins[name]), x + 12, y + 1, SMALL)
        gfx.text("B: back (on release)", 2, 56, SMALL)


class DisplayTest(View):
    """Patterns that show a display's faults; the contrast steps end with the setting back."""

    STAGES = 4 + len(CONTRASTS)  # help, all lit, checkerboard, border, contrast steps

    def __init__(self, app):
        self.app = app
        self.stage = 0

    def on_button(self, kind, button):
        if kind not in (PRESS, REPEAT):
            return
        if button == B and kind == PRESS:
            self.done = True
            self.app.apply_settings()  # the player's contrast again
            return
        step = -1 if button == LEFT else 1 if button in (A, RIGHT) else 0
        if step:
            self.stage = (self.stage + step) % self.STAGES
            self.dirty = True
            contrast = self.stage - 4
            if contrast >= 0:
                self.app.board.display.contrast(CONTRASTS[contrast])
            else:
                self.app.apply_settings()

    def draw(self, gfx):
        stage = self.stage
        if stage == 0:
            gfx.text("Display test", 2, 0, SMALL)
            gfx.hline(0, 9, WIDTH, 1)
            for row, line in enumerate(("A or RIGHT: next", "LEFT: previous", "B: back",
                                        "all lit, checkers,", "border, contrast")):
                gfx.text(line, 2, 12 + row * 10, SMALL)
        elif stage == 1:
            gfx.fill_rect(0, 0, WIDTH, HEIGHT, 1)
        elif stage == 2:
            for y in range(HEIGHT):
                for x in range(y & 1, WIDTH, 2):
                    gfx.pixel(x, y, 1)
        elif stage == 3:
            gfx.rect(0, 0, WIDTH, HEIGHT, 1)
            gfx.center("Border: all four", 20, SMALL)
            gfx.center("edges lit?", 30, SMALL)
            gfx.text("TOP", 3, 3, SMALL)
        else:
            level = CONTRASTS[stage - 4]
            gfx.fill_rect(0, 0, WIDTH, HEIGHT // 2, 1)
            gfx.center("Contrast %d" % level, 40, SMALL)
            gfx.center("%d of %d" % (stage - 3, len(CONTRASTS)), 52, SMALL)


class BuzzerSweep(View):
    """A rising sweep on the buzzer; A plays it again."""

    def __init__(self, board):
        self.board = board
        self.freq = 0  # Hz now playing, 0 when done
        self.next_at = None
        self.start()

    def start(self):
        self.freq = SWEEP[0] if self.board.sound is not None else 0
        self.next_at = None
        self.dirty = True

    def on_button(self, kind, button):
        if kind != PRESS:
            return
        if button == B:
            if self.board.sound is not None:
                self.board.sound.stop()
            self.done = True
        elif button == A:
            self.start()

    def tick(self, now):
        if not self.freq:
            return
        clock = self.board.clock
        if self.next_at is not None and clock.ticks_diff(now, self.next_at) < 0:
            return
        if self.next_at is not None:
            self.freq = int(self.freq * SWEEP[2])
            if self.freq > SWEEP[1]:
                self.freq = 0
                self.board.sound.stop()
                self.dirty = True
                return
        self.board.sound.tone(self.freq, SWEEP[3])
        self.next_at = clock.ticks_add(now, SWEEP[3])
        self.dirty = True

    def draw(self, gfx):
        gfx.text("Buzzer sweep", 2, 0, SMALL)
        gfx.hline(0, 9, WIDTH, 1)
        pin = settings(self.board)["buzzer"]
        if pin is None:
            gfx.text("No buzzer set:", 2, 14, SMALL)
            gfx.text('"buzzer": null', 2, 24, SMALL)
            gfx.text("in /board.json", 2, 34, SMALL)
        else:
            gfx.text("Buzzer on GP%d" % pin, 2, 14, SMALL)
            if self.freq:
                gfx.text("%d Hz" % self.freq, 2, 26, SMALL)
                # the bar on a log scale, as the ear hears the steps
                part = math.log(self.freq / SWEEP[0]) / math.log(SWEEP[1] / SWEEP[0])
                gfx.rect(2, 38, WIDTH - 4, 6, 1)
                gfx.fill_rect(2, 38, int((WIDTH - 4) * part), 6, 1)
            else:
                gfx.text("Done: A plays again", 2, 26, SMALL)
        gfx.text("B: back", 2, 56, SMALL)


def board_text(board):
    """The settings in effect, the versions and the free heap, as lines."""
    cfg = settings(board)
    lines = [cfg["display"].upper() + (", flipped" if cfg["flip"] else "")]
    if cfg["bus"] == "i2c":
        how = "as set" if cfg["addr"] else "found"
        lines.append("I2C%d %d kHz" % (cfg["i2c_id"], cfg["freq"] // 1000))
        lines.append("address 0x%02X %s" % (board.addr, how))
    else:
        lines.append("SPI%d %.1f MHz" % (cfg["spi_id"], cfg["freq"] / 1000000))
    lines.append(" ".join("%s GP%d" % role_pin for role_pin in config.display_pins(cfg)))
    lines.append("buzzer " + ("none" if cfg["buzzer"] is None else "GP%d" % cfg["buzzer"]))
    lines.append("Pico Parlor " + VERSION)
    impl = sys.implementation
    if impl.name == "micropython":
        lines.append("MicroPython %d.%d.%d" % impl.version[:3])
    else:
        lines.append("%s %d.%d (simulator)" % (impl.name, impl.version[0], impl.version[1]))
    machine = getattr(impl, "_machine", None)
    if machine:
        lines.append(machine)
    heap = board.free_heap()
    lines.append("free heap " + ("?" if heap is None else "%d B" % heap))
    return "\n".join(lines)
