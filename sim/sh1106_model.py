"""A model of the SH1106 OLED controller, as sim/ssd1306_model.py models the SSD1306 (same
I2C and SPI sides, same glass and error reporting): what differs is its RAM and commands.

- 132 columns of RAM; the 128 columns of the glass are SEG2..SEG129, so with the segment
  remap the usual modules use (0xA1) glass column x shows RAM column x + 2.
- Page addressing only: 0xB0-0xB7 set the page, 0x00-0x0F / 0x10-0x18 the column's low and
  high nibble; data bytes advance the column and never wrap to the next page (bytes past
  column 131 are lost and counted as errors).
- The SSD1306's addressing mode (0x20), column and page windows (0x21, 0x22), charge pump
  (0x8D) and scrolling are not SH1106 commands: the chip ignores those bytes (each counted as
  an error), and the arguments that follow them are read as commands in their own right, as
  on the real chip. A frame pushed with SSD1306 addressing lands shifted and garbled.
- 0xAD sets the DC-DC converter (0x8B on, 0x8A off); 0x30-0x33 the pump voltage. The model
  lights the glass whenever the display is on: modules drive the panel either way.
Runs on CPython and MicroPython."""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from sim.ssd1306_model import PAGE, SSD1306, WIDTH

RAM_COLUMNS = 132  # not const(): the class below exports the name
FIRST_VISIBLE_SEG = const(2)

_ARGS = {
    0x81: 1,  # contrast
    0xA8: 1,  # multiplex ratio
    0xAD: 1,  # DC-DC control
    0xD3: 1,  # display offset
    0xD5: 1,  # clock divide / oscillator
    0xD9: 1,  # discharge / pre-charge period
    0xDA: 1,  # COM pads configuration
    0xDB: 1,  # VCOM deselect level
}


class SH1106(SSD1306):
    NAME = "SH1106"
    RAM_COLUMNS = RAM_COLUMNS
    ARGS = _ARGS

    def reset(self):
        super().reset()
        self.contrast = 0x80
        self.dc_dc = True
        self.pump_voltage = 2
        self.mode = PAGE

    def lit(self):
        return self.display_on

    def _single(self, b):
        if b <= 0x0F:
            self.column = (self.column & 0xF0) | b
        elif b <= 0x1F:
            column = (b & 0x0F) << 4 | (self.column & 0x0F)
            if column >= RAM_COLUMNS:
                self._error("column 0x%02X out of range" % column)
                column = RAM_COLUMNS - 1
            self.column = column
        elif 0x30 <= b <= 0x33:
            self.pump_voltage = b - 0x30
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
        elif b in (0xE3, 0xEE):
            pass  # NOP; end of read-modify-write (never begun: reads are not modelled)
        elif b == 0xE0:
            self._error("read-modify-write (0xE0) not emulated")
        else:
            self._error("0x%02X is not an SH1106 command" % b)

    def _with_args(self, cmd, args):
        if cmd == 0xAD:
            if args[0] & 0xFE != 0x8A:
                self._error("DC-DC setting 0x%02X (0x8A or 0x8B)" % args[0])
            self.dc_dc = bool(args[0] & 1)
        else:  # the rest mean what they mean on the SSD1306
            super()._with_args(cmd, args)

    def _data(self, buf, i, end):
        if self._cmd is not None:
            self._error("data while command 0x%02X waits for its argument" % self._cmd)
            self._cmd = None
        self.data_bytes += end - i
        room = max(0, RAM_COLUMNS - self.column)
        run = min(end - i, room)
        at = self.page * RAM_COLUMNS + self.column
        self.ram[at:at + run] = buf[i:i + run]
        self.column += run
        if end - i > room:
            self._error("%d data byte(s) past column %d" % (end - i - room, RAM_COLUMNS - 1))
            self.column = RAM_COLUMNS

    def _ram_col(self, x):
        # SEG2..SEG129 drive the glass, SEG129 at its left edge
        seg = FIRST_VISIBLE_SEG + (x if self.mounted_flipped else WIDTH - 1 - x)
        return RAM_COLUMNS - 1 - seg if self.segment_remap else seg
