# runs-on: micropython
from firmware.games.poker.doubleup import HIGHER, LOWER, PUSH, compare, settle
from firmware.games.poker.cards import parse


def test_odds_by_enumeration():
    # The player's card is any of the 51 cards the house card leaves: count all pairs.
    tally = {HIGHER: 0, PUSH: 0, LOWER: 0}
    for house in range(52):
        for player in range(52):
            if player != house:
                tally[compare(player, house)] += 1
    total = 52 * 51
    # 24/51, 3/51, 24/51 exactly
    assert tally[HIGHER] * 51 == 24 * total
    assert tally[PUSH] * 51 == 3 * total
    assert tally[LOWER] * 51 == 24 * total


def test_compare_ignores_suits():
    assert compare(parse("KC"), parse("KH")) == PUSH
    assert compare(parse("2S"), parse("AH")) == LOWER
    assert compare(parse("AC"), parse("KD")) == HIGHER


def test_settle():
    assert settle(10, HIGHER) == 20
    assert settle(10, PUSH) == 10
    assert settle(10, LOWER) == 0
