"""The press rule a player sees (firmware/app.py, issue 44 item 1): while the guard refuses
a stream's presses on a picture, STOP, THEN PRESS is on the glass. A mash (2 taps a second
or more, A alone or with an arrow in turn) is refused for as long as it goes on, the toast
up all along: it goes once you stop (the buttons up MASH_MS + DRIFT_MS: a press would act
again), and a press after a pause acts (review 31: a mash let act once the toast went played
a card and marks the player never chose). A slower tap is an answer: each acts once the
picture it lands on has been up STREAM_GUARD_MS (review 36: a "slow rhythm" refused while it
went on was a rule no player could learn).

Sweeps of steady A streams run through the computer's turns in Connect Four, tic-tac-toe and
Hearts, and through poker's draw and its outcome; each run is watched by test_app_guard's
Ready: what acted, and the toast's spans."""
import pytest

from hal.buttons import A, RIGHT
from firmware.app import DRIFT_MS, MASH_MS, RESULT_SEEN_MS, STREAM_GUARD_MS
from tests.firmware.test_app_guard import (HEARTS_PLAYING, SCENARIOS, Ready, boot,
                                           connect4_turn, hearts_hand_size, play_keys, replay)
from tests.games.session import error_log, screen_of

PHASES = 5
MASH_RATES = (2, 3, 4, 5, 6, 8)   # taps a second: a mash (beats of MASH_MS or less)
SLOW_RATES = (1, 1.4)   # a slower steady beat: each tap an answer
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
    assert rec.violations() == []   # the hard lines
    return board, app, ready, refused


def mashed(name, progress, ms, rate, phase, button):
    """What went wrong with a mash (None: nothing): a press of it acted after its first
    refusal, STOP, THEN PRESS was off the glass at a step since the first refusal on the
    last picture, or was up MASH_MS + DRIFT_MS after the last tap let go, or a press after
    a pause of PAUSE_MS was refused (in tic-tac-toe the cursor may be on a mark: the game's
    own answer, a press that acted all the same)."""
    board, app, ready, refused = swept(name, progress, ms, rate, phase, button)
    rec = ready.rec
    made = list(ready.made)
    late = [m for m in made if refused and m >= refused[0]]
    first = [r for r in refused if r > rec.guards[-1]][:1]   # on the last picture (one in
    # its step came before it: the computer's turn's STOP goes as yours comes)
    span = ready.spans[-1] if ready.spans else None
    waited = first and span is not None and span[0] <= first[0] and span[1] is None
    last = rec.taps[-1][0]
    board.run(app, last + 80 + MASH_MS + DRIFT_MS + 40 - board.clock.ticks_ms())
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
    # (over 8-9 s), STOP, THEN PRESS is on the glass from the first refusal on the last
    # picture to the end, goes once a press would act, and a press after a pause acts
    phases = PHASES if button == A else 3
    bad = []
    for rate in MASH_RATES:
        for i in range(phases):
            wrong = mashed(name, progress, ms, rate, i / phases, button)
            if wrong is not None:
                bad.append((rate, i) + wrong)
    assert bad == []


@pytest.mark.parametrize("name,progress,ms", SWEPT, ids=[s[0] for s in SWEPT])
def test_a_slow_beat_s_every_tap_acts_once_its_picture_has_been_up_stream_guard_ms(
        name, progress, ms):
    # review 36: a retry 0.86 s after a refused press, and a steady tap every 0.7 s once one
    # landed within 0.3 s of the computer's piece, were refused as a slow rhythm for as long
    # as they went on. At every phase: each tap slower than a mash's beat, begun
    # STREAM_GUARD_MS or more after the last turn (a result: RESULT_SEEN_MS), acts; the
    # stream moves on
    bad = []
    for rate in SLOW_RATES:
        for i in range(PHASES):
            board, app, ready, refused = swept(name, progress, ms, rate, i / PHASES)
            rec = ready.rec
            acted = {began for _, began, _ in rec.acted}
            downs = [d for d, _ in rec.taps]
            turns = {t for t, _ in rec.turns}
            missed = []
            for before, d in zip(downs, downs[1:]):
                seen = [g for g in rec.guards if g <= d][-1:]   # (a result: RESULT_SEEN_MS)
                wait = STREAM_GUARD_MS if not seen or seen[0] in turns else RESULT_SEEN_MS
                if d - before > MASH_MS + DRIFT_MS and d not in acted and seen < [d - wait]:
                    missed.append(d)
            if missed or len(ready.made) < 2:
                bad.append((rate, i, missed, ready.made))
    assert bad == []


