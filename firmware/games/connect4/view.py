"""Drawing the game: the 7x6 board on the left (9 px cells under a cursor row) and its
pieces (also the side panel's marks, ui/board_panel.py)."""
from firmware.games.connect4.lines import COLS, ROWS

CELL = 9
BOARD_X = 0
BOARD_Y = 8                      # the frame's top line; the cursor row is above it
BOARD_W = COLS * CELL + 2
BOARD_H = ROWS * CELL + 2
PIECE = 7                        # a piece is 7x7, inside its cell's 9x9 square
ROW_MS = 40                      # a dropped piece falls a row in this time
SOLID = 0                        # the two marks (sides)
RING = 1


def cell_origin(col, row):
    """Top-left pixel of the 9x9 square of a cell (row 0 at the bottom)."""
    return BOARD_X + 1 + col * CELL, BOARD_Y + 1 + (ROWS - 1 - row) * CELL


def draw_piece(gfx, x, y, mark, c=1):
    """A 7x7 piece with its top-left corner at x, y: filled (SOLID) or a ring (RING)."""
    if mark == SOLID:
        gfx.fill_rect(x + 1, y, 5, 7, c)
        gfx.fill_rect(x, y + 1, 7, 5, c)
        return
    gfx.hline(x + 2, y, 3, c)
    gfx.hline(x + 2, y + 6, 3, c)
    gfx.vline(x, y + 2, 3, c)
    gfx.vline(x + 6, y + 2, 3, c)
    for dx, dy in ((1, 1), (5, 1), (1, 5), (5, 5)):
        gfx.pixel(x + dx, y + dy, c)


def draw_board(gfx, cells, mark_of, line, hidden, falling, cursor):
    """The frame, every piece (mark_of[player] gives its mark), the winning line's cells
    inverted, and an empty cell's center dot. hidden: a cell not to draw (the piece still
    falling) or None; falling: (col, y, mark) of the falling piece or None; cursor:
    (col, mark, active) of the piece held above the board (while not active, the computer's
    turn, only a small mark where it will be), or None."""
    gfx.rect(BOARD_X, BOARD_Y, BOARD_W, BOARD_H, 1)
    line = line or ()
    for col in range(COLS):
        for row in range(ROWS):
            cell = col * ROWS + row
            x, y = cell_origin(col, row)
            player = cells[cell]
            if player == 0 or cell == hidden:
                gfx.pixel(x + 4, y + 4, 1)
            elif cell in line:
                gfx.fill_rect(x, y, CELL, CELL, 1)
                draw_piece(gfx, x + 1, y + 1, mark_of[player], 0)
            else:
                draw_piece(gfx, x + 1, y + 1, mark_of[player], 1)
    if falling is not None:
        col, y, mark = falling
        draw_piece(gfx, cell_origin(col, 0)[0] + 1, y, mark, 1)
    if cursor is not None:
        draw_cursor(gfx, cursor)


def draw_cursor(gfx, cursor):
    """The piece held above the board (col, mark, active), or while not active the small
    mark where your next piece goes."""
    col, mark, active = cursor
    x = cell_origin(col, 0)[0] + 1
    if active:
        draw_piece(gfx, x, 0, mark, 1)
    else:
        gfx.hline(x + 1, 0, 5, 1)   # a small arrow: where your next piece goes
        gfx.hline(x + 2, 1, 3, 1)
        gfx.pixel(x + 3, 2, 1)
