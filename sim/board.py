"""The simulated board: the HAL contract of DESIGN.md section 3 on virtual hardware, plus the
drivers scripts and front ends use to run the app in virtual time. Runs on CPython and on
MicroPython's unix port (the driver modules staged by `python -m sim.mplib`).

    board = SimBoard(seed=7)
    app = App(board)
    board.play_keys(app, "DOWN A wait:500")
    print("\\n".join(board.chip.glass_rows()))

board= takes what /board.json holds on the device ({"display": "sh1106", "bus": "spi", ...}):
the same hal code picks the driver and finds the address, and the module on the virtual bus
is the one that file describes (controller, address, mounted upside down where it says
"flip"). module= fits another one instead, to see what a wrong file shows: a dict with
"display", "addr" (I2C) and "flipped" (mounted upside down). A wrong board raises
hal.config.ConfigError, one line, as on the device. Without either, the board is the default
one (an SSD1306 at 0x3C on I2C0, cfg None: the defaults) and the configuration's code is not
loaded: MicroPython's whole-app suites and the browser page run on heaps with little to spare.
"""
import gc

from hal.buttons import Buttons
from hal.rng import Rng
from hal.storage import Storage
from sim.clock import VirtualClock
from sim.driver import load_display
from sim.i2c_bus import VirtualI2C
from sim.keys import GAP_MS, parse_keys
from sim.peripherals import VirtualBuzzer, VirtualPad, VirtualWatchdog
from sim.ssd1306_model import ADDRESS, HEIGHT, SSD1306, WIDTH


def _temp_dir():
    """A fresh folder for a board given none, removed when the process ends (review 60: each
    headless run left one in /tmp, over 10,000 of them); under MicroPython (the tests'
    runs) in their scratch folder (TMPDIR), which the tests remove."""
    try:
        import atexit
        import shutil
        import tempfile
        path = tempfile.mkdtemp(prefix="pico-parlor-")
        atexit.register(shutil.rmtree, path, True)
        return path
    except ImportError:  # MicroPython: no tempfile module
        import os
        base = (os.getenv("TMPDIR") or "/tmp").rstrip("/")
        while True:
            path = "%s/pico-parlor-%08x" % (base, int.from_bytes(os.urandom(4), "little"))
            try:
                os.mkdir(path)
                return path
            except OSError:
                continue


class SimBoard:
    name = "sim"
    # the lobby's words where no --link plugged a link_port in (hal/board.py)
    no_link = "The simulator has no link: run it with --link host, another with --link " \
        "join. README: Link play."

    def __init__(self, seed=1, state_dir=None, start_ms=0, clock=None, board=None,
                 module=None, hardware_check=False):
        # clock: a real one (the time module) for a front end that steps the app itself in
        # real time (sim/web.py); run() and the scripted drivers need the virtual clock
        self.clock = clock or VirtualClock(start_ms)
        self.hardware_check = hardware_check  # as if A were held at power-up
        self.cfg = None
        self.spi = None
        if board is None and module is None:
            self.chip = SSD1306()
            self.i2c = VirtualI2C()
            self.i2c.attach(ADDRESS, self.chip)
            self.display = load_display()(WIDTH, HEIGHT, self.i2c)
            self.addr = ADDRESS
        else:
            from hal import config
            from sim.display_modules import fit_display
            self.cfg = config.merge(board or {})
            self.display, self.addr, self.chip, self.i2c, self.spi = fit_display(self.cfg, module)
        self.pad = VirtualPad()
        self.buttons = Buttons(self.pad.read, ticks_diff=self.clock.ticks_diff)
        self.state_dir = state_dir or _temp_dir()
        self.storage = Storage(self.state_dir)
        self.rng = Rng(seed)
        self._nonces = Rng(seed ^ 0x5EC12E7)   # apart from rng, as on the device (link_nonce)
        # no buzzer where the board says so, as on the device (firmware/sound.py skips it)
        self.sound = None if self.cfg and self.cfg["buzzer"] is None else VirtualBuzzer()
        self.watchdog = VirtualWatchdog()
        self.watchers = []  # called as w(board) after every app step (recorders, screens)
        self._app = None
        self._due = 0  # when the app wants its next step

    def free_heap(self):
        """Bytes free after a collection (MicroPython), None on CPython."""
        if not hasattr(gc, "mem_free"):
            return None
        gc.collect()
        return gc.mem_free()

    # -- drivers ---------------------------------------------------------------------------
    def link_nonce(self):
        """A link's handshake number (hal/board.py): seeded, so a linked run replays."""
        return self._nonces.next32()

    def run(self, app, ms):
        """Step the app through ms of virtual time: app.step() returns the ms to wait before
        its next step (at least 1 ms passes per step, so a busy app cannot stall time)."""
        clock = self.clock
        if app is not self._app:
            self._app = app
            self._due = clock.ticks_ms()
        end = clock.ticks_add(clock.ticks_ms(), ms)
        while True:  # steps fall in [start, end): back-to-back runs never step twice
            now = clock.ticks_ms()
            left = clock.ticks_diff(end, now)
            if left <= 0:
                return
            if clock.ticks_diff(self._due, now) <= 0:
                wait = app.step()
                self._due = clock.ticks_add(now, max(1, wait or 0))
                for watcher in self.watchers:
                    watcher(self)
            clock.advance(min(left, clock.ticks_diff(self._due, now)))

    def next_step_in(self):
        """Virtual ms until the running app wants its next step (0 if due now)."""
        return max(0, self.clock.ticks_diff(self._due, self.clock.ticks_ms()))

    def tap(self, app, button, hold_ms, gap_ms=GAP_MS):
        self.pad.press(button)
        self.run(app, hold_ms)
        self.pad.release(button)
        self.run(app, gap_ms)

    def play_keys(self, app, script):
        """Play a --keys script (sim/keys.py) against the app; ValueError on a bad token,
        raised before anything is pressed."""
        for button, ms in parse_keys(script):
            if button is None:
                self.run(app, ms)
            else:
                self.tap(app, button, ms)
