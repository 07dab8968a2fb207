"""Turns the glass (SSD1306.glass_bitmap(): 128x64 bytes of 0/1, row-major) into half-block
or braille text and images for the front ends (the # / . rows are SSD1306.glass_rows()).
Pillow is imported only by image()."""
from sim.ssd1306_model import HEIGHT, WIDTH

# half-block characters: (top lit, bottom lit) -> character
_HALF = {(0, 0): " ", (1, 0): "\u2580", (0, 1): "\u2584", (1, 1): "\u2588"}


def halfblock_lines(bitmap):
    """32 strings of 128 characters, each covering two pixel rows with ▀ ▄ █ or a space."""
    lines = []
    for y in range(0, HEIGHT, 2):
        top = y * WIDTH
        bottom = top + WIDTH
        lines.append("".join(_HALF[bitmap[top + x], bitmap[bottom + x]] for x in range(WIDTH)))
    return lines


# Unicode braille: the dot of pixel (dx, dy) of a 2x4 cell, as a bit of the offset from U+2800
_DOTS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))


def braille_lines(bitmap):
    """16 strings of 64 characters, each a 2x4 block of pixels as one braille character
    (the whole glass in a 66x18 box: an 80x24 terminal holds it)."""
    lines = []
    for y in range(0, HEIGHT, 4):
        chars = []
        for x in range(0, WIDTH, 2):
            bits = 0
            for dy in range(4):
                row = (y + dy) * WIDTH + x
                if bitmap[row]:
                    bits |= _DOTS[dy][0]
                if bitmap[row + 1]:
                    bits |= _DOTS[dy][1]
            chars.append(chr(0x2800 + bits))
        lines.append("".join(chars))
    return lines


def lit_level(contrast):
    """How bright lit pixels shine at a contrast register value: 0.3 at 0 (dimmed, never
    dark) to 1 at 255."""
    return 0.3 + 0.7 * contrast / 255.0


class Brightness:
    """The highest contrast a run has shown (watch: a board watcher), against which a
    glass is drawn (lit): the brightest white (255), a dimmed one grey, as the window
    shows it against the lit one."""

    def __init__(self):
        self.most = 0

    def watch(self, board):
        self.most = max(self.most, board.chip.contrast)

    def lit(self, contrast):
        """The grey lit pixels are drawn in at contrast."""
        return round(255 * lit_level(contrast) / lit_level(max(contrast, self.most)))


def image(bitmap, scale=1, lit=255):
    """A Pillow greyscale image, lit pixels lit (white), each pixel scale x scale."""
    from PIL import Image
    img = Image.frombytes("L", (WIDTH, HEIGHT), bytes(lit if b else 0 for b in bitmap))
    if scale != 1:
        img = img.resize((WIDTH * scale, HEIGHT * scale), Image.NEAREST)
    return img
