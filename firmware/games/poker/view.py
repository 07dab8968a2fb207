"""Drawing video poker on 128x64: the table (credits, bet, five large cards, cursor, HLD
marks, the hand's name and win, button hints and the DRAW button), the trainer's stop, the
pay table, the stats page and the session's page."""
from firmware.games.poker.cards import name
from firmware.games.poker.engine import START_CREDITS
from firmware.games.poker.paytable import MAX_BET
from firmware.ui.gfx import (CARD_LARGE, CARD_MEDIUM, CARD_SIZES, HEIGHT, LARGE, RED, SMALL,
                             SUIT_CARD_MARK, TEN_W, WIDTH)

CARD_W = 22
CARD_H = 27   # (gfx.CARD_LARGE: 22x27)
PITCH = 26  # five 22 px cards, 4 px apart, off column 127
CARD_X0 = 1
# 64 rows: top line 0-6, cards 8-34 (the hold's cursor: its card 10-36), the turned card's
# bar 36-37 (under the card's edge) after a double-up, marks
# 39-45 (HOUSE, the coach's word; after the draw WIN dark in lit tabs 36-44 under the
# winning cards, centred on them (_tabs: at the glass's edges where a neighbour lets them),
# as the double-up's PICK under its pick), the held cards' HLD in such tabs 38-46 (under
# the cursor's card as under any: a dark row between them), the message 48-54 (two
# dark rows over the key bar: review 78, one read as the bar's line at true size; one
# under the HLD tabs; inverted, a win, in its box 47-55), the key bar 57-63 (its choices
# marked by the menus' pointer: a box round them would have no row to spare above their
# letters); every word a player reads is in the 5x7 font.
CARD_Y = 8
CURSOR_Y = 36  # a bar two rows thick under a card (the double-up's turned card)
# The hold's cursor: its card stands this many rows lower than the others, down to a dark
# row over its HLD tab, which never changes (review 86: under the cursor HLD stood plain,
# no tab, and the card just held read as released; review 85: a bar under the card met the
# tab, and the cursor was not to be found at true size; a bar one row thin between them
# was barely to be seen at true size, a lowered card's edges beside its neighbours' are),
# and a lit column either side of it, a dark one between, from its top to its foot, on the
# edges of the HLD tab under it (review 88: the 2-row drop alone, of a red card's lit block
# most of all, was not to be found at true size)
CURSOR_DROP = 2
CURSOR_SIDE = 2   # the cursor's columns stand this far out from its card
# A wild card's W, the 5x7 W doubled (10x14), over its big suit's place (9x9, cleared):
# bold, as the suit was (a 5x7 W there was a small mark at true size)
WILD_X = 10
WILD_Y = 11
WILD_W = 10
WILD_H = 14
MARK_Y = 39  # HOUSE under a card, the coach's word after the draw; the stop's BEST tabs
HELD_Y = MARK_Y - 1  # the held cards' tabs, a dark row over the message
# The DRAW button: the word framed at the key bar's right end, columns 100-126, the frame's
# top a dark row over the word (on the key bar's row), its bottom the glass's edge
DRAW_X = 100
DRAW_W = 27
DRAW_Y = HEIGHT - 9
# The coach's suit marks: the 7x5 of the small cards (review 51: at true size the 5x5 club
# and spade read alike; the club's three lobes, the spade's point tell them), after the ranks' 5x7
# (a narrow 10)
SUIT_W = 7
MESSAGE_Y = 48  # the hand's name, the win, the double-up result
# The double-up's message (or a note's box) between HOUSE's tab (columns 0-30) and the
# glass's last column, 2 dark columns from the tab
HOUSE_ROOM = 35
HINT_Y = HEIGHT - 7  # the key bar (gfx.keybar): what the buttons do now
# After the deal: ▲:HINT midway between A:HOLD or <>:CARD (columns 1-41) and the DRAW
# button's A: or ▼: (from 88), 5 and 6 dark columns apart (draw_hold_keys)
HINT_X = 47

