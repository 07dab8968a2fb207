# runs-on: micropython, whole app
"""What the Hearts table and its pages say on the glass (table.py, pages.py, help.py): totals
and tallies, the end tables, news, labels, the last trick and the large copy, through the
whole app on the simulated board (test_table.py holds the hand and the seats; one suite
outgrew MicroPython's 368K heap on its own import)."""

from firmware.app import AIM_MS
from firmware.ui.gfx import Gfx
from hal.buttons import RIGHT
from sim.board import SimBoard
from tests.screen import find_text, glyph_rows, shows
from tests.games.hearts.driver import (
    PACE_MS, PASSING, PLAYING, READ_MS, SEEN_MS, TRICK_MS,
    card_outline_lit, cursor_to, figures_at, game_module, help_module, hollow, is_red, keys,
    HAND_OVER, new_game, pass_three, play_first_legal, play_hand, screen_of, stands_up,
    start, text_at, until_my_turn)


def test_the_table_says_each_seats_total_and_points_this_hand():
    """Review 49, issue 44.4: "12+3" under the key TOT+HAND was cryptic (which is this
    hand's?); review 55: "0♥13" read as one number with a heart in it. Each seat's total,
    then, once it has taken points this hand, they after a plus, 4 dark columns on, as the
    scores page's +HAND column spells them: 12 +3; WEST, none taken, 40 alone; no key."""
    board, app = start(seed=4)
    s = new_game(board, app)
    s.game.totals[:] = [12, 40, 7, 99]
    s.game.taken[:] = [3, 0, 13, 26]
    s.dirty = True
    board.run(app, 40)
    rows = (("YOU", "12", "3"), ("WEST", "40", "0"), ("NORTH", "7", "13"),
            ("EAST", "99", "26"))
    for name, total, taken in rows:
        assert shows(board, name) and figures_at(board, int(total), int(taken)), name
    # each seat's figures plainly its own (review 81 #10: right-aligned on the line under
    # WEST's and EAST's names, over YOU's, they were given to the wrong seat): after the
    # name on its line, NAME_GAP on, or on the next line under it from its first column
    table = game_module("table")
    for seat, (name, total, taken) in enumerate(rows):
        x, y = figures_at(board, int(total), int(taken))
        at = find_text(board.chip, name, top=9)   # (a seat's, not PASS TO WEST's)
        if table.LABELS[seat][3]:
            assert (x, y) == (at[0], at[1] + 8), name
        else:
            assert (x, y) == (at[0] + width(name) + table.NAME_GAP, at[1]), name
    assert not shows(board, "TOT")
    # the scores page says the same in the same order, TOTAL then +HAND (a fresh review
    # read 7+13 the other way round, as the page had them: HAND, then TOTAL)
    keys(board, app, "DOWN DOWN")   # (passing: the PASS button first)
    pages = game_module("pages")
    heads = find_text(board.chip, "TOTAL")
    assert heads is not None and text_at(board.chip, "+HAND", 127 - width("+HAND"), heads[1])
    assert heads[0] + width("TOTAL") == pages.COLUMNS[0]
    for name, total, taken in rows:
        y = find_text(board.chip, name)[1]
        assert text_at(board.chip, total, pages.COLUMNS[0] - width(total), y), name
        assert text_at(board.chip, "+" + taken, pages.COLUMNS[1] - width("+" + taken), y), name


def width(text):
    return len(glyph_rows(text)[0])


def test_a_tied_game_names_every_winner_and_says_they_share_it():
    """Review 62: YOU+NORTH WIN read as a win of one's own: a tie for the lowest total
    says SHARE, on the title bar's line (21 characters)."""
    start()
    title = game_module("pages").game_over_title
    assert title([0]) == "YOU WIN!" and title([2]) == "NORTH WINS"
    assert title([0, 3]) == "YOU+EAST SHARE"
    assert title([1, 2, 3]) == "WEST+NORTH+EAST SHARE"
    assert len(title([1, 2, 3])) <= game_module("status").BAR_CHARS
    assert title([0, 1, 2, 3]) == "ALL FOUR TIE!"



class _Drawn:
    """find_text's reading of a Gfx drawn alone: its display's pixels."""

    def __init__(self, gfx):
        self.glass_pixel = gfx.display.pixel


class _Final:
    """A game at its end, as pages.draw_game_over reads it."""

    def __init__(self, totals, winners):
        self.totals = totals
        self.won_by = winners

    def winners(self):
        return self.won_by


