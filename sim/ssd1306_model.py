"""A model of the SSD1306 OLED controller as an I2C target: it decodes the bytes a driver
really sends (control bytes, commands with their arguments, display data) into the chip's
128x8-page GDDRAM and its registers, and shows what the glass would display.

Anything the real chip would not understand, or that the model does not emulate (scrolling,
a COM pins setting this panel is not wired for), is counted in `errors` (a list of short
strings) instead of being dropped silently, so tests and reports can tell a driver bug from
a game bug. The display offset (0xD3) moves the picture up by that many rows.

The glass is the module as mounted on the common 0.96" boards: SEG0 sits at the right edge
and COM0 at the bottom, which is why drivers send segment remap (0xA1) and reversed COM scan
(0xC8) to get an upright picture. glass_pixel(x, y) is then the framebuffer's pixel(x, y).
mounted_flipped=True turns the module round (a display mounted upside down in its case): the
driver must then send the opposite remap and scan (board.json's "flip") for an upright picture.

Over SPI (sim/spi_bus.py) the bytes arrive without control bytes: _command_byte(b) and
_data(buf, start, end) by the DC line; reset() is RES pulled low.
Runs on CPython and MicroPython.
"""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x
try:
    import framebuf  # MicroPython: the glass in C where the mapping is the usual one
except ImportError:
    framebuf = None

WIDTH = const(128)
HEIGHT = const(64)
PAGES = const(8)
ADDRESS = const(0x3C)
PANEL_COM_PINS = const(0x12)  # the 128x64 glass: alternative COM pins, no left/right swap
ERRORS_KEPT = const(100)  # the list keeps the first ones; error_count counts them all

HORIZONTAL = const(0)
VERTICAL = const(1)
PAGE = const(2)

# argument counts of the commands that take arguments (scrolling ones are decoded for their
# length, then reported as not emulated)
_ARGS = {
    0x20: 1,  # memory addressing mode
    0x21: 2,  # column window start, end
    0x22: 2,  # page window start, end
    0x81: 1,  # contrast
    0x8D: 1,  # charge pump
    0xA8: 1,  # multiplex ratio
    0xAD: 1,  # internal IREF
    0xD3: 1,  # display offset
    0xD5: 1,  # clock divide / oscillator
    0xD9: 1,  # pre-charge period
    0xDA: 1,  # COM pins configuration
    0xDB: 1,  # VCOMH deselect level
    0x26: 6, 0x27: 6,  # horizontal scroll setup
    0x29: 5, 0x2A: 5,  # vertical and horizontal scroll setup
    0xA3: 2,  # vertical scroll area
}
_NOT_EMULATED = (0x26, 0x27, 0x29, 0x2A, 0xA3, 0x2F)


