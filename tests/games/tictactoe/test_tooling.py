"""Tic-tac-toe's tooling.py: the fuzzer's check catches a board that drifts from its moves."""
from firmware.games.tictactoe import tooling
from firmware.games.tictactoe.engine import Game
from tests.util import raises


class _Screen:
    def __init__(self, game, score):
        self.game = game
        self.score = score
        self.cursor = 4


def test_the_check_catches_a_board_that_does_not_follow_its_moves():
    game = Game()
    for cell in (4, 0, 8):
        game.play(cell)
    assert tooling.check(_Screen(game, [1, 0, 0])) == {"games scored": 1}
    game.cells[2] = game.cells[4]
    e = raises(AssertionError, tooling.check, _Screen(game, [1, 0, 0]))
    assert "board differs" in str(e)
