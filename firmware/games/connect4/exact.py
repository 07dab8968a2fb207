"""The perfect player's exact search: negamax with alpha-beta over game-theoretic scores, all
in one @micropython.viper routine (no Python call per node: a call between viper functions
costs about 6 us on the Pico, as much as a third of a node).

Scores are those of the public solvers and tests/data/connect4/: 0 a draw, positive the side
to move wins, 22 minus the stones the winner has played when it wins (a faster win scores
higher), negative it loses. The search is Pascal Pons' scheme: only moves that do not hand
the opponent a win at once (a threat of the opponent's must be blocked), children ordered by
the threats they make, then central columns first, score bounds from the stones left, and a
transposition table of bounds keyed exactly by the position.

The board is position.py's state (line counts and threat maps, loaded with position.make);
the routine updates the counts and the mover's threats inline (position.make also scores
the position for the hard player, which this search does not need), and takes every stone
it plays back before it returns, even when it stops at its node limit."""
from array import array

from firmware.games.connect4 import lines
from hal.native import load, micropython, ptr8

position = load("firmware.games.connect4.position")
ptr16 = ptr32 = ptr8  # run as plain Python: the arrays as they are (viper: its casts)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x


# position.py's state layout (checked below: viper inlines only its own module's constants)
COLS = const(7)
ROWS = const(6)
CELLS = const(42)
STRIDE = const(14)
AT_HEIGHTS = const(42)
AT_COUNTS = const(49)
AT_THREATS = const(118)
AT_KEYS = const(202)
if (AT_HEIGHTS, AT_COUNTS, AT_THREATS, AT_KEYS) != (
        position.AT_HEIGHTS, position.AT_COUNTS, position.AT_THREATS, position.AT_KEYS) or (
        COLS, ROWS, CELLS, STRIDE) != (lines.COLS, lines.ROWS, lines.CELLS, lines.STRIDE):
    raise ImportError("exact.py's board layout differs from position.py's")

# Transposition table: TT_SIZE entries in four banks (6 KB each: a heap fragmented by the
# game's other objects may have no room for one block of the whole). The position key is
# two words, lo for columns 0-3 and hi for 4-6, 7 bits a column: its stones (1: the first
# player's) under a marker bit at its height. The slot mixes both; its entry is three
# halfwords, lo >> 12, the low 16 bits of hi, and the rest of hi | score << 5: with the slot
# they give the key back exactly, so no two positions share an entry. score: the score +
# 32 (an upper bound) or + 96 (a lower bound); 0 empty.
TT_SIZE = const(4096)
TT_MASK = const(4095)
BANK_BITS = const(10)
BANK_MASK = const(1023)
BANKS = const(4)
ENTRY = const(3)
# frames: FRAME ints per ply (alpha + BIAS, beta + BIAS, the column being searched, each
# column's order key), then the node count
FRAME = const(10)
AT_MOVE = const(2)
AT_ORDER = const(3)
AT_NODES = const(430)
FRAMES_SIZE = const(431)
BIAS = const(64)
ABORTED = const(100)     # search()'s answer when it reached its node limit
NO_FIRST = const(7)
WIN = const(1)           # Exact.decide()'s outcomes
DRAW = const(0)
LOSS = const(-1)

# Centre-first rank of each column, the order moves of equal threat counts are tried in.
CENTRE_RANK = b"\x01\x03\x05\x06\x04\x02\x00"


