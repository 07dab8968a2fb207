"""The installed app's icons, drawn from the firmware's own pixels: the splash screen as the
simulator shows it (PICO PARLOR over four cards), cropped to its middle (the version mark
left out) on a black square, each glass pixel a block of whole screen pixels in the page's
lit colour. web/build.py writes them beside manifest.webmanifest, which names them. CPython
and Pillow."""
import io
import shutil
import tempfile

from firmware.app import App
from sim.board import SimBoard
from sim.render import image

SPLASH_MS = 200  # the splash is on the glass from the first frame until about 1 s
CROP = (16, 0, 112, 64)  # the title and the cards: x 25 to 98 on the glass
SIDE = 96  # the square the crop is centred on, in glass pixels
SIZES = (192, 576)  # whole multiples of SIDE; the manifest's icons
LIT = (222, 240, 255)  # web/glass.mjs's lit pixel at full contrast


def splash_square():
    """A Pillow greyscale image, SIDE x SIDE: the splash's middle on black."""
    from PIL import Image
    state_dir = tempfile.mkdtemp(prefix="pico-parlor-icons-")  # the splash saves nothing
    try:
        board = SimBoard(seed=1, state_dir=state_dir)
        board.run(App(board), SPLASH_MS)
    finally:
        shutil.rmtree(state_dir, ignore_errors=True)
    crop = image(board.chip.glass_bitmap()).crop(CROP)
    square = Image.new("L", (SIDE, SIDE), 0)
    square.paste(crop, ((SIDE - crop.width) // 2, (SIDE - crop.height) // 2))
    return square


def icons():
    """{file name: PNG bytes} for every size in SIZES."""
    from PIL import Image, ImageOps
    square = ImageOps.colorize(splash_square(), (0, 0, 0), LIT)
    found = {}
    for size in SIZES:
        out = io.BytesIO()
        square.resize((size, size), Image.NEAREST).save(out, "PNG", optimize=True)
        found["icon-%d.png" % size] = out.getvalue()
    return found
