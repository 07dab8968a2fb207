"""The search's board: one bytearray and @micropython.viper routines over it.

Every number is a small int (no 49-bit bitboards, which are big ints on the RP2040). The
board is kept as per-line stone counts (a byte per line of four: player 1's stones + 8 x
player 2's) and, per player, a map of its "threat" cells -- empty cells that would complete
one of its fours. The maps make the search's hot questions O(1): can the side to move win
now, must it block, would a move hand the opponent the cell above.

Viper compiles these to machine code on MicroPython (the search runs three and a half times
faster than in bytecode); on CPython the decorator is a no-op and ptr8 the identity, so the
same source runs on both. mpy-cross compiles the machine code ahead (tools/stage.py passes
-march), so loading the game compiles nothing on the device's heap. A MicroPython built
without the native emitter refuses the decorator: hal.native.load then runs this same source
as bytecode (about 3.5 times slower, so hard's node budget takes that much longer)."""
from firmware.games.connect4 import lines
from firmware.games.connect4.lines import LINE_CELLS, LINE_IDS  # read by the routines
from hal.native import micropython, ptr8

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x


# The board size (lines.py's, checked below: viper inlines only constants of its own module);
# STRIDE; the state bytearray's layout: 42 cells (0 empty, else the player), 7 column heights,
# 69 line counts, two 42-byte threat maps (player 1's first) and 7 bytes of scratch for
# order(); WIN_NOW, scan()'s "win at once" bit; SCORE_BIAS, as make() returns
# (score change + SCORE_BIAS) << 6 | cell.
COLS = const(7)
ROWS = const(6)
CELLS = const(42)
STRIDE = const(14)   # lines.py's LINE_IDS layout
AT_CELLS = const(0)
AT_HEIGHTS = const(42)
AT_COUNTS = const(49)
AT_THREATS = const(118)
AT_KEYS = const(202)
STATE_SIZE = const(209)
WIN_NOW = const(4096)
SCORE_BIAS = const(4096)
if (COLS, ROWS, CELLS, STRIDE) != (lines.COLS, lines.ROWS, lines.CELLS, lines.STRIDE):
    raise ImportError("position.py's board layout differs from lines.py's")


def _line_values():
    """Score of one line from player 1's view by its count byte, plus 16 (bytes are
    unsigned; make() only uses differences): open twos are worth something, mixed lines
    nothing, threes are scored as threat cells instead."""
    values = bytearray(64)
    worth = (0, 1, 4, 0, 0)
    for n1 in range(5):
        for n2 in range(5):
            v = 0
            if n2 == 0:
                v = worth[n1]
            elif n1 == 0:
                v = -worth[n2]
            values[n1 + 8 * n2] = v + 16
    return bytes(values)


def _threat_values(good, bad):
    """Worth of a threat cell to its owner, player 1's 42 cells then player 2's. Zugzwang
    favours player 1's threats on odd rows (row index 0, 2, 4), player 2's on even rows."""
    values = bytearray(2 * CELLS)
    for cell in range(CELLS):
        odd_row = (cell % ROWS) % 2 == 0
        values[cell] = good if odd_row else bad
        values[CELLS + cell] = bad if odd_row else good
    return bytes(values)


LINE_VALUE = _line_values()
THREAT_VALUE = _threat_values(16, 6)


