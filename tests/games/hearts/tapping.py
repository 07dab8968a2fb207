"""Taps swept across Hearts' turns (tests/games/hearts/test_turn_guard.py, test_trick_guard.py):
A tapped at a pace from a phase till it plays, and the app's press rule checked against
when it did."""
from firmware.app import AIM_MS, GUARD_MS, LOOK_MS, MASH_CAP_MS, MASH_MS, REST_CAP_MS, REST_MS
from hal.buttons import A, LEFT, RIGHT
from tests.games.hearts.driver import new_game, pass_three, start

# 1 to 8 taps a second (a period in whole 10 ms steps), each begun at PHASES points of it
PERIODS = (1000, 500, 330, 250, 200, 170, 140, 120)
PHASES = 3
TAP_MS = 60   # each tap's time down
ARROW_MS = 40   # an arrow's time down between taps (past the buttons' 30 ms debounce)
AIMED = (RIGHT, LEFT)   # a tapper who aims between taps: the cursor there and back (app.AIM_MS)


def their_lead(seed):
    """A new game just after our pass, the two of clubs in another hand: the computer
    players play to the trick before our turn comes back, with no trick taken before it
    (whose hold would guard the turn on its own)."""
    board, app = start(seed=seed)
    s = new_game(board, app, "Medium")
    pass_three(board, app)
    assert s.game.turn != 0 and not s.game.trick
    return board, app, s


def tap_until(board, app, period, phase, shown, acted, button=A, limit=8000, from_push=False,
              between=()):
    """Tap button (TAP_MS down) every period ms, the first phase ms from now (from_push: from
    the step after the picture's push), in 10 ms steps, until acted(). shown(): the picture
    the taps answer is on the glass (checked after each step, when the app has pushed its
    frame: the step's time is the push's). between: arrows, one in turn halfway between
    taps (ARROW_MS down; AIMED: a tapper who aims, so no turn waits for an aim).
    Returns the taps' down times from that picture's push, the last one's before acted()
    (the tap that acted); and the push's ticks."""
    return tap_stages(board, app, period, phase, ((shown, acted),), button, limit,
                      from_push, between)[0]


# A tapper whose taps have not put a picture away in this long pauses (taps kept up never
# put a look away: app.LOOK_MS), then taps on at the same pace
HELD_MS = 4000
PAUSE_MS = AIM_MS + 100


def tap_stages(board, app, period, phase, stages, button=A, limit=8000, from_push=False,
               between=(), pause=0):
    """tap_until through stages, (shown, acted) pairs met one after the other by one steady
    stream of taps (from_push: from the first stage's push): for each, what tap_until
    returns (every tap of the stream, down times from that stage's push). pause: on each
    of the first pause stages the taps stop PAUSE_MS once its picture has been up HELD_MS,
    then go on (the first at once)."""
    clock = board.clock
    downs = []
    found = []
    origin = pushed = None
    half = period // 20 * 10   # (an arrow's down edge: on the 10 ms steps, past the tap's up)
    arrows = 0
    quiet = None   # (the loop's ms the taps go on from, after a pause)
    paused = -1   # (the stage paused on)
    for ms in range(0, limit, 10):
        if len(found) < pause and pushed is not None and paused < len(found) and \
                clock.ticks_ms() - pushed >= HELD_MS:
            for down in (button,) + tuple(between):
                board.pad.release(down)
            paused, quiet = len(found), ms + PAUSE_MS
        if quiet is not None and ms < quiet:
            at = -1
        elif quiet is not None:
            at = ms - quiet
        elif from_push:
            at = -1 if origin is None else clock.ticks_ms() - origin - 10 - phase
        else:
            at = ms - phase
        if at >= 0 and at % period == 0:
            board.pad.press(button)
            downs.append(clock.ticks_ms())
        elif at >= 0 and at % period == TAP_MS:
            board.pad.release(button)
        if between and at >= 0 and at % period == half:
            board.pad.press(between[arrows % len(between)])
        elif between and at >= 0 and at % period == half + ARROW_MS:
            board.pad.release(between[arrows % len(between)])
            arrows += 1
        board.run(app, 10)
        while True:   # (a stage's act may bring the next one's picture in its step)
            shown, acted = stages[len(found)]
            if pushed is None and shown():
                pushed = clock.ticks_ms() - 10   # (the step's start: the frame's push)
                origin = pushed if origin is None else origin
            if not acted():
                break
            assert pushed is not None, "acted before the picture it answers"
            found.append(([d - pushed for d in downs], downs[-1] - pushed, pushed))
            pushed = None
            if len(found) == len(stages):
                for down in (button,) + tuple(between):
                    board.pad.release(down)
                board.run(app, 100)
                return found
    raise AssertionError("no tap acted in %d ms (period %d, phase %d, stage %d)" % (
        limit, period, phase, len(found)))


