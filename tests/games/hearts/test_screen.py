# runs-on: micropython, whole app
"""Whole-app Hearts flows through the simulated board (screen.py): keys in, the glass and the
screen's state out: passing, playing, results that hold presses back, levels."""
import sys

from tests.games import session
from tests.screen import find_text, glass, shows
from tests.games.hearts.driver import (
    ERROR_TONE, GAME_OVER, HAND_OVER, HOLD_MS, LEVELS, PACE_MS, PASSING, PLAYING, QUIET_MS,
    READ_MS, SETUP, TRICK_MS, choose_setup, cursor_to, game_module, keys, new_game, pass_three,
    play_first_legal, play_hand, screen_of, stands_up, start, to_our_last_card, until_my_turn)


def test_the_constants_match_the_screen():
    start()
    screen = game_module("screen")
    assert (game_module("turns").PACE_MS, game_module("play").TRICK_MS) == (PACE_MS, TRICK_MS)
    assert (screen.SETUP, screen.PASSING, screen.PLAYING, screen.HAND_OVER,
            screen.GAME_OVER) == (SETUP, PASSING, PLAYING, HAND_OVER, GAME_OVER)
    app = sys.modules["firmware.app"]
    assert app.GUARD_MS == QUIET_MS < HOLD_MS and app.LOOK_MS < READ_MS


def test_passing_picks_three_then_a_on_the_pass_button_exchanges():
    board, app = start()
    s = new_game(board, app)
    assert s.stage == PASSING and s.game.pass_dir == 0 and len(s.game.hands[0]) == 13
    hand = list(s.game.hands[0])
    table = game_module("table")
    assert shows(board, "PASS TO WEST") and shows(board, "A:PICK")   # (RIGHT from the button)
    for i in (0, 1):
        cursor_to(board, app, i)
        keys(board, app, "A")
    assert s.play.chosen == hand[:2]
    # a picked card stands raised
    assert stands_up(board, table.hand_x(hand, 0, True), True)
    assert not stands_up(board, table.hand_x(hand, 5, True), True)
    cursor_to(board, app, 13)  # the PASS button: refused with two picked, and why
    keys(board, app, "A")
    assert s.stage == PASSING and board.sound.tones[-1][0] == ERROR_TONE
    assert shows(board, "PICK 3 CARDS FIRST", inverted=True)
    keys(board, app, "B")  # B takes back the last pick
    assert s.play.chosen == hand[:1] and s.play.cursor == 1
    cursor_to(board, app, 2)
    keys(board, app, "A")
    cursor_to(board, app, 3)
    keys(board, app, "A wait:100")  # the third pick: the cursor to the PASS button (67)
    assert s.play.cursor == 13 and shows(board, game_module("status").PASS_WAY)
    assert shows(board, "A:PASS")
    keys(board, app, "A")   # too soon: the three, a new picture, hold A GUARD_MS (a turn back)
    assert s.stage == PASSING and app.toast_until is not None   # (WAIT)
    keys(board, app, "wait:%d A" % READ_MS)
    assert s.stage == PLAYING and s.game.passed[0] == sorted([hand[0], hand[2], hand[3]])
    for c in (hand[0], hand[2], hand[3]):
        assert c not in s.game.hands[0] and c in s.game.hands[1]
    assert all(c in s.game.hands[0] for c in s.game.received[0])


def test_the_cursor_is_on_a_playable_card_at_every_turn_of_ours():
    board, app = start(seed=2)
    s = new_game(board, app)
    pass_three(board, app)
    while s.stage == PLAYING:
        until_my_turn(board, app)
        if s.stage != PLAYING:
            break
        assert s.game.hands[0][s.play.cursor] in s.game.legal()
        session.aim(board, app)   # (a turn tapped into: an arrow there and back, app.AIM_MS)
        assert s.game.hands[0][s.play.cursor] in s.game.legal()
        keys(board, app, "A")  # never moved: A alone plays every card of the hand
    assert s.stage == HAND_OVER and s.game.hands[0] == []


def test_a_press_as_a_trick_is_taken_does_not_take_it_away():
    """A or B begun as the trick taken came does nothing; once it has been seen either takes
    it away (review 62: A refused there, as everywhere else A goes on)."""
    for button in ("A", "B"):
        board, app = start(seed=4)
        s = new_game(board, app)
        pass_three(board, app)
        for _ in range(60):
            until_my_turn(board, app)
            if len(s.game.trick) == 3:
                break
            play_first_legal(board, app)
            keys(board, app, "wait:%d" % TRICK_MS)
        assert len(s.game.trick) == 3 and s.game.turn == 0
        session.aim(board, app)   # (our last A under app.AIM_MS before the turn came)
        keys(board, app, "A " + button)  # our card ends the trick; the next comes too soon
        assert s.play.shown is not None
        keys(board, app, "wait:%d %s" % (HOLD_MS, button))  # after the guard: it goes
        assert s.play.shown is None, button


def test_seven_quick_taps_after_the_last_card_skip_neither_the_last_trick_nor_the_table():
    board, app, s = to_our_last_card()
    assert s.game.trick_no == 12 and s.game.turn == 0
    keys(board, app, "A A A A A A A")  # the last card, and six more quick taps
    assert s.stage in (PLAYING, HAND_OVER) and s.game.hand_no == 0
    assert s.play is not None and s.play.shown is not None or shows(board, "HAND 1 OVER")
    keys(board, app, "wait:%d" % (TRICK_MS + READ_MS))   # the table read (its look)
    assert s.stage == HAND_OVER and shows(board, "HAND 1 OVER")
    keys(board, app, "A")
    assert s.stage == PASSING and s.play.chosen == []  # no card of the next pass picked
    assert not shows(board, "TAKE")  # the last trick's news stayed in the last hand


