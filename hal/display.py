"""The display of both boards: adafruit_ssd1306's SSD1306_I2C (here) or SSD1306_SPI
(hal/display_spi.py), and the SH1106 classes of hal/sh1106.py built on them, whose show()
sends the controller only the bytes that differ from what its glass already shows.

A full frame is 1024 bytes, 23 ms of bus at 400 kHz; a menu cursor move changes three or four
of the eight pages, a held card a few columns of one or two. So a shadow of the controller's
display RAM is kept (allocated once), a viper routine finds the changed columns of each page
of the framebuffer against it, and each changed stretch goes out as a window: one write of
the addressing commands, then the window's bytes. On the SSD1306 a window is a column and page
range in horizontal addressing mode, which the controller fills row by row; neighbouring
changed pages share one when sending a few unchanged bytes costs less bus time than another.
The SH1106 has page addressing only (its commands set a page and a start column, and the
visible 128 columns sit at 2..129 of its 132), so there every changed page is its own run.
The data leave straight from the framebuffer.

Each class sends on its bus: I2C writes lead with a control byte (0x00: commands follow,
0x40: data; the byte before a data run is lent for it), SPI holds DC low for commands and
high for data, the chip selected for the whole push.

The shadow only ever holds bytes the controller acknowledged. Whenever the glass may differ
from it (init_display, poweron, rotate, any write that failed, even midway) it is marked
unknown and the next show() sends the whole frame, its addressing led by two no-ops: a write
cut off inside a command leaves the controller waiting for up to two argument bytes (it keeps
a command's state from one write to the next), and those absorb them."""
import adafruit_ssd1306

from hal.native import micropython, ptr8

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_COMMANDS = const(0x00)  # I2C control byte: every following byte of the write is a command
_DATA = const(0x40)  # I2C control byte: every following byte is display data
# Bus cost of a window beyond its data bytes, in byte times: the addressing write (address,
# control and six command bytes, start and stop, the call), and of every further data write
# (address and control byte, start and stop, the call). Decides when to merge pages.
_WINDOW_COST = const(12)
_WRITE_COST = const(5)


# For each page, the first and last column where the framebuffer and the shadow differ, into
# spans[2 * page] and spans[2 * page + 1] (width and 0 where the page is unchanged); returns
# a mask of the changed pages. Machine code on MicroPython (a Python loop over 1024 bytes
# would take longer than sending them), plain Python elsewhere.
@micropython.viper
def _changes(frame: ptr8, glass: ptr8, spans: ptr8, width: int, pages: int) -> int:
    mask = 0
    for page in range(pages):
        at = page * width
        first = 0
        while first < width and frame[at + first] == glass[at + first]:
            first += 1
        last = 0
        if first < width:
            mask |= 1 << page
            last = width - 1
            while frame[at + last] == glass[at + last]:
                last -= 1
        spans[2 * page] = first
        spans[2 * page + 1] = last
    return mask


