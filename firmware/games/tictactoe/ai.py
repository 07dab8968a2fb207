"""Computer players. Each takes a Game that is not over and the rng, and returns a cell.
Every decision is a few table look-ups, far inside the 20 ms device budget (bench/tictactoe.py).

  random   any free cell
  easy     any free cell, but takes a winning cell half of the time it has one
  classic  win if it can, else block, else the first free cell of a fixed preference order
  perfect  a best move from the solved book (never loses, wins fastest), picked at random
"""
from firmware.games.tictactoe.book import BOOK
from firmware.games.tictactoe.engine import EMPTY, completing_cells, other
from firmware.games.tictactoe.symmetry import canonical

LEVELS = ("random", "easy", "classic", "perfect")

# The classic pattern-table opponent's order: centre, corners, then edges.
PREFERENCE = (4, 0, 2, 6, 8, 1, 3, 5, 7)

_RECORD = 4  # bytes per book record: key then mask, two bytes each


def choose_random(game, rng):
    return rng.choice(game.legal_moves())


def choose_easy(game, rng):
    wins = completing_cells(game.cells, game.turn)
    if wins and rng.randbelow(2) == 0:
        return rng.choice(wins)
    return rng.choice(game.legal_moves())


def choose_classic(game, rng):
    wins = completing_cells(game.cells, game.turn)
    if wins:
        return wins[0]
    blocks = completing_cells(game.cells, other(game.turn))
    if blocks:
        return blocks[0]
    cells = game.cells
    for cell in PREFERENCE:
        if cells[cell] == EMPTY:
            break
    return cell  # a game not over always has a free cell


def _book_mask(marks, key):
    """Binary search of the book's part for that many marks; the best-move mask of key."""
    part = BOOK[marks]
    lo = 0
    hi = len(part) // _RECORD
    while lo < hi:
        mid = (lo + hi) >> 1
        at = mid * _RECORD
        k = (part[at] << 8) | part[at + 1]
        if k == key:
            return (part[at + 2] << 8) | part[at + 3]
        if k < key:
            lo = mid + 1
        else:
            hi = mid
    raise ValueError("position not in the book")


def perfect_moves(game):
    """Every cell the perfect player may choose: all moves of the best value, in board order."""
    key, sym = canonical(game.cells, game.turn)
    mask = _book_mask(len(game.moves), key)
    moves = [sym[i] for i in range(9) if mask & (1 << i)]
    moves.sort()
    return moves


def choose_perfect(game, rng):
    return rng.choice(perfect_moves(game))


_CHOOSERS = {"random": choose_random, "easy": choose_easy, "classic": choose_classic,
             "perfect": choose_perfect}


def make_player(level, rng):
    """A callable game -> cell for the named level; ValueError for an unknown level."""
    if level not in _CHOOSERS:
        raise ValueError("unknown tictactoe player %r (players: %s)" % (level, ", ".join(LEVELS)))
    choose = _CHOOSERS[level]
    return lambda game: choose(game, rng)
