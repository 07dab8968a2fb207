"""The geometry of the 7x6 board: cell numbering and the 69 lines of four.

A cell is col * ROWS + row, row 0 at the bottom, so a column's cells are contiguous."""
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

COLS = const(7)
ROWS = const(6)
CELLS = const(42)


def _build_lines():
    lines = []
    for col in range(COLS):
        for row in range(ROWS):
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                end_c = col + 3 * dc
                end_r = row + 3 * dr
                if 0 <= end_c < COLS and 0 <= end_r < ROWS:
                    lines.append(tuple((col + k * dc) * ROWS + row + k * dr for k in range(4)))
    return tuple(lines)


# All 69 lines of four cells: 24 horizontal, 21 vertical, 12 + 12 diagonal.
LINES = _build_lines()

# LINES_THROUGH[cell]: indexes into LINES of every line that contains the cell.
LINES_THROUGH = tuple(tuple(i for i, line in enumerate(LINES) if cell in line)
                      for cell in range(CELLS))
