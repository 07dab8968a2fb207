"""Drawing the Hearts table on 128x64, every word in the 5x7 font: the status bar along the
top, the trick in the middle with each card at its seat's side (you below, WEST left,
NORTH above, EAST right) and beside it each seat's name and figures, "12 +3": its total
before this hand, then, once it has taken any, its points this hand after a plus;
your hand along the bottom."""
from firmware.games.hearts.engine import RANKS, SUITS, card_str
from firmware.games.hearts.status import (BROKEN, BUTTON_KEYS, DROP_KEY, HINT_KEY, PICK_KEY,
                                         SEAT_NAMES)
from firmware.ui import partial
from firmware.ui.gfx import (CARD_ROW, CARD_SMALL, HEIGHT, LARGE, SMALL,
                             SUIT_CARD_MARK, WIDTH)

PASS_ARROWS = ("<", ">", "^")  # towards WEST, EAST, NORTH
ARROW_XY = ((51, 20), (76, 20), (63, 11))  # passing: a large arrow beside our card's copy

CARD_W = 10
CARD_H = 15  # a card in the trick
HAND_H = 14  # a card in the hand (CARD_ROW)
STEP = 9  # the hand's cards overlap by their edge: 13 cards and the PASS button fit
SUIT_GAP = 3  # playing, dark columns between two suits' cards: 13 leave 10 (layout)
# Playing, the card under the cursor stands 2 rows higher (review 51: raised alike, cards
# meant the cursor, a card received, and, as the cursor stops only on them on our turn, a
# card we may play). On our turn those we may play have a bar under them (MARK_Y). The
# hand's cards end on row 60: a dark row under them, then those marks, 2 rows. The cards
# received have a bar over them instead (RECEIVED_MARK_Y), till the first trick has left
# the table (review 86: gone with our first card, a tapper holding the 2 of clubs never saw
# them), where nothing else marks a card: under them, as the bar under the cards we may
# play, 4 columns against 8, they were not told from those at true size (reviews 77-86),
# and on one we may play the bar hid it. They stand level with the others: the rise is the
# cursor's alone (review 51: cards standing higher meant three things; a row up, as Windows
# Hearts raises them, they were the cursor's card's rise halved).
HAND_Y = 47
RAISED_Y = HAND_Y - 2  # playing: the card under the cursor
# Passing, the hand stands on the bottom row, so a picked card stands 4 rows above the
# others with a dark gap under it: at true size a rise of 2 hardly told the picks.
PASS_HAND_Y = 50
PICKED_Y = PASS_HAND_Y - 4
# Under the hand, a dark row under it: on our turn a bar under each card we may play, 8x2,
# a dark column between two (BAR_W); else the cursor's block, 6x2 (columns 2-7 of its card,
# a dark column from a red neighbour's lit edge: a dark (black) card lifted alone hardly
# showed, review 37; on our turn its large copy shows it).
MARK_Y = HAND_Y + HAND_H + 1
CURSOR_X = 2
CURSOR_W = 6
BAR_W = STEP - 1
POINTER_Y = 42  # passing: the cursor, a triangle pointing down at its card, rows 43-45
# A card received: a bar over it, 7x2 over its mark's columns (1-7), standing a dark row
# clear of what the card shows of itself: over a black card's dark top row, on the rows the
# cursor's card rises into (45-46), a red card's a row higher (44-45), over a dark row on
# its lit top (reviews 87, 88: a dash 5x2 on that lit row joined it, the card a row or two
# taller, and the red cards received were not found at true size; reviews 67-70: a dot,
# 2x2, was hard to see). A black card's stays a row lower: a dash on rows 44-45 met the
# large copy's corners and the trick's frame (row 43) and read as theirs, as a red card's
# may where the copy stands over it. None on the cursor's card, which stands up into those
# rows (its large copy shows it).
RECEIVED_MARK_Y = RAISED_Y - 1   # a red card's; a black card's a row lower
RECEIVED_X = 1
RECEIVED_W = 7
RECEIVED_H = 2
# The rows a playing cursor move redraws, a red card's received bar's to the bottom (its
# block); passing, the picks' (the pointer above them is redrawn apart).
HAND_TOP = RECEIVED_MARK_Y
# Playing: the card under the cursor stands out of the hand, clear of its large copy in our
# place in the trick, 13x18 at COPY_XY between WEST's and EAST's cards and under NORTH's,
# a dark row over the card lifted (on our turn the cursor stops only on cards we may
# play). Passing: the copy stands higher (PASS_COPY_Y), clear of the pointer, the pass
# arrow beside it.
COPY_XY = (62, 26)
COPY_W = 13
COPY_H = 18
PASS_COPY_Y = 20
PASS_X = 13 * STEP  # passing: the PASS button after the 13 cards (left-aligned then)
# Top-left corner of each seat's card in the trick: right of the middle, so NORTH's name
# and figures fit on its line (NORTH 12 +3), while the right hand words (EAST's figures on
# their own line, the copy's label under EAST's card) end off the edge, the widest, 149 +26,
# 3 dark columns from EAST's card (2 from the frame round it: they touched that frame, a
# column to the right). WEST's and EAST's a row under NORTH's words, and their winner's
# frame too (review 43: they touched NORTH's marked label). Every card stands 3 dark
# columns or more from any words, 2 from its frame (review 51: at true size 2 read as
# touching).
TRICK_XY = ((64, 28), (51, 19), (64, 10), (76, 19))
# Each seat's name and figures: (x of the name, y, right edge of the figures' room, figures
# on a second line, the furthest right edge). The figures stand after the name on its line,
# or on the next under it from its first column (review 81 #10: WEST's and EAST's, right-
# aligned on the line under their names, beside WEST's card and on the far right, over
# YOU's, were easy to give to the wrong seat): beside WEST's and EAST's cards only two lines
# leave the figures room; YOU's end under WEST's, but where YOU's name and its figures
# would not fit (YOU 125 +26: they were cut to Y, a fresh review) they reach on to
# column 58 under WEST's card, clear of YOU's large copy (column 62 on); EAST's box starts
# two columns clear of the frame round its card when it takes the trick. Playing, YOU's label
# and the copy's label (COPY_LABEL) stand a row under WEST's and EAST's two-line boxes (rows
# 18-34, marked to move or taking the trick), so that neither hangs from one (touching,
# they read as one shape at true size: a fresh review); passing, a row higher
# (PASS_LABELS), clear of the pointer over the hand (rows 43-45).
LABELS = ((0, 36, 49, False, 58), (0, 19, 46, True, 46), (0, 10, 59, False, 59),
          (89, 19, 125, True, 125))
