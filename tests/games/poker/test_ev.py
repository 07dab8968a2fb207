# runs-on: micropython
from firmware.games.poker.cards import parse_all
from firmware.games.poker.combos import BINOM, colex_rank
from firmware.games.poker.ev import hold_counts, hold_ev
from firmware.games.poker.hands import CATEGORIES, evaluate


def brute_counts(cards, held):
    """Count the final categories by enumerating every draw (small draws only)."""
    kept = [cards[i] for i in range(5) if held >> i & 1]
    deck = [c for c in range(52) if c not in cards]
    counts = [0] * CATEGORIES
    n = 5 - len(kept)

    def walk(start, chosen):
        if len(chosen) == n:
            counts[evaluate(kept + chosen)] += 1
            return
        for i in range(start, len(deck)):
            walk(i + 1, chosen + [deck[i]])
    walk(0, [])
    return counts


def test_counts_match_enumeration_for_every_hold_of_three_or_more():
    for text in ("AS KS QS JS 9D", "2C 2D 2S 7H 7C", "5H 6H 7H 8C 9D", "AD 2D 3D 4D KC",
                 "JC JD 4S 4H 9C", "TC JD QS KH AC"):
        cards = parse_all(text)
        for held in range(32):
            if bin(held).count("1") >= 3:
                counts, draws = hold_counts(cards, held)
                assert counts == brute_counts(cards, held), (text, held)
                assert sum(counts) == draws


def test_discard_everything_pinned_from_enumeration():
    # Enumerated once on the host over all 1,533,939 draws of 47 cards.
    counts, draws = hold_counts(parse_all("AS 2S 7D 9H JC"), 0)
    assert draws == 1533939
    assert counts == [1233544, 185616, 71802, 31502, 6169, 2815, 2124, 344, 21, 2]


def test_known_values():
    # a pat royal pays 800 per coin; four to a royal (AKQJ suited) draws 47 cards
    assert hold_ev(parse_all("AS KS QS JS TS"), 31) == 800
    ev4 = hold_ev(parse_all("AS KS QS JS 2D"), 15)
    # 1 royal, 8 other spades (flush), 3 other tens (straight), 12 more J/Q/K/A (high pair)
    assert abs(ev4 - (800 + 8 * 6 + 3 * 4 + 12 * 1) / 47) < 1e-12


def test_colex_rank_is_dense():
    assert colex_rank([0, 1, 2, 3, 4]) == 0
    assert colex_rank([47, 48, 49, 50, 51]) == BINOM[52][5] - 1
    assert colex_rank([0, 1, 2, 3, 5]) == 1
