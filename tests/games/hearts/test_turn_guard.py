# runs-on: micropython, whole app
"""Our turn coming back from the computer players, and the hand's end table, through the
whole app on the simulated board, under the app's one press rule: A acts once what it
answers has been on the glass app.GUARD_MS (ctx.guard_turn); a press begun before or sooner
does nothing. If A was refused in the others' turn (NOT YOUR TURN: ctx.off_turn) under
app.LOOK_MS before our turn came, it waits app.REST_MS there, and a press refused in that
wait starts it again: taps kept up through their cards faster than it never play ours. The
hand's end is a look (ctx.hold_input(ALL)): app.LOOK_MS, and a press refused there starts
that wait again, so taps kept up faster than it never take the table; a fresh press does
(the sweeps through it into the next hand or game: test_hand_guard.py). And where the app's
WAIT (app.TOAST) goes when such a press is refused."""

from firmware.app import AIM_MS, AIM_NOTE, GUARD_MS, REST_CAP_MS, REST_MS, TOAST
from firmware.ui.gfx import SMALL
from hal.buttons import A, B, DOWN, LEFT, RIGHT
from tests.screen import find_text, shows
from tests.toast import band_full, waiting_again
from tests.games.hearts.driver import (
    GAME_OVER, HAND_OVER, PACE_MS, PASSING, PLAYING, READ_MS, SEEN_MS, TRICK_MS,
    choose_setup, cursor_to, error_log, figures_at, game_module, keys, new_game, pass_three,
    play_first_legal, play_hand, screen_of, start, until_my_turn)
from tests.games.hearts.tapping import (
    AIMED, PERIODS, noted_off, phases, tap_until, taps_on_our_turn, their_lead)


def test_a_hint_then_the_issues_mash_plays_only_the_card_meant():
    """The script of issue 23, its hint and all: the mash's first A plays the card under the
    cursor only if our turn is on the glass and no longer guarded when the mash begins (how
    long it has been back depends on the hint's think); the rest fall in the others' turn or
    the trick taken after our card, and play no second card."""
    board, app = start(seed=7)
    s = screen_of(app)
    keys(board, app, "A wait:500 UP wait:2000 A wait:2000 A wait:3000 UP wait:1500 A "
                     "wait:3000")   # (the hint's pass: its cursor on the PASS button, A a look on)
    assert app.top is app.game, error_log(board)  # the hint came (no error page instead)
    hand = s.game.hands[0]
    on_glass = s.game.turn == 0 and s.play.shown is None and not app.unshown
    guarded = app.hold_until[A] is not None or app.hold_ms[A]
    ours = on_glass and not guarded and hand[s.play.cursor] in s.game.legal()
    left = len(hand)
    keys(board, app, "A A A A A A A A A A")
    assert len(s.game.hands[0]) == left - ours


def test_taps_at_any_pace_through_their_cards_play_once_our_turn_is_seen():
    """1 to 8 taps a second, three phases each, A from our pass on through the others'
    cards into our turn, and (no A in their turn) from our turn on, an arrow between taps
    (a tapper who aims: A alone waits for one, app.AIM_MS, test_an_impatient_drumming...)
    and in their turn. No tap begun before our
    turn was on the glass or under GUARD_MS after plays our card; the first begun 0.4 s
    after does (the gone mash lockout let a steady tap through or froze it by its pace:
    issue 44). But where A was refused in their turn (NOT YOUR TURN) under LOOK_MS before
    ours came, our turn waits REST_MS and each tap refused there starts it again (reviews 40,
    41: A at 2.5 and 8 taps a second played a whole hand): taps kept up faster than it play
    nothing till REST_CAP_MS after our turn came, then the first tap past it does (review
    47: a stream kept up at 2 a second had met STOP TAPPING for good), a mash (under MASH_MS
    apart) the first past MASH_CAP_MS (reviews 67-70, 73: held till a pause, it read as
    frozen); a slower tapper plays on the tap after a refused one."""
    assert GUARD_MS >= 250   # no one answers a new picture sooner (app.GUARD_MS)
    rests = [taps_into_our_turn(period, phase, ours) for period in PERIODS
             for phase in phases(period) for ours in (False, True)]
    # (both rules swept: every stream from our pass had an A refused in their turn)
    assert rests[::2] == [True] * len(rests[::2]) and not any(rests[1::2])


