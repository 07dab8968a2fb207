"""The aim (firmware/app.py AIM_MS, guard_turn's aim): a turn back from the computer that the
player tapped into (A, or Connect Four's DOWN, pressed under AIM_MS before it came, no arrow
since) plays nothing for that button till an arrow aims or a press comes AIM_MS after the
last; the glass names the arrows meanwhile. Reviews 87 and 88: at a tap a second, or 1.3 s
apart, every turn's first tap played the cursor's choice and lost whole games."""
import pytest

from firmware.app import AIM_MS, GUARD_MS
from hal.buttons import A, DOWN, RIGHT
from tests.games.session import error_log, keys, screen_of, start

# Tap periods, ms: a tap a second and round it (review 87's 0.88 s, where the rest let a tap
# act 0.32 s into the turn), and just under the aim's pause
PERIODS = (880, 1000, 1050)
HOLD_MS = 40


def tap(board, app, button, period):
    board.pad.press(button)
    board.run(app, HOLD_MS)
    board.pad.release(button)
    board.run(app, period - HOLD_MS)


def turn_back(board, app, s):
    """Run till the player's turn is back on the glass (the reply landed and shown)."""
    for _ in range(300):
        if s.human_turn() and not app.unshown:
            return
        board.run(app, 10)
    raise AssertionError("the turn never came back")


def mine(s):
    """How many moves of the board are the player's (the computer moves second here)."""
    return (len(s.game.moves) + 1) // 2


