"""Exact play of the last tricks of a dealt-out hand (the hard player's endgame).

With two tricks or fewer to go, every seat's choices are searched (max^n): each seat plays
the card that gives it the best score() at the end, assuming the others do the same. Hands
are the 16 suit masks of playout.py; the first-trick rules never apply this late.
Scores are ints (floats allocate on MicroPython).
"""
from firmware.games.hearts.engine import HEARTS, MOON_POINTS, QUEEN_SPADES, hand_scores
from firmware.games.hearts.bits import HI, LO

LAST_TRICKS = 2  # search exactly once this few tricks are left
# score() counts in twelfths of a point: our own points weigh 12, each of the others' 1,
# i.e. a quarter of the others' mean counts in our favour.
SCALE = 12


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
    work[0] += 1
    n = len(trick)
    if n == 4:
        return _finish_trick(masks, leader, trick, broken, taken, moon_minus, qs_breaks, work)
    seat = (leader + n) % 4
    base = seat * 4
    if n == 0:
        suits = [s for s in range(4) if masks[base + s]]
        if not broken and len(suits) > 1 and suits[-1] == HEARTS:
            suits.pop()
    else:
        led = trick[0] // 13
        suits = [led] if masks[base + led] else [s for s in range(4) if masks[base + s]]
    if not suits:  # the hand is over
        return taken
    best = None
    best_value = 0
    for suit in suits:
        m = masks[base + suit]
        while m:
            low = m & -m
            m ^= low
            card = suit * 13 + (HI[low >> 7] or LO[low])
            masks[base + suit] ^= low
            breaks = suit == HEARTS or (qs_breaks and card == QUEEN_SPADES)
            result = solve(masks, leader, trick + [card], broken or breaks, taken, moon_minus,
                           qs_breaks, work)
            masks[base + suit] ^= low
            value = score(result, seat, moon_minus)
            if best is None or value > best_value:
                best, best_value = result, value
    return best


def _finish_trick(masks, leader, cards, broken, taken, moon_minus, qs_breaks, work):
    led = cards[0] // 13
    win = 0
    points = 0
    for i in range(4):
        c = cards[i]
        if c // 13 == led and c > cards[win]:
            win = i
        # The trick may hold the caller's card, played before `broken` was passed in.
        if c // 13 == HEARTS:
            points += 1
            broken = True
        elif c == QUEEN_SPADES:
            points += 13
            broken = broken or qs_breaks
    winner = (leader + win) % 4
    after = list(taken)
    after[winner] += points
    return solve(masks, winner, [], broken, after, moon_minus, qs_breaks, work)
