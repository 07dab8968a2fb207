"""Display figures (make bench): bytes and time per full-frame push through the real
adafruit_ssd1306 driver, the virtual I2C bus and the SSD1306 model, on CPython and under
MicroPython's unix port, and the time the same bytes take on a real I2C bus.

    python -m bench.display           (CPython figures, then the micropython run)
    micropython -X heapsize=192K -m bench.display

I2C sends 9 bits per byte (8 data + ACK) plus the address byte and start/stop per
transaction. Device estimates use DESIGN.md section 8: the Pico is ~150x slower than the
unix port (only the driver's share runs on the device; the model is the simulator's)."""
import sys

from bench import DEVICE_FACTOR, run_micropython

PUSHES = 200
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
    """Accepts every write and does nothing: the driver's own cost."""

    def __init__(self):
        self.transactions = 0
        self.bytes_written = 0

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def writeto(self, address, buf, *, start=0, end=None):
        self.transactions += 1
        self.bytes_written += (len(buf) if end is None else end) - start


def per_push_us(fn, count=PUSHES):
    fn()  # warm up
    t0 = ticks_us()
    for _ in range(count):
        fn()
    return ticks_diff(ticks_us(), t0) / count


def bus_ms(data_bytes, transactions, hz):
    bits = (data_bytes + transactions) * 9 + transactions * 2  # + start and stop
    return bits * 1000.0 / hz


def measure():
    sys.path.insert(0, ".")
    from sim.board import SimBoard
    from sim.driver import load_ssd1306

    driver = load_ssd1306()
    board = SimBoard()
    display = board.display
    display.fill(0)
    display.fill_rect(10, 10, 50, 30, 1)
    bus = board.i2c
    before = (bus.bytes_written, bus.transactions, board.chip.frames)
    display.show()
    nbytes = bus.bytes_written - before[0]
    ntrans = bus.transactions - before[1]
    impl = sys.implementation.name
    print("[%s] full-frame push (show()): %d bytes in %d I2C transactions, %d data write(s)"
          % (impl, nbytes, ntrans, board.chip.frames - before[2]))
    for hz in BUS_HZ:
        print("[%s]   on a real bus at %4d kHz: %.1f ms per frame (max %.0f frames/s)"
              % (impl, hz // 1000, bus_ms(nbytes, ntrans, hz), 1000 / bus_ms(nbytes, ntrans, hz)))
    whole = per_push_us(display.show)
    null = driver.SSD1306_I2C(128, 64, NullBus())
    alone = per_push_us(null.show)
    glass = per_push_us(board.chip.glass_bitmap, 20)
    print("[%s] driver + bus + model: %.3f ms per push (%d pushes)" % (impl, whole / 1000, PUSHES))
    print("[%s] driver alone (null bus): %.3f ms per push" % (impl, alone / 1000))
    print("[%s] model's glass_bitmap() for the front ends: %.3f ms" % (impl, glass / 1000))
    if impl == "micropython":
        print("[%s] device estimate of the driver's CPU share: ~%.1f ms per push (x%d), "
              "small beside the bus time" % (impl, alone * DEVICE_FACTOR / 1000, DEVICE_FACTOR))
    paged = driver.SSD1306_I2C(128, 64, NullBus(), page_addressing=True)
    paged.i2c_device.i2c.bytes_written = paged.i2c_device.i2c.transactions = 0
    paged.show()
    pbus = paged.i2c_device.i2c
    print("[%s] page-addressing driver mode: %d bytes in %d transactions -> %.1f ms at 400 kHz"
          % (impl, pbus.bytes_written, pbus.transactions,
             bus_ms(pbus.bytes_written, pbus.transactions, 400000)))
    if board.chip.error_count:
        print("[%s] model errors: %s" % (impl, board.chip.errors[:5]))


def main():
    measure()
    if sys.implementation.name != "micropython":
        run_micropython(["-m", "bench.display"])


if __name__ == "__main__":
    main()
