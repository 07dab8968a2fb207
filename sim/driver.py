"""Imports the real adafruit_ssd1306 driver. CPython finds it in the installed packages;
MicroPython's unix port finds the copies `python -m sim.mplib` stages in build/mplib.
load_display() gives the boards' display class (hal/display.py), built on that driver."""
import sys

_STAGED = "build/mplib"


def _root():
    # this file is <root>/sim/driver.py; MicroPython has no os.path
    parts = __file__.replace("\\", "/").rsplit("/", 2)
    return parts[0] if len(parts) == 3 else "."


def load_ssd1306():
    try:
        import adafruit_ssd1306
    except ImportError:
        path = _root() + "/" + _STAGED
        if path not in sys.path:
            sys.path.append(path)
        try:
            import adafruit_ssd1306
        except ImportError:
            raise ImportError("adafruit_ssd1306 not found: on MicroPython run "
                              "'python -m sim.mplib' first (it copies the driver to %s)" % path)
    return adafruit_ssd1306


def load_display():
    """hal.display.Display, once the driver it extends can be imported."""
    load_ssd1306()
    from hal.display import Display
    return Display
