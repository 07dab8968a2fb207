"""Hearts' tooling.py: the fuzzer's check catches a broken table."""
from firmware.games.hearts import tooling
from firmware.games.hearts.engine import Game
from hal.rng import Rng
from tests.util import raises


class _Screen:
    def __init__(self, game):
        self.game = game
        self.record = {"played": 1, "won": 0, "moons": 0}


def _in_play(seed):
    game = Game()
    game.deal(Rng(seed))
    game.phase = "play"  # skip the pass: the deal alone is a full deck
    game.turn = game.leader = 0
    return game


def test_the_check_catches_a_card_dealt_twice_and_points_not_taken():
    game = _in_play(3)
    assert tooling.check(_Screen(game)) == {"games played": 1}
    game.hands[1][0] = game.hands[0][0]
    assert "twice" in str(raises(AssertionError, tooling.check, _Screen(game)))
    fresh = _in_play(3)
    fresh.taken[2] = 5
    assert "points taken" in str(raises(AssertionError, tooling.check, _Screen(fresh)))