def connect4_turn_mashed(period=250, ms=6000):
    """Connect Four: your drop, then A mashed every period ms from 100 ms into the
    computer's reply's turn for ms: board, app, recorder, the moves then, and the last
    tap's ticks. Every tap is refused, STOP, THEN PRESS up all along."""
    board, app, rec, s, shown, moves = connect4_turn()
    up = []
    while board.clock.ticks_ms() < shown + ms:
        up.append(app.toast_at is not None)
        rec.tap(A, 60)
        board.run(app, period - 60)
    assert all(up[1:]) and app.toast_at is not None and len(s.game.moves) == moves
    return board, app, rec, moves, rec.down[A]


def test_stop_then_press_stays_up_through_a_mash_and_goes_once_a_press_would_act():
    # review 36: it stayed up 1.9 s where a press at 1 s acted; its going is the ready sign
    board, app, rec, moves, last = connect4_turn_mashed()
    up = last + 60 + MASH_MS + DRIFT_MS   # (the last tap let go 60 ms after it began)
    board.run(app, up - 20 - board.clock.ticks_ms())
    assert app.toast_at is not None
    board.run(app, 80)   # (the release seen at a poll, the going at the next step)
    assert app.toast_at is None
    rec.tap(A, 60)
    board.run(app, 40)
    assert len(screen_of(app).game.moves) == moves + 1   # a press then acts


@pytest.mark.parametrize("pause,acts", ((MASH_MS, False), (PAUSE_MS, True)))
def test_a_mashs_tap_keeping_its_beat_is_refused_and_one_after_a_pause_acts(pause, acts):
    board, app, rec, moves, last = connect4_turn_mashed()
    s = screen_of(app)
    board.run(app, last + pause - board.clock.ticks_ms())
    rec.tap(A, 60)
    board.run(app, 40)
    assert (len(s.game.moves) == moves + 1) == acts
    assert (app.toast_at is None) == acts   # refused: STOP, THEN PRESS up still


REVIEW_31_HEARTS = "A wait:1500 UP wait:1500 A wait:3000"   # (--seed 7): the pass, ...


def test_review_31s_hurry_taps_never_play_your_card():
    # the review's trap (--seed 7 --game hearts, then 60 x A:60 wait:270): hurry taps at ~3
    # a second led A♦ 2.4 s after YOUR TURN appeared, never chosen (YOU TAKE THE QUEEN).
    # Now the stream's first tap plays the lead it was pressed on (your turn, up 3 s), the
    # others' cards and the trick go by, and no card of yours is played on the turn the
    # stream ran into, STOP, THEN PRESS up, for the 17 s it goes on
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
    assert screen_of(app).play.game.turn == 0 and app.toast_at is not None   # yours: STOP
    assert refused[-1] > played[0] + 15000


def test_review_31s_tictactoe_mash_puts_down_no_x():
    # the review's trap (--seed 5 --game tictactoe, A:60 wait:65 repeated: 8 taps a
    # second): an X placed every ~2.3 s in whatever cell the cursor jumped to. Now the
    # stream's first tap opens the game (Play) and the mash goes on being refused on it, STOP,
    # THEN PRESS up, for the 13 s it goes on: no X; after a pause a press puts one down
    board, app, rec, refused = replay("tictactoe", 5, "A:60 wait:65 " * 64)
    assert len(refused) > 50 and yours(app) == 0 and app.toast_at is not None
    board.run(app, PAUSE_MS)
    rec.tap(A, 60)
    board.run(app, 100)
    assert yours(app) == 1


REVIEW_33 = ("wait:1200 wait:500 A:40 wait:500 A:40 wait:400 RIGHT:40 A:40 wait:400 RIGHT:40 "
             "A:40 wait:600 A:40 ")   # (--seed 7, the simulator's 1.6 s boot): the pass, a hurry


@pytest.mark.parametrize("period", (580, 500, 400, 333))
def test_review_33s_play_go_on_and_lead_never_lead_a_card(period):
    # the review's trap (wait:1600, then A:40 wait:460 three times: 1.7 taps a second): the
    # first tap plays K♣ and takes the trick, the second takes YOU TAKE IT away (a go-on: it
    # acts), and the third, 0.58 s into the YOUR TURN that brought, led A♣: no refused tap
    # and too few beats had marked a mash. At the review's five phases and at 2, 2.5 and 3
    # taps a second: the first tap's card alone, the taps after it refused (STOP, THEN PRESS
    # up after the stream, or each ticked by Hearts: since review 37 A on a trick taken or in
    # the others' turn is refused), and a press after a pause leads
    bad = []
    for wait in (1300, 1450, 1600, 1750, 1900):
        stream = "wait:%d" % wait + " A:40 wait:%d" % (period - 120) * 3
        board, app, rec, refused = replay("hearts", 7, REVIEW_33 + stream)
        cards = hearts_hand_size(app)
        up = app.toast_at is not None
        board.run(app, PAUSE_MS)
        rec.tap(A, 40)
        board.run(app, 200)
        if cards != 12 or not (up or len(refused) >= 2) or not refused or \
                hearts_hand_size(app) != 11:
            bad.append((wait, cards, up, refused, hearts_hand_size(app)))
    assert bad == []