PASS_LABELS = ((0, 35, 49, False, 58),) + LABELS[1:]
NAME_GAP = 4  # the least gap between a name and its figures on one line
# The names where a seat's figures leave its whole name no room on its line: NORTH's, from
# 10 +10 or 100 +1, beside NORTH's card. The computer's seats by their initials, alike
# (issue 44: NORTH alone cut to NOR, the others whole, read as a fault), YOU whole (its
# line reaches on under WEST's card: YOU cut to Y read as a fault too).
SHORT_NAMES = ("YOU", "W", "N", "E")
# The figures: the total, then this hand's points after a plus, "12 +3", as the scores
# page's TOTAL and +HAND columns spell them (review 49, issue 44.4: "12+3" under the key
# TOT+HAND was cryptic; review 55: "0♥13" read as one number with a heart in it). None
# taken yet, the total alone. The plus is 3x3 (MONO_VLSB columns, its bar on the digits'
# middle row), 4 dark columns after the total, one before the points (a digit and the
# next: 1): as wide as the heart mark and its gaps were.
HAND_GAP = 4
PLUS = b"\x08\x1c\x08"
PLUS_W = 3
# A little figure (5x7, MONO_VLSB columns: a head over shoulders, solid: a stick figure's
# 1-pixel limbs ran together at true size) after the name of a seat that a person plays on
# another handheld (a linked game); the computer's seats have none.
PERSON = b"\x60\x77\x77\x77\x60"
PERSON_W = 5
PERSON_GAP = 2
STATUS_H = 9
# The app's WAIT (app.TOAST) at the table and on its pages: over the
# status bar's rows, whole, where the game's own refusals (WAIT: THINKING..., NOT YOURS)
# and hints stand (review 43: in a box over WEST's label it hid a player's name and score,
# and read as the player's); nothing on column 127.
STATUS_TOAST = (0, 0, WIDTH - 1)
# The scores' key on NORTH's line, right of NORTH's card (9 dark columns from its frame),
# ending where EAST's figures end (column 124): its old place, beside our place in the
# trick, is the large copy's label's (COPY_LABEL)
SCORES_KEY = "▼:SCORE"
KEYS_XY = (84, 10)
# The app's WAIT at the table: over that key, the key's place on NORTH's line (rows 10-16,
# the word's own), 5 dark columns right of NORTH's card, so the status bar's words stay in
# view (reviews 80-82: WAIT over YOU TAKE THE QUEEN, FOLLOW DIAMONDS, HINT: PASS THESE 3 hid
# the line it asked the player to read); a dark row between it and the status bar over it
# and EAST's label under it, each inverted at times (a row taller, it met EAST's lit label
# and read as EAST's)
TABLE_TOAST = (KEYS_XY[0] - 2, KEYS_XY[1], WIDTH - 1 - (KEYS_XY[0] - 2), 7)
# The app's HOLD FOR MENU, while B is held (0.6 s till the pause menu opens): from WAIT's
# place down over EAST's label, two lines, HOLD FOR and MENU, the status bar in view (in
# WAIT's box, one line high, its three lines of 7 columns ran over the bar's key and EAST's
# label: review 86 #10); from EAST's card's left edge (over its top), a dark column from
# NORTH's card's frame, nothing on column 127
TABLE_HOLD = (TRICK_XY[3][0], KEYS_XY[1], WIDTH - 1 - TRICK_XY[3][0])
# Passing, on a card DOWN goes to the PASS button, on the button it opens the scores: the
# key follows the cursor (review 58: ▼:PASS on the button, where DOWN opened the scores,
# was close to a trap), in SCORES_KEY's place, so a move onto or off the button rewrites
# the word after "▼:" alone (KEY_SWAP_X)
TO_PASS_KEY = "▼:PASS"
# The large copy's label while playing, beside it on the right (3 dark columns), on YOU's
# label's line: what A does to it, A:PLAY (review 55: the copy alone, in our place in the
# trick, read as a card played: could the ace be out yet?). Drawn with the table, not with a
# move's copy: the copy shows on our turn alone, on a card every move. Passing, none: the
# copy is hollow, a card not yet passed, in no place of a trick, the pass arrow beside it;
# each word there was read as something else, IN HAND as "pass the 2" (reviews 67-70),
# CURSOR as a key hint or as EAST's state, its figures over it (reviews 72, 73, 76).
COPY_LABEL = "A:PLAY"
# While A tapped into the turn waits for an aim (ctx.aiming), the arrows in its place, as the
# board games' key bar offers them (board_panel's aim_key), as wide (issue 44, review 94:
# A:PLAY stood beside the copy while the bar said CHOOSE WITH <> FIRST and A was refused)
AIM_LABEL = "<>:AIM"
COPY_LABEL_X = 78
COPY_LABEL_Y = 36  # YOU's line (LABELS)


