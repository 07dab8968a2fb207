"""The Hearts pages over the table, in the 5x7 font: the score tables (during a hand seats
in one order, YOU WEST NORTH EAST, columns headed TOTAL and +HAND, as the table's "12 +3";
at its end HAND and TOTAL, at the game's end the games won and each total in points, both
ranked by total, the leaders inverted), the last trick, and the cards played so far by
suit."""
from firmware.games.hearts.engine import PASS, PASS_OFFSET, RANKS, SUITS, trick_points
from firmware.games.hearts.status import BAR_CHARS, SEAT_NAMES, trick_note
from firmware.games.hearts.table import STATUS_TOAST, draw_seats, draw_trick
from firmware.ui.gfx import RED, SMALL, SUIT_CARD_MARK, TEN_W, WIDTH

SCORES = 0  # the pages DOWN opens (screen.PAGE_COUNT), in the order LEFT/RIGHT turn them
LAST_TRICK = 1
PAGE_KEYS = "<>:PAGE B:BACK"
SCORES_KEYS = ">:LAST TRICK B:BACK"   # the scores' keys: the page RIGHT turns to by name
PLAYER = "PLAYER"   # the scores' head over the seats' names
NONE_YET = "NONE YET THIS HAND"   # the last trick, the cards played: a page with none
# A score table: the heading and column heads on rows 10-16, a dark row either side, the
# rule under them on row 18, the seats' rows from 19 (a lit row over and under each
# leader's words), the last's words ending on row 53, a dark row over the footer's line,
# 55-63, where the end tables' WAIT stands (END_TOAST)
HEADING_Y = 10
RULE_Y = 18
ROW_Y = 19
FOOTER_Y = 56


# Where the app's WAIT (app.TOAST) goes on a page: in place of the title, rows 0-8 (the
# title's own bar, its word dark on it too). The figures, their column heads and the keys
# stay: over the key bar it hid what to press, over a score table's column heads the two
# columns of figures were unlabelled while read (fresh reviews).
TOAST_BOX = STATUS_TOAST
# The end tables (the hand's and the game's, whose A and B wait app.LOOK_MS: WAIT's usual
# pages): WAIT goes on the footer's line, rows 55-63, left of the keys, which end on column
# 126 there (END_KEYS_X), 3 dark columns or more from the box, over nothing: the title
# (review 38 C5: the toast hid HAND n OVER; review 75: NORTH WINS), the heading (review 83
# #8, 86: over the column heads' line it hid LOWEST WINS), the rows (review 75: a word over
# the leader's row) and the tally in view, the keys too; one line high, the last row's words
# a dark row over it. A footer too wide for that (a linked joiner's last, NEXT BY HOST
# B:LEAVE) leaves WAIT on the tally's line (TALLY_TOAST), over it whole (review 72: over
# part of a line, WAIT EADS).
END_TOAST = (0, FOOTER_Y - 1, 30, 9)
END_KEYS_X = WIDTH - 1   # the keys' right edge, the column after their last
TALLY_TOAST = (0, HEADING_Y, WIDTH - 1, 9)   # over the rule (row 18), row 9 dark


def end_toast(footer):
    """Where WAIT goes on an end table whose keys are footer (END_TOAST, or where they
    leave it no room, TALLY_TOAST)."""
    left = END_KEYS_X - (len(footer) * SMALL[3] - SMALL[3] + SMALL[1])
    return END_TOAST if left - END_TOAST[2] >= 3 else TALLY_TOAST


def draw_title(gfx, title):
    """A lit bar, rows 0-8, a row lit above and under its words; row 9 dark, so an inverted
    rank on the cards-played page's top row stands apart from it (a 10-row bar joined it)."""
    gfx.fill_rect(0, 0, WIDTH, 9, 1)
    gfx.center(title, 1, SMALL, 0)


# The right edges of the figures' columns (the last: the right edge); the first leaves
# LEADS 16 dark columns before +HAND
COLUMNS = (92, 127)
PLACES = ("1ST", "2ND", "3RD", "4TH")
PLACE_NAME_X = 24   # the final table: each seat's name after its place


