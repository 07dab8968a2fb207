"""What linked Hearts' modules cost a Pico's heap, and where the qstr pools grow (issue 45).
Run on the device after `make deploy` (it stops the app; `mpremote reset` brings it back):

    mpremote connect PORT run bench/device_qstr.py

Imports what a hand against the computer has loaded on the Pico (sys.modules read there at a
hand's end), then the link's modules in the order a linked hand loads them, each with the
heap it took, the modules it imports first included (gc.mem_free before and after,
collected), and MicroPython's qstr pools after it (`micropython.qstr_info`'s line: pools,
names interned, bytes). Every name a module's .mpy holds that the firmware's own table lacks
is interned into the RAM pools as it loads, and never freed; a full pool makes the next one
twice its size (20, 40 ... 640 entries: 1,260 names in six pools, then a seventh of 1,280
that takes about 8 KB at once)."""
import gc
import sys

import micropython

SOLO = ("firmware.app", "firmware.errorlog", "firmware.gamehost", "firmware.games.hearts.ai",
        "firmware.games.hearts.engine", "firmware.games.hearts.pages",
        "firmware.games.hearts.play", "firmware.games.hearts.players",
        "firmware.games.hearts.record", "firmware.games.hearts.screen",
        "firmware.games.hearts.setup", "firmware.games.hearts.status",
        "firmware.games.hearts.table", "firmware.games.hearts.turns", "firmware.settings",
        "firmware.sound", "firmware.stats", "firmware.ui.fontdata", "firmware.ui.gfx",
        "firmware.ui.menu", "firmware.ui.partial", "firmware.ui.setup_page",
        "firmware.ui.views", "hal.buttons", "hal.config", "hal.display", "hal.displays",
        "hal.native", "hal.pico", "hal.rng", "hal.storage", "adafruit_ssd1306")
LINK = ("firmware.link", "firmware.link.frame", "firmware.link.channel", "firmware.link.hub",
        "firmware.ui.linked_game", "firmware.games.hearts.link")
JOINER = ("firmware.games.hearts.linkview",)   # the joiner's alone (its ViewGame)


def free():
    gc.collect()
    return gc.mem_free()


def load(names):
    for name in names:
        if name in sys.modules:   # imported by one before it (its figure includes it)
            continue
        before = free()
        __import__(name)
        print("%-34s %6d B" % (name, before - free()))
        micropython.qstr_info()


start = free()
load(SOLO)
print("Hearts against the computer: %d B, free %d" % (start - free(), free()))
micropython.qstr_info()
linked = free()
load(LINK)
print("the host's link: %d B, free %d" % (linked - free(), free()))
load(JOINER)