def taps_into_our_turn(period, phase, ours):
    """One sweep of taps_at_any_pace_through_their_cards..., its taps from our turn on if
    ours: whether our turn was a rest."""
    board, app, s = their_lead(4)
    if ours:   # (the pass's A under app.AIM_MS before: aimed in their turn, arrows only)
        keys(board, app, "RIGHT LEFT")
        assert s.game.turn != 0
    return taps_on_our_turn(board, app, s, noted_off(board, app), period, phase, 8000, ours)


def test_an_impatient_drumming_through_their_cards_plays_none_of_ours_while_it_goes_on():
    """Review 44: A tapped every 0.61 s (1.6 a second) from our pass on played nine cards
    unaimed and took the queen: each tap came just past a 0.6 s rest. Kept up at 0.61 and
    0.8 s apart through their cards, A alone plays none of ours while it goes on, the status
    bar naming the arrows (app.AIM_MS); aimed between taps, it plays none (STOP TAPPING)
    till REST_CAP_MS after our turn came, and the first tap past that plays (review 47: no
    STOP TAPPING for good)."""
    for period in (610, 800):
        drum_unaimed(period)
        for phase in phases(period):
            drum(period, phase)


def drum(period, phase):
    """One stream of test_an_impatient_drumming...: A every period ms from our pass on, an
    arrow between taps (AIMED)."""
    board, app, s = their_lead(4)
    left = len(s.game.hands[0])
    taps, acted, _ = tap_until(
        board, app, period, phase,
        lambda: s.game.turn == 0 and s.play.shown is None and not app.unshown,
        lambda: len(s.game.hands[0]) < left, between=AIMED)
    assert len(s.game.hands[0]) == left - 1
    # (the app times the cap from the step after the push: up to a poll later)
    first = min(t for t in taps if t >= REST_CAP_MS + 20)
    assert REST_CAP_MS <= acted <= first, (period, phase, taps)


def drum_unaimed(period):
    """A alone every period ms from our pass on, for DRUM_MS: our turn came, none of our
    cards played, CHOOSE WITH <> FIRST on the glass; an arrow, and the next tap plays."""
    board, app, s = their_lead(4)
    left = len(s.game.hands[0])
    start_ms = board.clock.ticks_ms()
    tap_until(board, app, period, 0, lambda: True, lambda: len(s.game.hands[0]) < left or
              board.clock.ticks_ms() - start_ms >= DRUM_MS)
    assert s.game.turn == 0 and len(s.game.hands[0]) == left, period
    choose = AIM_NOTE
    assert app.toast is app.aim_words and shows(board, choose, inverted=True), period
    keys(board, app, "RIGHT wait:%d A" % (period - 80))
    assert len(s.game.hands[0]) == left - 1, period


DRUM_MS = 6000   # (our turn comes within 2 s of the pass: a drum 4 s into it and more)


def test_a_press_down_before_our_turn_does_not_play_on_it():
    board, app, s = their_lead(4)
    left = len(s.game.hands[0])
    board.pad.press(A)  # down while they play (refused: NOT YOUR TURN)...
    for _ in range(300):
        board.run(app, 20)
        if s.game.turn == 0 and s.play.shown is None:
            break
    board.run(app, 200)
    board.pad.release(A)  # ...and up once our turn is on the glass
    keys(board, app, "wait:80")
    assert s.game.turn == 0 and len(s.game.hands[0]) == left
    # a press of its own, the turn seen and A rested (down in their turn: app.REST_MS)
    keys(board, app, "wait:%d A" % REST_MS)
    assert len(s.game.hands[0]) == left - 1


def test_b_taps_hurry_the_lead_that_follows_a_trick_taken():
    """B taps through a trick a computer player takes (B takes it away once seen: a
    result); once it has left the table and a computer player leads, the same taps hurry
    their cards, each sooner than their pace (ctx.release_input)."""
    board, app, s = their_lead(4)
    play = s.play
    tricks = []

    def gone():   # the trick taken has left the table
        return len(s.game.tricks) > tricks[-1] and play.shown is None

    for _ in range(12):  # tricks, until one a computer player takes with cards to come
        until_my_turn(board, app)
        tricks.append(len(s.game.tricks))
        play_first_legal(board, app)
        acted = tap_until(board, app, 170, 0, lambda: play.shown is not None, gone, B)[1]
        if s.game.tricks[-1][2] != 0 and s.game.turn != 0:
            break
    else:
        raise AssertionError("no trick taken by a computer player with a lead to come")
    assert acted < TRICK_MS   # B took it away (it leaves by itself after TRICK_MS)
    times = [board.clock.ticks_ms()]  # the trick gone, then each of their cards

    def our_turn():   # (each of their cards' time, as it comes)
        if len(s.game.trick) == len(times):
            times.append(board.clock.ticks_ms())
        return s.game.turn == 0

    tap_until(board, app, 170, 0, lambda: True, our_turn, B)
    gaps = [times[i + 1] - times[i] for i in range(len(times) - 1)]
    assert gaps and max(gaps) < PACE_MS, gaps  # hurried: their pace is PACE_MS a card