def draw_scores_table(gfx, title, heading, heads, columns, footer, totals=None, places=False):
    """Each seat's figures (columns: one list of texts a head, in seat order), right-aligned
    under heads (the last against the right edge); heading: words on the left of the column
    heads; footer: the keys, centred, or with totals (an end table) ending on column 126,
    WAIT's room left of them (END_TOAST). totals: the rows ranked by them, the lowest (Hearts' best)
    first, a tie in seat order, and the leaders' inverted, one or more sharing first place
    (none where all four are level: no one leads); review 66: in seat order with no mark,
    the winner read third of four. None: in seat order (the pages during a hand). places:
    each row begins with its seat's place by totals, 1ST to 4TH, a tie sharing the better
    (review 79: the game's end never said where you finished)."""
    draw_title(gfx, title)
    gfx.text(heading, 0, HEADING_Y, SMALL)
    edges = COLUMNS[len(COLUMNS) - len(heads):]
    for i in range(len(heads)):
        gfx.right(heads[i], edges[i], HEADING_Y, SMALL)
    gfx.hline(0, RULE_Y, WIDTH, 1)
    order = range(4) if totals is None else sorted(range(4), key=lambda s: (totals[s], s))
    low = None if totals is None or min(totals) == max(totals) else min(totals)
    for row in range(4):
        seat = order[row]
        y = ROW_Y + 1 + row * 9
        c = 1
        if low is not None and totals[seat] == low:   # a lit row over and under its words
            gfx.fill_rect(0, y - 1, WIDTH, 9, 1)
            c = 0
        if places:
            gfx.text(PLACES[place(totals, seat)], 1, y, SMALL, c)
        gfx.text(SEAT_NAMES[seat], PLACE_NAME_X if places else 6, y, SMALL, c)
        for i in range(len(heads)):
            gfx.right(columns[i][seat], edges[i], y, SMALL, c)
    if totals is None:
        gfx.center(footer, FOOTER_Y, SMALL)
    else:
        gfx.right(footer, END_KEYS_X, FOOTER_Y, SMALL)


def place(totals, seat):
    """A seat's place by totals, 0 the first: how many seats have less (a tie shares)."""
    return sum(1 for t in totals if t < totals[seat])


def figures(numbers, sign=""):
    return [sign + str(n) for n in numbers]


def draw_scores(gfx, game):
    """During a hand: the totals before this hand, then the points taken so far in it, as
    the table's "12 +3" reads (TOTAL, +HAND: a fresh review read the table's figures the
    other way round, as the page had them, HAND then TOTAL), under PLAYER, the names'
    column's head (issue 44: TRICK 1 there, on the heads' line, read as a column's);
    while passing the pass named by its receiver, to whom the table's arrows point (PASS TO
    WEST), in play what the page shows, SCORES (reviews 67-70: PASS TO WEST stood through
    the play, the pass long over). Its keys name the page RIGHT turns to, the last trick
    (issue 44: <>:PAGE did not say the last trick was a page on)."""
    title = "HAND %d: " % (game.hand_no + 1)
    if game.phase == PASS:
        title += "PASS TO " + SEAT_NAMES[PASS_OFFSET[game.pass_dir]]
    else:   # (a hand without a pass is played from its deal)
        title += "SCORES"
    draw_scores_table(gfx, title, PLAYER, ("TOTAL", "+HAND"),
                      (figures(game.totals_before()), figures(game.taken, "+")), SCORES_KEYS)


# The last trick between the title bar and its note, each card whole (closed at the
# bottom, 16 rows) and the winner's frame a row clear of both (rows 11-46): the table's
# trick with NORTH's and YOU's cards 2 rows nearer, each name in a box of its own clear of
# every card and frame.
LAST_XY = ((66, 30), (53, 21), (66, 12), (79, 21))
LAST_LABELS = ((0, 34, 49, False, 49), (0, 23, 49, False, 49), (0, 13, 49, False, 49),
               (92, 23, 125, False, 125))
NOTE_Y = 48


def draw_last_trick(gfx, game):
    draw_title(gfx, "LAST TRICK")
    if not game.tricks:
        gfx.center(NONE_YET, 28, SMALL)
    else:
        leader, cards, winner = game.tricks[-1]
        draw_seats(gfx, winner, labels=LAST_LABELS)
        draw_trick(gfx, leader, cards, winner, LAST_XY, True)
        gfx.center(trick_note(winner, cards, trick_points(cards), True), NOTE_Y, SMALL)
    gfx.center(PAGE_KEYS, FOOTER_Y, SMALL)


# The cards played: a suit a row, 10 rows apart, so that a rank of yours (inverted, 9 rows
# with its margins) stands apart from the same rank of the suits above and below (9 apart,
# they joined into one strip at true size: a fresh review); the legend's YOURS then shares
# the key bar's line (a dot, a card still out, says itself beside the ranks shown).
PLAYED_Y = 11
PLAYED_STEP = 10
# Each suit's mark as on its cards (7x5, SUIT_CARD_MARK), a red one's on a lit tile 9 wide;
# the ranks from PLAYED_X, a dark column clear of it (a rank of yours is inverted).
PLAYED_X = 11


