# runs-on: micropython, whole app
"""Hints at the Hearts table (play.py): the hard player's pass or card, found with random
deals of its own, through the whole app on the simulated board."""
from hal.buttons import UP
from tests.screen import shows
from tests.games.hearts.driver import (
    cursor_to, game_module, keys, new_game, pass_three, play_first_legal, start,
    until_my_turn)


def test_the_pass_hint_picks_the_hard_players_three():
    board, app = start(seed=3)
    s = new_game(board, app)
    keys(board, app, "UP")
    hard_pass = game_module("passing").hard_pass
    assert sorted(s.play.chosen) == sorted(hard_pass(s.game.hands[0]))
    assert s.play.cursor == 13 and shows(board, "HINT: PASS THESE 3", inverted=True)


def test_the_play_hint_is_the_hard_players_card_and_changes_nothing_else():
    def game_with(hint):
        board, app = start(seed=11)
        s = new_game(board, app, "Hard")
        pass_three(board, app)
        until_my_turn(board, app)
        if hint:
            board.pad.press(UP)
            while not s.play.hint:
                board.run(app, 1)
            assert shows(board, "THINKING...")  # on the glass before the hint's think
            board.run(app, 100)
            board.pad.release(UP)
            hard_player = game_module("hard").hard_player
            assert s.game.hands[0][s.play.cursor] in s.game.legal() and shows(board, "HINT: ")
            cursor_to(board, app, s.play.cursor)
        play_first_legal(board, app)
        until_my_turn(board, app)
        return [t[1] for t in s.game.tricks], hard_player if hint else None
    plain, _ = game_with(False)
    hinted, hard_player = game_with(True)
    assert hinted == plain  # the opponents' cards do not depend on a hint being asked
    assert hard_player is not None
