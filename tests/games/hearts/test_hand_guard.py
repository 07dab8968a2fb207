# runs-on: micropython, whole app
"""The hand's end table, the final table and the setup page's Play, through the whole app on
the simulated board, under the app's press rule (test_turn_guard.py's, split from it: each
sweep loads the game afresh, and under the unix port's 368K heap the one suite ran out):
taps kept up through them at any pace pass the hint's three in the new hand or game, never
cards the player did not see."""
import gc

from firmware.app import AIM_MS, GUARD_MS, LOOK_MS, TOAST
from tests.screen import shows
from tests.games.hearts.driver import (
    GAME_OVER, HAND_OVER, PASSING, READ_MS, SEEN_MS, SETUP, choose_setup, game_module, keys,
    play_hand, screen_of, start, to_our_last_card)
from tests.games.hearts.tapping import (
    HELD_MS, PAUSE_MS, PERIODS, check_sweep, noted_off, phases, tap_stages)


def hand_before_last_card():
    """The saved game of a hand (seed 6, Medium) just before its last card, ours."""
    board, app, s = to_our_last_card()
    board.run(app, 40)
    return board.storage.load("resume_hearts", 1, None)


def test_taps_at_any_pace_through_the_hands_table_pass_the_hints_three_in_the_new_hand():
    """Our last card, then 1 to 8 taps a second, three phases each, through the last trick
    (A is refused there) into HAND 1 OVER and on into the next hand's pass:
    - no tap kept up under AIM_MS apart deals the next hand while they go on (HELD_MS
      here), each refused one starting the table's wait again, WAIT's band filled again
      (review 37: a 0.8-a-second tapper took it away 0.44 s after it came; reviews 38, 40:
      2 and 3 taps a second went through a result 1.4 s on; review 96: a stream went
      through CPU WINS at a 3 s cap, A:AGAIN starting a game under the taps); the first
      after a pause (PAUSE_MS) does (review 97: a tap a second took a result 1.4 s on,
      where on a turn it plays nothing: one rule, AIM_MS); the first tap past the look,
      a single press, deals it;
    - the A that dealt rests A on the new hand as one off the turn does; the new hand's pass
      starts on the PASS button, where the first tap past that rest takes the hint's three
      (HINT: PASS THESE 3), the same cards at every pace (review 81: at a tap a second the
      three leftmost were picked and passed, faster taps took the hint's; review 76: taps
      0.4 s apart passed the leftmost three 0.4 s in); taps kept up pass them never (a
      choice made for the player: reviews 89, 91 #4, at a tap a second the tap after their
      look passed them), a press after a pause does (hinted_then_passed)."""
    assert LOOK_MS >= 1000   # a table to read (app.LOOK_MS)
    saved = hand_before_last_card()
    for period in PERIODS + (AIM_MS - 100,):   # (taps AIM_MS apart: single presses, which
        # pass the hint's three: test_turn_guard's)
        for phase in phases(period):
            taps_into_the_next_hand(saved, period, phase)


def taps_into_the_next_hand(saved, period, phase):
    from firmware.games.hearts.passing import hard_pass
    gc.collect()   # (the run before's app gone whole: the game's modules load again whole)
    board, app = start(seed=6)
    keys(board, app, "B")
    board.storage.save("resume_hearts", 1, saved)
    app.start_game("hearts", True)
    keys(board, app, "wait:%d A" % SEEN_MS)   # the last card
    s = screen_of(app)
    assert s.game.hands[0] == []
    case = (period, phase)
    off = noted_off(board, app)
    dealt = []

    def hint_asked():
        if s.play.hint and not dealt:
            dealt.append(list(s.game.hands[0]))
        return s.play.hint or len(s.play.chosen) > 0

    def hint_shown():
        return len(s.play.chosen) == 3 and not s.play.hint and not app.unshown
    shown, kept_up = picks(board, app, s, hint_shown)[0]
    found = tap_stages(board, app, period, phase, [
        (on_glass(s, app, HAND_OVER), on_glass(s, app, PASSING)),
        (on_glass(s, app, PASSING), hint_asked), (shown, kept_up)], limit=30000, pause=1)
    taps, acted, _ = found[0]
    check_sweep(taps, acted, LOOK_MS, case, AIM_MS)   # (refused taps: again for AIM_MS)
    if any(0 < t < LOOK_MS for t in taps):   # kept up, one refused on the table (after
        # its push): they never took it, the first after the pause did
        assert acted >= HELD_MS + PAUSE_MS - 20, (case, taps)
    else:   # (the first past the look, a single press)
        assert acted == min(t for t in taps if t >= LOOK_MS), (case, taps)
    assert s.game.hand_no == 1 and dealt, case
    check_first_pick(*found[1], off, case)
    assert sorted(s.play.chosen) == sorted(hard_pass(dealt[0])), case
    hinted_then_passed(board, app, s, case)


STREAM_MS = 6000   # taps kept up on a new hand's pass: the hint's by then


def picks(board, app, s, on=None):
    """The stage of tap_stages from the pass on the glass (or from on()) to the first pick,
    or to taps kept up there STREAM_MS with none (or passed); and the app's toasts from then
    on (a set that grows)."""
    came = []

    def shown():
        if not came and (s.stage == PASSING and not app.unshown if on is None else on()):
            came.append(board.clock.ticks_ms())
        return bool(came)
    toasts = set()
    board.watchers.append(lambda b: toasts.add(app.toast if app.toast_until else None))
    return (shown, lambda: on is None and len(s.play.chosen) >= 1 or s.stage != PASSING or
            bool(came) and board.clock.ticks_ms() - came[0] >= STREAM_MS), toasts


