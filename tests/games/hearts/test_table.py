# runs-on: micropython, whole app, heap 400K: hearts94 met the 368K edge in CI's clone
"""What the Hearts table and its pages show on the glass (table.py, pages.py, help.py),
through the whole app on the simulated board."""

from firmware.ui.gfx import HEIGHT, LARGE, SMALL, TINY
from hal.rng import Rng
from tests.screen import find_text, shows
from tests.games.hearts.driver import (
    ERROR_TONE, HAND_OVER, HOLD_MS, PACE_MS, PLAYING, READ_MS, SETUP, TRICK_MS, barred,
    card_outline_lit, cursor_marked, cursor_to, figures_at, game_module, help_module, hollow,
    is_red, keys, new_game, pass_three, play_first_legal, play_hand, received_marked, rise,
    screen_of, stands_up, start, text_at, until_my_turn)




def our_first_turn(seed):
    """A new game (deal seed) passed and at our first turn: board, app, the screen, the
    table module and our hand."""
    board, app = start(seed=seed)
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    return board, app, s, game_module("table"), s.game.hands[0]


def test_the_cursors_card_stands_2_rows_up_the_cards_received_have_a_bar_over_them():
    """Review 51: a card stood higher for three things (the cursor on it, received, and on
    our turn, where the cursor stops only on them, one we may play). The cursor's card
    alone stands 2 rows up, its block under it; the three cards received stand level with
    the others, a bar over each, wherever the cursor is but on its card, till the first
    trick has left the table (review 86: gone with our first card, the forced lead of a
    tapper holding the 2 of clubs, they were never seen; reviews 77-86: a dash under them,
    as the bar under the cards we may play, was not told from it at true size); the bar
    stands a dark row clear of the card, a red card's over a dark row on its lit top row
    (reviews 87, 88: a dash on that row joined it and read as a taller card), a black
    card's over its dark one."""
    board, app = start(seed=2)
    s = new_game(board, app)
    pass_three(board, app)
    table = game_module("table")
    hand = s.game.hands[0]
    ours = sorted(hand.index(c) for c in s.game.received[0])
    assert sorted(is_red(hand[i]) for i in ours) == [False, True, True]   # both kinds
    assert shows(board, "EAST PLAYS") and shows(board, "FROM EAST", inverted=True)
    for _ in range(5):   # the cursor onto and off them, the others playing, then our turn
        cursor = s.play.cursor
        assert received_marked(board, hand) == [i for i in ours if i != cursor], cursor
        assert cursor_marked(board, hand) == [cursor]
        assert all(board.chip.glass_pixel(table.hand_x(hand, i) + 8, table.HAND_Y)
                   == is_red(hand[i]) for i in ours if i != cursor)
        assert [i for i in range(len(hand)) if stands_up(board, table.hand_x(hand, i))] == \
            [cursor]
        keys(board, app, "RIGHT wait:200")
    assert s.game.turn == 0 and not s.game.tricks
    until_my_turn(board, app)
    play_first_legal(board, app)
    hand = s.game.hands[0]
    ours = sorted(hand.index(c) for c in s.game.received[0] if c in hand)
    while not s.game.tricks or s.play.shown is not None:   # the first trick on the table
        assert received_marked(board, hand) == [i for i in ours if i != s.play.cursor]
        board.run(app, 40)
    board.run(app, 40)
    assert s.game.trick_no == 1 and received_marked(board, hand) == []


def test_the_cursors_card_stands_a_dark_row_under_the_large_copy_and_the_words():
    """The card lifted stands 2 rows up with a dark row over it, under the large copy (its
    rows 26-43), YOU's label and the SCORES key alike, wherever it is in the hand; on that
    row only the bars over the red cards received (RECEIVED_MARK_Y), the cursor's none."""
    board, app, s, table, hand = our_first_turn(45)
    assert s.game.turn == 0 and not s.game.tricks
    legal = [i for i in range(len(hand)) if hand[i] in s.game.legal()]
    assert len(legal) > 3
    for i in legal:
        cursor_to(board, app, i)
        assert hollow(board, *table.COPY_XY)   # the copy whole, its bottom edge too
        assert stands_up(board, table.hand_x(hand, i))
        bars = [table.hand_x(hand, j) + table.RECEIVED_X + k for j in range(len(hand))
                if j != i and hand[j] in s.game.received[0] and is_red(hand[j])
                for k in range(table.RECEIVED_W)]
        assert [x for x in range(128) if board.chip.glass_pixel(x, table.RAISED_Y - 1)] == \
            bars, i


def hand_pixels(board, x, skip):
    """The glass under the hand's card at x, from a lifted card's top to the bottom
    edge, in its columns but those in skip (the large copy's)."""
    table = game_module("table")
    return [board.chip.glass_pixel(x + c, y) for y in range(table.RAISED_Y, HEIGHT)
            for c in range(table.STEP) if x + c not in skip]


def test_the_cursor_on_a_card_received_shows_in_the_hand():
    """Review 37: the cursor moving onto a card received (standing up already) changed
    nothing in the hand; only the large copy in our place in the trick told where it was."""
    board, app, s, table, hand = our_first_turn(4)
    received = [hand.index(c) for c in s.game.received[0]]
    legal = [hand.index(c) for c in s.game.legal()]
    assert received == [1, 11, 12] and legal == [0, 1, 2, 3] and s.play.cursor == 0
    copy = range(table.COPY_XY[0], table.COPY_END)
    x = table.hand_x(hand, 1)
    cursor_to(board, app, 1)
    on = hand_pixels(board, x, copy)
    cursor_to(board, app, 2)
    assert hand_pixels(board, x, copy) != on