# Where the app's WAIT goes (app.TOAST, (x, y, width)), in its lit box 9 rows high (a row
# over and under the word), wider than a message's longest line so that it hides one whole:
# HLD's rows under the cards (the cursor's lowered card over them), the message's (the double-up's;
# the stop's COST and B:BACK, across), a dark row above and below; screen.toast_box
# chooses (None: the top line). After a result (a win, a double-up's outcome, the coach's
# word) over the key bar, whose A waits anyway: the top line, the cards, their WIN tabs and
# the hand's name are what was won (review 91: WAIT over the WIN tabs hid it for up to 3 s),
# the word on the bar's row, a lit row over it that meets the win's box (no row is spare:
# a box from the bar's row would leave the word's top strokes on the dark row above), down
# to the glass's edge as the DRAW button.
TOAST_W = 109
TOAST_MARKS = ((WIDTH - 1 - TOAST_W) // 2, HELD_Y, TOAST_W)  # rows 38-46
TOAST_MESSAGE = (TOAST_MARKS[0], MESSAGE_Y - 1, TOAST_W)  # rows 47-55, the win box's
TOAST_HOUSE = (HOUSE_ROOM - 2, MESSAGE_Y - 1, WIDTH - 1 - HOUSE_ROOM + 2)  # the double-up's
TOAST_STOP = (0, MESSAGE_Y - 1, WIDTH - 1)  # the same rows across: the stop's COST
TOAST_KEYS = (0, HINT_Y - 1, WIDTH - 1, 9)  # rows 56-63 across (64 off the glass): the bar
# ... and a tap into a dealt hand that pays nothing (screen.AIM_WORDS, app's aim): its two
# lines across the glass, under the cards (nothing held, no hand's name: the rows are empty),
# a dark row over the DRAW button's frame (TOAST_MARKS' box met it)
TOAST_AIM = (0, HELD_Y - 1, WIDTH - 1, 17)  # rows 37-53

# The pay table: the wins, best first, two a row (left, then right) in 5x7 rows (five for
# Jacks or Better's nine), each a short name (paytable.py) and what it pays at the bet.
PAY_ROWS_MAX = 6  # rows between the title and the key bar
SHARED = "2P/JACKS"  # two pair and jacks or better on one row, where they pay the same
# A name and its figure PAY_GAP dark columns apart at least (three read as one word at true
# size, S.FLUSH250: review 44), and a rule between the columns, so a figure never reads as
# the next name's, with PAY_CLEAR dark columns each side of it (one read as touching it, two
# as tight at true size: reviews 27-30), and a dark column between the text and each edge
# of the glass (PAY_EDGE: review 51, ROYAL on column 0 and S.FLUSH 250 on column 126 read as
# touching them). The glass has room for rows of 10 characters beside rows of 9 so: two a
# row, the long names (STRAIGHT, FULL HSE, S.FLUSH beside 3 digits) fall in one column on
# every machine, and the rule stands where each machine's widest rows at the maximum bet put
# it (pay_rule): at 5 coins the four machines without wild cards have no column to spare
# (columns 1-125: rows 56 and 62 wide, the rule, 3 + 3). A space's worth (5) would need 2
# columns more than the glass has.
PAY_GAP = 4
PAY_CLEAR = 3
PAY_EDGE = 1
_PAY_END = WIDTH - 1 - PAY_EDGE  # the right column's figures end before it (127: nothing)
PAY_Y = 9  # the first row; a row every 8 px
# The advice modes' words (screen.OFF, COACH, TRAINER): the pay table's value, between < >
# in its title as Settings' and the setup pages' values the arrows change, and said over its
# wins as they change it (review 88: A cycled it, unwarned)
MODE_WORDS = ("COACH OFF", "COACH ON", "TRAINER ON")
# LEFT/RIGHT change the advice mode, so <>:COACH (review 80: MODE said nothing of what it
# changes); A goes back to the table, as B does, which the bar has no room for (<>:COACH
# ▼:STAT B:BACK would make 22 characters, the glass 21): review 49, nothing said how to go
# back, A:OK says one
PAY_KEYS = (("A", "OK"), ("<>", "COACH"), ("▼", "STAT"))
# ... and as they change it its word in a lit band across the glass a while, over the
# third and fourth rows of wins (rows 25-39: the dark rows round them kept), as the board
# games' notes: no row is free on every machine (the key bar's would touch the last row)
PAY_NOTE_BOX = (0, PAY_Y + 16, WIDTH - 1, 15)


def card_x(i):
    return CARD_X0 + i * PITCH


def draw_top(gfx, credits, bet, win, paid=0, stake=0, tag=""):
    """CR (the credits), BET, and between them WIN (the win offered, in CR), STAKE (a
    double-up's, out of CR: a space off CR at least, BET left off where it would meet it,
    the next hand's, no part of the double-up), PAID (what the hand paid, taken) where it
    fits a space off each, or else tag (the machine's, paytable.PayTable.tag: review 93, once
    dealt nothing named it) where it fits a space off each, moved off CR if need be."""
    left = gfx.text("CR %d" % credits, 0, 0, SMALL)
    tail = " BET %d" % bet
    if stake:
        text = "STAKE %d" % stake
        x = _off_cr(gfx, text, left)
        gfx.text(text, x, 0, SMALL)
        if not _fits(gfx, text, x, tail):
            return
    gfx.right(tail[1:], WIDTH - 2, 0, SMALL)
    if win:
        gfx.center("WIN %d" % win, 0, SMALL)
    elif paid:
        text = "PAID %d" % paid
        x = (WIDTH - gfx.text_width(text, SMALL)) // 2
        if x >= left + 6 and _fits(gfx, text, x, tail):
            gfx.text(text, x, 0, SMALL)
    elif tag and not stake:
        x = _off_cr(gfx, tag, left)
        if _fits(gfx, tag, x, tail):
            gfx.text(tag, x, 0, SMALL)


def _off_cr(gfx, text, left):
    """Where text stands on the top line: centred, or a space off CR (ending at left)."""
    return max((WIDTH - gfx.text_width(text, SMALL)) // 2, left + 6)


def _fits(gfx, text, x, tail):
    """Whether text at x leaves BET (tail: a space and BET) its place at the right end."""
    return x + gfx.text_width(text + tail, SMALL) <= WIDTH - 2


def draw_cards(gfx, cards, hidden, house=-1, cursor=-1, wild=-1):
    """Five cards (card ints); positions whose bit is set in hidden show their back.
    house: a position labelled HOUSE (double-up); cursor: the hold's cursor's card, drawn
    CURSOR_DROP rows lower; wild: the rank whose cards are wild (draw_card), -1 none."""
    for i in range(5):
        draw_card(gfx, cards, i, hidden >> i & 1, cursor, wild)
    if house >= 0:
        _mark(gfx, house, "HOUSE")


def draw_card(gfx, cards, i, hidden=0, cursor=-1, wild=-1):
    """Card i of the five (its back if hidden), CURSOR_DROP rows lower if it is cursor's,
    between its two columns. A card of the wild rank (Deuces Wild's 2s) has a large W in
    its big suit's place (review 95: nothing on the card said a 2 was wild; its suit never
    counts)."""
    x = card_x(i)
    y = CARD_Y + CURSOR_DROP if i == cursor else CARD_Y
    if hidden:
        gfx.card_back(x, y, CARD_LARGE)
    else:
        card = name(cards[i])
        gfx.card(x, y, card, CARD_LARGE)
        if cards[i] >> 2 == wild:
            fg = 0 if card[1] in RED else 1
            gfx.fill_rect(x + WILD_X, y + WILD_Y, WILD_W, WILD_H, 1 - fg)
            gfx.text("W", x + WILD_X, y + WILD_Y, LARGE, fg)
    if i == cursor:
        gfx.vline(x - CURSOR_SIDE, y, CARD_H, 1)   # (the first card's left one off the glass)
        gfx.vline(x + CARD_W - 1 + CURSOR_SIDE, y, CARD_H, 1)


def _mark(gfx, i, text, y=MARK_Y):
    """text by card i, centred on it where the glass has room (HOUSE, wider than the first
    card, from column 0)."""
    w = gfx.text_width(text, SMALL)
    gfx.text(text, max(0, card_x(i) + (CARD_W - w) // 2), y, SMALL)


def _tabs(gfx, mask, text, y):
    """text (three to five letters) dark in a lit tab 9 rows high from y, by each card
    whose bit is set in mask: the tab 2 columns wider than the card each side, centred on
    it (a fresh review read a tab 2 columns out on the left, 1 on the right, as the card's
    on the left), a lit column at least each side of the word; where a neighbour's tab is
    lit too, the side between them on the card's edge (three letters, HLD or WIN: the two
    4 dark columns apart, as their cards), or a column off the word (four letters, BEST:
    one dark column between). Five four-letter tabs need 129 columns; the glass has 127
    (nothing on column 127): a tab at an edge moves a column inward, its lit column outside
    the word kept, when its neighbour has no tab, else the word ends on the glass's edge:
    the tabs from the first card on, up to one without, each move a column inward (reviews
    61, 62: the first's H on column 0 read as cut), so only five tabs together put the
    first word on column 0. Its corners are dark: where two tabs meet, a notch top and
    bottom beside the dark column (review 51: HELDHELD read as one block)."""
    w = gfx.text_width(text, SMALL)
    run = 0   # the tabs side by side from the first card's
    while run < 5 and mask >> run & 1:
        run += 1
    for i in range(5):
        if not mask >> i & 1:
            continue
        x = card_x(i) + (CARD_W - w) // 2  # (BEST: 23 columns under a 22-column card)
        if i < run < 5:
            x = max(1, x + 1)   # (HOUSE, wider than the card: from column 1)
        elif i == 4 and not mask & 8:
            x -= 1
        # beside a neighbour's tab no wider than the card where the word leaves it a lit
        # column (HLD, WIN: the two 4 dark columns apart, as their cards)
        left = min(card_x(i), x - 1) if i and mask >> (i - 1) & 1 else \
            max(0, min(card_x(i) - 2, x - 1))
        right = max(card_x(i) + CARD_W - 1, x + w) if mask >> (i + 1) & 1 else \
            max(card_x(i) + CARD_W + 1, x + w)
        right = min(right, WIDTH - 2)
        gfx.fill_rect(left, y, right + 1 - left, 9, 1)
        for corner in (left, right):
            gfx.fill_rect(corner, y, 1, 1, 0)
            gfx.fill_rect(corner, y + 8, 1, 1, 0)
        gfx.text(text, x, y + 1, SMALL, 0)


# A held card's word: three letters, 17 columns, so tabs side by side stand 7 dark columns
# apart (review 81: four HELD tabs, 23 columns each at a 26-column pitch, one dark column
# apart, read HELDHELDHELDHELD at true size and at scale 4, notches and all; four letters
# leave no room for a gap on the glass)
HELD = "HLD"


def draw_holds(gfx, held):
    """HLD (HELD) under each held card (bit i: card i), the word dark in a lit tab: the hint's
    holds too (the message says the hint), so a label never disagrees with what is held;
    the cursor's card the same (CURSOR_DROP)."""
    _tabs(gfx, held, HELD, HELD_Y)


def draw_cursor(gfx, i):
    gfx.fill_rect(card_x(i), CURSOR_Y, CARD_W, 2, 1)


def draw_house(gfx):
    """The double-up's house card named as it opens (review 53: HOUSE came only with the
    outcome), HOUSE dark in a lit tab in the message's rows under it, the message after it
    (HOUSE_ROOM): under the card HOUSE, 29 columns, would meet PICK's tab under the next."""
    _tabs(gfx, 1, "HOUSE", MESSAGE_Y - 1)   # (its word on CARD TO BEAT's row)


def draw_pick(gfx, i):
    """The double-up's picked card: PICK dark in a lit tab under it from the cursor's row,
    as WIN's (the pick's bar alone under a face-down card was hard to find at true size:
    reviews 27-30; an arrow under it read as a spade after HOUSE, review 33, then as a key
    to press, HOUSE ▲, review 47)."""
    _tabs(gfx, 1 << i, "PICK", CURSOR_Y)


def draw_card_key(gfx, on_draw, held):
    """What A does where the cursor is, at the key bar's left: on a card A:HOLD, on a held
    one A:DROP (review 98 #5: A:HOLD over a card marked HLD, where A releases it; Hearts
    says A:DROP for a pick), on the DRAW button <>:CARD (below). Its place cleared first,
    so a move between cards draws it alone (screen._moved)."""
    gfx.fill_rect(0, HINT_Y, HINT_X - 1, HEIGHT - HINT_Y, 0)
    gfx.text("<>:CARD" if on_draw else "A:DROP" if held else "A:HOLD", 1, HINT_Y, SMALL)


def draw_hold_keys(gfx, on_draw, word="DRAW", aiming=False, held=False):
    """After the deal: what A does where the cursor is, ▲:HINT, and the DRAW button, a place
    the cursor lands on (RIGHT past the last card, or DOWN), framed at the bar's right end
    (DRAW_X), the key that goes there before it, ▼:; on it the button inverted, A: before
    it, ▲:HINT where it was (a move onto or off the button changes only those
    columns of the bar). Review 35: the button, A:DRAW after a v, read as a word, "vA:DRAW",
    no button to be seen till the cursor was on it; reviews 27-30: v:DRAW read as DOWN
    drawing; review 32: DRAW alone named no key that reaches it. The word stands on the
    key bar's row, the frame a dark row above it and open at the glass's edge (a dark row
    under the word too would need 11 rows; the message's are over the bar's 9). On DRAW,
    where the deal puts the cursor, <>:CARD in A:HOLD's place: the arrows take it to the
    cards (review 55: the hold must be found at once with A drawing; review 71: <>:HOLD
    read as the arrows holding; CARDS would run into ▲:HINT). word: what A does on the
    button, four letters as DRAW: KEEP where it holds the cards that pay (screen.KEPT_PAYING)
    and draws nothing (review 81: A:DRAW there held the pair), SHOW while the dealt cards
    turn (screen.SHOW). aiming: A waits for an aim (the app's ctx.aiming): no A: before the
    button, as Hearts' PASS button drops A:PASS then (review 99: A: stood beside the box
    saying A was held). held: the cursor's card is held (draw_card_key)."""
    draw_card_key(gfx, on_draw, held)
    gfx.text("▲:HINT", HINT_X, HINT_Y, SMALL)
    if not (on_draw and aiming):
        gfx.text("A:" if on_draw else "▼:", DRAW_X - 2 * SMALL[3], HINT_Y, SMALL)
    gfx.fill_rect(DRAW_X, DRAW_Y, DRAW_W, HEIGHT - DRAW_Y, 1)
    if not on_draw:   # the frame: its inside cleared, down to the glass's edge
        gfx.fill_rect(DRAW_X + 1, DRAW_Y + 1, DRAW_W - 2, HEIGHT - DRAW_Y - 1, 0)
    gfx.text(word, DRAW_X + 2, HINT_Y, SMALL, 0 if on_draw else 1)


def draw_winners(gfx, mask, tabs=True):
    """The cards that make the win (bit i: card i): WIN dark in a lit tab under each, as
    HLD.s, from the cursor's row (rows 36-44: a dark row over the win's box; review 39: the
    cursor's bar alone under them read as nothing), or that bar alone (tabs False: the
    coach's line has the rows under it)."""
    if tabs:
        _tabs(gfx, mask, "WIN", CURSOR_Y)
        return
    for i in range(5):
        if mask >> i & 1:
            draw_cursor(gfx, i)


# The coach's word after BEST: when the hold drawn was the best: who found it (screen's
# finder: 0, none of them, shows the best hold's cards). YOURS only for the player's own
# first hold: a hold the trainer's stop showed, or TAKE BEST set, or the hint, is not.
FINDERS = (None, "YOURS", "HINT'S", "TRAINER'S")


def draw_coach(gfx, dealt, best, finder):
    """The coach's word on the last hold, under the cards: the best hold of the deal, in
    ranks and suit marks (draw_cards_text), or who found it (FINDERS[finder]). Five cards,
    three of them tens, end on column 120."""
    x = gfx.text("BEST:", 0, MARK_Y, SMALL) + WORD_GAP
    if finder:
        gfx.text(FINDERS[finder], x, MARK_Y, SMALL)
        return
    if not best:
        gfx.text("DRAW 5", x, MARK_Y, SMALL)
        return
    draw_cards_text(gfx, [dealt[i] for i in range(5) if best >> i & 1], x, MARK_Y)


# Cards in a line of 5x7 text (the coach's BEST:, RELEASED's card): a card's rank, a dark
# column, its suit's 7x5 mark (SUIT_W); CARD_GAP dark columns between two, WORD_GAP after
# the word before them
CARD_GAP = 4
WORD_GAP = 5


def cards_text_width(cards):
    """How wide draw_cards_text draws cards (card ints)."""
    w = -CARD_GAP
    for card in cards:
        w += (TEN_W if name(card)[0] == "T" else SMALL[1]) + 1 + SUIT_W + CARD_GAP
    return w


def draw_cards_text(gfx, cards, x, y, c=1):
    """cards (card ints) in a line of text from column x, its row y: each a rank and its
    suit's mark (review 51: at true size the 5x5 club and spade of the text's font read
    alike; the small cards' 7x5 tell them)."""
    for card in cards:
        card = name(card)
        gfx.rank(card[0], x, y, c)
        x += (TEN_W if card[0] == "T" else SMALL[1]) + 1
        gfx.suit(x, y + 1, card[1], SUIT_CARD_MARK, c)
        x += SUIT_W + CARD_GAP


def draw_offer(gfx, double):
    """After a win: TAKE+DEAL (take the win, WIN on the top line, and deal the next hand:
    what A does there) or DOUBLE UP (double: the second chosen)."""
    draw_choice(gfx, ("TAKE+DEAL", "DOUBLE UP"), double)


def draw_choice(gfx, texts, second):
    """Two choices on the key bar, one at each edge (LEFT/RIGHT choose, A confirms), the
    menus' pointer before the chosen one (second: the second). At the edges >TAKE+DEAL and
    DOUBLE UP are 15 dark columns apart (centred in halves, 11 read as one line: TAKE+DEAL
    DOUBLE UP)."""
    for i, text in enumerate(texts):
        x = WIDTH - 1 - gfx.text_width(text, SMALL) if i else 6  # the pointer's room kept
        if (i == 1) == bool(second):
            gfx.pointer(x - 6, HINT_Y)
        gfx.text(text, x, HINT_Y, SMALL)


def draw_message(gfx, text, inverted=False, right=WIDTH, left=0, cards=()):
    """The message over the key bar, centred (from column left: after the double-up's
    HOUSE, HOUSE_ROOM), or left of column right where it would reach it (the DRAW button's
    frame: HOLD_ROOM); inverted (a win) in its box, a lit row over and under it, a dark row
    between it and the key bar. cards (card ints) after the text, as the coach's line
    draws them, where they fit (RELEASED 4♥: review 88, RELEASED named no card), else how
    many (RELEASED 3 CARDS)."""
    if not text:
        return
    w = gfx.text_width(text, SMALL)
    if cards:
        w += WORD_GAP + cards_text_width(cards)
        if w > right - left:
            draw_message(gfx, text + " %d CARDS" % len(cards), inverted, right, left)
            return
    y = MESSAGE_Y
    x = min(left + (right - left - w) // 2, right - w)
    if inverted:
        gfx.fill_rect(x - 2, y - 1, w + 4, 9, 1)
    w = gfx.text(text, x, y, SMALL, 0 if inverted else 1)
    draw_cards_text(gfx, cards, x + w + WORD_GAP, y, 0 if inverted else 1)


# After the deal the message ends 3 dark columns clear of the DRAW button's frame, whose top
# stands on the message's last row (16 characters fit: FOUR 2s-4s + A-4)
HOLD_ROOM = DRAW_X - 3


def draw_keys(gfx, pairs):
    """The key bar: (key, act) pairs."""
    gfx.keybar(pairs, HINT_Y)


def pay_rows(table):
    """The pay table's rows' wins, best first, (line, short name); two pair and jacks or
    better share one (SHARED) where the table has no row to spare (Double Double Bonus)."""
    wins = [(line, table.short[line]) for line in range(table.lines - 1, 0, -1)]
    if len(wins) > 2 * PAY_ROWS_MAX and table.per_coin[1] == table.per_coin[2]:
        wins[-2:] = [(2, SHARED)]
    return wins


def pay_rule(gfx, table, wins):
    """The rule's column: the left column's widest row at the maximum bet (a name, PAY_GAP,
    its figure) and PAY_CLEAR after the glass's PAY_EDGE, the columns the right column's
    widest row leaves spare shared between the two, so it stands still as the bet
    changes."""
    need = [0, 0]
    for i, (line, short) in enumerate(wins):
        w = gfx.text_width(short, SMALL) + PAY_GAP + gfx.text_width(
            str(table.payout(line, MAX_BET)), SMALL)
        need[i & 1] = max(need[i & 1], w)
    spare = _PAY_END - PAY_EDGE - need[0] - need[1] - 2 * PAY_CLEAR - 1
    return PAY_EDGE + need[0] + PAY_CLEAR + spare // 2


def draw_paytable(gfx, table, bet, mode, changed=False):
    """What each win of the machine (a paytable.PayTable) pays at the bet, in the title the
    bet and the advice mode (MODE_WORDS[mode]) between < >, the arrows' value, the key bar
    A:OK <>:COACH ▼:STAT (PAY_KEYS), and where the mode has just changed (changed) its word
    over the wins a while (PAY_NOTE_BOX). Every row of the tallest tables is a win's (Double
    Double Bonus: 12), so the keys are on the key bar alone, alike on every machine."""
    gfx.fill_rect(0, 0, WIDTH - 1, 8, 1)
    gfx.text("BET %d" % bet, 1, 0, SMALL, 0)
    gfx.right("<%s>" % MODE_WORDS[mode], WIDTH - 2, 0, SMALL, 0)
    wins = pay_rows(table)
    rule = pay_rule(gfx, table, wins)
    gfx.fill_rect(rule, PAY_Y - 1, 1, (len(wins) + 1) // 2 * 8, 1)
    # (a column's left edge, its figures' right edge)
    columns = ((PAY_EDGE, rule - PAY_CLEAR), (rule + PAY_CLEAR + 1, _PAY_END))
    for i, (line, short) in enumerate(wins):
        x, right = columns[i & 1]
        y = PAY_Y + i // 2 * 8
        gfx.text(short, x, y, SMALL)
        gfx.right(str(table.payout(line, bet)), right, y, SMALL)
    gfx.keybar(PAY_KEYS, HINT_Y)
    if changed:
        gfx.note_box((MODE_WORDS[mode],), *PAY_NOTE_BOX)


def draw_ask(gfx, credits, in_play):
    """New game would lose credits or a hand in play: what it does, what goes, A or B."""
    gfx.fill_rect(0, 0, WIDTH - 1, 8, 1)
    gfx.text("START A NEW GAME?", 1, 0, SMALL, 0)  # (the title card's words)
    text = "A new bankroll of %d credits. Your %d credits" % (START_CREDITS, credits)
    text += " and the %d in play go." % in_play if in_play else " go."
    for row, line in enumerate(gfx.wrap(text, SMALL, WIDTH - 2)[:5]):
        gfx.text(line, PAY_EDGE, PAY_Y + 1 + row * 9, SMALL)
    gfx.keybar((("A", "NEW"), ("B", "KEEP IT")), HINT_Y)


def draw_stats(gfx, table, credits, stats):
    bet = stats["bet"]
    # in words before there is a figure (review 63: PAID BACK - and BEST - said nothing)
    ret = "PAID BACK %.1f%%" % (100 * stats["won"] / bet) if bet else "NO BETS YET"
    best = "BEST " + table.titles[stats["best"]] if 0 < stats["best"] < table.lines else \
        "NO WINS YET"
    gfx.fill_rect(0, 0, WIDTH - 1, 8, 1)
    # the machine's name after STATS (reviews 27-30: the page did not say which machine's),
    # the Stats page's (its level) where it fits, else the glass's without its pays
    name = table.level if len(table.level) < 15 else table.title.split(" ", 1)[1]
    gfx.text(("STATS: " + name).upper(), 1, 0, SMALL, 0)
    # the coins bet and paid (review 33: WON here counted coins, on the launcher's Stats
    # page, which keeps the same figures, hands won; PAID as PAID BACK and the table's PAID)
    lines = ("CREDITS %d" % credits, "HANDS %d" % stats["hands"],
             "BET %d PAID %d" % (bet, stats["won"]), ret, best,
             "REFILLS %d" % stats["refills"])
    for row, line in enumerate(lines):   # (off column 0, as the pay table's: PAY_EDGE)
        gfx.text(line, PAY_EDGE, PAY_Y + row * 8, SMALL)
    gfx.keybar((("▼", "SESSION"), ("B", "BACK")), HINT_Y)


# The trainer's stop: the top line CR and BET, then B:BACK at its right end, the five
# cards at CARD_MEDIUM in their places (the large ones leave no room for both holds' rows:
# review 54, BEST over the cards took the top line's CR), then HLD in its tabs under the
# player's hold, as at the holds, and BEST in such tabs under the best's, on the coach's
# row (MARK_Y), a dark row between: each row a word per card, at true size; the cost alone
# on the line over the choice's key bar (review 87: COST 1.36 CR and B:BACK on one line
# read as one cramped phrase)
STOP_CARD_X = (CARD_W - CARD_SIZES[CARD_MEDIUM][0]) // 2   # (in the large card's place)
STOP_HELD_Y = CARD_Y + CARD_SIZES[CARD_MEDIUM][1] + 1   # rows 29-37
STOP_COST_Y = MARK_Y + 10   # the cost, rows 49-55, a dark row under BEST's tabs


def cost_text(cost):
    """What the player's hold gives away, its expected credits lost this hand at the bet,
    with their unit, CR, as the top line counts them (reviews 67-70: COST 0.60 had none);
    from 100 up in whole credits (a royal flush thrown away at 5 coins: COST 3998 CR)."""
    if cost < 0.005:
        return "COST <0.01 CR"
    return ("COST %.2f CR" if cost < 100 else "COST %.0f CR") % cost


def draw_stop(gfx, credits, stake, cards, held, best, cost, keep, note=None):
    """The trainer's stop before a draw: CR and BET, B:BACK, the cards, HLD under the
    player's hold and BEST under the best hold's cards (or what each draws: DRAW FIVE),
    what the player's gives away at the bet in credits (cost_text; or a note inverted in
    its place), the choice: TAKE BEST or KEEP MINE (keep: screen.TAKE_BEST or KEEP_MINE,
    the same 0 and 1 as draw_choice's second)."""
    # what B does (review 49: nothing said it) where the key bar, the choice's, has no
    # room: at the top line's right end, as the launcher's A:OPEN, a dark column off the
    # edge; BET beside CR
    gfx.text("CR %d BET %d" % (credits, stake), 0, 0, SMALL)
    gfx.right("B:BACK", WIDTH - 2, 0, SMALL)
    for i in range(5):
        gfx.card(card_x(i) + STOP_CARD_X, CARD_Y, name(cards[i]), CARD_MEDIUM)
    rows = ((held, HELD, "YOU", STOP_HELD_Y), (best, "BEST", "BEST", MARK_Y))
    for mask, word, who, y in rows:
        if mask:
            _tabs(gfx, mask, word, y)
        else:
            gfx.center(who + ": DRAW FIVE", y + 1, SMALL)
    if note:
        draw_message(gfx, note, True)
    else:
        gfx.center(cost_text(cost), STOP_COST_Y, SMALL)
    draw_choice(gfx, ("TAKE BEST", "KEEP MINE"), keep)


def draw_session(gfx, figures, kinds):
    """The session's (this game's) play against perfect play (screen.SESSION_FIGURES): the
    return of the player's holds and of the best, the mistakes, the three kinds most made."""
    hands, bet, yours, perfect = figures[:4]
    gfx.fill_rect(0, 0, WIDTH - 1, 8, 1)
    gfx.text("SESSION: %d HAND%s" % (hands, "" if hands == 1 else "S"), 1, 0, SMALL, 0)
    lines = ["NO HANDS YET"]
    if bet:
        made = figures[4:]
        top = sorted((n, -i) for i, n in enumerate(made) if n)
        lines = ["YOUR HOLDS %.1f%%" % (yours / bet / 10),
                 "PERFECT HOLDS %.1f%%" % (perfect / bet / 10),
                 "MISTAKES %d" % sum(made)]
        lines += ["%s %d" % (kinds[-i][1].upper(), n) for n, i in reversed(top[-3:])]
    for row, line in enumerate(lines):   # (review 62: PERFECT HOLDS on column 0)
        gfx.text(line, PAY_EDGE, PAY_Y + row * 8, SMALL)
    gfx.keybar((("▼", "PAY TABLE"), ("B", "BACK")), HINT_Y)
