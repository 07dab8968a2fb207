"""The board configuration: the default pin map of DESIGN.md section 1, overridable by a
small JSON file on the device (/board.json), e.g. {"sda": 0, "scl": 1, "buzzer": null}.
Mistakes come back as one clear sentence (ConfigError), never a stack dump.

The display: "display" is the controller ("ssd1306" or "sh1106"), "bus" how it is wired:
"i2c" (i2c_id, sda, scl, freq, addr; addr null: the first of 0x3C, 0x3D that answers) or
"spi" (spi_id, sck, mosi, cs, dc, res; res null when the module's RES is tied high).
"flip": true rotates the picture 180 degrees (a display mounted upside down).

The link (two handhelds, issue 45): "link" is an object, every key optional:
"transport": "cable" (a UART, "uart_id", "tx", "rx", "baud"; default UART0 on GP0 TX /
GP1 RX at 115200) or "air" (a Pico W: "ssid" and "password" of a network to join, or
none: the host makes its own access point; "host_ip" where the joiner finds the host,
default the access point's 192.168.4.1; "port", UDP)."""
import json

PATH = "/board.json"
BUTTON_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")
DISPLAYS = ("ssd1306", "sh1106")
BUSES = ("i2c", "spi")
I2C_ADDRESSES = (0x3C, 0x3D)  # what 128x64 modules answer at, the usual one first
SPI_PINS = ("sck", "mosi", "cs", "dc", "res")

DEFAULTS = {
    "display": "ssd1306",
    "bus": "i2c",
    "flip": False,
    "i2c_id": 0,
    "sda": 4,
    "scl": 5,
    "freq": None,  # the bus's rated speed: 400 kHz (I2C), 8 MHz (SPI)
    "addr": None,  # found by a scan of I2C_ADDRESSES
    "spi_id": 0,
    "sck": None,
    "mosi": None,
    "cs": None,
    "dc": None,
    "res": None,
    "buttons": {"UP": 10, "DOWN": 11, "LEFT": 12, "RIGHT": 13, "A": 14, "B": 15},
    "buzzer": 18,
    "watchdog_ms": 8000,
    "data_dir": "/data",
    "link": None,  # LINK_DEFAULTS, with the file's "link" keys over them
}
LINK_DEFAULTS = {"transport": "cable", "uart_id": 0, "tx": 0, "rx": 1, "baud": 115200,
                 "ssid": None, "password": None, "host_ip": None, "port": 4545}
TRANSPORTS = ("cable", "air")
# (TX, RX) pin pairs of each RP2040 UART
UART_PINS = {0: ((0, 1), (12, 13), (16, 17), (28, 29)), 1: ((4, 5), (8, 9), (20, 21), (24, 25))}
BAUDS = (9600, 921600)
# the keys that say how the display is wired: enough to show a message on it
DISPLAY_KEYS = ("display", "bus", "flip", "i2c_id", "sda", "scl", "freq", "addr", "spi_id",
                "gpio_count") + SPI_PINS
GPIO_COUNT = 30  # RP2040 GP0..GP29 (RP2350B has more; set "gpio_count" in the file)
# Valid (SDA, SCL) pins of each RP2040 I2C block, (SCK, MOSI) of each SPI block.
I2C_PINS = {0: ((0, 1), (4, 5), (8, 9), (12, 13), (16, 17), (20, 21)),
            1: ((2, 3), (6, 7), (10, 11), (14, 15), (18, 19), (26, 27))}
SPI_BUS_PINS = {0: ((2, 3), (6, 7), (18, 19), (22, 23)), 1: ((10, 11), (14, 15), (26, 27))}


class ConfigError(Exception):
    pass


def _pin(value, what, gpio_count):
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < gpio_count:
        raise ConfigError("%s: %r is not a GPIO number (0..%d)" % (what, value, gpio_count - 1))
    return value


def _claim(used, pin, what):
    if pin in used:
        raise ConfigError("%s and %s both use GP%d" % (used[pin], what, pin))
    used[pin] = what


def display_pins(cfg):
    """(role, pin) of the display's wires in use (SPI's RES left out when not wired)."""
    if cfg["bus"] == "i2c":
        return (("SDA", cfg["sda"]), ("SCL", cfg["scl"]))
    return tuple((k.upper(), cfg[k]) for k in SPI_PINS if cfg[k] is not None)


def _check_display(cfg, gpio_count, used):
    if cfg["display"] not in DISPLAYS:
        raise ConfigError("display %r is not known (use %s)" %
                          (cfg["display"], " or ".join(DISPLAYS)))
    if cfg["bus"] not in BUSES:
        raise ConfigError("bus %r is not known (use %s)" % (cfg["bus"], " or ".join(BUSES)))
    if not isinstance(cfg["flip"], bool):
        raise ConfigError("flip must be true or false")
    bus = cfg["bus"]
    if bus == "spi":
        for key in SPI_PINS:
            if key not in cfg or (cfg[key] is None and key != "res"):
                raise ConfigError("an SPI display needs \"%s\": the GPIO of its %s pin"
                                  % (key, key.upper()))
    for role, pin in display_pins(cfg):
        _claim(used, _pin(pin, role, gpio_count), "display " + role)
    if bus == "i2c":
        if cfg["i2c_id"] not in I2C_PINS:
            raise ConfigError("i2c_id must be 0 or 1")
        if gpio_count == GPIO_COUNT and (cfg["sda"], cfg["scl"]) not in I2C_PINS[cfg["i2c_id"]]:
            raise ConfigError("SDA GP%d / SCL GP%d are not a pin pair of I2C%d" %
                              (cfg["sda"], cfg["scl"], cfg["i2c_id"]))
        if cfg["addr"] is not None and cfg["addr"] not in I2C_ADDRESSES:
            raise ConfigError("addr must be 60 (0x3C), 61 (0x3D) or null (found by a scan)")
    else:
        if cfg["spi_id"] not in SPI_BUS_PINS:
            raise ConfigError("spi_id must be 0 or 1")
        pair = (cfg["sck"], cfg["mosi"])
        if gpio_count == GPIO_COUNT and pair not in SPI_BUS_PINS[cfg["spi_id"]]:
            raise ConfigError("SCK GP%d / MOSI GP%d are not a pin pair of SPI%d" %
                              (cfg["sck"], cfg["mosi"], cfg["spi_id"]))
    rated, low, high = (400000, 10000, 1000000) if bus == "i2c" else (8000000, 100000, 10000000)
    if cfg["freq"] is None:
        cfg["freq"] = rated
    if not isinstance(cfg["freq"], int) or not low <= cfg["freq"] <= high:
        raise ConfigError("freq must be %d..%d Hz for %s" % (low, high, bus.upper()))


