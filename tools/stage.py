"""Write the exact device file tree to build/device/ (make stage), or package.json for mip.

    python tools/stage.py             compile firmware/ hal/ and the adafruit driver modules
                                      with mpy-cross; copy boot.py, main.py and data files
    python tools/stage.py --package-json   rewrite package.json from the same file list

Only files whose output changed are rewritten, so `mpremote fs cp -r` (which skips files
whose hash matches the device's) copies just what changed."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from sim.mplib import sources as driver_sources  # noqa: E402

OUT = os.path.join(ROOT, "build", "device")
PACKAGES = ("hal", "firmware")
ENTRY = ("boot.py", "main.py")
# tooling.py: what the tools and tests know about a game (firmware/games/README.md)
SKIP = ("manifest.py", "README.md", "tooling.py")
DATA_ENDINGS = (".bin", ".dat")
# Machine code for @micropython.viper routines (connect4's position.py) is compiled ahead for
# the RP2040's Cortex-M0+; the RP2350's Cortex-M33 runs armv6m code too. Modules without
# native code stay portable bytecode.
MARCH = "armv6m"


def project_files(root=ROOT):
    """Paths relative to root (the checkout) of the project's device modules and data files:
    every game's folder as it is found, none named here."""
    found = []
    for package in PACKAGES:
        for folder, dirs, files in os.walk(os.path.join(root, package)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                if name in SKIP:
                    continue
                if name.endswith(".py") or name.endswith(DATA_ENDINGS):
                    found.append(os.path.relpath(os.path.join(folder, name), root))
    return found


def mpy_cross():
    here = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    return here if os.path.exists(here) else "mpy-cross"


def write_if_changed(path, data):
    if os.path.exists(path):
        with open(path, "rb") as f:
            if f.read() == data:
                return False
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    return True


def compile_to(src, rel, out, march=MARCH):
    """mpy-cross src into out/<rel with .mpy>; return True if the file changed."""
    target = os.path.join(out, rel[:-3] + ".mpy")
    tmp = target + ".new"
    os.makedirs(os.path.dirname(target), exist_ok=True)
    subprocess.run([mpy_cross(), "-march=" + march, "-s", rel, "-o", tmp, src], check=True)
    with open(tmp, "rb") as f:
        data = f.read()
    os.remove(tmp)
    return write_if_changed(target, data)


def stage(out=OUT, march=MARCH):
    """The device tree in out; march: the machine code of the viper routines (another one
    than the RP2040's only to load the tree on some other MicroPython, e.g. in tests)."""
    changed = 0
    total = 0
    for rel in project_files():
        src = os.path.join(ROOT, rel)
        total += 1
        if rel.endswith(".py"):
            changed += compile_to(src, rel, out, march)
        else:
            with open(src, "rb") as f:
                changed += write_if_changed(os.path.join(out, rel), f.read())
    for src, rel in driver_sources():
        total += 1
        changed += compile_to(src, rel, out, march)
    for rel in ENTRY:
        total += 1
        with open(os.path.join(ROOT, rel), "rb") as f:
            changed += write_if_changed(os.path.join(out, rel), f.read())
    size = 0
    for folder, _, files in os.walk(out):
        size += sum(os.path.getsize(os.path.join(folder, n)) for n in files)
    print("staged %d files (%d changed) in %s, %d bytes" % (total, changed, out, size))


def package_json(root=ROOT):
    """mip package: our sources (relative URLs) plus the adafruit drivers from GitHub."""
    urls = [[rel, rel] for rel in list(ENTRY) + project_files(root)]
    urls.append(["adafruit_ssd1306.py",
                 "github:adafruit/Adafruit_CircuitPython_SSD1306/adafruit_ssd1306.py"])
    for name in ("__init__.py", "i2c_device.py", "spi_device.py"):
        urls.append(["adafruit_bus_device/" + name,
                     "github:adafruit/Adafruit_CircuitPython_BusDevice/adafruit_bus_device/"
                     + name])
    return {"urls": urls, "version": "0.1.0"}


if __name__ == "__main__":
    if "--package-json" in sys.argv:
        with open(os.path.join(ROOT, "package.json"), "w") as f:
            json.dump(package_json(), f, indent=1)
            f.write("\n")
    else:
        stage()
