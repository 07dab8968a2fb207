"""Rank tables and buffers for the 13-bit suit masks of the Monte Carlo player (bit r: rank r).

The highest set bit of a mask m is `HI[m >> 7] or LO[m]` (of m & -m: the lowest): HI (64
entries) answers when a bit above bit 6 is set, else m < 128 indexes LO. Two small tables,
not one of 8 KB, so loading never needs a large free block of heap. Their own module, so
that the viper routines (playout.py, dealer.py) and the Python ones share them.
"""
from array import array


def buffer(size):
    """size 16-bit ints, zero: what the viper routines work in."""
    return array("H", bytes(2 * size))


LO = bytearray(128)
for _k in range(1, 7):
    LO[1 << _k:2 << _k] = bytes([_k]) * (1 << _k)
HI = bytearray(64)
for _k in range(6):
    HI[1 << _k:2 << _k] = bytes([_k + 7]) * (1 << _k)
