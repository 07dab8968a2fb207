"""Ranking of a five-card poker hand into the Jacks or Better pay categories."""
from firmware.games.poker.cards import JACK, TEN

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

NOTHING = const(0)
JACKS_OR_BETTER = const(1)
TWO_PAIR = const(2)
THREE_OF_A_KIND = const(3)
STRAIGHT = const(4)
FLUSH = const(5)
FULL_HOUSE = const(6)
FOUR_OF_A_KIND = const(7)
STRAIGHT_FLUSH = const(8)
ROYAL_FLUSH = const(9)
CATEGORIES = 10

# Record names of DESIGN.md section 5, indexed by category.
NAMES = ("nothing", "jacks_or_better", "two_pair", "three_of_a_kind", "straight", "flush",
         "full_house", "four_of_a_kind", "straight_flush", "royal_flush")
# What the screen shows, indexed by category.
TITLES = ("", "JACKS OR BETTER", "TWO PAIR", "THREE OF A KIND", "STRAIGHT", "FLUSH",
          "FULL HOUSE", "FOUR OF A KIND", "STRAIGHT FLUSH", "ROYAL FLUSH")

_ACE_LOW = (0, 1, 2, 3, 12)  # A-2-3-4-5 sorted by rank index


def evaluate(cards):
    """Category of five cards (ints of cards.py)."""
    r = sorted(c >> 2 for c in cards)
    s = cards[0] & 3
    flush = (cards[1] & 3) == s and (cards[2] & 3) == s and (cards[3] & 3) == s \
        and (cards[4] & 3) == s
    # Pairs among equal ranks: 1 pair, 2 two pair, 3 trips, 4 full house, 6 quads;
    # sorted ranks make equal ones adjacent, so count runs.
    pairs = 0
    run = 1
    paired_rank = -1
    for i in range(1, 5):
        if r[i] == r[i - 1]:
            pairs += run
            run += 1
            paired_rank = r[i]
        else:
            run = 1
    if pairs == 0:
        straight = r[4] - r[0] == 4 or tuple(r) == _ACE_LOW
        if straight and flush:
            return ROYAL_FLUSH if r[0] == TEN else STRAIGHT_FLUSH
        if flush:
            return FLUSH
        if straight:
            return STRAIGHT
        return NOTHING
    if pairs == 1:
        return JACKS_OR_BETTER if paired_rank >= JACK else NOTHING
    if pairs == 2:
        return TWO_PAIR
    if pairs == 3:
        return THREE_OF_A_KIND
    if pairs == 4:
        return FULL_HOUSE
    return FOUR_OF_A_KIND


def scoring(cards):
    """Mask of the cards that make the hand's category (bit i: cards[i]): all five of a
    straight, flush or full house, the matched ranks of pairs, trips and quads (of a
    jacks-or-better pair, the pair), none of a hand that pays nothing."""
    category = evaluate(cards)
    if category == NOTHING:
        return 0
    if category in (STRAIGHT, FLUSH, FULL_HOUSE, STRAIGHT_FLUSH, ROYAL_FLUSH):
        return 31
    mask = 0
    for i in range(5):
        for j in range(5):
            if i != j and cards[i] >> 2 == cards[j] >> 2:
                mask |= 1 << i
    return mask
