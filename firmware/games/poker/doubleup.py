"""Double-up: the house shows one card, the player turns one of four face-down cards;
higher doubles the stake, an equal rank is a push, lower loses it. Suits don't count."""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

LOWER = const(-1)
PUSH = const(1)
HIGHER = const(2)  # nonzero values so 0 can mean "no double-up yet"

NAMES = {LOWER: "LOSE", PUSH: "PUSH", HIGHER: "WIN"}


def compare(player, house):
    """Outcome of the player's card against the house card (card ints)."""
    p = player >> 2
    h = house >> 2
    if p > h:
        return HIGHER
    if p == h:
        return PUSH
    return LOWER


def settle(stake, outcome):
    """Coins returned for a stake: twice it on a win, the stake on a push, 0 on a loss."""
    if outcome == HIGHER:
        return stake * 2
    if outcome == PUSH:
        return stake
    return 0