# The hand's places' left edges as layout() laid them out last (its cards, then passing the
# PASS button's), made once: a cursor move lays the hand out with the heap locked. _LAID:
# which hand, its length and whether passing: a hand changes as a new list or a card fewer
# (engine.py), so a move, which changes none, lays it out again only on another board's
# (several simulated ones in one process).
_XS = bytearray(14)
_LAID = [None, 0, False]


def layout(hand, passing):
    """Lay the hand's places out in _XS: passing, STEP apart from column 0; playing,
    centred, each suit SUIT_GAP columns apart from the next, its own slice of the row
    (review 47: 9 columns a card, a club beside a spade was told apart only by the red
    suits between them). slot_y reads the hand as its caller laid it out."""
    n = len(hand)
    if hand is _LAID[0] and n == _LAID[1] and passing == _LAID[2]:
        return   # (a cursor move's, up to four times: 6 us each on the unix port, x64)
    _LAID[0] = hand
    _LAID[1] = n
    _LAID[2] = passing
    x = -STEP
    was = hand[0] // 13 if n else 0
    for i in range(n):
        suit = hand[i] // 13
        x += STEP if passing or suit == was else STEP + SUIT_GAP
        was = suit
        _XS[i] = x
    _XS[n] = x + STEP
    if n and not passing:
        left = (WIDTH - _XS[n - 1] - CARD_W) // 2
        for i in range(n):
            _XS[i] += left


def hand_x(hand, index, passing=False):
    """The left edge of the hand's place index; passing, index len(hand) is the PASS
    button's."""
    layout(hand, passing)
    return _XS[index]


def hand_y(passing):
    """The top of the hand's cards that do not stand out."""
    return PASS_HAND_Y if passing else HAND_Y


