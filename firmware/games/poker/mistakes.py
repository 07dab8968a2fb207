"""The kinds of mistake a hold can be, told from the player's hold, the best hold (masks,
bit i: cards[i]) and the cards alone: a small fixed set a player understands, the first
that fits (help's "Mistakes" page lists them; the stats count each)."""
from firmware.games import count_bits
from firmware.games.poker.cards import ROYAL_RANKS, STRAIGHTS

# The kinds of mistake, the first that fits: the record's key and the player's words.
KINDS = (("deuce", "Threw a deuce"),  # Deuces Wild: the best keeps a deuce you threw
         ("royal", "Missed royal draw"),  # the best holds 3 or 4 to a royal flush
         ("pair", "Broke a pair"),  # the best keeps a pair (or more) you broke
         ("flush", "Missed flush draw"),  # the best holds 3 or more of one suit
         ("straight", "Missed straight"),  # the best holds 4 to a straight
         ("kicker", "Kept a kicker"),  # yours: the best and one card more
         ("many", "Held too many"),  # yours: the best and more cards
         ("few", "Held too few"),  # yours: part of the best
         ("other", "Other cards"))


def kind(cards, held, best, wild_rank=-1):
    """Index into KINDS of the mistake of holding held (a mask) where best is better;
    wild_rank: the machine's wild cards' rank (paytable.PayTable)."""
    suits = 0
    ranks = 0
    naturals = 0  # how many of the best's cards are not wild
    thrown = best & ~held
    for i in range(5):
        if not best >> i & 1:
            continue
        r = cards[i] >> 2
        if r == wild_rank:
            if thrown >> i & 1:
                return 0
            continue
        naturals += 1
        suits |= 1 << (cards[i] & 3)
        ranks |= 1 << r
    size = count_bits(best)
    suited = naturals and suits & (suits - 1) == 0
    if suited and size >= 3 and ranks & ~ROYAL_RANKS == 0:
        return 1
    for i in range(5):  # a card of the best paired within it, thrown
        if thrown >> i & 1 and any(j != i and best >> j & 1 and cards[j] >> 2 == cards[i] >> 2
                                   for j in range(5)):
            return 2
    if suited and size >= 3:
        return 3
    distinct = count_bits(ranks) == naturals
    if size >= 4 and distinct and any(ranks & ~w == 0 for w in STRAIGHTS):
        return 4
    if held & best == best:
        return 5 if best and count_bits(held & ~best) == 1 else 6
    return 7 if held & best == held else 8
