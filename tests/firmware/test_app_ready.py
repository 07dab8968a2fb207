"""The one press rule a player sees (firmware/app.py, issue 44 item 1): while the guard
refuses a stream's presses on a picture, WAIT, THEN PRESS is on the glass; it stays till the
picture has been up SEEN_MS, refused taps do not keep it up, and once it has gone a stream's
press begun GUARD_MS or more after acts, one begun sooner does not (no one reacts faster).

Sweeps of steady A streams (1 to 8 taps a second, phases across the period) run through the
computer's turns in Connect Four, tic-tac-toe and Hearts, and through poker's draw and its
outcome; each run is watched by test_app_guard's Ready: what acted, and the toast's spans."""
import pytest

from hal.buttons import A
from firmware.app import GUARD_MS, MASH_MS, SEEN_MS
from tests.firmware.test_app_guard import (RATES, SCENARIOS, Ready, boot, connect4_turn,
                                           hearts_hand_size, play_keys)
from tests.games.session import error_log, screen_of

PHASES = 5


def yours(app):
    """The board games' moves of yours (you move first from Play)."""
    return len(screen_of(app).game.moves[::2])


def poker(app):
    m = screen_of(app).m
    return m.credits, m.held, m.phase


# (scenario, what a press of the player's changes, ms of tapping)
SWEPT = (("connect4 turns", yours, 8000), ("tictactoe turns", yours, 8000),
         ("hearts playing", hearts_hand_size, 9000), ("poker outcomes", poker, 6000))


def swept(name, progress, ms, rate, phase):
    """A stream of A at rate a second, phase (0..1) of a period in, from the scenario's
    start: its Ready."""
    _, seed, game, keys, _ = [s for s in SCENARIOS if s[0] == name][0]
    board, app, rec = boot(game, seed)
    play_keys(board, app, keys)
    ready = Ready(board, app, rec, progress)
    rec.stream(rate, phase, ms)
    assert not error_log(board)
    assert rec.violations() == [] and rec.stream_violations() == []   # the hard lines
    return ready


@pytest.mark.parametrize("name,progress,ms", SWEPT, ids=[s[0] for s in SWEPT])
def test_a_stream_acts_only_once_wait_then_press_has_gone_and_then_does(name, progress, ms):
    # review 30: a mash of 2 taps a second or more was refused for as long as it went on (a
    # Hearts lead for 17 s, Connect Four 10 s), and a steady 1-2 a second in tic-tac-toe
    # moved 1.0 s after a reply, WAIT, THEN PRESS up. Now, at every rate and phase: no
    # press the stream made acted while the toast was up or under GUARD_MS after it went;
    # each toast went by the time its picture had been up SEEN_MS (and a frame); a mash
    # (2 a second or more) played nothing in a turn's first SEEN_MS + GUARD_MS; and every
    # stream acted after
    bad = []
    for rate in RATES + (1.5,):
        for i in range(PHASES):
            ready = swept(name, progress, ms, rate, i / PHASES)
            soon = ready.too_soon() if 1000 / rate <= MASH_MS else []
            if ready.early() or ready.seen_late() or soon or len(ready.made) < 2:
                bad.append((rate, i, ready.early(), ready.seen_late(), soon, ready.made))
    assert bad == []


def connect4_turn_mashed(period=250):
    """Connect Four: your drop, then A mashed every period ms from 100 ms into the
    computer's reply's turn till WAIT, THEN PRESS goes: board, app, recorder, the turn's and
    the toast's going's glass times, the moves then, and the last tap's."""
    board, app, rec, s, shown, moves = connect4_turn()
    up = []
    while app.toast_gone is None:
        assert board.clock.ticks_ms() < shown + SEEN_MS + 100   # bounded, mash and all
        up.append(app.toast_at is not None)
        rec.tap(A, 60)
        board.run(app, period - 60)
    assert all(up[1:]) and len(s.game.moves) == moves   # refused, WAIT up all along
    return board, app, rec, shown, app.toast_gone, moves, rec.down[A]


def test_wait_then_press_goes_as_the_turn_has_been_up_seen_ms_however_long_the_mash():
    board, app, rec, shown, gone, moves, last = connect4_turn_mashed()
    assert shown + SEEN_MS <= gone <= shown + SEEN_MS + 20   # (a frame)


@pytest.mark.parametrize("after,acts", ((GUARD_MS - 20, False), (GUARD_MS, True)))
def test_a_mashs_tap_under_guard_ms_after_wait_went_is_refused_one_guard_ms_after_acts(
        after, acts):
    board, app, rec, shown, gone, moves, last = connect4_turn_mashed()
    s = screen_of(app)
    board.run(app, gone + 100 - board.clock.ticks_ms())
    if last < gone:   # a tap just after it went: refused, and WAIT does not come back
        rec.tap(A, 60)
        board.run(app, 20)
        assert len(s.game.moves) == moves and app.toast_at is None
    board.run(app, gone + after + 1 - board.clock.ticks_ms())   # a poll at gone + after,
    # the last before the press (hal.buttons' down_at: the press began after it)
    assert rec.down[A] > gone + after - MASH_MS   # still the mash's beat
    rec.tap(A, 60)
    board.run(app, 20)
    assert (len(s.game.moves) == moves + 1) == acts and app.toast_at is None
