"""Damaged record files of every kind, seeded (tests/hal/test_power_cut.py and
tests/firmware/test_app_power_cut.py): noise, truncated, a changed byte, oversized, another
version, foreign headers, a body that is not JSON, JSON of the wrong shape, nesting deeper
than a parser's stack, text that is not UTF-8."""
import json

from hal.storage import MAGIC, MAX_BYTES

try:
    from binascii import crc32
except ImportError:  # CPython
    from zlib import crc32

KINDS = 10


def _record(version, payload):
    body = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    head = "%s %d %d %d\n" % (MAGIC, version, len(body), crc32(body) & 0xFFFFFFFF)
    return head.encode() + body


def _random_bytes(rng, n):
    return bytes(rng.randbelow(256) for _ in range(n))


GOOD = {"contrast": 1, "sound": 0, "repeat": 2, "sleep": 1}


def _pieces_record(pieces):
    """A valid header for a body given in pieces (no big string on a small heap)."""
    crc = 0
    size = 0
    for piece in pieces:
        crc = crc32(piece, crc)
        size += len(piece)
    return [("%s 1 %d %d\n" % (MAGIC, size, crc & 0xFFFFFFFF)).encode()] + pieces


def write_garbage(path, rng, kind):
    """Write one damaged file of the given kind (0..9), seeded."""
    if kind == 3:  # oversized, otherwise valid
        chunk = b"x" * 1024
        parts = _pieces_record([b'{"pad": "'] + [chunk] * (MAX_BYTES // 1024 + 1 + rng.randbelow(4))
                               + [b'"}'])
    elif kind == 8:  # nesting deeper than any parser's stack
        depth = 500 + rng.randbelow(4000)
        parts = _pieces_record([b"[" * depth, b"]" * depth])
    else:
        parts = [garbage(rng, kind)]
    with open(path, "wb") as f:
        for part in parts:
            f.write(part)


def garbage(rng, kind):
    """One damaged file of kind 0..9 but 3 and 8 (write_garbage), seeded."""
    good = _record(1, GOOD)
    if kind == 0:  # noise
        return _random_bytes(rng, rng.randbelow(200))
    if kind == 1:  # truncated by a cut copy
        return good[:rng.randbelow(len(good))]
    if kind == 2:  # one byte changed
        i = rng.randbelow(len(good))
        return good[:i] + bytes(((good[i] + 1 + rng.randbelow(255)) & 255,)) + good[i + 1:]
    if kind == 4:  # written by another firmware version
        return _record((0, 2, 3, 99, -1)[rng.randbelow(5)], GOOD)
    if kind == 5:  # a foreign or mangled header
        heads = (b"PPR2 1 10 0\n", b"PPR1 one 10 0\n", b"PPR1 1\n", b"\n", b"PPR1 1 -5 0\n",
                 b"PPR1 1 10 0 extra\n", b"\xff\xfe\x00\n")
        return heads[rng.randbelow(len(heads))] + _random_bytes(rng, rng.randbelow(20))
    if kind == 6:  # a good header over a body that is not JSON
        return _record(1, _random_bytes(rng, 1 + rng.randbelow(60)))
    if kind == 7:  # JSON of the wrong shape for the record
        shapes = ([1, 2], "settings", None, 3.5, {}, {"contrast": "High"},
                  {"contrast": 9, "sound": 0, "repeat": 0, "sleep": 0}, {"sound": True})
        return _record(1, shapes[rng.randbelow(len(shapes))])
    return _record(1, b'{"contrast": "\xff\xfe\xc3"}')  # 9: not UTF-8
