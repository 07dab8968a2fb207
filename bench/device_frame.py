"""The link's frames on the device (firmware/link/frame.py, after `make deploy`), in device
time (time.ticks_us): the import (it builds the CRC table) and the heap the module holds; then,
for frames of 7 / 9 / 20 / 71 bytes (payload 0 / 2 / 13 / 64: an ACK, a MOVE, a SYNC, the
longest), encode and read (Reader.feed, the frame whole), min / median / max of ROUNDS each;
and the CRC of the longest frame's 68 checked bytes by the table and bit by bit.

    mpremote connect PORT run bench/device_frame.py
"""
import gc
import time

ROUNDS = 15
PAYLOADS = (0, 2, 13, 64)


def spread(times):
    times = sorted(times)
    return "%.2f / %.2f / %.2f ms" % (times[0] / 1000, times[len(times) // 2] / 1000,
                                      times[-1] / 1000)


def timed(call):
    times = []
    for _ in range(ROUNDS):
        t = time.ticks_us()
        call()
        times.append(time.ticks_diff(time.ticks_us(), t))
    return spread(times)


gc.collect()
free = gc.mem_free()
t = time.ticks_us()
from firmware.link import frame  # noqa: E402
took = time.ticks_diff(time.ticks_us(), t)
gc.collect()
print("import (the table built) %.1f ms; the module holds %d B" % (took / 1000,
                                                                   free - gc.mem_free()))
for n in PAYLOADS:
    payload = bytes(range(n))
    data = frame.encode(1, 2, 18, payload)
    reader = frame.Reader()
    print("%2d B frame: encode %s, read %s" % (
        len(data), timed(lambda p=payload: frame.encode(1, 2, 18, p)),
        timed(lambda r=reader, d=data: r.feed(d, lambda *f: None))))


def bit_by_bit(data):
    crc = 0xFFFF
    for b in data:
        crc = frame._shifted(crc ^ b << 8)
    return crc


longest = frame.encode(1, 2, 18, bytes(64))[1:-2]
assert bit_by_bit(longest) == frame.crc16(longest)
print("CRC of %d B: table %s, bit by bit %s" % (
    len(longest), timed(lambda: frame.crc16(longest)), timed(lambda: bit_by_bit(longest))))
