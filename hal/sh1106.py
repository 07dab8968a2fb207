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
    ADDRESSING = b"\x00\xb0\x10\x00"  # page, column high, column low
    RESYNC = b"\x00\xe3\xe3\xb0\x10\x00"  # the same led by two no-ops

    def _push(self, bus, changed, spans):
        for page in range(self.pages):
            if changed >> page & 1:
                self._run(bus, self._addressing, page, spans[2 * page], spans[2 * page + 1])

    def _resend(self, bus):
        self._run(bus, self._resync, 0, 0, self.width - 1)
        for page in range(1, self.pages):
            self._run(bus, self._addressing, page, 0, self.width - 1)

    def _run(self, bus, cmd, page, c0, c1):
        """Columns c0..c1 of one page: its addressing (the last three bytes of cmd), then
        the run; recorded in the shadow."""
        column = c0 + COLUMN_OFFSET
        cmd[-3] = _SET_PAGE | page
        cmd[-2] = _COLUMN_HIGH | column >> 4
        cmd[-1] = column & 0x0F
        self._commands(bus, cmd)
        at = page * self.width
        self._data(bus, at + c0, at + c1 + 1)
        self.glass[at + c0:at + c1 + 1] = self.frame[at + c0:at + c1 + 1]


class SH1106_I2C(Paged, Display):
    """SH1106 over I2C: SH1106_I2C(width, height, i2c, addr=..., flip=...)."""


class SH1106_SPI(Paged, DisplaySPI):
    """SH1106 over SPI: SH1106_SPI(width, height, spi, dc, reset, cs, baudrate=..., flip=...)."""