def test_the_cursor_is_marked_under_its_card_the_cards_received_over_theirs():
    """Review 37: a card standing up meant three things (received, under the cursor,
    picked): the raised card received read as the cursor's. While the others play the
    cursor's card has a block under it (rows 62-63), wherever it is, on a card received
    too, a dark column from its neighbours; on our turn each card we may play has a bar
    there, the cursor's lifted over its own, its large copy in our place; the cards
    received have a bar over them, those we may play their bar under them as well
    (reviews 77-86: a dash under a card received was not told from the bar, and on one we
    may play the bar hid that it was received)."""
    board, app, s, table, hand = our_first_turn(4)
    received = [hand.index(c) for c in s.game.received[0]]
    legal = [hand.index(c) for c in s.game.legal()]
    for i in (0, 1, 3):
        cursor_to(board, app, i)
        assert barred(board, hand) == legal and i in legal
        assert [j for j in range(len(hand))
                if stands_up(board, table.hand_x(hand, j))] == [i]
        assert received_marked(board, hand) == [j for j in received if j != i]
    play_first_legal(board, app)
    board.run(app, 40)
    assert s.game.turn != 0 or s.play.shown is not None   # the others' turn
    assert barred(board, hand) == [] and cursor_marked(board, hand) == [s.play.cursor]
    x = table.hand_x(hand, s.play.cursor)
    for col in (x + table.CURSOR_X - 1, x + table.CURSOR_X + table.CURSOR_W):
        assert not any(board.chip.glass_pixel(col, y)
                       for y in range(table.MARK_Y - 1, HEIGHT)), col


def test_a_hand_without_passing_says_so():
    board, app = start(seed=5)
    engine = game_module("engine")
    game = engine.Game(first_hand=2)  # after this hand comes the fourth: no passing
    rng = Rng(3)
    game.deal(rng)
    basic = game_module("ai").basic
    for seat in range(4):
        game.pass_cards(seat, basic(game.view(seat)))
    while game.phase == engine.PLAY:
        game.play(basic(game.view(game.turn)))
    setup = dict(game_module("setup").DEFAULT)
    board.storage.save("resume_hearts", 1, {"setup": setup, "game": game.snapshot(), "id": 4,
                                            "cursor": 0, "chosen": [], "v": 2})
    state = board.state_dir
    board = app = None  # the power goes: nothing of that run stays
    board, app = start(seed=6, state_dir=state)
    s = screen_of(app)
    assert s.stage == HAND_OVER
    keys(board, app, "wait:%d A" % READ_MS)   # (resumed on it: read first, as when it came)
    assert s.game.pass_dir == engine.NO_PASS and s.stage == PLAYING
    assert shows(board, "NO PASSING", inverted=True) and not shows(board, "THIS HAND")




def ground_lit(board, x, y, rows):
    """Lit pixels of the hand's card at x in a column free of marks, from row y: its last
    column shown (its marks from column 1)."""
    return sum(board.chip.glass_pixel(x + 8, y + j) for j in range(rows))


def test_on_our_turn_the_cards_we_may_play_have_a_bar_every_card_whole():
    """Review 51: at true size which cards may be played was hard to read (a bar a row high
    under each, beside the cursor's block, was not seen; Windows Hearts greys out the
    others). On our turn each card we may play has a bar under it, 2 rows, a dark column
    from the next; every card is drawn whole, its colour and marks (a checkerboard over
    those we may not play left them unreadable at true size: issue 44 item 2); the card
    under the cursor, on one we may play (review 33: it stopped on others), alone stands
    up and shows large in our place in the trick (hollow, a card not yet played). While
    the others play no card has a bar."""
    board, app, s, table, hand = our_first_turn(2)
    legal = s.game.legal()
    board.run(app, 40)
    assert len(legal) < len(hand)  # the first trick: clubs (or the 2C) only
    n = len(hand)
    assert barred(board, hand) == [i for i in range(n) if hand[i] in legal]
    for i in range(n):
        x = table.hand_x(hand, i)
        assert stands_up(board, x) == (i == s.play.cursor), i
        if i != s.play.cursor:   # (a card received a row up)
            lit = ground_lit(board, x, table.HAND_Y - rise(board, x), table.HAND_H)
            assert lit == (table.HAND_H if is_red(hand[i]) else 0), (i, lit)
        if i + 1 < n and hand[i] in legal and hand[i + 1] in legal:
            assert not any(board.chip.glass_pixel(x + table.BAR_W, table.MARK_Y + r)
                           for r in range(2)), i
    px, py = table.COPY_XY
    assert shows(board, "YOUR TURN")
    good = hand.index(legal[-1])
    cursor_to(board, app, good)
    assert stands_up(board, table.hand_x(hand, good))
    assert shows(board, "YOUR TURN")
    rank = game_module("engine").card_str(hand[good])[0]   # its large copy
    assert hollow(board, px, py, rank)   # a preview: test_the_large_copy_is_hollow_...
    play_first_legal(board, app)
    board.run(app, 40)
    assert s.game.turn != 0 or s.play.shown is not None   # the others' turn
    assert barred(board, hand) == []