def mash_beats(downs):
    """The runs of a mash's beat in taps begun at downs (app._keeps_beat, A alone): for each
    tap, the index of the first tap of the run of beats it ends (itself if it keeps none):
    begun within MASH_MS of the one before, or within MASH_MS + DRIFT_MS of it and no more
    than 2 * DRIFT_MS later than that one's beat, itself one."""
    first = []
    for i in range(len(downs)):
        gap = downs[i] - downs[i - 1] if i else 1 << 29
        before = downs[i - 1] - downs[i - 2] if i > 1 else 0
        beat = gap <= MASH_MS or gap <= MASH_MS + DRIFT_MS and \
            0 < before <= MASH_MS + DRIFT_MS and gap <= before + 2 * DRIFT_MS
        first.append(first[i - 1] if beat else i)
    return first


def hearts_off(app):
    """Hearts: what an A would be now: a tap refused off your turn (True: in the others'
    turn or on a trick taken, since review 37, ctx.off_turn), or None."""
    play = screen_of(app).play
    return True if play.shown is not None or play.game.turn != 0 else None


def board_off(app):
    """The board games: an A in the computer's turn (it reaches the game, which refuses
    it saying CPU TURN) is a tap off your turn; a result's AGAIN a go-on."""
    s = screen_of(app)
    return None if s.human_turn() else s.phase != 2   # (OVER)


def short_stream(game, seed, keys, yours, off_turn, taps, period, offset):
    """From your turn (keys to reach it): your move (a lone press), then taps A taps every
    period ms from offset ms after it, through the computer's turn (Hearts: the others'
    cards and the trick's end, YOU TAKE IT or theirs, where Hearts refuses A) and into your
    turn: the taps that moved for you (yours(app) changed) keeping a mash's beat of a run that had a
    tap act off your turn before it (off_turn(app): a hurry or refused tap, or a go-on begun within
    MASH_MS + DRIFT_MS of the tap before it: app._acted_off)."""
    board, app, rec = boot(game, seed)
    play_keys(board, app, keys)
    while off_turn(app) is not None or app.unshown:
        board.run(app, 20)
    board.run(app, 700)
    rec.tap(A)
    lone = rec.down[A]
    ready = Ready(board, app, rec, yours)
    off = set()
    for i in range(taps):
        board.run(app, lone + offset + i * period - board.clock.ticks_ms())
        if off_turn(app) is not None:
            off.add((board.clock.ticks_ms(), off_turn(app)))
        rec.tap(A, 60)
    board.run(app, 1500)
    assert not error_log(board) and rec.violations() == []
    downs = [d for d, _ in rec.taps]
    acted = {began for _, began, _ in rec.acted}
    first = mash_beats(downs)
    return [downs[i] - downs[i - 1] for i in range(len(downs)) if downs[i] in ready.made and
            downs[i] != lone and any(downs[k] in acted and (
                (downs[k], True) in off or (downs[k], False) in off and
                downs[k] - downs[k - 1] <= MASH_MS + DRIFT_MS) for k in range(first[i], i))]


@pytest.mark.parametrize("period", (667, 580, 500, 400, 333, 250))
def test_a_short_hurry_stream_into_your_turn_plays_no_card_at_a_mashs_beat(period):
    # review 33: 2 to 4 taps through the others' cards and the trick's end (hurry taps and
    # go-ons act) were no mash as your turn came, so the next at their beat played: over
    # three seeds and phases from the card on, no tap keeping a mash's beat of such a run
    # plays a card (at 1.5 a second, 667 ms, no beat is a mash's: the slow rules alone)
    bad = []
    for seed in (1, 2, 3):
        for taps in (2, 3, 4):
            for offset in range(period, 3000, 230):
                played = short_stream("hearts", seed, HEARTS_PLAYING, hearts_hand_size,
                                      hearts_off, taps, period, offset)
                if played:
                    bad.append((seed, taps, offset, played))
    assert bad == []


@pytest.mark.parametrize("period", (580, 500, 400))
@pytest.mark.parametrize("game", ("connect4", "tictactoe"))
def test_a_short_stream_through_the_computers_turn_makes_no_move_at_a_mashs_beat(
        game, period):
    # the board games' taps in the computer's turn reach the game (CPU TURN: acting taps,
    # as Hearts' hurry): the same short streams into your turn move nothing at their beat
    bad = []
    for seed in (1, 2):
        for taps in (2, 3, 4):
            for offset in range(period, 2500, 230):
                moved = short_stream(game, seed, "A wait:500", yours, board_off, taps, period,
                                     offset)
                if moved:
                    bad.append((seed, taps, offset, moved))
    assert bad == []
