"""The hard player's search: negamax with alpha-beta over position.py's compact board.

Iterative deepening stops at a deterministic node budget, so a seeded game replays
identically on every interpreter; the first MIN_DEPTH plies are always completed, so no win
or necessary block within 4 plies is missed. Threat replies extend the search past its depth
(a forced block is not a leaf). A transposition table lives in preallocated bytearrays."""
from firmware.games.connect4.lines import COLS, ROWS, CELLS

from hal.native import load, micropython

position = load("firmware.games.connect4.position")  # as bytecode without the native emitter
AT_HEIGHTS = position.AT_HEIGHTS
AT_THREATS = position.AT_THREATS
SCORE_BIAS = position.SCORE_BIAS
STATE_SIZE = position.STATE_SIZE
WIN_NOW = position.WIN_NOW
make = position.make
order = position.order
scan = position.scan
unmake = position.unmake

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

WIN = const(1000)          # a win with k stones on the board scores WIN - k (faster = higher)
DECIDED = const(900)       # |score| above this: a proven win or loss
INF = const(30000)
TT_BITS = const(10)
TT_SIZE = const(1024)      # 1 << TT_BITS entries: 7 KB of 1 KB blocks, for a fragmented heap
TT_MASK = const(1023)
SCORE_OFFSET = const(2048)  # stored scores are in -2048..2047 (wins are +-WIN at most)
EXACT = const(0)
LOWER = const(1)
UPPER = const(2)
MIN_DEPTH = const(4)


def _zobrist():
    # A fixed xorshift stream: the same keys on every run and interpreter, 30 bits each.
    keys = []
    s = 0x2545F491
    for _ in range(2 * CELLS):
        s ^= (s << 13) & 0xFFFFFFFF
        s ^= s >> 17
        s ^= (s << 5) & 0xFFFFFFFF
        keys.append(s & 0x3FFFFFFF)
    return (None, tuple(keys[:CELLS]), tuple(keys[CELLS:]))


ZOBRIST = _zobrist()


class OutOfNodes(Exception):
    pass