class Pushed:
    """What each display class adds to its adafruit base: the change-only show(), flip, and
    invalidation. A class names its base in BASE (MicroPython's super() does not reach a
    sibling class) and the frame's place in its buffer in FRAME_AT, and sends with
    _commands(bus, cmd) (cmd[0] is spare) and _data(bus, start, end) (frame bytes), bus being
    what its bus device gives while held (the bus locked, an SPI chip selected). The
    controller's part: INIT (its setup commands; None: the driver's own), ADDRESSING and
    RESYNC (the command buffers of a window, and of the whole 128x64 frame led by two no-ops),
    _push() sends the changes, _resend() the whole frame (here the SSD1306's; hal/sh1106.py
    has the SH1106's)."""

    INIT = None
    ADDRESSING = b"\x00\x21\x00\x00\x22\x00\x00"
    RESYNC = b"\x00\xe3\xe3\x21\x00\x7f\x22\x00\x07"

    def setup_push(self, width, height, flip):
        """Called before the base's __init__, which powers on and pushes a blank frame."""
        self.flip = flip
        self.glass = bytearray(width * height // 8)
        self.glass_known = False
        self._spans = bytearray(2 * (height // 8))
        self.frame = None
        self._addressing = bytearray(self.ADDRESSING)
        self._resync = bytearray(self.RESYNC)

    def invalidate(self):
        """The glass may no longer show what was pushed: send the whole frame next time."""
        self.glass_known = False

    def init_display(self):
        if self.frame is None:  # the base's buffer and bus device exist from here on
            self.frame = memoryview(self.buffer)[self.FRAME_AT:]
            self._device = getattr(self, "i2c_device", None) or self.spi_device
        self.glass_known = False
        if self.INIT is None:
            self.BASE.init_display(self)  # ends with a blank frame through show()
        else:
            for cmd in self.INIT:
                self.write_cmd(cmd)
            self.fill(0)
            self.show()
        if self.flip:
            self.rotate(False)  # segment remap and COM scan the other way round

    def poweron(self):
        self.glass_known = False  # off a while: the controller may have lost power
        self.BASE.poweron(self)

    def rotate(self, rotate):
        self.glass_known = False  # the segment remap applies to data written from now on
        self.BASE.rotate(self, rotate)

    def write_cmd(self, cmd):
        try:
            self.BASE.write_cmd(self, cmd)
        except OSError:
            self.glass_known = False  # a controller that stops answering may have reset
            raise

    def show(self):
        with self._device as bus:
            try:
                if not self.glass_known:
                    self._resend(bus)
                    self.glass_known = True
                    return
                spans = self._spans
                changed = _changes(self.frame, self.glass, spans, self.width, self.pages)
                self._push(bus, changed, spans)
            except OSError:
                self.glass_known = False  # some bytes may have arrived, some not
                raise

    def _resend(self, bus):
        self._send(bus, self._resync, 0, self.pages - 1, 0, self.width - 1)

    def _push(self, bus, changed, spans):
        """Horizontal addressing: the changed spans as windows, pages merged where cheaper."""
        width = self.width
        last_page = self.pages - 1
        p0 = -1  # the window being grown: pages p0..p1, columns c0..c1
        p1 = c0 = c1 = 0
        right = width - 1
        for page in range(last_page + 1):
            if not changed >> page & 1:
                continue
            first = spans[2 * page]
            last = spans[2 * page + 1]
            if p0 >= 0:
                if page == p1 + 1 and c1 - c0 == last - first == right:
                    p1 = page  # whole pages running on: one window, one data write
                    continue
                lo = min(c0, first)
                hi = max(c1, last)
                merged = _cost(page - p0 + 1, lo, hi, width)
                if merged <= _cost(p1 - p0 + 1, c0, c1, width) + _cost(1, first, last, width):
                    p1, c0, c1 = page, lo, hi
                    continue
                self._window(bus, p0, p1, c0, c1)
            p0 = p1 = page
            c0, c1 = first, last
        if p0 >= 0:
            self._window(bus, p0, p1, c0, c1)

    def _window(self, bus, p0, p1, c0, c1):
        cmd = self._addressing
        cmd[2] = c0
        cmd[3] = c1
        cmd[5] = p0
        cmd[6] = p1
        self._send(bus, cmd, p0, p1, c0, c1)

    def _send(self, bus, cmd, p0, p1, c0, c1):
        """Write cmd (the addressing of pages p0..p1, columns c0..c1), then that window of the
        framebuffer; then record those whole pages in the shadow (outside the window they
        matched it already)."""
        width = self.width
        self._commands(bus, cmd)
        if c1 - c0 + 1 == width:  # whole pages are one run in the framebuffer
            self._data(bus, p0 * width, (p1 + 1) * width)
        else:  # the controller's pointer carries on from one write to the next
            for page in range(p0, p1 + 1):
                at = page * width
                self._data(bus, at + c0, at + c1 + 1)
        start = p0 * width
        end = (p1 + 1) * width
        self.glass[start:end] = self.frame[start:end]


class Display(Pushed, adafruit_ssd1306.SSD1306_I2C):
    """SSD1306 over I2C: SSD1306_I2C(width, height, i2c, addr=...) that pushes only what
    changed; flip=True turns the picture 180 degrees."""

    BASE = adafruit_ssd1306.SSD1306_I2C
    FRAME_AT = 1  # the buffer's first byte is the control byte

    def __init__(self, width, height, i2c, *, addr=0x3C, flip=False, external_vcc=False,
                 reset=None):
        self.setup_push(width, height, flip)
        adafruit_ssd1306.SSD1306_I2C.__init__(self, width, height, i2c, addr=addr,
                                              external_vcc=external_vcc, reset=reset)

    def _commands(self, bus, cmd):
        cmd[0] = _COMMANDS
        bus.i2c.writeto(self.addr, cmd)

    def _data(self, bus, start, end):
        """Frame bytes start..end-1 in one write, the byte before them lent for the control
        byte (buffer index start is frame byte start - 1)."""
        buf = self.buffer
        lent = buf[start]
        buf[start] = _DATA
        try:
            bus.i2c.writeto(self.addr, buf, start=start, end=end + 1)
        finally:
            buf[start] = lent


def _cost(pages, c0, c1, width):
    """Bus time of a window, in byte times."""
    writes = 1 if c1 - c0 + 1 == width else pages
    return pages * (c1 - c0 + 1) + _WINDOW_COST + writes * _WRITE_COST
