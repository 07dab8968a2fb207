"""Computer players. A player is a callable game -> column (game: engine.Game, not over).

random  any legal column
easy    wins at once, blocks a single threat most of the time, else a center-leaning random drop
medium  a shallow search (2 plies + threat replies) with the hard player's evaluation, drawing
        among the moves within MEDIUM_MARGIN points of the best
hard    plays from its opening book (book.py: moving first, winning moves the perfect solver
        found) while the position is in it, else iterative-deepening alpha-beta (search.py)
        under a node budget sized for the device, drawing among the moves within HARD_MARGIN
        points of the best (a proven win or loss is never traded: see Search.choose)

All break ties at random (seeded), so the same position is not always answered the same way;
a seeded player replays identically on CPython and MicroPython."""
from firmware.games.connect4 import book as opening_book
from firmware.games.connect4.lines import CELLS
from firmware.games.connect4.search import Search

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# Nodes per hard decision (the compulsory depth-4 pass is never cut short, but it takes 806
# nodes at most in bench/connect4.py): about 630 nodes per ms in game positions under the
# unix-port micropython, so 2400 nodes take ~3.8 ms there, ~0.6 s on the Pico (x150,
# DESIGN.md section 8). Measured in play (bench/connect4.py, fastest of 3): median 3.6 ms,
# max 4.3 ms on an idle host (~0.54 s and ~0.64 s on the device; up to 15.7 ms max on a
# loaded one), within the device's 1 s median and 3 s worst. At 3200 nodes the median
# measured 4.8-7.3 ms (up to ~1.1 s on the device).
HARD_NODES = const(2400)
# A margin of 2 varies hard's games from its second move on (at 0 it answers a given line
# identically but for exact ties); it costs some strength: against medium, 100 games at 2400
# nodes, hard won 80 at margin 0 and 74 at margin 2.
HARD_MARGIN = const(2)
MEDIUM_DEPTH = const(2)
MEDIUM_MARGIN = const(4)
EASY_BLOCK_PERCENT = const(70)

# Center-leaning weights for the easy player's random drops.
EASY_WEIGHTS = (1, 2, 3, 4, 3, 2, 1)

LEVELS = ("random", "easy", "medium", "hard")

_search = None


def shared_search():
    """The searcher and its tables are allocated once and shared by every player."""
    global _search
    if _search is None:
        _search = Search()
    return _search


def random_player(rng):
    def choose(game):
        return rng.choice(game.legal_moves())
    return choose


def easy_player(rng):
    def choose(game):
        me = game.to_move()
        wins = game.winning_columns(me)
        if wins:
            return rng.choice(wins)
        blocks = game.winning_columns(3 - me)
        if blocks and rng.randbelow(100) < EASY_BLOCK_PERCENT:
            return rng.choice(blocks)
        legal = game.legal_moves()
        pick = rng.randbelow(sum(EASY_WEIGHTS[c] for c in legal))
        for col in legal:
            pick -= EASY_WEIGHTS[col]
            if pick < 0:
                break
        return col
    return choose


def search_player(rng, depth, nodes, margin, book=False):
    """margin: root moves within this many evaluation points of the best are drawn among at
    random (not once a result is proven). book: play a book move (at random if several win)
    when the position is in the opening book."""
    search = shared_search()

    def choose(game):
        if book:
            cols = opening_book.moves_for(game.moves)
            if cols:
                return rng.choice(cols)
        return search.choose(game.moves, rng, nodes, depth, margin)
    return choose


def new_player(name, rng):
    if name == "random":
        return random_player(rng)
    if name == "easy":
        return easy_player(rng)
    if name == "medium":
        return search_player(rng, MEDIUM_DEPTH, 0, MEDIUM_MARGIN)
    if name == "hard":
        return search_player(rng, CELLS, HARD_NODES, HARD_MARGIN, book=True)
    raise ValueError("unknown connect4 player %r (players: %s)" % (name, ", ".join(LEVELS)))