def test_the_final_table_says_the_tally_and_the_winner_in_words():
    """Review 34: WON 0 OF 1 beside the column head TOTAL, and a '*' before the winner's
    name, read as a puzzle. The title names the winner, the line under it the games won
    in words, each total says PTS; every line 21 characters at most (a thousand games on,
    the tally's first word goes)."""
    start()
    pages = game_module("pages")
    for won, played, line in ((0, 1, "GAMES WON: 0 OF 1"), (999, 999, "GAMES WON: 999 OF 999"),
                              (1000, 1234, "WON: 1000 OF 1234")):
        g = Gfx(SimBoard().display)
        pages.draw_game_over(g, _Final([57, 9, 12, 100], [1]), won, played)
        drawn = _Drawn(g)
        assert find_text(drawn, "WEST WINS", inverted=True) is not None
        assert find_text(drawn, line, inverted=False) == (0, pages.HEADING_Y), line
        assert find_text(drawn, "9 PTS") and find_text(drawn, "100 PTS")
        assert find_text(drawn, "*") is None and find_text(drawn, "TOTAL") is None
    # first places shared (review 62): apart, the line as long, the title saying so
    for won, shared, played, line in ((0, 1, 1, "WON 0 SHARED 1 OF 1"),
                                      (12, 3, 45, "WON 12 SHARED 3 OF 45"),
                                      (999, 10, 1234, "WON 999 SHARED 10")):
        g = Gfx(SimBoard().display)
        pages.draw_game_over(g, _Final([57, 9, 9, 100], [1, 2]), won, played, shared=shared)
        drawn = _Drawn(g)
        assert find_text(drawn, "WEST+NORTH SHARE", inverted=True) is not None
        assert find_text(drawn, line, inverted=False) == (0, pages.HEADING_Y), line



class _HandOver:
    """A hand just over, as pages.draw_hand_over reads it."""

    def __init__(self, hand_points, totals):
        self.moon = None
        self.hand_no = 0
        self.phase = "play"
        self.hand_points = hand_points
        self.totals = totals


