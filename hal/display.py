"""The display of both boards: adafruit_ssd1306's SSD1306_I2C (here) or SSD1306_SPI
(hal/display_spi.py), and the SH1106 classes of hal/sh1106.py built on them, whose show()
sends the controller only the bytes that differ from what its glass already shows.

A full frame is 1024 bytes, 23 ms of bus at 400 kHz; a menu cursor move changes three or four
of the eight pages, a held card a few columns of one or two. So a shadow of the controller's
display RAM is kept (allocated once), and a viper routine plans the push against it: each
page's changed columns make runs (a gap of fewer unchanged bytes than another window would
cost is sent, not skipped), and each run goes out in a window: one write of the addressing
commands, then the window's bytes. On the SSD1306 a window is a column and page range in
horizontal addressing mode, which the controller fills row by row; a run joins the window of
the page above where sending a few unchanged bytes costs less bus time than another window
(a Hearts hand whose both ends change goes in two narrow windows, not one across it). The
SH1106 has page addressing only (its commands set a page and a start column, and the
visible 128 columns sit at 2..129 of its 132), so there every run is its own. Whole pages
leave straight from the framebuffer; a window of a few columns over several pages is
gathered into one data write (each write costs the Pico about as much as five bytes).

Each class sends on its bus: I2C writes lead with a control byte (0x00: commands follow,
0x40: data; the byte before a data run is lent for it; on the Pico machine.I2C's own
writeto, past the bus adapter's), SPI holds DC low for commands and
high for data, the chip selected for the whole push.

The shadow only ever holds bytes the controller acknowledged. Whenever the glass may differ
from it (init_display, poweron, rotate, any write that failed, even midway) it is marked
unknown and the next show() sends the whole frame, its addressing led by two no-ops: a write
cut off inside a command leaves the controller waiting for up to two argument bytes (it keeps
a command's state from one write to the next), and those absorb them."""
import adafruit_ssd1306

from hal.native import micropython, ptr8, ptr32

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_COMMANDS = const(0x00)  # I2C control byte: every following byte of the write is a command
_DATA = const(0x40)  # I2C control byte: every following byte is display data
_WINDOWS = const(12)  # the most windows a push is planned in (then the last one grows)
_BOUNCE = const(256)  # a window of up to this many bytes is gathered into one data write
_VIEWS = const(48)  # the most data writes' views kept (Display._data), then they start again


# The windows that send what differs between the framebuffer and the shadow (buffer and
# shadow laid out alike: frame byte i at i + at0, words of them aligned), into plan as
# (first page, last page, first column, last column) each; returns how many. Each page's
# changed columns make runs, joined where fewer than `gap` unchanged ones lie between, but
# not across the edge of a window that ended on the page above: the part under it may join
# it, the rest go on alone (a Hearts move: the large copy's lowest page beside the hand's
# run of that page, 90 bytes in two windows where one run across both sent 100 in three).
# A run joins the window that saves the most bus (one that ended on the page above, or
# one that reaches this page: a part beside such an edge), if the bigger window costs no
# more than the two (`window`: a window's own cost beyond its bytes; 0, as the SH1106's
# pages are sent apart: no edges then). Unchanged stretches are passed over a word at a
# time, in a loop of their own (the Pico scanned a frame in 0.5 ms with each word's checks
# in the main loop). Machine code on MicroPython (a Python loop over 1024 bytes would take
# longer than sending them), plain Python elsewhere.
@micropython.viper
def _plan(buffer, shadow, plan: ptr8, at0: int, width: int, pages: int, gap: int,
          window: int) -> int:
    frame = ptr8(buffer)
    glass = ptr8(shadow)
    frame4 = ptr32(buffer)
    glass4 = ptr32(shadow)
    n = 0
    for page in range(pages):
        at = page * width + at0
        end = (at + width) >> 2  # past the last word wholly in the page
        edges = 0  # windows that ended on the page above (none where windows cost nothing:
        if window:  # the SH1106's pages are sent apart)
            k = 0
            while k < n:
                if plan[4 * k + 1] == page - 1:
                    edges = 1
                k += 1
        col = 0
        while col < width:
            i = at + col
            if (i & 3) == 0:  # a run of unchanged words passed over in a tight loop
                k = i >> 2
                while k < end and frame4[k] == glass4[k]:
                    k += 1
                if k > i >> 2:
                    col = (k << 2) - at
                    continue
            if frame[i] == glass[i]:
                col += 1
                continue
            first = col
            last = col
            col += 1
            while col < width and col - last <= gap:
                if frame[at + col] != glass[at + col]:
                    if col > last + 1 and edges:  # the edge of a window above in the gap?
                        k = 0
                        while k < n:
                            q = 4 * k
                            if plan[q + 1] == page - 1:
                                if last < plan[q + 2] and plan[q + 2] <= col:
                                    break
                                if last <= plan[q + 3] and plan[q + 3] < col:
                                    break
                            k += 1
                        if k < n:
                            break
                    last = col
                col += 1
            best = n  # the window this run joins, n for a new one
            most = 0  # ...and what joining it saves
            k = 0
            while k < n:
                q = 4 * k
                if plan[q + 1] >= page - 1:
                    lo = plan[q + 2]
                    hi = plan[q + 3]
                    saved = (plan[q + 1] - plan[q] + 1) * (hi - lo + 1) + last - first + 1 + window
                    if first < lo:
                        lo = first
                    if last > hi:
                        hi = last
                    saved -= (page - plan[q] + 1) * (hi - lo + 1)
                    if saved >= most:
                        best = k
                        most = saved
                k += 1
            if best == n and n == _WINDOWS:  # no room for another: the last one grows
                best = n - 1
            q = 4 * best
            if best == n:
                plan[q] = page
                lo = first
                hi = last
                n += 1
            else:
                lo = plan[q + 2]
                hi = plan[q + 3]
                if first < lo:
                    lo = first
                if last > hi:
                    hi = last
            plan[q + 1] = page
            plan[q + 2] = lo
            plan[q + 3] = hi
    return n