# Drop a stone of player p in col (never a winning stone: the search stops there).
# Returns (score change from player 1's view + SCORE_BIAS) << 6 | the cell filled.
@micropython.viper
def make(st: ptr8, col: int, p: int) -> int:
    ids = ptr8(LINE_IDS)
    line_cells = ptr8(LINE_CELLS)
    line_value = ptr8(LINE_VALUE)
    threat_value = ptr8(THREAT_VALUE)
    inc = 1 if p == 1 else 8
    mine3 = 3 * inc
    theirs3 = 27 - mine3
    mine = AT_THREATS + (p - 1) * CELLS
    theirs = AT_THREATS + (2 - p) * CELLS
    row = st[AT_HEIGHTS + col]
    cell = col * ROWS + row
    st[AT_HEIGHTS + col] = row + 1
    st[AT_CELLS + cell] = p
    delta = 0
    base = cell * STRIDE + 1
    for k in range(base, base + ids[base - 1]):
        i = ids[k]
        v = st[AT_COUNTS + i]
        nv = v + inc
        st[AT_COUNTS + i] = nv
        delta += line_value[nv] - line_value[v]
        if nv == mine3:
            for j in range(4 * i, 4 * i + 4):
                x = line_cells[j]
                if st[AT_CELLS + x] == 0:
                    if st[mine + x] == 0:
                        if p == 1:
                            delta += threat_value[x]
                        else:
                            delta -= threat_value[CELLS + x]
                    st[mine + x] = st[mine + x] + 1
        elif v == theirs3:
            left = st[theirs + cell] - 1
            st[theirs + cell] = left
            if left == 0:
                if p == 1:
                    delta += threat_value[CELLS + cell]
                else:
                    delta -= threat_value[cell]
    return ((delta + SCORE_BIAS) << 6) | cell


# Take back make(st, col, p) (the caller restores the score it saved).
@micropython.viper
def unmake(st: ptr8, col: int, p: int):
    ids = ptr8(LINE_IDS)
    line_cells = ptr8(LINE_CELLS)
    inc = 1 if p == 1 else 8
    mine3 = 3 * inc
    theirs3 = 27 - mine3
    mine = AT_THREATS + (p - 1) * CELLS
    theirs = AT_THREATS + (2 - p) * CELLS
    row = st[AT_HEIGHTS + col] - 1
    cell = col * ROWS + row
    st[AT_HEIGHTS + col] = row
    st[AT_CELLS + cell] = 0
    base = cell * STRIDE + 1
    for k in range(base, base + ids[base - 1]):
        i = ids[k]
        v = st[AT_COUNTS + i]
        nv = v - inc
        st[AT_COUNTS + i] = nv
        if v == mine3:
            for j in range(4 * i, 4 * i + 4):
                x = line_cells[j]
                if st[AT_CELLS + x] == 0 and x != cell:
                    st[mine + x] = st[mine + x] - 1
        elif nv == theirs3:
            st[theirs + cell] = st[theirs + cell] + 1


# What the side to move p faces: WIN_NOW if it can win at once; else bits 0-2 the
# column of an opponent's threat to block, bits 3-4 how many (capped at 2), bits 5-11 the
# columns whose playable cell is not right under an opponent's threat cell.
@micropython.viper
def scan(st: ptr8, p: int) -> int:
    mine = AT_THREATS + (p - 1) * CELLS
    theirs = AT_THREATS + (2 - p) * CELLS
    forced = 0
    nforced = 0
    safe = 0
    for c in range(COLS):
        r = st[AT_HEIGHTS + c]
        if r < ROWS:
            cell = c * ROWS + r
            if st[mine + cell]:
                return WIN_NOW
            if st[theirs + cell]:
                forced = c
                if nforced < 2:
                    nforced += 1
            if r == ROWS - 1 or st[theirs + cell + 1] == 0:
                safe |= 1 << c
    return forced | (nforced << 3) | (safe << 5)


# The columns of the bit mask moves, best first: first (the transposition table's
# move) leads, then the moves making the most new threats, then the most central. Packed
# 3 bits a column, the count in bits 21-23.
@micropython.viper
def order(st: ptr8, p: int, moves: int, first: int) -> int:
    ids = ptr8(LINE_IDS)
    two = 2 if p == 1 else 16
    for c in range(COLS):
        if moves & (1 << c):
            cell = c * ROWS + st[AT_HEIGHTS + c]
            k = 1 + c if c <= 3 else 7 - c
            base = cell * STRIDE + 1
            for j in range(base, base + ids[base - 1]):
                if st[AT_COUNTS + ids[j]] == two:
                    k += 4
            if c == first:
                k = 255
            st[AT_KEYS + c] = k
    packed = 0
    n = 0
    left = moves
    while left:
        best = 0
        best_k = -1
        for c in range(COLS):
            if left & (1 << c):
                k = int(st[AT_KEYS + c])
                if k > best_k:
                    best_k = k
                    best = c
        left ^= 1 << best
        packed |= best << (3 * n)
        n += 1
    return packed | (n << 21)
