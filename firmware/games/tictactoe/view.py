"""Drawing the game: the board on the left (20 px cells, 1 px grid lines); the side panel
on the right is the board screen's (ui/board_panel.py)."""
from firmware.games.tictactoe.engine import O, X

CELL = 20
PITCH = 21
BOARD_X = 1
BOARD_Y = 1
_TICK = 4         # the last move's corner ticks: each arm this long


def cell_origin(cell):
    """Top-left pixel of a cell's 20x20 square."""
    return BOARD_X + (cell % 3) * PITCH, BOARD_Y + (cell // 3) * PITCH


def draw_last(gfx, cell):
    """The last move (the computer's, or linked anyone's): a tick in each corner of its
    cell, inverted over the cursor. Clear of the mark, so none reads as another symbol (a
    small square by an O's corner made it a Q)."""
    x, y = cell_origin(cell)
    # (cx, cy) a corner's pixel, sx and sy the way into the cell; the vertical arm leaves
    # the corner to the horizontal one (inverted once)
    for cx, sx in ((x + 1, 1), (x + CELL - 2, -1)):
        for cy, sy in ((y + 1, 1), (y + CELL - 2, -1)):
            gfx.invert_rect(min(cx, cx + sx * (_TICK - 1)), cy, _TICK, 1)
            gfx.invert_rect(cx, min(cy + sy, cy + sy * (_TICK - 1)), 1, _TICK - 1)


def draw_board(gfx, game, cursor, refused, active=True):
    """The grid and marks. The cells of a win are drawn inverted, and the cursor's cell
    (cursor may be None) while active (the player's turn); while the computer thinks it
    is framed. refused (or None) gets a double frame instead of the cursor."""
    size = 3 * CELL + 2
    for i in (1, 2):
        gfx.vline(BOARD_X + i * PITCH - 1, BOARD_Y, size, 1)
        gfx.hline(BOARD_X, BOARD_Y + i * PITCH - 1, size, 1)
    line = game.line or ()
    cells = game.cells
    for cell in range(9):
        x, y = cell_origin(cell)
        inverted = cell in line or (cell == cursor and active and refused is None)
        if inverted:
            gfx.fill_rect(x, y, CELL, CELL, 1)
        if cells[cell] == X:
            _draw_x(gfx, x, y, 0 if inverted else 1)
        elif cells[cell] == O:
            _draw_o(gfx, x, y, 0 if inverted else 1)
    if refused is not None:
        x, y = cell_origin(refused)
        gfx.rect(x, y, CELL, CELL, 1)
        gfx.rect(x + 1, y + 1, CELL - 2, CELL - 2, 1)
    elif cursor is not None and not active:
        x, y = cell_origin(cursor)
        gfx.rect(x, y, CELL, CELL, 1)


def _draw_x(gfx, x, y, c):
    # Two diagonals, each three pixels thick.
    gfx.line(x + 4, y + 4, x + 15, y + 15, c)
    gfx.line(x + 5, y + 4, x + 15, y + 14, c)
    gfx.line(x + 4, y + 5, x + 14, y + 15, c)
    gfx.line(x + 15, y + 4, x + 4, y + 15, c)
    gfx.line(x + 14, y + 4, x + 4, y + 14, c)
    gfx.line(x + 15, y + 5, x + 5, y + 15, c)


def _draw_o(gfx, x, y, c):
    # Two nested octagons (adafruit_framebuf has no working ellipse).
    k = 3  # the corner cut
    for inset in (3, 4):
        a, b = x + inset, x + CELL - 1 - inset
        top, bottom = y + inset, y + CELL - 1 - inset
        gfx.hline(a + k, top, b - a - 2 * k + 1, c)
        gfx.hline(a + k, bottom, b - a - 2 * k + 1, c)
        gfx.vline(a, top + k, bottom - top - 2 * k + 1, c)
        gfx.vline(b, top + k, bottom - top - 2 * k + 1, c)
        gfx.line(a, top + k, a + k, top, c)
        gfx.line(b - k, top, b, top + k, c)
        gfx.line(a, bottom - k, a + k, bottom, c)
        gfx.line(b - k, bottom, b, bottom - k, c)