def toast_box_shown(board, app, box, text=TOAST):
    """The app's WAIT (app.TOAST, or text) on the glass now, dark on the lit box (x, y,
    width[, height]), in its middle, its band drawn whole (band_full)."""
    if app.toast_until is None:
        return False
    band_full(board, app)
    x, y, w = box[:3]
    h = box[3] if len(box) > 3 else 9
    at = find_text(board.chip, text, SMALL, True)
    return at is not None and at[1] == y + 1 + (h - 9) // 2 and x < at[0] < x + w - 1 and \
        all(board.chip.glass_pixel(col, row) for col in (x, x + w - 1) for row in (y, y + h - 1))


def covers_nothing(board, box):
    """The box (x, y, width, height) and a row and column round it are dark on the glass
    (WAIT gone: the view alone): WAIT there hides nothing of it, nor touches it."""
    x, y, w, h = box
    return not any(board.chip.glass_pixel(col, row)
                   for col in range(max(0, x - 1), x + w + 1)
                   for row in range(y - 1, min(64, y + h + 1)))


def labels_in_view(board):
    """Every seat's name at the table on the glass (the toast hides none of them)."""
    names = game_module("status").SEAT_NAMES
    return all(shows(board, n) or shows(board, n, inverted=True) for n in names)


def heads_shown(board, *heads):
    """A score table's column heads, each whole on their row (pages.draw_scores_table)."""
    top = game_module("pages").HEADING_Y
    return all((find_text(board.chip, h, SMALL, False) or (0, 0))[1] == top for h in heads)


def tap(board, app, button):
    """A quick tap: 40 ms down, 40 up (each past the buttons' 30 ms debounce)."""
    board.pad.press(button)
    board.run(app, 40)
    board.pad.release(button)
    board.run(app, 40)


def refuse_early(board, app, done):
    """Once done() and its frame is on the glass (10 ms steps), A tapped at once, under
    0.1 s into its hold: refused (a look's or a rest's: WAIT or STOP TAPPING comes)."""
    for _ in range(600):
        if done() and not app.unshown and app.hold_until[A] is not None:
            break
        board.run(app, 10)
    tap(board, app, A)
    board.run(app, 10)


