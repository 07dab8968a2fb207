"""Copies the adafruit driver modules from the installed CPython packages into build/mplib/
so the simulated board can import them under MicroPython's unix port:

    python -m sim.mplib [DEST]

Only adafruit_ssd1306.py and adafruit_bus_device/*.py are needed (on MicroPython the driver
draws with the built-in framebuf). Files are rewritten only when they changed."""
import os
import sys

import adafruit_bus_device
import adafruit_ssd1306

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEST = os.path.join(ROOT, "build", "mplib")


def sources():
    """(source path, path relative to the destination) of every module to stage."""
    found = [(adafruit_ssd1306.__file__, "adafruit_ssd1306.py")]
    package = os.path.dirname(adafruit_bus_device.__file__)
    for name in sorted(os.listdir(package)):
        if name.endswith(".py"):
            found.append((os.path.join(package, name), os.path.join("adafruit_bus_device", name)))
    return found


def stage(dest=DEST):
    """Copy the modules; return the relative paths that were (re)written."""
    written = []
    for src, rel in sources():
        target = os.path.join(dest, rel)
        with open(src, "rb") as f:
            data = f.read()
        if os.path.exists(target):
            with open(target, "rb") as f:
                if f.read() == data:
                    continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
        written.append(rel)
    return written


if __name__ == "__main__":
    dest = sys.argv[1] if len(sys.argv) > 1 else DEST
    changed = stage(dest)
    print("sim.mplib: %s (%d file(s) updated)" % (dest, len(changed)))
