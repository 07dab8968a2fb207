"""A virtual SPI bus and output pins with the busio / digitalio methods adafruit_bus_device
and adafruit_ssd1306 use, so the unmodified driver talks to simulated SPI displays: a
controller model sees exactly the bytes clocked in while its CS is low, each with the level
DC had. Runs on CPython and MicroPython."""


class VirtualPin:
    """A digitalio-style output pin; watchers are called as w(level) on every change."""

    def __init__(self, number):
        self.number = number
        self._value = True  # floating high until driven
        self.watchers = []

    def switch_to_output(self, value=False, drive_mode=None):
        self.value = value

    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, level):
        level = bool(level)
        if level != self._value:
            self._value = level
            for watch in self.watchers:
                watch(level)


class SPIPort:
    """A controller model's 4-wire SPI side (sim/ssd1306_model.py, sim/sh1106_model.py): CS
    low selects it (a transaction in its counts), each byte clocked in then is a command or
    display data by DC's level, RES low resets it."""

    def __init__(self, chip, cs, dc, res=None):
        self.chip = chip
        self.cs = cs
        self.dc = dc
        self.res = res
        self._had_data = False  # this selection carried display data
        cs.watchers.append(self._select)
        if res is not None:
            res.watchers.append(self._reset)

    def _select(self, level):
        if not level:
            self.chip.transactions += 1
            self._had_data = False

    def _reset(self, level):
        if not level:
            self.chip.reset()

    def clock(self, buf):
        if self.cs.value:
            return
        chip = self.chip
        chip.bytes_received += len(buf)
        if not self.dc.value:
            for b in buf:
                chip._command_byte(b)
            return
        chip._data(buf, 0, len(buf))
        if not self._had_data:
            self._had_data = True
            chip.frames += 1


class VirtualSPI:
    """busio.SPI: write() clocks bytes out to every port attached (each listens only while
    its CS is low); baudrate, bytes and selections are kept for timing figures."""

    def __init__(self):
        self.ports = []
        self._locked = False
        self.baudrate = 0
        self.bytes_written = 0

    def attach(self, port):
        self.ports.append(port)

    def try_lock(self):
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self):
        self._locked = False

    def configure(self, *, baudrate=100000, polarity=0, phase=0, bits=8):
        if polarity or phase or bits != 8:
            raise ValueError("the display controllers take SPI mode 0, 8 bits")
        self.baudrate = baudrate

    def write(self, buf, *, start=0, end=None):
        if end is None:
            end = len(buf)
        self.bytes_written += end - start
        data = memoryview(buf)[start:end]
        for port in self.ports:
            port.clock(data)
