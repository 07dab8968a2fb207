"""The buzzer through the computer's speakers for the window front end: each tone the app
plays on board.sound (VirtualBuzzer) is played as a quiet square wave. CPython, pygame."""
import os
from array import array

RATE = 22050
AMPLITUDE = 2500  # of 32767: a piezo is not loud, neither is this


def square_wave(freq, ms, rate=RATE):
    """16-bit mono samples of a square wave (silence for freq 0)."""
    count = rate * ms // 1000
    if freq <= 0:
        return array("h", bytes(2 * count))
    half = max(1, rate // (2 * freq))
    return array("h", (AMPLITUDE if (i // half) % 2 == 0 else -AMPLITUDE
                       for i in range(count)))


class Speaker:
    def __init__(self, pygame):
        """RuntimeError when there is no audio device."""
        saved = os.dup(2)  # ALSA prints pages of C-level complaints when there is no card
        try:
            with open(os.devnull, "w") as null:
                os.dup2(null.fileno(), 2)
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
        except Exception as e:
            raise RuntimeError("no sound: %s" % e)
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        self.mixer = pygame.mixer
        self._cache = {}
        self._heard = 0  # board.sound.count already played

    def follow(self, buzzer):
        """Play what the buzzer started since the last call; stop when it stopped."""
        if buzzer.count != self._heard:
            self._heard = buzzer.count
            if buzzer.playing is not None:
                self.mixer.stop()
                key = buzzer.playing
                if key not in self._cache:
                    self._cache[key] = self.mixer.Sound(buffer=square_wave(*key).tobytes())
                self._cache[key].play()
                return
        if buzzer.playing is None:
            self.mixer.stop()

    def close(self):
        self.mixer.quit()
