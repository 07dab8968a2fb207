"""Drawing the game: the board on the left (20 px cells, 1 px grid lines); the side panel
on the right is the board screen's (ui/board_panel.py)."""
from firmware.games.tictactoe.engine import O, X

CELL = 20
PITCH = 21
BOARD_X = 1
BOARD_Y = 1
_TICK = 4         # the last move's corner ticks: each arm this long
# The marks as MONO_VLSB columns (two 8-row bands), drawn by one glyph call (the six lines
# of an X cost the Pico about 0.9 ms): X, two diagonals three pixels thick, 12x12 from the
# cell's (4, 4); O, two nested octagons, 14x14 from (3, 3).
_X = (b"\x03\x07\x0e\x9c\xf8\xf0\xf0\xf8\x9c\x0e\x07\x03"
      b"\x0c\x0e\x07\x03\x01\x00\x00\x01\x03\x07\x0e\x0c")
_O = (b"\xf8\xf4\x0a\x05\x03\x03\x03\x03\x03\x03\x05\x0a\xf4\xf8"
      b"\x07\x0b\x14\x28\x30\x30\x30\x30\x30\x30\x28\x14\x0b\x07")


def _ticks():
    """The last move's mark as MONO_VLSB columns over a whole cell (three 8-row bands): in
    each corner, one pixel in from its edges, an arm of _TICK pixels along each side."""
    data = bytearray(3 * CELL)
    for cx, sx in ((1, 1), (CELL - 2, -1)):
        for cy, sy in ((1, 1), (CELL - 2, -1)):
            for i in range(_TICK):
                for x, y in ((cx + sx * i, cy), (cx, cy + sy * i)):
                    data[(y >> 3) * CELL + x] |= 1 << (y & 7)
    return bytes(data)


_TICKS = _ticks()   # (one glyph call: the arms one by one cost the Pico 0.8 ms)


def cell_origin(cell):
    """Top-left pixel of a cell's 20x20 square."""
    return cell_x(cell), cell_y(cell)


def cell_x(cell):
    """cell_origin's x (draw_cell's, no tuple made: a cursor move allocates nothing)."""
    return BOARD_X + (cell % 3) * PITCH


def cell_y(cell):
    return BOARD_Y + (cell // 3) * PITCH


def draw_board(gfx, game, cursor, refused, active=True, last=None):
    """The grid and every cell (draw_cell) on a blank frame."""
    size = 3 * CELL + 2
    for i in (1, 2):
        gfx.vline(BOARD_X + i * PITCH - 1, BOARD_Y, size, 1)
        gfx.hline(BOARD_X, BOARD_Y + i * PITCH - 1, size, 1)
    for cell in range(9):
        draw_cell(gfx, game, cell, cursor, refused, active, last, True)


def draw_cell(gfx, game, cell, cursor, refused, active, last, blank=False):
    """One cell over its square (blank: the square is blank already), with its mark. The
    cells of a win are drawn inverted, and the cursor's cell (cursor may be None) while
    active (the player's turn) on a free cell; on a marked one a thick frame round the mark
    (review 54: an O inverted under it read as a disc); while the computer thinks a thin
    frame. refused (or None) gets the thick frame instead of the cursor; where the cursor
    is one already, it stays (review 59: blinked off while TAKEN was up, 1.2 s, the cursor
    seemed gone; the panel's TAKEN and the tone say it). last (or None), the last move (the
    computer's, or linked anyone's): a tick in each corner of its cell, clear of the mark,
    so none reads as another symbol (a small square by an O's corner made it a Q)."""
    x = cell_x(cell)
    y = cell_y(cell)
    mark = game.cells[cell]
    here = cell == cursor and active
    inverted = cell in (game.line or ()) or (here and not mark and refused is None)
    c = 0 if inverted else 1
    if inverted or not blank:
        gfx.fill_rect(x, y, CELL, CELL, 1 - c)
    if mark == X:
        gfx.columns(_X, 0, 12, 2, x + 4, y + 4, c)
    elif mark == O:
        gfx.columns(_O, 0, 14, 2, x + 3, y + 3, c)
    thick = cell == refused or (here and mark != 0)
    if thick:
        gfx.rect(x, y, CELL, CELL, 1)
        gfx.rect(x + 1, y + 1, CELL - 2, CELL - 2, 1)
    elif cell == cursor and not active and refused is None:
        gfx.rect(x, y, CELL, CELL, 1)
    if cell == last:   # (in a thick frame, notched in it)
        gfx.columns(_TICKS, 0, CELL, 3, x, y, 0 if thick else c)
