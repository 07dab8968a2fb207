"""The board's eight symmetries and a canonical key for a position, so positions that are
rotations or reflections of each other share one entry in the perfect player's book.

A position is keyed from the point of view of the side to move: digit 1 for its own marks,
2 for the opponent's, 0 for empty, cell 0 the most significant base-3 digit. That folds
"X to move" and "O to move" (and either first mover) into one table."""

# SYMMETRIES[s][i] is the cell of the real board that lands on cell i under symmetry s.
SYMMETRIES = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8),  # identity
    (6, 3, 0, 7, 4, 1, 8, 5, 2),  # rotate a quarter turn clockwise
    (8, 7, 6, 5, 4, 3, 2, 1, 0),  # half turn
    (2, 5, 8, 1, 4, 7, 0, 3, 6),  # three quarter turns
    (2, 1, 0, 5, 4, 3, 8, 7, 6),  # mirror left-right
    (6, 7, 8, 3, 4, 5, 0, 1, 2),  # mirror top-bottom
    (0, 3, 6, 1, 4, 7, 2, 5, 8),  # mirror on the main diagonal
    (8, 5, 2, 7, 4, 1, 6, 3, 0),  # mirror on the other diagonal
)


def relative(cells, mover):
    """The cells as digits seen by mover: 1 own mark, 2 opponent's, 0 empty."""
    return [0 if c == 0 else (1 if c == mover else 2) for c in cells]


def canonical(cells, mover):
    """(key, symmetry): the smallest key over the eight symmetries and one symmetry giving it."""
    digits = relative(cells, mover)
    best = 19683  # 3**9, above every key
    best_sym = None
    for sym in SYMMETRIES:
        key = 0
        for i in sym:
            key = key * 3 + digits[i]
        if key < best:
            best = key
            best_sym = sym
    return best, best_sym
