# runs-on: micropython, whole app
"""Hearts through power cuts and mashed buttons (screen.py's snapshot and resume), through
the whole app on the simulated board."""
from hal.rng import Rng
from tests.games.hearts.driver import (
    HAND_OVER, PASSING, PLAYING, error_log, keys, new_game, pass_three, play_first_legal,
    play_hand, screen_of, start, until_my_turn)


def test_a_game_resumes_mid_trick_after_a_power_cut():
    board, app = start(seed=10)
    s = new_game(board, app)
    pass_three(board, app)
    for _ in range(30):
        if s.game.trick_no >= 2 and s.game.trick and s.play.shown is None:
            break
        until_my_turn(board, app)
        play_first_legal(board, app)
    assert s.game.trick_no >= 2 and s.game.trick
    board.run(app, 40)  # the card's frame is shown, then the game saved
    snap = s.game.snapshot()
    cursor = s.play.cursor
    state = board.state_dir
    board = app = s = None  # the power goes: nothing of that run stays
    board, app = start(seed=99, state_dir=state, ms=100)  # before the next card's pace
    s2 = screen_of(app)
    assert s2.stage == PLAYING and s2.game.snapshot() == snap and s2.play.cursor == cursor
    until_my_turn(board, app)
    play_first_legal(board, app)  # and play goes on
    assert len(s2.game.hands[0]) < len(snap["hands"][0])


def test_mashing_buttons_never_crashes():
    board, app = start(seed=3)
    rng = Rng(17)
    names = ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "B")
    for _ in range(300):
        if app.game is None:  # B on the setup page went back to the launcher
            app.start_game("hearts", True)
        if rng.randbelow(8) == 0:
            keys(board, app, "wait:%d" % rng.randbelow(1500))
        keys(board, app, "%s:%d" % (rng.choice(names), 30 + rng.randbelow(60)))
    assert error_log(board) == "" and board.chip.errors == []


def test_the_hand_table_survives_a_power_cut():
    board, app = start(seed=12)
    s = new_game(board, app, "Medium")
    play_hand(board, app)
    totals = list(s.game.totals)
    state = board.state_dir
    board = app = s = None  # the power goes: nothing of that run stays
    board, app = start(seed=13, state_dir=state)
    s2 = screen_of(app)
    assert s2.stage == HAND_OVER and s2.game.totals == totals
    keys(board, app, "A")
    assert s2.stage == PASSING and s2.game.hand_no == 1 and s2.game.totals == totals
