# Freeze manifest: MicroPython with Pico Parlor built in (`make firmware`; README "A firmware
# with the games built in"). It freezes exactly the modules `make stage` compiles (a test
# checks): every module of hal/ and firmware/ but this file and the games' tooling.py (the
# tools' and tests' knowledge of a game), and the adafruit driver modules
# `make setup` copies to build/mplib. boot.py, main.py and the data files (.bin) stay on the
# filesystem: `make deploy` puts them there and leaves the frozen modules out.
# Paths are relative to this file's folder, the manifest tool's working directory here.
import os

include("$(PORT_DIR)/boards/manifest.py")


def _modules(package):
    found = []
    for folder, dirs, files in os.walk(os.path.join("..", package)):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            if name.endswith(".py") and name not in ("manifest.py", "tooling.py"):
                found.append(os.path.relpath(os.path.join(folder, name),
                                             os.path.join("..", package)))
    return sorted(found)


for _package in ("hal", "firmware"):
    package(_package, files=_modules(_package), base_path="..")
module("adafruit_ssd1306.py", base_path="../build/mplib")
package("adafruit_bus_device", base_path="../build/mplib")
