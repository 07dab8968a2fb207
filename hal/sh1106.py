"""The SH1106 controller (most 1.3" 128x64 OLED modules), over I2C or SPI.

No maintained framebuf driver for it exists (adafruit's covers the SSD1306 alone), so this
is a small one on top of adafruit_ssd1306's classes: their framebuffer, bus handling, power,
contrast, invert and rotate commands are the SH1106's too. What differs is set up here: the
SH1106 has 132 columns of RAM with the glass on columns 2..129, page addressing only (no
addressing modes, no column or page windows) and a DC-DC converter instead of the charge
pump. hal/display.py's push addresses it page by page (PAGED, COLUMN_OFFSET)."""
from hal.display import Display, DisplaySPI

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


def _init_controller(self):
    for cmd in INIT:
        self.write_cmd(cmd)
    self.fill(0)
    self.show()


class SH1106_I2C(Display):
    """SH1106 over I2C: SH1106_I2C(width, height, i2c, addr=..., flip=...)."""

    PAGED = True
    COLUMN_OFFSET = 2
    init_controller = _init_controller


class SH1106_SPI(DisplaySPI):
    """SH1106 over SPI: SH1106_SPI(width, height, spi, dc, reset, cs, baudrate=..., flip=...)."""

    PAGED = True
    COLUMN_OFFSET = 2
    init_controller = _init_controller
