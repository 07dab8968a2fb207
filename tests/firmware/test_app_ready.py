"""The press rule a player sees (firmware/app.py, issue 44 item 1): while the guard refuses
a stream's presses on a picture, WAIT, THEN PRESS is on the glass. A mash (2 taps a second
or more, A alone or with an arrow in turn) is refused for as long as it goes on, the toast
up all along: it goes once you stop (TOAST_MS after the last refused tap), and a press after
a pause acts (review 31: a mash let act once the toast went played a card and marks the
player never chose). A slower steady beat is bounded: the toast stays till the picture has
been up SEEN_MS, refused taps do not keep it up, and once it has gone a stream's press begun
GUARD_MS or more after acts, one begun sooner does not (no one reacts faster).

Sweeps of steady A streams run through the computer's turns in Connect Four, tic-tac-toe and
Hearts, and through poker's draw and its outcome; each run is watched by test_app_guard's
Ready: what acted, and the toast's spans."""
import pytest

from hal.buttons import A, RIGHT
from firmware.app import MASH_MS, TOAST_MS
from tests.firmware.test_app_guard import (SCENARIOS, Ready, boot, connect4_turn,
                                           hearts_hand_size, play_keys, replay)
from tests.games.session import error_log, screen_of

PHASES = 5
MASH_RATES = (2, 3, 4, 5, 6, 8)   # taps a second: a mash (beats of MASH_MS or less)
SLOW_RATES = (1, 1.5)   # a slower steady beat (guard14's bound)
PAUSE_MS = 1300   # after the stream: a pause, then a press


def yours(app):
    """The board games' moves of yours (you move first from Play)."""
    return len(screen_of(app).game.moves[::2])


def poker(app):
    m = screen_of(app).m
    return m.credits, m.held, m.phase


# (scenario, what a press of the player's changes, ms of tapping)
SWEPT = (("connect4 turns", yours, 8000), ("tictactoe turns", yours, 8000),
         ("hearts playing", hearts_hand_size, 9000), ("poker outcomes", poker, 8000))


def swept(name, progress, ms, rate, phase, button=A):
    """A stream of button (or buttons in turn) at rate a second, phase (0..1) of a period
    in, from the scenario's start: board, app, its Ready, and the ticks of each refusal."""
    _, seed, game, keys, _ = [s for s in SCENARIOS if s[0] == name][0]
    board, app, rec = boot(game, seed)
    play_keys(board, app, keys)
    ready = Ready(board, app, rec, progress)
    refused = []
    refuse = app.refuse_press
    app.refuse_press = lambda now: (refused.append(now), refuse(now))[1]
    rec.stream(rate, phase, ms, button)
    assert not error_log(board)
    assert rec.violations() == [] and rec.stream_violations() == []   # the hard lines
    return board, app, ready, refused


def mashed(name, progress, ms, rate, phase, button):
    """What went wrong with a mash (None: nothing): a press of it acted after its first
    refusal, WAIT, THEN PRESS was off the glass at a step since the first refusal on the
    last picture, or did not go TOAST_MS after the last tap, or a press after a pause of
    PAUSE_MS was refused (in tic-tac-toe the cursor may be on a mark: the game's own
    answer, a press that acted all the same)."""
    board, app, ready, refused = swept(name, progress, ms, rate, phase, button)
    rec = ready.rec
    made = list(ready.made)
    late = [m for m in made if refused and m >= refused[0]]
    first = [r for r in refused if r > rec.guards[-1]][:1]   # on the last picture (one in
    # its step came before it: the computer's turn's WAIT goes as yours comes)
    span = ready.spans[-1] if ready.spans else None
    waited = first and span is not None and span[0] <= first[0] and span[1] is None
    last = rec.taps[-1][0]
    board.run(app, last + TOAST_MS + 20 - board.clock.ticks_ms())
    gone = app.toast_at is None
    board.run(app, last + PAUSE_MS - board.clock.ticks_ms())
    count = len(refused)
    rec.tap(A, 80)
    board.run(app, 200)
    acts = len(refused) == count and rec.down[A] in [began for _, began, _ in rec.acted]
    if late or len(made) > 1 or not waited or not gone or not acts:
        return late, made, first, ready.spans[-3:], gone, acts
    return None


@pytest.mark.parametrize("button", (A, (A, RIGHT)), ids=("A", "A and RIGHT"))
@pytest.mark.parametrize("name,progress,ms", SWEPT, ids=[s[0] for s in SWEPT])
def test_a_mash_acts_on_nothing_while_it_goes_on_wait_up_and_a_press_after_a_pause_acts(
        name, progress, ms, button):
    # review 31: hurry taps at ~3 a second played Hearts' highlighted card 2.4 s into the
    # turn, 8 a second placed an X every ~2.3 s; at every mash rate and phase, A alone or A
    # and an arrow in turn: nothing the stream made acts once one of its taps was refused
    # (over 8-9 s), WAIT, THEN PRESS is on the glass from the first refusal on the last
    # picture to the end, goes TOAST_MS after the last tap, and a press after a pause acts
    phases = PHASES if button == A else 3
    bad = []
    for rate in MASH_RATES:
        for i in range(phases):
            wrong = mashed(name, progress, ms, rate, i / phases, button)
            if wrong is not None:
                bad.append((rate, i) + wrong)
    assert bad == []


