# runs-on: micropython, heap 472K: two whole apps on two simulated boards, the link from source
"""The take-back question on the asked handheld (firmware/ui/board_link.py), in Connect Four
and tic-tac-toe: it opens with no answer chosen, so a press meant for a move (an A, or
Connect Four's DOWN, planned as the question came) answers nothing: it is refused (the low
tick, CHOOSE <> inverted over the title and the status) and plays nothing; LEFT chooses
YES, RIGHT NO (the key bar says <>:CHOOSE, then A:YES or A:NO), A answers the one chosen, B
says no at once, whatever is chosen; no tap of a mash through the question says yes. Outside
the question the arrows move the cursor as ever. And A in the other's turn says whose turn it
is in words in both games (THEY PLAY)."""
from firmware.ui.board_link import CHOOSE
from sim.keys import GAP_MS
from tests.link.linked import (DOWN, LEFT, PACE_MS, RIGHT, UP, A, B, moves, on_glass, play,
                               press, refused, screen, start)
from tests.screen import shows

STEP_MS = 5   # the question is looked for on the glass this often
# where each game's moves go: (host's first, joiner's)
SPOTS = {"connect4": (3, 2), "tictactoe": (4, 0)}


def ask(game, asker=1):
    """game with the host's first move and the joiner's reply; asker's B (held 80 ms) asks
    the other, whose turn it is when the joiner asks. Returns the Linked and how long the
    question has been on the asked glass (ms, to STEP_MS)."""
    linked = start(game)
    for i, spot in enumerate(SPOTS[game]):
        play(linked, i, spot)
    pad = linked.boards[asker].pad
    pad.press(B)
    up = None
    for t in range(0, 1000, STEP_MS):
        if t == 80:
            pad.release(B)
        if up is None and on_glass(linked, 1 - asker, "THEY ASK"):
            up = t
        if up is not None and t >= 80:
            return linked, t - up
        linked.run(STEP_MS)
    raise AssertionError("no question on the glass")


def still_asked(linked, asked):
    """The question stands, unanswered: nothing taken back, the asker still asking."""
    assert screen(linked, asked).linked.asked == "in"
    assert on_glass(linked, asked, "THEY ASK") and on_glass(linked, 1 - asked, "ASKING...")
    assert not on_glass(linked, 1 - asked, "THEY SAID") and not on_glass(linked, 0, "UNDID")
    return True


def test_an_a_planned_as_the_question_came_is_refused_saying_how_to_choose():
    """The review's trap: the host's drop 0.34 s after the joiner's question appeared said
    YES (both glasses UNDID 1, the drop gone). Now at 0.34 s and at 1 s: refused, nothing
    dropped or taken back, CHOOSE <> inverted; the question waits for an answer."""
    for game in SPOTS:
        for at in (340, 1000):
            linked, since = ask(game)
            linked.run(at - since)
            assert refused(linked, 0, A), (game, at)
            assert moves(linked) == list(SPOTS[game]), (game, at)
            assert still_asked(linked, 0)
            assert shows(linked.boards[0], CHOOSE, inverted=True)
            assert on_glass(linked, 0, "<>:CHOOSE") and on_glass(linked, 0, "B:NO")
            assert not on_glass(linked, 0, "A:")   # A answers nothing yet
            linked.run(1500)
            assert not on_glass(linked, 0, CHOOSE)   # read, then gone: the status back
            assert on_glass(linked, 0, "YOUR MOVE") and still_asked(linked, 0)


def test_a_drop_key_and_an_arrow_that_chooses_nothing_are_refused_too():
    """Connect Four's DOWN drops; tic-tac-toe's UP and DOWN move the cursor: under the
    question neither plays nor moves, each refused saying how to choose."""
    for game, keys in (("connect4", (DOWN, UP)), ("tictactoe", (UP, DOWN))):
        linked, since = ask(game)
        linked.run(PACE_MS - since)
        cursor = screen(linked, 0).cursor
        for key in keys:
            assert refused(linked, 0, key), (game, key)
            linked.run(PACE_MS)
        assert screen(linked, 0).cursor == cursor and moves(linked) == list(SPOTS[game])
        assert still_asked(linked, 0)