def hinted_then_passed(board, app, s, case, toasts=None):
    """Taps kept up through the new hand's wait, WAIT up (toasts), took the hint's pass
    (the hard player's three, the cursor on the PASS), not the cards under the cursor, and
    passed nothing: a press under AIM_MS after them passes nothing, saying what to do
    (play.PASS_AIM); one after a pause passes them."""
    from firmware.games.hearts.passing import hard_pass
    assert toasts is None or TOAST in toasts, (case, toasts)
    hand = s.game.hands[0]
    assert s.stage == PASSING and sorted(s.play.chosen) == sorted(hard_pass(hand)), case
    assert s.play.cursor == len(hand), case
    keys(board, app, "wait:%d A" % SEEN_MS)
    assert s.stage == PASSING and shows(board, game_module("play").PASS_AIM), case
    keys(board, app, "wait:%d A wait:100" % AIM_MS)
    assert s.stage != PASSING, case


def test_taps_kept_up_through_the_final_table_take_the_hints_pass_in_the_new_game():
    """A game's last hand over (a short game, resumed on its table), then taps at 2 and 4 a
    second through HAND n OVER and the final table (A:AGAIN, each a look): on the new game's
    pass they take the hint's three, not the leftmost (review 76: taps 0.35 s apart picked
    6, 8 and 10 of clubs 1.6 s into the new game)."""
    saved = last_hands_table()
    for period in (500, 250):
        taps_into_a_new_game(saved, period)


def test_taps_kept_up_from_the_setup_pages_play_take_the_hints_pass():
    """Review 79: A tapped 4 times a second from the setup page's Play started the game and
    went on to pick the three leftmost cards and pass them, 2.6 s into the hand. Taps kept
    up from Play, 2 and 4 a second, take the hint's three and pass them only after a pause
    (the aim)."""
    for period in (500, 250):
        taps_from_play(period)


def taps_from_play(period):
    board, app = start(seed=7)
    s = screen_of(app)
    assert s.stage == SETUP
    picked, toasts = picks(board, app, s)
    tap_stages(board, app, period, 10, (   # (Play's tap a step on: the page on the glass)
        (on_glass(s, app, SETUP), on_glass(s, app, PASSING)), picked), limit=20000)
    hinted_then_passed(board, app, s, period)


def last_hands_table():
    """The saved game of a short game (seed 4, to 50) on its last hand's table."""
    board, app = start(seed=4)
    s = screen_of(app)
    choose_setup(board, app, "target", (game_module("setup").TARGETS.index(50) -
                                        s.setup["target"]) % 4)
    keys(board, app, "A")   # Play
    while s.game.phase != "game_end":
        if s.stage == HAND_OVER:
            keys(board, app, "wait:%d A" % READ_MS)
        play_hand(board, app)
    board.run(app, 40)
    return board.storage.load("resume_hearts", 1, None)


def taps_into_a_new_game(saved, period):
    board, app = start(seed=4)
    keys(board, app, "B")
    board.storage.save("resume_hearts", 1, saved)
    app.start_game("hearts", True)
    s = screen_of(app)
    picked, toasts = picks(board, app, s)
    found = tap_stages(board, app, period, 0, (
        (on_glass(s, app, HAND_OVER), on_glass(s, app, GAME_OVER)),
        (on_glass(s, app, GAME_OVER), on_glass(s, app, PASSING)), picked), limit=40000,
        pause=2)
    for taps, acted, _ in found[:2]:   # (kept up, each table held till the pause)
        check_sweep(taps, acted, LOOK_MS, period, AIM_MS)
        assert acted >= HELD_MS + PAUSE_MS - 20, (period, taps)
    assert s.game.totals == [0, 0, 0, 0]
    hinted_then_passed(board, app, s, period, toasts)


def on_glass(s, app, stage):
    return lambda: s.stage == stage and not app.unshown


def check_first_pick(taps, acted, pushed, off, case):
    """The new hand's first pick (the hint asked, on the PASS button), by taps kept up since
    the A that dealt it: the first begun GUARD_MS after the pass came, as any new picture's.
    The A that dealt is no press off the turn (off: ctx.off_turn's times), resting A there:
    the hint's pass waits for an aim instead (hinted_then_passed; review 93: RIGHT, then A
    0.7 s into the hand after Play, met WAIT and picked nothing)."""
    assert not [t for t in off if 0 <= pushed + 10 - t < LOOK_MS], case
    check_sweep(taps, acted, GUARD_MS, case)


def test_an_arrow_then_a_soon_after_play_picks_a_card():
    """Review 93: `--keys "A wait:500 RIGHT A"` from the setup page (Play, then RIGHT and A
    0.7 s after Play's A) met WAIT and picked nothing, Play's A having rested A on the new
    hand as a tap kept up through the computer's turn. A new hand's picture is guarded as
    any (GUARD_MS); the hint's pass that taps kept up would take waits for an aim instead."""
    board, app = start(seed=7)
    s = screen_of(app)
    keys(board, app, "A wait:500 RIGHT A wait:100")
    assert s.stage == PASSING and len(s.play.chosen) == 1, s.play.chosen
