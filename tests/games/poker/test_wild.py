# runs-on: micropython
from firmware.games.poker.cards import parse_all
from firmware.games.poker.wild import (FOUR_DEUCES, NATURAL_ROYAL, NOTHING, THREE_OF_A_KIND,
                                       WILD_ROYAL, evaluate, scoring)


def test_a_royal_is_natural_only_without_a_deuce():
    assert evaluate(parse_all("TH JH QH KH AH")) == NATURAL_ROYAL
    assert evaluate(parse_all("TH JH QH KH 2H")) == WILD_ROYAL
    assert evaluate(parse_all("TH JH QH KH 2C")) == WILD_ROYAL  # a deuce's suit is any


def test_scoring_marks_the_cards_that_make_the_win():
    assert scoring(parse_all("2S 9D 9H 5C 7S")) == 0b00111  # the deuce and the nines
    assert scoring(parse_all("2S 2D 9H 5C KS")) == 0b10011  # the deuces and the highest
    assert scoring(parse_all("2S 2D 2H 2C AD")) == 0b01111  # four deuces: the deuces
    assert scoring(parse_all("2S 2D 5C 7S 9H")) == 31  # a straight: all five
    assert scoring(parse_all("2S 9D 8H 5C KS")) == 0
    assert evaluate(parse_all("2S 2D 9H 5C KS")) == THREE_OF_A_KIND
    assert evaluate(parse_all("2S 2D 2H 2C AD")) == FOUR_DEUCES
    assert evaluate(parse_all("AS KD 9H 5C 3S")) == NOTHING
