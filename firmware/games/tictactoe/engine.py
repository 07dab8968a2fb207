"""Tic-tac-toe rules: a 3x3 board of 9 cells numbered 0..8 row-major, two marks, either may
move first (X by default). Pure: no ui/ or hal/ imports, no randomness."""
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

EMPTY = const(0)
X = const(1)
O = const(2)
DRAW = const(3)  # a Game.result value, never a cell

# The eight ways to win: three rows, three columns, two diagonals.
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8),
         (0, 3, 6), (1, 4, 7), (2, 5, 8),
         (0, 4, 8), (2, 4, 6))

_NAMES = {X: "X", O: "O", DRAW: "draw"}
_MARKS = {"X": X, "O": O}


def other(mark):
    return 3 - mark


def spelling(mark_or_result):
    """"X", "O" or "draw": the spelling used in game records (DESIGN.md section 5)."""
    return _NAMES[mark_or_result]


def mark_of(text):
    """The mark spelled "X" or "O"; ValueError for anything else."""
    if text not in _MARKS:
        raise ValueError("a mark is X or O, not %r" % (text,))
    return _MARKS[text]


def winning_line(cells, mark):
    """The first line that mark fills completely, or None."""
    for line in LINES:
        if cells[line[0]] == mark and cells[line[1]] == mark and cells[line[2]] == mark:
            return line
    return None


def completing_cells(cells, mark):
    """Empty cells that would give mark three in a row at once, in board order."""
    found = []
    for line in LINES:
        own = 0
        gap = -1
        for i in line:
            if cells[i] == mark:
                own += 1
            elif cells[i] == EMPTY:
                gap = i
        if own == 2 and gap >= 0 and gap not in found:
            found.append(gap)
    found.sort()
    return found


class Game:
    """One game in progress: the cells, whose turn, the moves so far and the result."""

    def __init__(self, first=X):
        if first != X and first != O:
            raise ValueError("first must be X or O")
        self.first = first
        self.cells = bytearray(9)
        self.moves = []
        self.turn = first
        self.result = None  # None while playing, then X, O or DRAW
        self.line = None    # the three cells of the win, when someone has won

    def over(self):
        return self.result is not None

    def legal_moves(self):
        if self.result is not None:
            return []
        cells = self.cells
        return [i for i in range(9) if cells[i] == EMPTY]

    def is_legal(self, cell):
        return (self.result is None and isinstance(cell, int) and 0 <= cell < 9
                and self.cells[cell] == EMPTY)

    def play(self, cell):
        """Put the current mark on cell; ValueError if the game is over or the cell is taken."""
        if not self.is_legal(cell):
            raise ValueError("illegal move %r" % (cell,))
        mark = self.turn
        self.cells[cell] = mark
        self.moves.append(cell)
        self.turn = other(mark)
        self.line = winning_line(self.cells, mark)
        if self.line is not None:
            self.result = mark
        elif len(self.moves) == 9:
            self.result = DRAW

    def undo(self):
        """Take back the last move and return its cell; ValueError when there is none."""
        if not self.moves:
            raise ValueError("no move to undo")
        cell = self.moves.pop()
        self.cells[cell] = EMPTY
        self.turn = other(self.turn)
        # Play stops at the first win or a full board, so before the last move none existed.
        self.result = None
        self.line = None
        return cell

    def copy(self):
        g = Game(self.first)
        g.cells[:] = self.cells
        g.moves = self.moves[:]
        g.turn = self.turn
        g.result = self.result
        g.line = self.line
        return g


def replay(moves, first=X):
    """The game after the given cells were played in order (ValueError on an illegal one)."""
    g = Game(first)
    for cell in moves:
        g.play(cell)
    return g


def parse_moves(digits):
    """Record move digits such as "40812" -> [4, 0, 8, 1, 2]; ValueError for other text."""
    moves = []
    for ch in digits:
        if ch < "0" or ch > "8":
            raise ValueError("moves are digits 0-8, not %r" % (digits,))
        moves.append(ord(ch) - 48)
    return moves
