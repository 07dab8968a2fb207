"""The board configuration: the default pin map of DESIGN.md section 1, overridable by a
small JSON file on the device (/board.json), e.g. {"sda": 0, "scl": 1, "buzzer": null}.
Mistakes come back as one clear sentence (ConfigError), never a stack dump."""
import json

PATH = "/board.json"
BUTTON_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")

DEFAULTS = {
    "i2c_id": 0,
    "sda": 4,
    "scl": 5,
    "freq": 400000,
    "addr": 0x3C,
    "buttons": {"UP": 10, "DOWN": 11, "LEFT": 12, "RIGHT": 13, "A": 14, "B": 15},
    "buzzer": 18,
    "watchdog_ms": 8000,
    "data_dir": "/data",
}
GPIO_COUNT = 30  # RP2040 GP0..GP29 (RP2350B has more; set "gpio_count" in the file)
# Valid (SDA, SCL) pins of each RP2040 I2C block.
I2C_PINS = {0: ((0, 1), (4, 5), (8, 9), (12, 13), (16, 17), (20, 21)),
            1: ((2, 3), (6, 7), (10, 11), (14, 15), (18, 19), (26, 27))}


class ConfigError(Exception):
    pass


def _pin(value, what, gpio_count):
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < gpio_count:
        raise ConfigError("%s: %r is not a GPIO number (0..%d)" % (what, value, gpio_count - 1))
    return value


def merge(overrides):
    """Defaults updated by overrides, validated; raises ConfigError."""
    if not isinstance(overrides, dict):
        raise ConfigError("board config must be a JSON object")
    cfg = dict(DEFAULTS)
    cfg["buttons"] = dict(DEFAULTS["buttons"])
    gpio_count = overrides.get("gpio_count", GPIO_COUNT)
    for key, value in overrides.items():
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
    used = {}
    for name in BUTTON_NAMES:
        pin = _pin(cfg["buttons"][name], "button " + name, gpio_count)
        if pin in used:
            raise ConfigError("buttons %s and %s share GP%d" % (used[pin], name, pin))
        used[pin] = name
    for key in ("sda", "scl"):
        pin = _pin(cfg[key], key.upper(), gpio_count)
        if pin in used:
            raise ConfigError("%s GP%d is also button %s" % (key.upper(), pin, used[pin]))
    if cfg["i2c_id"] not in I2C_PINS:
        raise ConfigError("i2c_id must be 0 or 1")
    if gpio_count == GPIO_COUNT and (cfg["sda"], cfg["scl"]) not in I2C_PINS[cfg["i2c_id"]]:
        raise ConfigError("SDA GP%d / SCL GP%d are not a pin pair of I2C%d" %
                          (cfg["sda"], cfg["scl"], cfg["i2c_id"]))
    if cfg["buzzer"] is not None:
        pin = _pin(cfg["buzzer"], "buzzer", gpio_count)
        if pin in used or pin in (cfg["sda"], cfg["scl"]):
            raise ConfigError("buzzer GP%d is already in use" % pin)
    if not isinstance(cfg["freq"], int) or not 10000 <= cfg["freq"] <= 1000000:
        raise ConfigError("freq must be 10000..1000000 Hz")
    if not isinstance(cfg["watchdog_ms"], int) or not (cfg["watchdog_ms"] == 0 or
                                                       1000 <= cfg["watchdog_ms"] <= 8388):
        raise ConfigError("watchdog_ms must be 0 (off) or 1000..8388")
    return cfg


def load(path=PATH):
    """The merged configuration; no file means the defaults."""
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        return merge({})
    try:
        overrides = json.loads(text)
    except ValueError:
        raise ConfigError("%s is not valid JSON" % path)
    return merge(overrides)
