# runs-on: micropython, whole app
"""Our turn coming back from the computer players, through the whole app on the simulated
board: a press that went down before it, or a mash of A going on through their cards, never
plays our card (ctx.guard_turn); a press after a quiet moment does."""
from firmware.app import RHYTHM_MS, TOAST
from hal.buttons import A
from tests.games.hearts.driver import (
    HAND_OVER, PACE_MS, PLAYING, QUIET_MS, cursor_to, error_log, keys, new_game, pass_three,
    play_first_legal, play_hand, screen_of, start, until_my_turn)

MASH = "A:80 wait:87 "  # six presses a second


def test_a_hint_then_the_issues_mash_plays_only_the_card_meant():
    """The script of issue 23, its hint and all: the mash's first A plays the card under the
    cursor only if our turn is on the glass and no longer guarded when the mash begins (how
    long it has been back depends on the hint's think); the rest hurry the others, and none
    plays a second card when the turn is back."""
    board, app = start(seed=7)
    s = screen_of(app)
    keys(board, app, "A wait:500 UP wait:1500 A wait:2000 A wait:3000 UP wait:1500 A "
                     "wait:3000")
    assert app.top is app.game, error_log(board)  # the hint came (no error page instead)
    hand = s.game.hands[0]
    on_glass = s.game.turn == 0 and s.play.shown is None and not app.unshown
    guarded = app.hold_until[A] is not None or app.hold_mask >> A & 1
    ours = on_glass and not guarded and hand[s.play.cursor] in s.game.legal()
    left = len(hand)
    keys(board, app, "A A A A A A A A A A")
    assert len(s.game.hands[0]) == left - ours


def their_lead(seed):
    """A new game just after our pass, the two of clubs in another hand: the computer
    players play to the trick before our turn comes back, with no trick taken before it
    (whose hold would guard the turn on its own)."""
    board, app = start(seed=seed)
    s = new_game(board, app, "Medium")
    pass_three(board, app)
    assert s.game.turn != 0 and not s.game.trick
    return board, app, s


def test_a_mash_through_the_computers_turn_never_plays_our_card():
    board, app, s = their_lead(4)
    left = len(s.game.hands[0])
    keys(board, app, MASH * 25)  # 4 s: it hurries their cards, our turn comes back
    assert s.stage == PLAYING and s.game.turn == 0 and s.play.shown is None
    assert len(s.game.hands[0]) == left
    # the turn came in the mash (the hurried card is the computer's): a press 0.46 s after
    # its last tap keeps its beat and is refused; one RHYTHM_MS after the last tap plays
    keys(board, app, "wait:%d A" % QUIET_MS)
    assert len(s.game.hands[0]) == left
    keys(board, app, "wait:%d A" % RHYTHM_MS)
    assert len(s.game.hands[0]) == left - 1
    keys(board, app, MASH * 25)  # through their cards and the trick taken
    assert len(s.game.hands[0]) == left - 1


def test_a_press_down_before_our_turn_does_not_play_on_it():
    board, app, s = their_lead(4)
    left = len(s.game.hands[0])
    board.pad.press(A)  # down while they play (it hurries one card)...
    for _ in range(300):
        board.run(app, 20)
        if s.game.turn == 0 and s.play.shown is None:
            break
    board.run(app, 200)
    board.pad.release(A)  # ...and up once our turn is on the glass
    keys(board, app, "wait:80")
    assert s.game.turn == 0 and len(s.game.hands[0]) == left
    keys(board, app, "A")  # the next press came just after: not quiet yet either
    assert len(s.game.hands[0]) == left



def mash_until(board, app, done, seen=None):
    """Tap A six times a second (MASH), 20 ms at a time, until done(); seen(ms) each step."""
    ms = 0
    while not done():
        if ms % 160 == 0:
            board.pad.press(A)
        elif ms % 160 == 80:
            board.pad.release(A)
        board.run(app, 20)
        ms += 20
        if seen:
            seen(board.clock.ticks_ms())
        assert ms < 5000, "stalled"
    board.pad.release(A)


