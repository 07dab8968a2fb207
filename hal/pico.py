"""The Raspberry Pi Pico board: the only module that touches `machine`.

start() builds the board (or prints one clear line and returns None: safe mode, a bad
/board.json, a display that does not answer; when the display itself works, the line is
left in `fault` for main.py to put on the glass too); run(app, board) is the main loop with
the watchdog. See hal/board.py for the contract."""
import gc
import os
import time

import machine

from hal import config
from hal.buttons import Buttons
from hal.displays import open_display
from hal.rng import Rng
from hal.storage import Storage

WDT_CTRL = 0x40058000  # RP2040 watchdog CTRL register; bit 30 = enabled
WDT_ENABLE = 1 << 30
FEED_PERIOD_MS = 1000
ALIVE_MS = 4000  # the main loop must check in this often or the dog bites
WAKE_MS = 1      # the sleep between frames looks for a latched press this often
SHORT_MS = 4     # ...unless it is this short (looking costs an idle linked game 6% of the core)


class BusLock:
    """busio's lock, which adafruit_bus_device takes around every transfer: one core and one
    caller here, so a flag is enough."""
    locked = False

    def try_lock(self):
        if self.locked:
            return False
        self.locked = True
        return True

    def unlock(self):
        self.locked = False


class I2CAdapter(BusLock):
    """Gives machine.I2C the busio-style methods adafruit_bus_device calls."""

    def __init__(self, i2c):
        self.i2c = i2c
        # a whole buffer to an address, without this adapter's call in between (the display
        # writes a few times a frame, each call a few tens of microseconds on the Pico)
        self.write_all = i2c.writeto

    def scan(self):
        return self.i2c.scan()

    def writeto(self, address, buffer, *, start=0, end=None):
        if end is None:
            end = len(buffer)
        if start == 0 and end == len(buffer):
            self.i2c.writeto(address, buffer)
        else:
            self.i2c.writeto(address, memoryview(buffer)[start:end])

    def readfrom_into(self, address, buffer, *, start=0, end=None):
        if end is None:
            end = len(buffer)
        self.i2c.readfrom_into(address, memoryview(buffer)[start:end])

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, *, out_start=0,
                              out_end=None, in_start=0, in_end=None):
        if out_end is None:
            out_end = len(out_buffer)
        if in_end is None:
            in_end = len(in_buffer)
        self.i2c.writeto(address, memoryview(out_buffer)[out_start:out_end], False)
        self.i2c.readfrom_into(address, memoryview(in_buffer)[in_start:in_end])


class SPIAdapter(BusLock):
    """Gives machine.SPI the busio-style methods adafruit_bus_device calls (the display
    only listens: no MISO pin is claimed)."""

    def __init__(self, spi_id, sck, mosi, baudrate):
        self.spi = machine.SPI(spi_id, baudrate=baudrate, sck=machine.Pin(sck),
                               mosi=machine.Pin(mosi), miso=None)
        self.baudrate = baudrate

    def configure(self, *, baudrate=100000, polarity=0, phase=0, bits=8):
        if baudrate != self.baudrate:
            self.spi.init(baudrate=baudrate, polarity=polarity, phase=phase, bits=bits)
            self.baudrate = baudrate

    def write(self, buffer, *, start=0, end=None):
        if end is None:
            end = len(buffer)
        if start == 0 and end == len(buffer):
            self.spi.write(buffer)
        else:
            self.spi.write(memoryview(buffer)[start:end])


class OutputPin:
    """Gives machine.Pin the digitalio-style output the adafruit driver drives (DC, CS, RES)."""

    def __init__(self, number):
        self.pin = machine.Pin(number, machine.Pin.OUT)

    def switch_to_output(self, value=False, drive_mode=None):
        self.pin.init(machine.Pin.OUT, value=1 if value else 0)

    @property
    def value(self):
        return self.pin.value()

    @value.setter
    def value(self, level):
        self.pin.value(1 if level else 0)