def test_playing_west_s_and_east_s_boxes_stand_clear_of_you_and_scores():
    """WEST's and EAST's labels, two lines, inverted while each is to move or takes the
    trick, end on row 34: YOU's label and the SCORES key under them start a row lower
    while playing, a dark row between (touching, YOU and SCORES hung from the boxes at true
    size: a fresh review); passing they stand a row higher, clear of the pointer."""
    board, app = start(seed=7)
    s = new_game(board, app)
    table = game_module("table")
    assert text_at(board.chip, "YOU", 1, 35)   # passing
    pass_three(board, app)
    seen = set()
    for _ in range(200):
        if s.stage != PLAYING or len(seen) == 2:
            break
        marked = s.play.shown[2] if s.play.shown is not None else s.game.turn
        if marked in (1, 3) and not s.dirty:
            x0, x1 = table.LABELS[marked][0], table.LABELS[marked][2] + 1
            assert all(board.chip.glass_pixel(x, 34) for x in range(x0, x1)), marked
            assert not any(board.chip.glass_pixel(x, 35) for x in range(x0, x1)), marked
            seen.add(marked)
        if s.play.shown is None and s.game.turn == 0:
            play_first_legal(board, app)
        else:
            keys(board, app, "wait:50")
    assert seen == {1, 3}
    until_my_turn(board, app)
    assert text_at(board.chip, "▼:SCORE", table.KEYS_XY[0], table.KEYS_XY[1])
    assert text_at(board.chip, "YOU", 1, 36) and table.LABELS[0][1] == 36
    assert not shows(board, "YOU", inverted=True)   # our turn: YOUR TURN says it


def test_west_s_and_east_s_cards_stand_a_dark_row_under_north_s_label_and_the_key():
    """Review 43: WEST's card sat against NORTH's marked label (its box to row 17), the
    frame round EAST's card when it takes the trick against the figures' key then there
    (rows 10-16). Now a dark row between, the card or frame under it lit."""
    board, app = start(seed=7)
    s = new_game(board, app)
    table = game_module("table")
    pass_three(board, app)
    wx, wy = table.TRICK_XY[1]
    ex, ey = table.TRICK_XY[3]
    box_end = table.LABELS[2][1] + 7   # NORTH's marked box's last row
    seen = set()
    for _ in range(600):
        if s.stage != PLAYING or len(seen) == 2:
            break
        play = s.play
        if not s.dirty and not app.unshown:
            played = [(s.game.leader + i) % 4 for i in range(len(s.game.trick))]
            if play.shown is None and s.game.turn == 2 and 1 in played:   # NORTH marked
                under = range(wx, table.LABELS[2][2] + 1)   # (the box ends left of
                assert all(board.chip.glass_pixel(x, box_end) for x in under)   # WEST's end)
                assert not any(board.chip.glass_pixel(x, box_end + 1) for x in under)
                assert wy > box_end + 1
                seen.add("west")
            if play.shown is not None and play.shown[2] == 3:
                assert all(board.chip.glass_pixel(x, ey - 1) for x in range(ex - 1, ex + 11))
                assert not any(board.chip.glass_pixel(x, ey - 2) for x in range(ex - 1, ex + 11))
                seen.add("east")
        if play.shown is None and s.game.turn == 0:
            play_first_legal(board, app)
        else:
            keys(board, app, "wait:20")
    assert seen == {"west", "east"}


def test_our_turn_leaves_yous_label_as_the_others_and_a_trick_we_take_marks_it():
    """The table was crowded (review 32): on our turn YOU's label stood inverted, the
    largest lit box on the glass, beside YOUR TURN on the status bar, our card's place in
    the trick and the bars under the hand. Now the others' labels are marked as each is to
    move, ours not; a trick we take still marks it (who took it)."""
    board, app = start(seed=7)
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    assert shows(board, "YOUR TURN") and not shows(board, "YOU", inverted=True)
    for _ in range(400):   # on to a trick we take
        shown = s.play.shown
        if shown is not None and shown[2] == 0 and not s.dirty:
            break
        if shown is None and s.game.turn == 0:
            assert not shows(board, "YOU", inverted=True)
            play_first_legal(board, app)
        else:
            keys(board, app, "wait:50")
    assert s.play.shown[2] == 0 and shows(board, "YOU", inverted=True)


def test_north_keeps_its_name_late_in_a_hand_and_words_keep_off_the_right_edge():
    board, app = start(seed=4)
    s = new_game(board, app)
    pass_three(board, app)
    s.game.totals[:] = [45, 12, 9, 107]
    s.game.taken[:] = [13, 0, 26, 3]
    s.game.hearts_broken = True
    s.dirty = True
    board.run(app, 40)
    assert text_at(board.chip, "NORTH", 1, 10) and figures_at(board, 9, 26)   # not cut
    assert shows(board, "SCORE") and figures_at(board, 107, 3)
    table = game_module("table")
    for x in (125, 126, 127):  # under the status bar, beside the trick: a margin (down to
        # the hand, whose cards received, its suits apart, may reach column 126)
        assert not any(board.chip.glass_pixel(x, y) for y in range(table.STATUS_H,
                                                                    table.RAISED_Y)), x