def test_scores_page_opens_and_closes():
    board, app = start()
    s = new_game(board, app)
    keys(board, app, "DOWN DOWN")   # (passing: the first to the PASS button)
    assert s.play.info is not None
    keys(board, app, "A")  # closes the page without picking a card
    assert s.play.info is None and s.play.chosen == []
    keys(board, app, "DOWN")
    assert s.play.info is not None
    keys(board, app, "B")
    assert s.play.info is None


def test_levels_run_easy_to_hard_and_a_new_player_starts_at_medium():
    board, app = start()
    s = screen_of(app)
    setup = game_module("setup")
    assert setup.LEVEL_NAMES == LEVELS and setup.LEVELS == ("random", "basic", "hard")
    # (on Play the first line's value is plain: LEFT/RIGHT change nothing there)
    assert s.setup["level"] == 1 and shows(board, "Opponents: Medium")
    choose_setup(board, app, "level", 1)
    assert shows(board, "Opponents: Hard")


def test_game_to_steps_up_from_100_and_stops_at_its_ends():
    # an amount, as the levels: it stops at 50 and 150 (review 49: levels went round)
    board, app = start()
    assert screen_of(app).setup["target"] == 2   # a new player's: 100
    keys(board, app, "DOWN DOWN")
    assert shows(board, "Game to: <100 pts>")
    for score in ("150", "150"):
        keys(board, app, "RIGHT")
        assert shows(board, "Game to: <%s pts>" % score)
    for score in ("100", "75", "50", "50"):
        keys(board, app, "LEFT")
        assert shows(board, "Game to: <%s pts>" % score)


def test_the_setup_page_says_what_its_rule_lines_mean_on_them():
    """In words a newcomer follows (a fresh review): the target in points, and on its line
    the line under it says the lowest total wins; the moon named on its line and its taker so
    (not "shooter"); the queen's rule a yes or no to the question under its line asks."""
    board, app = start()
    assert shows(board, "Hearts") and not shows(board, "Q breaks hearts?")
    assert shows(board, "Game to: 100 pts") and shows(board, "Moon: others +26")
    keys(board, app, "DOWN DOWN")  # on the target's line: the line under it says who wins
    assert shows(board, "Lowest total wins")
    keys(board, app, "DOWN")  # on the moon's line: the line under it says it
    assert shows(board, "Moon: <others +26>") and shows(board, "One takes all 26")
    keys(board, app, "RIGHT")
    assert shows(board, "Moon: <taker -26>") and screen_of(app).setup["moon"] == 1
    keys(board, app, "DOWN")  # on "Queen breaks": the line under it asks it
    assert shows(board, "Queen breaks: <no>") and shows(board, "Q breaks hearts?")
    keys(board, app, "RIGHT")
    assert shows(board, "Queen breaks: <yes>") and screen_of(app).setup["qs"] == 1
    keys(board, app, "DOWN")  # off the line: its explain gone
    assert shows(board, "Hearts") and not shows(board, "Q breaks hearts?")


def test_the_setup_page_says_what_b_does_on_its_key_bar_under_its_title():
    """A fresh review: "what does B do here?" B:BACK on the key bar, in the 5x7 font, on
    every line; on a line an explain explains too (review 66: it had taken the title's line
    whole); the title's line says Hearts throughout (review 73: on a choice <>:CHANGE B:BACK
    had taken its place)."""
    board, app = start()
    assert find_text(board.chip, "A:START B:BACK")[1] == 57
    for line in ("Play", "Opponents: Medium", "Game to: 100 pts", "Moon: others +26",
                 "Queen breaks: no"):
        assert shows(board, line), line
    keys(board, app, "DOWN DOWN DOWN")   # the moon's line: the line under it explains it
    assert shows(board, "One takes all 26")
    assert find_text(board.chip, "<>:CHANGE B:BACK")[1] == 57
    assert find_text(board.chip, "Hearts") == (2, 0)
    keys(board, app, "DOWN DOWN")   # Reset stats
    assert find_text(board.chip, "A:OPEN B:BACK")[1] == 57
    assert find_text(board.chip, "Hearts") == (2, 0) and shows(board, "Reset stats")
    keys(board, app, "B")
    assert app.game is None   # B did as it says: back to the title card


def test_a_whole_hand_ends_on_the_score_table():
    board, app = start(seed=6)
    s = new_game(board, app, "Medium")
    play_hand(board, app)
    game = s.game
    assert sum(game.taken) == 26 and sum(game.totals) in (26, 78)
    assert game.totals == game.hand_points
    keys(board, app, "wait:%d A" % READ_MS)  # the table read: next hand, pass right
    assert s.stage == PASSING and s.game.pass_dir == 1 and s.game.hand_no == 1


def test_holding_an_arrow_stops_at_the_hands_end_and_a_fresh_press_wraps():
    board, app = start()
    s = new_game(board, app)
    keys(board, app, "RIGHT:3000")  # from the first card past the last, to the PASS button
    assert s.play.cursor == 13 and shows(board, "PASS TO WEST") and shows(board, "A:HINT")
    held = glass(board.chip)
    keys(board, app, "LEFT RIGHT")
    assert glass(board.chip) == held
    keys(board, app, "RIGHT")  # a fresh press goes round to the first card
    assert s.play.cursor == 0
    keys(board, app, "LEFT:2000")
    assert s.play.cursor == 0  # held on the first card, it stays there
