"""Video poker's moments under the app's guard (tests/firmware/test_app_guard.py's sweeps):
the dealt hand, the double-up's house card and the pay table are new pictures, so an A or B
tap begun less than GUARD_MS after one appears never acts on it (holds no card, turns no
card, changes no advice mode), at 1 to 8 taps a second and every phase; a lone press
400 ms after acts at once. The draw's outcome and the double-up's are results (the sweep
"poker outcomes" there), the trainer's stop a result too (here)."""
import pytest

from firmware.app import ANSWER_MS, CHOSEN_ANSWER_MS, TOAST

from firmware.games.poker.engine import DOUBLING, HOLDING
from firmware.games.poker.screen import COACH, KEEP_MINE, NOTE_MS, PAYS, TABLE, TRAINER
from hal.buttons import A, DOWN, RIGHT, UP
from tests.firmware.test_app_guard import (PHASES, RATES, boot, lone_press_at, play_keys,
                                           sweep, until_guard)
from tests.games.poker import flow
from tests.games.session import error_log, screen_of
from tests.screen import find_text, shows

PLAY = "A wait:600"  # the setup page's Play: the table, seen
# seed 7: Play, deal, hint, hold and release, draw: a pair of jacks, TAKE or DOUBLE UP
# offered (the result seen)
WON = ("wait:900 A wait:1000 A wait:1000 UP wait:1000 A wait:1000 RIGHT wait:500 A wait:600"
       " DOWN wait:600 A wait:2000")


def hand_shown(app):
    """The dealt hand is on the glass (its five cards turned)."""
    s = screen_of(app)
    return s.page == TABLE and s.m.phase == HOLDING and not s.flips


def doubling(app):
    return screen_of(app).m.phase == DOUBLING


def pays(app):
    return screen_of(app).page == PAYS


def stopped(app):
    return screen_of(app).stop is not None


# (name, seed, keys to reach the start of the stream, what marks the frame that came, ms)
MOMENTS = (
    # the stream's first tap deals, the next ones come as the hand appears
    ("the deal", 1, PLAY, hand_shown, 2500),
    # a win seen: the first tap on TAKE takes it and deals
    ("take and deal", 7, WON, hand_shown, 2500),
    # a win seen, DOUBLE UP chosen: the first tap opens the double-up
    ("double up", 7, WON + " RIGHT wait:600", doubling, 2500),
    # the trainer on, a deal held nothing, on DRAW: the first tap draws, the trainer stops
    ("the trainer's stop", 1, PLAY + " UP wait:600 A wait:600 A wait:600 B wait:600 A"
     " wait:1500 DOWN wait:600", stopped, 2500),
)


def test_the_moments_start_where_they_say():
    board, app, rec = boot("poker", 7)
    play_keys(board, app, WON)
    s = screen_of(app)
    assert s.offer and s.m.win > 0  # the win offered: TAKE or DOUBLE UP
    board, app, rec = boot("poker", 1)
    play_keys(board, app, MOMENTS[3][2] + " A wait:300")
    s = screen_of(app)
    assert s.mode == TRAINER and stopped(app)


@pytest.mark.parametrize("name,seed,keys,watch,ms", MOMENTS, ids=[m[0] for m in MOMENTS])
def test_a_stream_of_taps_never_acts_on_a_poker_moment_under_guard_ms(
        name, seed, keys, watch, ms):
    bad, guarded = sweep("poker", seed, keys, ms, watch)
    # (rate, phase, ms it reached a view, ms it began, ms the frame appeared, button)
    assert bad == []
    assert guarded >= len(RATES) * PHASES  # the streams did run across the moment


