"""Deuces Wild's hand ranking: the four 2s stand for any card. Lines from nothing (0) up, in
the order of its pay table; a natural royal has no deuce, a wild royal at least one."""
from firmware.games import count_bits
from firmware.games.poker.cards import ROYAL_RANKS, STRAIGHTS

WILD_RANK = 0  # the 2s
NOTHING = 0
THREE_OF_A_KIND = 1
STRAIGHT = 2
FLUSH = 3
FULL_HOUSE = 4
FOUR_OF_A_KIND = 5
STRAIGHT_FLUSH = 6
FIVE_OF_A_KIND = 7
WILD_ROYAL = 8
FOUR_DEUCES = 9
NATURAL_ROYAL = 10

NAMES = ("nothing", "three_of_a_kind", "straight", "flush", "full_house", "four_of_a_kind",
         "straight_flush", "five_of_a_kind", "wild_royal", "four_deuces", "royal_flush")
TITLES = ("", "THREE OF A KIND", "STRAIGHT", "FLUSH", "FULL HOUSE", "FOUR OF A KIND",
          "STRAIGHT FLUSH", "FIVE OF A KIND", "WILD ROYAL", "FOUR DEUCES", "NATURAL ROYAL")

# Short names on the pay table page (view.pay_rule: a row's name, a space and its figure
# at 5 coins, 10 characters in one column, 9 in the other).
SHORT = ("", "3 KIND", "STRAIGHT", "FLUSH", "FULL HSE", "4 KIND", "S.FLUSH", "5 KIND",
         "W.ROYAL", "4 2s", "ROYAL")


def evaluate(cards):
    """Line of five cards (ints of cards.py) under Deuces Wild."""
    wilds = 0
    ranks = 0  # rank mask of the natural (non-deuce) cards
    most = 0  # the most natural cards of one rank
    suit = -1  # the naturals' common suit, -2 if they differ
    count = [0] * 13
    for c in cards:
        r = c >> 2
        if r == WILD_RANK:
            wilds += 1
            continue
        count[r] += 1
        most = max(most, count[r])
        ranks |= 1 << r
        suit = c & 3 if suit in (-1, c & 3) else -2
    distinct = most <= 1
    straight = False
    if distinct:
        for w in STRAIGHTS:  # a deuce fills its own place too
            if ranks & ~w == 0:
                straight = True
                break
    return line(wilds, most, count_bits(ranks), suit != -2, straight,
                ranks & ~ROYAL_RANKS == 0)


def line(wilds, most, kinds, flush, straight, royal_ranks):
    """The line of a hand told by its summary (ev.py counts hands by it): wilds deuces, most
    naturals of one rank, kinds natural ranks, flush (the naturals of one suit), straight
    (distinct naturals inside a straight's window), royal_ranks (the naturals all 10-A)."""
    if wilds == 4:
        return FOUR_DEUCES
    if flush and most <= 1 and royal_ranks:
        return NATURAL_ROYAL if wilds == 0 else WILD_ROYAL
    if most + wilds == 5:
        return FIVE_OF_A_KIND
    if flush and straight:
        return STRAIGHT_FLUSH
    if most + wilds == 4:
        return FOUR_OF_A_KIND
    if most + wilds == 3 and kinds == 2:  # trips and a pair, or two pair + wild
        return FULL_HOUSE
    if flush:
        return FLUSH
    if straight:
        return STRAIGHT
    if most + wilds == 3:
        return THREE_OF_A_KIND
    return NOTHING


def scoring(cards):
    """Mask of the cards that make the hand's line (bit i: cards[i]): all five of a
    straight, flush, full house or better, the deuces and the matched naturals of three or
    four of a kind, the four deuces of four deuces, none of a hand that pays nothing."""
    line = evaluate(cards)
    if line == NOTHING:
        return 0
    deuces = 0
    for i in range(5):
        if cards[i] >> 2 == WILD_RANK:
            deuces |= 1 << i
    if line == FOUR_DEUCES:
        return deuces
    if line not in (THREE_OF_A_KIND, FOUR_OF_A_KIND):
        return 31
    count = [0] * 13
    for c in cards:
        count[c >> 2] += 1
    top = -1  # the most common natural rank, the highest of equals
    for r in range(1, 13):
        if count[r] and (top < 0 or count[r] >= count[top]):
            top = r
    mask = deuces
    for i in range(5):
        if cards[i] >> 2 == top:
            mask |= 1 << i
    return mask