def answered(game, keys, asker):
    """asker asks; the other presses keys, each paced; returns the Linked."""
    linked, since = ask(game, asker)
    linked.run(PACE_MS - since)
    for key in keys:
        press(linked, 1 - asker, key)
        linked.run(PACE_MS)
    return linked


def test_left_then_a_says_yes_right_then_a_says_no():
    for game in SPOTS:
        for asker in (0, 1):
            linked = answered(game, (LEFT,), asker)
            other = 1 - asker
            assert on_glass(linked, other, "A:YES") and not on_glass(linked, other, "<>:")
            press(linked, other, A)
            linked.run(PACE_MS)
            # the host asks on its turn (its move and the reply go), the joiner after its reply
            assert moves(linked) == list(SPOTS[game][:asker]), (game, asker)
            assert on_glass(linked, 0, "UNDID") and on_glass(linked, 1, "UNDID")
            linked = answered(game, (RIGHT,), asker)
            assert on_glass(linked, other, "A:NO")
            press(linked, other, A)
            linked.run(PACE_MS)
            assert moves(linked) == list(SPOTS[game]) and on_glass(linked, asker, "THEY SAID")
            assert not on_glass(linked, other, "THEY ASK")


def test_the_last_arrow_chooses_and_b_says_no_whatever_is_chosen():
    linked = answered("connect4", (LEFT, RIGHT, A), 1)
    assert moves(linked) == list(SPOTS["connect4"]) and on_glass(linked, 1, "THEY SAID")
    linked = answered("tictactoe", (RIGHT, LEFT, A), 1)
    assert moves(linked) == [4] and on_glass(linked, 1, "UNDID 1")
    for game in SPOTS:
        linked = answered(game, (LEFT, B), 1)   # YES chosen, then B: no, at once
        assert moves(linked) == list(SPOTS[game]) and on_glass(linked, 1, "THEY SAID")


def test_the_arrows_move_the_cursor_again_once_the_question_is_answered():
    for game, key in (("connect4", RIGHT), ("tictactoe", DOWN)):
        linked = answered(game, (RIGHT, A), 1)   # no
        s = screen(linked, 0)
        cursor = s.cursor
        press(linked, 0, key)
        linked.run(PACE_MS)
        assert s.cursor != cursor, game


def mash(linked, i, button, every_ms, for_ms):
    """Board i taps button every every_ms (each held 80 ms) for for_ms."""
    for _ in range(for_ms // every_ms):
        press(linked, i, button)
        linked.run(every_ms - 80 - GAP_MS)   # (press: 80 ms held, then the sim's gap)


def test_no_tap_of_a_mash_through_the_question_says_yes():
    """A tapped 2 to 6 times a second, from the question's first frames on (the asked
    player's own turn: a drop mashed in) or from a second before it (waiting through the
    asker's turn, the question arriving mid-mash): never a yes, never a move."""
    for game in SPOTS:
        for every in (500, 330, 170):
            for since_ms in (0, 150, 340):
                linked, since = ask(game)
                linked.run(max(0, since_ms - since))
                mash(linked, 0, A, every, 2500)
                assert moves(linked) == list(SPOTS[game]), (game, every, since_ms)
                assert still_asked(linked, 0)
        linked = start(game)
        play(linked, 0, SPOTS[game][0])
        play(linked, 1, SPOTS[game][1])   # the host's turn: it asks; the joiner mashes
        mash(linked, 1, A, 250, 1000)
        press(linked, 0, B)
        mash(linked, 1, A, 250, 2500)
        assert moves(linked) == list(SPOTS[game]) and still_asked(linked, 1)


def test_a_in_their_turn_says_they_play_in_words_in_both_games():
    """Tic-tac-toe said it with the refused cell's frame alone (a 150 ms flicker)."""
    for game in SPOTS:
        linked = start(game)
        press(linked, 1, A)   # the host's turn
        linked.run(PACE_MS)
        assert on_glass(linked, 1, "THEY PLAY") and moves(linked) == [], game
        linked.run(1200)
        assert not on_glass(linked, 1, "THEY PLAY")   # read, then gone
