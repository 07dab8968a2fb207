"""Computer players: each maps five dealt card ints, the coins bet and the machine (a
paytable.PayTable) to a hold mask (bit i keeps card i)."""
from firmware.games.poker import hint, strategy
from firmware.games.poker.paytable import JACKS, MAX_BET


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


def _advisor():
    advisors = {}  # the machines' advisors, opened at their first hand

    def hold(cards, bet=MAX_BET, table=JACKS):
        if table.key not in advisors:
            advisors[table.key] = hint.Advisor(table)
        return advisors[table.key].hold(cards, bet)
    return hold


def make(name):
    """hold(cards, bet=MAX_BET, table=JACKS) for a player name of NAMES; ValueError for any
    other. Only the advisor plays each bet and machine exactly (the strategy list is Jacks or
    Better's 5-coin play, whatever the machine)."""
    if name == "advisor":
        return _advisor()
    if name == "strategy":
        play = strategy.advise
    elif name == "pairs":
        play = hold_pairs
    else:
        raise ValueError("unknown poker player %r (players: %s)" % (name, ", ".join(NAMES)))
    return lambda cards, bet=MAX_BET, table=JACKS: play(cards)
