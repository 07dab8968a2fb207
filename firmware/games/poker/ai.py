"""Computer players: each maps five dealt card ints and the coins bet to a hold mask (bit i
keeps card i)."""
from firmware.games.poker import hint, strategy
from firmware.games.poker.paytable import MAX_BET


def hold_pairs(cards):
    """The naive player: keep every card whose rank is paired (pairs, trips, quads),
    draw to everything else, pat hands included."""
    ranks = [c >> 2 for c in cards]
    mask = 0
    for i in range(5):
        if ranks.count(ranks[i]) > 1:
            mask |= 1 << i
    return mask


# name -> what it plays; "advisor" is the hint (exact table, else the strategy list)
NAMES = ("advisor", "strategy", "pairs")


def make(name):
    """hold(cards, bet=MAX_BET) for a player name of NAMES; ValueError for any other. Only the
    advisor plays each bet exactly (the strategy list is the 5-coin play)."""
    if name == "advisor":
        return hint.Advisor().hold
    if name == "strategy":
        play = strategy.advise
    elif name == "pairs":
        play = hold_pairs
    else:
        raise ValueError("unknown poker player %r (players: %s)" % (name, ", ".join(NAMES)))
    return lambda cards, bet=MAX_BET: play(cards)
