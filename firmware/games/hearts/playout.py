"""Fast simulation of the rest of a hand, for the Monte Carlo player (hard.py).

Hands are 16 ints, masks[seat * 4 + suit], bit r set when the seat holds rank r of the suit
(13 bits: small ints on the RP2040). Every seat plays a fixed heuristic, ai.basic's rules:
duck under the winning card; when void dump the Q-spade, the spade ace or king while the
queen is out, then high hearts; lead low, or the highest spade below the queen, to flush it
out, when holding none above (ties in the lead go to the shorter suit; on the first trick a
void seat sheds the spade ace or king). A seat that holds every point taken so far (at
least MOON_TRY) plays for the moon, and the others then stop feeding it points and
overtake it when they can; the seats run() is told play plain ai.basic do neither. The
randomness is in the sampled deal, not here.
"""
from firmware.games import count_bits

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_SPADES = const(2)
_HEARTS = const(3)
_QUEEN = const(10)  # rank of the queen
_QUEEN_BIT = const(1024)
_MOON_TRY = const(10)

# The highest set bit of a 13-bit mask m is `_HI[m >> 7] or _LO[m]` (of m & -m: the lowest):
# _HI (64 entries) answers when a bit above bit 6 is set, else m < 128 indexes _LO. Two small
# tables, not one of 8 KB, so loading never needs a large free block of heap.
_LO = bytearray(128)
for _k in range(1, 7):
    _LO[1 << _k:2 << _k] = bytes([_k]) * (1 << _k)
_HI = bytearray(64)
for _k in range(6):
    _HI[1 << _k:2 << _k] = bytes([_k + 7]) * (1 << _k)


def _lead(masks, base, broken, shooter, seat, queen_out):
    """Card (suit, rank) that seat leads."""
    best_suit = -1
    best_rank = 99
    top = seat == shooter
    if top:
        best_rank = -1
    elif queen_out:
        m = masks[base + _SPADES]
        if m and m < _QUEEN_BIT:
            return _SPADES, _HI[m >> 7] or _LO[m]  # no Q, K or A: flush the queen out
    for suit in range(4):
        m = masks[base + suit]
        if not m or (suit == _HEARTS and not broken and best_suit >= 0):
            continue  # hearts (last in suit order) only when broken or nothing else held
        if top:
            r = _HI[m >> 7] or _LO[m]
            if r > best_rank:
                best_suit, best_rank = suit, r
        else:
            low = m & -m
            r = _HI[low >> 7] or _LO[low]
            if suit == _SPADES and m & _QUEEN_BIT and r >= _QUEEN:
                r += 13  # leading the queen itself is the last resort
            if r < best_rank or (r == best_rank and
                                 count_bits(m) < count_bits(masks[base + best_suit])):
                best_suit, best_rank = suit, r  # equal ranks: the shorter suit, to void it
    if not top and best_rank > 12:
        best_rank -= 13
    return best_suit, best_rank


def _discard(masks, base, first, shooter, seat, winner, queen_out):
    """Card a void seat throws."""
    if seat == shooter or (shooter >= 0 and winner == shooter):
        # Keep every point away from the shooter's tricks (or keep them for ourselves).
        for suit in range(3):
            m = masks[base + suit]
            if suit == _SPADES:
                m &= ~_QUEEN_BIT
            if m:
                if seat == shooter:
                    m &= -m
                return suit, _HI[m >> 7] or _LO[m]
    m = masks[base + _SPADES]
    if m & _QUEEN_BIT and not first:
        return _SPADES, _QUEEN
    if queen_out and m >> (_QUEEN + 1):
        return _SPADES, _HI[m >> 7]  # the ace or king that would catch the queen
    if not first:
        m = masks[base + _HEARTS]
        if m:
            return _HEARTS, _HI[m >> 7] or _LO[m]
    best_suit = -1
    best_rank = -1
    for suit in range(3):
        m = masks[base + suit]
        if suit == _SPADES and first:
            m &= ~_QUEEN_BIT
        if m:
            r = _HI[m >> 7] or _LO[m]
            if r > best_rank:
                best_suit, best_rank = suit, r
    if best_suit < 0:  # first trick with only points in hand
        if masks[base + _SPADES] & _QUEEN_BIT:
            return _SPADES, _QUEEN
        m = masks[base + _HEARTS]
        return _HEARTS, _HI[m >> 7] or _LO[m]
    return best_suit, best_rank


