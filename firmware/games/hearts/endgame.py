"""Exact play of the last tricks of a dealt-out hand (the hard player's endgame).

With two tricks or fewer to go, every seat's choices are searched (max^n): each seat plays
the card that gives it the best score() at the end, assuming the others do the same. Hands
are the 16 suit masks of playout.py; the first-trick rules never apply this late.
"""
from firmware.games.hearts.engine import MOON_POINTS
from firmware.games.hearts.playout import _HI, _LO

_SPADES = 2
_HEARTS = 3
_QUEEN = 10
LAST_TRICKS = 2  # search exactly once this few tricks are left


def score(taken, seat, moon_minus, rivals):
    """Outcome of a finished hand for seat: minus its points, plus rivals times the mean of
    the others'. Moons are scored as the game scores them."""
    if MOON_POINTS in taken:
        shooter = taken.index(MOON_POINTS)
        if moon_minus:
            pts = [0, 0, 0, 0]
            pts[shooter] = -MOON_POINTS
        else:
            pts = [MOON_POINTS] * 4
            pts[shooter] = 0
    else:
        pts = taken
    return (pts[0] + pts[1] + pts[2] + pts[3] - pts[seat]) * rivals / 3 - pts[seat]


def solve(masks, leader, trick, broken, taken, moon_minus, rivals, work):
    """Final points per seat when everyone plays the rest of the hand perfectly. trick: the
    cards of the current trick so far (ints, suit * 13 + rank) in play order from leader.
    work[0] counts the positions visited (the caller's budget)."""
    work[0] += 1
    n = len(trick)
    if n == 4:
        return _finish_trick(masks, leader, trick, broken, taken, moon_minus, rivals, work)
    seat = (leader + n) % 4
    base = seat * 4
    if n == 0:
        suits = [s for s in range(4) if masks[base + s]]
        if not broken and len(suits) > 1 and suits[-1] == _HEARTS:
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
            card = suit * 13 + (_HI[low >> 7] or _LO[low])
            masks[base + suit] ^= low
            result = solve(masks, leader, trick + [card], broken or suit == _HEARTS, taken,
                           moon_minus, rivals, work)
            masks[base + suit] ^= low
            value = score(result, seat, moon_minus, rivals)
            if best is None or value > best_value:
                best, best_value = result, value
    return best


def _finish_trick(masks, leader, cards, broken, taken, moon_minus, rivals, work):
    led = cards[0] // 13
    win = 0
    points = 0
    for i in range(4):
        c = cards[i]
        if c // 13 == led and c > cards[win]:
            win = i
        if c // 13 == _HEARTS:
            points += 1
            broken = True
        elif c == _SPADES * 13 + _QUEEN:
            points += 13
    winner = (leader + win) % 4
    after = list(taken)
    after[winner] += points
    return solve(masks, winner, [], broken, after, moon_minus, rivals, work)
