# runs-on: micropython, whole app
"""Our turn coming back from the computer players, through the whole app on the simulated
board: a press that went down before it, or a mash of A going on through their cards, never
plays our card (ctx.guard_turn); a press after a quiet moment does."""
from firmware.app import STREAM_MS, TOAST
from firmware.ui.gfx import SMALL, Gfx
from hal.buttons import A, B
from tests.screen import _Canvas, find_text, shows
from tests.games.hearts.driver import (
    GAME_OVER, HAND_OVER, PACE_MS, PASSING, PLAYING, QUIET_MS, SEEN_MS, choose_setup, cursor_to,
    error_log, game_module, keys, new_game, pass_three, play_first_legal, play_hand, screen_of,
    start, until_my_turn)

MASH = "A:80 wait:87 "  # six presses a second


def test_a_hint_then_the_issues_mash_plays_only_the_card_meant():
    """The script of issue 23, its hint and all: the mash's first A plays the card under the
    cursor only if our turn is on the glass and no longer guarded when the mash begins (how
    long it has been back depends on the hint's think); the rest hurry the others, and none
    plays a second card when the turn is back."""
    board, app = start(seed=7)
    s = screen_of(app)
    keys(board, app, "A wait:500 UP wait:1500 A wait:2000 A wait:3000 UP wait:1500 A "
                     "wait:3000")
    assert app.top is app.game, error_log(board)  # the hint came (no error page instead)
    hand = s.game.hands[0]
    on_glass = s.game.turn == 0 and s.play.shown is None and not app.unshown
    guarded = app.hold_until[A] is not None or app.hold_mask >> A & 1
    ours = on_glass and not guarded and hand[s.play.cursor] in s.game.legal()
    left = len(hand)
    keys(board, app, "A A A A A A A A A A")
    assert len(s.game.hands[0]) == left - ours


def their_lead(seed):
    """A new game just after our pass, the two of clubs in another hand: the computer
    players play to the trick before our turn comes back, with no trick taken before it
    (whose hold would guard the turn on its own)."""
    board, app = start(seed=seed)
    s = new_game(board, app, "Medium")
    pass_three(board, app)
    assert s.game.turn != 0 and not s.game.trick
    return board, app, s


def test_a_mash_through_the_computers_turn_never_plays_our_card():
    board, app, s = their_lead(4)
    left = len(s.game.hands[0])
    keys(board, app, MASH * 25)  # 4 s: it hurries their cards, our turn comes back
    assert s.stage == PLAYING and s.game.turn == 0 and s.play.shown is None
    assert len(s.game.hands[0]) == left and app.toast_at is not None   # (STOP, THEN PRESS)
    # the turn came in the mash (the hurried card is the computer's): a press 0.46 s after
    # its last tap keeps its beat and is refused; one STREAM_MS after the last tap plays
    keys(board, app, "wait:%d A" % QUIET_MS)
    assert len(s.game.hands[0]) == left
    keys(board, app, "wait:%d A" % STREAM_MS)
    assert len(s.game.hands[0]) == left - 1
    keys(board, app, MASH * 25)  # through their cards and the trick taken
    assert len(s.game.hands[0]) == left - 1


def test_a_press_down_before_our_turn_does_not_play_on_it():
    board, app, s = their_lead(4)
    left = len(s.game.hands[0])
    board.pad.press(A)  # down while they play (it hurries one card)...
    for _ in range(300):
        board.run(app, 20)
        if s.game.turn == 0 and s.play.shown is None:
            break
    board.run(app, 200)
    board.pad.release(A)  # ...and up once our turn is on the glass
    keys(board, app, "wait:80")
    assert s.game.turn == 0 and len(s.game.hands[0]) == left
    keys(board, app, "A")  # the next press came just after: not quiet yet either
    assert len(s.game.hands[0]) == left



