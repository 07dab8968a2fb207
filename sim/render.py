"""Turns the glass (SSD1306.glass_bitmap(): 128x64 bytes of 0/1, row-major) into half-block
text and images for the front ends (the # / . rows are SSD1306.glass_rows()). Pillow is
imported only by image()."""
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


def image(bitmap, scale=1):
    """A Pillow greyscale image, lit pixels white, each pixel scale x scale."""
    from PIL import Image
    img = Image.frombytes("L", (WIDTH, HEIGHT), bytes(255 if b else 0 for b in bitmap))
    if scale != 1:
        img = img.resize((WIDTH * scale, HEIGHT * scale), Image.NEAREST)
    return img
