"""What a seat's plays and pass tell of its cards, assuming it plays like the playout
heuristic (playout.py, the rules of ai.basic); inference.py builds on it.

Plays (infer): a seat ducks with its highest card under the winner, sheds its highest card
on a clean last place, leads its lowest card, and when void throws the Q-spade, then a
spade ace or king that could catch it, then its highest heart, then its highest card. Each
play rules out the cards that would have been played instead.
The pass: a seat passes its three most dangerous cards by ai.pass_danger (checked on
each deal by playout.passed_like_basic).
"""
from firmware.games.hearts.engine import HEARTS, SPADES, FIRST_HEART, QUEEN_SPADES

ALL = 0x1FFF  # the 13 ranks of a suit
_QUEEN = QUEEN_SPADES % 13
_QUEEN_BIT = 1 << _QUEEN
_ACE_BIT = 1 << 12
_KING_BIT = 1 << 11


def _below(r):
    return (1 << r) - 1


def _above(r):
    return ALL ^ ((2 << r) - 1)


def infer(ex, b, c, i, cards, win, points, first, broken, queen_gone):
    """Add to ex[b:b + 4] (the seat's ruled-out ranks per suit) what playing card c as the
    i-th card of the trick cards tells: win is the winning card so far, points the trick's
    points so far, first the first trick, broken whether hearts were broken before it."""
    u, r = c // 13, c % 13
    led = cards[0] // 13
    if i == 0:
        if first or (not queen_gone and u == SPADES and c < QUEEN_SPADES):
            return  # the 2C; or the highest spade below the queen, led to flush it out
        low = _below(r)
        ex[b] |= low
        ex[b + 1] |= low
        ex[b + SPADES] |= low & _below(_QUEEN)  # the Q-spade's holder never leads K, A
        if broken:
            ex[b + HEARTS] |= low
        return
    if u == led:
        w = win % 13
        if led == SPADES and w > _QUEEN:
            if c == QUEEN_SPADES:
                return  # thrown under the king or ace
            ex[b + SPADES] |= _QUEEN_BIT
        spare = ALL ^ _QUEEN_BIT if u == SPADES else ALL
        if c == QUEEN_SPADES and w < _QUEEN:
            ex[b + SPADES] |= spare  # nothing but the queen left to play
        elif i == 3 and points == 0:
            ex[b + u] |= _above(r) & spare
        elif r < w:
            ex[b + u] |= _above(r) & _below(w)
        elif i == 3:
            ex[b + u] |= (_below(w) | _above(r)) & spare
        else:
            ex[b + u] |= _below(r) & spare
        return
    if c == QUEEN_SPADES:
        return
    if not first:
        ex[b + SPADES] |= _QUEEN_BIT
    if not queen_gone:
        if c != QUEEN_SPADES + 2:
            ex[b + SPADES] |= _ACE_BIT
            if c != QUEEN_SPADES + 1:
                ex[b + SPADES] |= _KING_BIT
        if c > QUEEN_SPADES and c < FIRST_HEART:
            return
    if u == HEARTS:
        ex[b + HEARTS] |= _above(r)
        return
    if not first:
        ex[b + HEARTS] = ALL
    high = _above(r)
    ex[b] |= high
    ex[b + 1] |= high
    ex[b + SPADES] |= high & ~_QUEEN_BIT if first else high  # no queen on the first trick