def mash_until(board, app, done, seen=None, button=A):
    """Tap button six times a second (MASH), 20 ms at a time, until done(); seen(ms) each
    step."""
    ms = 0
    while not done():
        if ms % 160 == 0:
            board.pad.press(button)
        elif ms % 160 == 80:
            board.pad.release(button)
        board.run(app, 20)
        ms += 20
        if seen:
            seen(board.clock.ticks_ms())
        assert ms < 5000, "stalled"
    board.pad.release(button)


def test_a_mash_held_back_by_a_trick_taken_hurries_the_lead_that_follows():
    """A trick taken holds the mash of B back (a result: it stays its second); once it has
    left the table and a computer player leads, the same mash hurries their cards again,
    each sooner than their pace (ctx.release_input), and our turn holds it back once more:
    A at its beat plays nothing."""
    board, app, s = their_lead(4)
    play = s.play
    for _ in range(12):  # tricks, until one a computer player takes with cards to come
        until_my_turn(board, app)
        play_first_legal(board, app)
        mash_until(board, app, lambda: play.shown is not None, button=B)  # it hurries theirs
        if play.shown[2] != 0 and not play.ended:
            break
    else:
        raise AssertionError("no trick taken by a computer player with a lead to come")
    tricks = len(s.game.tricks)
    mash_until(board, app, lambda: play.shown is None, button=B)  # held back: B would take
    # it away
    assert board.clock.ticks_diff(board.clock.ticks_ms(), play.shown_at) >= 1000  # TRICK_MS
    assert len(s.game.tricks) == tricks
    times = [board.clock.ticks_ms()]  # the trick gone, then each of their cards

    def seen(now):
        if len(s.game.trick) == len(times):
            times.append(now)

    mash_until(board, app, lambda: s.game.turn == 0, seen, B)
    gaps = [times[i + 1] - times[i] for i in range(len(times) - 1)]
    assert gaps and max(gaps) < PACE_MS, gaps  # hurried: their pace is PACE_MS a card
    mine = len(s.game.hands[0])
    mash_until(board, app, lambda: board.clock.ticks_diff(board.clock.ticks_ms(), times[-1])
               > 1500)  # our turn: the mash goes on being held back
    assert len(s.game.hands[0]) == mine and s.game.turn == 0


def toast_box_shown(board, app, box, text=TOAST):
    """The app's STOP, THEN PRESS (app.TOAST, or text) on the glass now, every line of it
    dark on the lit box (x, y, width), the way the app wraps it there."""
    if app.toast_at is None:
        return False
    x, y, w = box
    for i, line in enumerate(app.gfx.wrap(text, SMALL, w - 2)):
        at = find_text(board.chip, line, SMALL, True)
        if at is None or at[1] != y + 1 + 8 * i or not x < at[0] < x + w - 1:
            return False
    return True


def toast_hides_labels_whole(board, app):
    """At the table, the toast up: every seat's label its box overlaps lies whole under it
    (a fresh review saw "+0" of NORTH's "0+0" beside it): no lit pixel in the label's rows
    beside the box, its words in the box's rows; and a dark row over the box (NORTH's
    marked label touched its top: a fresh review)."""
    s = screen_of(app)
    table = game_module("table")
    x0, y0, w = s.toast_box
    if y0 and any(board.chip.glass_pixel(col, y0 - 1) for col in range(x0, x0 + w)):
        return False
    y1 = y0 + 8 * len(app.gfx.wrap(TOAST, SMALL, w - 2))   # the box's last row
    labels = table.PASS_LABELS if s.stage == PASSING else table.LABELS
    play = s.play
    if s.stage == PASSING:   # the marked seat, as table.draw_play marks it
        marked = game_module("engine").PASS_OFFSET[s.game.pass_dir]
    else:
        marked = (s.game.turn or None) if play.shown is None else play.shown[2]   # ours: no
    for seat, (x, y, _, two, far) in enumerate(labels):
        bottom = y + (15 if two else 7)   # its marked box's last row (its words' ends above)
        if bottom < y0 or y - 1 > y1 or far < x0 or x >= x0 + w:
            continue   # clear of the box
        if not (y0 <= y - (seat == marked) and bottom - 1 <= y1):
            return False
        for row in range(max(y - 1, y0), min(bottom, y1) + 1):
            if any(board.chip.glass_pixel(col, row) for col in range(x, far + 1)
                   if not x0 <= col < x0 + w):
                return False
    return True


