"""The simulated board's small devices: the button pad, the buzzer and the watchdog.
Runs on CPython and MicroPython."""
from hal.buttons import COUNT

SOUND_KEPT = 64  # the buzzer log keeps the latest tones only


class VirtualPad:
    """Buttons a script or a front end holds down; read() is the bitmask hal.buttons polls
    (bit i = button i, 1 = held), like the Pico's pull-up pins after inversion."""

    def __init__(self):
        self._held = 0

    def _bit(self, button):
        if not 0 <= button < COUNT:
            raise ValueError("no button %r" % (button,))
        return 1 << button

    def press(self, button):
        self._held |= self._bit(button)

    def release(self, button):
        self._held &= ~self._bit(button)

    def read(self):
        return self._held


class VirtualBuzzer:
    """Records tones as (freq, ms) instead of playing them; `playing` is the current one.
    The log is a ring of ints allocated once, so a long session under MicroPython's heap
    figures shows no growth from the simulated board's own bookkeeping."""

    def __init__(self):
        self._ring = [0] * (2 * SOUND_KEPT)  # freq, ms of tone number count - 1 at its slot
        self.count = 0
        self.playing = None

    def tone(self, freq, ms):
        slot = 2 * (self.count % SOUND_KEPT)
        self._ring[slot] = freq
        self._ring[slot + 1] = ms
        self.count += 1
        self.playing = (freq, ms)

    @property
    def tones(self):
        """The latest SOUND_KEPT tones, oldest first."""
        first = max(0, self.count - SOUND_KEPT)
        return [(self._ring[2 * (n % SOUND_KEPT)], self._ring[2 * (n % SOUND_KEPT) + 1])
                for n in range(first, self.count)]

    def stop(self):
        self.playing = None


class VirtualWatchdog:
    def __init__(self):
        self.feeds = 0

    def feed(self):
        self.feeds += 1
