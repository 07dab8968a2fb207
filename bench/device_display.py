"""Display speed on the device itself, with the /board.json in effect (run it on a Pico, or on
the emulated one, after `make deploy`):

    mpremote run bench/device_display.py

Prints, in device time (time.ticks_us): a whole-frame push (what boot, a wake-up or a display
set up again cost), and a launcher cursor move: drawing the launcher with the cursor one line
further down and pushing it (what a DOWN press costs from the frame that handles it to the
last byte on the glass, without the button poll), and the push alone. min / median / max of
ROUNDS. The display is opened as main.py opens it (hal/pico.py), so the controller, bus,
speed, flip and address are the file's."""
import time

from firmware.games import GAMES
from firmware.ui.gfx import Gfx
from firmware.ui.menu import Menu
from hal import config, pico

ROUNDS = 12


def spread(values):
    values = sorted(values)
    return "%.2f / %.2f / %.2f ms" % (values[0] / 1000, values[len(values) // 2] / 1000,
                                      values[-1] / 1000)


def main():
    cfg = config.load()
    display, i2c, spi, _ = pico.display_on(cfg)
    gfx = Gfx(display)
    menu = Menu("Pico Parlor", [g[1] for g in GAMES] + ["Settings", "Stats"])
    whole, move, push = [], [], []
    for i in range(ROUNDS):
        display.invalidate()
        start = time.ticks_us()
        display.show()
        whole.append(time.ticks_diff(time.ticks_us(), start))
        menu.index = i % 2  # the cursor moves between the first two lines and back
        start = time.ticks_us()
        gfx.clear()
        menu.draw(gfx)
        drawn = time.ticks_us()
        display.show()
        end = time.ticks_us()
        move.append(time.ticks_diff(end, start))
        push.append(time.ticks_diff(end, drawn))
    # the bus as the port set it up: an SPI speed is 48 MHz over an even divisor
    bus = i2c.i2c if i2c else spi.spi
    print("%s%s on %s" % (cfg["display"].upper(), ", flipped" if cfg["flip"] else "", bus))
    print("whole-frame push:", spread(whole))
    print("launcher cursor move, draw + push:", spread(move[1:]))
    print("launcher cursor move, push alone:", spread(push[1:]))


main()