def test_a_stream_of_taps_never_changes_the_advice_as_the_pay_table_appears():
    # UP opens the pay table, whose A changes the advice mode: a stream of A taps at every
    # rate, begun at every phase of its period after the UP
    bad = []
    for rate in RATES:
        period = 1000 // rate
        for i in range(PHASES):
            board, app, rec = boot("poker", 1)
            play_keys(board, app, PLAY)
            rec.watch, rec.watched = pays, False
            rec.tap(UP, 40)
            assert pays(app)
            board.run(app, period * i // PHASES)
            rec.stream(rate, 0, 2000)
            bad += [(rate, i) + v for v in rec.violations()]
    assert bad == []


def test_a_rhythm_over_the_deal_holds_no_card():
    # a fresh reviewer's trap: the tap that deals, then 8 a second: the tap 110 ms after the
    # hand appeared held card 1 and every later one toggled it (so look after every tap)
    for period in (125, 250, 333):
        board, app, rec = boot("poker", 7)
        play_keys(board, app, PLAY)
        held = []
        for _ in range(8):
            rec.tap(A, 40)
            board.run(app, period - 40)
            held.append(screen_of(app).m.held)
        assert hand_shown(app) and held == [0] * 8, period


def test_a_and_down_in_turn_over_the_deal_hold_no_card():
    # a fresh review: A and DOWN in turn, each 0.36 s after the other: DOWN ended the deal's
    # turning, and the A after it held a card 0.36 s after the hand appeared; the press that
    # showed the hand opened it, so an A under ANSWER_MS after it is that rhythm's, and so is
    # one at the beat of the A and DOWN before it (A, an arrow, A: a fresh review's trap);
    # after a look (0.7 s) it holds
    for gap, held in ((300, False), (360, False), (ANSWER_MS + 20, False), (700, True)):
        board, app, rec = boot("poker", 7)
        play_keys(board, app, PLAY)
        rec.tap(A, 40)   # deals
        board.run(app, 320)
        rec.tap(DOWN, 40)   # the cards still turning: it ends that
        board.run(app, gap - 40)
        rec.tap(A, 40)
        board.run(app, 600)
        assert hand_shown(app) and bool(screen_of(app).m.held) == held, gap


def test_a_second_tap_on_double_up_turns_no_card():
    # a fresh reviewer's trap: A on DOUBLE UP, and A 200 ms later turned the card
    for gap in (167, 200, 250, 290):
        board, app, rec = boot("poker", 7)
        play_keys(board, app, WON + " RIGHT wait:600")
        rec.tap(A, 40)
        board.run(app, gap - 40)
        rec.tap(A, 40)
        board.run(app, 600)
        assert doubling(app), gap  # still picking


def moment_then_lone_press(seed, keys, button=A):
    """Reach a moment with keys, press button (it opens the moment), then tap A 400 ms
    after the moment's guarded frame: the app and whether the tap reached the screen."""
    board, app, rec = boot("poker", seed)
    play_keys(board, app, keys)
    count = len(rec.guards)
    rec.tap(button)
    shown = until_guard(board, app, rec, count)
    return app, lone_press_at(board, app, rec, shown)


def test_a_lone_press_400_ms_after_the_hand_appears_holds_a_card():
    app, acted = moment_then_lone_press(1, PLAY)  # A deals
    assert acted and screen_of(app).m.held == 1


def test_a_lone_press_after_the_double_up_appears_turns_the_first_card_once_no_beat():
    """The first card is picked as the double-up opens (review 36: none was, and A did
    nothing): A 400 ms after the house card appeared is refused (it may be the next beat of
    a 2-a-second stream begun with DOUBLE UP's A: the whole win at stake); one
    CHOSEN_ANSWER_MS after that A turns the first card."""
    for ms, turns in ((400, False), (CHOSEN_ANSWER_MS, True)):
        board, app, rec = boot("poker", 7)
        play_keys(board, app, WON + " RIGHT wait:600")
        count = len(rec.guards)
        rec.tap(A)   # DOUBLE UP
        opened = rec.down[A]
        shown = until_guard(board, app, rec, count)
        s = screen_of(app)
        assert s.m.phase == DOUBLING and s.cursor == 1 and shows(board, "A:TURN IT")
        board.run(app, max(shown + 400, opened + ms) - board.clock.ticks_ms())
        rec.tap(A)
        board.run(app, 100)
        assert (s.m.phase != DOUBLING) == turns, ms
        if turns:
            assert s.m.outcome and s.m.picked == 0
        else:
            assert shows(board, TOAST, inverted=True)


def test_an_arrow_then_a_turns_the_card_it_picked_at_once():
    board, app, rec = boot("poker", 7)
    play_keys(board, app, WON + " RIGHT wait:600 A wait:400")
    s = screen_of(app)
    assert s.m.phase == DOUBLING and s.cursor == 1
    rec.tap(RIGHT)
    board.run(app, 100)
    rec.tap(A)
    board.run(app, 100)
    assert s.m.phase != DOUBLING and s.m.outcome and s.m.picked == 1


# the moments the player's own A opens, the cursor on what opens them: (name, seed, keys, what
# marks the frame that came)
OPENED = (MOMENTS[3][:3] + (stopped,), ("double up", 1, "A wait:600 A wait:1500 UP wait:600"
                                        " DOWN wait:600 A wait:2500 RIGHT wait:600", doubling))


def acts_after_it_opens(seed, keys, watch, period, phase, ms=2500):
    """From keys, a steady stream of A taps (one every period ms, the first phase ms on: it
    opens the moment): the ms from the moment on the glass to the first tap that acted on
    it, or None."""
    board, app, rec = boot("poker", seed)
    play_keys(board, app, keys)
    rec.watch, rec.watched = watch, watch(app)
    count = len(rec.guards)
    board.run(app, phase)
    end = board.clock.elapsed_ms + ms
    while board.clock.elapsed_ms < end:
        rec.tap(A, 80)
        board.run(app, period - 80)
    assert not error_log(board) and len(rec.guards) > count
    shown = rec.guards[count]
    return ([at - shown for at, _, _ in rec.acted if at > shown] or [None])[0]


@pytest.mark.parametrize("name,seed,keys,watch", OPENED, ids=[m[0] for m in OPENED])
def test_a_rhythm_begun_with_the_press_that_opened_it_never_acts_on_the_stop_or_double_up(
        name, seed, keys, watch):
    # a fresh reviewer's trap: 3 taps a second on DRAW (or DOUBLE UP) took TAKE BEST (turned
    # a card) 333 ms after the screen appeared; another's, 2 a second turned the card picked
    # 500 ms after. A choice is made on each as it opens (KEEP MINE, the first card: review
    # 36), so up to 1.6 a second (a tap 50 ms under CHOSEN_ANSWER_MS after the press that
    # opened it) no tap acts while the rhythm keeps its beat (a mash: review 31); slower,
    # each tap is an answer and acts
    for period in (250, 333, ANSWER_MS + 20, 500, CHOSEN_ANSWER_MS - 50):
        for phase in range(0, period, period // 5):
            assert acts_after_it_opens(seed, keys, watch, period, phase) is None, (
                period, phase)
    for period in (CHOSEN_ANSWER_MS + 50, 800):
        acted = acts_after_it_opens(seed, keys, watch, period, 0)
        assert acted is not None and acted >= CHOSEN_ANSWER_MS - 50, (period, acted)


@pytest.mark.parametrize("name,seed,keys,watch", OPENED, ids=[m[0] for m in OPENED])
def test_an_uneven_two_taps_a_second_begun_with_the_press_that_opened_it_never_acts(
        name, seed, keys, watch):
    # a hand's 2 taps a second drift: gaps of 420 and 580 ms in turn, either first
    for gaps in ((420, 580), (580, 420)):
        board, app, rec = boot("poker", seed)
        play_keys(board, app, keys)
        rec.watch, rec.watched = watch, watch(app)
        count = len(rec.acted)
        for i in range(10):
            rec.tap(A, 80)
            board.run(app, gaps[i % 2] - 80)
        assert len(rec.acted) == count + 1 and watch(app), gaps   # (the tap that opened it)
        assert not error_log(board)


def stream_from_draw(board, app, rec, period, taps, right=None, between=False):
    """From DRAW, tap A every period ms, taps times; a RIGHT at tap right (in its place,
    or between it and the next): whether a card of a double-up was turned meanwhile."""
    s = screen_of(app)
    doubled = turned = False
    for i in range(taps):
        rec.tap(RIGHT if i == right and not between else A, 80)
        if i == right and between:
            board.run(app, period // 2 - 80)
            rec.tap(RIGHT, 80)
            board.run(app, period - period // 2 - 80)
        else:
            board.run(app, period - 80)
        doubled = doubled or s.m.phase == DOUBLING
        turned = turned or doubled and s.m.outcome != 0
    return doubled, turned


@pytest.mark.parametrize("period", (333, 500))
def test_a_steady_stream_of_a_through_the_win_into_the_double_up_turns_no_card(period):
    # review 36's ask, the first card picked as the double-up opens: A at 3 and 2 a second
    # from DRAW on, through the win, DOUBLE UP chosen by a RIGHT in the stream (in a tap's
    # place or between two taps), on for 6 s: no card is turned (the stream is a mash: the
    # offer never takes its A)
    taps = 6000 // period
    for right in range(1, 7):
        for between in (False, True):
            board, app, rec = boot("poker", 7)
            play_keys(board, app, WON[:-len(" A wait:2000")])   # on DRAW
            assert stream_from_draw(board, app, rec, period, taps, right, between)[1] is False
            assert not error_log(board)
    # the stream, a look (1.3 s), RIGHT, and the stream again from DOUBLE UP's A: it
    # opens the double-up, and no later tap turns a card (a fresh reviewer's trap at 2 a
    # second: the card picked turned 500 ms after DOUBLE UP)
    for phase in range(0, period, period // 4):
        board, app, rec = boot("poker", 7)
        play_keys(board, app, WON[:-len(" A wait:2000")])
        stream_from_draw(board, app, rec, period, 3000 // period)
        assert screen_of(app).offer
        play_keys(board, app, "wait:1300 RIGHT wait:%d" % (300 + phase))
        assert stream_from_draw(board, app, rec, period, taps) == (True, False), phase
        assert not error_log(board)


def test_a_lone_press_after_the_trainers_stop_appears_draws_keep_mine_once_no_beat():
    """KEEP MINE is chosen as the stop opens (review 36: neither was, and A did nothing): A
    400 ms after the stop appeared is refused (it may be the next beat of a 2-a-second
    stream begun with DRAW); one CHOSEN_ANSWER_MS after DRAW draws with the player's hold."""
    for ms, draws in ((400, False), (CHOSEN_ANSWER_MS, True)):
        board, app, rec = boot("poker", 1)
        play_keys(board, app, MOMENTS[3][2])
        count = len(rec.guards)
        rec.tap(A)   # on DRAW: the stop
        drew = rec.down[A]
        shown = until_guard(board, app, rec, count)
        s = screen_of(app)
        assert stopped(app) and s.keep == KEEP_MINE and flow.pointed(board, "KEEP MINE")
        board.run(app, max(shown + 400, drew + ms) - board.clock.ticks_ms())
        rec.tap(A)
        board.run(app, 100)
        assert stopped(app) != draws, ms
        if draws:   # KEEP MINE: nothing held, five new cards
            assert s.m.phase != HOLDING and s.m.held == 0
        else:
            assert shows(board, TOAST, inverted=True)


def test_a_steady_two_taps_a_second_begun_with_draw_never_answers_the_stop():
    # a fresh reviewer's trap: the tap 500 ms after the stop appeared took TAKE BEST (a
    # lone answer then acted); KEEP MINE is chosen now, and a tap under CHOSEN_ANSWER_MS
    # after DRAW is that stream's beat (app.CHOSEN_ANSWER_MS)
    for phase in range(0, 500, 100):
        board, app, rec = boot("poker", 1)
        play_keys(board, app, MOMENTS[3][2])
        held = screen_of(app).m.held
        board.run(app, phase)
        for _ in range(6):
            rec.tap(A, 80)
            board.run(app, 420)
        s = screen_of(app)
        assert stopped(app) and s.m.phase == HOLDING and s.m.held == held, phase
        assert not error_log(board)


def test_a_lone_press_400_ms_after_the_pay_table_appears_changes_the_advice():
    app, acted = moment_then_lone_press(1, PLAY, UP)  # UP opens it
    assert acted and screen_of(app).mode == COACH


def mash(board, app, first):
    """first, then a mash of A: STOP, THEN PRESS (app.TOAST) is on the glass, whole (the
    comma's tail too), dark on lit."""
    flow.keys(board, app, first + " wait:80 A" * 8)
    assert app.toast_at is not None and shows(board, TOAST, inverted=True)


def test_wait_then_press_covers_nothing_the_player_reads_then():
    # a fresh reviewer: the notice covered CR and BET (the top line) at every moment; now
    # it goes where nothing the moment needs is (view.TOAST_*), the top line where all is
    board, app = flow.start()
    mash(board, app, "A")  # the deal: under the cards, where no hold is marked yet
    assert shows(board, "CR 95") and shows(board, "BET 5") and shows(board, "A:HOLD")
    board, app = flow.start()
    flow.deal(board, app, flow.JACKS_DEAL)
    mash(board, app, "A RIGHT A DOWN A")  # a win: under the cards, over its box
    assert shows(board, "CR 95") and shows(board, "WIN 5") and shows(board, "BET 5")
    assert shows(board, "JACKS OR BETTER", inverted=True) and shows(board, "TAKE+DEAL")
    mash(board, app, "wait:600 RIGHT A")  # the double-up: over n AT STAKE (WIN says it)
    assert shows(board, "CR 95") and shows(board, "WIN 5") and shows(board, "BET 5")
    assert shows(board, "HOUSE") and shows(board, "<>:PICK A:TURN IT")
    board, app = flow.start()
    # the pay table: as its title's bar (over the key bar the comma's tail fell off the
    # glass), every row and the key bar (what A does) kept
    mash(board, app, "UP")
    assert not shows(board, "BET <5>", inverted=True)
    assert shows(board, "ROYAL") and shows(board, "FLUSH") and shows(board, "JACKS+")
    assert shows(board, "A:ADVICE ▼:STATS")
    flow.keys(board, app, "wait:%d" % NOTE_MS)
    assert app.toast_at is None and shows(board, "BET <5>", inverted=True)


def test_wait_then_press_at_the_trainers_stop_keeps_both_holds_and_the_choices():
    board, app = flow.start()
    flow.keys(board, app, "UP wait:400 A A B")  # the trainer
    flow.deal(board, app, flow.JACKS_DEAL)
    mash(board, app, "DOWN A")  # holding nothing: stopped, over the cost
    assert stopped(app) and shows(board, "YOU: DRAW FIVE")
    assert find_text(board.chip, "BEST", inverted=False)[1] == 0   # over the cards
    assert shows(board, "TAKE BEST") and flow.pointed(board, "KEEP MINE")   # the choices in view
