"""Frames on the link: START, LEN, SEQ, ACK, KIND, the payload (LEN bytes, at most
MAX_PAYLOAD), then a CRC-16 (CCITT, big-endian) of LEN..payload. No byte stuffing: a reader
that meets a bad length or checksum looks for the next START from the byte after the false
one, so noise costs only itself and a real frame after it is still found."""
from array import array

START = 0x7E
HEADER = 5            # START LEN SEQ ACK KIND
MAX_PAYLOAD = 64
MAX_FRAME = HEADER + MAX_PAYLOAD + 2


def _shifted(crc):
    """crc shifted out eight bits, CRC-16/CCITT's polynomial 0x1021 applied."""
    for _ in range(8):
        crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


# A byte's worth of shifts for each byte value (512 B, built once as the link loads: the
# import 64 ms on the Pico): a byte costs one look-up, 13.5 us there, not eight shifts (88.5).
_TABLE = array("H", [_shifted(n << 8) for n in range(256)])


def crc16(data, start=0, end=None, crc=0xFFFF):
    """CRC-16/CCITT-FALSE of data[start:end]."""
    if end is None:
        end = len(data)
    table = _TABLE
    for i in range(start, end):
        crc = ((crc << 8) & 0xFFFF) ^ table[(crc >> 8) ^ data[i]]
    return crc


def encode(seq, ack, kind, payload=b""):
    """The frame's bytes; ValueError for a payload over MAX_PAYLOAD."""
    n = len(payload)
    if n > MAX_PAYLOAD:
        raise ValueError("link payload of %d bytes (at most %d)" % (n, MAX_PAYLOAD))
    frame = bytearray(HEADER + n + 2)
    frame[0] = START
    frame[1] = n
    frame[2] = seq & 0xFF
    frame[3] = ack & 0xFF
    frame[4] = kind & 0xFF
    frame[HEADER:HEADER + n] = payload
    crc = crc16(frame, 1, HEADER + n)
    frame[HEADER + n] = crc >> 8
    frame[HEADER + n + 1] = crc & 0xFF
    return bytes(frame)


class Reader:
    """Finds frames in the bytes fed to it, however they are cut up. junk counts the bytes
    that were no part of a good frame (noise, a wrong baud rate, a device that is not a
    Pico Parlor); bad counts the would-be frames a length or checksum refused."""

    def __init__(self):
        self.buf = bytearray(MAX_FRAME)
        self.n = 0
        self.junk = 0
        self.bad = 0

    def feed(self, data, found):
        """found(seq, ack, kind, payload) for every good frame in data, in order."""
        while data:
            data = self._scan(data, found)

    def _scan(self, data, found):
        """Feed data until it ends (returns None) or a would-be frame is refused: then the
        bytes after its START, to be scanned again."""
        buf = self.buf
        for i in range(len(data)):
            b = data[i]
            n = self.n
            if n == 0:
                if b == START:
                    buf[0] = b
                    self.n = 1
                else:
                    self.junk += 1
                continue
            buf[n] = b
            n += 1
            self.n = n
            if n == 2 and b > MAX_PAYLOAD:
                return self._refuse(data, i)
            if n > 2 and n == HEADER + buf[1] + 2:
                size = buf[1]
                if crc16(buf, 1, HEADER + size) != buf[n - 2] << 8 | buf[n - 1]:
                    return self._refuse(data, i)
                self.n = 0
                found(buf[2], buf[3], buf[4], bytes(buf[HEADER:HEADER + size]))
        return None

    def _refuse(self, data, i):
        self.bad += 1
        self.junk += 1   # the false START
        rest = bytes(self.buf[1:self.n]) + bytes(data[i + 1:])
        self.n = 0
        return rest