def test_wait_leaves_what_the_player_reads_in_view():
    """A press refused a moment early at the table (passing, just after Play's A: its rest,
    WAIT; our turn: the 0.3 s guard, WAIT) says so over the status bar till a
    press would act, then the bar again (reviews 58-61: a dim alone
    said it, read as a fault); WAIT on the end tables (HAND n OVER: A 0.5 s after it came,
    its look 1.2 s) on the keys' line left of the keys, over nothing of the table and
    touching none of it: the title, the heading, the heads, the rows and the keys in view
    (review 38 C5: it hid HAND n; reviews 83 #8, 86: over the heads' line, LOWEST WINS;
    review 75: a mash's PAUSE A MOMENT in place of the title hid NORTH WINS; the tally
    too). The refused A starts the look again: WAIT stays LOOK_MS after it, then goes and
    a press acts."""
    board, app = start(seed=4)
    s = screen_of(app)
    choose_setup(board, app, "target", (game_module("setup").TARGETS.index(50) -
                                        s.setup["target"]) % 4)   # a short game
    pages = game_module("pages")
    tap(board, app, A)   # Play
    status_toast = game_module("table").TABLE_TOAST
    refuse_early(board, app, lambda: s.stage == PASSING)   # (Play's A rests A: PAUSE A
    play = s.play   # MOMENT, as on a turn after taps in the others')
    assert toast_box_shown(board, app, status_toast) and labels_in_view(board)
    keys(board, app, "wait:%d" % REST_MS)
    assert not shows(board, TOAST, inverted=True)
    assert shows(board, play.drawn_text)   # A:PICK 3 CARDS
    keys(board, app, "wait:%d" % SEEN_MS)
    pass_three(board, app)
    keys(board, app, "RIGHT LEFT")   # aimed in their turn (or CHOOSE WITH <> FIRST: AIM_MS)
    refuse_early(board, app, lambda: s.game.turn == 0 and play.shown is None)
    assert toast_box_shown(board, app, status_toast) and labels_in_view(board)
    keys(board, app, "wait:%d" % GUARD_MS)
    assert not shows(board, TOAST, inverted=True)
    assert shows(board, "YOUR TURN")
    while True:
        keys(board, app, "wait:%d" % SEEN_MS)
        play_hand(board, app)
        for _ in range(300):   # the table on the glass
            if s.stage == HAND_OVER and not app.unshown:
                break
            board.run(app, 10)
        keys(board, app, "wait:40 A:80 wait:370 A:80 wait:40")   # A, A 0.49 s on: a stream
        box = pages.END_TOAST
        assert s.stage == HAND_OVER and s.toast_box == box
        assert toast_box_shown(board, app, box)
        keys(board, app, "A:40 wait:40")   # a mash's: WAIT begun again, one line
        assert waiting_again(app) and toast_box_shown(board, app, box)
        moon = s.game.moon
        title = "HAND %d OVER" % (s.game.hand_no + 1) if moon is None else \
            "MOON: %s!" % game_module("status").SEAT_NAMES[moon]
        assert shows(board, title, inverted=True) and heads_shown(board, "+HAND", "TOTAL")
        totals = s.game.totals
        assert shows(board, pages.LEADS) == (min(totals) < max(totals))
        assert shows(board, "A:NEXT HAND" if s.game.phase != "game_end" else "A:FINAL SCORES")
        keys(board, app, "wait:%d" % (READ_MS - 540))   # 1.3 s after the table came
        assert toast_box_shown(board, app, box)   # the stream's: a look on
        keys(board, app, "wait:%d" % (AIM_MS - 540 + 100))   # AIM_MS after that A: the
        # wait it began again (a look's, for AIM_MS) is over
        assert not shows(board, TOAST, inverted=True)   # gone: a press acts now
        assert covers_nothing(board, box)
        keys(board, app, "A")
        if s.stage == GAME_OVER:
            break
        assert s.stage in (PASSING, PLAYING)   # the next hand (every fourth: no pass)
    keys(board, app, "wait:420 A:80 wait:40")   # the final table, A 0.5 s after it came
    title = pages.game_over_title(s.game.winners())
    assert s.stage == GAME_OVER and s.toast_box == box
    assert toast_box_shown(board, app, box)
    assert shows(board, "A:AGAIN B:SETUP") and shows(board, title, inverted=True)
    assert shows(board, "GAMES WON: 0 OF 1")   # the tally in view
    keys(board, app, "A:40 wait:40")   # a mash's: WAIT begun again, the winner named still
    assert waiting_again(app) and toast_box_shown(board, app, box)
    assert shows(board, title, inverted=True)   # (review 75: hid it)
    keys(board, app, "wait:%d" % (AIM_MS + 100))   # (a look begun again: for AIM_MS)
    assert not shows(board, TOAST, inverted=True) and covers_nothing(board, box)


def test_wait_at_the_table_goes_in_the_scores_keys_place():
    """A B after the B that closed the pause menu waits a look (B, B never hurries or drops
    a pick unseen): refused 0.5 s on, WAIT goes over the scores' key on NORTH's line, the
    status bar in view (reviews 80-82: over it, WAIT hid the line to read) and every seat's
    name and figures (review 43: in a box over WEST's label it hid a player's name and
    score)."""
    board, app, s = their_lead(4)
    play = s.play
    for _ in range(300):   # our turn on the glass
        board.run(app, 10)
        if s.game.turn == 0 and play.shown is None and not app.unshown:
            break
    keys(board, app, "wait:%d B:1300 wait:600 B wait:500 B:60 wait:40" % SEEN_MS)
    table = game_module("table")
    assert toast_box_shown(board, app, table.TABLE_TOAST)
    assert labels_in_view(board) and shows(board, "YOUR TURN")
    # a dark row between the box and the status bar over it, and EAST's label under it,
    # each lit at times (a row taller, the box met EAST's lit label and read as EAST's)
    x, y, w, h = table.TABLE_TOAST
    assert table.STATUS_H < y and y + h < table.LABELS[3][1] - 1


