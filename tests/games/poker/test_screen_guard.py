"""Video poker's moments under the app's guard (tests/firmware/test_app_guard.py's sweeps):
the dealt hand, the double-up's house card and the pay table are new pictures, so an A or B
tap begun less than GUARD_MS after one appears never acts on it (holds no card, turns no
card, changes no advice mode), at 1 to 8 taps a second and every phase; a lone press
400 ms after acts at once. The draw's outcome and the double-up's are results (the sweep
"poker outcomes" there), the trainer's stop a result too (here)."""
import pytest

from firmware.app import ANSWER_MS, TOAST

from firmware.games.poker.engine import DOUBLING, HOLDING
from firmware.games.poker.screen import (CHOOSE_FIRST, COACH, NOTE_MS, PAYS, PICK_FIRST, TABLE,
                                         TRAINER)
from hal.buttons import A, DOWN, RIGHT, UP
from tests.firmware.test_app_guard import (PHASES, RATES, boot, lone_press_at, play_keys,
                                           sweep, until_guard)
from tests.games.poker import flow
from tests.games.session import error_log, screen_of
from tests.screen import shows

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


def test_a_lone_press_400_ms_after_the_double_up_appears_turns_the_picked_card():
    """No card is picked as the double-up opens (A alone turns none: the whole win is at
    stake); an arrow picks one at once, and A 400 ms after the house card appeared turns it."""
    board, app, rec = boot("poker", 7)
    play_keys(board, app, WON + " RIGHT wait:600")
    count = len(rec.guards)
    rec.tap(A)   # DOUBLE UP
    shown = until_guard(board, app, rec, count)
    s = screen_of(app)
    assert s.m.phase == DOUBLING and s.cursor == 0
    assert lone_press_at(board, app, rec, shown) and s.m.phase == DOUBLING   # refused: no pick
    assert shows(board, PICK_FIRST, inverted=True)   # said where n AT STAKE was
    rec.tap(RIGHT)
    board.run(app, 100)
    assert s.cursor == 1 and s.m.phase == DOUBLING and not shows(board, PICK_FIRST)
    board.run(app, 400)
    rec.tap(A)
    board.run(app, 100)
    assert s.m.phase != DOUBLING and s.m.outcome and s.m.picked == 0


def test_a_refusals_note_stays_a_while_then_the_stake_shows_again():
    # a fresh reviewer: A with no card picked gave only the low tick and the dim
    board, app, rec = boot("poker", 7)
    play_keys(board, app, WON + " RIGHT wait:600 A wait:600")   # the double-up, seen
    rec.tap(A)
    board.run(app, NOTE_MS - 200)
    s = screen_of(app)
    assert s.m.phase == DOUBLING and shows(board, PICK_FIRST, inverted=True)
    assert not shows(board, "%d AT STAKE" % s.m.win)
    board.run(app, 300)
    assert not shows(board, PICK_FIRST) and shows(board, "%d AT STAKE" % s.m.win)
    assert not error_log(board)


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
    # a card) 333 ms after the screen appeared. Up to 2.5 a second (a tap 20 ms under ANSWER_MS
    # after the press that opened it) no tap acts while the rhythm keeps its beat (a mash:
    # review 31); slower, each tap is an answer and acts (as the lone press 400 ms on)
    for period in (250, 333, ANSWER_MS - 20):
        for phase in range(0, period, period // 5):
            assert acts_after_it_opens(seed, keys, watch, period, phase) is None, (
                period, phase)
    for period in (ANSWER_MS + 20, 700):
        acted = acts_after_it_opens(seed, keys, watch, period, 0)
        assert acted is not None and acted >= ANSWER_MS - 20, (period, acted)


def test_a_lone_press_400_ms_after_the_trainers_stop_appears_draws_the_choice_made():
    """None is chosen as the stop opens (A alone draws nothing: refused, the low tick); an
    arrow chooses at once, and A 400 ms after the stop appeared draws with it."""
    board, app, rec = boot("poker", 1)
    play_keys(board, app, MOMENTS[3][2])
    count = len(rec.guards)
    rec.tap(A)   # on DRAW: the stop
    shown = until_guard(board, app, rec, count)
    s = screen_of(app)
    assert stopped(app) and s.keep is None
    assert lone_press_at(board, app, rec, shown) and stopped(app)   # refused: no choice
    assert shows(board, CHOOSE_FIRST, inverted=True) and not shows(board, "COST", inverted=False)
    rec.tap(RIGHT)   # KEEP MINE: nothing held, five new cards
    board.run(app, 100)
    assert not shows(board, CHOOSE_FIRST) and shows(board, "COST %.2f COINS" % s.stop.cost)
    board.run(app, 400)
    rec.tap(A)
    board.run(app, 100)
    assert not stopped(app) and s.m.phase != HOLDING and s.m.held == 0


def test_a_steady_two_taps_a_second_begun_with_draw_never_answers_the_stop():
    # a fresh reviewer's trap: the tap 500 ms after the stop appeared took TAKE BEST (the
    # guard cannot tell it from a lone answer); now no choice is made till an arrow makes it
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
    assert shows(board, "HOUSE") and shows(board, "<>:PICK A CARD")
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
    assert stopped(app) and shows(board, "BEST", inverted=True) and shows(board, "YOU: DRAW FIVE")
    assert shows(board, "<TAKE BEST") and shows(board, "KEEP MINE>")   # the choices in view