def test_where_north_s_figures_leave_its_name_no_room_every_seat_is_named_alike():
    """Issue 44: NORTH's 10 +10 and wider left NORTH no room on its line, beside NORTH's
    card: NORTH alone read NOR, the others whole. There the computer's seats are named
    alike, by their initials, W, N and E, YOU whole, passing and playing; where NORTH's
    figures leave room, every name whole."""
    board, app = start(seed=4)
    s = new_game(board, app)
    whole = ("YOU", 1, 35), ("WEST", 1, 19), ("NORTH", 1, 10), ("EAST", 90, 19)
    short = ("YOU", 1, 35), ("W", 1, 19), ("N", 1, 10), ("E", 90, 19)
    for passing in (True, False):
        if not passing:
            pass_three(board, app)
            until_my_turn(board, app)
        for totals, taken, names in (([45, 12, 10, 30], [0, 0, 10, 0], short),
                                     ([45, 12, 100, 30], [0, 0, 1, 0], short),
                                     ([45, 12, 9, 30], [0, 0, 26, 0], whole),
                                     ([45, 12, 99, 30], [0, 0, 0, 0], whole)):
            s.game.totals[:] = totals
            s.game.taken[:] = taken
            s.dirty = True
            board.run(app, 40)
            y = 0 if passing else 1   # (YOU's line a row lower playing)
            for name, x, row in names:
                assert text_at(board.chip, name, x, row + (y if name == "YOU" else 0)), \
                    (totals, passing, name)
            assert names is whole or not any(find_text(board.chip, n, top=9) for n in (
                "WES", "NOR", "EAS"))   # (the seats, under PASS TO WEST)
            assert figures_at(board, totals[2], taken[2])


def test_every_name_and_figure_fits_at_the_worst_figures():
    """The widest figures (a game to 150: a total up to 149, or down to -99 with the
    shooter's -26, and up to 26 this hand) leave every name whole or alike (W, N, E; YOU
    whole: YOU's box reaches on under WEST's card, YOU 125 +26 was Y, a fresh review),
    clear of YOU's large copy and its place in the trick; EAST's 3 dark columns clear of
    EAST's card, 2 of its frame (they touched it when EAST took the trick), WEST's and
    NORTH's 3 of theirs."""
    for totals, taken in (([125, 149, 139, 148], [26, 25, 24, 23]),
                          ([100, -99, 149, -98], [10, 26, 26, 13])):
        board, app = start(seed=4)
        s = new_game(board, app)
        table = game_module("table")
        for playing in (False, True):
            if playing:
                pass_three(board, app)
                until_my_turn(board, app)
            s.game.totals[:] = totals
            s.game.taken[:] = taken
            s.dirty = True
            board.run(app, 40)
            for seat in range(4):
                assert figures_at(board, totals[seat], taken[seat]), (seat, playing)
            for seat in (1, 2, 3):   # the columns between each card and its words
                x = table.TRICK_XY[seat][0]
                cols = range(x + table.CARD_W, x + table.CARD_W + 3) if seat == 3 else \
                    range(x - 3, x)
                y, two = table.LABELS[seat][1], table.LABELS[seat][3]
                assert not any(board.chip.glass_pixel(c, r) for c in cols
                               for r in range(y - 1, y + (16 if two else 8))), (seat, totals)
            assert text_at(board.chip, "W", 1, 19) and text_at(board.chip, "E", 90, 19)
            assert text_at(board.chip, "N", 1, 10)
            assert not any(find_text(board.chip, n, top=9) for n in ("WES", "NOR", "EAS"))
            if playing:   # our turn: YOU's label as the others' (YOUR TURN says it)
                assert text_at(board.chip, "YOU", 1, 36), totals
            else:
                assert text_at(board.chip, "YOU", 1, 35), totals
            cx = table.COPY_XY[0]
            assert not any(board.chip.glass_pixel(x, y) for x in range(cx - 3, cx)
                           for y in range(table.LABELS[0][1] - 1, table.LABELS[0][1] + 7))


def test_the_cursor_skips_the_cards_that_may_not_be_played():
    """Review 33: from K of clubs, clubs to follow, LEFT went round to the queen of hearts;
    with one or two cards to play up to 12 presses. On our turn LEFT and RIGHT go round
    among the cards we may play alone (while passing, over every card); with a single card
    to play, an arrow says why the cursor stays, as A on another did."""
    board, app = start(seed=3)
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    assert s.game.legal() == [s.game.hands[0][0]] and s.play.cursor == 0   # one club
    keys(board, app, "RIGHT")
    assert s.play.cursor == 0 and board.sound.tones[-1][0] == ERROR_TONE
    assert shows(board, "FOLLOW CLUBS", inverted=True)
    keys(board, app, "wait:%d LEFT" % HOLD_MS)
    assert s.play.cursor == 0 and shows(board, "FOLLOW CLUBS", inverted=True)
    play_first_legal(board, app)
    until_my_turn(board, app)
    hand, legal = s.game.hands[0], s.game.legal()
    places = [i for i in range(len(hand)) if hand[i] in legal]
    assert places == list(range(8)) and len(hand) == 12 and s.play.cursor == 0
    table = game_module("table")
    seen = []
    for move in ["LEFT"] + ["RIGHT"] * 8:
        keys(board, app, move)
        seen.append(s.play.cursor)
        x = table.hand_x(hand, s.play.cursor)
        assert stands_up(board, x)
        assert hollow(board, *table.COPY_XY)   # its copy, in our place in the trick
    assert seen == [7, 0, 1, 2, 3, 4, 5, 6, 7]   # round: over the four hearts
    keys(board, app, "LEFT:1800")   # held: down to the first, no further
    assert s.play.cursor == 0


