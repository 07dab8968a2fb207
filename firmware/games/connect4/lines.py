"""The geometry of the 7x6 board: cell numbering and the 69 lines of four.

A cell is col * ROWS + row, row 0 at the bottom, so a column's cells are contiguous. The
tables are two flat bytes objects: as tuples of tuples they took 10 KB of the 64-bit unix
port's heap, and, built in loops, their 111 small tuples landed scattered between the loops'
garbage, splitting the heap for as long as the game ran."""
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

COLS = const(7)
ROWS = const(6)
CELLS = const(42)
STRIDE = const(14)  # bytes per cell in LINE_IDS: its line count, then up to 13 line indexes


def _build():
    cells = bytearray()
    for col in range(COLS):
        for row in range(ROWS):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                end_c = col + 3 * dc
                end_r = row + 3 * dr
                if 0 <= end_c < COLS and 0 <= end_r < ROWS:
                    for k in range(4):
                        cells.append((col + k * dc) * ROWS + row + k * dr)
    ids = bytearray(CELLS * STRIDE)
    for i in range(len(cells) // 4):
        for cell in cells[4 * i:4 * i + 4]:
            n = ids[cell * STRIDE]
            ids[cell * STRIDE + 1 + n] = i
            ids[cell * STRIDE] = n + 1
    return bytes(cells), bytes(ids)


# LINE_CELLS: the 69 lines of four (24 horizontal, 21 vertical, 12 + 12 diagonal), four cells
# each from the leftmost (the lowest, for a vertical one): line i is LINE_CELLS[4i:4i + 4].
# LINE_IDS: STRIDE bytes per cell: how many lines contain it, then their indexes, ascending.
LINE_CELLS, LINE_IDS = _build()
LINE_COUNT = len(LINE_CELLS) // 4


def line(i):
    """The four cells of line i."""
    return LINE_CELLS[4 * i:4 * i + 4]


def lines_through(cell):
    """The indexes of the lines that contain cell."""
    base = cell * STRIDE
    return LINE_IDS[base + 1:base + 1 + LINE_IDS[base]]