def rows_shown(g, names):
    """Each name's row on the scores table (0 the top) and whether it is inverted (dark
    words on a lit row, lit to the table's edges)."""
    drawn = _Drawn(g)
    row_y = game_module("pages").ROW_Y
    rows = {}
    for name in names:
        at = find_text(drawn, name, top=row_y)
        assert at is not None, name
        inverted = find_text(drawn, name, inverted=True, top=at[1]) == at
        if inverted:   # the whole row lit round the words, a lit row over and under them
            assert all(g.display.pixel(x, at[1] + y) for x in (0, 127) for y in (-1, 7))
        rows[name] = ((at[1] - row_y - 1) // 9, inverted)
    return rows


def test_the_end_tables_rank_the_seats_and_mark_the_leaders():
    """Review 66: HAND n OVER and the final table listed YOU WEST NORTH EAST whatever the
    scores, the winner unmarked, third. Now the rows go by total, the lowest (the best)
    first, a tie in seat order, and the leaders' rows are inverted, every one sharing
    first place; none where all four are level. The figures stay on their seat's row."""
    start()
    pages = game_module("pages")
    names = ("YOU", "WEST", "NORTH", "EAST")
    g = Gfx(SimBoard().display)
    pages.draw_game_over(g, _Final([57, 9, 12, 100], [1]), 0, 1)
    assert rows_shown(g, names) == {"WEST": (0, True), "NORTH": (1, False),
                                    "YOU": (2, False), "EAST": (3, False)}
    assert find_text(_Drawn(g), "9 PTS", inverted=True) == (127 - width("9 PTS"),
                                                            pages.ROW_Y + 1)
    g = Gfx(SimBoard().display)
    pages.draw_game_over(g, _Final([57, 9, 9, 100], [1, 2]), 0, 1)
    assert rows_shown(g, names) == {"WEST": (0, True), "NORTH": (1, True),
                                    "YOU": (2, False), "EAST": (3, False)}
    g = Gfx(SimBoard().display)
    pages.draw_hand_over(g, _HandOver([26, 0, 0, 0], [26, 13, 0, 0]))
    assert rows_shown(g, names) == {"NORTH": (0, True), "EAST": (1, True),
                                    "WEST": (2, False), "YOU": (3, False)}
    assert find_text(_Drawn(g), "HAND 1 OVER", inverted=True) is not None
    # (review 71: the lit rows unexplained) the heading says the lowest wins (review 79:
    # LOW LEADS was cryptic), a word's room clear of +HAND, the head the page in the hand
    # gives the same figures (review 92: LOWEST WINS HAND TOTAL, 4 columns apart, read as
    # one line)
    assert find_text(_Drawn(g), pages.LEADS, inverted=False) == (0, pages.HEADING_Y)
    hand = find_text(_Drawn(g), "+HAND", top=pages.HEADING_Y)
    assert hand[0] - width(pages.LEADS) >= 12
    assert find_text(_Drawn(g), "+26", top=pages.ROW_Y) is not None
    g = Gfx(SimBoard().display)
    pages.draw_hand_over(g, _HandOver([0, 0, 0, 0], [0, 0, 0, 0]))
    assert rows_shown(g, names) == {"YOU": (0, False), "WEST": (1, False),
                                    "NORTH": (2, False), "EAST": (3, False)}
    assert find_text(_Drawn(g), pages.LEADS) is None   # (none leads)


def test_wait_on_the_end_tables_stands_left_of_their_footer_over_nothing():
    """The end tables' keys end on column 126, and WAIT's box (END_TOAST) stands on their
    line left of them, 3 dark columns or more from them, a dark row over it under the last
    row's words (reviews 83 #8, 86: on the heads' line it hid LOWEST WINS; review 75, 38
    C5: over the title it hid the winner, HAND n OVER), for every end table's keys, but a
    linked joiner's last (NEXT BY HOST B:LEAVE), too wide: there over the tally, whole."""
    start()
    pages = game_module("pages")
    x, y, w, h = pages.END_TOAST
    assert y + h == 64 and y == pages.FOOTER_Y - 1
    for footer in ("A:NEXT HAND", "A:FINAL SCORES", "HOST DEALS NEXT", "FINAL BY HOST",
                   "A:AGAIN B:SETUP", "A:AGAIN B:LEAVE", "NEXT BY HOST B:LEAVE"):
        g = Gfx(SimBoard().display)
        if footer.startswith("A:AGAIN") or footer.startswith("NEXT"):
            pages.draw_game_over(g, _Final([57, 9, 12, 100], [1]), 0, 1, footer)
        else:
            game = _HandOver([26, 0, 0, 0], [26, 13, 0, 0])
            game.phase = "game_end" if "FINAL" in footer else "play"
            pages.draw_hand_over(g, game, footer in ("HOST DEALS NEXT", "FINAL BY HOST"))
        at = find_text(_Drawn(g), footer)
        assert at == (127 - width(footer), pages.FOOTER_Y), footer
        box = pages.end_toast(footer)
        if footer.startswith("NEXT"):
            assert box == pages.TALLY_TOAST
            continue
        assert box == pages.END_TOAST and at[0] - (x + w) >= 3, footer
        assert not any(g.display.pixel(c, r) for c in range(x, x + w + 1)
                       for r in range(y - 1, y + h)), footer


def test_hold_for_menu_stands_whole_off_the_status_bar_at_the_table_and_its_end():
    """B held for the pause menu: the app's HOLD FOR MENU (app.TOAST_HOLD) at the table in
    its own box (table.TABLE_HOLD: gamehost gives it while B is held), two lines, HOLD FOR
    and MENU, the status bar whole in view, YOUR TURN and its key (review 86 #10; in WAIT's
    box, one line high, its three lines ran over the bar's key and EAST's label); on the
    hand's end table over the tally's line, whole, the title and the keys in view."""
    from firmware.app import HOLD_NOTE_MS, LOOK_MS, TOAST_HOLD
    from hal.buttons import B
    from tests.games.hearts.tapping import their_lead
    board, app, s = their_lead(4)
    for _ in range(300):   # our turn on the glass
        board.run(app, 10)
        if s.game.turn == 0 and s.play.shown is None and not app.unshown:
            break
    keys(board, app, "wait:%d" % (SEEN_MS + 1600))   # the turn's news gone
    bar = [bytes(board.chip.glass_pixel(x, y) for x in range(128)) for y in range(9)]
    board.pad.press(B)
    board.run(app, HOLD_NOTE_MS + 60)
    table = game_module("table")
    assert app.toast is TOAST_HOLD and s.hold_box == table.TABLE_HOLD
    x, y, w = table.TABLE_HOLD   # two lines, a lit row over, under and between them
    assert find_text(board.chip, "HOLD FOR", inverted=True)[1] == y + 1
    assert find_text(board.chip, "MENU", inverted=True)[1] == y + 9
    assert all(board.chip.glass_pixel(c, r) for c in (x, x + w - 1) for r in (y, y + 16))
    assert shows(board, "YOUR TURN")
    assert [bytes(board.chip.glass_pixel(x, y) for x in range(128)) for y in range(9)] == bar
    board.pad.release(B)
    board.run(app, 100)
    play_hand(board, app)
    keys(board, app, "wait:%d" % (LOOK_MS + 100))
    tally = game_module("pages").TALLY_TOAST
    assert s.stage == HAND_OVER and s.hold_box == tally
    board.pad.press(B)
    board.run(app, HOLD_NOTE_MS + 60)
    assert find_text(board.chip, TOAST_HOLD, inverted=True)[1] == tally[1] + 1
    assert shows(board, "A:NEXT HAND") or shows(board, "A:FINAL SCORES")
    board.pad.release(B)
    board.run(app, 100)


def test_the_final_table_says_each_seats_place():
    """Review 79: the game's end said NORTH WINS but never where you finished: each row of
    the final table begins with its place, a tie sharing the better one (1ST 2ND 2ND 4TH);
    HAND n OVER has none (the game goes on)."""
    start()
    pages = game_module("pages")
    g = Gfx(SimBoard().display)
    pages.draw_game_over(g, _Final([57, 9, 12, 100], [1]), 0, 1)
    drawn = _Drawn(g)
    for place, name in (("1ST", "WEST"), ("2ND", "NORTH"), ("3RD", "YOU"), ("4TH", "EAST")):
        at = find_text(drawn, name, top=pages.ROW_Y)
        assert find_text(drawn, place, top=at[1], inverted=place == "1ST") == (1, at[1]), name
    g = Gfx(SimBoard().display)
    pages.draw_game_over(g, _Final([57, 12, 12, 9], [3]), 0, 1)
    drawn = _Drawn(g)
    for place, name in (("2ND", "WEST"), ("2ND", "NORTH"), ("4TH", "YOU")):
        at = find_text(drawn, name, top=pages.ROW_Y)
        assert find_text(drawn, place, top=at[1]) == (1, at[1]), name
    g = Gfx(SimBoard().display)
    pages.draw_hand_over(g, _HandOver([26, 0, 0, 0], [26, 13, 0, 0]))
    assert find_text(_Drawn(g), "1ST") is None




def test_help_pages_start_with_the_controls():
    help_pages = help_module().PAGES
    assert help_pages[0][0] == "Controls"
    controls = help_pages[0][1]
    for word in ("< >:", "A:", "B:", "UP:", "DOWN:"):
        assert word in controls, word
    assert "Hold B" in controls   # the pause menu, found from the card
    assert help_pages[1][1].startswith("Take the fewest points")   # the rules, the goal first
    assert all(isinstance(t, str) and isinstance(x, str) for t, x in help_pages)


def test_key_arrows_and_the_pointer_are_solid_5x3_triangles():
    """The status bar's ▲:HINT and the passing pointer: the key hints' triangles (gfx's
    font), the pointer's rows 43-45 over the card's columns 2-6."""
    start()
    table = game_module("table")
    status = game_module("status")
    want = [[0, 0, 1, 0, 0], [0, 1, 1, 1, 0], [1, 1, 1, 1, 1]]
    g = Gfx(SimBoard().display)
    table.draw_status(g, "YOUR TURN", False, status.HINT_KEY)
    x = table.keys_x(g, status.HINT_KEY)
    assert status.HINT_KEY == "▲:HINT" and x == 128 - 1 - 35
    assert [[g.display.pixel(x + i, 3 + r) for i in range(5)] for r in range(3)] == want
    g = Gfx(SimBoard().display)
    table.draw_pointer(g, 18)
    assert [[g.display.pixel(20 + i, 43 + r) for i in range(5)] for r in range(3)] == \
        want[::-1]
    assert sum(g.display.pixel(x, y) for x in range(128) for y in range(64)) == 9


def test_the_last_trick_on_the_table_shows_the_hand_s_points_once():
    board, app = start(seed=4)
    s = new_game(board, app)
    pass_three(board, app)
    while not s.play.ended:   # the others' cards come by 50 ms steps: the last trick stays
        if s.play.shown is None and s.game.turn == 0:
            play_first_legal(board, app)
        else:
            keys(board, app, "wait:50")
    taken = s.game.taken   # the hand's last card is in: totals has its points already
    assert s.game.totals == s.game.hand_points and sum(taken) == 26
    for seat in range(4):   # "total before the hand +this hand", not the hand twice
        assert figures_at(board, 0, taken[seat]), seat
        if taken[seat]:
            assert not figures_at(board, taken[seat], taken[seat]), seat


def pass_highest(board, app):
    """Pick the three highest cards (the 2 of clubs stays ours, whatever comes) and pass."""
    for i in (12, 11, 10):
        cursor_to(board, app, i)
        keys(board, app, "A")
    cursor_to(board, app, 13)   # (the third pick took it there: its A waits GUARD_MS)
    keys(board, app, "wait:%d A" % READ_MS)


def test_news_stands_beside_your_turn_never_instead_of_it():
    """Our turn says YOUR TURN at once, whatever news is flashing (the pass received as we
    lead here, hearts broken below): the news stands beside it, short and inverted, until
    it goes. In the others' turn beside who plays (review 58: RECEIVED FROM EAST across the
    line, over WEST's label marked to play, read as WEST the sender), there as our turn
    comes, till its time is up (the same tag in the same place: no old line's tail, review
    36); NORTH PLAYS beside FROM NORTH reads NOR PLAYS, 3 dark columns from it."""
    board, app = start(seed=3)
    s = new_game(board, app)
    pass_highest(board, app)
    assert s.game.turn == 0 and not s.game.trick and s.play.note is not None
    assert shows(board, "YOUR TURN", inverted=False) and shows(board, "FROM EAST", inverted=True)
    assert not shows(board, "RECEIVED")
    board, app = start(seed=2)
    s = new_game(board, app)
    pass_three(board, app)
    assert s.game.turn == 3 and shows(board, "FROM EAST", inverted=True)
    assert shows(board, "EAST PLAYS", inverted=False) and not shows(board, "RECEIVED")
    keys(board, app, "wait:%d" % PACE_MS)   # EAST plays: our turn, the news beside it
    assert s.game.turn == 0 and s.play.note is not None
    assert shows(board, "YOUR TURN", inverted=False) and shows(board, "FROM EAST", inverted=True)
    keys(board, app, "wait:1600")   # gone in its time
    assert shows(board, "YOUR TURN", inverted=False) and shows(board, "HINT")
    assert not shows(board, "FROM EAST") and not shows(board, "RECEIVED")
    status = game_module("status")
    assert status.plays(2, status.FROM[2]) == "NOR PLAYS"
    assert status.plays(2, status.NOT_YOURS_TAG) == status.plays(2, status.BROKEN) == \
        status.plays(2, status.CPU_TURN_TAG) == "NORTH PLAYS"
    assert status.plays(1, status.FROM[2]) == "WEST PLAYS"
    s.play.flash("HEARTS BROKEN", game_module("status").BROKEN)
    board.run(app, 40)
    assert shows(board, "YOUR TURN", inverted=False) and shows(board, "BROKEN", inverted=True)
    keys(board, app, "wait:1600")   # the news gone: the key hint back
    assert shows(board, "YOUR TURN") and shows(board, "HINT") and not shows(board, "BROKEN")


def test_no_frame_shows_news_of_a_message_already_seen_whole():
    """Each frame's status line is one message: never, beside YOUR TURN, the short form of
    one shown whole before it (review 36: RECEIVED FROM EAST, then 0.4 s of YOUR TURN with
    FROM EAST beside it). News is never whole now: beside YOUR TURN or who plays (review
    58). Every frame of whole hands, from the pass on."""
    for seed in (7, 2):
        board, app = start(seed=seed)
        s = new_game(board, app)
        pass_three(board, app)
        play = s.play
        whole = set()   # the messages shown whole (inverted) this hand
        tags = set()   # the news shown beside our turn or who plays
        frame = -1
        waited = 0   # how long our turn has been on the glass
        while s.stage == PLAYING:
            if app.gfx.frames != frame:
                frame = app.gfx.frames
                if play.drawn_inverted:
                    whole.add(play.drawn_text)
                news = play.drawn_news
                assert news is None or not any(news in t for t in whole), (seed, news, whole)
                tags.add(news)
            if play.shown is None and s.game.turn == 0 and waited >= SEEN_MS:
                play_first_legal(board, app)
                waited = 0
            else:
                waited = waited + 20 if play.shown is None and s.game.turn == 0 else 0
                keys(board, app, "wait:20")
        status = game_module("status")
        assert status.FROM[3] in tags and (seed != 7 or status.BROKEN in tags), tags
        assert "RECEIVED FROM EAST" not in whole and "HEARTS BROKEN" not in whole


def test_who_took_a_trick_is_never_hidden_by_a_notice():
    """UP while the others play flashes HINT ON YOUR TURN; the line saying who took the
    trick their last card finishes replaces it at once (it stayed and hid YOU TAKE 1 POINT:
    a fresh review's 'A wait:840 UP wait:840'), and news that card brings (HEARTS BROKEN)
    waits under that line, then shows its whole time."""
    board, app = start(seed=7)
    s = new_game(board, app)
    pass_three(board, app)
    status = game_module("status")
    caught = 0
    while caught < 3 and s.stage == PLAYING:
        until_my_turn(board, app)
        if s.stage != PLAYING:
            break
        play_first_legal(board, app)
        if s.play.shown is not None or s.game.turn == 0:
            continue   # our card took it, or a new trick is ours to lead
        keys(board, app, "wait:%d UP" % SEEN_MS)
        note = None
        while s.play.shown is None and s.game.turn != 0:
            note = s.play.note
            keys(board, app, "wait:20")
        if s.play.shown is None:
            continue
        caught += note == "HINT ON YOUR TURN"
        leader, cards, winner, points = s.play.shown
        assert shows(board, status.trick_note(winner, cards, points), inverted=False)
        assert not shows(board, "HINT ON YOUR TURN")
        s.play.flash("HEARTS BROKEN", status.BROKEN)   # as if that card broke them
        keys(board, app, "wait:%d" % (TRICK_MS // 2))
        assert shows(board, status.trick_note(winner, cards, points), inverted=False)
        keys(board, app, "wait:%d" % (TRICK_MS // 2 + 100))   # the trick gone: the news
        assert s.play.shown is None and s.play.note == "HEARTS BROKEN"
        assert shows(board, "BROKEN", inverted=True)
        keys(board, app, "wait:1600")   # gone in its time
        assert s.play.note is None
    assert caught == 3


def test_passing_the_status_bar_says_what_a_does_on_the_cursors_card():
    """Review 35: before a pick the bar said PASS TO WEST and UP's HINT, never that A
    picks; now PICK 3 TO PASS, the key beside it says what A does where the cursor is:
    A:HINT on the PASS button, where the pass starts (review 81), A:PICK on a card; the
    large arrow points to the receiver (its label plain: review 66, inverted it read as the
    seat to play). Once a card is picked, A on a picked card drops it (A:DROP), on another
    picks it (A:PICK); a picked card stands up, the cursor staying on it (review 95: going
    on to the next card, it made LEFT, A three times pick two)."""
    board, app = start(seed=3)
    s = new_game(board, app, on_card=False)
    table = game_module("table")
    assert shows(board, "PASS TO WEST") and shows(board, "A:HINT")
    keys(board, app, "RIGHT")
    assert shows(board, "PASS TO WEST") and shows(board, "A:PICK")
    assert s.game.pass_dir == 0
    hand = s.game.hands[0]
    keys(board, app, "A")
    assert shows(board, "PICKED 1 OF 3") and shows(board, "A:DROP")
    assert stands_up(board, table.hand_x(hand, 0, True), True) and s.play.cursor == 0
    keys(board, app, "RIGHT")
    assert shows(board, "A:PICK") and not shows(board, "A:DROP")
    keys(board, app, "LEFT")
    assert shows(board, "A:DROP") and not shows(board, "A:PICK")
    keys(board, app, "A")   # dropped
    assert s.play.chosen == [] and not stands_up(board, table.hand_x(hand, 0, True), True)
    assert shows(board, "PASS TO WEST") and shows(board, "A:PICK")


def test_on_the_pass_button_the_key_is_a_only_with_three_picked():
    """Review 32: with fewer than three picked, A on the PASS button is refused; the key
    there said A:PASS all the same. Now it says how many more to pick, no A: (as wide as
    A:PASS, where the key stands); A:PASS once three are picked."""
    board, app = start(seed=3)
    s = new_game(board, app)
    table = game_module("table")
    keys(board, app, "A")   # one picked, the cursor on it
    for picked, more in ((1, "2 MORE"), (2, "1 MORE")):
        cursor_to(board, app, 13)
        assert len(s.play.chosen) == picked
        assert find_text(board.chip, more) == (table.KEY_A_X, 1), picked   # A:PASS's place
        assert not shows(board, "A:"), picked
        keys(board, app, "A")   # refused: nothing picked, the key stays
        assert len(s.play.chosen) == picked and s.play.cursor == 13
        cursor_to(board, app, picked)
        keys(board, app, "A")
    assert len(s.play.chosen) == 3 and s.play.cursor == 13   # (the third's: to the button)
    assert shows(board, "A:PASS") and not shows(board, "MORE")


class _Tricks:
    def __init__(self, trick):
        self.tricks = [trick]


def test_every_card_of_the_last_trick_is_whole_and_clear_of_the_names_and_words():
    # a fresh reviewer: the bottom card had no bottom edge (cut by the note under it), and
    # the winner's framed card ran into EAST's inverted name
    start()
    pages = game_module("pages")
    w, h = game_module("table").CARD_W, game_module("table").CARD_H + 1   # closed below
    for winner in range(4):
        g = Gfx(SimBoard().display)
        cards = [13 * s + 11 - winner for s in range(4)]   # each suit, red ones lit
        pages.draw_last_trick(g, _Tricks((winner, cards, winner)))
        px = g.display.pixel
        for seat in range(4):
            x, y = pages.LAST_XY[seat]
            red = (seat - winner) % 4 in (1, 3)   # its suit: its place in the trick
            for yy in (y, y + h - 1)[:1 + red]:   # its top edge whole, a red one's bottom
                assert sum(px(x + i, yy) for i in range(w)) == w, (winner, seat, yy)
            # round it (past the winner's frame) nothing: no title, name, note or card
            d = 2 if seat == winner else 1
            assert not any(px(x + i, yy) for i in range(-d, w + d) for yy in (y - d, y + h + d - 1))
            assert not any(px(xx, y + j) for j in range(-d, h + d) for xx in (x - d, x + w + d - 1))




def test_every_trick_card_stands_clear_of_the_words_around_it():
    """Review 51: NORTH's trick card touched TOT+HAND, EAST's EAST (2 dark columns, one
    from a frame: touching at true size), the figures sat beside the cards. Every trick
    card stands 3 dark columns or more from any words beside it (2 from its winner's frame)
    or a dark row above or under it: the seats' boxes (to their right edge, marked or
    not; two lines beside WEST's and EAST's cards), the SCORES key; the passing key too;
    the large copy's label (A:PLAY)."""
    start(seed=4)   # (the app's modules loaded)
    table = game_module("table")
    g = Gfx(SimBoard().display)
    boxes = [(x, y - 1, right if seat != 0 else far, y + (15 if two else 7))
             for seat, (x, y, right, two, far) in enumerate(table.LABELS)]
    kx, ky = table.KEYS_XY
    boxes.append((kx, ky, kx + g.text_width(table.SCORES_KEY) - 1, ky + 6))
    boxes.append((kx, ky, kx + g.text_width(table.TO_PASS_KEY) - 1, ky + 6))
    ly = table.COPY_LABEL_Y   # the large copy's label
    boxes.append((table.COPY_LABEL_X, ly, table.COPY_LABEL_X + g.text_width(table.COPY_LABEL) - 1,
                  ly + 6))
    for seat, (cx, cy) in enumerate(table.TRICK_XY):
        right, bottom = cx + table.CARD_W - 1, cy + table.CARD_H - 1
        for x0, y0, x1, y1 in boxes:
            if y1 < cy - 1 or y0 > bottom + 1:   # above or under it: a dark row between
                continue
            assert x1 < cx - 3 or x0 > right + 3, (seat, x0, y0)   # 3 dark columns
    assert not hasattr(table, "FIGURES_KEY")


def test_the_large_copy_is_labelled_on_our_turn_alone():
    """Review 55: the large copy in our place in the trick read as a card played (on STOP
    TAPPING, was the ace out?). Beside it on the right, 3 dark columns clear, on YOU's line,
    its label on our turn: A:PLAY (what A does to it); while the others play, no copy, no
    label. Passing, the copy hollow beside the pass arrow, no label: IN HAND read as "pass
    the 2" (reviews 67-70), CURSOR as a key hint or EAST's state (reviews 72, 73, 76); none
    of YOU's line right of the copy lit. The scores' key stands on NORTH's line, right of
    NORTH's card."""
    board, app = start(seed=4)
    s = new_game(board, app)
    table = game_module("table")
    lx = table.COPY_LABEL_X
    assert lx - table.COPY_END == 3
    assert hollow(board, table.COPY_XY[0], table.PASS_COPY_Y) and not shows(board, "CURSOR")
    assert not any(board.chip.glass_pixel(x, y) for x in range(table.COPY_END, 128)
                   for y in range(table.PASS_LABELS[0][1], table.PASS_LABELS[0][1] + 7))
    assert text_at(board.chip, "▼:PASS", *table.KEYS_XY)
    pass_three(board, app)
    seen = set()
    while s.stage == PLAYING and len(seen) < 2:
        if s.play.shown is None and s.game.turn == 0:
            board.run(app, 40)
            label = "<>:AIM" if app.aiming() else "A:PLAY"   # (the pass's A: an aim first)
            assert text_at(board.chip, label, lx, 36) and hollow(board, *table.COPY_XY)
            seen.add(0)
            play_first_legal(board, app)
        else:
            if s.play.shown is None and not s.dirty:   # the others' turn, drawn
                assert not shows(board, "A:PLAY") and not shows(board, "CURSOR")
                seen.add(1)
            keys(board, app, "wait:50")
    assert seen == {0, 1}
    assert text_at(board.chip, "▼:SCORE", *table.KEYS_XY)


def test_the_copys_label_offers_the_arrows_while_a_waits_for_an_aim():
    """Issue 44, review 94: A tapped on into our turn waits for an aim (app.AIM_MS), the
    status bar saying CHOOSE WITH <> FIRST, yet the copy's label said A:PLAY. While A waits,
    it offers the arrows, <>:AIM, in A:PLAY's place; an arrow or the pause brings A:PLAY
    back, after the arrow's move (its frame sends no more than any move's: issue 44.6)."""
    for ends in ("RIGHT", "wait:%d" % AIM_MS):
        board, app = start(seed=4)
        s = new_game(board, app, "Medium")
        pass_three(board, app)
        table = game_module("table")
        at = (table.COPY_LABEL_X, table.COPY_LABEL_Y)
        left = len(s.game.hands[0])
        for _ in range(20):   # a tap every 0.6 s into our turn
            keys(board, app, "A:40 wait:560")
            if s.game.turn == 0 and s.play.shown is None:
                break
        assert len(s.game.hands[0]) == left and app.aiming(), ends
        assert text_at(board.chip, "<>:AIM", *at) and not shows(board, "A:PLAY"), ends
        if ends == "RIGHT":
            was = s.play.cursor
            sent = board.chip.data_bytes
            board.pad.press(RIGHT)
            while board.chip.data_bytes == sent:   # the move's frame
                board.run(app, 10)
            assert s.play.cursor != was and text_at(board.chip, "<>:AIM", *at)
            board.pad.release(RIGHT)
        keys(board, app, "wait:100" if ends == "RIGHT" else ends)
        assert not app.aiming() and len(s.game.hands[0]) == left, ends
        assert text_at(board.chip, "A:PLAY", *at) and not shows(board, "<>:AIM"), ends
        board = app = s = None   # (two apps outgrow MicroPython's heap)


def test_passing_downs_key_follows_the_cursor():
    """Review 58: on the PASS button (the hint's, or reached by hand) DOWN opens the scores,
    yet NORTH's line said ▼:PASS. DOWN's key says what DOWN does where the cursor is, ▼:PASS
    on a card, ▼:SCORE on the button; a move back puts it back."""
    for script in ("A wait:1500 UP wait:1500", "A wait:1500 RIGHT A RIGHT A RIGHT A wait:600"):
        board, app = start(seed=7)
        keys(board, app, script + " wait:600")
        s = screen_of(app)
        table = game_module("table")
        assert s.stage == PASSING and s.play.cursor == len(s.game.hands[0]), script
        assert text_at(board.chip, "▼:SCORE", *table.KEYS_XY), script
        assert not shows(board, "▼:PASS"), script
        keys(board, app, "LEFT wait:100")
        assert text_at(board.chip, "▼:PASS", *table.KEYS_XY), script
        keys(board, app, "DOWN wait:100")   # back on the button
        assert s.play.info is None and text_at(board.chip, "▼:SCORE", *table.KEYS_XY)
        keys(board, app, "DOWN wait:100")   # there: the scores, as the key said
        assert s.play.info == 0


def test_the_large_copy_is_hollow_the_card_played_solid():
    """Review 44: the large copy in our place in the trick read as played at true size, its
    dotted edge (every other pixel dark) a line there. It is hollow, black or red, as big as
    before: its ground dark, its rank and suit lit, a tick at each corner and no edge; the
    card played stands there small and solid (a red one lit whole, a black one framed), as
    every card played does."""
    board, app = start(seed=2)
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    table = game_module("table")
    px, py = table.COPY_XY
    assert (table.COPY_W, table.COPY_H) == (13, 18)   # rows 26-43: row 44 dark
    colours = set()
    while s.stage == PLAYING and len(colours) < 2:
        hand = s.game.hands[0]
        legal = s.game.legal()
        card = ([c for c in legal if is_red(c) not in colours] or legal)[0]
        cursor_to(board, app, hand.index(card))
        assert hollow(board, px, py, game_module("engine").card_str(card)[0]), card
        colours.add(is_red(card))
        keys(board, app, "wait:%d A" % SEEN_MS)
        assert s.game.trick and s.game.trick[-1] == card or s.play.shown is not None
        tx, ty = table.TRICK_XY[0]
        if is_red(card):   # a small red card: lit whole along its top row
            assert all(board.chip.glass_pixel(tx + i, ty) for i in range(10))
        else:
            assert card_outline_lit(board, tx, ty) == 9
        until_my_turn(board, app)
    assert colours == {False, True}


def test_cards_played_says_none_while_passing():
    """A fresh review: CARDS PLAYED showed our 13 cards inverted while passing, read as
    played. While passing it says none yet; once play begins, ours inverted again."""
    board, app = start(seed=7)
    s = new_game(board, app)
    assert s.play.passing
    keys(board, app, "DOWN DOWN LEFT")   # (the PASS button, the scores) the pages wrap
    assert shows(board, "CARDS PLAYED") and shows(board, "NONE YET THIS HAND")
    assert not shows(board, "YOURS", inverted=True)
    pages = game_module("pages")
    assert not any(board.chip.glass_pixel(x, y) for x in range(128)
                   for y in range(pages.PLAYED_Y - 1, 24))   # no rank, no suit mark
    keys(board, app, "B")
    pass_three(board, app)
    until_my_turn(board, app)
    keys(board, app, "DOWN LEFT")
    assert shows(board, "YOURS", inverted=True) and not shows(board, "NONE YET THIS HAND")
