"""Display figures (make bench): what one push costs through the boards' display
(hal/display.py: the real adafruit_ssd1306 driver, sending only what changed), for the pushes
that matter: a whole frame (boot, a display set up again), a new screen, a launcher cursor
move (also with 5 and 8 games: a move and a page turn), a held poker card, one pixel, an
unchanged frame; and the driver's own show(), which
sends every frame whole, for comparison. Per push: bytes and I2C transactions, the time those
bytes take on a real bus at 400 kHz and at 1 MHz (/board.json "freq"), and the display code's
own time on this machine with the device estimate (x220 under MicroPython's unix port,
DESIGN.md section 8).

    python -m bench.display           (CPython figures, then the micropython run)
    micropython -X heapsize=192K -m bench.display

I2C sends 9 bits per byte (8 data + ACK) plus the address byte and start/stop per
transaction; SPI 8 bits per byte, the chip selected once per push. Then the same pushes on
the other modules (SH1106 on I2C, SSD1306 and SH1106 on SPI), bytes and bus time at their
rated speeds. docs/MEASURED.md's "Display speed" has these pushes timed on the emulated Pico
(bench/device_display.py on the device)."""
import gc
import sys

from bench import DEVICE_FACTOR, run_micropython

PUSHES = 20  # per round; the fastest of ROUNDS rounds counts (a shared machine is noisy)
ROUNDS = 5
BUS_HZ = (400000, 1000000)

try:
    from time import ticks_diff, ticks_us
except ImportError:  # CPython
    from time import perf_counter_ns

    def ticks_us():
        return perf_counter_ns() // 1000

    def ticks_diff(a, b):
        return a - b


class NullBus:
    """Accepts every write and does nothing: the display code's own cost."""

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def writeto(self, address, buf, *, start=0, end=None):
        pass


def bus_ms(data_bytes, transactions, hz):
    bits = (data_bytes + transactions) * 9 + transactions * 2  # + address, start and stop
    return bits * 1000.0 / hz


def frames():
    """(name, frame before, frame after) of the app's own screens, drawn in the simulator."""
    from firmware.app import App
    from sim.board import SimBoard

    board = SimBoard(seed=7)
    app = App(board)
    shot = lambda: bytes(board.display.frame)  # noqa: E731
    board.run(app, 1500)
    launcher = shot()
    board.play_keys(app, "DOWN")
    moved = shot()
    board.play_keys(app, "UP A wait:300")
    title = shot()
    board.play_keys(app, "A wait:500 DOWN wait:2000")
    dealt = shot()
    board.play_keys(app, "A")
    held = shot()
    dot = bytearray(launcher)
    dot[3 * 128 + 70] ^= 0x10
    return (("new screen (launcher -> title card)", launcher, title),
            ("launcher cursor move (DOWN)", launcher, moved),
            ("poker: a card held (A)", dealt, held),
            ("one pixel", launcher, bytes(dot)),
            ("unchanged frame", launcher, launcher)) + launcher_pages(5) + launcher_pages(8)


def launcher_pages(count):
    """A launcher of count games (the real ones, then placeholder titles): its cursor move
    on the second page of games, and the turn to that page (firmware/ui/menu.py)."""
    from firmware import app as app_module, games
    from firmware.app import App
    from sim.board import SimBoard

    real = games.GAMES
    extra = tuple(("x%d" % i, title, "") for i, title in
                  enumerate(("Nim Duel", "Reversi", "Dots and Boxes", "Battleship")))
    games.GAMES = app_module.GAMES = (real + extra)[:count]
    try:
        board = SimBoard(seed=7)
        app = App(board)
        board.run(app, 1500)
        first = bytes(board.display.frame)
        board.play_keys(app, "RIGHT")
        turned = bytes(board.display.frame)
        board.play_keys(app, "DOWN")
        moved = bytes(board.display.frame)
    finally:
        games.GAMES = app_module.GAMES = real
    return (("launcher of %d games: page turn (RIGHT)" % count, first, turned),
            ("launcher of %d games: a move on page 2" % count, turned, moved))


def push_cost(display, bus, before, after):
    """Bytes and transactions of showing `after` on a glass that shows `before`."""
    display.frame[:] = before
    display.show()
    n0, t0 = bus.bytes_written, bus.transactions
    display.frame[:] = after
    display.show()
    return bus.bytes_written - n0, bus.transactions - t0


