"""The key bar along the bottom of a screen, the same everywhere: what each button does now,
as "KEY:ACT" pairs in the 5x7 font (A:DROP B:UNDO), the arrows written < > ^ v."""
from firmware.ui.gfx import HEIGHT, SMALL, WIDTH

Y = HEIGHT - 7  # the bar's 7 rows of letters end at the bottom edge


def draw(gfx, pairs, y=Y):
    """pairs: (key, act) in order, e.g. (("A", "DROP"), ("B", "UNDO")); centred, kept off
    both edges."""
    s = " ".join(k + ":" + a for k, a in pairs)
    gfx.text(s, max(1, (WIDTH - gfx.text_width(s, SMALL)) // 2), y, SMALL)
