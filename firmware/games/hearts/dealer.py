"""Random deals of the unseen cards for the Monte Carlo player (inference.sample), as
@micropython.viper routines (see playout.py, whose masks and card codes they use): deal()
shuffles with its own generator (a 30-bit linear congruential one: the same numbers on
every port) and passed_like_basic() checks a deal against the pass we received.
"""
from firmware.games.hearts.bits import buffer
from hal.native import micropython, ptr8

ptr16 = ptr8  # run as plain Python: the arrays as they are (viper: its cast)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# The plan buffer of deal() (inference.py writes it): per seat and suit the ranks it may not
# hold, the cards every deal gives (our hand, known cards), per seat how many cards to deal
# it, the seats in dealing order, how many free cards, the free cards, and room to shuffle
# them.
EX = const(0)
BASE = const(16)
NEED = const(32)
ORDER = const(36)
NFREE = const(40)
FREE = const(41)
POOL = const(81)
# What passed_like_basic() reads of the seat that passed to us (inference.Knowledge): 1 in
# CHECK when deal() is to check it, the seat, how many of the cards it received we cannot
# tell apart, per suit what it played and passed us, what it received (when that was our
# pass) and what it passed us, the three cards it passed us; then room for its hand and
# suit lengths.
CHECK = const(121)
PASSER = const(122)
SLACK = const(123)
FIXED = const(124)
GOT = const(128)
SENT = const(132)
SENT_CARDS = const(136)
HELD = const(139)
COUNTS = const(143)
PLAN_SIZE = 146

_QUEEN_BIT = const(1024)
_SEED_MASK = const(0x3FFFFFFF)

# The hard player's buffers, made once (every decision reuses them: no garbage).
DEAL = buffer(16)
PLAN = buffer(PLAN_SIZE)


@micropython.viper
def deal(dealt, buf, seed: int) -> int:
    """Deal a plan (buf, see PLAN_SIZE) into dealt (16 masks): its free cards are shuffled
    and the seats, in the plan's order, each take the first cards of the shuffled pool it
    may hold, so each gets a uniform choice of what it may hold. seed: the generator's
    state; returns the next state, or -1 - that state when a seat found too few cards it may
    hold or the deal fails passed_like_basic() (when the plan's CHECK asks for it)."""
    masks = ptr16(dealt)
    plan = ptr16(buf)
    for k in range(16):
        masks[k] = plan[BASE + k]
    n = int(plan[NFREE])
    for k in range(n):
        plan[POOL + k] = plan[FREE + k]
    i = n - 1
    while i > 0:
        seed = (seed * 69069 + 1) & _SEED_MASK
        j = ((seed >> 14) * (i + 1)) >> 16
        c = int(plan[POOL + i])
        plan[POOL + i] = plan[POOL + j]
        plan[POOL + j] = c
        i -= 1
    left = n
    for o in range(4):
        s = int(plan[ORDER + o])
        want = int(plan[NEED + s])
        b = s * 4
        kept = 0
        for j in range(left):
            c = int(plan[POOL + j])
            u = b + (c >> 4)
            bit = 1 << (c & 15)
            if want != 0 and (int(plan[EX + u]) & bit) == 0:
                masks[u] = int(masks[u]) | bit
                want -= 1
            else:
                plan[POOL + kept] = c  # the cards this seat did not take, for the next seats
                kept += 1
        if want != 0:
            return -1 - seed
        left = kept
    if int(plan[CHECK]) != 0 and int(passed_like_basic(dealt, buf)) == 0:
        return -1 - seed
    return seed


@micropython.viper
def passed_like_basic(masks: ptr16, plan: ptr16) -> int:
    """1 if the passer's hand before the exchange (plan's PASSER...), in the deal masks,
    held at most SLACK cards (the ones it may have received, which also blur its suit
    lengths) that ai.basic_pass would have passed before one it did pass, else 0. The
    danger of a card is ai.pass_danger's (in a hand up to `less` cards shorter per suit,
    the highest it may be): a Q, K or A of spades 5 behind four low spades, else 100 +
    rank; a heart rank * 6 + 4; another card rank * 5, + 12 in a suit of two cards or
    fewer."""
    b = int(plan[PASSER]) * 4
    slack = int(plan[SLACK])
    for u in range(4):
        m = (int(masks[b + u]) | int(plan[FIXED + u])) & (0x1FFF ^ int(plan[GOT + u]))
        plan[HELD + u] = m
        k = 0
        while m != 0:
            m &= m - 1
            k += 1
        if u < 3:
            plan[COUNTS + u] = k
    low = 0
    m = int(plan[HELD + 2]) & (_QUEEN_BIT - 1)
    while m != 0:
        m &= m - 1
        low += 1
    worst = -1
    worst_card = 0
    over = 0
    ku = 0
    kr = -1
    for k in range(3 + 52):  # the three cards passed, then every card it kept
        if k < 3:
            c = int(plan[SENT_CARDS + k])
            less = slack
        else:
            kr += 1
            if kr == 13:
                ku += 1
                kr = 0
            if (int(plan[HELD + ku]) & (0x1FFF ^ int(plan[SENT + ku])) & (1 << kr)) == 0:
                continue
            c = (ku << 4) | kr
            less = 0
        u = c >> 4
        r = c & 15
        if u == 2 and r >= 10:
            d = 100 + r
            if low - less >= 4:
                d = 5
        elif u == 3:
            d = r * 6 + 4
        else:
            d = r * 5
            if int(plan[COUNTS + u]) - less <= 2:
                d += 12
        if k < 3:
            if worst < 0 or d < worst or (d == worst and c > worst_card):
                worst = d
                worst_card = c
        elif d > worst or (d == worst and c < worst_card):
            over += 1
    if over <= slack:
        return 1
    return 0
