"""The display of both boards: adafruit_ssd1306's SSD1306_I2C, whose show() sends the
controller only the bytes that differ from what its glass already shows.

A full frame is 1024 bytes, 23 ms of bus at 400 kHz; a menu cursor move changes three or four
of the eight pages, a held card a few columns of one or two. So a shadow of the controller's
display RAM is kept (allocated once), a viper routine finds the changed columns of each page
of the framebuffer against it, and each changed stretch goes out as a window: one write of
the addressing commands (control byte 0x00, then column and page address in horizontal
addressing mode), then the window's bytes, which the controller places row by row inside it.
Neighbouring changed pages share a window when sending a few unchanged bytes costs less bus
time than another window. The data leave straight from the framebuffer: the byte before a
stretch is lent for the data control byte.

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

_COMMANDS = const(0x00)  # control byte: every following byte of the write is a command
_DATA = const(0x40)  # control byte: every following byte is display data
_COLUMN_ADDRESS = const(0x21)
_PAGE_ADDRESS = const(0x22)
_NOP = const(0xE3)
# Bus cost of a window beyond its data bytes, in byte times: the addressing write (address,
# control and six command bytes, start and stop, the call), and of every further data write
# (address and control byte, start and stop, the call). Decides when to merge pages.
_WINDOW_COST = const(12)
_WRITE_COST = const(5)


# For each page, the first and last column where the framebuffer (after its control byte)
# and the shadow differ, into spans[2 * page] and spans[2 * page + 1] (width and 0 where the
# page is unchanged); returns a mask of the changed pages. Machine code on MicroPython (a
# Python loop over 1024 bytes would take longer than sending them), plain Python elsewhere.
@micropython.viper
def _changes(frame: ptr8, glass: ptr8, spans: ptr8, width: int, pages: int) -> int:
    mask = 0
    for page in range(pages):
        at = 1 + page * width
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


class Display(adafruit_ssd1306.SSD1306_I2C):
    """SSD1306_I2C(width, height, i2c, addr=...) that pushes only what changed."""

    def __init__(self, width, height, i2c, *, addr=0x3C, external_vcc=False, reset=None):
        # set up before the driver's __init__, which powers on and pushes a blank frame
        self.glass = bytearray(width * height // 8 + 1)  # laid out as .buffer: [0] unused
        self._glass_view = memoryview(self.glass)
        self.glass_known = False
        self._spans = bytearray(2 * (height // 8))
        self._addressing = bytearray((_COMMANDS, _COLUMN_ADDRESS, 0, 0, _PAGE_ADDRESS, 0, 0))
        self._resync = bytes((_COMMANDS, _NOP, _NOP, _COLUMN_ADDRESS, 0, width - 1,
                              _PAGE_ADDRESS, 0, height // 8 - 1))
        super().__init__(width, height, i2c, addr=addr, external_vcc=external_vcc,
                         reset=reset)

    def invalidate(self):
        """The glass may no longer show what was pushed: send the whole frame next time."""
        self.glass_known = False

    def init_display(self):
        self.glass_known = False
        super().init_display()  # ends with a blank frame through show()

    def poweron(self):
        self.glass_known = False  # off a while: the controller may have lost power
        super().poweron()

    def rotate(self, rotate):
        self.glass_known = False  # the segment remap applies to data written from now on
        super().rotate(rotate)

    def write_cmd(self, cmd):
        try:
            super().write_cmd(cmd)
        except OSError:
            self.glass_known = False  # a controller that stops answering may have reset
            raise

    def show(self):
        width = self.width
        last_page = self.pages - 1
        with self.i2c_device:
            if not self.glass_known:
                self._send(self._resync, 0, last_page, 0, width - 1)
                self.glass_known = True
                return
            spans = self._spans
            changed = _changes(self.buffer, self.glass, spans, width, last_page + 1)
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
                    self._window(p0, p1, c0, c1)
                p0 = p1 = page
                c0, c1 = first, last
            if p0 >= 0:
                self._window(p0, p1, c0, c1)

    def _window(self, p0, p1, c0, c1):
        cmd = self._addressing
        cmd[2] = c0
        cmd[3] = c1
        cmd[5] = p0
        cmd[6] = p1
        self._send(cmd, p0, p1, c0, c1)

    def _send(self, cmd, p0, p1, c0, c1):
        """Write cmd (the addressing of pages p0..p1, columns c0..c1), then that window of the
        framebuffer; then record those whole pages in the shadow (outside the window they
        matched it already)."""
        width = self.width
        bus = self.i2c_device.i2c
        addr = self.addr
        buf = self.buffer
        try:
            bus.writeto(addr, cmd)
            if c1 - c0 + 1 == width:  # whole pages are one run in the framebuffer
                self._write_data(bus, addr, buf, 1 + p0 * width, 1 + (p1 + 1) * width)
            else:  # the controller's pointer carries on from one write to the next
                for page in range(p0, p1 + 1):
                    at = 1 + page * width
                    self._write_data(bus, addr, buf, at + c0, at + c1 + 1)
        except OSError:
            self.glass_known = False  # some bytes may have arrived, some not
            raise
        start = 1 + p0 * width
        end = 1 + (p1 + 1) * width
        self._glass_view[start:end] = memoryview(buf)[start:end]

    @staticmethod
    def _write_data(bus, addr, buf, start, end):
        """One data write of buf[start:end], the control byte in the byte before it."""
        lent = buf[start - 1]
        buf[start - 1] = _DATA
        try:
            bus.writeto(addr, buf, start=start - 1, end=end)
        finally:
            buf[start - 1] = lent


def _cost(pages, c0, c1, width):
    """Bus time of a window, in byte times."""
    writes = 1 if c1 - c0 + 1 == width else pages
    return pages * (c1 - c0 + 1) + _WINDOW_COST + writes * _WRITE_COST