def draw_played(gfx, game):
    """Per suit (red suits' marks dark on a lit tile, as on their cards) its 13 ranks:
    those played this hand shown, yours inverted, the others (still out) as a dot. While
    passing, none: the hand held then is not yet yours to play (13 ranks inverted under
    CARDS PLAYED read as played: a fresh review)."""
    draw_title(gfx, "CARDS PLAYED")
    if game.phase == PASS:
        gfx.center(NONE_YET, 28, SMALL)
        gfx.center(PAGE_KEYS, FOOTER_Y, SMALL)
        return
    gone = bytearray(52)
    for t in game.tricks:
        for c in t[1]:
            gone[c] = 1
    for c in game.trick:
        gone[c] = 1
    for c in game.hands[0]:
        gone[c] = 2
    for suit in range(4):
        y = PLAYED_Y + suit * PLAYED_STEP
        red = SUITS[suit] in RED  # its mark as on its cards: dark on a lit tile
        if red:
            gfx.fill_rect(0, y - 1, PLAYED_X - 2, 9, 1)
        gfx.suit(1, y + 1, SUITS[suit], SUIT_CARD_MARK, 0 if red else 1)
        for r in range(13):
            x = PLAYED_X + r * 9
            state = gone[suit * 13 + r]
            ten = r == 8   # TEN_W wide, a column left: a dark column from the 9's and J's tiles
            if state == 2:
                gfx.fill_rect(x - 1 - ten, y - 1, (TEN_W if ten else 5) + 2, 9, 1)
            if state:
                gfx.rank(RANKS[r], x - ten, y, 0 if state == 2 else 1)
            else:
                gfx.pixel(x + 2, y + 3, 1)
    # the legend, YOURS inverted as your ranks are, left of the keys
    gfx.fill_rect(0, FOOTER_Y - 1, 31, 9, 1)
    gfx.text("YOURS", 1, FOOTER_Y, SMALL, 0)
    gfx.right(PAGE_KEYS, WIDTH - 1, FOOTER_Y, SMALL)   # ends on column 126


def draw_page(gfx, page, game):
    if page == SCORES:
        draw_scores(gfx, game)
    elif page == LAST_TRICK:
        draw_last_trick(gfx, game)
    else:
        draw_played(gfx, game)


# HAND n OVER's heading where some seats lead: the lowest total leads (the rows inverted);
# review 79: LOW LEADS was cryptic; review 92: LOWEST WINS ran into the heads, 4 columns
# off, and read as one line, LOWEST WINS HAND TOTAL
LEADS = "LOW WINS"


def draw_hand_over(gfx, game, waiting=False):
    """waiting: a linked joiner's, whose next hand (the final table) the host deals
    (shows)."""
    if game.moon is not None:
        title = "MOON: " + SEAT_NAMES[game.moon] + "!"
    else:
        title = "HAND %d OVER" % (game.hand_no + 1)
    totals = game.totals   # the heading says what the inverted rows are (review 71: two
    # rows lit, nothing said why)
    # the hand's points as the page during the hand has them, +HAND (review 92: HAND there,
    # +HAND here, the same figures)
    draw_scores_table(gfx, title, LEADS if min(totals) < max(totals) else "",
                      ("+HAND", "TOTAL"), (figures(game.hand_points, "+"), figures(totals)),
                      hand_over_keys(game, waiting), totals)


def hand_over_keys(game, waiting=False):
    """The hand's end table's keys (waiting: as draw_hand_over)."""
    if game.phase == "game_end":
        return "FINAL BY HOST" if waiting else "A:FINAL SCORES"
    return "HOST DEALS NEXT" if waiting else "A:NEXT HAND"


def game_over_title(winners):
    """Names every winner: seats tied on the lowest total share the win, and it says so
    (review 62: YOU+NORTH WIN read as a win of one's own)."""
    if len(winners) == 1:
        return "YOU WIN!" if winners[0] == 0 else SEAT_NAMES[winners[0]] + " WINS"
    if len(winners) == 4:
        return "ALL FOUR TIE!"
    return "+".join(SEAT_NAMES[s] for s in winners) + " SHARE"  # 21 characters at most


def tally_line(won, played, shared=0):
    """The games won in words; with any first place shared, those apart (record.py), a
    word shorter where the line would not hold it (a thousand games or more)."""
    if shared:
        tally = "WON %d SHARED %d OF %d" % (won, shared, played)
        return tally if len(tally) <= BAR_CHARS else "WON %d SHARED %d" % (won, shared)
    tally = "GAMES WON: %d OF %d" % (won, played)
    return tally if len(tally) <= BAR_CHARS else tally[6:]


def draw_game_over(gfx, game, won, played, keys="A:AGAIN B:SETUP", shared=0):
    """The title names the winners; under it the games won in words (tally_line), and each
    seat's final total in points (review 34: WON 0 OF 1 beside the column head TOTAL, and a
    '*' before the winner's name, read as a puzzle), each row led by its place. The tally's
    line is the column heads' own: the figures say PTS instead."""
    tally = tally_line(won, played, shared)
    draw_scores_table(gfx, game_over_title(game.winners()), tally, ("",),
                      ([str(n) + " PTS" for n in game.totals],), keys, game.totals, True)
