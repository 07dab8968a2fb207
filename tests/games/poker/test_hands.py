# runs-on: micropython
from firmware.games.poker.cards import name, parse, parse_all
from firmware.games.poker.hands import (FLUSH, FOUR_OF_A_KIND, FULL_HOUSE, JACKS_OR_BETTER, NAMES,
                                        NOTHING, ROYAL_FLUSH, STRAIGHT, STRAIGHT_FLUSH,
                                        THREE_OF_A_KIND, TWO_PAIR, evaluate, scoring)
from tests.util import raises


def rank(text):
    return evaluate(parse_all(text))


def test_card_strings_round_trip():
    for c in range(52):
        assert parse(name(c)) == c
    assert name(parse("TC")) == "TC" and name(parse("ah")) == "AH"
    raises(ValueError, parse, "1C")
    raises(ValueError, parse, "TX")
    raises(ValueError, parse, "T")


def test_every_category():
    assert rank("TS JS QS KS AS") == ROYAL_FLUSH
    assert rank("9H TH JH QH KH") == STRAIGHT_FLUSH
    assert rank("7C 7D 7S 7H 2C") == FOUR_OF_A_KIND
    assert rank("7C 7D 7S 2H 2C") == FULL_HOUSE
    assert rank("2D 7D 9D JD KD") == FLUSH
    assert rank("5C 6D 7S 8H 9C") == STRAIGHT
    assert rank("7C 7D 7S 2H 3C") == THREE_OF_A_KIND
    assert rank("7C 7D 2S 2H 3C") == TWO_PAIR
    assert rank("JC JD 2S 5H 9C") == JACKS_OR_BETTER
    assert rank("2C 5D 7S 9H JC") == NOTHING
    assert NAMES[ROYAL_FLUSH] == "royal_flush" and NAMES[NOTHING] == "nothing"


def test_ace_low_straights():
    assert rank("AC 2D 3S 4H 5C") == STRAIGHT
    assert rank("AD 2D 3D 4D 5D") == STRAIGHT_FLUSH
    assert rank("QC KD AS 2H 3C") == NOTHING  # no wrap-around


def test_royal_is_not_also_a_straight_flush():
    assert rank("AH KH QH JH TH") == ROYAL_FLUSH
    assert rank("KH QH JH TH 9H") == STRAIGHT_FLUSH


def test_plain_ten_to_ace_straight_is_not_a_flush():
    assert rank("TC JD QS KH AC") == STRAIGHT
    assert rank("AC KC QC JC TD") == STRAIGHT


def test_jacks_or_better_boundary():
    assert rank("TC TD 2S 5H 9C") == NOTHING
    assert rank("JC JD 2S 5H 9C") == JACKS_OR_BETTER
    assert rank("AC AD 2S 5H 9C") == JACKS_OR_BETTER
    assert rank("2C 2D AS KH QC") == NOTHING  # a low pair with high kickers pays nothing


def test_two_pair_versus_trips():
    assert rank("KC KD QS QH 2C") == TWO_PAIR
    assert rank("KC KD KS QH 2C") == THREE_OF_A_KIND
    assert rank("2C 2D 3S 3H 3C") == FULL_HOUSE
    assert rank("2C 3D 2S 3H 4C") == TWO_PAIR


def test_order_does_not_matter():
    cards = parse_all("3H 3C AS 3D AC")
    for shift in range(5):
        assert evaluate(cards[shift:] + cards[:shift]) == FULL_HOUSE
    assert evaluate(list(reversed(cards))) == FULL_HOUSE


def test_scoring_marks_the_cards_that_make_the_hand():
    def mask(text):
        return scoring(parse_all(text))
    assert mask("JC 2D JS 5H 9C") == 0b00101  # the pair of jacks
    assert mask("7C 2D 7S 2H 3C") == 0b01111  # both pairs, not the kicker
    assert mask("7C 7D 9S 7H 3C") == 0b01011
    assert mask("7C 7D 7S 7H 3C") == 0b01111
    assert mask("7C 7D 7S 2H 2C") == 0b11111
    assert mask("2D 7D 9D JD KD") == 0b11111
    assert mask("AC 2D 3S 4H 5C") == 0b11111
    assert mask("2C 2D 7S 9H JC") == 0  # a low pair pays nothing: nothing is marked
    assert mask("2C 5D 7S 9H JC") == 0
