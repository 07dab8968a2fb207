"""The hard player's search: negamax with alpha-beta over a compact board.

Every number stays a small int on the RP2040 (no 49-bit bitboards): the board is kept as
per-line stone counts (one byte per line of four, LINES) plus, per player, a map of its
"threat" cells -- empty cells that would complete one of its fours. The maps make the hot
questions O(1): can the side to move win now, must it block, would a move give the opponent
a win on the cell above. Iterative deepening stops at a deterministic node budget, so a seeded
game replays identically; a transposition table lives in preallocated arrays."""
from firmware.games.connect4.lines import COLS, ROWS, CELLS, LINES, LINES_THROUGH

try:
    from micropython import const, native
except ImportError:  # CPython
    def const(x):
        return x

    def native(f):
        return f

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
MIN_DEPTH = const(4)       # always completed: no win or necessary block within 4 plies is missed

# Center first: the middle column lies on the most lines.
CENTER_BONUS = (0, 1, 2, 3, 2, 1, 0)


def _line_values():
    """Score of one line from player 1's view by its count byte (p1 stones + 8 * p2 stones):
    open twos are worth something; lines holding both colours are dead."""
    values = [0] * 64
    for n1 in range(5):
        for n2 in range(5):
            v = 0
            if n2 == 0:
                v = (0, 1, 4, 0, 0)[n1]
            elif n1 == 0:
                v = -(0, 1, 4, 0, 0)[n2]
            values[n1 + 8 * n2] = v
    return tuple(values)


def _threat_values(good, bad):
    """Worth of a threat cell to its owner, signed from player 1's view. Zugzwang favours
    player 1's threats on odd rows (row index 0, 2, 4) and player 2's on even rows."""
    p1 = tuple(good if (cell % ROWS) % 2 == 0 else bad for cell in range(CELLS))
    p2 = tuple(-(good if (cell % ROWS) % 2 == 1 else bad) for cell in range(CELLS))
    return (None, p1, p2)


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


LINE_VALUE = _line_values()
THREAT_VALUE = _threat_values(16, 6)
ZOBRIST = _zobrist()


class OutOfNodes(Exception):
    pass


_OUT = OutOfNodes()


