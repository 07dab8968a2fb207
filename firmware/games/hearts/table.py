"""Drawing the Hearts table on 128x64, every word in the 5x7 font: the status bar along the
top, the trick in the middle with each card at its seat's side (you below, WEST left,
NORTH above, EAST right) and each seat's name and points this hand beside it, your hand
along the bottom."""
from firmware.games.hearts.engine import PASS_OFFSET, card_str
from firmware.games.hearts.status import SEAT_NAMES
from firmware.ui.gfx import CARD_MEDIUM, CARD_SMALL, LARGE, SMALL, WIDTH

PASS_ARROWS = ("<", ">", "^")  # towards WEST, EAST, NORTH

CARD_W = 9
CARD_H = 15
HAND_Y = 49
RAISED_Y = 45  # passing: the cards picked stand out of the hand
# Playing: the card under the cursor stands 3 rows out of the hand (HAND_Y - 3), clear of
# its large copy in our place in the trick, 13x20 at (57, 26) between WEST's and EAST's
# cards and under NORTH's; a bar 2 rows above a card (HAND_Y - 2) marks it as received.
PASS_X = WIDTH - CARD_W  # passing: the PASS button after the hand (left-aligned then)
# Top-left corner of each seat's card in the trick.
TRICK_XY = ((59, 30), (48, 20), (59, 10), (70, 20))
# Each seat's name and points: (x of the name, y, right edge of the points).
LABELS = ((0, 34, 43), (0, 24, 43), (0, 14, 43), (83, 24, 126))
STATUS_H = 9
BROKEN_XY = (83, 11)
KEYS_XY = (83, 36)


def hand_x(index, count, passing=False):
    if passing:
        return index * CARD_W
    return (WIDTH - CARD_W * count) // 2 + index * CARD_W


def draw_hand(gfx, hand, cursor, raised, playable, passing, received=()):
    """The hand left to right. cursor: index shown inverted (None: none), and standing out
    while playing; raised: cards standing out (passing: picked); received: cards marked as
    just received; playable: the cards that may be played (None: no marking), the others drawn
    without an edge, the cursor's card with a broken one."""
    n = len(hand)
    for i in range(n):
        c = hand[i]
        x = hand_x(i, n, passing)
        y = RAISED_Y if c in raised else HAND_Y
        if i == cursor and not passing:
            y = HAND_Y - 3
        elif c in received:
            gfx.hline(x + 2, HAND_Y - 2, CARD_W - 4, 1)
        dim = playable is not None and c not in playable
        gfx.card(x, y, card_str(c), CARD_SMALL, i == cursor, dim)
        if i == cursor and dim:
            gfx.dotted_rect(x, y, CARD_W, CARD_H, 0)


def draw_pass_button(gfx, pass_dir, selected, ready):
    """The PASS button after the hand: an arrow towards the receiver; dotted until three
    cards are picked, inverted under the cursor."""
    fg = 0 if selected else 1
    gfx.fill_rect(PASS_X, HAND_Y, CARD_W, CARD_H, 1 - fg)
    if ready:
        gfx.rect(PASS_X, HAND_Y, CARD_W, CARD_H, 1)
    else:
        gfx.dotted_rect(PASS_X, HAND_Y, CARD_W, CARD_H, 1)
    gfx.text(PASS_ARROWS[pass_dir], PASS_X + 2, HAND_Y + 4, SMALL, fg)


def draw_status(gfx, text, inverted=False, keys=None):
    """The status bar: text on the left, a key hint on the right (keys: (UP label))."""
    if inverted:
        gfx.fill_rect(0, 0, WIDTH, STATUS_H, 1)
    c = 0 if inverted else 1
    gfx.text(text, 0, 1, SMALL, c)
    if keys:
        w = gfx.text_width(keys, SMALL) + 1  # clear of the right edge
        gfx.text(keys, WIDTH - w, 1, SMALL, c)
        draw_arrow(gfx, WIDTH - w - 7, 2, True, c)


def draw_arrow(gfx, x, y, up, c=1):
    """A 5x3 solid triangle: UP (or DOWN) on a key hint."""
    for i in range(3):
        row = i if up else 2 - i
        gfx.hline(x + 2 - i, y + 1 + row, 2 * i + 1, c)


def draw_trick(gfx, leader, cards, winner=None):
    """The cards of a trick at their seats; winner: its card shown inverted."""
    for i in range(len(cards)):
        seat = (leader + i) % 4
        x, y = TRICK_XY[seat]
        gfx.card(x, y, card_str(cards[i]), CARD_SMALL, seat == winner)


def draw_thinking(gfx, seat):
    """A computer seat is choosing: a dotted card with three dots at its place."""
    x, y = TRICK_XY[seat]
    gfx.dotted_rect(x, y, CARD_W, CARD_H, 1)
    for i in range(3):
        gfx.pixel(x + 2 + 2 * i, y + 7, 1)


def draw_seats(gfx, taken, marked):
    """Each seat's name and points this hand (taken; None: names only) beside its place;
    marked: the seat whose label is inverted (to move, or receiving our pass), or None."""
    for seat in range(4):
        x, y, right = LABELS[seat]
        c = 1
        if seat == marked:
            gfx.fill_rect(x, y - 1, right - x + 1, 9, 1)
            c = 0
        gfx.text(SEAT_NAMES[seat], x + 1, y, SMALL, c)
        if taken is not None:
            gfx.right(str(taken[seat]), right, y, SMALL, c)


def draw_play(gfx, game, passing, shown, thinking, status, cursor, raised, playable,
              received=()):
    """The table. shown: (leader, cards, winner) of a finished trick still on the table;
    thinking: the seat whose thinking mark shows, or None; status: (text, inverted, keys)
    for the status bar; raised, playable, received: as draw_hand; playable is set on our
    turn, which shows the cursor's card large in our place in the trick (dotted if it may
    not be played)."""
    if passing:
        marked = PASS_OFFSET[game.pass_dir]
    elif shown is not None:
        marked = shown[2]
    else:
        marked = game.turn
    draw_status(gfx, status[0], status[1], status[2])
    draw_seats(gfx, game.taken, marked)
    if shown is not None:
        draw_trick(gfx, shown[0], shown[1], shown[2])
    elif passing:
        gfx.text(PASS_ARROWS[game.pass_dir], 58, 20, LARGE)
    else:
        draw_trick(gfx, game.leader, game.trick)
        if thinking is not None:
            draw_thinking(gfx, thinking)
    if game.hearts_broken:
        gfx.suit(BROKEN_XY[0], BROKEN_XY[1] + 1, "H")
        gfx.text("BROKEN", BROKEN_XY[0] + 7, BROKEN_XY[1], SMALL)
    draw_arrow(gfx, KEYS_XY[0], KEYS_XY[1] + 1, False)
    gfx.text("SCORES", KEYS_XY[0] + 7, KEYS_XY[1], SMALL)
    hand = game.hands[0]
    if playable is not None and hand:
        dim = hand[cursor] not in playable
        gfx.card(57, 26, card_str(hand[cursor]), CARD_MEDIUM, False, dim)
        if dim:
            gfx.dotted_rect(57, 26, 13, 20, 1)
    draw_hand(gfx, hand, cursor, raised, playable, passing, received)
    if passing:
        draw_pass_button(gfx, game.pass_dir, cursor == len(hand), len(raised) == 3)