@pytest.mark.parametrize("name,progress,ms", SWEPT, ids=[s[0] for s in SWEPT])
def test_a_slow_beat_acts_only_once_wait_then_press_has_gone_and_then_does(
        name, progress, ms):
    # review 30: a steady 1-1.5 a second in tic-tac-toe moved 1.0 s after a reply, WAIT,
    # THEN PRESS up. At every phase: no press of the stream acted while the toast was up or
    # under GUARD_MS after it went; each toast went by the time its picture had been up
    # SEEN_MS (and a frame); and every stream acted after
    bad = []
    for rate in SLOW_RATES:
        for i in range(PHASES):
            ready = swept(name, progress, ms, rate, i / PHASES)[2]
            if ready.early() or ready.seen_late() or len(ready.made) < 2:
                bad.append((rate, i, ready.early(), ready.seen_late(), ready.made))
    assert bad == []


def connect4_turn_mashed(period=250, ms=6000):
    """Connect Four: your drop, then A mashed every period ms from 100 ms into the
    computer's reply's turn for ms: board, app, recorder, the moves then, and the last
    tap's ticks. Every tap is refused, WAIT, THEN PRESS up all along."""
    board, app, rec, s, shown, moves = connect4_turn()
    up = []
    while board.clock.ticks_ms() < shown + ms:
        up.append(app.toast_at is not None)
        rec.tap(A, 60)
        board.run(app, period - 60)
    assert all(up[1:]) and app.toast_at is not None and len(s.game.moves) == moves
    return board, app, rec, moves, rec.down[A]


def test_wait_then_press_stays_up_through_a_mash_and_goes_toast_ms_after_its_last_tap():
    board, app, rec, moves, last = connect4_turn_mashed()
    board.run(app, last + TOAST_MS - 20 - board.clock.ticks_ms())
    assert app.toast_at is not None
    board.run(app, 60)
    assert app.toast_at is None and app.toast_gone is not None


@pytest.mark.parametrize("pause,acts", ((MASH_MS, False), (PAUSE_MS, True)))
def test_a_mashs_tap_keeping_its_beat_is_refused_and_one_after_a_pause_acts(pause, acts):
    board, app, rec, moves, last = connect4_turn_mashed()
    s = screen_of(app)
    board.run(app, last + pause - board.clock.ticks_ms())
    rec.tap(A, 60)
    board.run(app, 40)
    assert (len(s.game.moves) == moves + 1) == acts
    assert (app.toast_at is None) == acts   # refused: WAIT, THEN PRESS up still


REVIEW_31_HEARTS = "A wait:1500 UP wait:1500 A wait:3000"   # (--seed 7): the pass, ...


def test_review_31s_hurry_taps_never_play_your_card():
    # the review's trap (--seed 7 --game hearts, then 60 x A:60 wait:270): hurry taps at ~3
    # a second led A♦ 2.4 s after YOUR TURN appeared, never chosen (YOU TAKE THE QUEEN).
    # Now the stream's first tap plays the lead it was pressed on (your turn, up 3 s), the
    # others' cards and the trick go by, and no card of yours is played on the turn the
    # stream ran into, WAIT, THEN PRESS up, for the 17 s it goes on
    seen = []

    def watch(board, app):
        game = screen_of(app).play.game
        seen.append((board.clock.ticks_ms(), len(game.hands[0]), game.trick_no,
                     len(game.trick)))

    board, app, rec, refused = replay(
        "hearts", 7, REVIEW_31_HEARTS + " A:60 wait:270" * 60, watch)
    played = [t for (_, hand, _, _), (t, after, _, _) in zip(seen, seen[1:]) if after < hand]
    assert len(played) == 1 and played[0] < refused[0]
    assert len({(trick, cards) for _, _, trick, cards in seen}) >= 5   # (theirs went by)
    assert screen_of(app).play.game.turn == 0 and app.toast_at is not None   # yours: WAIT
    assert refused[-1] > played[0] + 15000


def test_review_31s_tictactoe_mash_puts_down_no_x():
    # the review's trap (--seed 5 --game tictactoe, A:60 wait:65 repeated: 8 taps a
    # second): an X placed every ~2.3 s in whatever cell the cursor jumped to. Now the
    # stream's first tap opens the game (Play) and the mash goes on being refused on it, WAIT,
    # THEN PRESS up, for the 13 s it goes on: no X; after a pause a press puts one down
    board, app, rec, refused = replay("tictactoe", 5, "A:60 wait:65 " * 64)
    assert len(refused) > 50 and yours(app) == 0 and app.toast_at is not None
    board.run(app, PAUSE_MS)
    rec.tap(A, 60)
    board.run(app, 100)
    assert yours(app) == 1