# Copy rows rows of w frame bytes, from frame index at on, one page (width) apart, to out.
@micropython.viper
def _gather(frame: ptr8, out: ptr8, at: int, w: int, rows: int, width: int):
    k = 0
    for row in range(rows):
        src = at + row * width
        for i in range(w):
            out[k] = frame[src + i]
            k += 1


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
    # What a window costs beyond its bytes, in byte times on the bus (22.5 us at 400 kHz, the
    # driver's calls included; on the emulated Pico): its addressing write about 12, its
    # data write 6. Changed runs of a page closer than GAP bytes go as one.
    WINDOW = 18
    GAP = 18

    def setup_push(self, width, height, flip):
        """Called before the base's __init__, which powers on and pushes a blank frame."""
        self.flip = flip
        # laid out as the driver's buffer, so that their words line up (_plan)
        self._shadow = bytearray(self.FRAME_AT + width * height // 8)
        self.glass = memoryview(self._shadow)[self.FRAME_AT:]
        self.glass_known = False
        self._plan = bytearray(4 * _WINDOWS)
        self._bounce = memoryview(bytearray(self.FRAME_AT + _BOUNCE))
        self._gathered = self._bounce[self.FRAME_AT:]
        self.frame = None
        self._addressing = bytearray(self.ADDRESSING)
        self._resync = bytearray(self.RESYNC)

    def invalidate(self):
        """The glass may no longer show what was pushed: send the whole frame next time."""
        self.glass_known = False

    def init_display(self):
        if self.frame is None:  # the base's buffer and bus device exist from here on
            self._whole = memoryview(self.buffer)
            self.frame = self._whole[self.FRAME_AT:]
            self._device = getattr(self, "i2c_device", None) or self.spi_device
            self.setup_bus()
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
                if self.glass_known:
                    plan = self._plan
                    windows = _plan(self._whole, self._shadow, plan, self.FRAME_AT, self.width,
                                    self.pages, self.GAP, self.WINDOW)
                    if not windows:
                        return  # nothing to send, nothing to record
                    self._push(bus, plan, windows)
                else:
                    self._resend(bus)
                    self.glass_known = True
            except OSError:
                self.glass_known = False  # some bytes may have arrived, some not
                raise
            self.glass[:] = self.frame

    def _resend(self, bus):
        self._commands(bus, self._resync)
        self._data(bus, self._whole, 0, self.pages * self.width)

    # Native (as _data): its frame on the C stack, where a bytecode call's of more than 11
    # words is taken from the heap (0.06-0.08 ms a call on the Pico amid a game's objects:
    # a Hearts move's push 4.38 -> 3.85 ms at most, bench/device_hearts_moves.py)
    @micropython.native
    def _push(self, bus, plan, windows):
        """Horizontal addressing: each window's addressing, then the framebuffer's pages
        p0..p1, columns c0..c1 (the controller's pointer goes on from one write to the next):
        whole pages in one write straight from it, a small window gathered into one, else a
        write per page."""
        cmd = self._addressing
        width = self.width
        for q in range(0, 4 * windows, 4):
            cmd[5] = p0 = plan[q]
            cmd[6] = p1 = plan[q + 1]
            cmd[2] = c0 = plan[q + 2]
            cmd[3] = c1 = plan[q + 3]
            self._commands(bus, cmd)
            w = c1 - c0 + 1
            at = p0 * width + c0
            rows = p1 - p0 + 1
            if w == width:
                self._data(bus, self._whole, at, at + rows * width)
            elif rows * w <= _BOUNCE:
                _gather(self.frame, self._gathered, at, w, rows, width)
                self._data(bus, self._bounce, 0, rows * w)
            else:
                for start in range(at, at + rows * width, width):
                    self._data(bus, self._whole, start, start + w)


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

    def setup_bus(self):
        i2c = self.i2c_device.i2c
        self._write = getattr(i2c, "write_all", None) or i2c.writeto
        self._views = {}  # (_data)

    def _commands(self, bus, cmd):
        cmd[0] = _COMMANDS
        self._write(self.addr, cmd)

    @micropython.native
    def _data(self, bus, buf, start, end):
        """Frame bytes start..end-1 of buf (a memoryview laid out as the driver's buffer:
        index start is frame byte start - 1) in one write, the byte before them lent for the
        control byte. Each write's view of buf is made once and kept (a cursor move's few
        windows come back): garbage made on every push, under the heap-allocated frames of
        the press's bigger methods, made each later press's allocations scan further (issue
        44.6, DESIGN.md section 7). Keyed by its bytes, the bounce buffer's by its length."""
        lent = buf[start]
        buf[start] = _DATA
        try:
            key = start << 11 | end if buf is self._whole else -end
            view = self._views.get(key)
            if view is None:
                if len(self._views) >= _VIEWS:
                    self._views = {}
                view = self._views[key] = buf[start:end + 1]
            self._write(self.addr, view)
        finally:
            buf[start] = lent