def test_a_mash_held_back_by_a_trick_taken_hurries_the_lead_that_follows():
    """A trick taken holds the mash back (a result: it stays its second); once it has left
    the table and a computer player leads, the same mash hurries their cards again, each
    sooner than their pace (ctx.release_input), and our turn holds it back once more."""
    board, app, s = their_lead(4)
    play = s.play
    for _ in range(12):  # tricks, until one a computer player takes with cards to come
        until_my_turn(board, app)
        play_first_legal(board, app)
        mash_until(board, app, lambda: play.shown is not None)  # it hurries theirs
        if play.shown[2] != 0 and not play.ended:
            break
    else:
        raise AssertionError("no trick taken by a computer player with a lead to come")
    tricks = len(s.game.tricks)
    mash_until(board, app, lambda: play.shown is None)  # held back: A would take it away
    assert board.clock.ticks_diff(board.clock.ticks_ms(), play.shown_at) >= 1000  # TRICK_MS
    assert len(s.game.tricks) == tricks
    times = [board.clock.ticks_ms()]  # the trick gone, then each of their cards

    def seen(now):
        if len(s.game.trick) == len(times):
            times.append(now)

    mash_until(board, app, lambda: s.game.turn == 0, seen)
    gaps = [times[i + 1] - times[i] for i in range(len(times) - 1)]
    assert gaps and max(gaps) < PACE_MS, gaps  # hurried: their pace is PACE_MS a card
    mine = len(s.game.hands[0])
    mash_until(board, app, lambda: board.clock.ticks_diff(board.clock.ticks_ms(), times[-1])
               > 1500)  # our turn: the mash goes on being held back
    assert len(s.game.hands[0]) == mine and s.game.turn == 0


def told_to_let_go(board, app):
    """WAIT, THEN PRESS (app.TOAST) on the glass now, in Hearts' box (in lines)."""
    from tests.screen import shows
    return app.toast_at is not None and shows(board, TOAST.split()[0], inverted=True)


def test_let_go_then_press_leaves_what_the_player_reads_in_view():
    """A fresh reviewer: LET GO, THEN PRESS across the top line hid YOUR TURN, NORTH TAKES
    IT and MOON: YOU!: it goes over the seats' names at the table, over the key bar on the
    hand's score table, and the status bar and the title stay readable under it."""
    from tests.screen import shows
    board, app, s = their_lead(4)
    play = s.play
    for _ in range(12):  # tricks, until one a computer player takes
        until_my_turn(board, app)
        play_first_legal(board, app)
        mash_until(board, app, lambda: play.shown is not None)  # it hurries theirs
        if play.shown[2] != 0:
            break
    mash_until(board, app, lambda: app.toast_at is not None)  # held back: told to let go
    keys(board, app, "wait:40")
    assert told_to_let_go(board, app) and shows(board, play.drawn_text)  # e.g. NORTH TAKES IT
    mash_until(board, app, lambda: s.game.turn == 0 and play.shown is None)
    mash_until(board, app, lambda: app.toast_at is not None)  # our turn: held back
    keys(board, app, "wait:40")
    # (the turn came in the mash's rhythm: its first refused tap says YOUR TURN: TAP AGAIN)
    assert (told_to_let_go(board, app) or shows(board, "AGAIN", inverted=True)) and \
        shows(board, "YOUR TURN") and play.drawn_text == "YOUR TURN"
    keys(board, app, "wait:1600")
    play_hand(board, app)
    mash_until(board, app, lambda: app.toast_at is not None)  # the hand's table: held back
    keys(board, app, "wait:40")
    assert shows(board, TOAST, inverted=True)  # one line, over A:NEXT HAND
    assert shows(board, "HAND 1 OVER", inverted=True) and s.stage == HAND_OVER


def test_a_double_tap_on_the_third_pick_does_not_pass():
    # a fresh review: the third pick moves the cursor to PASS, and a second tap 0.16 s on
    # passed the cards for good; the jump is a new picture (a tap under ANSWER_MS after the
    # press that made it is that press's beat), and a press 0.4 s on passes
    board, app = start(seed=1)
    s = new_game(board, app)
    for i in (0, 1):
        cursor_to(board, app, i)
        keys(board, app, "A")
    cursor_to(board, app, 2)
    keys(board, app, "A A")
    play = s.play
    assert play.passing and len(play.chosen) == 3 and play.cursor == len(s.game.hands[0])
    keys(board, app, "wait:400 A")
    assert not play.passing
