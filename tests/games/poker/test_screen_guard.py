"""Video poker's moments under the app's one press rule (firmware/app.py hold_input): an A
acts once what it answers has been on the glass app.GUARD_MS (the dealt hand, the pay
table, the double-up's house card: A turns the card picked, a pick that is luck, review
41), app.LOOK_MS where the picture is one to read and its A cannot be taken back (the
outcome of a draw or a double-up: A deals; the trainer's stop: A takes KEEP MINE); a tap
refused on such a look
starts its wait again, so taps faster than LOOK_MS never act on it while they go on. Swept:
streams of A at 1 to 8 taps a second, at 10 phases of the period, through each moment,
rested LOOK_MS + 0.1 s after their last tap, then on again: no tap begun under its wait
after a picture (or after a tap refused on a look) acts on it, and the first tap begun 0.1 s
past the wait (or one before it) does. A dealt hand that pays nothing, tapped into (A under
app.AIM_MS before it came, no arrow since), waits for an arrow or a pause of AIM_MS from A's
last tap (guard_turn's aim): taps of A alone kept up never draw it (review 89)."""
import pytest

from firmware.app import AIM_MS, GUARD_MS, LOOK_MS, REST_CAP_MS, REST_MS, TOAST, App
from firmware.games.poker import view
from firmware.games.poker.cards import parse_all
from firmware.games.poker.engine import BETTING, DOUBLING, HOLDING, START_CREDITS
from firmware.games.poker.screen import (AIM_KEEP, AIM_WORDS, DEAL_AIM, DRAW, KEEP_MINE, OFF,
                                         TABLE, TRAINER)
from hal.buttons import A, ALL, B, DOWN, LEFT, PRESS, RIGHT, UP
from sim.board import SimBoard
from tests.games.poker import flow
from tests.sweep import BACK_MS, PERIODS, broken, restarted, stepper, sweep as tap_sweep
from tests.games.session import error_log, screen_of
from tests.screen import find_text, shows
from tests.toast import band_full, waiting_again

RATES = (1, 2, 3, 4, 5, 6, 8)  # taps a second
PHASES = 10  # offsets across one period
PLAY = "A wait:600"  # the setup page's Play: the table, seen
# seed 7: Play, deal, hint, hold and release, draw: a pair of jacks, TAKE or DOUBLE UP
# offered (the result read)
DRAWING = ("wait:900 A wait:1000 A wait:1000 UP wait:1000 A wait:1000 RIGHT wait:500 A wait:600"
           " DOWN wait:600")   # (on DRAW: its A draws the pair)
WON = DRAWING + " A wait:2000"
# seed 1: the trainer on, a deal held nothing, on DRAW: A stops the draw
TRAINED = PLAY + " UP wait:600 RIGHT wait:600 RIGHT wait:600 B wait:600 A wait:1500 DOWN wait:600"


