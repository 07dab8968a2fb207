"""Drawing the Hearts table on 128x64: the hand along the bottom, the trick in the middle
with each card at its seat's side (you below, West left, North above, East right), the
points and totals on the left, the state of the hand on the right, and the score tables."""
from firmware.games.hearts.engine import GAME_END, PASS_NAMES, card_str
from firmware.ui.gfx import CARD_SMALL, LARGE, SMALL, TINY, WIDTH

SEAT_NAMES = ("YOU", "WEST", "NORTH", "EAST")
SEAT_LETTERS = ("S", "W", "N", "E")  # S: you, at the bottom

PASS_ARROWS = ("<", ">", "^")  # left, right, across
CARD_W = 9
HAND_Y = 49
RAISED_Y = 45  # cards chosen for passing stand out of the hand
# Top-left corner of each seat's card in the trick.
TRICK_XY = ((59, 29), (47, 15), (59, 1), (71, 15))


def hand_x(index, count):
    return (WIDTH - CARD_W * count) // 2 + index * CARD_W


def draw_hand(gfx, hand, cursor, chosen, playable):
    """The hand left to right; cursor: index shown inverted (None: no cursor); chosen: cards
    raised for passing; playable: the cards that may be played (None: no marking)."""
    n = len(hand)
    for i in range(n):
        c = hand[i]
        y = RAISED_Y if c in chosen else HAND_Y
        dim = playable is not None and c not in playable
        # The cursor inverts its card; on a card that may not be played it is a bar above
        # the dotted card instead, so the dots stay visible.
        gfx.card(hand_x(i, n), y, card_str(c), CARD_SMALL, i == cursor and not dim, dim)
        if i == cursor and dim:
            gfx.hline(hand_x(i, n), y - 2, CARD_W, 1)


def why_not(game, card):
    """Why the seat to move may not play card (a short status line)."""
    if not game.trick:
        return "LEAD THE 2C" if game.trick_no == 0 else "HEARTS SHUT"
    if any(c // 13 == game.trick[0] // 13 for c in game.hands[game.turn]):
        return "FOLLOW SUIT"
    return "NO POINTS"


def draw_trick(gfx, leader, cards):
    for i in range(len(cards)):
        x, y = TRICK_XY[(leader + i) % 4]
        gfx.card(x, y, card_str(cards[i]), CARD_SMALL)


def draw_points(gfx, taken, totals, leader, turn):
    """Left panel: per seat its letter, points this hand and game total; the seat to move is
    shown inverted and the trick's leader carries a '>'."""
    for row in range(4):
        seat = (2, 1, 3, 0)[row]  # north, west, east, you: as around the table
        y = 2 + row * 7
        if seat == turn:
            gfx.fill_rect(0, y - 1, 44, 7, 1)
        c = 0 if seat == turn else 1
        gfx.text((">" if seat == leader else " ") + SEAT_LETTERS[seat], 0, y, TINY, c)
        gfx.right(str(taken[seat]), 26, y, TINY, c)
        gfx.right(str(totals[seat]), 43, y, TINY, c)


def draw_status(gfx, lines, inverted=None):
    """Right panel: up to 6 short TINY lines; inverted: one line shown as a bar."""
    for i in range(len(lines)):
        y = 2 + i * 7
        if i == inverted:
            gfx.fill_rect(82, y - 1, 46, 7, 1)
        gfx.text(lines[i], 84, y, TINY, 0 if i == inverted else 1)


def draw_hearts_state(gfx, broken, y):
    gfx.suit(84, y, "H")
    gfx.text("BROKEN" if broken else "UNBROKEN", 91, y, TINY)


def draw_table(gfx, title, points, totals, footer, winners=()):
    """Score table: hand points and totals per seat, the winners marked with '*'."""
    gfx.fill_rect(0, 0, WIDTH, 10, 1)
    gfx.center(title, 1, SMALL, 0)
    gfx.text("HAND", 70, 12, TINY)
    gfx.text("TOTAL", 100, 12, TINY)
    for seat in range(4):
        y = 19 + seat * 9
        gfx.text(("*" if seat in winners else " ") + SEAT_NAMES[seat], 4, y, SMALL)
        if points is not None:
            gfx.right(str(points[seat]), 86, y, SMALL)
        gfx.right(str(totals[seat]), 122, y, SMALL)
    gfx.center(footer, 58, TINY)


def pass_label(pass_dir):
    return "PASS " + PASS_NAMES[pass_dir].upper()


def draw_play(gfx, game, passing, shown, note, cursor, chosen):
    """The table: points, the trick (or shown, the finished one), status, hand."""
    my_turn = not passing and shown is None and game.turn == 0
    draw_points(gfx, game.taken, game.totals, None if passing else game.leader,
                None if passing or shown else game.turn)
    if shown is not None:
        draw_trick(gfx, shown[0], shown[1])
    elif passing:
        # An arrow towards the seat that receives our cards: West, East or North.
        gfx.text(PASS_ARROWS[game.pass_dir], 58, 14, LARGE)
    else:
        draw_trick(gfx, game.leader, game.trick)
    if passing:
        lines = [pass_label(game.pass_dir), "PICKED %d/3" % len(chosen),
                 "UP: PASS" if len(chosen) == 3 else "A: PICK"]
    else:
        lines = ["TRICK %d" % min(game.trick_no + 1, 13)]
        if my_turn:
            card = game.hands[0][cursor]
            lines += ["YOUR TURN", "A: PLAY" if card in game.legal() else why_not(game, card)]
        else:
            lines.append("LEAD " + SEAT_LETTERS[game.leader])
    inverted = None
    if note is not None:
        lines.append(note)
        inverted = len(lines) - 1
    draw_status(gfx, lines, inverted)
    draw_hearts_state(gfx, game.hearts_broken, 37)
    draw_hand(gfx, game.hands[0], cursor, chosen, game.legal() if my_turn else None)


def draw_scores(gfx, game):
    footer = "HEARTS %s  LEAD %s  %s" % (
        "BROKEN" if game.hearts_broken else "SAFE", SEAT_LETTERS[game.leader],
        pass_label(game.pass_dir))
    draw_table(gfx, "HAND %d  TO %d" % (game.hand_no + 1, game.target), game.taken,
               game.totals, footer)


def draw_hand_over(gfx, game):
    if game.moon is not None:
        title = "MOON: " + SEAT_NAMES[game.moon] + "!"
    else:
        title = "HAND %d OVER" % (game.hand_no + 1)
    footer = "A: FINAL SCORES" if game.phase == GAME_END else "A: NEXT HAND"
    draw_table(gfx, title, game.hand_points, game.totals, footer)


def game_over_title(winners):
    """Names every winner: seats tied on the lowest total share the win."""
    if len(winners) == 1:
        return "YOU WIN!" if winners[0] == 0 else SEAT_NAMES[winners[0]] + " WINS"
    if len(winners) == 4:
        return "ALL FOUR TIE!"
    return "+".join(SEAT_NAMES[s] for s in winners) + " WIN"  # 19 characters at most


def draw_game_over(gfx, game, won, played):
    winners = game.winners()
    draw_table(gfx, game_over_title(winners), None, game.totals,
               "WON %d/%d  A: AGAIN  B: SETUP" % (won, played), winners)