class Search:
    """One reusable searcher (its tables are allocated once)."""

    def __init__(self):
        self.st = bytearray(STATE_SIZE)
        # Transposition table, one bytearray per field (exact-size allocations keep the heap
        # unfragmented): a 16-bit check of the hash above the slot bits, the search
        # generation (older entries count as empty), depth, flag << 3 | move, score + 2048.
        self.tt_check_lo = bytearray(TT_SIZE)
        self.tt_check_hi = bytearray(TT_SIZE)
        self.tt_gen = bytearray(TT_SIZE)
        self.tt_depth = bytearray(TT_SIZE)
        self.tt_flag_move = bytearray(TT_SIZE)
        self.tt_score_lo = bytearray(TT_SIZE)
        self.tt_score_hi = bytearray(TT_SIZE)
        self.gen = 0
        self.n = 0
        self.score = 0         # static evaluation, player 1's view
        self.hash = 0
        self.nodes = 0
        self.limit = 0
        self.depth_done = 0

    def load(self, moves):
        """Set the position to the one after moves (columns 0-6)."""
        st = self.st
        for i in range(STATE_SIZE):
            st[i] = 0
        self.n = 0
        self.score = 0
        self.hash = 0
        for col in moves:
            self.play(col)

    def play(self, col):
        p = 1 + (self.n & 1)
        r = make(self.st, col, p)
        self.score += (r >> 6) - SCORE_BIAS
        self.hash ^= ZOBRIST[p][r & 63]
        self.n += 1

    # Machine code: as bytecode every call would take its frame (some 30 locals) from the
    # heap, scanning the allocation table from the lowest free block for a run of a dozen;
    # in the app's used heap that scan made a node cost a third more (DESIGN.md section 8).
    @micropython.native
    def negamax(self, depth, alpha, beta):
        """Score for the side to move, searched depth plies (threat replies extend it)."""
        self.nodes += 1
        if self.nodes > self.limit:
            # a fresh exception each time: MicroPython appends the traceback to the raised
            # object, so a shared one would grow on every budget-limited search
            raise OutOfNodes()
        n = self.n
        p = 1 + (n & 1)
        st = self.st
        info = scan(st, p)
        if info & WIN_NOW:
            return WIN - n - 1
        nforced = (info >> 3) & 3
        if nforced > 1:
            return n + 2 - WIN
        if n >= CELLS - 1:
            return 0
        if nforced == 0:
            if depth <= 0:
                return self.score if p == 1 else -self.score
            moves = (info >> 5) & 127
            if not moves:
                return n + 2 - WIN
        else:
            moves = 1 << (info & 7)
        # transposition table
        h = self.hash
        slot = h & TT_MASK
        check_lo = (h >> TT_BITS) & 255
        check_hi = (h >> (TT_BITS + 8)) & 255
        tt_move = 7
        if (self.tt_gen[slot] == self.gen and self.tt_check_lo[slot] == check_lo
                and self.tt_check_hi[slot] == check_hi):
            fm = self.tt_flag_move[slot]
            tt_move = fm & 7
            if self.tt_depth[slot] >= depth:
                v = self.tt_score_lo[slot] + (self.tt_score_hi[slot] << 8) - SCORE_OFFSET
                flag = fm >> 3
                if flag == EXACT:
                    return v
                if flag == LOWER:
                    if v >= beta:
                        return v
                elif v <= alpha:
                    return v
        packed = order(st, p, moves, tt_move)
        alpha0 = alpha
        best = -INF
        best_move = packed & 7
        saved = self.score
        keys = ZOBRIST[p]
        for i in range(packed >> 21):
            c = (packed >> (3 * i)) & 7
            r = make(st, c, p)
            self.score = saved + (r >> 6) - SCORE_BIAS
            self.hash = h ^ keys[r & 63]
            self.n = n + 1
            if i == 0:
                v = -self.negamax(depth - 1, -beta, -alpha)
            else:
                # principal variation search: prove the move no better with a null window,
                # search it fully only when it is
                v = -self.negamax(depth - 1, -alpha - 1, -alpha)
                if alpha < v < beta:
                    v = -self.negamax(depth - 1, -beta, -v)
            unmake(st, c, p)
            if v > best:
                best = v
                best_move = c
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        self.score = saved
        self.hash = h
        self.n = n
        flag = UPPER if best <= alpha0 else (LOWER if best >= beta else EXACT)
        self.tt_gen[slot] = self.gen
        self.tt_check_lo[slot] = check_lo
        self.tt_check_hi[slot] = check_hi
        self.tt_score_lo[slot] = (best + SCORE_OFFSET) & 255
        self.tt_score_hi[slot] = (best + SCORE_OFFSET) >> 8
        self.tt_depth[slot] = depth if depth > 0 else 0
        self.tt_flag_move[slot] = (flag << 3) | best_move
        return best

    def choose(self, moves, rng, budget, max_depth=CELLS, margin=0, among=None):
        """The column to play after moves (columns 0-6), random among the equally best found
        within budget nodes (past the compulsory depth MIN_DEPTH) and max_depth plies;
        while no result is proven, moves within margin points of the best count as equal.
        among: the columns to choose from, if any of them does not hand the opponent a win
        at once (default: all). Wins at once and blocks a single threat without searching."""
        self.load(moves)
        self.nodes = 0
        self.depth_done = 0
        n = self.n
        p = 1 + (n & 1)
        st = self.st
        mine = AT_THREATS + (p - 1) * CELLS
        theirs = AT_THREATS + (2 - p) * CELLS
        legal = [c for c in range(COLS) if st[AT_HEIGHTS + c] < ROWS]
        cell = [c * ROWS + st[AT_HEIGHTS + c] for c in range(COLS)]
        wins = [c for c in legal if st[mine + cell[c]]]
        if wins:
            return rng.choice(wins)
        blocks = [c for c in legal if st[theirs + cell[c]]]
        if blocks:
            return rng.choice(blocks)   # one block, or two threats and the game is lost
        safe = [c for c in legal if st[AT_HEIGHTS + c] == ROWS - 1
                or not st[theirs + cell[c] + 1]]
        if among and [c for c in safe if c in among]:
            safe = [c for c in safe if c in among]
        if len(safe) <= 1:
            return rng.choice(safe or legal)
        rng.shuffle(safe)               # random among moves the search cannot tell apart
        self.gen = self.gen % 255 + 1
        self.limit = 1 << 29            # the minimum depth is always completed
        best = safe
        depth = 1
        while depth <= max_depth and depth <= CELLS - n:
            try:
                best, top = self._root(safe, depth, margin)
            except (OutOfNodes, RuntimeError):
                # RuntimeError: the Pico's C stack holds some 13 nested native negamax
                # frames under the app's; a deeper iteration ran out of it (a 9-stone
                # position, on the emulated Pico: "maximum recursion depth exceeded"
                # stopped the game). The last depth completed decides, as when the budget
                # runs out; CPython's recursion limit is far off.
                self.load(moves)        # an aborted search leaves the board mid-move
                break
            self.depth_done = depth
            safe = best + [c for c in safe if c not in best]
            if top > DECIDED or top < -DECIDED:
                break
            if depth >= MIN_DEPTH:
                self.limit = budget
            depth += 1
        return rng.choice(best)

    def _root(self, moves, depth, margin):
        """Search every root move; the moves scoring the best value (or within margin of
        it, unless that value is a proven result), best first, and that value."""
        scored = []
        top = -INF
        n = self.n
        p = 1 + (n & 1)
        saved = self.score
        h = self.hash
        for c in moves:
            r = make(self.st, c, p)
            self.score = saved + (r >> 6) - SCORE_BIAS
            self.hash = h ^ ZOBRIST[p][r & 63]
            self.n = n + 1
            # window just below the lowest score kept, so a near tie proves itself
            v = -self.negamax(depth - 1, -INF, -(top - margin - 1) if scored else INF)
            unmake(self.st, c, p)
            self.score = saved
            self.hash = h
            self.n = n
            if v > top:
                top = v
            scored.append(v)
        # A proven result is never traded: once the best is proven, only moves scoring the same
        # are kept; otherwise scores are evaluations, far inside +-DECIDED (121 at most over
        # 3,000 random games), so a move within margin of an unproven best is never a proven
        # loss. (A draw is proven only where the search reaches the full board, and there
        # every score is exact: 0 or a win or loss.)
        if top > DECIDED or top < -DECIDED:
            margin = 0
        # best first, equal scores in the shuffled order (MicroPython's sort is not stable)
        kept = [(top - v) * 8 + i for i, v in enumerate(scored) if v >= top - margin]
        kept.sort()
        return [moves[k & 7] for k in kept], top
