"""web/icons.py: the installed app's icons are the splash screen's pixels, each a block of
whole screen pixels in the page's lit colour on black."""
from PIL import Image

from web import icons


def test_the_icons_are_the_splash_screens_pixels(tmp_path):
    square = icons.splash_square()
    lit = {(x, y) for y in range(icons.SIDE) for x in range(icons.SIDE) if square.getpixel((x, y))}
    assert len(lit) > 300  # the title and the cards
    for name, png in icons.icons().items():
        path = tmp_path / name
        path.write_bytes(png)
        image = Image.open(path).convert("RGB")
        size = int(name[len("icon-"):-len(".png")])
        assert image.size == (size, size) and size in icons.SIZES
        block = size // icons.SIDE
        for y in range(icons.SIDE):
            for x in range(icons.SIDE):
                colour = image.getpixel((x * block + block // 2, y * block + block // 2))
                assert colour == (icons.LIT if (x, y) in lit else (0, 0, 0)), (name, x, y)