def heads_shown(board, *heads):
    """A score table's column heads, each whole on their row (pages.draw_scores_table)."""
    return all((find_text(board.chip, h, SMALL, False) or (0, 0))[1] == 11 for h in heads)


def test_the_tables_toast_stands_a_dark_row_under_north_and_clear_of_the_pointer():
    """STOP, THEN PRESS at the table: a dark row between NORTH's line and its box, NORTH's
    label marked or not (marked, its box touched the toast's top: a fresh review), covering
    a marked WEST's label whole, and passing, clear of the pointer, playing, of the cards
    received standing, a dark row between; where it cannot (passing to NORTH, NORTH to
    play with the cards received up), over the status bar."""
    table = game_module("table")
    lines = len(Gfx(_Canvas()).wrap(TOAST, SMALL, table.TOAST_BOX[2] - 2))
    for passing in (False, True):
        labels = table.PASS_LABELS if passing else table.LABELS
        for marked in range(4):
            box = table.toast_box(10, marked, passing)
            if box == table.STATUS_TOAST:
                assert passing and marked == 2
                continue
            x, y, w = box
            north_y = labels[2][1]
            assert y >= north_y + (9 if marked == 2 else 8), (passing, marked)
            assert marked != 1 or y <= labels[1][1] - 1   # WEST's marked box whole
            assert not passing or y + 8 * lines < table.POINTER_Y + 1
            box = table.toast_box(10, marked, passing, [5, 20, 48])   # cards received up
            assert box == table.STATUS_TOAST or box[1] + 8 * lines < table.RECEIVED_Y - 1
        assert table.toast_box(table.TOAST_BOX[2], 0, passing) == table.STATUS_TOAST


def mash_into_toast(board, app):
    """Mash A until a refused tap puts the toast up, then let its frame reach the glass."""
    mash_until(board, app, lambda: app.toast_at is not None)
    keys(board, app, "wait:40")


def test_let_go_then_press_leaves_what_the_player_reads_in_view():
    """Fresh reviewers: STOP, THEN PRESS across the top line hid YOUR TURN, NORTH TAKES
    IT and MOON: YOU!, and over a score table's key bar it hid what to press. At the table
    (passing, playing, a trick taken) it goes over WEST's and YOU's labels, each whole, its
    lines above the hand; on the score tables (hand over, game over) in place of the
    title: the status bar, the column heads (over them the figures were unlabelled while
    read: a fresh review) and the keys stay readable under it."""
    board, app = start(seed=4)
    s = screen_of(app)
    choose_setup(board, app, "target", (game_module("setup").TARGETS.index(50) -
                                        s.setup["target"]) % 4)   # a short game
    table, pages = game_module("table"), game_module("pages")
    x, y, w = table.TOAST_BOX
    lines = len(app.gfx.wrap(TOAST, SMALL, w - 2))
    assert y + 8 * lines < table.POINTER_Y + 1 and x + w <= table.TRICK_XY[1][0] - 1
    mash_into_toast(board, app)   # Play, then the passing hand: held back
    play = s.play
    assert s.stage == PASSING and toast_box_shown(board, app, table.TOAST_BOX)
    assert toast_hides_labels_whole(board, app)
    assert shows(board, play.drawn_text)   # A:PICK 3 CARDS
    keys(board, app, "wait:1600")
    pass_three(board, app)
    for _ in range(12):  # tricks, until one a computer player takes
        until_my_turn(board, app)
        play_first_legal(board, app)
        mash_until(board, app, lambda: play.shown is not None, button=B)  # it hurries theirs
        if play.shown[2] != 0:
            break
    mash_into_toast(board, app)  # held back: told to let go
    assert toast_box_shown(board, app, s.toast_box) and shows(board, play.drawn_text)
    assert s.toast_box != table.STATUS_TOAST and toast_hides_labels_whole(board, app)
    mash_until(board, app, lambda: s.game.turn == 0 and play.shown is None)
    mash_into_toast(board, app)  # our turn: held back
    assert toast_box_shown(board, app, table.TOAST_BOX) and toast_hides_labels_whole(board, app)
    assert shows(board, "YOUR TURN") and play.drawn_text == "YOUR TURN"
    heads = pages.TOAST_BOX
    while True:
        keys(board, app, "wait:1600")
        play_hand(board, app)
        mash_into_toast(board, app)  # the hand's table: held back
        assert s.stage == HAND_OVER and toast_box_shown(board, app, heads)
        assert shows(board, "A:NEXT HAND" if s.game.phase != "game_end" else "A:FINAL SCORES")
        assert heads_shown(board, "HAND", "TOTAL")
        if s.game.phase == "game_end":
            break
        keys(board, app, "wait:1600 A wait:%d" % SEEN_MS)   # the next hand
    keys(board, app, "wait:1600 A")
    mash_into_toast(board, app)   # the final table: held back
    assert s.stage == GAME_OVER and toast_box_shown(board, app, heads)
    assert shows(board, "A:AGAIN B:SETUP") and heads_shown(board, "GAMES WON:")   # the tally
    assert not shows(board, pages.game_over_title(s.game.winners()), inverted=True)


