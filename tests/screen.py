"""Reading the simulated glass in tests: find a string drawn in one of the project's fonts
anywhere on the display model's glass (so tests check what a player would see)."""
from firmware.ui.gfx import SMALL, Gfx


class _Canvas:
    """Just enough of a display for Gfx's text: a page buffer."""

    def __init__(self):
        self.frame = bytearray(1024)


def _rows(g, w, h):
    """Rows (bytearrays of 0/1) of g's w x h pixels from the top-left corner."""
    pages = g.pages
    # bytearray rows: a list of 125 ints is a 1 KB block, hard to find on a 192K heap mid-game
    return [bytearray((pages[(y >> 3) * 128 + x] >> (y & 7)) & 1 for x in range(w))
            for y in range(h)]


def drawn_rows(draw, w, h):
    """The rows of the w x h pixels from the top-left corner that draw(gfx) lights."""
    g = Gfx(_Canvas())
    draw(g)
    return _rows(g, w, h)


def glyph_rows(text, font=SMALL):
    g = Gfx(_Canvas())
    rows = _rows(g, g.text(text, 0, 0, font), font[2] * font[5])
    while len(rows) > 1 and not any(rows[-1]):
        rows.pop()  # the font's blank bottom row: text may sit on the glass's last row
    return rows


def find_text(chip, text, font=SMALL, inverted=None, top=0):
    """(x, y) where text is shown on the glass (from row top down), or None. inverted: True
    to look for dark text on a lit box, False for lit text, None for either."""
    return find_pattern(chip, glyph_rows(text, font), inverted, top)


def find_pattern(chip, pattern, inverted=None, top=0):
    """(x, y) where pattern (rows of 0/1, lit 1, drawn_rows) is shown on the glass, as
    find_text."""
    # Row by row: one 8 KB block can fail on a fragmented 192K MicroPython heap.
    glass = [bytearray(chip.glass_pixel(x, y) for x in range(128)) for y in range(64)]
    h, w = len(pattern), len(pattern[0])
    want = (0, 1) if inverted is None else ((1,) if inverted else (0,))
    for flip in want:
        # Anchor on the first lit pixel of the pattern to skip most positions fast.
        ay, ax = next((y, x) for y in range(h) for x in range(w) if pattern[y][x])
        for y0 in range(top, 64 - h + 1):
            for x0 in range(128 - w + 1):
                if glass[y0 + ay][x0 + ax] ^ flip != 1:
                    continue
                if all(glass[y0 + y][x0 + x] ^ flip == pattern[y][x]
                       for y in range(h) for x in range(w)):
                    return x0, y0
    return None


def shows(board, text, font=SMALL, inverted=None):
    return find_text(board.chip, text, font, inverted) is not None



def shows_banner(board, big, small):
    """A board game's result banner (ui/board_panel.py): big then small on one line, dark
    on the lit strip over the panel's first two lines."""
    at = find_text(board.chip, big + " " + small, SMALL, True)
    return at is not None and at[1] < 9


def glass(chip):
    """What the chip shows, as its 1 KB display RAM: to compare two moments of one board
    (glass_rows() builds 8 KB, too big a block for a 192K MicroPython heap mid-game)."""
    return bytes(chip.ram)


def shows_row(board, label, figure, font=SMALL):
    """label shown, and on its line figure right-aligned against the last column but one
    (a side panel's count; nothing is drawn on column 127). Each line label is on counts
    (YOU begins the status YOUR MOVE too, over the row YOU 2)."""
    pattern = glyph_rows(figure, font)
    x0 = 127 - len(pattern[0])
    at = find_text(board.chip, label, font)
    while at is not None:
        if all(board.chip.glass_pixel(x0 + x, at[1] + y) == pattern[y][x]
               for y in range(len(pattern)) for x in range(len(pattern[0]))):
            return True
        at = find_text(board.chip, label, font, None, at[1] + 1)
    return False


def column_dark(board, x=127):
    return not any(board.chip.glass_pixel(x, y) for y in range(64))


UP_ROWS = ("..#..", ".###.", "#####")   # the triangle's rows, over the middle of a 5x7 cell


def triangles(pixel):
    """(x, y, "UP" or "DOWN") of each solid 5x3 triangle that pixel(x, y) shows with its
    cell's dark ring round it (two dark rows over and under it, a dark column each side;
    off the glass is dark), x, y its top-left corner."""
    def at(x, y):
        return pixel(x, y) if 0 <= x < 128 and 0 <= y < 64 else 0
    found = []
    for name, rows in (("UP", UP_ROWS), ("DOWN", tuple(reversed(UP_ROWS)))):
        for y in range(62):
            for x in range(124):
                if not at(x + 2, y + 1) or at(x - 1, y + 1):
                    continue   # (most places fail here: the middle lit, dark beside it)
                if all(at(x + i, y + j) == (0 <= i < 5 and 0 <= j < 3 and rows[j][i] == "#")
                       for i in range(-1, 6) for j in range(-2, 5)):
                    found.append((x, y, name))
    return found


def shows_nothing_back(board, said="NO UNDO"):
    """A board game's B with nothing to take back: said inverted over the panel's title and
    status, and what to do instead, HOLD B: MENU, in the box over its key bar (ui/
    board_panel.py's MENU_HINT in TOAST_BOX; reviews 67-70: NOT YET alone read as wait)."""
    from firmware.ui.board_panel import MENU_HINT, NOTICE_H, TOAST_BOX, X
    at = find_text(board.chip, said, SMALL, True)
    hold = find_text(board.chip, MENU_HINT[0], SMALL, True, TOAST_BOX[1])
    menu = find_text(board.chip, MENU_HINT[1], SMALL, True, TOAST_BOX[1])
    return at is not None and at[0] == X and at[1] < NOTICE_H and hold is not None and \
        menu is not None and menu[1] == hold[1] + 8 and hold[0] >= X - 1
