# runs-on: micropython, whole app
"""A trick we took, on the table, and the lead it gives us, through the whole app on the
simulated board: A goes on from the trick as B does, and counts as kept up into our lead
(ctx.off_turn), so taps that went on from it lead no card unseen (review 62)."""
from firmware.app import AIM_MS, AIM_NOTE, REST_MS, TOAST
from hal.buttons import A
from tests.screen import shows
from tests.toast import waiting_again
from tests.games.hearts.driver import (
    PLAYING, SEEN_MS, TRICK_MS, game_module, keys, new_game, play_first_legal, screen_of,
    start, until_my_turn)
from tests.games.hearts.tapping import (
    PERIODS, noted_off, phases, taps_on_our_turn, their_lead)


def our_trick():
    """A saved game (seed 4, Medium) at our turn with three cards in the trick, whose card
    (the first we may play) takes it and leads the next (not the hand's last trick)."""
    board, app, s = their_lead(4)
    for _ in range(12):
        until_my_turn(board, app)
        saved = board.storage.load("resume_hearts", 1, None)
        took = len(s.game.trick) == 3
        play_first_legal(board, app)
        if took and s.play.shown is not None and s.play.shown[2] == 0 and not s.play.ended:
            return saved
        keys(board, app, "wait:%d" % TRICK_MS)
    raise AssertionError("no trick of ours ended by our card")


def resumed(saved):
    """The app on saved (our turn), as a power cut leaves it, and off_turn's times."""
    board, app = start(seed=4)
    keys(board, app, "B")
    board.storage.save("resume_hearts", 1, saved)
    app.start_game("hearts", True)
    return board, app, screen_of(app), noted_off(board, app)


def on_the_trick(board, app, s):
    """Our card, the trick taken (ours) on the glass."""
    keys(board, app, "wait:%d" % SEEN_MS)
    play_first_legal(board, app)
    for _ in range(100):
        if s.play.shown is not None and not app.unshown:
            return
        board.run(app, 10)
    raise AssertionError("no trick on the table")


def test_a_on_a_trick_we_took_goes_on_and_our_lead_takes_a_fresh_a():
    """Review 62: A refused on YOU TAKE THE QUEEN (only B went on there), a player kept
    tapping, and a tap 1.4 s into our lead led the card the cursor started on, the hand
    never seen. A goes on from a trick taken as B does, without NOT YOUR TURN; the A counts
    as kept up into the turn it brings (ctx.off_turn): a lone A on the trick, then, our lead
    aimed as it came (RIGHT, LEFT), one 0.5 s after that A plays nothing (WAIT), one 1 s
    after it (a player who looked) plays. Unaimed, the lead waits for an aim (app.AIM_MS):
    A 1 s after plays nothing (CHOOSE WITH <> FIRST), one AIM_MS after (a single press) plays.
    Live and resumed on the trick (its snapshot's shown)."""
    saved = our_trick()
    for live in (True, False):
        for after, aimed, plays in ((500, True, False), (1000, True, True),
                                    (1000, False, False), (AIM_MS, False, True)):
            lone_a(saved, live, after, aimed, plays)


def lone_a(saved, live, after, aimed, plays):
    """One case of test_a_on_a_trick_we_took_goes_on...: live or resumed on the trick, A
    on it, our lead aimed or not, then A after ms from the first A; it plays or not."""
    board, app, s, off = resumed(saved)
    on_the_trick(board, app, s)
    if not live:
        board.run(app, 40)   # the trick's frame is shown, then the game saved
        trick = board.storage.load("resume_hearts", 1, None)
        assert trick["shown"] == 1
        board = app = s = off = None   # the power goes (two apps outgrow MicroPython's heap)
        board, app, s, off = resumed(trick)
    assert s.play.shown is not None
    left = len(s.game.hands[0])
    keys(board, app, "wait:%d A" % SEEN_MS)   # the trick seen: A goes on at once
    assert s.play.shown is None and s.game.turn == 0 and off
    assert s.play.note != "NOT YOUR TURN"
    first = app.pressed_at[A]
    if aimed:   # (arrows act at once, in the lead's guard)
        keys(board, app, "RIGHT:40 wait:40 LEFT:40 wait:40")
    board.run(app, app.clock.ticks_diff(app.clock.ticks_add(first, after), app.clock.ticks_ms()))
    keys(board, app, "A:60 wait:60")
    case = (live, after, aimed)
    assert (len(s.game.hands[0]) < left) == plays, case
    if not plays and aimed:
        assert waiting_again(app) and shows(board, TOAST, inverted=True), case
    elif not plays:
        assert app.aim and shows(board, AIM_NOTE, inverted=True), case


def test_taps_at_any_pace_through_a_trick_we_took_lead_only_once_the_lead_is_seen():
    """1 to 8 taps a second, three phases each, from our card that takes a trick on through
    the trick (an A past its guard takes it away) into our lead: no tap begun under
    GUARD_MS after the lead was on the glass leads a card, nor one under REST_MS after the
    A that took the trick (a rest, restarted by each tap refused there under REST_MS after
    the one before, till REST_CAP_MS). Taps MASH_MS apart or more lead at the first past
    that; faster ones (a mash) at the first past MASH_CAP_MS (review 62: 0.36 s apart, they
    led the cursor's card at the rest's cap; reviews 67-70, 73: held till a pause, frozen)."""
    saved = our_trick()
    for period in PERIODS:
        for phase in phases(period):
            taps_through_our_trick(saved, period, phase)


def taps_through_our_trick(saved, period, phase):
    board, app, s, off = resumed(saved)
    on_the_trick(board, app, s)
    trick = s.game.trick_no
    assert taps_on_our_turn(board, app, s, off, period, phase, 4500) or period >= 1000
    assert len(s.game.trick) == 1 and s.game.trick_no == trick, (period, phase)   # (the lead)


def test_wait_at_the_table_draws_no_whole_table_while_it_narrows_or_an_arrow_moves():
    """WAIT is drawn over the table's own frame, kept under it (gfx.cover): its band's
    steps, its going and an arrow pressed meanwhile redraw the table in part, never whole
    (on the emulated Pico an arrow in a wait took 15-28 ms to the glass, 9-11 ms since)."""
    board, app = start(seed=7)
    s = new_game(board, app)
    keys(board, app, "wait:1500 UP wait:2000 A wait:3000")   # the hint's pass
    assert s.stage == PLAYING
    for _ in range(200):   # taps through their cards till a wait on a turn of choices,
        if waiting_again(app) and s.game.turn == 0 and len(s.game.legal()) > 1:
            break   # aimed between (A alone waits for an arrow there: app.AIM_MS)
        keys(board, app, "A:40 wait:40 RIGHT:40 wait:40")
    assert waiting_again(app) and len(s.game.legal()) > 1
    table = game_module("table")
    whole = table.draw_play
    calls = []
    table.draw_play = lambda *args: calls.append(1) or whole(*args)
    try:
        cursor = s.play.cursor
        board.run(app, 200)   # the band narrows a step or two
        keys(board, app, "RIGHT:40 wait:40")
        board.run(app, REST_MS)   # ... and goes
    finally:
        table.draw_play = whole
    assert s.play.cursor != cursor and app.toast_until is None
    assert calls == [], len(calls)
    assert not shows(board, TOAST, inverted=True) and shows(board, "YOUR TURN")
