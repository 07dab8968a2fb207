"""Virtual, steppable time with MicroPython's ticks arithmetic: ticks wrap at 2**30 like
time.ticks_ms() on the device, so code that subtracts ticks instead of using ticks_diff
breaks here too (start the clock near the wrap to provoke it)."""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

TICKS_PERIOD = const(1 << 30)
_HALF = const(1 << 29)
_MASK = const((1 << 30) - 1)


class VirtualClock:
    def __init__(self, start_ms=0):
        self._now = start_ms & _MASK
        self.elapsed_ms = 0  # total virtual time, never wraps

    def ticks_ms(self):
        return self._now

    def ticks_diff(self, a, b):
        return ((a - b + _HALF) & _MASK) - _HALF

    def ticks_add(self, a, delta):
        return (a + delta) & _MASK

    def advance(self, ms):
        if ms < 0:
            raise ValueError("time cannot go backwards")
        self._now = (self._now + ms) & _MASK
        self.elapsed_ms += ms

    def sleep_ms(self, ms):
        self.advance(max(0, ms))
