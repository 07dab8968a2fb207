"""The board's random source: one small PRNG that gives the same numbers on CPython and
MicroPython for the same seed, so a seeded game replays identically everywhere."""

_MASK = 0xFFFFFFFF


class Rng:
    """xorshift32 with unbiased helpers (MicroPython has no random.shuffle)."""

    def __init__(self, seed=1):
        self.seed(seed)

    def seed(self, seed):
        # Scramble the seed so small neighbouring seeds give unrelated streams; never 0.
        s = (int(seed) * 0x9E3779B1 + 0x7F4A7C15) & _MASK
        self._s = s or 0x6D2B79F5
        for _ in range(4):
            self.next32()

    def next32(self):
        s = self._s
        s ^= (s << 13) & _MASK
        s ^= s >> 17
        s ^= (s << 5) & _MASK
        self._s = s
        return s

    def randbelow(self, n):
        """Uniform integer in [0, n), by rejection so no value is favoured."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = _MASK - (_MASK + 1) % n
        r = self.next32()
        while r > limit:
            r = self.next32()
        return r % n

    def randrange(self, a, b=None):
        if b is None:
            return self.randbelow(a)
        return a + self.randbelow(b - a)

    def random(self):
        """Float in [0, 1)."""
        return self.next32() / 4294967296.0

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items):
        """Fisher-Yates in place."""
        i = len(items) - 1
        while i > 0:
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1

    def state(self):
        return self._s

    def set_state(self, s):
        self._s = (int(s) & _MASK) or 0x6D2B79F5
