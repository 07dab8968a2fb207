"""Player settings: choices, defaults, validation and how each applies to the board. The
record also keeps "last", the name of the game last played (the launcher starts on it):
optional, so records written before it load as they are."""
from firmware.ui.menu import stepped

RECORD = "settings"
VERSION = 1

CONTRAST = (("Low", 0x08), ("Mid", 0x40), ("High", 0x9F), ("Max", 0xFF))
REPEAT = (("Slow", 600, 200), ("Normal", 400, 120), ("Fast", 250, 60))  # delay, interval ms
SLEEP = (("1 min", 60), ("2 min", 120), ("5 min", 300), ("Never", 0))  # display off after

DEFAULTS = {"contrast": 2, "sound": 1, "repeat": 1, "sleep": 1}
LIMITS = {"contrast": len(CONTRAST), "sound": 2, "repeat": len(REPEAT), "sleep": len(SLEEP)}


def valid(data):
    if not isinstance(data, dict):
        return False
    for key, limit in LIMITS.items():
        value = data.get(key)
        if not isinstance(value, int) or not 0 <= value < limit:
            return False
    return True


def load(storage):
    data = storage.load(RECORD, VERSION, None, valid)
    return dict(DEFAULTS) if data is None else data


def save(storage, settings):
    return storage.save(RECORD, VERSION, settings)


NAMES = ("Contrast", "Sound", "Repeat", "Sleep")


def labels(settings, marked=-1):
    """Menu labels in the order of KEYS; the value of KEYS[marked] (the cursor's line, which
    LEFT/RIGHT change) between < >, as on a setup page."""
    values = (CONTRAST[settings["contrast"]][0], "On" if settings["sound"] else "Off",
              REPEAT[settings["repeat"]][0], SLEEP[settings["sleep"]][0])
    return tuple(NAMES[i] + ": " + ("<" + value + ">" if i == marked else value)
                 for i, value in enumerate(values))


KEYS = ("contrast", "sound", "repeat", "sleep")


# Graded amounts stop at their ends under the arrows, pressed or held, as poker's bet (review
# 47: RIGHT on Max went round to Low, the screen dim); a named value (Sound: Off, On) goes
# round, as a list; A (menu.CYCLE) goes round on each.
GRADED = ("contrast", "repeat", "sleep")


def adjust(settings, key, step):
    """Step settings[key] by a Menu's step (menu.stepped); whether it changed (a graded one
    at its end under an arrow does not)."""
    value = stepped(settings[key], LIMITS[key], step, key in GRADED)
    if value is None:
        return False
    settings[key] = value
    return True


def apply(settings, board):
    _, delay, interval = REPEAT[settings["repeat"]]
    board.buttons.set_repeat(delay, interval)
    board.display.contrast(CONTRAST[settings["contrast"]][1])  # last: it may raise OSError


def sleep_ms(settings):
    return SLEEP[settings["sleep"]][1] * 1000
