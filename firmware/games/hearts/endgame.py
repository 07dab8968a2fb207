"""Exact play of the last tricks of a dealt-out hand (the hard player's endgame).

With two tricks or fewer to go, every seat's choices are searched (max^n): each seat plays
the card that gives it the best score() at the end, assuming the others do the same. Hands
are the 16 suit masks of playout.py; the first-trick rules never apply this late.
Scores are ints (floats allocate on MicroPython).
The search allocates nothing as it goes (a hard decision visits about a thousand positions
here, and lists made at each would bring collections mid-decision that find the heap
split): the cards played sit in one buffer made once (LINE) and the points taken travel
as one int, five bits a seat.
"""
from firmware.games.hearts.engine import HEARTS, MOON_POINTS, QUEEN_SPADES, hand_scores
from firmware.games.hearts.bits import HI, LO

LAST_TRICKS = 2  # search exactly once this few tricks are left
# score() counts in twelfths of a point: our own points weigh 12, each of the others' 1,
# i.e. a quarter of the others' mean counts in our favour.
SCALE = 12
LINE = [0] * 52  # the current trick's cards so far, then those the search plays


def score(taken, seat, moon_minus):
    """Outcome of a finished hand for seat in 1/SCALE points: minus its points, plus a
    quarter of the others' mean. Moons are scored as the game scores them."""
    # hand_scores() builds a list: only for a moon, score() is called at every search node
    pts = hand_scores(taken, moon_minus) if MOON_POINTS in taken else taken
    return pts[0] + pts[1] + pts[2] + pts[3] - pts[seat] * (SCALE + 1)


def solve(masks, leader, trick, broken, taken, moon_minus, qs_breaks, work):
    """Final points per seat when everyone plays the rest of the hand perfectly. trick: the
    cards of the current trick so far (ints, suit * 13 + rank) in play order from leader.
    qs_breaks: the Q-spade breaks hearts (the game's option). work[0] counts the positions
    visited (the caller's budget)."""
    n = len(trick)
    for i in range(n):
        LINE[i] = trick[i]
    packed = _search(masks, leader, 0, n, broken, taken[0] | taken[1] << 5 | taken[2] << 10 |
                     taken[3] << 15, moon_minus, qs_breaks, work)
    return [packed & 31, packed >> 5 & 31, packed >> 10 & 31, packed >> 15]


def _value(packed, seat, moon_minus):
    """score() of points taken packed five bits a seat."""
    a = packed & 31
    b = packed >> 5 & 31
    c = packed >> 10 & 31
    d = packed >> 15
    if a == MOON_POINTS or b == MOON_POINTS or c == MOON_POINTS or d == MOON_POINTS:
        return score([a, b, c, d], seat, moon_minus)  # a moon: lists, as score() makes
    return a + b + c + d - (packed >> 5 * seat & 31) * (SCALE + 1)


def _search(masks, leader, start, end, broken, taken, moon_minus, qs_breaks, work):
    """solve() with the trick LINE[start:end] and taken packed; returns the points packed."""
    work[0] += 1
    n = end - start
    if n == 4:
        return _finish_trick(masks, leader, start, broken, taken, moon_minus, qs_breaks, work)
    seat = (leader + n) % 4
    base = seat * 4
    first = 0
    last = 4
    if n == 0:
        if not broken and masks[base + HEARTS] and (masks[base] or masks[base + 1] or
                                                   masks[base + 2]):
            last = HEARTS  # hearts are led once broken, or when nothing else is left
    else:
        led = LINE[start] // 13
        if masks[base + led]:
            first = led
            last = led + 1
    best = -1  # none yet; else the points packed
    best_value = 0
    for suit in range(first, last):
        m = masks[base + suit]
        while m:
            low = m & -m
            m ^= low
            card = suit * 13 + (HI[low >> 7] or LO[low])
            masks[base + suit] ^= low
            LINE[end] = card
            breaks = suit == HEARTS or (qs_breaks and card == QUEEN_SPADES)
            result = _search(masks, leader, start, end + 1, broken or breaks, taken,
                             moon_minus, qs_breaks, work)
            masks[base + suit] ^= low
            value = _value(result, seat, moon_minus)
            if best < 0 or value > best_value:
                best, best_value = result, value
    return taken if best < 0 else best  # no card left: the hand is over


def _finish_trick(masks, leader, start, broken, taken, moon_minus, qs_breaks, work):
    led = LINE[start] // 13
    win = 0
    points = 0
    for i in range(4):
        c = LINE[start + i]
        if c // 13 == led and c > LINE[start + win]:
            win = i
        # The trick may hold the caller's card, played before `broken` was passed in.
        if c // 13 == HEARTS:
            points += 1
            broken = True
        elif c == QUEEN_SPADES:
            points += 13
            broken = broken or qs_breaks
    winner = (leader + win) % 4
    return _search(masks, winner, start + 4, start + 4, broken, taken + (points << 5 * winner),
                   moon_minus, qs_breaks, work)