@pytest.mark.parametrize("game", ("connect4", "tictactoe"))
@pytest.mark.parametrize("period", PERIODS)
def test_steady_taps_play_the_first_move_only_then_wait_for_an_aim(game, period):
    board, app = start(game)
    keys(board, app, "A wait:500")   # Play: the board, the player first
    s = screen_of(app)
    for _ in range(12000 // period):
        tap(board, app, A, period)
    assert not error_log(board)
    assert mine(s) == 1, (game, period, s.game.moves)   # the first tap's move, no more
    assert app.aim >> A & 1 and app.toast is app.aim_words and app.toast_until is not None
    assert app.aim_words.endswith(":AIM\nOR WAIT")   # (review 96: a pause does too)
    board.pad.press(RIGHT)   # an aim: the note goes, the next A plays
    board.run(app, HOLD_MS)
    board.pad.release(RIGHT)
    board.run(app, GUARD_MS)
    assert app.aim == 0 and app.toast_until is None
    keys(board, app, "A wait:1500")
    assert mine(s) == 2, (game, period, s.game.moves)


@pytest.mark.parametrize("game", ("connect4", "tictactoe"))
def test_calm_presses_a_breath_apart_each_play(game):
    """Review 99 #1 (and 98 #1): presses 1.6 s apart, a player reading each turn, met the
    aim's refusal again and again at AIM_MS 2 s and read as a frozen game. Each press that
    comes in the player's turn plays (those in the computer's are refused as ever)."""
    board, app = start(game)
    keys(board, app, "A wait:500")
    s = screen_of(app)
    for _ in range(3):   # (each lands in the player's turn, the reply back by then)
        assert s.human_turn() and not s.game.over(), (game, s.game.moves)
        tap(board, app, A, 1600)
    assert not error_log(board)
    assert mine(s) == 3, (game, s.game.moves)


@pytest.mark.parametrize("game", ("connect4", "tictactoe"))
@pytest.mark.parametrize("period", (45, 125, 250))
def test_taps_kept_up_from_play_into_the_players_first_turn_play_nothing(game, period):
    # review 100 #1 (a trap): First: You, A kept up from Play at 4 to 22 a second played
    # the first move 0.4 s after the board came, WAIT's band running out under the taps: a
    # tap the board's guard refuses waits for an aim, as on every later turn
    board, app = start(game)
    s = screen_of(app)
    for _ in range(9000 // period):   # the first tap presses Play
        tap(board, app, A, period)
    assert not error_log(board)
    assert s.game is not None and s.game.moves == [], (game, period, s.game.moves)
    assert app.aim >> A & 1 and app.toast is app.aim_words
    keys(board, app, "wait:%d A wait:1500" % AIM_MS)   # a pause: a single press plays
    assert mine(s) == 1, (game, period, s.game.moves)


@pytest.mark.parametrize("game", ("connect4", "tictactoe"))
@pytest.mark.parametrize("period", (125, 250, 500, 1000, 1050))
def test_taps_from_play_through_the_computers_opening_move_play_nothing(game, period):
    # review 92: First CPU, A kept up from Play at 1 to 8 taps a second played the
    # player's first move on the cursor's square or column, unaimed, as the opening landed
    from tests.games.session import choose_setup
    board, app = start(game)
    choose_setup(board, app, "first", 1)   # First: CPU
    s = screen_of(app)
    for _ in range(9000 // period):   # the first tap presses Play
        tap(board, app, A, period)
    assert not error_log(board)
    assert len(s.game.moves) == 1, (game, period, s.game.moves)   # the opening alone
    assert app.aim >> A & 1 and app.toast is app.aim_words
    keys(board, app, "wait:%d A wait:1500" % AIM_MS)   # a pause: a single press plays
    assert len(s.game.moves) == 3, (game, period, s.game.moves)


def test_a_single_press_after_a_pause_plays_unaimed():
    board, app = start("connect4")
    keys(board, app, "A wait:500 A")   # Play, a drop
    s = screen_of(app)
    turn_back(board, app, s)   # the reply back, A pressed under AIM_MS before it came
    assert app.aim >> A & 1
    board.run(app, AIM_MS)   # a pause: the next A is a single press
    keys(board, app, "A")
    turn_back(board, app, s)
    assert mine(s) == 2   # (and the reply's turn, come under AIM_MS after it, aims again)
    assert app.aim >> A & 1


def test_connect4_down_tapped_into_the_turn_waits_for_an_aim_too():
    board, app = start("connect4")
    keys(board, app, "A wait:500")
    s = screen_of(app)
    for _ in range(10):
        tap(board, app, DOWN, 1000)
    assert mine(s) == 1, s.game.moves


def test_an_arrow_before_the_turn_came_is_an_aim():
    # the cursor moved in the computer's turn, after the A that played: the A as the turn is
    # up plays (what it answers has been seen: the guard alone)
    board, app = start("connect4")
    keys(board, app, "A wait:500 A wait:100 RIGHT")
    s = screen_of(app)
    board.run(app, 1500)
    assert app.aim == 0
    keys(board, app, "A wait:1500")
    assert mine(s) == 2


@pytest.mark.parametrize("game", ("connect4", "tictactoe"))
@pytest.mark.parametrize("period", (250, 1000, 1050))
def test_two_players_on_one_handheld_are_held_for_an_aim_too(game, period):
    # review 93: a tap a second played every move of both sides on the cursor's cell or
    # column, to X WINS, nobody aiming; the other player's aimed press plays at once
    from tests.games.session import choose_setup
    board, app = start(game)
    choose_setup(board, app, "mode", 1)   # two players
    s = screen_of(app)
    for _ in range(9000 // period):   # the first tap presses Play, the second moves
        tap(board, app, A, period)   # (under GUARD_MS after Play's, kept up from it: none)
    assert not error_log(board)
    first = 0 if period < GUARD_MS else 1
    assert len(s.game.moves) == first and app.aim >> A & 1, (game, period, s.game.moves)
    keys(board, app, "RIGHT wait:120 A wait:1500")   # aimed: the other player's move
    assert len(s.game.moves) == first + 1, (game, period, s.game.moves)


def test_hearts_a_tapped_a_second_plays_only_forced_cards():
    # after the pass A tapped a second on: a card played for us only where it was the one we
    # could play; where we had a choice the status bar names the arrows, and RIGHT, A plays
    from tests.games.hearts.driver import new_game
    board, app = start("hearts", seed=3)
    s = new_game(board, app, on_card=False)
    keys(board, app, "A wait:%d A wait:1300" % AIM_MS)   # the hint's three, passed after a
    # pause (A that asked for them, tapped on, passes nothing: test_hints)
    choices = []   # how many cards we could play, at each card played for us
    game = s.game
    play = game.play

    def watched(card):
        if game.turn == 0:
            choices.append(len(s.play._legal()))
        return play(card)
    game.play = watched
    aimed = 0
    for _ in range(30):
        tap(board, app, A, 1000)
        aimed += app.toast is app.aim_words and app.toast_until is not None
    assert not error_log(board)
    assert choices and set(choices) == {1}, choices   # (the 2 of clubs, a suit to follow)
    assert aimed and len(s.play._legal()) > 1 and game.turn == 0
    assert app.aim_words == "<>:AIM OR WAIT"
    keys(board, app, "RIGHT wait:400 A wait:300")
    assert len(choices) == 2 and choices[-1] > 1


@pytest.mark.parametrize("game,act", (("connect4", "A:DROP"), ("tictactoe", "A:PUT")))
def test_the_key_bar_offers_the_arrows_while_a_waits_for_an_aim(game, act):
    # reviews 90, 91: A:DROP stood over an A refused for an aim; the bar says <>:AIM from the
    # turn on, A's word again once an arrow aims or the pause makes the next A a single press
    from tests.screen import shows
    board, app = start(game)
    keys(board, app, "A wait:500 A")   # Play, a move, the reply back under AIM_MS
    s = screen_of(app)
    turn_back(board, app, s)
    assert app.aiming() and shows(board, ":AIM") and not shows(board, act)
    board.run(app, AIM_MS)
    assert not app.aiming() and shows(board, act) and not shows(board, ":AIM")
    keys(board, app, "A")   # a move, the reply: the arrows offered again
    turn_back(board, app, s)
    assert app.aiming() and shows(board, ":AIM")
    keys(board, app, "RIGHT wait:100")   # an arrow aims: the bar's <>:AIM goes, but on a
    # tic-tac-toe mark, where A puts nothing (review 89)
    s = screen_of(app)
    on_mark = game == "tictactoe" and s.game.cells[s.cursor] != 0
    assert not app.aiming() and shows(board, ":AIM") == on_mark, game