class Presses:
    """A run's pictures and presses, from the test's side: each frame a game asked to guard
    (ms it was on the glass, ms A must wait on it: GUARD_MS, or LOOK_MS where its look
    names A, REST_MS where its rest does), whether A waits on it for an aim, and each A that
    reached the game (ms delivered, ms the test pressed it)."""

    def __init__(self, board, app):
        self.board = board
        self.frames, self.acted, self.downs = [], [], []
        self.taps = []  # (ms the test pressed it, button)
        self.aims = []  # ... each frame's: A tapped into it waits for an aim (tapped_into)
        self.aim = False   # ... a frame's drawn in this step
        self.acts = app.acts   # (the other buttons are arrows: an aim)
        self.wait = 0
        hold = app.hold_input

        def hold_input(mask=ALL, look=0, rest=0):   # (guard_turn's and the game's calls too)
            if mask >> A & 1 and rest >> A & 1 and not look >> A & 1:
                # a rest: REST_MS from the last press, GUARD_MS at the least, its refusal
                # a rest's all the same (BACK_MS: tests/sweep.py; app._rest_end)
                wait = self.downs[-1] + REST_MS - board.clock.ticks_ms()
                self.wait = max(self.wait, wait) if wait > GUARD_MS else \
                    self.wait if self.wait > GUARD_MS else BACK_MS
            elif mask >> A & 1:
                self.wait = max(self.wait, LOOK_MS if look >> A & 1 else
                                BACK_MS if self.back else GUARD_MS)
            hold(mask, look, rest)

        app.hold_input = hold_input
        self.back = False   # (a turn back from the machine: the dealt hand, review 63)
        turn = app.guard_turn

        def guard_turn(look=0, back=False, aim=None, own=False):
            self.back = back
            self.aim = aim is not None and not own and self.tapped_into(board.clock.ticks_ms())
            turn(look, back, aim, own)   # (own: Play's table, its aim only after a refusal,
            self.back = False   # which these streams do not start with)

        app.guard_turn = guard_turn
        handle = app.game.on_button

        def on_button(kind, button):
            if button == A and kind == PRESS:
                self.acted.append((board.clock.ticks_ms(), self.downs[-1]))
            handle(kind, button)

        app.game.on_button = on_button
        board.watchers.append(self.after_step)

    def after_step(self, board):
        if self.wait:   # drawn and pushed in this very step (the board's clock stood)
            self.frames.append((board.clock.ticks_ms(), self.wait))
            self.aims.append(self.aim)
            self.wait = 0
        self.aim = False

    def a_downs(self):
        return [down for down, button in self.taps if button == A]

    def arrows(self):
        return [down for down, button in self.taps if not self.acts >> button & 1]

    def tapped_into(self, now):
        """A tapped under AIM_MS before now, no arrow since (app.guard_turn's aim)."""
        downs = self.a_downs()
        return bool(downs) and now - downs[-1] < AIM_MS and \
            not [at for at in self.arrows() if at > downs[-1]]

    def tap(self, app, button=A, hold=80):
        self.board.pad.press(button)
        self.downs.append(self.board.clock.ticks_ms())
        self.taps.append((self.downs[-1], button))
        self.board.run(app, hold)
        self.board.pad.release(button)

    def stream(self, app, period, ms):
        end = self.board.clock.ticks_ms() + ms
        hold = min(80, period // 2)
        while self.board.clock.ticks_ms() < end:
            self.tap(app, A, hold)
            self.board.run(app, period - hold)

    def waits(self):
        """The pictures, each look begun again at each tap refused on it (tests/sweep.py),
        and the aims A waits for (aimed)."""
        began = {b for _, b in self.acted}
        waits = restarted(self.frames, [(d, d in began) for d in self.downs], self.board.clock)
        return sorted(waits + self.aimed(waits))   # (at one ms the longer wait last: it holds)

    def aimed(self, waits):
        """A's waits for an aim on each picture tapped into (app._unaimed): AIM_MS from A's
        last tap, begun again by each tap refused (by it or by the picture's waits), till an
        arrow (then what the picture's waits have left: it begins one) or a tap that acts."""
        out = []
        arrows = self.arrows()
        downs = self.a_downs()
        for i, (shown, _) in enumerate(self.frames):
            if not self.aims[i]:
                continue
            until = self.frames[i + 1][0] if i + 1 < len(self.frames) else None
            end = max(d for d in downs if d <= shown) + AIM_MS
            out.append((shown, end - shown))
            for at, arrow in sorted([(d, False) for d in downs if d > shown] +
                                    [(d, True) for d in arrows if d > shown]):
                if until is not None and at >= until:
                    break
                held = [since + wait for since, wait in waits if since < at][-1]
                if arrow:
                    out.append((at, max(0, held - at)))
                    break
                if at >= end and at >= held:   # (it acts: the aim over)
                    break
                end = at + AIM_MS
                out.append((at, AIM_MS))
        return out

    def early(self):
        """A presses that acted though begun under the wait of the last picture before them
        (one drawn in the step a press was delivered in is that press's own)."""
        bad = []
        frames = self.waits()
        for at, began in self.acted:
            shown = [f for f in frames if f[0] < at]
            if shown and began < shown[-1][0] + shown[-1][1]:
                bad.append(("early", began - shown[-1][0], shown[-1][1]))
        return bad

    def late(self, end):
        """Pictures on which the first tap begun 0.1 s past the wait (before the next
        picture, and the stream's end) did not act, nor one before it past the wait."""
        bad = []
        frames = self.waits()
        for i, (shown, wait) in enumerate(frames):
            due = [d for d in self.downs if d >= shown + wait + 100]
            until = frames[i + 1][0] if i + 1 < len(frames) else end
            if not due or due[0] >= until:
                continue
            if not [b for _, b in self.acted if shown + wait <= b <= due[0]]:
                bad.append(("late", due[0] - shown, wait))
        return bad


def boot(seed, keys):
    board = SimBoard(seed=seed)
    app = App(board, game="poker")
    board.run(app, 400)
    board.play_keys(app, keys)
    assert not error_log(board)
    return board, app, Presses(board, app)


# (name, seed, keys to reach the start of the streams, a press first, each stream's ms, the
# waits the streams must cross: their pictures' in order, the first ones at least)
MOMENTS = (
    # the first tap deals, the next come as the hand appears, then hold and release a card
    ("the deal", 1, PLAY, None, 2500, (GUARD_MS,)),
    # on DRAW: the first tap draws, the outcome, a loss (a tap seen deals: review 57, a
    # mash met WAIT there till a pause), the next hand
    ("the outcome", 1, PLAY + " A wait:1500 DOWN wait:400", None, 2500, (GUARD_MS, GUARD_MS)),
    # ... a win's outcome, read first (the rested tap takes it and deals), the next hand
    ("a win's outcome", 7, DRAWING, None, 2500, (LOOK_MS, GUARD_MS)),
    # a win read: the first tap on TAKE takes it and deals, the next hand
    ("take and deal", 7, WON, None, 2500, (GUARD_MS,)),
    # DOUBLE UP chosen: the first tap opens it, one seen turns the card picked, the outcome
    # (a loss: nothing to read before the next deal)
    ("the double-up", 7, WON + " RIGHT wait:600", None, 2500, (GUARD_MS, GUARD_MS, GUARD_MS)),
    # the trainer's stop (the first tap draws, stops), KEEP MINE taken by the rested tap,
    # the outcome (a loss)
    ("the trainer's stop", 1, TRAINED, None, 2500, (LOOK_MS, GUARD_MS)),
    # UP opens the pay table (a page), whose A goes back to the table, whose A deals
    ("the pay table", 1, PLAY, UP, 2000, (GUARD_MS,)),
)


def test_the_moments_start_where_they_say():
    board, app, presses = boot(7, WON)
    s = screen_of(app)
    assert s.offer and s.m.win > 0  # the win offered: TAKE or DOUBLE UP
    board, app, presses = boot(1, TRAINED + " A wait:300")
    s = screen_of(app)
    assert s.mode == TRAINER and s.stop is not None


def sweep(seed, keys, first, ms, rates=RATES):
    """Every rate at every phase: the presses that acted too soon or were refused too long
    (none expected), and the waits of the pictures each run's stream went through."""
    bad, waits = [], []
    for rate in rates:
        period = 1000 // rate
        for phase in range(PHASES):
            board, app, presses = boot(seed, keys)
            if first is not None:
                presses.tap(app, first, 40)
            board.run(app, period * phase // PHASES)
            presses.stream(app, period, ms)
            board.run(app, presses.downs[-1] + AIM_MS + 100 - board.clock.ticks_ms())
            presses.stream(app, period, ms)   # (its first tap: a fresh press on a look)
            assert not error_log(board)
            end = presses.downs[-1]
            bad += [(rate, phase) + v for v in presses.early() + presses.late(end)]
            waits.append(tuple(wait for _, wait in presses.frames))
    return bad, waits


@pytest.mark.parametrize("name,seed,keys,first,ms,crossed", MOMENTS, ids=[m[0] for m in MOMENTS])
def test_a_stream_of_a_acts_on_a_poker_moment_once_it_has_been_seen(
        name, seed, keys, first, ms, crossed):
    bad, waits = sweep(seed, keys, first, ms)
    # (rate, phase, early/late, ms from the picture to the tap's down edge, the wait)
    assert bad == []
    # the streams crossed them (a dealt hand's GUARD_MS a rest where taps were kept up
    # through the deal's animation: review 54)
    assert all(len(w) >= len(crossed) and all(
        got == want or want == GUARD_MS and (got == BACK_MS or GUARD_MS < got <= REST_MS)
        for got, want in zip(w, crossed)) for w in waits), waits


def test_a_and_down_in_turn_over_the_deal_hold_a_card_only_once_the_hand_is_seen():
    # a fresh review: A and DOWN in turn: DOWN ends the deal's turning, showing the hand; an
    # A under GUARD_MS after that is aimed at the backs and does nothing, one after acts:
    # with the cursor on DRAW, where the deal puts it (review 55), it draws
    for gap, drew in ((200, False), (GUARD_MS - 20, False), (GUARD_MS + 100, True)):
        board, app, presses = boot(7, PLAY)
        presses.tap(app, A, 40)   # deals
        board.run(app, 280)
        presses.tap(app, DOWN, 40)   # the cards still turning: it ends that
        board.run(app, gap - 40)
        presses.tap(app, A, 40)
        board.run(app, 600)
        s = screen_of(app)
        assert (s.m.phase != HOLDING) == drew and not s.flips and not s.m.held, gap


def test_a_second_tap_on_double_up_turns_the_card_only_once_the_house_card_is_seen():
    # a fresh reviewer's trap: A on DOUBLE UP, and A 200 ms later turned the card, the house
    # card unseen; review 41: a deliberate A 0.76 s on was refused (the pick is luck: seen
    # is enough)
    for gap, turned in ((167, False), (GUARD_MS - 10, False), (400, True), (760, True)):
        board, app, presses = boot(7, WON + " RIGHT wait:600")
        presses.tap(app, A, 40)
        board.run(app, gap - 40)
        presses.tap(app, A, 40)
        board.run(app, 100)
        assert (screen_of(app).m.phase != DOUBLING) == turned, gap
        assert (app.toast_until is None) == turned   # refused under the guard: WAIT


def until_frame(board, app, presses, count, limit_ms=5000):
    """Let time pass until a guarded picture past count is on the glass: its ms."""
    for _ in range(limit_ms // 10):
        board.run(app, 10)
        if len(presses.frames) > count:
            return presses.frames[-1][0]
    raise AssertionError("no guarded picture came")


def lone_press_after(seed, keys, button, ms, aim=None):
    """From keys, press button (it opens a moment), then A ms after the moment's picture
    came (aim: an arrow pressed as it came, the player's choice): the app, and whether that
    A reached the game."""
    board, app, presses = boot(seed, keys)
    count = len(presses.frames)
    presses.tap(app, button)
    shown = until_frame(board, app, presses, count)
    if aim is not None:
        presses.tap(app, aim, 40)
    board.run(app, shown + ms - board.clock.ticks_ms())
    acted = len(presses.acted)
    presses.tap(app)
    board.run(app, 100)
    return board, app, len(presses.acted) > acted


def test_a_lone_press_400_ms_after_the_hand_appears_draws_once_aimed():
    # A deals, the cursor on DRAW; DOWN there (an arrow: aimed), and A draws; without it the
    # hand, which pays nothing, was tapped into: A waits for an aim (review 89)
    board, app, acted = lone_press_after(1, PLAY, A, 400, DOWN)
    assert acted and screen_of(app).m.phase == BETTING and screen_of(app).m.final
    board, app, acted = lone_press_after(1, PLAY, A, 400)
    assert not acted and screen_of(app).m.phase == HOLDING and app.toast == AIM_WORDS


@pytest.mark.parametrize("period", (1000, 880))
def test_a_alone_tapped_from_the_deal_never_draws_a_hand_that_pays_nothing(period):
    """Review 89, trap 2: A dealt, and the next A (the cursor on DRAW) drew five new cards,
    nothing held, 0.5 s after the hand showed, hand after hand. The dealt hand (seed 1: it
    pays nothing) is tapped into: A alone at any steady pace draws nothing; after an arrow
    the next A draws. Review 91: CHOOSE WITH <> FIRST said an arrow was needed, where
    drawing five is a real play: the glass says both ways on (AIM_WORDS), under the cards
    across the glass, a dark row over the DRAW button's frame."""
    board, app, presses = boot(1, PLAY)
    s = screen_of(app)
    presses.tap(app)   # deals
    for _ in range(10):
        board.run(app, period - 80)
        presses.tap(app)
        assert s.m.phase == HOLDING and not s.m.held and s.cursor == DRAW, period
    hold, pause = AIM_WORDS.split("\n")
    band_full(board, app)
    assert app.toast == AIM_WORDS and shows(board, hold, inverted=True), period
    assert find_text(board.chip, hold, inverted=True)[1] == view.TOAST_AIM[1] + 1, period
    assert find_text(board.chip, pause, inverted=True)[1] == view.TOAST_AIM[1] + 9, period
    assert not any(board.chip.glass_pixel(x, view.DRAW_Y - 1) for x in range(128)), period
    presses.tap(app, LEFT)
    presses.tap(app, RIGHT)   # there and back: on DRAW
    assert s.cursor == DRAW and not shows(board, hold, inverted=True), period
    presses.tap(app)
    board.run(app, 100)
    assert s.m.phase == BETTING and s.m.final, period


@pytest.mark.parametrize("period", (250, 500, 1000))
def test_a_alone_tapped_from_the_deal_never_keeps_nor_draws_a_hand_that_pays(period):
    """Review 92: over a deal that pays, A's first press holds what pays (KEEP) and the next
    draws with it, so a steady tap kept a pair and drew, four to a royal thrown away. A
    paying deal tapped into waits for an aim too (AIM_KEEP); a single A after a pause keeps
    what pays, and the next draws with it."""
    board, app = flow.start()
    s = screen_of(app)
    flow.keys(board, app, "A:40")   # deals
    s.m.cards = parse_all(flow.JACKS_DEAL)   # (before the cards turn: a pair of jacks)
    for _ in range(12000 // period):
        board.run(app, period - 40)
        flow.keys(board, app, "A:40")
        assert s.m.phase == HOLDING and not s.m.held, period
    assert app.toast == AIM_KEEP and shows(board, AIM_KEEP.split("\n")[1], inverted=True)
    flow.keys(board, app, "wait:%d A:40 wait:400" % AIM_MS)   # a pause: a single press
    jacks = s.m.table.scoring(s.m.cards[:5])
    assert s.m.phase == HOLDING and s.m.held == jacks, period
    flow.keys(board, app, "A:40 wait:100")
    assert s.m.phase != HOLDING and s.m.win, period


def test_a_lone_press_400_ms_after_the_pay_table_appears_goes_back_to_the_table():
    board, app, acted = lone_press_after(1, PLAY, UP, 400)  # UP opens it
    assert acted and screen_of(app).page == TABLE and screen_of(app).mode == OFF


@pytest.mark.parametrize("ms", (GUARD_MS - 60, 400, 760))
def test_the_double_ups_first_card_turns_on_a_lone_press_once_the_house_card_is_seen(ms):
    """The first card is picked as the double-up opens (review 36: none was, and A did
    nothing): A turns it GUARD_MS after the house card came, not sooner; no longer wait, as
    no picture tells one face-down card from another (review 41: an A 0.76 s on was
    refused)."""
    board, app, acted = lone_press_after(7, WON + " RIGHT wait:600", A, ms)
    s = screen_of(app)
    assert acted == (ms >= GUARD_MS) and (s.m.phase != DOUBLING) == acted
    if acted:
        assert s.m.outcome and s.m.picked == 0
    else:
        assert s.cursor == 1 and shows(board, TOAST, inverted=True)   # (0.3 s from it)
        board.run(app, GUARD_MS)
        assert shows(board, "A:TURN IT") and not shows(board, TOAST, inverted=True)


def test_a_tapped_at_any_pace_turns_the_double_ups_card_once_the_house_card_is_seen():
    """tests/sweep.py's sweep from the A on DOUBLE UP, at every period: no tap begun under
    GUARD_MS after the house card came turns the card, the first 0.4 s on (or one before it)
    does."""
    for period in PERIODS:
        board = SimBoard(seed=7)
        app = App(board, game="poker")
        board.play_keys(app, "wait:400 " + WON + " RIGHT wait:600")   # (as boot's, unwatched)
        s = screen_of(app)
        opened = {"_offer_button": lambda s: GUARD_MS if s.m.phase == DOUBLING else 0}
        shown, taps = tap_sweep(stepper(board, app), board.pad, board.clock, s, A, period,
                                2000, opened)
        assert len(shown) == 1 and s.m.picked >= 0, period   # opened, then turned
        assert broken(shown, taps, board.clock) is None, period
        assert not error_log(board)


@pytest.mark.parametrize("ms", (400, LOOK_MS - 100, LOOK_MS + 100))
def test_the_trainers_stop_draws_keep_mine_on_a_lone_press_once_read(ms):
    """KEEP MINE is chosen as the stop opens (review 36: neither was, and A did nothing):
    A draws with the player's hold LOOK_MS after the stop came, not sooner."""
    board, app, acted = lone_press_after(1, TRAINED, A, ms)   # A on DRAW: the stop
    s = screen_of(app)
    assert acted == (ms >= LOOK_MS) and (s.stop is None) == acted
    if acted:   # KEEP MINE: nothing held, five new cards
        assert s.m.phase == BETTING and s.m.held == 0
    else:
        assert s.keep == KEEP_MINE and flow.pointed(board, "KEEP MINE")
        # (WAIT; begun again where it came under MASH_MS after the A that stopped)
        assert app.toast == TOAST and shows(board, app.toast, inverted=True)


def test_an_arrow_moves_the_double_ups_pick_at_once_and_a_turns_it_once_seen():
    board, app, presses = boot(7, WON + " RIGHT wait:600 A wait:400")
    s = screen_of(app)
    assert s.m.phase == DOUBLING and s.cursor == 1
    presses.tap(app, RIGHT)
    board.run(app, 20)
    assert s.cursor == 2   # at once
    board.play_keys(app, "wait:%d A wait:100" % (LOOK_MS - 500))
    assert s.m.phase != DOUBLING and s.m.outcome and s.m.picked == 1


def told_to_wait(board, app, first, button="A"):
    """first, then button 0.56 s on: WAIT (app.TOAST) is on the
    glass, whole, dark on lit."""
    flow.keys(board, app, first + " wait:400 " + button)
    assert app.toast_until is not None and shows(board, TOAST, inverted=True)


def test_wait_covers_nothing_the_player_reads_then():
    # a fresh reviewer: the notice covered CR and BET (the top line) at every moment; it
    # goes where nothing the moment needs is (view.TOAST_*), the top line where all is
    board, app = flow.start()
    flow.deal(board, app, flow.JACKS_DEAL)
    told_to_wait(board, app, "A RIGHT A DOWN A wait:500")  # a win: what it won all shown,
    assert shows(board, "CR 100") and shows(board, "WIN 5") and shows(board, "BET 5")
    assert shows(board, "JACKS OR BETTER", inverted=True)
    # the winning cards' WIN tabs too (review 91: WAIT over them hid what was won for up to
    # 3 s), WAIT over the key bar, whose A waits anyway, all of its rows and columns
    assert find_text(board.chip, "WIN", inverted=True)[1] == view.CURSOR_Y + 1
    band_full(board, app)
    assert find_text(board.chip, TOAST, inverted=True)[1] == view.HINT_Y
    assert all(board.chip.glass_pixel(x, view.HINT_Y - 1) for x in range(127))
    assert all(board.chip.glass_pixel(x, y) for x in (0, 126) for y in range(view.HINT_Y, 64))
    assert not shows(board, "TAKE+DEAL")
    # the double-up: its A is not refused with WAIT (only seen: GUARD_MS); a B after the B
    # that closed the pause menu is, over CARD TO BEAT
    told_to_wait(board, app, flow.READ + " RIGHT A wait:400 B:1200 wait:300 B", "B")
    assert shows(board, "CR 95") and shows(board, "STAKE 5") and shows(board, "BET 5")
    assert shows(board, "PICK", inverted=True) and shows(board, "<>:PICK A:TURN IT")
    flow.keys(board, app, "wait:%d" % AIM_MS)   # (B kept up: again for AIM_MS)
    assert app.toast_until is None and not shows(board, TOAST, inverted=True)
    # ... and a double-up won: DOUBLED! and CR 105 WIN 10 (WAIT was on the top line)
    s = screen_of(app)
    s.m.house, s.m.hidden = parse_all("7C")[0], parse_all("2D 9H 3S 4C")
    told_to_wait(board, app, "RIGHT A wait:600")   # the 9H beats the 7C
    assert shows(board, "CR 105") and shows(board, "WIN 10") and shows(board, "BET 5")
    assert shows(board, "DOUBLED!", inverted=True)
    assert find_text(board.chip, TOAST, inverted=True)[1] == view.HINT_Y


def test_wait_at_the_trainers_stop_keeps_both_holds_and_the_choices():
    board, app = flow.start()
    flow.keys(board, app, flow.TRAINER_ON)
    flow.deal(board, app, flow.JACKS_DEAL)
    told_to_wait(board, app, "DOWN A")  # holding nothing: stopped, over the cost
    assert screen_of(app).stop is not None and shows(board, "YOU: DRAW FIVE")
    assert find_text(board.chip, "BEST", inverted=True)[1] == view.MARK_Y + 1   # its row
    assert shows(board, "CR 95") and shows(board, "BET 5")
    assert shows(board, "TAKE BEST") and flow.pointed(board, "KEEP MINE")   # the choices
    # across the cost's line whole, no part of it beside the box; B:BACK on the top line
    assert not shows(board, "COST") and find_text(board.chip, "B:BACK")[1] == 0
    assert all(board.chip.glass_pixel(x, view.TOAST_STOP[1]) for x in range(127))


# After a hand (B, B where a win is offered: the first takes it): the streams of B start here
ENDS = (("a loss", 1, PLAY + " A wait:1500 DOWN wait:400 A wait:2000"),
        ("a win offered", 7, WON),
        ("a double-up lost", 7, WON + " RIGHT wait:600 A wait:600 A wait:2500"))


def b_stream(seed, keys, pace, taps):
    """B tapped every pace ms from keys: the ms of the B that put the hand away and of the
    one that left the game (None if none did)."""
    board, app, presses = boot(seed, keys)
    assert screen_of(app).m.final   # a hand on the glass
    put = None
    for _ in range(taps):
        presses.tap(app, B)
        board.run(app, pace - 80)
        if app.game is None:
            return put, presses.downs[-1]
        if put is None and not screen_of(app).m.final:
            put = presses.downs[-1]
    return put, None


@pytest.mark.parametrize("name,seed,keys", ENDS, ids=[e[0] for e in ENDS])
def test_b_tapped_after_a_hand_puts_it_away_and_leaves_only_once_the_table_is_read(
        name, seed, keys):
    # review 62: B, B, B 0.15 s apart after a hand ended on the title card: the first put the
    # hand away, the third left past a table no one had time to read. Now B waits LOOK_MS
    # there, restarted by each B refused (for app.AIM_MS: no cap): a stream never leaves
    # under LOOK_MS after the hand was put away
    for pace in (150, 250, 330, 500, 800):
        put, left = b_stream(seed, keys, pace, 4000 // pace)
        assert put is not None, pace
        assert left is None or left - put >= LOOK_MS, (pace, left - put)
    # a B once the table has rested LOOK_MS leaves, as before a deal
    board, app, presses = boot(seed, keys)
    presses.tap(app, B)
    board.run(app, 400)
    if screen_of(app).m.final:   # (the first B took the win)
        presses.tap(app, B)
    board.run(app, LOOK_MS + 100)   # (a B acts as it is let go: the pause menu is a long B)
    assert app.game is not None and not shows(board, "WAIT", inverted=True)
    presses.tap(app, B)
    board.run(app, 100)
    assert app.game is None


@pytest.mark.parametrize("name,seed,keys", ENDS, ids=[e[0] for e in ENDS])
def test_a_deals_400_ms_after_the_hand_is_put_away(name, seed, keys):
    board, app, presses = boot(seed, keys)
    s = screen_of(app)
    presses.tap(app, B)
    board.run(app, 400)
    if s.m.final:   # (the first B took the win)
        presses.tap(app, B)
        board.run(app, 400)
    assert not s.m.final and s.m.phase == BETTING
    presses.tap(app, A)
    board.run(app, 100)
    assert s.m.phase == HOLDING


def test_taps_kept_up_from_the_deal_into_the_hand_draw_nothing_while_they_go_on():
    """Review 63: A tapped every 0.5 s dealt, the tap 0.04 s after the hand came was refused
    (WAIT), and the next, 0.54 s after the hand, drew all five unseen. The dealt hand is a
    turn back from the machine (ctx.guard_turn's back): a tap of a stream refused as it
    came rests A, WAIT up, till app.REST_CAP_MS after the hand for taps so far
    apart (a mash: till a pause); then the next tap draws."""
    board, app, presses = boot(7, PLAY)
    s = screen_of(app)
    count = len(presses.frames)
    presses.tap(app)   # deals: the cards turn
    shown = until_frame(board, app, presses, count)   # the hand on the glass
    assert s.m.phase == HOLDING
    presses.tap(app, DOWN, 20)   # aimed (A alone meets the aim too: test_a_alone_tapped...)
    for at in (40, 540, 1040):
        board.run(app, shown + at - board.clock.ticks_ms())
        presses.tap(app)
        board.run(app, 40)
        assert s.m.phase == HOLDING and waiting_again(app), at
    board.run(app, shown + REST_CAP_MS + 340 - board.clock.ticks_ms())
    presses.tap(app)   # the first tap past the cap draws
    board.run(app, 100)
    assert s.m.phase != HOLDING


@pytest.mark.parametrize("period", (45, 125, 250))
def test_taps_kept_up_from_play_deal_nothing_till_a_pause(period):
    """Review 100 #1: A tapped on from the setup page's Play, 4 to 22 a second, dealt 0.5 s
    after the table came (WAIT's band running out under the taps), the bet spent. A tap
    the table's guard refuses (kept up from Play) waits for an arrow or a pause, each
    refused one starting it again (DEAL_AIM on the glass); a single A after a pause deals."""
    board = SimBoard(seed=1)
    app = App(board, game="poker")
    board.run(app, 400)
    s = screen_of(app)
    for _ in range(8000 // period):   # the first tap presses Play
        board.pad.press(A)
        board.run(app, 40)
        board.pad.release(A)
        board.run(app, period - 40)
    assert not error_log(board)
    assert s.page == TABLE and s.m.phase == BETTING and s.m.credits == START_CREDITS, period
    assert app.toast == DEAL_AIM and app.aiming(), period
    assert shows(board, "<>:BET") and not shows(board, "A:DEAL"), period   # (A waits)
    flow.keys(board, app, "wait:%d A wait:600" % AIM_MS)
    assert s.m.phase == HOLDING, period