# The score of the position in st for the side to move, within the window alpha < score <
# beta as alpha-beta gives it (a score <= alpha is an upper bound, >= beta a lower one);
# with first < 7 it only considers playing column first. The side to move must not have a
# winning move. ABORTED when more than limit nodes were needed; frames[AT_NODES] the nodes
# searched either way.
@micropython.viper
def search(st: ptr8, ids: ptr8, frames: ptr32, bank0: ptr16, bank1: ptr16, bank2: ptr16,
           bank3: ptr16, first: int, alpha: int, beta: int, limit: int) -> int:
    line_cells = ptr8(lines.LINE_CELLS)
    centre = ptr8(CENTRE_RANK)
    n = 0
    lo = 0
    hi = 0
    for c in range(COLS):
        h = int(st[AT_HEIGHTS + c])
        n += h
        code = 1 << h
        for r in range(h):
            if st[c * ROWS + r] == 1:
                code |= 1 << r
        if c < 4:
            lo |= code << (7 * c)
        else:
            hi |= code << (7 * (c - 4))
    nodes = 0
    ply = 0
    val = 0
    aborting = 0
    entering = 1
    while True:
        if entering:
            nodes += 1
            p = 1 + (n & 1)
            theirs = AT_THREATS + (2 - p) * CELLS
            moves = 0
            forced = 0
            nforced = 0
            for c in range(COLS):
                r = int(st[AT_HEIGHTS + c])
                if r < ROWS:
                    cell = c * ROWS + r
                    if st[theirs + cell]:
                        nforced += 1
                        forced = c
                    if r == ROWS - 1 or st[theirs + cell + 1] == 0:
                        moves |= 1 << c
            if nforced:
                moves = 0 if nforced > 1 else moves & (1 << forced)
            if ply == 0 and first < NO_FIRST:
                moves &= 1 << first
            returning = 1
            if nodes > limit:
                aborting = 1
            elif moves == 0:
                val = 0 - ((CELLS - n) >> 1)   # the opponent wins with its next stone
            elif n >= CELLS - 2:
                val = 0
            else:
                bound = 0 - ((CELLS - 2 - n) >> 1)
                if alpha < bound:
                    alpha = bound
                bound = (CELLS - 1 - n) >> 1
                slot = (lo ^ (lo >> 12) ^ hi ^ (hi >> 9)) & TT_MASK
                tt = bank0
                if slot >> BANK_BITS == 1:
                    tt = bank1
                elif slot >> BANK_BITS == 2:
                    tt = bank2
                elif slot >> BANK_BITS == 3:
                    tt = bank3
                e = (slot & BANK_MASK) * ENTRY
                stored = int(tt[e + 2])
                if (stored >> 5 and int(tt[e]) == (lo >> 12) and int(tt[e + 1]) == (hi & 0xFFFF)
                        and (stored & 31) == (hi >> 16)):
                    stored = stored >> 5
                    if stored >= 96 - 32:
                        if alpha < stored - 96:
                            alpha = stored - 96
                    elif bound > stored - 32:
                        bound = stored - 32
                if beta > bound:
                    beta = bound
                if alpha >= beta:
                    val = alpha
                else:
                    # each move's key for the order the children are tried in (0: not a
                    # move, or searched already): most new threes (lines of the mover's two
                    # and nothing else through the cell), then central columns
                    f = ply * FRAME
                    frames[f] = alpha + BIAS
                    frames[f + 1] = beta + BIAS
                    two = 2 if p == 1 else 16
                    for c in range(COLS):
                        k = 0
                        if moves & (1 << c):
                            k = centre[c] + 1
                            base = (c * ROWS + st[AT_HEIGHTS + c]) * STRIDE + 1
                            for j in range(base, base + ids[base - 1]):
                                if st[AT_COUNTS + ids[j]] == two:
                                    k += 8
                        frames[f + AT_ORDER + c] = k
                    returning = 0
        entering = 0
        while not entering:
            if returning:
                if ply == 0:
                    frames[AT_NODES] = nodes
                    return ABORTED if aborting else val
                # back to the parent: take its move back
                ply -= 1
                n -= 1
                p = 1 + (n & 1)
                f = ply * FRAME
                c = int(frames[f + AT_MOVE])
                r = int(st[AT_HEIGHTS + c]) - 1
                cell = c * ROWS + r
                st[AT_HEIGHTS + c] = r
                st[cell] = 0
                inc = 1 if p == 1 else 8
                mine = AT_THREATS + (p - 1) * CELLS
                base = cell * STRIDE + 1
                for k in range(base, base + ids[base - 1]):
                    line = ids[k]
                    v = int(st[AT_COUNTS + line])
                    st[AT_COUNTS + line] = v - inc
                    if v == 3 * inc:
                        for j in range(4 * line, 4 * line + 4):
                            x = line_cells[j]
                            if st[x] == 0 and x != cell:
                                st[mine + x] = st[mine + x] - 1
                step = (2 if p == 1 else 1) << (7 * (c & 3) + r)
                if c < 4:
                    lo -= step
                else:
                    hi -= step
                if aborting:
                    continue
                v = 0 - val
                alpha = int(frames[f]) - BIAS
                beta = int(frames[f + 1]) - BIAS
                if v >= beta:
                    store = v + 96    # a lower bound; back to the parent's parent
                    val = v
                else:
                    if v > alpha:
                        alpha = v
                        frames[f] = alpha + BIAS
                    returning = 0
            if not returning:
                f = ply * FRAME
                c = -1
                best_k = 0
                for j in range(f + AT_ORDER, f + AT_ORDER + COLS):
                    k = int(frames[j])
                    if k > best_k:
                        best_k = k
                        c = j
                if c < 0:
                    # every move searched, none reached beta: alpha is an upper bound
                    val = int(frames[f]) - BIAS
                    store = val + 32
                    returning = 1
                else:
                    # into the next child
                    frames[c] = 0
                    c -= f + AT_ORDER
                    frames[f + AT_MOVE] = c
                    p = 1 + (n & 1)
                    r = int(st[AT_HEIGHTS + c])
                    cell = c * ROWS + r
                    st[AT_HEIGHTS + c] = r + 1
                    st[cell] = p
                    inc = 1 if p == 1 else 8
                    mine = AT_THREATS + (p - 1) * CELLS
                    base = cell * STRIDE + 1
                    for k in range(base, base + ids[base - 1]):
                        line = ids[k]
                        v = int(st[AT_COUNTS + line]) + inc
                        st[AT_COUNTS + line] = v
                        if v == 3 * inc:
                            for j in range(4 * line, 4 * line + 4):
                                x = line_cells[j]
                                if st[x] == 0:
                                    st[mine + x] = st[mine + x] + 1
                    step = (2 if p == 1 else 1) << (7 * (c & 3) + r)
                    if c < 4:
                        lo += step
                    else:
                        hi += step
                    alpha = BIAS - int(frames[f + 1])
                    beta = BIAS - int(frames[f])
                    n += 1
                    ply += 1
                    entering = 1
            if returning and (ply or first == NO_FIRST):   # one move's bound is not the node's
                # the entry as found on entering (inline: a viper call costs a third of a node)
                slot = (lo ^ (lo >> 12) ^ hi ^ (hi >> 9)) & TT_MASK
                tt = bank0
                if slot >> BANK_BITS == 1:
                    tt = bank1
                elif slot >> BANK_BITS == 2:
                    tt = bank2
                elif slot >> BANK_BITS == 3:
                    tt = bank3
                e = (slot & BANK_MASK) * ENTRY
                tt[e] = lo >> 12
                tt[e + 1] = hi & 0xFFFF
                tt[e + 2] = (hi >> 16) | (store << 5)


