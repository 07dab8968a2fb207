"""The press rule a player sees (firmware/app.py TOAST, toast_until): a press refused on a
picture to read's wait (LOOK_MS) starts that wait again (rule24) and puts WAIT on the glass;
it goes by itself when a press would act (the wait's end: its going is the ready sign), or
with a press that acts. A press refused in a moment's wait (GUARD_MS) puts WAIT up too, for
GUARD_MS from it at least, so it can be read (reviews 58-61: the dim that said it alone read
as a fault or a sleep).

Swept, as tests/firmware/test_app_guard.py sweeps (0.75 to 8 taps a second, several phases),
through the computer's turns and the pictures to read (a question, Hearts' HAND OVER, B
after B); each run's WAIT is watched step by step (judge_wait), against the waits the
recorder says each tap met."""
import pytest

from hal.buttons import A, NAMES
from firmware.app import GUARD_MS, TOAST
from tests.firmware.test_app_guard import (LOOKS, TURNS, boot, look_sweep, make_saved_games,
                                           play_keys, sweep, until_guard)
from tests.games.session import screen_of
from tests.screen import shows, shows_banner

FRAME_MS = 40   # a step or two: WAIT is drawn, or gone, in the step after its cause
TOAST_MIN_MS = 200   # a look's wait left that must be told (a refusal restarts it whole)
# what a player needs, whatever TOAST_MIN_MS says: told WAIT with this much of the wait
# left, or more (a picture to read's)
SAYS_MS = 400


def judge_wait(board, app, rec):
    """Before a stream (sweep's judge): WAIT's spans on the glass, watched; after it, what
    broke its rule: up with no wait running or past its end (a moment's: GUARD_MS after the
    refused tap), missing after a tap refused in a moment's wait or with more than
    TOAST_MIN_MS of a look's wait left (or SAYS_MS; its own refusal started it again), or
    left up by a press that acted."""
    spans = []   # [ms WAIT came, ms it went or None]

    def watch(board):
        now = board.clock.ticks_ms()
        if app.toast_until is not None:
            if not spans or spans[-1][1] is not None:
                spans.append([now, None])
        elif spans and spans[-1][1] is None:
            spans[-1][1] = now

    board.watchers.append(watch)

    def judged():
        bad = []
        end = board.clock.ticks_ms()
        long_mask = board.buttons.long_mask

        held = {b: rec.waits(b) for b in range(len(NAMES))}

        def until(told, button):   # the end of the waits a press of button told at met (its
            ends = [(end, end - since > GUARD_MS) for since, end in held[button]   # own
                    if since <= told]   # refusal's again: rule24), and whether the last
            return max(ends) if ends else (None, False)   # is a look's

        acted = {(began, button) for _, began, button in rec.acted}
        refused = [up if long_mask >> button & 1 else down for down, button, up in rec.taps
                   if (down, button) not in acted and app.acts >> button & 1]
        for came, went in spans:   # (the waits begun while it was up: refusals restart)
            gone = (end if went is None else went) - 1
            waits = [until(gone, b)[0] for b in range(len(NAMES)) if app.acts >> b & 1]
            waits += [told + GUARD_MS for told in refused if told <= gone]
            last = max([w for w in waits if w is not None] or [came])
            if (end if went is None else went) > last + FRAME_MS:
                bad.append(("WAIT past every wait", came, went, last))
        for down, button, up in rec.taps:
            told = up if long_mask >> button & 1 else down
            left, look = until(told, button)
            left = None if left is None else left - told
            if (down, button) in acted or not app.acts >> button & 1 or left is None:
                continue
            raised = any(told <= came <= told + FRAME_MS for came, _ in spans)
            shown = raised or any(came <= told and (went is None or went > told + FRAME_MS)
                                  for came, went in spans)
            if (not look or left > min(TOAST_MIN_MS + FRAME_MS, SAYS_MS)) and not shown \
                    and left > 0:
                bad.append(("no WAIT", down, NAMES[button], left))
        for at, _, button in rec.acted:
            if any(came < at and (went is None or went > at + FRAME_MS) for came, went in spans):
                bad.append(("WAIT left up by a press that acted", at, NAMES[button]))
        return bad

    return judged


@pytest.mark.parametrize("name,seed,game,keys,ms,button", TURNS, ids=[s[0] for s in TURNS])
def test_wait_through_the_computers_turns_at_any_pace(name, seed, game, keys, ms, button):
    bad, _ = sweep(game, seed, keys, ms, button=button, judge=judge_wait)
    assert bad == []


@pytest.fixture(scope="module")
def saved_games(tmp_path_factory):
    return make_saved_games(tmp_path_factory)


@pytest.mark.parametrize("scenario", LOOKS, ids=[s[0] for s in LOOKS])
def test_wait_through_a_picture_to_read_at_any_pace(scenario, saved_games):
    assert look_sweep(scenario, saved_games, judge_wait) == []


def test_wait_on_the_glass_goes_by_itself_when_a_press_would_act():
    # tic-tac-toe lost: the banner (LOOK_MS); an A 0.5 s on is refused, WAIT on the glass
    # with the result in view; at the wait's end it goes, and an A then acts at once (A:AGAIN)
    from sim.games import tooling
    keys = [k for name, _, k in tooling("tictactoe").SHOTS if name == "lost"][0]
    board, app, rec = boot("tictactoe")
    play_keys(board, app, keys.rsplit(" wait:", 1)[0])   # to the last X: the CPU wins
    shown = until_guard(board, app, rec)
    while not rec.looks[-1]:   # the banner
        shown = until_guard(board, app, rec)
    board.run(app, shown + 500 - board.clock.ticks_ms())
    rec.tap(A, 60)
    board.run(app, 20)
    assert shows(board, TOAST, inverted=True) and shows_banner(board, "CPU", "WINS")
    board.run(app, app.toast_until - board.clock.ticks_ms() - 20)
    assert shows(board, TOAST, inverted=True)
    board.run(app, 60)
    assert not shows(board, TOAST, inverted=True)
    rec.tap(A, 60)
    board.run(app, 100)
    assert screen_of(app).game.moves == [] and not shows(board, TOAST, inverted=True)


def test_a_press_that_acts_takes_wait_down():
    # B, B over the pause menu: the second B is refused on the game (B: LOOK_MS on the game
    # the first uncovered), WAIT; an A 0.3 s on acts (a mark; an arrow leaves WAIT): it goes
    board, app, rec = boot("tictactoe")
    play_keys(board, app, "A wait:500 A wait:1500 B:1200 wait:300 B wait:420 B wait:100")
    marks = len(screen_of(app).game.moves)
    assert app.top is app.game and shows(board, TOAST, inverted=True)
    play_keys(board, app, "wait:200 RIGHT A wait:40")   # (off our own X)
    assert len(screen_of(app).game.moves) > marks and not shows(board, TOAST, inverted=True)
