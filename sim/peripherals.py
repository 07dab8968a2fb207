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
    """Records tones as (freq, ms) instead of playing them; `playing` is the current one."""

    def __init__(self):
        self.tones = []
        self.count = 0
        self.playing = None

    def tone(self, freq, ms):
        self.count += 1
        self.playing = (freq, ms)
        self.tones.append(self.playing)
        if len(self.tones) > SOUND_KEPT:
            del self.tones[0]

    def stop(self):
        self.playing = None


class VirtualWatchdog:
    def __init__(self):
        self.feeds = 0

    def feed(self):
        self.feeds += 1
