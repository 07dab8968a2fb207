# runs-on: micropython
"""firmware/ui/partial.py: keep() takes back exactly the box's pixels from the frame given,
bit by bit at its top and bottom rows, nothing outside it."""
from firmware.ui import partial
from firmware.ui.gfx import HEIGHT, WIDTH
from hal.rng import Rng


class Pages:
    def __init__(self, pages):
        self.pages = pages


def lit(buf, x, y):
    return buf[(y >> 3) * WIDTH + x] >> (y & 7) & 1


def test_keep_takes_back_the_box_and_nothing_else():
    rng = Rng(11)
    for trial in range(60):
        now = bytearray(rng.randbelow(256) for _ in range(WIDTH * HEIGHT // 8))
        frame = bytearray(rng.randbelow(256) for _ in range(WIDTH * HEIGHT // 8))
        x0 = rng.randbelow(WIDTH + 8) - 4
        y0 = rng.randbelow(HEIGHT + 8) - 4
        x1 = x0 + rng.randbelow(40)
        y1 = y0 + rng.randbelow(30)
        before = bytes(now)
        partial.keep(Pages(now), memoryview(frame), x0, y0, x1, y1)
        for x in range(WIDTH):
            for y in range(0, HEIGHT, 3 if trial % 4 else 1):
                inside = x0 <= x <= x1 and y0 <= y <= y1
                want = lit(frame, x, y) if inside else lit(before, x, y)
                assert lit(now, x, y) == want, (trial, x, y)
