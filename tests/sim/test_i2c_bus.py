# runs-on: micropython
"""The virtual I2C bus: busio-style calls, targets by address, ENODEV for a missing one."""
from sim.driver import load_ssd1306
from sim.i2c_bus import ENODEV, VirtualI2C
from tests.util import raises


class Recorder:
    def __init__(self):
        self.writes = []

    def write(self, buf):
        self.writes.append(bytes(buf))

    def read_into(self, buf, start, end):
        for i in range(start, end):
            buf[i] = i


def test_missing_address_raises_enodev_like_machine_i2c():
    bus = VirtualI2C()
    e = raises(OSError, bus.writeto, 0x3C, b"\x00")
    assert e.args[0] == ENODEV == 19
    raises(OSError, bus.readfrom_into, 0x3C, bytearray(1))
    assert bus.scan() == []


def test_writes_honour_start_and_end_and_are_counted():
    bus = VirtualI2C()
    target = Recorder()
    bus.attach(0x20, target)
    bus.writeto(0x20, b"abcdef", start=1, end=4)
    bus.writeto(0x20, b"xyz")
    bus.writeto(0x20, b"")  # a probe reaches the target as an empty write
    assert target.writes == [b"bcd", b"xyz", b""]
    assert bus.transactions == 3 and bus.bytes_written == 6
    assert bus.scan() == [0x20]


def test_reads_and_write_then_read():
    bus = VirtualI2C()
    target = Recorder()
    bus.attach(0x20, target)
    buf = bytearray(4)
    bus.readfrom_into(0x20, buf, start=1, end=3)
    assert list(buf) == [0, 1, 2, 0]
    buf = bytearray(2)
    bus.writeto_then_readfrom(0x20, b"\x05\x06", buf, out_start=1, in_end=1)
    assert target.writes[-1] == b"\x06" and list(buf) == [0, 0]


def test_lock_is_exclusive_until_unlocked():
    bus = VirtualI2C()
    assert bus.try_lock() and not bus.try_lock()
    bus.unlock()
    assert bus.try_lock()


def test_scan_lists_targets_in_order_and_detach_removes():
    bus = VirtualI2C()
    bus.attach(0x3D, Recorder())
    bus.attach(0x3C, Recorder())
    assert bus.scan() == [0x3C, 0x3D]
    bus.detach(0x3D)
    assert bus.scan() == [0x3C]


def test_adafruit_driver_reports_a_missing_display():
    driver = load_ssd1306()
    e = raises(ValueError, driver.SSD1306_I2C, 128, 64, VirtualI2C())
    assert "0x3c" in str(e)
