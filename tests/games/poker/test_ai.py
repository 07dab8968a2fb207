# runs-on: micropython
from firmware.games.poker import ai
from firmware.games.poker.cards import parse_all
from tests.util import raises


def test_pairs_player_keeps_paired_ranks_only():
    hold = ai.make("pairs")
    assert hold(parse_all("4C 9D 4S JH 9C")) == 0b11111 & ~0b01000
    assert hold(parse_all("TC JD QS KH AC")) == 0  # draws away even a pat straight
    assert hold(parse_all("7C 7D 7S 2H 3C")) == 0b00111


def test_players_and_unknown_name():
    cards = parse_all("AS KS QS JS 2D")
    assert ai.make("advisor")(cards) == 15
    assert ai.make("strategy")(cards) == 15
    raises(ValueError, ai.make, "oracle")
