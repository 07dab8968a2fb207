"""Computer players. A player is a callable game -> column (game: engine.Game, not over).

random  any legal column
easy    wins at once, blocks a single threat most of the time, else a center-leaning random drop
medium  a shallow search (2 plies + threat replies) with the hard player's evaluation, drawing
        among the moves within MEDIUM_MARGIN points of the best
hard    plays from its opening book (book.py: moving first, winning moves the perfect solver
        found, up to HARD_BOOK_STONES stones) while the position is in it, else iterative-
        deepening alpha-beta (search.py) under a node budget sized for the device, drawing
        among the moves within HARD_MARGIN points of the best (a proven win or loss is never
        traded: see Search.choose)
perfect plays the book while the position is in it (for the first player, against every
        best defence, every position of its winning lines up to HARD_BOOK_STONES stones and
        past them those its exact search cannot settle),
        else from PERFECT_FROM stones the exact search (exact.py) within PERFECT_NODES
        nodes: the first move found to win, else a drawing one, else the one that loses
        slowest;
        what that budget leaves open (and any position before PERFECT_FROM stones) the hard
        player's search decides, among the moves not proven to lose. So moving first it never
        gives the win away against any best defence (the book builder,
        bench/_connect4_book.py, checks every such game to its end); elsewhere it keeps what
        its exact search proves within the budget

All but the exact search (the first move its order proves best) break ties at random
(seeded), so the same position is not always answered the same way; a seeded player replays
identically on CPython and MicroPython."""
from firmware.games.connect4 import book as opening_book
from firmware.games.connect4.lines import CELLS
from hal.native import load

Search = load("firmware.games.connect4.search").Search  # machine code where it compiles

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
# The hard player's book ends at 18 stones (its first 603 positions, the book of its own
# level); deeper entries are the perfect player's.
HARD_BOOK_STONES = const(18)
# Exact-search nodes per perfect decision, and hard-search nodes for what they leave open.
# Measured on the emulated Pico (MicroPython v1.28.0, emulated time, the decision alone):
# the exact search about 35 us a node, the hard search 240 us as bytecode (2,400 nodes
# 0.57-0.60 s at 3 to 11 stones), 170-185 us in play since its negamax is native code; in
# play the reply's drawing, show() and your move's save add 0.03-0.1 s.
# The slowest decision is the exact search spent, then the fallback past its compulsory
# depth-4 pass (806 nodes at most): 10,000 + 700 nodes, ~0.48 s of device work (up to 18
# stones such replies landed within 0.76 s of the press on the emulated Pico). 14,000 exact
# nodes (0.62 s, a reply 0.88 s after the press) won more games moving first against Hard
# (of 2,000: 1,842, at 10,000 1,768; the rest drawn, 39 and 38 lost); within ~0.48 s a
# smaller fallback loses more (12,000 + 300: 69), fewer exact nodes win fewer
# (docs/MEASURED.md, "Connect Four's computer players"). Up to HARD_BOOK_STONES the book
# holds every position of its winning lines; past them book.bin is checked against
# PERFECT_NODES (the fallback never decides on those lines): another budget needs a rebuild
# of book.bin (bench/_connect4_book.py, a few minutes).
PERFECT_NODES = const(10000)
PERFECT_FALLBACK_NODES = const(700)
# Before this many stones the exact search never settles a game position within the budget
# (bench/connect4.py): the hard player's search gets the whole of it.
PERFECT_FROM = const(12)
MEDIUM_DEPTH = const(2)
MEDIUM_MARGIN = const(4)
EASY_BLOCK_PERCENT = const(70)

# Center-leaning weights for the easy player's random drops.
EASY_WEIGHTS = (1, 2, 3, 4, 3, 2, 1)

LEVELS = ("random", "easy", "medium", "hard", "perfect")

_search = None
_exact = None


def shared_search():
    """The searcher and its tables are allocated once and shared by every player."""
    global _search
    if _search is None:
        _search = Search()
    return _search


def shared_exact():
    """The exact searcher (25 KB of tables), allocated once, when a perfect player is made."""
    global _exact
    if _exact is None:  # loaded for the perfect player only: its code and tables are large
        _exact = load("firmware.games.connect4.exact").Exact()
    return _exact


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
        n = len(game.moves)
        if book and n <= HARD_BOOK_STONES and not n & 1:
            cols = opening_book.moves_for(game.moves)
            if cols:
                return rng.choice(cols)
        return search.choose(game.moves, rng, nodes, depth, margin)
    return choose


BOOK = "book"       # PerfectPlayer.how: where its last move came from
EXACT = "exact"     # the exact search proved what the move keeps
SEARCH = "search"   # the hard search chose it (among the moves not proven to lose)


class PerfectPlayer:
    """The perfect level; nodes: exact-search nodes per move, fallback: hard-search nodes for
    what they leave open (the device's budgets unless a test or bench asks for others). how
    says where its last move came from."""

    def __init__(self, rng, nodes=PERFECT_NODES, fallback=PERFECT_FALLBACK_NODES):
        self.rng = rng
        self.nodes = nodes
        self.fallback = fallback
        self.exact = shared_exact()
        self.search = shared_search()
        self.how = None

    def __call__(self, game):
        cols = opening_book.moves_for(game.moves)
        if cols:
            self.how = BOOK
            return self.rng.choice(cols)
        budget = HARD_NODES
        among = None
        if len(game.moves) >= PERFECT_FROM:
            col = self.exact.decide(game.moves, self.nodes)
            if col is not None:
                self.how = EXACT
                return col
            budget = self.fallback
            among = self.exact.open
        self.how = SEARCH
        return self.search.choose(game.moves, self.rng, budget, CELLS, 0, among)


def new_player(name, rng):
    if name == "random":
        return random_player(rng)
    if name == "easy":
        return easy_player(rng)
    if name == "medium":
        return search_player(rng, MEDIUM_DEPTH, 0, MEDIUM_MARGIN)
    if name == "hard":
        return search_player(rng, CELLS, HARD_NODES, HARD_MARGIN, book=True)
    if name == "perfect":
        return PerfectPlayer(rng)
    raise ValueError("unknown connect4 player %r (players: %s)" % (name, ", ".join(LEVELS)))