def test_wait_at_the_table_stands_while_a_press_would_be_refused():
    """Review 43's script: A kept up through the others' cards (NOT YOUR TURN), then our
    turn: WAIT in the scores key's place, WEST's name and figures in view, exactly while an A
    would be refused (app.REST_MS after the last refused); then YOUR TURN again, and A
    plays."""
    board, app = start(seed=7)
    s = new_game(board, app)
    keys(board, app, "wait:1500 UP wait:2000 A wait:3000")   # the hint's pass
    play = s.play
    assert s.stage == PLAYING
    for _ in range(40):
        if waiting_again(app):
            break
        tap(board, app, A)
    assert waiting_again(app)
    assert toast_box_shown(board, app, game_module("table").TABLE_TOAST)
    assert labels_in_view(board) and figures_at(board, 0, 0)
    cards = len(s.game.hands[0])
    board.run(app, REST_MS - 100)
    assert app.toast_until is not None and s.game.turn == 0
    board.run(app, 110)
    # (YOUR TURN, or with one card to play, why: review 62)
    hand, legal = s.game.hands[0], s.game.legal()
    words = "YOUR TURN" if len(legal) > 1 else game_module("status").why_not(
        s.game, next(c for c in hand if c not in legal))
    assert not shows(board, TOAST, inverted=True) and shows(board, words), words
    assert play.shown is None and len(s.game.hands[0]) == cards
    keys(board, app, "A")
    assert len(s.game.hands[0]) == cards - 1


def test_wait_on_a_page_leaves_its_keys_in_view():
    """Our turn back, the pause menu closed by B, DOWN opens a page (an arrow acts), and B
    tapped 0.5 s after the menu went is refused (its look): on every page WAIT goes in
    place of the page's title, never over the keys nor the scores' column heads."""
    for turns in (0, 1, -1):   # scores, last trick, cards played (LEFT wraps round to it)
        board, app, s = their_lead(4)
        pages = game_module("pages")
        play = s.play
        for _ in range(300):   # the turn's frame on the glass
            board.run(app, 10)
            if s.game.turn == 0 and play.shown is None and not app.unshown:
                break
        keys(board, app, "wait:%d B:1300 wait:600 B wait:400" % SEEN_MS)   # the menu, gone
        chord = [DOWN] + [RIGHT if turns > 0 else LEFT] * abs(turns) + [B]
        for button in chord:   # each down 15 ms after the last (B 0.3 s after the menu)
            board.pad.press(button)
            board.run(app, 15)
        for button in chord:
            board.pad.release(button)
        board.run(app, 40)
        page = turns % 3
        assert play.info == page
        assert play.info == page and toast_box_shown(board, app, pages.TOAST_BOX)
        assert shows(board, pages.SCORES_KEYS if page == pages.SCORES else pages.PAGE_KEYS)
        if page == pages.SCORES:
            assert heads_shown(board, "TOTAL", "+HAND")
            assert not shows(board, "HAND 1: PASS", inverted=True)


def test_a_double_tap_on_the_third_pick_passes_nothing():
    # a fresh review: the third pick moved the cursor to PASS, and a second tap 0.16 s on
    # passed the cards for good; it still moves it there (review 67), guarded as a turn
    # back from the computer: a tap refused as it came rests A (REST_MS from each)
    board, app = start(seed=1)
    s = new_game(board, app)
    for i in (0, 1):
        cursor_to(board, app, i)
        keys(board, app, "A")
    cursor_to(board, app, 2)
    keys(board, app, "A A")
    play = s.play
    assert play.passing and len(play.chosen) == 3 and play.cursor == len(s.game.hands[0])
    keys(board, app, "wait:%d A" % (REST_MS - 300))   # (the refused tap rests A)
    assert play.passing
    keys(board, app, "wait:%d A" % (REST_MS + 100))
    assert s.stage == PLAYING


def test_steady_a_while_passing_picks_and_drops_one_card_and_passes_nothing():
    """Reviews 66-73 had a pick step the cursor on, so that steady A picked three cards and
    passed them; review 95: that step made LEFT, A three times pick two cards. The cursor
    stays on the card picked, so steady A at 3, 2.4, 2, 1.7, 1, 0.7 and 4 a second picks
    and drops that one card and passes nothing, as steady taps play nothing elsewhere (the
    aim); an arrow between the taps picks the cards aimed at, and the pass comes once the
    third is on the PASS button."""
    for period in (250, 330, 420, 500, 600, 1000, 1500):
        board, app = start(seed=1)
        s = new_game(board, app)
        keys(board, app, "wait:400")
        first = s.game.hands[0][s.play.cursor]
        for _ in range(12):
            keys(board, app, "A:60 wait:%d" % (period - 140 if period > 250 else 110))
            assert s.stage == PASSING and s.play.chosen in ([], [first]), period
        keys(board, app, "wait:%d" % AIM_MS)
        if s.play.chosen:
            keys(board, app, "A wait:300")   # (dropped)
        keys(board, app, "A wait:300 RIGHT A wait:300 RIGHT A wait:%d A" % GUARD_MS)
        assert s.stage == PLAYING and not any(
            c in s.game.hands[0] for c in [first]), period


