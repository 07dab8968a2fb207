"""Fast simulation of the rest of a hand, for the Monte Carlo player (hard.py).

Hands are 16 ints, masks[seat * 4 + suit], bit r set when the seat holds rank r of the suit
(13 bits: small ints on the RP2040). Every seat plays a fixed heuristic: duck under the
winning card, dump Q-spade and high hearts when void, lead low; a seat that holds every
point taken so far (at least MOON_TRY) plays for the moon, and the others then stop feeding
it points and overtake it when they can. The randomness is in the sampled deal, not here.
The Q-spade-breaks-hearts option is not modelled (hearts break on a heart only).
"""
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

# TOP[m]: index of the highest set bit of a 13-bit mask (TOP[m & -m] is the lowest one).
TOP = bytearray(8192)
for _k in range(1, 13):
    TOP[1 << _k:2 << _k] = bytes([_k]) * (1 << _k)


def _lead(masks, base, broken, shooter, seat):
    """Card (suit, rank) that seat leads."""
    best_suit = -1
    best_rank = 99
    top = seat == shooter
    if top:
        best_rank = -1
    for suit in range(4):
        m = masks[base + suit]
        if not m or (suit == _HEARTS and not broken and best_suit >= 0):
            continue  # hearts (last in suit order) only when broken or nothing else held
        if top:
            r = TOP[m]
            if r > best_rank:
                best_suit, best_rank = suit, r
        else:
            r = TOP[m & -m]
            if suit == _SPADES and m & _QUEEN_BIT and r >= _QUEEN:
                r += 13  # leading the queen itself is the last resort
            if r < best_rank:
                best_suit, best_rank = suit, r
    if not top and best_rank > 12:
        best_rank -= 13
    return best_suit, best_rank


def _discard(masks, base, first, shooter, seat, winner):
    """Card a void seat throws."""
    if seat == shooter or (shooter >= 0 and winner == shooter):
        # Keep every point away from the shooter's tricks (or keep them for ourselves).
        for suit in range(3):
            m = masks[base + suit]
            if suit == _SPADES:
                m &= ~_QUEEN_BIT
            if m:
                return suit, TOP[m & -m] if seat == shooter else TOP[m]
    if not first:
        if masks[base + _SPADES] & _QUEEN_BIT:
            return _SPADES, _QUEEN
        m = masks[base + _HEARTS]
        if m:
            return _HEARTS, TOP[m]
    best_suit = -1
    best_rank = -1
    for suit in range(3):
        m = masks[base + suit]
        if suit == _SPADES and first:
            m &= ~_QUEEN_BIT
        if m and TOP[m] > best_rank:
            best_suit, best_rank = suit, TOP[m]
    if best_suit < 0:  # first trick with only points in hand
        if masks[base + _SPADES] & _QUEEN_BIT:
            return _SPADES, _QUEEN
        return _HEARTS, TOP[masks[base + _HEARTS]]
    return best_suit, best_rank


def _follow(m, led, win_rank, points, n, seat, shooter, winner):
    """Rank seat plays in the led suit (m: its cards of that suit, non-empty)."""
    if seat == shooter:
        return TOP[m]
    if shooter >= 0 and winner == shooter and TOP[m] > win_rank:
        return TOP[m]  # take the trick away from the shooter
    if led == _SPADES and m & _QUEEN_BIT and win_rank > _QUEEN:
        return _QUEEN
    safe = m
    if led == _SPADES and m != _QUEEN_BIT:
        safe = m & ~_QUEEN_BIT
    if n == 3 and points == 0:
        return TOP[safe]
    below = m & ((1 << win_rank) - 1)
    if below:
        return TOP[below]
    if n == 3:
        return TOP[safe]
    return TOP[safe & -safe]


def run(masks, leader, trick, trick_no, broken, taken):
    """Play the hand out from the current trick (cards of the trick so far, in play order,
    led by leader). masks and taken (points per seat) are updated in place."""
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
    seat = (leader + n) % 4
    while trick_no < 13:
        total = taken[0] + taken[1] + taken[2] + taken[3]
        shooter = -1
        if total >= _MOON_TRY:
            for s in range(4):
                if taken[s] == total:
                    shooter = s
        while n < 4:
            base = seat * 4
            if n == 0:
                s, r = _lead(masks, base, broken, shooter, seat)
                led, win_rank, winner = s, r, seat
            else:
                m = masks[base + led]
                if m:
                    s = led
                    r = _follow(m, led, win_rank, points, n, seat, shooter, winner)
                    if r > win_rank:
                        win_rank, winner = r, seat
                else:
                    s, r = _discard(masks, base, trick_no == 0, shooter, seat, winner)
            masks[base + s] &= ~(1 << r)
            if s == _HEARTS:
                points += 1
                broken = True
            elif s == _SPADES and r == _QUEEN:
                points += 13
            n += 1
            seat = (seat + 1) % 4
        taken[winner] += points
        seat = winner
        n = 0
        points = 0
        trick_no += 1