def test_the_reasons_use_one_term_for_hearts_broken():
    start()
    engine = game_module("engine")
    game = engine.Game()
    game.phase = engine.PLAY
    game.hands[0] = [engine.parse_card(c) for c in ("5C", "9D", "2H", "KH")]
    game.trick_no = 1  # we lead the second trick, hearts not yet broken
    why_not = game_module("status").why_not
    assert why_not(game, engine.parse_card("2H")) == "HEARTS NOT BROKEN"
    words = " ".join(" ".join(text for _, text in help_module().PAGES).upper().split())
    assert "BROKEN" in words
    for other in ("UNBROKEN", "SHUT", "SAFE"):
        assert other not in words


def test_trick_cards_appear_at_their_seats_and_the_winner_is_announced():
    """The scores page heads the names' column PLAYER, passing and in play, and names no
    trick (issue 44: TRICK 1 on the column heads' line, beside TOTAL +HAND, read as a
    column's head); its keys name the last trick, the page RIGHT turns to (<>:PAGE said
    nothing of it)."""
    board, app = start(seed=4)
    s = new_game(board, app)
    keys(board, app, "LEFT DOWN")   # (the PASS button: DOWN there opens the scores)
    pages = game_module("pages")
    assert text_at(board.chip, "PLAYER", 0, pages.HEADING_Y) and not shows(board, "PASSING")
    assert shows(board, "HAND 1: PASS TO WEST") and shows(board, pages.SCORES_KEYS)
    keys(board, app, "B wait:400")
    pass_three(board, app)
    table = game_module("table")
    seen = set()
    keys(board, app, "DOWN")
    assert text_at(board.chip, "PLAYER", 0, pages.HEADING_Y) and not shows(board, "TRICK 1")
    keys(board, app, "B")
    for _ in range(60):
        if s.play.shown is not None:
            break
        game = s.game
        if game.turn == 0:
            play_first_legal(board, app)
        else:
            keys(board, app, "wait:%d" % PACE_MS)
        for i in range(len(game.trick)):
            seat = (game.leader + i) % 4
            x, y = table.TRICK_XY[seat]
            assert card_outline_lit(board, x, y) == 9, seat
            seen.add(seat)
    assert s.play.shown is not None and len(seen) == 3  # the fourth card ends the trick...
    board.run(app, 40)
    for seat in range(4):  # ...which stays on the table, every card at its seat
        x, y = table.TRICK_XY[seat]
        assert card_outline_lit(board, x, y) == 9, seat
    winner = s.game.tricks[-1][2]
    name = game_module("status").SEAT_NAMES[winner]
    assert shows(board, name + (" TAKE" if winner == 0 else " TAKES"))
    keys(board, app, "wait:%d DOWN" % HOLD_MS)
    # in play the page is the scores (reviews 67-70: PASS TO WEST stood, the pass over)
    assert shows(board, "HAND 1: SCORES") and not shows(board, "PASS")
    assert text_at(board.chip, "PLAYER", 0, pages.HEADING_Y) and not shows(board, "TRICK 2")
    assert shows(board, pages.SCORES_KEYS)
    keys(board, app, "RIGHT")   # the last trick: the one just taken
    assert shows(board, "LAST TRICK", inverted=True) and shows(board, name + " TOOK")
    assert shows(board, pages.PAGE_KEYS)
    keys(board, app, "B wait:%d" % TRICK_MS)
    assert s.play.shown is None and s.game.trick_no == 1


def test_down_opens_the_scores_last_trick_and_cards_played_pages():
    board, app = start(seed=4)
    s = new_game(board, app)
    keys(board, app, "B")  # B is not a page: the pause menu's way, no NO UNDO (Hearts
    # takes nothing back: review 74), a tag beside the task (review 88: HOLD B: MENU across
    # the bar hid it, as it hid YOUR TURN in play; review 89 #9: beside TO WEST, PASS 3 was
    # gone), the receiver left to the arrows pointing to it
    assert s.play.info is None and shows(board, "HOLD B:MENU", inverted=True)
    assert text_at(board.chip, "PASS 3", 0, 1) and not shows(board, "TO WEST")
    assert not shows(board, "NO UNDO")
    keys(board, app, "wait:1600")
    assert text_at(board.chip, "PASS TO WEST", 0, 1) and not shows(board, "MENU")
    pass_three(board, app)
    until_my_turn(board, app)
    play_first_legal(board, app)
    until_my_turn(board, app)
    keys(board, app, "B")   # the card played is not taken back: the same words, beside
    # YOUR TURN (review 86 #10: across the bar they hid it)
    assert shows(board, "HOLD B:MENU", inverted=True) and not shows(board, "NO UNDO")
    assert text_at(board.chip, "YOUR TURN", 0, 1)
    keys(board, app, "wait:1600")
    assert shows(board, "SCORE") and shows(board, "HINT")  # the key bar names UP, DOWN
    keys(board, app, "DOWN")
    assert shows(board, "HAND") and shows(board, "TOTAL")  # both columns headed
    ys = [find_text(board.chip, n)[1] for n in ("YOU", "WEST", "NORTH", "EAST")]
    assert ys == sorted(ys) and len(set(ys)) == 4  # seats in one order
    keys(board, app, "RIGHT")
    assert shows(board, "LAST TRICK")
    leader, cards, winner = s.game.tricks[-1]
    at = game_module("pages").LAST_XY
    for i in range(4):
        x, y = at[(leader + i) % 4]
        assert card_outline_lit(board, x, y) == 9
    keys(board, app, "RIGHT")
    assert shows(board, "CARDS PLAYED")
    # the title bar's last row lit, the next dark: a rank of yours (inverted) on the top
    # row stands apart from the bar (a 10-row bar joined it at true size)
    assert all(board.chip.glass_pixel(x, 8) for x in range(128))
    assert not any(board.chip.glass_pixel(x, 9) for x in range(128))
    keys(board, app, "A")  # closes the page without playing a card
    assert s.play.info is None and len(s.game.hands[0]) == 12