def phases(period):
    return [period * k // PHASES // 10 * 10 for k in range(PHASES)]


def check_sweep(taps, acted, wait, case, restart=0, cap=None):
    """The rule, for one run of taps: the tap that acted began wait or more after the
    picture (none sooner, nor one before it, acted), and no later than the first begun
    100 ms past that (a person's 0.4 s for GUARD_MS, 1.3 s for LOOK_MS); with restart, each
    tap refused on the picture began a wait of restart ms again, from it, ending cap ms after
    the picture at the latest (a rest's: app.REST_CAP_MS; for a tap under MASH_MS after the
    one before, a mash, app.MASH_CAP_MS)."""
    end = wait
    for k, t in enumerate(taps):
        if t >= acted:
            break
        assert t < end + 100, (case, acted, taps)   # refused, though past its wait
        if t > 0 and restart and k and t - taps[k - 1] < (AIM_MS if restart == AIM_MS else
                                                          REST_MS):   # (a look's: AIM_MS)
            ends = MASH_CAP_MS if cap is not None and k and t - taps[k - 1] < MASH_MS else cap
            end = t + restart if ends is None else min(t + restart, ends)   # (a rest's: by
            # a stream's tap; one after a rest is refused by the turn's guard alone; a mash's
            # cap later)
    assert acted >= end, (case, acted, taps)


def lead_on_glass(s, app):
    """Our turn (a lead, or a card to a trick) is on the glass."""
    return lambda: s.game.turn == 0 and s.play.shown is None and not app.unshown


def noted_off(board, app):
    """The times the game calls ctx.off_turn from now on (A refused in their turn, or A
    taking a trick away), a list that grows."""
    off = []
    off_turn = app.off_turn

    def noted():
        off.append(board.clock.ticks_ms())
        off_turn()
    app.off_turn = noted
    return off


def taps_on_our_turn(board, app, s, off, period, phase, limit, from_push=False):
    """A tapped every period ms (tap_until), aimed between (AIMED: no tap waits for an aim,
    app.AIM_MS), till our card is played, our turn to come: the card is played by the first
    tap past its wait, none sooner (check_sweep): GUARD_MS after our turn came, or where A
    was pressed off the turn (off: ctx.off_turn's times) under LOOK_MS before, a rest,
    REST_MS from that press, each tap refused there resting A again, till REST_CAP_MS from
    the turn at the latest, MASH_CAP_MS for a mash (reviews 67-70, 73: a mash held till a
    pause read as frozen; 71, 72: at REST_CAP_MS, as play). Returns whether our turn was a
    rest."""
    left = len(s.game.hands[0])
    case = (period, phase)
    taps, acted, pushed = tap_until(board, app, period, phase, lead_on_glass(s, app),
                                    lambda: len(s.game.hands[0]) < left, limit=limit,
                                    from_push=from_push, between=AIMED)
    assert len(s.game.hands[0]) == left - 1, case
    # (an A the game takes is seen in the step that pushes what it brings: up to a step
    # after the 10 ms window's start, pushed)
    recent = [t - pushed for t in off if 0 <= pushed + 10 - t < LOOK_MS]
    rest = max(recent) + REST_MS if recent else 0   # (from that press: app's pressed_at)
    check_sweep(taps, acted, max(rest, GUARD_MS), case, REST_MS if recent else 0,
                REST_CAP_MS)   # (a tap refused on it rests A again, rested or not)
    return bool(recent)
