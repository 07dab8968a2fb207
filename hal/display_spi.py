"""The SSD1306 over SPI (7-pin modules): adafruit_ssd1306's SSD1306_SPI with hal/display.py's
change-only push. A module of its own so that boards on I2C never load it."""
import adafruit_ssd1306

from hal.display import Pushed


class DisplaySPI(Pushed, adafruit_ssd1306.SSD1306_SPI):
    """SSD1306 over SPI: SSD1306_SPI(width, height, spi, dc, reset, cs, baudrate=...) that
    pushes only what changed."""

    BASE = adafruit_ssd1306.SSD1306_SPI
    FRAME_AT = 0

    def __init__(self, width, height, spi, dc, reset, cs, *, baudrate=8000000, flip=False,
                 external_vcc=False):
        self.setup_push(width, height, flip)
        adafruit_ssd1306.SSD1306_SPI.__init__(self, width, height, spi, dc, reset, cs,
                                              baudrate=baudrate, external_vcc=external_vcc)

    def setup_bus(self):
        pass

    def _commands(self, bus, cmd):
        self.dc_pin.value = 0
        bus.write(cmd, start=1)

    def _data(self, bus, buf, start, end):
        self.dc_pin.value = 1
        bus.write(buf, start=start, end=end)
