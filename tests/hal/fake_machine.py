"""A stand-in for MicroPython's rp2 `machine` module, enough for hal/pico.py: pins with levels
and IRQs, an I2C bus whose devices are objects with write(buf) (e.g. the SSD1306 model), an
SPI bus whose devices are display models selected by their CS pin's level, PWM, WDT, Timer
and mem32. install() puts it in sys.modules and gives CPython's time the
MicroPython ticks functions."""
import sys
import time

levels = {}  # pin number -> level (1 = released, pull-up)
devices = {}  # I2C address -> device with write(buf)
spi_devices = {}  # CS pin -> (sim.spi_bus.SPIPort, DC pin, RES pin or None)
wdt_feeds = []
uarts = []  # every UART opened, the latest last
timers = []
mem32 = {0x40058000: 0}


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    IRQ_FALLING = 4

    def __init__(self, number, mode=None, pull=None, value=None):
        if not isinstance(number, int) or not 0 <= number < 30:
            raise ValueError("invalid pin")
        self.number = number
        self.handler = None
        if value is not None:
            self.value(value)

    def init(self, mode=None, pull=None, value=None):
        if value is not None:
            self.value(value)

    def value(self, level=None):
        if level is None:
            return levels.get(self.number, 1)
        levels[self.number] = level
        for cs, (port, dc, res) in spi_devices.items():  # the display's pins follow
            wire = {cs: port.cs, dc: port.dc}.get(self.number)
            if wire is None and res == self.number:
                wire = port.res
            if wire is not None:
                wire.value = level
        return None

    def irq(self, handler, trigger):
        self.handler = handler


class I2C:
    def __init__(self, ident, sda, scl, freq):
        self.freq = freq

    def scan(self):
        return sorted(devices)

    def writeto(self, addr, buf, stop=True):
        if addr not in devices:
            raise OSError(5)
        devices[addr].write(bytes(buf))
        return len(buf)


class SPI:
    def __init__(self, ident, baudrate, sck, mosi, miso):
        self.baudrate = baudrate

    def init(self, baudrate, polarity=0, phase=0, bits=8):
        self.baudrate = baudrate

    def write(self, buf):
        for port, _dc, _res in spi_devices.values():
            port.clock(bytes(buf))


class PWM:
    def __init__(self, pin):
        self.f = 0
        self.duty = 0

    def freq(self, f):
        self.f = f

    def duty_u16(self, d):
        self.duty = d


class WDT:
    def __init__(self, timeout):
        self.timeout = timeout
        mem32[0x40058000] |= 1 << 30

    def feed(self):
        wdt_feeds.append(1)


class Timer:
    def __init__(self, period, callback):
        self.period = period
        self.callback = callback
        timers.append(self)


class UART:
    """A UART whose wire is a test's: sent holds what was written, incoming what the other
    end sends (read by read())."""

    def __init__(self, ident, baudrate, tx, rx, txbuf=0, rxbuf=0):
        self.ident = ident
        self.baudrate = baudrate
        self.pins = (tx.number, rx.number)
        self.sent = bytearray()
        self.incoming = bytearray()
        self.closed = False
        uarts.append(self)

    def write(self, data):
        self.sent.extend(data)
        return len(data)

    def any(self):
        return len(self.incoming)

    def read(self, n=None):
        data = bytes(self.incoming)
        self.incoming = bytearray()
        return data or None

    def deinit(self):
        self.closed = True


UNIQUE_ID = b"\xe6\x60\x58\x38\x83\x47\x2b\x21"   # an rp2's flash id (8 bytes)


def unique_id():
    return UNIQUE_ID


def reset():
    levels.clear()
    devices.clear()
    spi_devices.clear()
    del wdt_feeds[:]
    del uarts[:]
    del timers[:]
    mem32[0x40058000] = 0


def _ticks_ms():
    return int(time.monotonic() * 1000)


def install():
    mod = sys.modules[__name__]
    sys.modules["machine"] = mod
    if not hasattr(time, "ticks_ms"):
        time.ticks_ms = _ticks_ms
        time.ticks_diff = lambda a, b: a - b
        time.ticks_add = lambda a, b: a + b
        time.sleep_ms = lambda ms: time.sleep(ms / 1000)
    return mod