# Empty every entry of a bank.
@micropython.viper
def clear(bank: ptr16):
    for e in range(2, (BANK_MASK + 1) * ENTRY, ENTRY):
        bank[e] = 0


class Exact:
    """The board, transposition table and frames of the exact search, allocated once."""

    def __init__(self):
        self.st = bytearray(position.STATE_SIZE)
        # Built from a range, not from bytes(n): a zeroed bytes would be a temporary as big
        # as the bank, left as a 6 KB hole between the banks (measured on the device: three
        # such holes kept the largest free block at 13-16 KB). load() clears every bank
        # before a search and the frames are written before they are read.
        self.banks = [array("H", range(ENTRY * (TT_SIZE // BANKS))) for _ in range(BANKS)]
        self.frames = array("i", range(FRAMES_SIZE))
        self.n = 0
        self.nodes = 0
        self.outcome = None
        self.open = []

    def load(self, moves):
        """Set the position to the one after moves (columns 0-6); the table is cleared, so a
        search depends on its position alone."""
        st = self.st
        for i in range(len(st)):
            st[i] = 0
        for bank in self.banks:
            clear(bank)
        self.n = 0
        for col in moves:
            position.make(st, col, 1 + (self.n & 1))
            self.n += 1
        self.nodes = 0

    def wins_at_once(self, col):
        """Does col (not full) complete a four for the side to move?"""
        st = self.st
        return st[AT_THREATS + (self.n & 1) * CELLS + col * ROWS + st[AT_HEIGHTS + col]] != 0

    def value(self, col, alpha, beta, limit):
        """The score of playing col (no winning move may be on the board), within the
        window as alpha-beta gives it; None once self.nodes would pass limit."""
        banks = self.banks
        v = search(self.st, lines.LINE_IDS, self.frames, banks[0], banks[1], banks[2], banks[3],
                   col, alpha, beta, limit - self.nodes)
        self.nodes += self.frames[AT_NODES]
        return None if v == ABORTED else v

    def decide(self, moves, limit):
        """The column to play after moves (columns 0-6, the game not over) as far as limit
        nodes of exact search prove, and self.outcome: WIN (it keeps a win: the first move
        found to win), DRAW (it keeps a draw, and no move was found to win), LOSS (every move
        loses; it loses slowest, or as slowly as the nodes left could prove). None when the
        nodes ran out before any of that was known: self.open then holds the moves not
        proven to lose, best first by the search's order."""
        self.load(moves)
        mask = 0
        for c in range(COLS):
            if self.st[AT_HEIGHTS + c] < ROWS:
                if self.wins_at_once(c):
                    self.outcome = WIN
                    return c
                mask |= 1 << c
        packed = position.order(self.st, 1 + (self.n & 1), mask, NO_FIRST)
        order = [(packed >> (3 * i)) & 7 for i in range(packed >> 21)]
        # the first move that wins, else the first that draws (window -1..1: only the sign)
        alpha = -1
        best = None
        for i in range(len(order)):
            v = self.value(order[i], alpha, 1, limit)
            if v is None:
                if best is not None:
                    break
                self.outcome = None
                self.open = order[i:]
                return None
            if v >= 1:
                self.outcome = WIN
                return order[i]
            if v > alpha:
                alpha = v
                best = order[i]
        if best is not None:
            self.outcome = DRAW
            return best
        self.outcome = LOSS
        return self.slowest_loss(order, limit)

    def slowest_loss(self, order, limit):
        """The move of order (all losing) whose loss comes last, narrowing the best score down
        by null windows as Pons' solver does; the slowest proven when limit runs out."""
        low = -((CELLS - self.n) >> 1)   # the opponent's next stone wins: nothing scores less
        high = -1
        best = order[0]
        while low < high:
            med = (low + high) >> 1
            for c in [best] + [c for c in order if c != best]:
                v = self.value(c, med, med + 1, limit)
                if v is None:
                    return best
                if v > med:
                    low = v
                    best = c
                    break
            else:
                high = med
        return best
