"""Drawing the game: the 7x6 board on the left (9 px cells under a cursor row) and its
pieces (also the side panel's marks, ui/board_panel.py)."""
from firmware.games.connect4.lines import COLS, ROWS

CELL = 9
BOARD_X = 0
BOARD_Y = 8                      # the frame's top line; the cursor row is above it
BOARD_W = COLS * CELL + 2
BOARD_H = ROWS * CELL + 2
PIECE = 7                        # a piece is 7x7, inside its cell's 9x9 square
WON = 5                          # ... 5x5 in a winning four, its cell framed
ROW_MS = 40                      # a dropped piece falls a row in this time
SOLID = 0                        # the two marks (sides)
RING = 1


def cell_origin(col, row):
    """Top-left pixel of the 9x9 square of a cell (row 0 at the bottom)."""
    return BOARD_X + 1 + col * CELL, BOARD_Y + 1 + (ROWS - 1 - row) * CELL


def draw_piece(gfx, x, y, mark, c=1, size=PIECE):
    """A piece with its top-left corner at x, y: filled (SOLID) or a ring (RING); PIECE
    (7) across, or WON (5) inside a winning four's frame."""
    if mark == SOLID:
        gfx.fill_rect(x + 1, y, size - 2, size, c)
        gfx.fill_rect(x, y + 1, size, size - 2, c)
        return
    k = (size - 3) // 2   # where the 3-pixel sides start: the corners cut off before them
    gfx.hline(x + k, y, 3, c)
    gfx.hline(x + k, y + size - 1, 3, c)
    gfx.vline(x, y + k, 3, c)
    gfx.vline(x + size - 1, y + k, 3, c)
    if k > 1:
        for dx, dy in ((1, 1), (size - 2, 1), (1, size - 2), (size - 2, size - 2)):
            gfx.pixel(x + dx, y + dy, c)


def draw_board(gfx, cells, mark_of, line, hidden, falling, cursor):
    """The frame, every piece (mark_of[player] gives its mark), the winning line's cells
    framed, and an empty cell's center dot. hidden: a cell not to draw (the piece still
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
                # framed, its piece smaller to stand clear of the frame: each side's piece
                # keeps its look (inverted, a ring read as a lit square at true size)
                gfx.rect(x, y, CELL, CELL, 1)
                draw_piece(gfx, x + 2, y + 2, mark_of[player], 1, WON)
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
