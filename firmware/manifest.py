# Freeze manifest for a custom MicroPython build with Pico Parlor built in (the games then
# cost no RAM for bytecode). Run `make stage` first (it stages the adafruit driver modules in
# build/mplib), then build the rp2 port with:
#   make -C ports/rp2 BOARD=RPI_PICO FROZEN_MANIFEST=/path/to/pico-parlor/firmware/manifest.py
# boot.py, main.py and data files (e.g. poker tables) stay on the filesystem: `make deploy`.
include("$(PORT_DIR)/boards/manifest.py")
package("hal", base_path="..")
package("firmware", base_path="..")
module("adafruit_ssd1306.py", base_path="../build/mplib")
package("adafruit_bus_device", base_path="../build/mplib")
