"""The display a board configuration asks for (hal/config.py), on busio-style buses: shared
by the Pico board and the simulated one, so both pick the class and find the address alike.

    display, addr = open_display(cfg, i2c=bus)                  # addr: where it answered
    display, _ = open_display(cfg, spi=bus, pin=make_pin)       # pin(n): digitalio-style

A display that is not there raises ConfigError with one line saying what to check."""
from hal.config import ConfigError, I2C_ADDRESSES

WIDTH = 128
HEIGHT = 64


def find_address(i2c, cfg):
    """The I2C address of the display: cfg's "addr" if it answers there, else (addr null)
    the first of 0x3C, 0x3D that answers; raises ConfigError."""
    where = "on I2C%d (SDA GP%d, SCL GP%d)" % (cfg["i2c_id"], cfg["sda"], cfg["scl"])
    while not i2c.try_lock():
        pass
    try:
        found = i2c.scan()
    finally:
        i2c.unlock()
    wanted = I2C_ADDRESSES if cfg["addr"] is None else (cfg["addr"],)
    for addr in wanted:
        if addr in found:
            return addr
    if not found:
        heard = "nothing answers"
    else:
        heard = "only %s answer%s" % (", ".join("0x%02X" % a for a in found),
                                      "s" if len(found) == 1 else "")
    raise ConfigError("no display at %s %s: %s; check power (3V3, GND) and the SDA/SCL wires"
                      % (" or ".join("0x%02X" % a for a in wanted), where, heard))


def display_class(cfg):
    if cfg["display"] == "sh1106":
        from hal import sh1106
        return sh1106.SH1106_SPI if cfg["bus"] == "spi" else sh1106.SH1106_I2C
    if cfg["bus"] == "spi":
        from hal.display_spi import DisplaySPI
        return DisplaySPI
    from hal.display import Display
    return Display


def open_display(cfg, i2c=None, spi=None, pin=None):
    """(display, I2C address or None for SPI) as cfg says; raises ConfigError."""
    cls = display_class(cfg)
    if cfg["bus"] == "i2c":
        addr = find_address(i2c, cfg)
        return cls(WIDTH, HEIGHT, i2c, addr=addr, flip=cfg["flip"]), addr
    res = None if cfg["res"] is None else pin(cfg["res"])
    return cls(WIDTH, HEIGHT, spi, pin(cfg["dc"]), res, pin(cfg["cs"]), baudrate=cfg["freq"],
               flip=cfg["flip"]), None