def test_cards_played_each_rank_of_yours_stands_apart_from_the_suits_above_and_below():
    """A fresh review: yours, inverted, 9 rows apart, the same rank of two suits joined into
    one strip at true size: the suits stand 10 rows apart, a dark row between every two
    (and under the title bar), each rank of yours a whole tile; YOURS, the legend, beside
    the keys."""
    board, app = start(seed=7)
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    keys(board, app, "DOWN LEFT")   # the pages wrap: the cards played
    assert shows(board, "CARDS PLAYED")
    pages = game_module("pages")
    hand = s.game.hands[0]
    stacked = [c for c in hand if c + 13 in hand]   # the same rank of yours a suit lower
    assert stacked   # seed 7: the 9 of diamonds and of spades, and more
    for suit in range(4):
        y = pages.PLAYED_Y + suit * pages.PLAYED_STEP
        assert not any(board.chip.glass_pixel(x, y - 2) for x in range(128)), suit
        for c in hand:
            if c // 13 == suit:
                x = pages.PLAYED_X + c % 13 * 9
                assert board.chip.glass_pixel(x - 1, y - 1) and \
                    board.chip.glass_pixel(x - 1, y + 7), c
    assert shows(board, "YOURS", inverted=True) and shows(board, "<>:PAGE B:BACK")
    assert not any(board.chip.glass_pixel(127, y) for y in range(9, 64))   # under the bar


def test_cards_played_a_ten_of_yours_stands_a_column_apart_from_its_neighbours():
    """The 10, two columns wider than a rank, stands a column further left: a dark column
    between its tile and a 9's or a J's of yours (touching, they read as one strip)."""
    board, app = start(seed=93)   # all four tens dealt to you, with the J of spades
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    keys(board, app, "DOWN LEFT")
    assert shows(board, "CARDS PLAYED")
    pages = game_module("pages")
    hand = s.game.hands[0]
    assert 8 + 26 in hand and 9 + 26 in hand   # the 10 and J of spades: tiles side by side
    for suit in range(4):
        y = pages.PLAYED_Y + suit * pages.PLAYED_STEP - 1   # the tiles' top row
        row = "".join("#" if board.chip.glass_pixel(x, y) else "." for x in range(128))
        assert max(len(run) for run in row.split(".")) <= 9, (suit, row)
        assert (8 + suit * 13 in hand) == (row[pages.PLAYED_X + 8 * 9 - 2] == "#"), suit


def test_the_table_names_every_seat_in_words():
    board, app = start(seed=4)
    new_game(board, app)
    for name in ("YOU", "WEST", "NORTH", "EAST"):
        assert shows(board, name, SMALL), name


def test_no_tiny_text_while_playing():
    board, app = start(seed=6)
    s = new_game(board, app, "Medium")
    fonts = set()
    text = app.gfx.text

    def spy(string, x, y, font=SMALL, c=1):
        if s.stage != SETUP:
            fonts.add(font[1:3])
        return text(string, x, y, font, c)
    app.gfx.text = spy
    play_hand(board, app)
    keys(board, app, "wait:%d DOWN" % HOLD_MS)
    assert fonts and TINY[1:3] not in fonts