class Clock:
    """time's ticks, and a sleep between frames that a button's press ends: the pins' IRQ
    latches it, so the press is polled within WAKE_MS rather than after the rest of the
    frame (a 20 ms frame had a tap wait 10 ms on average before it was even seen)."""

    def __init__(self, pad):
        self.pad = pad
        self.ticks_ms = time.ticks_ms
        self.ticks_diff = time.ticks_diff
        self.ticks_add = time.ticks_add

    def sleep_ms(self, ms):
        if ms <= SHORT_MS:   # the linked games' frame: slept whole, as cheap as it is short
            time.sleep_ms(ms)
            return
        end = time.ticks_add(time.ticks_ms(), ms)
        while not self.pad.latched:
            left = time.ticks_diff(end, time.ticks_ms())
            if left <= 0:
                return
            time.sleep_ms(left if left < WAKE_MS else WAKE_MS)


class ButtonPins:
    """Six pull-up inputs; a falling-edge IRQ latches presses shorter than a frame."""

    def __init__(self, pins):
        self.pins = []
        self.latched = 0
        for bit, number in enumerate(pins):
            pin = machine.Pin(number, machine.Pin.IN, machine.Pin.PULL_UP)
            pin.irq(self._latcher(1 << bit), machine.Pin.IRQ_FALLING)
            self.pins.append(pin)

    def _latcher(self, bit):
        def latch(_pin):
            self.latched |= bit
        return latch

    def read(self):
        # every frame reads the pins: by index, as enumerate's object and pairs would be
        # garbage each frame (at the linked games' 4 ms frame, most of an idle step went
        # to the allocator)
        mask = self.latched
        self.latched = 0
        pins = self.pins
        for bit in range(len(pins)):
            if not pins[bit].value():
                mask |= 1 << bit
        return mask


class Buzzer:
    def __init__(self, number):
        self.pwm = machine.PWM(machine.Pin(number))
        self.pwm.duty_u16(0)

    def tone(self, freq, ms):
        # ms is the cue's length; firmware/sound.py stops the note when it is over
        self.pwm.freq(freq)
        self.pwm.duty_u16(32768)

    def stop(self):
        self.pwm.duty_u16(0)


class UartPort:
    """The link cable (issue 45): a UART, TX to the other handheld's RX both ways and GND to
    GND. Buffered by interrupts both ways, so write() returns at once and read() takes
    what has come since the last frame (512 bytes: 44 ms at 115200 baud)."""

    def __init__(self, link):
        self.uart = machine.UART(link["uart_id"], baudrate=link["baud"],
                                 tx=machine.Pin(link["tx"]), rx=machine.Pin(link["rx"]),
                                 txbuf=256, rxbuf=512)

    def write(self, data):
        self.uart.write(data)

    def read(self):
        return self.uart.read() if self.uart.any() else None

    def close(self):
        self.uart.deinit()


class Watchdog:
    """machine.WDT that never fights mpremote. A timer feeds it while the main loop checks in
    (a hung loop stops checking in, the timer stops feeding, the board resets); once the app
    is stopped on purpose (Ctrl-C from mpremote) the timer feeds it unconditionally, because
    the RP2040 watchdog cannot be stopped once started."""

    def __init__(self, timeout_ms):
        self.wdt = machine.WDT(timeout=timeout_ms)
        self.alive = time.ticks_ms()
        self.released = False
        self.timer = machine.Timer(period=FEED_PERIOD_MS, callback=self._tick)

    def _tick(self, _timer):
        if self.released or time.ticks_diff(time.ticks_ms(), self.alive) < ALIVE_MS:
            self.wdt.feed()

    def feed(self):
        self.alive = time.ticks_ms()

    def release(self):
        self.released = True
        self.wdt.feed()


class NoWatchdog:
    def feed(self):
        pass

    def release(self):
        pass


def keep_fed_after_soft_reset():
    """Called from boot.py: a soft reset (mpremote does one) keeps a running watchdog, but
    not our timer, so feed it from a new one or the board would reset mid-copy."""
    if machine.mem32[WDT_CTRL] & WDT_ENABLE:
        wdt = machine.WDT(timeout=8000)
        machine.Timer(period=FEED_PERIOD_MS, callback=lambda t: wdt.feed())


