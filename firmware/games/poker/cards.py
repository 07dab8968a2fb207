"""Cards as small ints: card = rank * 4 + suit, rank 0..12 for 2..A, suit 0..3 for C D S H.

Sorting card ints sorts by rank, which the hand evaluator and the hold table rely on.
Strings follow DESIGN.md section 5: rank letter + suit letter, e.g. "TC", "QS", "AH"."""

RANKS = "23456789TJQKA"
SUITS = "CDSH"
JACK = 9  # rank index of the jack: a pair of jacks or better pays
TEN = 8
ACE = 12
# Rank masks (bit r: rank r) of the ten straights, ace-low (A2345) first, and the royal's.
STRAIGHTS = [0x100F] + [0x1F << low for low in range(9)]
ROYAL_RANKS = 0x1F << TEN


def card(rank, suit):
    return rank * 4 + suit


def rank_of(c):
    return c >> 2


def suit_of(c):
    return c & 3


def name(c):
    return RANKS[c >> 2] + SUITS[c & 3]


def parse(text):
    """'TC' -> card int; raises ValueError on anything else."""
    if len(text) != 2:
        raise ValueError("bad card %r" % text)
    r = RANKS.find(text[0].upper())
    s = SUITS.find(text[1].upper())
    if r < 0 or s < 0:
        raise ValueError("bad card %r" % text)
    return r * 4 + s


def names(cards):
    return [name(c) for c in cards]


def parse_all(texts):
    """'AS KS QS' or ['AS', 'KS'] -> list of card ints."""
    if isinstance(texts, str):
        texts = texts.split()
    return [parse(t) for t in texts]
