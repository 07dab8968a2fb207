# runs-on: micropython
from firmware.games.poker.cards import parse_all
from firmware.games.poker.ev import hold_ev
from firmware.games.poker.machines import DEUCES
from firmware.games.poker.mistakes import KINDS
from firmware.games.poker.paytable import JACKS
from firmware.games.poker.trainer import Verdict


def test_a_worse_hold_its_cost_at_the_bet_and_its_kind():
    cards = parse_all("JH JD 4C 7S 9C")
    v = Verdict(cards, 0b00111, 0b00011, JACKS, 3)  # the jacks and a kicker
    mine, best = hold_ev(cards, 0b00111, JACKS, 3), hold_ev(cards, 0b00011, JACKS, 3)
    assert v.worse and v.best == 0b00011 and KINDS[v.kind][0] == "kicker"
    assert abs(v.cost - (best - mine) * 3) < 1e-4 and 0.3 < v.cost < 3
    assert v.yours == int(1000 * mine) and v.perfect == int(1000 * best)


def test_the_best_hold_or_one_worth_the_same_is_never_a_mistake():
    cards = parse_all("AS AD 7C 9H 3C")  # the two aces stand alone in their suits
    for held, best in ((0b00011, 0b00011), (0b00001, 0b00010)):
        v = Verdict(cards, held, best, JACKS, 5)
        assert not v.worse and v.kind == -1 and v.cost == 0 and v.yours == v.perfect


def test_a_better_hold_than_the_advice_counts_as_perfect():
    # (a damaged install's strategy list may advise worse): the player's is the perfect one
    cards = parse_all("2C 2D 5S 9H KC")
    v = Verdict(cards, 0b00011, 0b00001, DEUCES, 5)
    assert not v.worse and v.yours == v.perfect


def test_deuces_wild_cost_and_kind():
    cards = parse_all("2C 2D 5S 9H KC")
    v = Verdict(cards, 0b00001, 0b00011, DEUCES, 5)  # one deuce thrown
    assert v.worse and KINDS[v.kind][0] == "deuce" and v.cost > 1
