"""Drawing the game: the board on the left (20 px cells, 1 px grid lines), the status, score
and button hints on the right."""
from firmware.games.tictactoe.engine import O, X
from firmware.ui.gfx import HEIGHT, SMALL, WIDTH

CELL = 20
PITCH = 21
BOARD_X = 1
BOARD_Y = 1
PANEL_X = 68
SCORE_SHOWN_MAX = 99999  # the count is kept in full; only the shown figure stops here


def cell_origin(cell):
    """Top-left pixel of a cell's 20x20 square."""
    return BOARD_X + (cell % 3) * PITCH, BOARD_Y + (cell // 3) * PITCH


def draw_last(gfx, cell):
    """A 3x3 corner mark in cell: the computer's last move (inverted over the cursor)."""
    x, y = cell_origin(cell)
    gfx.invert_rect(x + CELL - 4, y + CELL - 4, 3, 3)


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


def draw_panel(gfx, title, status, side, score, keys):
    """The right-hand column, all in the 5x7 font (where the letter O and the digit 0
    differ): title, status, side (e.g. "YOU ARE X", or None), the score one line per result
    and the key bar's pairs one a line at the bottom."""
    x = PANEL_X
    gfx.text(title, x, 0, SMALL)
    gfx.text(status, x, 8, SMALL)
    if side:
        gfx.text(side, x, 17, SMALL)
    # Short labels, counts right-aligned off the last column: five digits beside them.
    for i, label in enumerate(("X", "O", "DRAW")):
        y = 25 + 8 * i
        gfx.text(label, x, y, SMALL)
        gfx.right(str(min(score[i], SCORE_SHOWN_MAX)), WIDTH - 1, y, SMALL)
    gfx.keybar(keys, HEIGHT - 7, x)


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