def _check_link(cfg, gpio_count, used):
    """cfg["link"]: the file's "link" object over LINK_DEFAULTS, validated."""
    given = cfg["link"] or {}
    if not isinstance(given, dict):
        raise ConfigError("link must be an object, e.g. {\"tx\": 0, \"rx\": 1}")
    link = dict(LINK_DEFAULTS)
    for key, value in given.items():
        if key not in LINK_DEFAULTS:
            raise ConfigError("unknown link setting %r (use %s)" %
                              (key, ", ".join(sorted(LINK_DEFAULTS))))
        link[key] = value
    cfg["link"] = link
    if link["transport"] not in TRANSPORTS:
        raise ConfigError("link transport %r is not known (use cable or air)"
                          % (link["transport"],))
    if link["transport"] == "air":
        for key in ("ssid", "password", "host_ip"):
            if link[key] is not None and not isinstance(link[key], str):
                raise ConfigError("link %s must be a string or null" % key)
        if not isinstance(link["port"], int) or not 1024 <= link["port"] <= 65535:
            raise ConfigError("link port must be 1024..65535")
        return
    if link["uart_id"] not in UART_PINS:
        raise ConfigError("link uart_id must be 0 or 1")
    for role in ("tx", "rx"):
        _claim(used, _pin(link[role], "link " + role.upper(), gpio_count), "link " + role.upper())
    if gpio_count == GPIO_COUNT and (link["tx"], link["rx"]) not in UART_PINS[link["uart_id"]]:
        raise ConfigError("TX GP%d / RX GP%d are not a pin pair of UART%d (UART0: GP0/GP1, "
                          "GP12/GP13, GP16/GP17; UART1: GP4/GP5, GP8/GP9, GP20/GP21)" %
                          (link["tx"], link["rx"], link["uart_id"]))
    baud = link["baud"]
    if not isinstance(baud, int) or isinstance(baud, bool) or not BAUDS[0] <= baud <= BAUDS[1]:
        raise ConfigError("link baud must be %d..%d" % BAUDS)


def _overlay(overrides, keys=None):
    """Defaults updated by overrides (only those in keys, when given); raises ConfigError
    for a key nobody knows."""
    if not isinstance(overrides, dict):
        raise ConfigError("board config must be a JSON object")
    cfg = dict(DEFAULTS)
    cfg["buttons"] = dict(DEFAULTS["buttons"])
    for key, value in overrides.items():
        if keys is not None and key not in keys:
            continue
        if key == "buttons":
            if not isinstance(value, dict):
                raise ConfigError("buttons must map names to pins")
            for name, pin in value.items():
                if name not in BUTTON_NAMES:
                    raise ConfigError("unknown button %r (use %s)" % (name, " ".join(BUTTON_NAMES)))
                cfg["buttons"][name] = pin
        elif key in DEFAULTS or key == "gpio_count":
            cfg[key] = value
        else:
            raise ConfigError("unknown setting %r in board config" % key)
    return cfg


def display_only(overrides):
    """The display part of overrides alone, validated (to show a message on the glass when
    the rest of the file is wrong); raises ConfigError."""
    cfg = _overlay(overrides, DISPLAY_KEYS)
    _check_display(cfg, cfg.get("gpio_count", GPIO_COUNT), {})
    return cfg


def merge(overrides):
    """Defaults updated by overrides, validated; raises ConfigError."""
    cfg = _overlay(overrides)
    gpio_count = cfg.get("gpio_count", GPIO_COUNT)
    used = {}
    for name in BUTTON_NAMES:
        _claim(used, _pin(cfg["buttons"][name], "button " + name, gpio_count), "button " + name)
    _check_display(cfg, gpio_count, used)
    if cfg["buzzer"] is not None:
        _claim(used, _pin(cfg["buzzer"], "buzzer", gpio_count), "the buzzer")
    if not isinstance(cfg["watchdog_ms"], int) or not (cfg["watchdog_ms"] == 0 or
                                                       1000 <= cfg["watchdog_ms"] <= 8388):
        raise ConfigError("watchdog_ms must be 0 (off) or 1000..8388")
    if overrides.get("link") is not None:
        _check_link(cfg, gpio_count, used)
    else:  # a file that never mentions the link is not refused for it: the link says why
        try:
            _check_link(cfg, gpio_count, dict(used))
        except ConfigError as e:
            cfg["link"] = {"fault": "%s: set \"link\" in %s" % (e, PATH)}
    return cfg


def read(path=PATH):
    """The overrides in the file (a dict; none when there is no file); raises ConfigError."""
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        return {}
    try:
        return json.loads(text)
    except ValueError:
        raise ConfigError("%s is not valid JSON" % path)


def load(path=PATH):
    """The merged configuration; no file means the defaults."""
    return merge(read(path))