def _follow(m, led, win_rank, points, n, seat, shooter, winner):
    """Rank seat plays in the led suit (m: its cards of that suit, non-empty)."""
    top = _HI[m >> 7] or _LO[m]
    if seat == shooter:
        return top
    if shooter >= 0 and winner == shooter:
        if top > win_rank:
            return top  # take the trick away from the shooter
        return _HI[(m & -m) >> 7] or _LO[m & -m]  # keep the high cards to stop it later
    if led == _SPADES and m & _QUEEN_BIT and win_rank > _QUEEN:
        return _QUEEN
    safe = m
    if led == _SPADES and m != _QUEEN_BIT:
        safe = m & ~_QUEEN_BIT
    if n == 3 and points == 0:
        return _HI[safe >> 7] or _LO[safe]
    below = m & ((1 << win_rank) - 1)
    if below:
        return _HI[below >> 7] or _LO[below]
    if n == 3:
        return _HI[safe >> 7] or _LO[safe]
    safe &= -safe
    return _HI[safe >> 7] or _LO[safe]


def moon_threat(taken, won, tricks_done):
    """The seat that looks like shooting the moon, or -1: it holds every point taken so far,
    and either enough of them or at least half of the tricks (two or more); or, before any
    points, it has won every trick (three or more)."""
    total = taken[0] + taken[1] + taken[2] + taken[3]
    for s in range(4):
        if total:
            if taken[s] == total and (total >= _MOON_TRY or
                                      (won[s] >= 2 and 2 * won[s] >= tricks_done)):
                return s
        elif won[s] >= 3 and won[s] == tricks_done:
            return s
    return -1


def run(masks, leader, trick, trick_no, broken, qs_breaks, taken, won, racer=-1, plain=0):
    """Play the hand out from the current trick (cards of the trick so far, in play order,
    led by leader); qs_breaks: the Q-spade breaks hearts (the game's option); racer: a seat
    known to play for the moon (inference.Knowledge.racing), or -1: it is the shooter for
    as long as it holds every point taken; plain: bit s set when seat s plays ai.basic's
    rules only, which neither run for the moon nor stop a run. masks, taken (points per
    seat) and won (tricks per seat) are updated in place."""
    n = len(trick)
    led = win_rank = -1
    winner = leader
    points = 0
    for i in range(n):
        c = trick[i]
        s, r = c // 13, c % 13
        if i == 0:
            led = s
        if s == led and r > win_rank:
            win_rank, winner = r, (leader + i) % 4
        if s == _HEARTS:
            points += 1
            broken = True
        elif s == _SPADES and r == _QUEEN:
            points += 13
            broken = broken or qs_breaks
    seat = (leader + n) % 4
    while trick_no < 13:
        shooter = moon_threat(taken, won, trick_no)
        if shooter < 0 <= racer and taken[racer] == taken[0] + taken[1] + taken[2] + taken[3]:
            shooter = racer
        queen_out = (masks[2] | masks[6] | masks[10] | masks[14]) & _QUEEN_BIT
        while n < 4:
            base = seat * 4
            sh = -1 if plain >> seat & 1 else shooter
            if n == 0:
                s, r = _lead(masks, base, broken, sh, seat, queen_out)
                led, win_rank, winner = s, r, seat
            else:
                m = masks[base + led]
                if m:
                    s = led
                    r = _follow(m, led, win_rank, points, n, seat, sh, winner)
                    if r > win_rank:
                        win_rank, winner = r, seat
                else:
                    s, r = _discard(masks, base, trick_no == 0, sh, seat, winner,
                                    queen_out)
            masks[base + s] &= ~(1 << r)
            if s == _HEARTS:
                points += 1
                broken = True
            elif s == _SPADES and r == _QUEEN:
                points += 13
                broken = broken or qs_breaks
                queen_out = 0
            n += 1
            seat = (seat + 1) % 4
        taken[winner] += points
        won[winner] += 1
        seat = winner
        n = 0
        points = 0
        trick_no += 1
