"""The simulated link cable between two simulated boards: what one end writes, the other
reads, unless the cable is cut; a test can feed either end noise or let a damage function
drop, corrupt or add bytes on the way, and a log sees every byte each way. Runs on CPython
and MicroPython (no buffer grows past what the other end has not read)."""


class CableEnd:
    """One board's port (hal/board.py: link_port): write, read, close."""

    def __init__(self, cable, side):
        self.cable = cable
        self.side = side
        self.waiting = bytearray()   # arrived, not read yet
        self.closed = False

    def write(self, data):
        if not self.closed:
            self.cable.carry(self.side, data)

    def read(self):
        if not self.waiting:
            return None
        data = bytes(self.waiting)
        self.waiting = bytearray()
        return data

    def close(self):
        self.closed = True


class Cable:
    """ends[0] and ends[1]. log(side, data): every write, cut or not (side 0: the bytes
    end 0 sent). damage(side, data) -> the bytes that arrive instead (a test's noise)."""

    def __init__(self, log=None, damage=None):
        self.ends = (CableEnd(self, 0), CableEnd(self, 1))
        self.log = log
        self.damage = damage
        self.connected = True

    def cut(self):
        self.connected = False

    def restore(self):
        self.connected = True

    def carry(self, side, data):
        if self.log is not None:
            self.log(side, data)
        if not self.connected:
            return
        if self.damage is not None:
            data = self.damage(side, data)
        self.ends[1 - side].waiting.extend(data)

    def plug(self, side):
        """End side, plugged in afresh (a board opening its link again after closing it)."""
        end = self.ends[side]
        end.closed = False
        end.waiting = bytearray()
        return end

    def inject(self, side, data):
        """Bytes arriving at end side as if from the line (noise, another device)."""
        self.ends[side].waiting.extend(data)


class Damage:
    """Random harm to a share of what is carried (rate: 1 write in rate is harmed): a byte
    flipped, bytes dropped, random bytes added, or the whole write lost; harmed counts it.
    rng: hal.rng.Rng (the same harm on CPython and MicroPython for a seed)."""

    def __init__(self, rng, rate=4):
        self.rng = rng
        self.rate = rate
        self.harmed = 0

    def __call__(self, side, data):
        rng = self.rng
        if not data or rng.randbelow(self.rate):
            return data
        self.harmed += 1
        data = bytearray(data)
        what = rng.randbelow(4)
        i = rng.randbelow(len(data))
        if what == 0:
            data[i] ^= 1 << rng.randbelow(8)
        elif what == 1:
            data = data[:i] + data[i + 1 + rng.randbelow(4):]
        elif what == 2:
            data = data[:i] + bytes(rng.randbelow(256) for _ in range(1 + rng.randbelow(8))) \
                + data[i:]
        else:
            data = bytearray()
        return data