class SSD1306:
    """The controller's state after power-on reset, fed by write(buf) I2C transactions or
    SPI bytes."""

    NAME = "SSD1306"
    RAM_COLUMNS = WIDTH
    ARGS = _ARGS

    def __init__(self, external_vcc=False, mounted_flipped=False):
        self.external_vcc = external_vcc
        self.mounted_flipped = mounted_flipped
        # index page * RAM_COLUMNS + column, bit k = row 8*page+k
        self.ram = bytearray(self.RAM_COLUMNS * PAGES)
        self.errors = []
        self.error_count = 0
        self.transactions = 0  # I2C write transactions addressed to the chip, SPI selections
        self.bytes_received = 0  # every byte after the address, control bytes included
        self.data_bytes = 0
        self.command_bytes = 0  # command and argument bytes
        self.frames = 0  # transactions that carried display data
        self.reset()

    def reset(self):
        """Registers to their datasheet reset values (RES low); the RAM keeps its bytes."""
        self.display_on = False
        self.entire_on = False
        self.inverted = False
        self.contrast = 0x7F
        self.mode = PAGE
        self.col_start = 0
        self.col_end = WIDTH - 1
        self.page_start = 0
        self.page_end = PAGES - 1
        self.column = 0
        self.page = 0
        self.page_mode_column = 0  # the column page mode wraps back to
        self.start_line = 0
        self.segment_remap = False
        self.com_reversed = False
        self.mux = HEIGHT
        self.offset = 0
        self.com_pins = 0x12
        self.clock_div = 0x80
        self.precharge = 0x22
        self.vcomh = 0x20
        self.iref = 0x00
        self.charge_pump = False
        self._cmd = None  # command waiting for arguments
        self._args = []

    # -- the I2C side --------------------------------------------------------------------
    def write(self, buf):
        """One I2C write transaction (the bytes after the address). A transaction with no
        bytes is an address probe: the chip acknowledges and nothing changes."""
        n = len(buf)
        if not n:
            return
        self.transactions += 1
        self.bytes_received += n
        had_data = False
        i = 0
        while i < n:
            control = buf[i]
            i += 1
            if control & 0x3F:
                # the chip only looks at Co (bit 7) and D/C# (bit 6); the rest must be 0
                self._error("bad control byte 0x%02X" % control)
            continuation = control & 0x80
            is_data = control & 0x40
            if i >= n:
                self._error("control byte 0x%02X ends the transaction" % control)
                break
            end = i + 1 if continuation else n
            if is_data:
                self._data(buf, i, end)
                had_data = True
            else:
                while i < end:
                    self._command_byte(buf[i])
                    i += 1
            i = end
        if had_data:
            self.frames += 1

    def read_into(self, buf, start, end):
        """A read returns the status byte: bit 6 set while the display is off."""
        status = 0x00 if self.display_on else 0x40
        for i in range(start, end):
            buf[i] = status

    # -- commands ------------------------------------------------------------------------
    def _error(self, text):
        self.error_count += 1
        if len(self.errors) < ERRORS_KEPT:
            self.errors.append(text)

    def _command_byte(self, b):
        self.command_bytes += 1
        if self._cmd is not None:
            self._args.append(b)
            if len(self._args) == self.ARGS[self._cmd]:
                cmd = self._cmd
                self._cmd = None
                self._with_args(cmd, self._args)
            return
        if b in self.ARGS:
            self._cmd = b
            self._args = []
            return
        self._single(b)

    def _single(self, b):
        if b <= 0x0F:
            self.page_mode_column = (self.page_mode_column & 0xF0) | b
            self.column = self.page_mode_column
        elif b <= 0x1F:
            self.page_mode_column = ((b & 0x0F) << 4 | (self.page_mode_column & 0x0F)) & 0xFF
            if self.page_mode_column >= WIDTH:
                self._error("column 0x%02X out of range" % self.page_mode_column)
                self.page_mode_column &= WIDTH - 1
            self.column = self.page_mode_column
        elif 0x40 <= b <= 0x7F:
            self.start_line = b - 0x40
        elif 0xB0 <= b <= 0xB7:
            self.page = b - 0xB0
        elif b in (0xAE, 0xAF):
            self.display_on = b == 0xAF
        elif b in (0xA4, 0xA5):
            self.entire_on = b == 0xA5
        elif b in (0xA6, 0xA7):
            self.inverted = b == 0xA7
        elif b in (0xA0, 0xA1):
            self.segment_remap = b == 0xA1
        elif b in (0xC0, 0xC8):
            self.com_reversed = b == 0xC8
        elif b == 0xE3:
            pass  # NOP
        elif b == 0x2E:
            pass  # deactivate scroll: nothing scrolls in the model anyway
        elif b in _NOT_EMULATED:
            self._error("command 0x%02X not emulated" % b)
        else:
            self._error("unknown command 0x%02X" % b)

    def _with_args(self, cmd, args):
        a = args[0]
        if cmd == 0x20:
            if a > 2:
                self._error("invalid addressing mode 0x%02X" % a)
            else:
                self.mode = a
        elif cmd == 0x21:
            if not a <= args[1] < WIDTH:
                self._error("bad column window %d..%d" % (a, args[1]))
            else:
                self.col_start, self.col_end = a, args[1]
                self.column = a
        elif cmd == 0x22:
            if not a <= args[1] < PAGES:
                self._error("bad page window %d..%d" % (a, args[1]))
            else:
                self.page_start, self.page_end = a, args[1]
                self.page = a
        elif cmd == 0x81:
            self.contrast = a
        elif cmd == 0x8D:
            self.charge_pump = bool(a & 0x04)
        elif cmd == 0xA8:
            if not 15 <= a <= 63:
                self._error("invalid multiplex ratio %d" % a)
            else:
                self.mux = a + 1
        elif cmd == 0xAD:
            self.iref = a
        elif cmd == 0xD3:
            self.offset = a & 0x3F
        elif cmd == 0xD5:
            self.clock_div = a
        elif cmd == 0xD9:
            self.precharge = a
        elif cmd == 0xDA:
            self.com_pins = a
            if a != PANEL_COM_PINS:
                # other settings interleave or mirror the rows of this panel: not emulated
                self._error("COM pins 0x%02X: the 128x64 glass is wired for 0x%02X"
                            % (a, PANEL_COM_PINS))
        elif cmd == 0xDB:
            self.vcomh = a
        else:
            self._error("command 0x%02X not emulated" % cmd)

    def pending_command(self):
        """The command still waiting for arguments, or None (a truncated command shows here
        until the next byte completes it; data arriving first is counted as an error)."""
        return self._cmd

    # -- display data --------------------------------------------------------------------
    def _data(self, buf, i, end):
        if self._cmd is not None:
            self._error("data while command 0x%02X waits for %d argument(s)"
                        % (self._cmd, self.ARGS[self._cmd] - len(self._args)))
            self._cmd = None
        self.data_bytes += end - i
        ram = self.ram
        while i < end:
            if self.mode == HORIZONTAL:
                # fast path: copy the run up to the window's right edge at once (a pointer
                # left beyond the window by a page-mode command runs on to column 127)
                limit = self.col_end if self.column <= self.col_end else WIDTH - 1
                run = min(end - i, limit - self.column + 1)
                at = self.page * WIDTH + self.column
                ram[at:at + run] = buf[i:i + run]
                i += run
                self.column += run
                if self.column > limit:
                    self.column = self.col_start
                    self.page = self.page + 1 if self.page < self.page_end else self.page_start
            elif self.mode == VERTICAL:
                ram[self.page * WIDTH + self.column] = buf[i]
                i += 1
                if self.page < self.page_end:
                    self.page += 1
                else:
                    self.page = self.page_start
                    self.column = self.column + 1 if self.column < self.col_end else self.col_start
            else:
                ram[self.page * WIDTH + self.column] = buf[i]
                i += 1
                self.column = self.column + 1 if self.column < WIDTH - 1 else self.page_mode_column

    # -- the glass -----------------------------------------------------------------------
    def lit(self):
        """Whether the panel is driven at all: display on and a drive voltage."""
        return self.display_on and (self.charge_pump or self.external_vcc)

    def _ram_row(self, y):
        """The GDDRAM row glass row y shows, or -1 where the row is not multiplexed."""
        com = y if self.mounted_flipped else HEIGHT - 1 - y  # COM0 is at the bottom
        if com >= self.mux:
            return -1
        line = self.mux - 1 - com if self.com_reversed else com
        return (line + self.start_line + self.offset) % HEIGHT

    def _ram_col(self, x):
        seg = x if self.mounted_flipped else WIDTH - 1 - x  # SEG0 is at the right edge
        return WIDTH - 1 - seg if self.segment_remap else seg

    def glass_pixel(self, x, y):
        """1 if the pixel at (x, y) of the glass (0, 0 = top left) is lit."""
        if not self.lit():
            return 0
        if self.entire_on:
            return 1
        row = self._ram_row(y)
        if row < 0:
            return 0
        bit = (self.ram[(row >> 3) * self.RAM_COLUMNS + self._ram_col(x)] >> (row & 7)) & 1
        return bit ^ self.inverted

    def glass_bitmap(self, out=None):
        """The glass as bytes(128 * 64) of 0/1, row-major: what the panel shows now; written
        into out (a bytearray of that size) when given, so a front end allocates it once."""
        if out is None:
            out = bytearray(WIDTH * HEIGHT)
        if not self.lit() or self.entire_on:
            fill = 1 if self.lit() else 0
            for i in range(len(out)):
                out[i] = fill
            return out
        invert = 1 if self.inverted else 0
        if framebuf is not None and self._upright():
            self._blit_glass(out, invert)
            return out
        ram = self.ram
        cols = [self._ram_col(x) for x in range(WIDTH)]
        for y in range(HEIGHT):
            row = self._ram_row(y)
            base = y * WIDTH
            if row < 0:
                for x in range(WIDTH):
                    out[base + x] = 0  # rows outside the multiplex ratio are never driven
                continue
            at = (row >> 3) * self.RAM_COLUMNS
            shift = row & 7
            for x in range(WIDTH):
                out[base + x] = ((ram[at + cols[x]] >> shift) & 1) ^ invert
        return out

    def _upright(self):
        """Whether glass pixel (x, y) is GDDRAM bit (x, y), as _ram_col and _ram_row map it:
        segment remap, reversed COM scan, all 64 rows, no net shift."""
        return self.segment_remap and self.com_reversed and self.mux == HEIGHT and \
            not self.mounted_flipped and self.RAM_COLUMNS == WIDTH and \
            (self.start_line + self.offset) % HEIGHT == 0

    def _blit_glass(self, out, invert):
        # the GDDRAM is a MONO_VLSB framebuffer; GS8 is one byte a pixel, row-major
        ram = framebuf.FrameBuffer(self.ram, WIDTH, HEIGHT, framebuf.MONO_VLSB)
        glass = framebuf.FrameBuffer(out, WIDTH, HEIGHT, framebuf.GS8)
        if invert:
            glass.blit(ram, 0, 0, -1, framebuf.FrameBuffer(bytearray(b"\x01\x00"), 2, 1,
                                                          framebuf.GS8))
        else:
            glass.blit(ram, 0, 0)

    def glass_rows(self, on="#", off="."):
        """64 strings of 128 characters, `on` where the glass is lit."""
        bitmap = self.glass_bitmap()
        rows = []
        for y in range(HEIGHT):
            base = y * WIDTH
            rows.append("".join(on if bitmap[base + x] else off for x in range(WIDTH)))
        return rows
