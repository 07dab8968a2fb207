"""Drawing the game: the board on the left (20 px cells, 1 px grid lines), the status, score
and button hints on the right."""
from firmware.games.tictactoe.engine import O, X
from firmware.ui.gfx import SMALL, TINY

CELL = 20
PITCH = 21
BOARD_X = 1
BOARD_Y = 1
PANEL_X = 68


def cell_origin(cell):
    """Top-left pixel of a cell's 20x20 square."""
    return BOARD_X + (cell % 3) * PITCH, BOARD_Y + (cell // 3) * PITCH


def draw_board(gfx, game, cursor, refused):
    """The grid and marks; cursor (or None) is shown inverted, refused (or None) gets a
    double frame, and the cells of a win are inverted."""
    size = 3 * CELL + 2
    for i in (1, 2):
        gfx.vline(BOARD_X + i * PITCH - 1, BOARD_Y, size, 1)
        gfx.hline(BOARD_X, BOARD_Y + i * PITCH - 1, size, 1)
    cells = game.cells
    for cell in range(9):
        x, y = cell_origin(cell)
        if cells[cell] == X:
            _draw_x(gfx, x, y)
        elif cells[cell] == O:
            _draw_o(gfx, x, y)
    if refused is not None:
        x, y = cell_origin(refused)
        gfx.rect(x, y, CELL, CELL, 1)
        gfx.rect(x + 1, y + 1, CELL - 2, CELL - 2, 1)
    elif cursor is not None:
        x, y = cell_origin(cursor)
        gfx.invert_rect(x, y, CELL, CELL)
    if game.line is not None:
        for cell in game.line:
            x, y = cell_origin(cell)
            gfx.invert_rect(x, y, CELL, CELL)


def draw_panel(gfx, title, status, side, score, hints):
    """The right-hand column: title (TINY), status (SMALL), side line, score, two hints."""
    x = PANEL_X
    gfx.text(title, x, 1, TINY)
    gfx.text(status, x, 9, SMALL)
    if side:
        gfx.text(side, x, 19, TINY)
    gfx.text("SCORE", x, 29, TINY)
    gfx.text("X %d  O %d" % (score[0], score[1]), x, 36, TINY)
    gfx.text("DRAWS %d" % score[2], x, 43, TINY)
    gfx.text(hints[0], x, 52, TINY)
    gfx.text(hints[1], x, 58, TINY)


def _draw_x(gfx, x, y):
    # Two diagonals, each three pixels thick.
    gfx.line(x + 4, y + 4, x + 15, y + 15)
    gfx.line(x + 5, y + 4, x + 15, y + 14)
    gfx.line(x + 4, y + 5, x + 14, y + 15)
    gfx.line(x + 15, y + 4, x + 4, y + 15)
    gfx.line(x + 14, y + 4, x + 4, y + 14)
    gfx.line(x + 15, y + 5, x + 5, y + 15)


def _draw_o(gfx, x, y):
    # Two nested octagons (adafruit_framebuf has no working ellipse).
    k = 3  # the corner cut
    for inset in (3, 4):
        a, b = x + inset, x + CELL - 1 - inset
        c, d = y + inset, y + CELL - 1 - inset
        gfx.hline(a + k, c, b - a - 2 * k + 1, 1)
        gfx.hline(a + k, d, b - a - 2 * k + 1, 1)
        gfx.vline(a, c + k, d - c - 2 * k + 1, 1)
        gfx.vline(b, c + k, d - c - 2 * k + 1, 1)
        gfx.line(a, c + k, a + k, c)
        gfx.line(b - k, c, b, c + k)
        gfx.line(a, d - k, a + k, d)
        gfx.line(b - k, d, b, d - k)
