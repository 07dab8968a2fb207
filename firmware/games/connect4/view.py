"""Drawing the game: the 7x6 board on the left (9 px cells under a cursor row) and its
pieces (also the side panel's marks, ui/board_panel.py)."""
from firmware.games.connect4.lines import COLS, ROWS

CELL = 9
BOARD_X = 0
BOARD_Y = 8                      # the frame's top line; the cursor row is above it
BOARD_W = COLS * CELL + 2
BOARD_H = ROWS * CELL + 2
PIECE = 7                        # a piece is 7x7, inside its cell's 9x9 square
WON = 5                          # ... 5x5 in a framed cell (a winning four, the last move)
ROW_MS = 40                      # a dropped piece falls a row in this time
SOLID = 0                        # the two marks (sides)
RING = 1
# The pieces as MONO_VLSB columns, SOLID's then RING's, drawn by one glyph call: at PIECE, a
# 7x7 square with its corners cut, and a ring of four 3-pixel sides, each corner cut by one
# pixel between them; at WON, 5x5, the ring's corners open.
_SHAPES = {PIECE: b"\x3e\x7f\x7f\x7f\x7f\x7f\x3e\x1c\x22\x41\x41\x41\x22\x1c",
           WON: b"\x0e\x1f\x1f\x1f\x0e\x0e\x11\x11\x11\x0e"}


def cell_x(col):
    """The left column of the 9x9 squares of col's cells."""
    return BOARD_X + 1 + col * CELL


def cell_origin(col, row):
    """Top-left pixel of the 9x9 square of a cell (row 0 at the bottom)."""
    return cell_x(col), BOARD_Y + 1 + (ROWS - 1 - row) * CELL


def draw_piece(gfx, x, y, mark, c=1, size=PIECE):
    """A piece with its top-left corner at x, y: filled (SOLID) or a ring (RING); PIECE
    (7) across, or WON (5) inside a winning four's frame."""
    gfx.columns(_SHAPES[size], mark * size, size, 1, x, y, c)


def draw_board(gfx, cells, mark_of, line, hidden, falling):
    """The frame, every piece (mark_of[player] gives its mark), line's cells framed (the
    winning four, or the last piece played), and an empty cell's center dot. hidden: a
    cell not to draw (the piece still falling) or None; falling: (col, y, mark) of the
    falling piece or None. (The cursor over it: draw_cursor, after.)"""
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
        # over the empty cells it passes, the grid's dots cleared from its box and a row
        # each side (review 62: a ring's hollow showed a dot, one beside it read as a spike)
        col, y, mark = falling
        x = cell_x(col) + 1
        gfx.fill_rect(x, y - 1, PIECE, PIECE + 2, 0)
        draw_piece(gfx, x, y, mark, 1)


def draw_cursor(gfx, col, mark, active, full):
    """The piece held above the board's column col, or while not active (the computer's
    turn) the small mark where your next piece goes; over a full column (full: the Fouls
    rules let the cursor rest there, a drop is a foul) crossed out (review 45: nothing
    marked it), the small mark an x. Figures, not a tuple: a cursor move allocates
    nothing (board91: its tuples were most of 384 bytes a tap)."""
    x = cell_x(col) + 1
    if active:
        draw_piece(gfx, x, 0, mark, 1)
        if full:   # a cross in the piece's contrast: dark on a solid, lit in a ring
            c = 1 if mark == RING else 0
            gfx.line(x, 0, x + PIECE - 1, PIECE - 1, c)
            gfx.line(x + PIECE - 1, 0, x, PIECE - 1, c)
    elif full:
        gfx.line(x + 2, 0, x + 4, 2, 1)
        gfx.line(x + 4, 0, x + 2, 2, 1)
    else:
        gfx.hline(x + 1, 0, 5, 1)   # a small arrow: where your next piece goes
        gfx.hline(x + 2, 1, 3, 1)
        gfx.pixel(x + 3, 2, 1)
