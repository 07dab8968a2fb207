"""The Monte Carlo player's play-outs of the rest of a hand (hard.py), as
@micropython.viper routines over arrays of 16-bit ints (machine code on the Pico, dozens of
times faster than bytecode); on CPython the decorator is a no-op and the casts the identity,
so the same source runs as plain Python. inference.py loads this module and dealer.py (the
random deals) through hal.native.load, so a MicroPython without the native emitter runs them
as bytecode; two modules, so that compiling either from source needs less heap.

Hands are 16 masks, masks[seat * 4 + suit], bit r set when the seat holds rank r of the suit;
a card in these buffers is suit * 16 + rank (code()).

run() plays the hand out from the current trick; every seat plays a fixed heuristic, ai.basic's
rules: duck under the winning card; when void dump the Q-spade, the spade ace or king while
the queen is out, then high hearts; lead low, or the highest spade below the queen, to flush
it out, when holding none above (ties in the lead go to the shorter suit; on the first trick
a void seat sheds the spade ace or king). A seat that looks like shooting the moon (threat())
plays for it: it leads its highest card, wins what it can and keeps its points off others'
tricks; the other seats then stop feeding it points and overtake it when they can. Seats
that play plain ai.basic (the plain bits) do neither; a seat known to run for the moon (the
racer) is the shooter for as long as it holds every point taken. The randomness is in the
sampled deal (dealer.py), not here.
"""
from firmware.games.hearts.bits import HI, LO, buffer
from hal.native import micropython, ptr8

ptr16 = ptr8  # run as plain Python: the arrays as they are (viper: its cast)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# The work buffer of run(): the masks as played, points and tricks per seat as played, the
# same at the start of the play-out, and the trick so far (its length, then its cards).
TAKEN = const(16)
WON = const(20)
START = const(24)  # taken at the start, then won
TRICK = const(32)
WORK_SIZE = 37
_MOON_TRY = const(10)  # points held by one seat from which it plays for the moon
# What a moon against us by a seat that is not plain costs in run()'s value beyond its 26
# points to us (13 a point: 60 points): the play-outs let such a seat run only once it
# holds the points or the tricks, and real shooters get there more often than they
# foresee (measured against Sturtevant's players and the bench's shooters, DESIGN.md
# section 9).
MOON_FEAR = const(780)
_QUEEN_BIT = const(1024)
_NOT_QUEEN = const(0x1BFF)  # every rank but the queen


WORK = buffer(WORK_SIZE)  # the hard player's, made once: every decision reuses it


