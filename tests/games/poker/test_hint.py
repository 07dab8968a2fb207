# runs-on: micropython
from hal.rng import Rng
from firmware.games.poker import strategy
from firmware.games.poker.cards import parse_all
from firmware.games.poker.engine import deal_cards
from firmware.games.poker.ev import hold_ev
from firmware.games.poker.hint import Advisor, HoldTable, canonical
from firmware.games.poker.paytable import PER_COIN


def test_canonical_ignores_suit_names_and_order():
    cards = parse_all("AS KS QH JH 2C")
    rank, positions = canonical(cards)
    assert sorted(positions) == [0, 1, 2, 3, 4]
    renamed = parse_all("AD KD QC JC 2H")
    assert canonical(renamed)[0] == rank
    assert canonical(list(reversed(cards)))[0] == rank
    assert canonical(parse_all("AS KS QH JH 3C"))[0] != rank


def test_table_hold_is_the_best_of_all_32():
    table = HoldTable()
    rng = Rng(77)
    for _ in range(12):
        cards = deal_cards(rng, 5)
        best = max(hold_ev(cards, h) for h in range(32))
        assert abs(hold_ev(cards, table.hold(cards)) - best) < 1e-9, cards
    table.close()


def test_table_hold_below_the_max_bet_is_the_best_at_its_pays():
    table = HoldTable()
    rng = Rng(78)
    for _ in range(6):
        cards = deal_cards(rng, 5)
        best = max(hold_ev(cards, h, PER_COIN) for h in range(32))
        assert abs(hold_ev(cards, table.hold(cards, 4), PER_COIN) - best) < 1e-9, cards
    # with the 250-per-coin royal the ten-jack suited draw is no longer worth it
    cards = parse_all("2D 7S 9D TC JC")
    assert table.hold(cards) == 0b11000 and table.hold(cards, 1) == 0b10000
    assert hold_ev(cards, 0b10000, PER_COIN) > hold_ev(cards, 0b11000, PER_COIN)
    table.close()


def test_table_known_holds():
    table = HoldTable()
    cards = parse_all("AS KS QS JS 2S")
    assert table.hold(cards) == 15  # four to the royal, not the flush
    cards = parse_all("2C 2D 2S 2H 3C")
    assert table.hold(cards) & 15 == 15
    table.close()


def test_advisor_falls_back_to_the_strategy_list():
    adv = Advisor("/nonexistent/holds.bin")
    assert not adv.exact
    cards = parse_all("QH JH 2C 5D 8S")
    assert adv.hold(cards) == strategy.advise(cards)
    assert Advisor().exact
