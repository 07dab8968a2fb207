"""The app in a web page (MicroPython's WebAssembly port, web/): the simulated board (I2C
bus, SSD1306 chip model, pad, buzzer, hal.storage) on the real clock, stepped by the page's
timer. The page calls step() and sleeps the ms it returns, like main.py's loop on the Pico;
between steps it hands over key and touch events and reads back the glass and the buzzer.
Saved records live in data_dir, on the page the /data folder of MicroPython's in-memory
filesystem, which the page mirrors to the browser's storage. Runs on MicroPython (the page)
and CPython (tests, with a virtual clock)."""
import binascii
import time

from hal import native
from sim.driver import load_ssd1306

load_ssd1306()  # the driver hal.display extends, where this interpreter finds it
for _name in native.CORE:  # the browser's port has no native emitter: these run as bytecode
    native.load(_name)
from firmware.app import App  # noqa: E402 (after the modules it needs are loaded)
from hal.buttons import NAMES  # noqa: E402
from sim.board import SimBoard  # noqa: E402
from sim.ssd1306_model import HEIGHT, WIDTH  # noqa: E402


class WebBoard(SimBoard):
    name = "web"
    no_link = "The web page has no link (the simulator and handhelds do). README: Link play."

    def free_heap(self):
        return None  # the WebAssembly port grows its heap on demand: no device figure


class WebRunner:
    def __init__(self, seed, data_dir=None, clock=time):
        self.board = WebBoard(seed=seed, state_dir=data_dir, clock=clock)
        self.app = App(self.board)
        self._unseen = 0  # buttons pressed since the last step, not yet polled
        self._let_go = 0  # buttons released before any step saw them down
        self._in_step = 0  # buttons pressed while the last step ran, not yet let go
        self._shown = -1  # chip transactions when the glass was last read
        self._heard = 0  # buzzer tones already handed to the page
        self._sounding = False  # the page is playing a tone
        self._glass = bytearray(WIDTH * HEIGHT)

    def _bit(self, name):
        return 1 << NAMES.index(name)

    def press(self, name, in_step=False):
        """A key or finger went down; in_step: while the app's last step ran (the page's
        worker hands over events only between steps), so before the screen that step drew
        was on the glass: the next step sees it held, unless it is let go meanwhile."""
        bit = self._bit(name)
        if in_step:
            self._in_step |= bit
            return
        self._unseen |= bit
        self._let_go &= ~bit
        self.board.pad.press(NAMES.index(name))

    def release(self, name, in_step=False):
        """A key or finger came up. A tap shorter than a frame is held until one step has
        seen it, so quick taps on a phone are never lost; a tap begun and ended while a step
        ran (a computer's think) never reached the app, as on the device, whose buttons
        are read between steps."""
        bit = self._bit(name)
        if self._in_step & bit:
            self._in_step &= ~bit
            if in_step:
                return
            self.press(name)  # held past the step: a tap between steps
        if self._unseen & bit:
            self._let_go |= bit
        else:
            self.board.pad.release(NAMES.index(name))

    def release_all(self):
        """The page lost the focus: let go of everything held."""
        self._in_step = 0
        for i in range(len(NAMES)):
            self.release(NAMES[i])

    def step(self):
        """One app step; the ms the page waits before the next one."""
        if self._in_step:  # held since the last step ran: down when this one reads them
            for i in range(len(NAMES)):
                if self._in_step >> i & 1:
                    self.press(NAMES[i])
            self._in_step = 0
        wait = self.app.step()
        self._unseen = 0
        if self._let_go:
            for i in range(len(NAMES)):
                if self._let_go >> i & 1:
                    self.board.pad.release(i)
            self._let_go = 0
        return wait

    def glass(self):
        """The glass as HEIGHT strings, one a row, of WIDTH hex digit pairs ("00" dark, "01"
        lit) if it may have changed since the last call, else None. Row by row: one 16 KB
        string may not fit a small, fragmented heap."""
        chip = self.board.chip
        if chip.transactions == self._shown:
            return None
        self._shown = chip.transactions
        chip.glass_bitmap(self._glass)
        view = memoryview(self._glass)
        return [binascii.hexlify(view[y * WIDTH:(y + 1) * WIDTH]).decode()
                for y in range(HEIGHT)]

    def contrast(self):
        return self.board.chip.contrast

    def tone(self):
        """"FREQ MS" for a tone the buzzer started since the last call, "off" when it has
        stopped, None when nothing changed."""
        buzzer = self.board.sound
        if buzzer.count != self._heard and buzzer.playing is not None:
            self._heard = buzzer.count
            self._sounding = True
            return "%d %d" % buzzer.playing
        if self._sounding and buzzer.playing is None:
            self._sounding = False
            return "off"
        return None