def best_us(push):
    """The time of push(i) per call, in the fastest of ROUNDS rounds of PUSHES calls."""
    best = None
    for _ in range(ROUNDS):
        gc.collect()
        start = ticks_us()
        for i in range(PUSHES):
            push(i)
        us = ticks_diff(ticks_us(), start) / PUSHES
        best = us if best is None else min(best, us)
    return best


def push_us(display, before, after):
    """Time of one push of `after` over `before` (and back)."""
    display.frame[:] = before
    display.show()

    def push(i):
        display.frame[:] = after if i & 1 == 0 else before
        display.show()
    return best_us(push)


def line(impl, name, nbytes, ntrans, us):
    device = " ~%5.2f ms on the device" % (us * DEVICE_FACTOR / 1000) \
        if impl == "micropython" else ""
    print("[%s] %-42s %5d bytes %3d transactions  bus %5.2f ms at 400 kHz, %5.2f at 1 MHz;"
          " code %6.3f ms here%s" % (impl, name, nbytes, ntrans, bus_ms(nbytes, ntrans, 400000),
                                     bus_ms(nbytes, ntrans, 1000000), us / 1000, device))


def measure():
    sys.path.insert(0, ".")
    from sim.board import SimBoard
    from sim.driver import load_display, load_ssd1306

    impl = sys.implementation.name
    board = SimBoard()
    display, bus = board.display, board.i2c
    quiet = load_display()(128, 64, NullBus())

    def invalidated(target):
        target.invalidate()
        target.show()

    n0, t0 = bus.bytes_written, bus.transactions
    invalidated(display)
    line(impl, "whole frame (after a reset)", bus.bytes_written - n0, bus.transactions - t0,
         best_us(lambda i: invalidated(quiet)))
    for name, before, after in frames():
        nbytes, ntrans = push_cost(display, bus, before, after)
        line(impl, name, nbytes, ntrans, push_us(quiet, before, after))
    plain = load_ssd1306().SSD1306_I2C(128, 64, NullBus())
    us = best_us(lambda i: plain.show())
    plain_bus = load_ssd1306().SSD1306_I2C(128, 64, bus)
    n0, t0 = bus.bytes_written, bus.transactions
    plain_bus.show()
    line(impl, "adafruit_ssd1306 show(), any change", bus.bytes_written - n0,
         bus.transactions - t0, us)
    if board.chip.error_count:
        print("[%s] model errors: %s" % (impl, board.chip.errors[:5]))
    if impl != "micropython":
        other_modules()


# the other modules, each at its bus's rated speed (docs/MEASURED.md "Display speed")
SPI = {"bus": "spi", "sck": 2, "mosi": 3, "dc": 4, "cs": 5, "res": 6}
MODULES = (("SH1106 I2C", {"display": "sh1106"}, (400000, 1000000)),
           ("SSD1306 SPI", SPI, (8000000,)),
           ("SH1106 SPI", dict(SPI, display="sh1106"), (8000000,)))


def spi_ms(data_bytes, hz):
    return data_bytes * 8 * 1000.0 / hz


def other_modules():
    from hal import config
    from sim.display_modules import fit_display

    pushes = frames()
    for name, board, speeds in MODULES:
        display, _, chip, i2c, spi = fit_display(config.merge(board))
        tally = []
        display.invalidate()
        n0, t0 = (i2c or spi).bytes_written, chip.transactions
        display.show()
        tally.append(("whole frame", (i2c or spi).bytes_written - n0, chip.transactions - t0))
        for what, before, after in pushes[:3]:
            display.frame[:] = before
            display.show()
            n0, t0 = (i2c or spi).bytes_written, chip.transactions
            display.frame[:] = after
            display.show()
            tally.append((what, (i2c or spi).bytes_written - n0, chip.transactions - t0))
        for what, nbytes, ntrans in tally:
            if i2c:
                times = ", ".join("%5.2f ms at %d kHz" % (bus_ms(nbytes, ntrans, hz), hz // 1000)
                                  for hz in speeds)
            else:
                times = "%5.2f ms at %d MHz" % (spi_ms(nbytes, speeds[0]), speeds[0] // 1000000)
            print("[%s] %-36s %5d bytes %3d %s  bus %s" % (
                name, what, nbytes, ntrans, "transactions" if i2c else "selections  ", times))
        if chip.error_count:
            print("[%s] model errors: %s" % (name, chip.errors[:5]))


def main():
    measure()
    if sys.implementation.name != "micropython":
        run_micropython(["-m", "bench.display"])


if __name__ == "__main__":
    main()
