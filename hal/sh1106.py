"""The SH1106 controller (most 1.3" 128x64 OLED modules), over I2C or SPI.

No maintained framebuf driver for it exists (adafruit's covers the SSD1306 alone), so this
is a small one on top of adafruit_ssd1306's classes: their framebuffer, bus handling, power,
contrast, invert and rotate commands are the SH1106's too. What differs is set up here: the
SH1106 has 132 columns of RAM with the glass on columns 2..129, page addressing only (no
addressing modes, no column or page windows) and a DC-DC converter instead of the charge
pump: Paged below. (Its methods call no super(): MicroPython's does not reach a sibling.)"""
from hal.display import Display
from hal.display_spi import DisplaySPI

# Power-on sequence, from the SH1106 datasheet's command table (Sino Wealth).
INIT = (
    0xAE,  # display off
    0xD5, 0x80,  # clock divide ratio 1, oscillator frequency +0%
    0xA8, 0x3F,  # multiplex ratio: 64 rows
    0xD3, 0x00,  # display offset 0
    0x40,  # start line 0
    0xAD, 0x8B,  # DC-DC converter on
    0x32,  # pump voltage 8.0 V
    0xA1,  # segment remap: column 131 on SEG0 (upright on the usual modules)
    0xC8,  # COM scan from COM63 to COM0
    0xDA, 0x12,  # COM pins: alternative configuration (the 128x64 glass)
    0x81, 0xFF,  # contrast
    0xD9, 0x22,  # pre-charge 2 DCLKs, discharge 2 DCLKs
    0xDB, 0x35,  # VCOM deselect level 0.77 x VREF
    0xA4,  # the glass follows the RAM
    0xA6,  # not inverted
    0xAF,  # display on
)


_SET_PAGE = 0xB0  # then the column's high and low nibbles
_COLUMN_HIGH = 0x10
COLUMN_OFFSET = 2  # RAM column of the glass's first column


class Paged:
    """The SH1106's part of a display class (hal/display.py's Pushed): its setup, and the
    push a page at a time, each changed run at the column offset."""

    INIT = INIT
    # page, column low 0 (a high nibble of 8 after some low ones would set a column past
    # 131 in between), column high, column low
    ADDRESSING = b"\x00\xb0\x00\x10\x00"
    RESYNC = b"\x00\xe3\xe3\xb0\x00\x10\x00"  # the same led by two no-ops

    # A run costs its page addressing write and its data write, about 16 byte times; pages
    # share no writes, so a window of several is only ever runs of the same columns.
    GAP = 16
    WINDOW = 0

    def _push(self, bus, plan, windows):
        for q in range(0, 4 * windows, 4):
            for page in range(plan[q], plan[q + 1] + 1):
                self._run(bus, self._addressing, page, plan[q + 2], plan[q + 3])

    def _resend(self, bus):
        for page in range(self.pages):
            self._run(bus, self._addressing if page else self._resync, page, 0, self.width - 1)

    def _run(self, bus, cmd, page, c0, c1):
        """Columns c0..c1 of one page: its addressing (the last four bytes of cmd), then
        the run."""
        column = c0 + COLUMN_OFFSET
        cmd[-4] = _SET_PAGE | page
        cmd[-2] = _COLUMN_HIGH | column >> 4
        cmd[-1] = column & 0x0F
        self._commands(bus, cmd)
        at = page * self.width
        self._data(bus, self._whole, at + c0, at + c1 + 1)


class SH1106_I2C(Paged, Display):
    """SH1106 over I2C: SH1106_I2C(width, height, i2c, addr=..., flip=...)."""


class SH1106_SPI(Paged, DisplaySPI):
    """SH1106 over SPI: SH1106_SPI(width, height, spi, dc, reset, cs, baudrate=..., flip=...)."""
