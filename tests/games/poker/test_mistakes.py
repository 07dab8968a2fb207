# runs-on: micropython
from firmware.games.poker.cards import parse_all
from firmware.games.poker.mistakes import KINDS, kind


def kind_of(deal, held, best, wild_rank=-1):
    return KINDS[kind(parse_all(deal), held, best, wild_rank)][0]


def test_each_kind_from_the_two_holds_and_the_cards():
    assert kind_of("2C 2D 5S 9H KC", 0b00001, 0b00011, 0) == "deuce"
    assert kind_of("AS KS QS 7D 7C", 0b11000, 0b00111) == "royal"
    assert kind_of("JH JD 4C 7S 9C", 0b00001, 0b00011) == "pair"
    assert kind_of("JH JD 4C 7S 9C", 0b11100, 0b00011) == "pair"
    assert kind_of("2H 5H 8H KH 9C", 0b01000, 0b01111) == "flush"
    assert kind_of("5C 6D 7S 8H KC", 0, 0b01111) == "straight"
    assert kind_of("JH JD 4C 7S 9C", 0b00111, 0b00011) == "kicker"
    assert kind_of("JH JD 4C 7S 9C", 0b01111, 0b00011) == "many"
    assert kind_of("KH QD 4C 7S 9C", 0b00111, 0) == "many"  # nothing is no kicker's best
    assert kind_of("KH QD 4C 7S 9C", 0b00001, 0b00011) == "few"
    assert kind_of("KH QD 4C 7S 9C", 0b00100, 0b00011) == "other"


def test_deuces_are_only_wild_on_a_wild_machine():
    # the deuce thrown on Jacks or Better is a card like any other: the best's pair is broken
    assert kind_of("2C 2D 5S 9H KC", 0b00001, 0b00011) == "pair"
    # a wild royal draw: the deuce kept, three suited royal cards
    assert kind_of("2C AS KS QS 7D", 0b00001, 0b01111, 0) == "royal"