def test_let_go_then_press_beside_long_figures_goes_over_the_status_bar():
    """YOU 125+26 (a game to 150) reaches on under WEST's card, past the box: the toast
    goes over the status bar's rows instead, and hides no label in part."""
    board, app, s = their_lead(4)
    table = game_module("table")
    mash_into_toast(board, app)   # their cards: over WEST's and YOU's labels
    assert toast_box_shown(board, app, table.TOAST_BOX) and toast_hides_labels_whole(board, app)
    s.game.totals[:] = [125, 149, 139, 148]
    s.game.taken[:] = [26, 0, 0, 0]
    s.dirty = True
    keys(board, app, "wait:1600")
    assert shows(board, "125+26")
    mash_into_toast(board, app)
    assert toast_box_shown(board, app, table.STATUS_TOAST)
    assert toast_hides_labels_whole(board, app) and shows(board, "125+26")


def test_let_go_then_press_on_a_page_leaves_its_keys_in_view():
    """Our turn back, DOWN at once opens a page (an arrow acts), and A tapped fast on it is
    refused (the turn is guarded): on every page the toast goes in place of the page's
    title, never over the keys nor the scores' column heads."""
    pages = game_module("pages")
    for turns in (0, 1, -1):   # scores, last trick, cards played (LEFT wraps round to it)
        board, app, s = their_lead(4)
        play = s.play
        for _ in range(300):   # the turn's frame on the glass
            board.run(app, 10)
            if s.game.turn == 0 and play.shown is None and not app.unshown:
                break
        keys(board, app, "DOWN:30" + (" RIGHT:30" if turns > 0 else " LEFT:30" * -turns))
        page = turns % 3
        assert play.info == page
        keys(board, app, "A:20 wait:20 A:20 wait:20 A:20 wait:20")
        assert play.info == page and toast_box_shown(board, app, pages.TOAST_BOX)
        assert shows(board, pages.PAGE_KEYS)
        if page == pages.SCORES:
            assert heads_shown(board, "TOTAL", "+HAND")
            assert not shows(board, "HAND 1: PASS", inverted=True)


def test_a_double_tap_on_the_third_pick_does_not_pass():
    # a fresh review: the third pick moves the cursor to PASS, and a second tap 0.16 s on
    # passed the cards for good; the jump is a new picture (a tap under ANSWER_MS after the
    # press that made it is that press's beat), and a press 0.4 s on passes
    board, app = start(seed=1)
    s = new_game(board, app)
    for i in (0, 1):
        cursor_to(board, app, i)
        keys(board, app, "A")
    cursor_to(board, app, 2)
    keys(board, app, "A A")
    play = s.play
    assert play.passing and len(play.chosen) == 3 and play.cursor == len(s.game.hands[0])
    keys(board, app, "wait:400 A")
    assert not play.passing
