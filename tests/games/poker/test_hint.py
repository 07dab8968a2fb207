# runs-on: micropython
from hal.rng import Rng
from firmware.games.poker import strategy
from firmware.games.poker.cards import parse_all
from firmware.games.poker.engine import deal_cards
from firmware.games.poker.ev import hold_ev
from firmware.games.poker.hint import Advisor, canonical
from firmware.games.poker.machines import BONUS, DEUCES, DOUBLE_BONUS, DOUBLE_DOUBLE
from firmware.games.poker.paytable import JACKS, tables


def test_canonical_ignores_suit_names_and_order():
    cards = parse_all("AS KS QH JH 2C")
    rank, positions = canonical(cards)
    assert sorted(positions) == [0, 1, 2, 3, 4]
    renamed = parse_all("AD KD QC JC 2H")
    assert canonical(renamed)[0] == rank
    assert canonical(list(reversed(cards)))[0] == rank
    assert canonical(parse_all("AS KS QH JH 3C"))[0] != rank


def test_table_hold_is_the_best_of_all_32():
    table = Advisor()
    rng = Rng(77)
    for _ in range(12):
        cards = deal_cards(rng, 5)
        best = max(hold_ev(cards, h) for h in range(32))
        assert abs(hold_ev(cards, table.hold(cards)) - best) < 1e-9, cards
    table.close()


def test_table_hold_below_the_max_bet_is_the_best_at_its_pays():
    table = Advisor()
    rng = Rng(78)
    for _ in range(6):
        cards = deal_cards(rng, 5)
        best = max(hold_ev(cards, h, JACKS, 4) for h in range(32))
        assert abs(hold_ev(cards, table.hold(cards, 4), JACKS, 4) - best) < 1e-9, cards
    # with the 250-per-coin royal the ten-jack suited draw is no longer worth it
    cards = parse_all("2D 7S 9D TC JC")
    assert table.hold(cards) == 0b11000 and table.hold(cards, 1) == 0b10000
    assert hold_ev(cards, 0b10000, JACKS, 1) > hold_ev(cards, 0b11000, JACKS, 1)
    table.close()


def test_table_known_holds():
    table = Advisor()
    cards = parse_all("AS KS QS JS 2S")
    assert table.hold(cards) == 15  # four to the royal, not the flush
    cards = parse_all("2C 2D 2S 2H 3C")
    assert table.hold(cards) & 15 == 15
    table.close()


def test_advisor_falls_back_to_the_strategy_list():
    adv = Advisor(JACKS, "/nonexistent/")
    assert not adv.exact
    cards = parse_all("QH JH 2C 5D 8S")
    assert adv.hold(cards) == strategy.advise(cards)
    assert Advisor().exact


# Each machine's own best holds, where another machine's would cost (the EVs per coin at 5
# coins, from bench.poker's exact evaluation, are in the comments).
MACHINE_HOLDS = (
    (JACKS, "AS AD AH KC KD", 0b11111),  # aces full: keep it (9 vs 4.31 for the aces)
    (BONUS, "AS AD AH KC KD", 0b11111),  # (8 vs 6.59)
    (DOUBLE_BONUS, "AS AD AH KC KD", 0b00111),  # break it for four aces (10.11 vs 10)
    (DOUBLE_DOUBLE, "AS AD AH 3C KD", 0b00111),  # drop even the 2-4 kicker (12.49 vs 11.83)
    (DOUBLE_DOUBLE, "3S 3D 3H 3C AD", 0b11111),  # four 3s with an ace: keep it (160 vs 98.7)
    (DOUBLE_DOUBLE, "2S 2D 2H 9C KD", 0b00111),  # three 2s alone (7.53 vs 5.02)
    (DEUCES, "2C 2D 5S 9H KC", 0b00011),  # the deuces alone (3.26 vs 2.77)
    (DEUCES, "2C 5H 6H 7H 9S", 0b01111),  # break a straight for 4 to a straight flush (2.21)
)


def test_every_machine_has_its_own_best_holds():
    for table, deal, want in MACHINE_HOLDS:
        adv = Advisor(table)
        assert adv.exact, table.key
        cards = parse_all(deal)
        assert adv.hold(cards) == want, (table.key, deal, adv.hold(cards))
        # suits renamed and cards reordered: the same cards held
        moved = [cards[4], cards[0], cards[3], cards[1], cards[2]]
        got = adv.hold(moved)
        assert [moved[i] for i in range(5) if got >> i & 1] == \
            [c for c in moved if c in [cards[i] for i in range(5) if want >> i & 1]]
        adv.close()


def test_every_machine_has_its_tables():
    for table in tables():
        adv = Advisor(table)
        assert adv.exact, table.key
        adv.close()
