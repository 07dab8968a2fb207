"""The display modules a maker may wire, fitted on the simulated board's virtual buses: the
SSD1306 or SH1106 model (sim/ssd1306_model.py, sim/sh1106_model.py) on I2C or on SPI
(sim/spi_bus.py), mounted upright or upside down, and opened by hal/displays.py as on the
device. sim/board.py's SimBoard(board=..., module=...) uses it; its default board does not
(its SSD1306 on I2C needs none of this, and MicroPython's whole-app suites and the browser
page have no heap to spare). Runs on CPython and MicroPython."""
from hal import config
from hal.displays import open_display
from sim.driver import load_ssd1306
from sim.i2c_bus import VirtualI2C
from sim.ssd1306_model import ADDRESS, SSD1306


def fit_display(cfg, module=None):
    """Fit the display module (cfg's, or module's: see above) on its virtual bus and open it
    as the device would: (display, I2C address or None, chip model, i2c bus or None, spi bus
    or None); raises ConfigError when nothing answers."""
    module = module or {}
    model = SSD1306  # the SH1106 and SPI parts are imported for boards that have them
    if module.get("display", cfg["display"]) == "sh1106":
        from sim.sh1106_model import SH1106 as model
    chip = model(mounted_flipped=module.get("flipped", cfg["flip"]))
    load_ssd1306()
    if cfg["bus"] == "i2c":
        i2c = VirtualI2C()
        i2c.attach(module.get("addr", cfg["addr"] or ADDRESS), chip)
        display, addr = open_display(cfg, i2c=i2c)
        return display, addr, chip, i2c, None
    from sim.spi_bus import SPIPort, VirtualPin, VirtualSPI
    spi = VirtualSPI()
    pins = {}
    for key in config.SPI_PINS:
        if cfg[key] is not None:
            pins[cfg[key]] = VirtualPin(cfg[key])
    res = pins[cfg["res"]] if cfg["res"] is not None else None
    spi.attach(SPIPort(chip, pins[cfg["cs"]], pins[cfg["dc"]], res))
    display, _ = open_display(cfg, spi=spi, pin=pins.get)
    return display, None, chip, None, spi