class Search:
    """One reusable searcher (its tables are allocated once)."""

    def __init__(self):
        self.cells = bytearray(CELLS)
        self.heights = bytearray(COLS)
        self.counts = bytearray(len(LINES))
        self.threats = (None, bytearray(CELLS), bytearray(CELLS))
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
        for i in range(CELLS):
            self.cells[i] = 0
            self.threats[1][i] = 0
            self.threats[2][i] = 0
        for i in range(COLS):
            self.heights[i] = 0
        for i in range(len(LINES)):
            self.counts[i] = 0
        self.n = 0
        self.score = 0
        self.hash = 0
        for col in moves:
            self.make(col)

    @native
    def make(self, col):
        """Drop a stone for the side to move (never a winning stone: the search stops there)."""
        p = 1 + (self.n & 1)
        inc = 1 if p == 1 else 8
        mine3 = 3 * inc
        theirs3 = 27 - mine3
        cells = self.cells
        counts = self.counts
        mine = self.threats[p]
        theirs = self.threats[3 - p]
        row = self.heights[col]
        cell = col * ROWS + row
        self.heights[col] = row + 1
        cells[cell] = p
        self.n += 1
        self.hash ^= ZOBRIST[p][cell]
        score = self.score
        for i in LINES_THROUGH[cell]:
            v = counts[i]
            nv = v + inc
            counts[i] = nv
            score += LINE_VALUE[nv] - LINE_VALUE[v]
            if nv == mine3:
                for x in LINES[i]:
                    if cells[x] == 0:
                        if mine[x] == 0:
                            score += THREAT_VALUE[p][x]
                        mine[x] += 1
            elif v == theirs3:
                theirs[cell] -= 1
                if theirs[cell] == 0:
                    score -= THREAT_VALUE[3 - p][cell]
        self.score = score

    @native
    def unmake(self, col, score):
        """Take back make(col); score is the evaluation saved before it."""
        self.n -= 1
        p = 1 + (self.n & 1)
        inc = 1 if p == 1 else 8
        mine3 = 3 * inc
        theirs3 = 27 - mine3
        cells = self.cells
        counts = self.counts
        mine = self.threats[p]
        theirs = self.threats[3 - p]
        row = self.heights[col] - 1
        cell = col * ROWS + row
        self.heights[col] = row
        cells[cell] = 0
        self.hash ^= ZOBRIST[p][cell]
        for i in LINES_THROUGH[cell]:
            v = counts[i]
            nv = v - inc
            counts[i] = nv
            if v == mine3:
                for x in LINES[i]:
                    if cells[x] == 0 and x != cell:
                        mine[x] -= 1
            elif nv == theirs3:
                theirs[cell] += 1
        self.score = score

    @native
    def negamax(self, depth, alpha, beta):
        """Score for the side to move, searched depth plies (threat replies extend it)."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise _OUT
        n = self.n
        p = 1 + (n & 1)
        heights = self.heights
        mine = self.threats[p]
        theirs = self.threats[3 - p]
        forced = -1
        nforced = 0
        for c in range(COLS):
            r = heights[c]
            if r < ROWS:
                cell = c * ROWS + r
                if mine[cell]:
                    return WIN - n - 1
                if theirs[cell]:
                    forced = c
                    nforced += 1
        if nforced > 1:
            return n + 2 - WIN
        if n >= CELLS - 1:
            return 0
        if depth <= 0 and nforced == 0:
            return self.score if p == 1 else -self.score
        if nforced == 1:
            moves = [forced]
        else:
            moves = []
            for c in range(COLS):
                r = heights[c]
                if r < ROWS and not (r < ROWS - 1 and theirs[c * ROWS + r + 1]):
                    moves.append(c)
            if not moves:
                return n + 2 - WIN
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
        if len(moves) > 1:
            moves = self.order(moves, p, tt_move)
        alpha0 = alpha
        best = -INF
        best_move = moves[0]
        saved = self.score
        for c in moves:
            self.make(c)
            v = -self.negamax(depth - 1, -beta, -alpha)
            self.unmake(c, saved)
            if v > best:
                best = v
                best_move = c
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        flag = UPPER if best <= alpha0 else (LOWER if best >= beta else EXACT)
        self.tt_gen[slot] = self.gen
        self.tt_check_lo[slot] = check_lo
        self.tt_check_hi[slot] = check_hi
        self.tt_score_lo[slot] = (best + SCORE_OFFSET) & 255
        self.tt_score_hi[slot] = (best + SCORE_OFFSET) >> 8
        self.tt_depth[slot] = depth if depth > 0 else 0
        self.tt_flag_move[slot] = (flag << 3) | best_move
        return best

    @native
    def order(self, moves, p, first):
        """Best first: the table's move, then moves making new threats, then center ones."""
        inc = 1 if p == 1 else 8
        two = 2 * inc
        counts = self.counts
        heights = self.heights
        keys = []
        for c in moves:
            cell = c * ROWS + heights[c]
            k = CENTER_BONUS[c]
            for i in LINES_THROUGH[cell]:
                if counts[i] == two:
                    k += 4
            if c == first:
                k += 100
            keys.append(k * 8 + c)
        keys.sort(reverse=True)
        return [k & 7 for k in keys]

    def choose(self, moves, rng, budget, max_depth=CELLS):
        """The column to play after moves (columns 0-6), random among the equally best found
        within budget nodes (past the compulsory depth MIN_DEPTH) and max_depth plies.
        Wins at once and blocks a single threat without searching."""
        self.load(moves)
        self.nodes = 0
        self.depth_done = 0
        n = self.n
        p = 1 + (n & 1)
        mine = self.threats[p]
        theirs = self.threats[3 - p]
        legal = [c for c in range(COLS) if self.heights[c] < ROWS]
        wins = [c for c in legal if mine[c * ROWS + self.heights[c]]]
        if wins:
            return rng.choice(wins)
        blocks = [c for c in legal if theirs[c * ROWS + self.heights[c]]]
        if blocks:
            return rng.choice(blocks)   # one block, or two threats and the game is lost
        safe = [c for c in legal if self.heights[c] == ROWS - 1
                or not theirs[c * ROWS + self.heights[c] + 1]]
        if len(safe) <= 1:
            return rng.choice(safe or legal)
        rng.shuffle(safe)               # random among moves the search cannot tell apart
        self.gen = self.gen % 255 + 1
        self.limit = 1 << 29            # the minimum depth is always completed
        best = safe
        depth = 1
        while depth <= max_depth and depth <= CELLS - n:
            try:
                best, top = self._root(safe, depth)
            except OutOfNodes:
                self.load(moves)        # an aborted search leaves the tables mid-move
                break
            self.depth_done = depth
            safe = best + [c for c in safe if c not in best]
            if top > DECIDED or top < -DECIDED:
                break
            if depth >= MIN_DEPTH:
                self.limit = budget
            depth += 1
        return rng.choice(best)

    def _root(self, moves, depth):
        """Search every root move; the moves scoring the best value, and that value."""
        best = []
        top = -INF
        saved = self.score
        for c in moves:
            self.make(c)
            # window just below the best so a tie proves itself equal
            v = -self.negamax(depth - 1, -INF, -(top - 1) if best else INF)
            self.unmake(c, saved)
            if v > top:
                top = v
                best = [c]
            elif v == top:
                best.append(c)
        return best, top
