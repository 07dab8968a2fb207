"""Partial redraws: a cursor move changes a few small boxes of the screen; drawing the whole
screen again costs a Pico about 20 ms, drawing what reaches those boxes over the frame before
a few. A screen that redraws in part starts from the glass (the display's copy of what it
shows, hal/display.py) and draws its changes over it. Apart from firmware/ui/gfx.py, which
every app loads: only the screens that use it load it."""
from firmware.ui.gfx import HEIGHT, WIDTH


def last_frame(gfx, number):
    """The glass, if it shows frame number (gfx.frames counts the frames begun by clear()),
    the frame drawn just before this one, as drawn: what a partial redraw starts from; else
    None (another frame came between, or the glass may not show what was pushed)."""
    display = gfx.display
    if number != gfx.frames - 1 or not getattr(display, "glass_known", False):
        return None
    return display.glass


def load_frame(gfx, frame):
    """Put back a whole frame (such as last_frame's): a copy, not a drawing."""
    gfx.pages[:] = frame


def keep(gfx, frame, x0, y0, x1, y1):
    """Take frame's pixels back inside x0, y0 - x1, y1 (inclusive): where the whole shapes
    drawn for a partial redraw reach past what it changes. Whole page bytes are copied, the
    rest merged bit by bit."""
    pages = gfx.pages
    a = max(x0, 0)
    b = min(x1, WIDTH - 1) + 1
    for page in range(max(y0, 0) >> 3, (min(y1, HEIGHT - 1) >> 3) + 1):
        m = _rows(y0 - page * 8, y1 - page * 8)
        at = page * WIDTH
        if m == 0xFF:
            pages[at + a:at + b] = frame[at + a:at + b]
            continue
        for i in range(at + a, at + b):
            pages[i] = (pages[i] & (0xFF ^ m)) | (frame[i] & m)


def _rows(top, bottom):
    """The bits of rows top..bottom (0..7 within a page; either may lie beyond) in a page byte."""
    if bottom < 0 or top > 7:
        return 0
    return (0xFF << max(top, 0)) & (0xFF >> (7 - min(bottom, 7)))
