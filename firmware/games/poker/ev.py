"""Exact expected value of a hold, by counting the draws by final category instead of
enumerating them (holding nothing would mean 1,533,939 draws): a small dynamic program over
the ranks gives the pair-type hands, closed formulas give flushes and straights.
Bounded work (13 ranks x a few dozen states), so it also runs on the device."""
from firmware.games import count_bits
from firmware.games.poker.cards import JACK, TEN
from firmware.games.poker.combos import BINOM
from firmware.games.poker.hands import (CATEGORIES, FLUSH, FOUR_OF_A_KIND, FULL_HOUSE,
                                        JACKS_OR_BETTER, NOTHING, ROYAL_FLUSH, STRAIGHT,
                                        STRAIGHT_FLUSH, THREE_OF_A_KIND, TWO_PAIR)
from firmware.games.poker.paytable import PER_COIN_AT_MAX

# Rank masks (bit r = rank r) of the ten straights, ace-low first; the last is the royal's.
_WINDOWS = [0x100F] + [0x1F << low for low in range(9)]
_ROYAL_WINDOW = 0x1F << TEN

# Pattern codes of the rank dynamic program: a pair adds 2 (plus 1 if jacks or better),
# three of a kind adds 8, four adds 16. Five cards allow at most 2 pairs, 1 trips, 1 quads.
_PAIR = 2
_HIGH = 1
_TRIPS = 8
_QUADS = 16


def _pattern_category(p):
    if p >= _QUADS:
        return FOUR_OF_A_KIND
    if p >= _TRIPS:
        return FULL_HOUSE if p & 6 else THREE_OF_A_KIND
    if p >= 2 * _PAIR:
        return TWO_PAIR
    return JACKS_OR_BETTER if p == _PAIR + _HIGH else NOTHING


def hold_counts(cards, held):
    """(counts, draws): counts[category] = number of the equally likely draws ending in
    that category when the bits of held keep cards[i]; draws = C(47, cards drawn)."""
    dealt = [0, 0, 0, 0]  # per suit: rank mask of the five dealt cards (gone from the deck)
    avail = [4] * 13  # cards of each rank left in the 47-card deck
    kept = [0] * 13  # held cards per rank
    kept_ranks = 0
    kept_suit = -1  # the held cards' common suit; -2 if they differ
    k = 0
    for i in range(5):
        c = cards[i]
        r = c >> 2
        s = c & 3
        dealt[s] |= 1 << r
        avail[r] -= 1
        if held >> i & 1:
            k += 1
            kept[r] += 1
            kept_ranks |= 1 << r
            kept_suit = s if kept_suit in (-1, s) else -2
    n = 5 - k
    binom = BINOM

    # Pair-type categories: dp maps (drawn << 5 | pattern) to the number of ways.
    dp = {0: 1}
    for r in range(13):
        a = avail[r]
        h = kept[r]
        if a == 0 and h < 2:
            continue
        high = _HIGH if r >= JACK else 0
        step = {}
        for key, ways in dp.items():
            d = key >> 5
            p = key & 31
            top = min(a, n - d)
            for j in range(top + 1):
                f = h + j
                if f == 2:
                    q = (p + _PAIR) | high
                elif f == 3:
                    q = p + _TRIPS
                elif f == 4:
                    q = p + _QUADS
                else:
                    q = p
                nk = (d + j) << 5 | q
                step[nk] = step.get(nk, 0) + ways * binom[a][j]
        dp = step
    counts = [0] * CATEGORIES
    for key, ways in dp.items():
        if key >> 5 == n:
            counts[_pattern_category(key & 31)] += ways

    # Flushes: every held card (if any) of one suit, the draw all from that suit.
    suits = (0, 1, 2, 3) if kept_suit == -1 else ((kept_suit,) if kept_suit >= 0 else ())
    flushes = 0
    for s in suits:
        flushes += binom[13 - count_bits(dealt[s])][n]
    # Straights: held ranks distinct and inside a window, one card of each missing rank.
    straights = 0
    straight_flushes = 0
    royals = 0
    if count_bits(kept_ranks) == k:
        for w in _WINDOWS:
            if kept_ranks & ~w:
                continue
            need = w & ~kept_ranks
            ways = 1
            for r in range(13):
                if need >> r & 1:
                    ways *= avail[r]
            straights += ways
            for s in suits:
                if need & dealt[s] == 0:
                    straight_flushes += 1
                    if w == _ROYAL_WINDOW:
                        royals += 1
    counts[ROYAL_FLUSH] = royals
    counts[STRAIGHT_FLUSH] = straight_flushes - royals
    counts[FLUSH] = flushes - straight_flushes
    counts[STRAIGHT] = straights - straight_flushes
    # Flushes and straights have five distinct ranks: the dp counted them as nothing.
    counts[NOTHING] -= flushes + straights - straight_flushes
    return counts, binom[47][n]


def hold_ev(cards, held, pays=PER_COIN_AT_MAX):
    """Expected coins per coin bet of a hold (float)."""
    counts, draws = hold_counts(cards, held)
    total = 0
    for cat in range(CATEGORIES):
        total += counts[cat] * pays[cat]
    return total / draws