class PicoBoard:
    name = "pico"
    hardware_check = False  # start() sets it when A is held at power-up

    def __init__(self, cfg):
        self.cfg = cfg
        names = config.BUTTON_NAMES
        self.pad = ButtonPins([cfg["buttons"][n] for n in names])
        self.clock = Clock(self.pad)
        self.buttons = Buttons(self.pad.read, ticks_diff=time.ticks_diff, ignore_boot_holds=True)
        self.display, self.i2c, self.spi, self.addr = display_on(cfg)
        self.storage = Storage(cfg["data_dir"])
        self.rng = Rng(int.from_bytes(os.urandom(4), "little"))
        self.sound = Buzzer(cfg["buzzer"]) if cfg["buzzer"] is not None else None
        self.watchdog = NoWatchdog()  # armed by run(), once the app has loaded

    def arm_watchdog(self):
        """Start the watchdog. Not before the app has loaded: an app that fails to import
        leaves the REPL free for mpremote instead of resetting the board over and over."""
        if self.cfg["watchdog_ms"]:
            self.watchdog = Watchdog(self.cfg["watchdog_ms"])

    def free_heap(self):
        gc.collect()
        return gc.mem_free()

    def link_nonce(self):
        """A link's handshake number, from the hardware's entropy: never a number of rng,
        whose state one output would tell (and with it every deal)."""
        return int.from_bytes(os.urandom(4), "little")

    def link_port(self, role, peer=0):
        link = self.cfg["link"]
        if "fault" in link:
            raise OSError(link["fault"])
        if link["transport"] == "air":
            if peer == 0:   # the host's one socket opened with its first joiner's port
                from hal.link_air import open_port
                self.air = open_port(link, role, self.clock)
            return self.air.port(peer) if role == 0 else self.air
        return UartPort(link)

    @property
    def link_peers(self):
        """How many may join this handheld's game: a port each (over a cable, one)."""
        if self.cfg["link"].get("transport") == "air":
            from hal.link_air import JOINERS
            return JOINERS
        return 1


def display_on(cfg):
    """(display, I2C adapter or None, SPI adapter or None, I2C address or None) as cfg says;
    raises ConfigError when no display answers."""
    if cfg["bus"] == "i2c":
        i2c = I2CAdapter(machine.I2C(cfg["i2c_id"], sda=machine.Pin(cfg["sda"]),
                                     scl=machine.Pin(cfg["scl"]), freq=cfg["freq"]))
        display, addr = open_display(cfg, i2c=i2c)
        return display, i2c, None, addr
    spi = SPIAdapter(cfg["spi_id"], cfg["sck"], cfg["mosi"], cfg["freq"])
    display, _ = open_display(cfg, spi=spi, pin=OutputPin)
    return display, None, spi, None


def held_at_power_up(cfg, name):
    pin = machine.Pin(cfg["buttons"][name], machine.Pin.IN, machine.Pin.PULL_UP)
    time.sleep_ms(20)  # let the pull-up settle
    return not pin.value()


fault = None  # why start() gave no board, with the display that can show it: (text, display)


def start(config_path=config.PATH):
    """The board, or None after printing why the app will not start. A board whose A button
    was held at power-up has hardware_check set: main.py opens the hardware check."""
    global fault
    fault = None
    overrides = {}
    try:
        overrides = config.read(config_path)
        cfg = config.merge(overrides)
        if held_at_power_up(cfg, "B"):
            print("Pico Parlor: safe mode (B held at power-up): the app is not started, "
                  "the REPL is free for mpremote.")
            return None
        board = PicoBoard(cfg)
        board.hardware_check = held_at_power_up(cfg, "A")
        return board
    except config.ConfigError as e:
        text = str(e)
    except (OSError, ValueError) as e:
        text = "hardware error: %r (check /board.json and wiring)" % e
    print("Pico Parlor cannot start:", text)
    fault = (text, _display_for_fault(overrides))
    return None


def _display_for_fault(overrides):
    """A display to show the fault on, built from the file's display settings alone, or
    None (they are what is wrong, or nothing answers)."""
    try:
        return display_on(config.display_only(overrides))[0]
    except Exception:  # whatever failed, the REPL line is already out
        return None


def run(app, board):
    """The main loop under the watchdog; Ctrl-C (mpremote) hands the board back to the REPL
    safely."""
    board.arm_watchdog()
    try:
        app.run()
    except KeyboardInterrupt:
        board.watchdog.release()
        print("Pico Parlor stopped: REPL free.")