def test_suits_differ_at_a_glance_by_colour_and_shape():
    """Red cards are lit with dark marks, black ones dark with lit marks (as colour tells
    them apart on a real table), and the suits' 7x5 marks fill the card's column (5x5,
    2H and 2D were hard to tell apart at true size: fresh review 25): the heart two lobes
    over a notch two rows deep, a point (one row deep, hearts and diamonds were hard to
    tell apart in the hand, reviews to 47), the diamond plain, 5 wide in the middle (the
    full width, it read as a club: fresh review 30), the black two each as its suit is
    drawn, solid, told by their outlines, tops and bottoms (reviews 87, 88: a spade full
    width by its third row, on the club's stem and foot, read as the club at true size;
    review 86: the spade an outline triangle with no stem read as a diamond; reviews 32,
    61, 67-70, 80, 81: a solid cross for the club against a solid spade read as two
    blobs): the spade a triangle, a point widening a column each side a row to the full
    width, on a bare stem, the club a lobe on top and one either side of its stem, dark
    between, on a foot. Every two differ in their top or bottom rows, which stand clear at
    true size (not in 2-4 middle pixels), but the spade and the diamond, a triangle and a
    rhombus (4 pixels, the spade's widest row), which the card's colour tells apart (their
    grounds differ in all 70 pixels of two cards' boxes); the two red ones and the two
    black ones, which only the marks tell apart, in 9 or more: the heart and the diamond
    (10) all in their top two rows (two lobes, a point), the club and the spade (10) in
    their tops and their bottoms alike."""
    board, app = start(seed=4)
    s = new_game(board, app)
    table = game_module("table")
    hand = s.game.hands[0]

    def suit_pixels(card):  # its mark's 7x5 box, a row under the rank: 1 where marked
        x = table.hand_x(hand, hand.index(card), True) + 1
        red = card // 13 in (1, 3)
        return [[int(board.chip.glass_pixel(x + i, table.PASS_HAND_Y + 9 + j) != red)
                 for i in range(7)] for j in range(5)]

    def background(card):  # the card's last column shown, right of its marks
        x = table.hand_x(hand, hand.index(card), True)
        return ground_lit(board, x, table.PASS_HAND_Y, table.HAND_H)
    by_suit = [[c for c in hand if c // 13 == suit and hand.index(c) != s.play.cursor]
               for suit in range(4)]
    assert all(by_suit)  # seed 4 deals every suit
    for suit in range(4):
        assert background(by_suit[suit][0]) == (table.HAND_H if suit in (1, 3) else 0), suit
    club, diamond, spade, heart = marks = [suit_pixels(by_suit[suit][0]) for suit in range(4)]
    flat = [sum(m, []) for m in marks]
    for a in range(4):
        for b in range(a):
            differ = sum(1 for i in range(35) if flat[a][i] != flat[b][i])
            assert differ >= (9 if a - b == 2 else 4), (a, b, differ)
            assert flat[a][:7] != flat[b][:7] or flat[a][28:] != flat[b][28:] or \
                (a, b) == (2, 1), (a, b)
    point = [0, 0, 0, 1, 0, 0, 0]
    foot = lobe = [0, 0, 1, 1, 1, 0, 0]
    assert heart[0] == [0, 1, 1, 0, 1, 1, 0] and heart[4] == point
    assert heart[1] == [1, 1, 1, 0, 1, 1, 1]   # its notch two rows deep (review 47)
    assert diamond[0] == diamond[4] == point and diamond[2] == [0, 1, 1, 1, 1, 1, 0]
    assert spade[:4] == [point, [0, 0, 1, 1, 1, 0, 0], [0, 1, 1, 1, 1, 1, 0], [1] * 7]   # solid
    assert spade[4] == point   # on a bare stem
    side_lobes = [1, 1, 0, 1, 0, 1, 1]   # beside the stem, dark between
    assert club[0] == club[1] == lobe and club[2] == club[3] == side_lobes and club[4] == foot


def column_lit(board, x, y, rows):
    return sum(board.chip.glass_pixel(x, y + j) for j in range(rows))


def test_each_red_card_of_a_run_stands_apart_and_so_does_the_pass_button():
    """At true size a run of red cards (lit) read as one strip (a fresh review): a red card
    after a red card keeps its first column dark, but lit beside its marks' pixels in the
    next column (a heart's lobe and a ten's flag ran into the dark column), the rest of
    its ground lit; the PASS button stands a dark column clear of the
    last card, inverted under the cursor or not; black cards are dark there anyway."""
    board, app = start(seed=7)
    s = new_game(board, app)
    table = game_module("table")
    h = table.HAND_H

    def check(passing, y):
        hand = s.game.hands[0]
        n = len(hand)
        runs = 0
        for i in range(1, n):
            x = table.hand_x(hand, i, passing)
            left = table.hand_x(hand, i - 1, passing)
            if is_red(hand[i]) and not stands_up(board, x, passing) and \
                    not stands_up(board, left, passing):
                apart = is_red(hand[i - 1]) and x - left == table.STEP   # (no gap)
                runs += apart
                if apart:
                    px = board.chip.glass_pixel
                    assert all(px(x, y + j) != px(x + 1, y + j) for j in range(h)), i
                    assert column_lit(board, x, y, h) <= 2, (i, passing)
                else:
                    assert column_lit(board, x, y, h) == h, (i, passing)
                assert ground_lit(board, x, y, h) == h, i
        return runs

    assert check(True, table.PASS_HAND_Y) >= 3   # seed 7: runs of diamonds and hearts
    hand = s.game.hands[0]
    assert is_red(hand[-1])
    for _ in range(2):   # the PASS button, then under the cursor (inverted)
        assert column_lit(board, table.PASS_X, table.PASS_HAND_Y, h) == 0
        assert column_lit(board, table.PASS_X - 1, table.PASS_HAND_Y, h) == h
        assert column_lit(board, table.PASS_X + 1, table.PASS_HAND_Y, h) > 0
        cursor_to(board, app, len(hand))
    pass_three(board, app)
    until_my_turn(board, app)
    play_first_legal(board, app)
    board.run(app, 40)
    assert check(False, table.HAND_Y) >= 2


def dark_runs(board, top, bottom):
    """The runs of columns dark from row top to row bottom, inside the lit ones' span:
    (first column, width) each."""
    dark = [not any(board.chip.glass_pixel(x, y) for y in range(top, bottom + 1))
            for x in range(128)]
    lit = [x for x in range(128) if not dark[x]]
    runs = []
    for x in range(lit[0], lit[-1] + 1):
        if dark[x] and not dark[x - 1]:
            runs.append([x, 0])
        if dark[x]:
            runs[-1][1] += 1
    return runs


def test_playing_each_suit_of_the_hand_stands_apart():
    """Review 47: 13 cards, 9 columns each, ♣ next to ♠ told apart only by the red suits
    between them. Playing, a gap of dark columns (SUIT_GAP) stands between two suits'
    cards: 3 dark columns or more from one suit's card to the next's, where two cards of a
    suit stand 2 apart at most; the hand centred."""
    for seed in (4, 7, 93):
        board, app, s, table, hand = our_first_turn(seed)
        play_first_legal(board, app)
        board.run(app, 40)
        n = len(hand)
        suits = [c // 13 for c in hand]
        changes = sum(1 for i in range(1, n) if suits[i] != suits[i - 1])
        assert changes >= 2, seed
        # the hand's rows under the large copy (down to row 45), down to the cursor's block
        runs = dark_runs(board, table.RAISED_Y, table.MARK_Y - 2)
        wide = [x for x, w in runs if w >= 3]
        assert len(wide) == changes and all(w <= 2 for x, w in runs if x not in wide), seed
        left = table.hand_x(hand, 0)
        right = table.hand_x(hand, n - 1) + table.CARD_W - 1
        assert left >= 0 and right < 127 and abs(left - (127 - right)) <= 1, seed


def test_passing_a_picked_card_stands_four_rows_up_with_a_gap_under_it():
    """Passing, the hand stands on the bottom row and a picked card 4 rows above the others,
    dark under it: a rise of 2 hardly told the picks at true size (a fresh review)."""
    board, app = start(seed=4)
    s = new_game(board, app)
    table = game_module("table")
    hand = s.game.hands[0]
    cursor_to(board, app, 0)
    keys(board, app, "A")
    cursor_to(board, app, 6)
    keys(board, app, "A")
    assert s.play.chosen == [hand[0], hand[6]]

    def rows_lit(i, top, rows):  # lit pixels of card i's columns inside its marks' rows
        x = table.hand_x(hand, i, True)
        return sum(board.chip.glass_pixel(x + 1 + c, top + r)
                   for r in range(rows) for c in range(7))
    bottom = HEIGHT - 4   # the 4 rows a picked card leaves dark under it
    for i in range(13):
        picked = hand[i] in s.play.chosen
        assert (rows_lit(i, table.PICKED_Y, 4) > 0) == picked, i   # 4 rows only it has
        assert (rows_lit(i, bottom, 4) == 0) == picked, i
    assert table.PASS_HAND_Y - table.PICKED_Y == 4
    assert table.PASS_HAND_Y + table.HAND_H == HEIGHT   # the others on the bottom row


def test_passing_a_pointer_marks_the_cursor_and_its_card_shows_large():
    board, app = start(seed=4)
    s = new_game(board, app)
    table = game_module("table")
    hand = s.game.hands[0]

    def pointer_at():  # the columns where the pointer's tip (its third row) is lit
        return [x for x in range(128) if board.chip.glass_pixel(x, table.POINTER_Y + 3)]
    for i in (0, 5, 12):
        cursor_to(board, app, i)
        assert pointer_at() == [table.hand_x(hand, i, True) + 4], i
        rank = game_module("engine").card_str(hand[i])[0]
        x, y = table.COPY_XY[0], table.PASS_COPY_Y
        assert hollow(board, x, y, rank), i   # as on our turn: a card not yet passed
    cursor_to(board, app, 13)  # the PASS button: inverted, no pointer over it, no copy
    assert pointer_at() == []
    assert board.chip.glass_pixel(table.PASS_X + 2, table.PASS_HAND_Y + 2)
    assert card_outline_lit(board, table.COPY_XY[0], table.PASS_COPY_Y) == 0


def test_passing_no_seat_is_marked_the_arrows_point_to_the_receiver():
    """Review 66: the inverted seat box meant the receiver while passing and the seat to
    play while playing. Passing, to each seat, no label is inverted (the large arrow
    beside the copy, PASS_ARROWS, and the PASS button's point to it); playing, the seat to
    move is marked as before."""
    board, app = start(seed=3)
    s = new_game(board, app)
    table = game_module("table")
    for pass_dir in (0, 1, 2):
        s.game.pass_dir = pass_dir
        s.play.drawn = None   # the table drawn whole for the new pass
        s.dirty = True
        keys(board, app, "wait:100")
        x, y = table.ARROW_XY[pass_dir]
        assert text_at(board.chip, table.PASS_ARROWS[pass_dir], x, y, LARGE), pass_dir
        for name in ("YOU", "WEST", "NORTH", "EAST"):
            assert find_text(board.chip, name, inverted=False, top=9) is not None, name
            assert find_text(board.chip, name, inverted=True, top=9) is None, (pass_dir, name)
    s.game.pass_dir = 0
    pass_three(board, app)
    keys(board, app, "wait:%d" % PACE_MS)
    assert s.game.turn == 2 and s.play.shown is None   # (seed 3: NORTH leads)
    assert shows(board, "NORTH", inverted=True)
