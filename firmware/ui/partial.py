"""Partial redraws: a cursor move changes a few small boxes of the screen; drawing the whole
screen again costs a Pico about 20 ms, drawing what reaches those boxes over the frame before
a few. A screen that redraws in part starts from the glass (the display's copy of what it
shows, hal/display.py) and draws its changes over it. Apart from firmware/ui/gfx.py, which
every app loads: only the screens that use it load it."""
from firmware.ui.gfx import HEIGHT, WIDTH
from hal.native import micropython, ptr8


def last_frame(gfx, number):
    """The glass, if it shows frame number (gfx.frames counts the frames begun by clear()),
    the frame drawn just before this one, as drawn: what a partial redraw starts from (the
    copy gfx.cover() kept, where an overlay was drawn over it); else None (another frame
    came between, or the glass may not show what was pushed)."""
    display = gfx.display
    if number != gfx.frames - 1 or not getattr(display, "glass_known", False):
        return None
    return gfx.under if gfx.covered == number else display.glass


def load_frame(gfx, frame):
    """Put back a whole frame (such as last_frame's): a copy, not a drawing."""
    gfx.pages[:] = frame


# MicroPython takes a call's frame from the heap where it holds more than 11 words (most
# drawing calls: 0.06-0.08 ms each on the Pico in a game's heap, a gfx.fill_rect 0.12 ms
# where 0.04 ms would draw it), and from the C stack while the heap is locked (an allocation
# then raises MemoryError): a redraw that allocates nothing runs between heap_lock() and
# heap_unlock(). CPython has no such lock. (No new names here: each name a module interns
# may cost a linked game's heap a new pool of them, docs/MEASURED.md "On the device".)
if hasattr(micropython, "heap_lock"):
    heap_lock = micropython.heap_lock
    heap_unlock = micropython.heap_unlock
else:
    def heap_lock():
        pass

    heap_unlock = heap_lock


def keep(gfx, frame, x0, y0, x1, y1):
    """Take frame's pixels back inside x0, y0 - x1, y1 (inclusive): where the whole shapes
    drawn for a partial redraw reach past what it changes."""
    _keep(gfx.pages, frame, x0, y0, x1, y1)


# keep's work, each page byte merged under the mask of its rows in the box: machine code on
# MicroPython (in Python a call cost the Pico 0.3 ms, most of it the arithmetic around a few
# bytes), plain Python elsewhere.
@micropython.viper
def _keep(pages: ptr8, frame: ptr8, x0: int, y0: int, x1: int, y1: int):
    width = int(WIDTH)
    a = x0 if x0 > 0 else 0
    b = x1 + 1 if x1 < width else width
    top = y0 if y0 > 0 else 0
    bottom = y1 if y1 < int(HEIGHT) else int(HEIGHT) - 1
    for page in range(top >> 3, (bottom >> 3) + 1):
        lo = y0 - page * 8
        hi = y1 - page * 8
        if lo < 0:
            lo = 0
        if hi > 7:
            hi = 7
        m = (0xFF << lo) & (0xFF >> (7 - hi))
        rest = 0xFF ^ m
        at = page * width
        for i in range(at + a, at + b):
            pages[i] = (pages[i] & rest) | (frame[i] & m)