def test_an_a_refused_in_their_turn_keeps_who_plays_in_view():
    """Review 51: while a player tapped A in the others' turn, NOT YOUR TURN across the top
    line hid WEST PLAYS B:HURRY, whose turn it was. Refused, the line keeps who plays, plain,
    on its left; CPU TURN, inverted, stands in B:HURRY's place (NOT YOURS till review 78,
    read as "that card is not yours"); B:HURRY comes back with the refusal gone."""
    board, app, s = their_lead(4)
    play = s.play
    status = game_module("status")
    seen = 0
    for _ in range(200):
        turn = s.game.turn
        if turn == 0 or play.shown is not None:
            break
        keys(board, app, "A wait:30")
        if play.note == "NOT YOUR TURN" and s.game.turn == turn and play.shown is None:
            name = status.SEAT_NAMES[turn]
            at = find_text(board.chip, name + " PLAYS", SMALL, False)
            assert at is not None and at[:2] == (0, 1), name
            assert shows(board, status.CPU_TURN_TAG, inverted=True)   # (review 78)
            assert not shows(board, "NOT YOUR TURN") and not shows(board, "B:HURRY")
            seen += 1
    assert seen
    keys(board, app, "wait:1600")
    if s.game.turn != 0 and play.shown is None:
        assert shows(board, "B:HURRY") and not shows(board, status.CPU_TURN_TAG)


def test_b_held_for_the_menu_stops_their_cards_till_it_opens():
    """Review 46: a hold of B for the pause menu let the trick play on under it (the queen
    taken unseen, the game resumed on YOU TAKE THE QUEEN). While B is down the table stands
    still; the menu opens on the trick as it was when B went down."""
    board, app, s = their_lead(4)
    played = len(s.game.trick)
    board.pad.press(B)
    board.run(app, 900)
    assert len(s.game.trick) == played and app.top is app.game
    board.run(app, 300)   # the long press: the pause menu
    assert app.top is not app.game and len(s.game.trick) == played
    board.pad.release(B)
    board.run(app, 100)
    assert len(s.game.trick) == played


def test_a_tap_a_second_through_their_cards_is_never_told_to_stop_tapping():
    """Review 52: A tapped about once a second (0.92 s between a release and the next press)
    from our pass on met STOP TAPPING on 12 of 13 turns: each turn came just before a tap,
    and the rest was timed from the turn, not from the tap before. Timed from the last
    press, a tap a second is no stream: a tap under GUARD_MS after our turn is refused by
    the guard alone (no STOP TAPPING, no rest started), and the next plays our card, the
    cursor moved between (aimed: A alone, tapped into our turn, plays only a forced card,
    app.AIM_MS)."""
    board, app, s = their_lead(9)
    rests = []
    told = app._refused_toast

    def noted(now, start):
        rests.append(app.clock.ticks_diff(start, now) > GUARD_MS)
        told(now, start)
    app._refused_toast = noted
    played = len(s.game.hands[0])
    for _ in range(30):
        board.pad.press(A)
        board.run(app, 160)
        board.pad.release(A)
        board.run(app, 400)
        board.pad.press(RIGHT)
        board.run(app, 60)
        board.pad.release(RIGHT)
        board.run(app, 460)
    assert not any(rests) and played - len(s.game.hands[0]) >= 6


def test_a_in_their_turn_says_cpu_turn_with_a_tick_and_no_dim():
    """Review 58: each A tapped through the others' cards dimmed the glass, which flickered
    as a fault or the sleep; CPU TURN says it, with the low tick."""
    board, app, s = their_lead(4)
    sound = board.sound
    count = sound.count
    bright = board.chip.contrast
    dim = []
    board.watchers.append(lambda b: dim.append(b.chip.contrast < bright))
    keys(board, app, "A:40 wait:60")
    assert s.game.turn != 0 and shows(board, "CPU TURN", inverted=True)
    assert sound.count > count and not any(dim) and app.toast_until is None
