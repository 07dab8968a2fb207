# runs-on: micropython
from hal.rng import Rng
from firmware.games.poker.cards import parse_all
from firmware.games.poker.combos import BINOM, colex_rank
from firmware.games.poker.engine import deal_cards
from firmware.games.poker.ev import hold_counts, hold_ev, hold_value
from firmware.games.poker.machines import BONUS, DEUCES, DOUBLE_DOUBLE
from firmware.games.poker.paytable import JACKS, tables


def brute_counts(cards, held, table=JACKS):
    """Count the machine's final lines by enumerating every draw (small draws only), with
    its own evaluate."""
    kept = [cards[i] for i in range(5) if held >> i & 1]
    deck = [c for c in range(52) if c not in cards]
    counts = [0] * table.lines
    n = 5 - len(kept)

    def walk(start, chosen):
        if len(chosen) == n:
            counts[table.evaluate(kept + chosen)] += 1
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


def test_every_machine_matches_enumeration_on_random_deals_and_holds():
    rng = Rng(46)
    for table in tables():
        for _ in range(4):
            cards = deal_cards(rng, 5)
            if table is DEUCES:  # deuces dealt: one, then two
                cards[rng.randbelow(5)] = rng.randbelow(4)
                if len(set(cards)) < 5:
                    continue
            held = 0
            while bin(held).count("1") < 3:
                held |= 1 << rng.randbelow(5)
            counts, draws = hold_counts(cards, held, table)
            assert counts == brute_counts(cards, held, table), (table.key, cards, held)
            assert sum(counts) == draws


# Enumerated once on the host over all the draws (numpy, bench._poker_exact's rankings,
# written apart from the device's): holding nothing (1,533,939 draws) or one card.
PINNED = (
    (JACKS, "AS 2S 7D 9H JC", 0, [1233544, 185616, 71802, 31502, 6169, 2815, 2124, 344, 21, 2]),
    (BONUS, "AS 2S 7D 9H JC", 0,  # fours: 5s-Ks 258, 2s-4s 86, aces none (one dealt)
     [1233544, 185616, 71802, 31502, 6169, 2815, 2124, 258, 86, 0, 21, 2]),
    (DOUBLE_DOUBLE, "AS 2S 7D 9H JC", 0,
     [1233544, 185616, 71802, 31502, 6169, 2815, 2124, 258, 66, 0, 20, 0, 21, 2]),
    (DOUBLE_DOUBLE, "AS 2S 7D 9H JC", 1,  # the ace held: four aces with a 2-4 kicker 11
     [120947, 43389, 8874, 4102, 383, 329, 288, 6, 0, 33, 2, 11, 0, 1]),
    (DEUCES, "2S 5D 7D 9H KC", 0,
     [1295359, 181255, 29416, 7276, 6870, 12637, 745, 192, 186, 0, 3]),
    (DEUCES, "2S 5D 7D 9H KC", 1,  # the deuce held
     [81569, 66963, 13142, 2784, 1638, 10927, 776, 296, 226, 44, 0]),
    (DEUCES, "3S 4D TD 9H KC", 0,
     [1226988, 224718, 41753, 8839, 7602, 21725, 1471, 454, 344, 43, 2]),
)


def test_holding_nothing_or_one_card_pinned_from_enumeration():
    for table, deal, held, want in PINNED:
        counts, draws = hold_counts(parse_all(deal), held, table)
        assert counts == want, (table.key, deal, held)
        assert draws == BINOM[47][5 if held == 0 else 4]


def test_known_values():
    # a pat royal pays 800 per coin; four to a royal (AKQJ suited) draws 47 cards
    assert hold_ev(parse_all("AS KS QS JS TS"), 31) == 800
    ev4 = hold_ev(parse_all("AS KS QS JS 2D"), 15)
    # 1 royal, 8 other spades (flush), 3 other tens (straight), 12 more J/Q/K/A (high pair)
    assert abs(ev4 - (800 + 8 * 6 + 3 * 4 + 12 * 1) / 47) < 1e-12
    # below 5 coins the royal pays 250 per coin
    assert abs(hold_ev(parse_all("AS KS QS JS 2D"), 15, JACKS, 4) - ev4 + 550 / 47) < 1e-9
    # four deuces and an ace: 200 per coin held; draw the ace: a natural royal is out
    assert hold_ev(parse_all("2S 2D 2C 2H AC"), 31, DEUCES) == 200
    assert hold_ev(parse_all("2S 2D 2C 2H AC"), 15, DEUCES) == 200


def test_holds_of_equal_value_compare_equal_exactly():
    # the two aces stand alone in their suits: either held alone is worth the same
    cards = parse_all("AS AD 7C 9H 3C")
    assert hold_value(cards, 1) == hold_value(cards, 2)
    assert hold_value(cards, 1, DEUCES) == hold_value(cards, 2, DEUCES)
    total, draws = hold_value(cards, 3)
    assert draws == BINOM[47][3] and total == sum(
        n * pay for n, pay in zip(hold_counts(cards, 3)[0], JACKS.per_coin_at_max))


def test_colex_rank_is_dense():
    assert colex_rank([0, 1, 2, 3, 4]) == 0
    assert colex_rank([47, 48, 49, 50, 51]) == BINOM[52][5] - 1
    assert colex_rank([0, 1, 2, 3, 5]) == 1