def code(card):
    """The buffers' form of a card 0..51 (engine.py)."""
    return (card // 13) << 4 | card % 13


@micropython.viper
def threat(work: ptr16, trick_no: int) -> int:
    """The seat that looks like shooting the moon (taken and won from work), or -1: it holds
    every point taken so far, and either enough of them or at least half of the tricks (two
    or more); or, before any points, it has won every trick (three or more)."""
    total = int(work[TAKEN]) + int(work[TAKEN + 1]) + int(work[TAKEN + 2]) + int(
        work[TAKEN + 3])
    for s in range(4):
        won = int(work[WON + s])
        if total != 0:
            if int(work[TAKEN + s]) == total and (total >= _MOON_TRY or (
                    won >= 2 and 2 * won >= trick_no)):
                return s
        elif won >= 3 and won == trick_no:
            return s
    return -1


@micropython.viper
def run(buf, deal: ptr16, leader: int, trick_no: int, flags: int, racer: int, plain: int,
        me: int) -> int:
    """Play the hand out from deal (16 masks) with the trick of work (led by leader; its
    last card, if any, is ours, seat me's, still in deal) and the points and tricks of
    work[START:]; flags: 1 hearts broken, 2 the Q-spade breaks hearts, 4 a moon scores -26
    for the shooter.
    Leaves the end in work (masks empty, TAKEN and WON) and returns its value for me: the
    others' points less 12 times ours, moons as the game scores them (26 - 13 x our points
    without a moon: only our own points matter, a moon's 26 to each other seat too); where
    a moon gives 26 to each other seat, one against us by a seat that is not plain counts
    MOON_FEAR worse still (with -26 for the shooter instead, a moon costs us little).
    buf stays an object, for threat(); work is its cast."""
    work = ptr16(buf)
    hi = ptr8(HI)
    lo = ptr8(LO)
    for k in range(16):
        work[k] = deal[k]
    for k in range(8):
        work[TAKEN + k] = work[START + k]
    n = int(work[TRICK])
    if n > 0:
        c = int(work[TRICK + n])
        b = me * 4 + (c >> 4)
        work[b] = int(work[b]) ^ (1 << (c & 15))
    broken = flags & 1
    qs_breaks = flags & 2
    led = -1
    win_rank = -1
    winner = leader
    points = 0
    for i in range(n):
        c = int(work[TRICK + 1 + i])
        s = c >> 4
        r = c & 15
        if i == 0:
            led = s
        if s == led and r > win_rank:
            win_rank = r
            winner = (leader + i) & 3
        if s == 3:
            points += 1
            broken = 1
        elif s == 2 and r == 10:
            points += 13
            if qs_breaks:
                broken = 1
    seat = (leader + n) & 3
    while trick_no < 13:
        shooter = int(threat(buf, trick_no))
        if shooter < 0 and racer >= 0:
            total = int(work[TAKEN]) + int(work[TAKEN + 1]) + int(work[TAKEN + 2]) + int(
                work[TAKEN + 3])
            if int(work[TAKEN + racer]) == total:
                shooter = racer
        queen_out = (int(work[2]) | int(work[6]) | int(work[10]) | int(work[14])) & _QUEEN_BIT
        while n < 4:
            base = seat * 4
            sh = shooter
            if ((plain >> seat) & 1) != 0:
                sh = -1
            s = -1
            r = 0
            if n == 0:  # the lead
                m = int(work[base + 2])
                if seat == sh:  # the highest card, hearts only when broken or all we hold
                    r = -1
                    for suit in range(4):
                        m = int(work[base + suit])
                        if m == 0 or (suit == 3 and broken == 0 and s >= 0):
                            continue
                        k = int(hi[m >> 7])
                        if k == 0:
                            k = int(lo[m])
                        if k > r:
                            s = suit
                            r = k
                elif queen_out != 0 and m != 0 and m < _QUEEN_BIT:
                    s = 2  # no Q, K or A: the highest spade flushes the queen out
                    r = int(hi[m >> 7])
                    if r == 0:
                        r = int(lo[m])
                else:  # the lowest card, the queen itself the last resort
                    r = 99
                    for suit in range(4):
                        m = int(work[base + suit])
                        if m == 0 or (suit == 3 and broken == 0 and s >= 0):
                            continue
                        low = m & (0 - m)
                        k = int(hi[low >> 7])
                        if k == 0:
                            k = int(lo[low])
                        if suit == 2 and (m & _QUEEN_BIT) != 0 and k >= 10:
                            k += 13
                        better = k < r
                        if k == r:  # equal ranks: the shorter suit, to void it
                            x = m
                            y = int(work[base + s])
                            while x != 0 and y != 0:
                                x &= x - 1
                                y &= y - 1
                            better = x == 0 and y != 0
                        if better:
                            s = suit
                            r = k
                    if r > 12:
                        r -= 13
                led = s
                win_rank = r
                winner = seat
            elif int(work[base + led]) != 0:  # following suit
                m = int(work[base + led])
                s = led
                r = int(hi[m >> 7])
                if r == 0:
                    r = int(lo[m])
                if seat == sh:
                    pass  # the highest
                elif sh >= 0 and winner == sh:
                    if r <= win_rank:  # keep the high cards to stop it later
                        m &= 0 - m
                        r = int(hi[m >> 7])
                        if r == 0:
                            r = int(lo[m])
                elif led == 2 and (m & _QUEEN_BIT) != 0 and win_rank > 10:
                    r = 10
                else:
                    safe = m
                    if led == 2 and m != _QUEEN_BIT:
                        safe = m & _NOT_QUEEN
                    below = m & ((1 << win_rank) - 1)
                    if (n == 3 and points == 0) or (below == 0 and n == 3):
                        m = safe  # a clean last place, or no card below: the highest
                    elif below != 0:
                        m = below
                    else:
                        m = safe & (0 - safe)
                    r = int(hi[m >> 7])
                    if r == 0:
                        r = int(lo[m])
                if r > win_rank:
                    win_rank = r
                    winner = seat
            else:  # void: a discard
                first = trick_no == 0
                if seat == sh or (sh >= 0 and winner == sh):
                    # Keep every point away from the shooter's tricks (or for ourselves).
                    for suit in range(3):
                        m = int(work[base + suit])
                        if suit == 2:
                            m &= _NOT_QUEEN
                        if m != 0:
                            if seat == sh:
                                m &= 0 - m
                            s = suit
                            r = int(hi[m >> 7])
                            if r == 0:
                                r = int(lo[m])
                            break
                if s < 0:
                    m = int(work[base + 2])
                    hearts = int(work[base + 3])
                    if (m & _QUEEN_BIT) != 0 and not first:
                        s = 2
                        r = 10
                    elif queen_out != 0 and (m >> 11) != 0:
                        s = 2  # the ace or king that would catch the queen
                        r = int(hi[m >> 7])
                    elif hearts != 0 and not first:
                        s = 3
                        r = int(hi[hearts >> 7])
                        if r == 0:
                            r = int(lo[hearts])
                    else:  # the highest card, no points on the first trick
                        r = -1
                        for suit in range(3):
                            m = int(work[base + suit])
                            if suit == 2 and first:
                                m &= _NOT_QUEEN
                            if m != 0:
                                k = int(hi[m >> 7])
                                if k == 0:
                                    k = int(lo[m])
                                if k > r:
                                    s = suit
                                    r = k
                        if s < 0:  # the first trick with only points in hand
                            if (int(work[base + 2]) & _QUEEN_BIT) != 0:
                                s = 2
                                r = 10
                            else:
                                s = 3
                                r = int(hi[hearts >> 7])
                                if r == 0:
                                    r = int(lo[hearts])
            work[base + s] = int(work[base + s]) ^ (1 << r)
            if s == 3:
                points += 1
                broken = 1
            elif s == 2 and r == 10:
                points += 13
                if qs_breaks:
                    broken = 1
                queen_out = 0
            n += 1
            seat = (seat + 1) & 3
        work[TAKEN + winner] = int(work[TAKEN + winner]) + points
        work[WON + winner] = int(work[WON + winner]) + 1
        seat = winner
        n = 0
        points = 0
        trick_no += 1
    mine = int(work[TAKEN + me])
    for s in range(4):
        if int(work[TAKEN + s]) == 26:
            if (flags & 4) != 0:  # the shooter -26, the others 0
                if s == me:
                    return 312
                return -26
            if s == me:
                return 78
            if ((plain >> s) & 1) == 0:
                return -260 - MOON_FEAR
            return -260
    return 26 - 13 * mine