def draw_pointer(gfx, x, c=1):
    """Passing: the cursor above the card whose left edge is x (c=0: rubbed out); none over
    the PASS button (x PASS_X), inverted under the cursor: a pointer there as well made a
    move onto or off the button send 28 bytes more (pages 5-7 in one window), room the key's
    1 MORE takes (tests/games/hearts/test_play.py)."""
    if not c:
        gfx.fill_rect(x, POINTER_Y + 1, CARD_W, PICKED_Y - POINTER_Y - 1, 0)
    elif x != PASS_X:
        gfx.text("▼", x + 2, POINTER_Y - 1, SMALL)   # the key hints' DOWN, rows 43-45


def draw_hand(gfx, hand, cursor, raised, playable, passing, received=(), first=0, last=99):
    """The hand left to right, suits in the order C D S H, so black and red cards take
    turns, playing each suit apart from the next (layout); a red card (lit) after a red
    card of its suit keeps its first column dark, so each card of
    a run of them stands apart at true size (lit side by side, a run read as one strip: a
    fresh review); its rank and suit start two columns in, none of them lost. cursor: index
    standing out while playing, its block under it (None: none); raised: cards standing out
    (passing: picked); received: cards with a bar over them (playing); playable: the cards
    that may be played (our turn), each with a bar under it (None: none; the cursor's
    block then). Never a card dimmed: a checkerboard over a 5x7 rank and a 7x5 mark left
    neither readable at true size.
    first, last: only those cards (a partial redraw)."""
    n = len(hand)
    layout(hand, passing)
    for i in range(first, min(last + 1, n)):
        c = hand[i]
        x = _XS[i]
        y = slot_y(hand, i, cursor, raised, passing)
        gfx.card(x, y, card_str(c), CARD_ROW)
        if i and c // 13 & 1 and hand[i - 1] // 13 & 1 and x - _XS[i - 1] == STEP:
            gfx.row_gap(x, y)   # red after red, no gap between
        if i + 1 < n and _XS[i + 1] - x > STEP:   # a gap after it: its last column dark, as
            gfx.fill_rect(x + STEP, y, 1, HAND_H, 0)   # under a neighbour's
        if passing:
            continue
        if playable is not None and c in playable:
            gfx.fill_rect(x, MARK_Y, BAR_W, HEIGHT - MARK_Y, 1)
        elif i == cursor:
            gfx.fill_rect(x + CURSOR_X, MARK_Y, CURSOR_W, HEIGHT - MARK_Y, 1)
        if i != cursor and c in received:   # (a black card's bar a row lower)
            gfx.fill_rect(x + RECEIVED_X, RECEIVED_MARK_Y + 1 - (c // 13 & 1), RECEIVED_W,
                          RECEIVED_H, 1)


def draw_pass_button(gfx, pass_dir, selected, ready):
    """The PASS button after the hand: an arrow towards the receiver; dotted until three
    cards are picked, inverted under the cursor (its pointer is the table's). It stands a
    dark column clear of the last card (a red one, lit, joined it, as red neighbours
    did), 9 columns wide."""
    fg = 0 if selected else 1
    gfx.fill_rect(PASS_X, PASS_HAND_Y, CARD_W, HAND_H, 0)
    x = PASS_X + 1
    if selected:
        gfx.fill_rect(x, PASS_HAND_Y, CARD_W - 1, HAND_H, 1)
    if ready:
        gfx.rect(x, PASS_HAND_Y, CARD_W - 1, HAND_H, 1)
    else:
        gfx.dotted_rect(x, PASS_HAND_Y, CARD_W - 1, HAND_H, 1)
    # an arrow with a shaft, 5x5: a bare < beside the dotted edge read as a K at true size
    gfx.columns(PASS_BUTTON_ARROWS, 5 * pass_dir, 5, 1, x + 2, PASS_HAND_Y + 4, fg)


# The PASS button's arrows, 5x5 with a shaft, towards WEST, EAST, NORTH (as PASS_ARROWS), as
# glyph columns (bit r: row r): one glyph call, not four lines and pixels (0.1 ms of a move
# onto or off the button on the Pico).
PASS_BUTTON_ARROWS = b"\x04\x0e\x15\x04\x04\x04\x04\x15\x0e\x04\x04\x02\x1f\x02\x04"


def draw_status(gfx, text, inverted=False, keys=None, news=None):
    """The status bar: text on the left, on the right a key hint (keys: HINT_KEY, ▲:HINT,
    or such as "A:PICK") or news (news: status.py's short news, inverted, a
    tag beside YOUR TURN; BROKEN: the cards' heart mark and BROKEN)."""
    if inverted:
        gfx.fill_rect(0, 0, WIDTH, STATUS_H, 1)
    c = 0 if inverted else 1
    gfx.text(text, 0, 1, SMALL, c)
    if news is not None:
        w = BROKEN_W if news == BROKEN else gfx.text_width(news, SMALL)
        x = WIDTH - 2 - w  # the tag's box ends on column 126
        gfx.fill_rect(x - 1, 0, w + 2, STATUS_H, 1)
        if news == BROKEN:   # the heart mark of the cards, then the word
            gfx.suit(x, 2, "H", SUIT_CARD_MARK, 0)
            gfx.text(BROKEN, x + 8, 1, SMALL, 0)
        else:
            gfx.text(news, x, 1, SMALL, 0)
    elif keys:
        draw_keys(gfx, keys, c)


def draw_keys(gfx, keys, c=1):
    """The status bar's key hint, on its right."""
    gfx.text(keys, keys_x(gfx, keys), 1, SMALL, c)


def keys_x(gfx, keys):
    """The left edge of what draw_keys draws: clear of the right edge."""
    return WIDTH - gfx.text_width(keys, SMALL) - 1


BROKEN_W = 8 + 6 * 6 - 1  # the news BROKEN's width: the heart mark, a gap, the word


def draw_trick(gfx, leader, cards, winner=None, at=TRICK_XY, whole=False):
    """The cards of a trick at their seats (at: each one's top-left corner); winner: its
    card framed a pixel outside; whole: each red card closed by a lit row under it (a small
    card's suit stands on its last row, a red one's point open at the bottom: on a page,
    words under it; a black card's sides stop above its suit, gfx.card)."""
    for i in range(len(cards)):
        seat = (leader + i) % 4
        x, y = at[seat]
        gfx.card(x, y, card_str(cards[i]), CARD_SMALL)
        if whole and cards[i] // 13 & 1:   # (D, H)
            gfx.fill_rect(x, y + CARD_H, CARD_W, 1, 1)
        if seat == winner:
            gfx.rect(x - 1, y - 1, CARD_W + 2, CARD_H + 2 + whole, 1)


def draw_thinking(gfx, seat):
    """A computer seat is choosing: a dotted card with three dots at its place."""
    x, y = TRICK_XY[seat]
    gfx.dotted_rect(x, y, CARD_W, CARD_H, 1)
    for i in range(3):
        gfx.pixel(x + 2 + 2 * i, y + 7, 1)


def draw_seats(gfx, marked, taken=None, totals=None, people=(), labels=LABELS):
    """Each seat's name beside its place, and with taken (points this hand) its figures,
    "12 +3" (draw_figures; where they leave the name no room on its line, YOU's box reaches
    further right, as far as it needs; where a seat's name has no room even so, every
    name is seat_names' short one); marked: the seat whose label is inverted (to move,
    or taking the trick shown), or None; people: the seats played by a person on another
    handheld, a little figure after the name; labels: as LABELS."""
    names = SEAT_NAMES if taken is None else seat_names(gfx, taken, totals, people, labels)
    for seat in range(4):
        x, y, right, two, far = labels[seat]
        two = two and taken is not None
        name = names[seat]
        person = person_width(seat, people)
        if taken is not None:
            total, points = figure_texts(seat, taken, totals)
            if two:   # under the name, from its first column
                ends = min(x + 1 + figures_width(gfx, total, points), right)
            else:   # after the name, NAME_GAP on
                short = line_short(gfx, name, x, right, person, total, points)
                ends = right + short
                right += max(0, min(far - right, short))
        c = 1
        if seat == marked:
            gfx.fill_rect(x, y - 1, right - x + 1, 17 if two else 9, 1)
            c = 0
        if taken is not None:
            draw_figures(gfx, total, points, ends, y + 8 if two else y, c)
        width = gfx.text(name, x + 1, y, SMALL, c)
        if person:
            gfx.columns(PERSON, 0, PERSON_W, 1, x + 1 + width + PERSON_GAP, y, c)


def line_short(gfx, name, x, right, person, total, points):
    """The columns a seat's name, its person mark (person: its width with its gap) and
    figures lack on one line from x to right (none or fewer: they fit)."""
    gap = PERSON_GAP if person else NAME_GAP   # the figure stands between them
    return gfx.text_width(name) + person + gap + figures_width(gfx, total, points) - \
        (right - x - 1)


def seat_names(gfx, taken, totals, people, labels):
    """SEAT_NAMES, or SHORT_NAMES where a seat's figures leave its whole name no room on
    its one line."""
    for seat in range(4):
        x, y, right, two, far = labels[seat]
        if not two and line_short(gfx, SEAT_NAMES[seat], x, far, person_width(seat, people),
                                  *figure_texts(seat, taken, totals)) > 0:
            return SHORT_NAMES
    return SEAT_NAMES


def person_width(seat, people):
    """The columns the little figure after a seat's name takes with its gap (0: none)."""
    return PERSON_GAP + PERSON_W if seat in people else 0


def figure_texts(seat, taken, totals):
    """A seat's figures' texts: its total, and its points this hand ("": none yet)."""
    return str(totals[seat]), str(taken[seat]) if taken[seat] else ""


def figures_width(gfx, total, points):
    """The width of a seat's figures (total, points: their digits; points "": none)."""
    w = gfx.text_width(total)
    return w + HAND_GAP + PLUS_W + 1 + gfx.text_width(points) if points else w


def draw_figures(gfx, total, points, right, y, c=1):
    """A seat's figures ending on column right - 1, on the line at y: the total, then with
    points the plus and they."""
    x = right - figures_width(gfx, total, points)
    gfx.text(total, x, y, SMALL, c)
    if points:
        x += gfx.text_width(total) + HAND_GAP
        gfx.columns(PLUS, 0, PLUS_W, 1, x, y, c)
        gfx.text(points, x + PLUS_W + 1, y, SMALL, c)


def draw_play(gfx, game, passing, shown, thinking, status, cursor, raised, playable,
              received=(), people=(), label=COPY_LABEL):
    """The table. shown: (leader, cards, winner) of a finished trick still on the table;
    thinking: the seat whose thinking mark shows, or None; status: (text, inverted, keys,
    news) for the status bar (draw_status); raised, playable, received: as draw_hand;
    playable is set on our turn, which shows the cursor's card large in our place in the
    trick, as passing does; people: as
    draw_seats; label: the copy's (copy_label)."""
    if passing:
        # no seat: the large arrow and the PASS button's point to the receiver (review 66:
        # its label inverted read as the seat to play, which the box means while playing; a
        # frame or an underline crowded NORTH's and YOU's lines at true size)
        marked = None
    elif shown is not None:
        marked = shown[2]
    else:
        # the seat to move, but ours: YOUR TURN says it, and YOU's label inverted was the
        # largest lit box on a crowded table (review 32)
        marked = game.turn or None
    draw_status(gfx, status[0], status[1], status[2], status[3])
    draw_seats(gfx, marked, game.taken, game.totals_before(), people,
               PASS_LABELS if passing else LABELS)
    if shown is not None:
        draw_trick(gfx, shown[0], shown[1], shown[2])
    elif passing:
        x, y = ARROW_XY[game.pass_dir]
        gfx.text(PASS_ARROWS[game.pass_dir], x, y, LARGE)
    else:
        draw_trick(gfx, game.leader, game.trick)
        if thinking is not None:
            draw_thinking(gfx, thinking)
    on_button = passing and cursor == len(game.hands[0])
    gfx.text(TO_PASS_KEY if passing and not on_button else SCORES_KEY, KEYS_XY[0], KEYS_XY[1],
             SMALL)
    if playable is not None:
        gfx.text(label, COPY_LABEL_X, COPY_LABEL_Y, SMALL)
    draw_copy(gfx, game.hands[0], passing, cursor, playable)
    draw_slots(gfx, game, passing, cursor, raised, playable, received)
    if passing and cursor is not None:
        draw_pointer(gfx, hand_x(game.hands[0], cursor, True))


def draw_copy(gfx, hand, passing, cursor, playable):
    """The large copy of the cursor's card, on our turn and while passing (not on the PASS
    button); on our turn the cursor is on a card we may play (play.py skips the others:
    review 33). Hollow, a card not yet played or passed: its box dark, its rank and suit
    lit, red or black, as on a CARD_MEDIUM, a tick at each corner and no edge (solid, then
    its edge dotted, in our place in the trick it read as played at true size, where the
    dots ran into a line: review 44); every card played is solid, a red one lit whole, a
    black one framed."""
    if (playable is not None or passing) and cursor is not None and cursor < len(hand):
        x, y = copy_xy(passing)
        card = hand[cursor]
        rank = RANK_NAMES[card % 13]
        gfx.fill_rect(x, y, COPY_W, COPY_H, 0)
        gfx.columns(COPY_TICKS, 0, COPY_W, 3, x, y)
        gfx.rank(rank, x + (3 if rank == "T" else 4), y + 1)   # a ten's 7 columns from 3
        gfx.suit(x + 2, y + 9, SUIT_NAMES[card // 13], True)


# The copy's corner ticks, 3 pixels each way, as glyph columns (MONO_VLSB, three bands of
# 13: rows 0-7, 8-15, 16-17): one call. Its marks' names one a string, made once: a move's
# redraw runs with the heap locked, and a character taken out of RANKS is a new string.
COPY_TICKS = (b"\x07\x01\x01" + bytes(7) + b"\x01\x01\x07" + b"\x80" + bytes(11) + b"\x80" +
              b"\x03\x02\x02" + bytes(7) + b"\x02\x02\x03")
RANK_NAMES = tuple(RANKS)
SUIT_NAMES = tuple(SUITS)


COPY_AT = (COPY_XY, (COPY_XY[0], PASS_COPY_Y))  # playing, passing: made once, not per move
COPY_END = COPY_XY[0] + COPY_W  # the column after the copy's (playing)


def copy_xy(passing):
    return COPY_AT[1 if passing else 0]


def draw_slots(gfx, game, passing, cursor, raised, playable, received, first=0, last=99):
    """The hand's places left to right, first..last of them: its cards, then (passing) the
    PASS button."""
    hand = game.hands[0]
    draw_hand(gfx, hand, cursor, raised, playable, passing, received, first, last)
    if passing and first <= len(hand) <= last:
        draw_pass_button(gfx, game.pass_dir, cursor == len(hand), len(raised) == 3)


# Partial redraws: each function below redraws one part of the table over the frame drawn
# before it (glass, loaded into the frame), which differs from it only where it says; the
# frame is then, byte for byte, the one draw_play gives (tests/games/hearts/test_play.py).


def redraw_status(gfx, text, inverted, keys, news):
    """The status bar changed (alone in its rows): as draw_status (its parts apart, so a
    redraw with the heap locked makes no tuple of them)."""
    gfx.fill_rect(0, 0, WIDTH, STATUS_H, 0)
    draw_status(gfx, text, inverted, keys, news)


def redraw_keys(gfx, was, keys, inverted):
    """Only the status bar's key hint changed (was: the one shown, or None; keys: the new
    one, or None): its place alone cleared and drawn again, clear of the text on the left
    (KEYS_ROOM). Passing, a cursor move between A:DROP, A:PICK, A:PASS, 2 MORE, 1 MORE and
    ▲:HINT, whose words stand at one place (KEY_WORDS), rewrites the word alone, and what
    stands before it ("A:", "2 " or "▲:": KEY_LEADS) where that changes: drawing
    the key whole, its place measured, cost 0.2-0.3 ms of such a move on the Pico (the whole
    bar before that)."""
    c = 0 if inverted else 1
    word = KEY_WORDS.get(keys) if was in KEY_WORDS else None
    if word is not None:
        lead = KEY_LEADS[keys]
        x = KEY_WORD_X if KEY_LEADS[was] == lead else KEY_A_X
        gfx.fill_rect(x, 0, WIDTH - x, STATUS_H, 1 - c)
        if x == KEY_A_X:
            gfx.text(lead, KEY_A_X, 1, SMALL, c)
        gfx.text(word, KEY_WORD_X, 1, SMALL, c)
        return
    x = keys_x(gfx, keys) if keys else WIDTH
    if was and (not keys or len(was) != len(keys)):
        x = min(x, keys_x(gfx, was))
    gfx.fill_rect(x, 0, WIDTH - x, STATUS_H, 1 - c)
    if keys:
        draw_keys(gfx, keys, c)


# The key hints whose words stand at one place, KEY_WORD_X (4 letters each, right-aligned as
# draw_keys draws them), each key's word; and what stands before it from KEY_A_X, made once
# (a redraw allocates nothing): "A:", "2 " or "▲:" (redraw_keys).
_WORD_KEYS = (PICK_KEY, DROP_KEY, HINT_KEY) + BUTTON_KEYS
KEY_WORDS = {key: key[-4:] for key in _WORD_KEYS}
KEY_LEADS = {key: key[:-4] for key in _WORD_KEYS}
KEY_WORD_X = WIDTH - (4 * SMALL[3] - SMALL[3] + SMALL[1]) - 1
KEY_A_X = KEY_WORD_X - 2 * SMALL[3]


def redraw_copy(gfx, game, passing, cursor, playable):
    """The cursor moved: the large copy's place. A card covers it whole; on the PASS button
    it is cleared: no pixel of the pass arrow beside it lies there (the NORTH arrow's cell
    reaches into it, its pixels end rows above; drawing it again here, through the large
    font's Python path, which allocates, made such a move draw the table whole)."""
    if cursor < len(game.hands[0]):
        draw_copy(gfx, game.hands[0], passing, cursor, playable)
        return
    x, y = copy_xy(passing)
    gfx.fill_rect(x, y, COPY_W, COPY_H, 0)


# Passing, DOWN's word after "▼:" (its key's), and the columns it takes (SCORE's, the
# wider), made once: redraw_down_key allocates nothing
KEY_SWAP_X = KEYS_XY[0] + 2 * SMALL[3]
KEY_SWAP_W = WIDTH - KEY_SWAP_X
DOWN_WORDS = (TO_PASS_KEY[2:], SCORES_KEY[2:])


def redraw_down_key(gfx, on_button):
    """Passing, the cursor went onto or off the PASS button: DOWN's word after "▼:" (PASS,
    SCORE) follows it (58 bytes; with the move's own 140-odd: in a frame of its own after
    the move's, play.draw)."""
    y = KEYS_XY[1]
    gfx.fill_rect(KEY_SWAP_X, y, KEY_SWAP_W, SMALL[2] - 1, 0)
    gfx.text(DOWN_WORDS[on_button], KEY_SWAP_X, y, SMALL)


def copy_label(aiming):
    """The large copy's label: A:PLAY, or the arrows while A waits for an aim."""
    return AIM_LABEL if aiming else COPY_LABEL


def redraw_copy_label(gfx, label):
    """Only the copy's label changed (an aim began, or ended: an arrow, the pause): its place
    cleared and the label drawn again (both as wide)."""
    gfx.fill_rect(COPY_LABEL_X, COPY_LABEL_Y, gfx.text_width(COPY_LABEL), SMALL[2] - 1, 0)
    gfx.text(label, COPY_LABEL_X, COPY_LABEL_Y, SMALL)


def redraw_pointer(gfx, was, cursor):
    """Passing: the pointer moved (alone in its rows; was, cursor: places, whose left
    edges while passing are STEP apart from column 0, as hand_x says)."""
    draw_pointer(gfx, was * STEP, 0)
    draw_pointer(gfx, cursor * STEP)


def slot_y(hand, i, cursor, raised, passing):
    """The top of the hand's place i (a card standing out or not; the PASS button), the
    hand laid out (layout)."""
    if i == len(hand):
        return PASS_HAND_Y
    if passing:
        return PICKED_Y if hand[i] in raised else PASS_HAND_Y
    return RAISED_Y if i == cursor else HAND_Y


def redraw_slots(gfx, glass, game, passing, cursor, raised, playable, received, first, last):
    """The hand's places first..last look otherwise (a card standing out or not, the PASS
    button inverted or not): their columns cleared from the top of a card standing out
    down to the bottom (the cursor's block, a received card's bar) and drawn again
    (playable, received: as draw_hand); the place on
    the left, where its last column shows beside the first (at another height), gets that
    column back alone: a hand's card is bare ground there (CARD_ROW: its marks end columns
    before it); and the first
    column of the place on the right, which lies over the last from its top down, is taken
    back from glass. The hand is redrawn first: the rows above it in those columns are still
    glass's. (Drawing the left card whole and taking its other columns back from glass cost
    the Pico 0.35 ms of a 10 ms cursor move; each call on this path
    0.01-0.05 ms of a cursor move's: the hand drawn straight, not through draw_slots.)"""
    hand = game.hands[0]
    n = len(hand)
    layout(hand, passing)
    x0 = _XS[first]
    x1 = _XS[last] + CARD_W - 1
    top = PICKED_Y if passing else HAND_TOP   # (passing, the pointer's rows above kept)
    gfx.fill_rect(x0, top, x1 - x0 + 1, HEIGHT - top, 0)
    if first and x0 - _XS[first - 1] == STEP:   # (no gap between)
        left = hand[first - 1]
        y = slot_y(hand, first - 1, cursor, raised, passing)
        if y != slot_y(hand, first, cursor, raised, passing):
            gfx.fill_rect(x0, y, 1, HAND_H, left // 13 & 1)  # red (D, H): lit
    if first < n:
        draw_hand(gfx, hand, cursor, raised, playable, passing, received, first, last)
    if passing and last >= n:
        draw_pass_button(gfx, game.pass_dir, cursor == n, len(raised) == 3)
    if last + 1 < n + passing and _XS[last + 1] - _XS[last] == STEP:
        partial.keep(gfx, glass, x1,
                     slot_y(hand, last + 1, cursor, raised, passing), x1, HEIGHT - 1)
