"""A virtual I2C bus with the busio-style methods adafruit_bus_device uses, so the unmodified
adafruit_ssd1306 driver talks to simulated chips. Runs on CPython and MicroPython."""

ENODEV = 19  # what machine.I2C raises when no target acknowledges its address


class VirtualI2C:
    """Targets are objects with write(buf) (one write transaction) and
    read_into(buf, start, end), registered by 7-bit address."""

    def __init__(self):
        self.targets = {}
        self._locked = False
        self.transactions = 0  # write and read transactions that reached a target
        self.bytes_written = 0  # payload bytes, without the address byte

    def attach(self, address, target):
        self.targets[address] = target

    def detach(self, address):
        del self.targets[address]

    def _target(self, address):
        target = self.targets.get(address)
        if target is None:
            raise OSError(ENODEV)
        return target

    def try_lock(self):
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self):
        self._locked = False

    def scan(self):
        return sorted(self.targets)

    def writeto(self, address, buf, *, start=0, end=None):
        target = self._target(address)
        if end is None:
            end = len(buf)
        self.transactions += 1
        self.bytes_written += end - start
        target.write(memoryview(buf)[start:end])

    def readfrom_into(self, address, buf, *, start=0, end=None):
        target = self._target(address)
        if end is None:
            end = len(buf)
        self.transactions += 1
        target.read_into(buf, start, end)

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, *, out_start=0,
                              out_end=None, in_start=0, in_end=None):
        self.writeto(address, out_buffer, start=out_start, end=out_end)
        self.readfrom_into(address, in_buffer, start=in_start, end=in_end)
