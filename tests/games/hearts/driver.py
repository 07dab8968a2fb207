"""Driving the Hearts app through the simulated board in tests (on tests/games/session.py):
pass, play cards, let the computer players play; and reading the cards on the glass."""
import sys

from firmware.app import GUARD_MS, LOOK_MS, REST_MS
from firmware.ui.gfx import SMALL
from tests.games import session
from tests.games.session import choose_setup, error_log, keys, screen_of  # noqa: F401
from tests.screen import drawn_rows, find_pattern, glyph_rows

PACE_MS = 350  # turns.PACE_MS, checked in test_screen.test_the_constants_match_the_screen
TRICK_MS = 1000
HOLD_MS = 400  # a wait past a trick taken's guard (GUARD_MS): a press then acts
QUIET_MS = GUARD_MS  # a press begun sooner after a turn or a trick taken does nothing
READ_MS = LOOK_MS + 100  # a wait past the hand's or game's end table's look: A and B act
SETUP, PASSING, PLAYING, HAND_OVER, GAME_OVER = 0, 1, 2, 3, 4
ERROR_TONE = 220  # firmware/sound.py "error"
LEVELS = ("Easy", "Medium", "Hard")


def start(seed=1, state_dir=None, ms=400):
    return session.start("hearts", seed, state_dir, ms)


def game_module(name):
    return session.game_module("hearts", name)


def new_game(board, app, level=None, target=None, on_card=True):
    """From the setup page: the opponents' level by name, the target score, then Play. The
    pass starts on the PASS button (A there takes the hint); on_card: then RIGHT to the
    first card, where A picks."""
    s = screen_of(app)
    if level is not None:
        choose_setup(board, app, "level", LEVELS.index(level) - s.setup["level"])
    if target is not None:
        targets = game_module("setup").TARGETS
        choose_setup(board, app, "target", targets.index(target) - s.setup["target"])
    keys(board, app, "A wait:%d" % (REST_MS + 50))   # Play: the hand seen before it is
    # answered (Play's A rests A, as a hand's table's: app.REST_MS)
    s = screen_of(app)  # still there: the game started
    assert s.play.cursor == places(s) - 1   # on the PASS button
    if on_card:
        cursor_to(board, app, 0)
    return s


def places(s):
    return len(s.game.hands[0]) + (s.stage == PASSING)

def cursor_to(board, app, index):
    """RIGHT till the cursor is on place index (on our turn it stops only on the cards we
    may play, play._move), aimed (session.aim)."""
    s = screen_of(app)
    session.aim(board, app)
    for _ in range(places(s)):
        if s.play.cursor == index:
            break
        keys(board, app, "RIGHT")
    keys(board, app, "wait:1")
    assert s.play.cursor == index

def pass_three(board, app, dealt=False):
    """Pick the first three cards (the third takes the cursor to the PASS button, its A
    guarded GUARD_MS) and pass. dealt: the hand came by an A (the hand's table's), which
    rests A (app.REST_MS): the hand is read first."""
    if dealt:
        keys(board, app, "wait:%d" % REST_MS)
    for i in (0, 1, 2):
        cursor_to(board, app, i)
        keys(board, app, "A")
    s = screen_of(app)
    assert s.play.cursor == len(s.game.hands[0])
    keys(board, app, "wait:%d A" % READ_MS)

SEEN_MS = 400  # a person looks this long at a turn or screen before answering it (the app
# refuses a press begun less than its GUARD_MS, 300 ms, after it reached the glass)


def until_my_turn(board, app):
    """Let the computer players play (finished tricks go by on their own) until it is our
    turn or the hand is over."""
    s = screen_of(app)
    for _ in range(80):
        if s.stage != PLAYING:
            return
        if s.play.shown is None and s.game.turn == 0:
            keys(board, app, "wait:%d" % SEEN_MS)  # the turn seen: A acts on it (app's guard)
            return
        keys(board, app, "wait:%d" % (TRICK_MS if s.play.shown is not None else PACE_MS))
    raise AssertionError("the computer players stalled")

def play_first_legal(board, app):
    s = screen_of(app)
    hand = s.game.hands[0]
    cursor_to(board, app, hand.index(s.game.legal()[0]))
    keys(board, app, "wait:%d A" % SEEN_MS)  # the turn seen: A acts on it (app's guard)

def to_our_last_card(seed=6):
    """A new Medium game (seed 6: our card ends the hand's last trick) played to the hand's
    last trick, our turn."""
    board, app = start(seed=seed)
    s = new_game(board, app, "Medium")
    pass_three(board, app)
    while not (s.game.trick_no == 12 and s.game.turn == 0 and s.play.shown is None):
        until_my_turn(board, app)
        if s.game.trick_no == 12:
            break
        play_first_legal(board, app)
    return board, app, s


def play_hand(board, app):
    s = screen_of(app)
    if s.stage == PASSING:
        pass_three(board, app, dealt=True)
    while s.stage == PLAYING:
        until_my_turn(board, app)
        if s.stage == PLAYING:
            play_first_legal(board, app)
    assert s.stage == HAND_OVER

def card_outline_lit(board, x, y):
    """Lit pixels along a card's top edge (9 for a solid outline, 5 for a dotted one)."""
    return sum(board.chip.glass_pixel(x + i, y) for i in range(9))


def stands_up(board, x, passing=False):
    """The hand's card at x stands out of the hand: passing, anything of it (a red card's
    ground, a black card's rank) lit on the row above the others' tops; playing, 2 rows
    up, as the cursor's (rise)."""
    table = game_module("table")
    if not passing:
        return rise(board, x) == table.HAND_Y - table.RAISED_Y
    return any(board.chip.glass_pixel(x + 1 + i, table.PASS_HAND_Y - 1) for i in range(8))


def rise(board, x):
    """Playing, how many rows the hand's card at x stands above the others' tops: 0 or 2
    (the cursor's). A red card's column 8 is bare lit ground from its top down; a black
    card's suit mark ends on its last row, lit there (a bar over a card received is lit
    above its rank: review 86)."""
    table = game_module("table")
    glass = board.chip.glass_pixel
    rows = range(table.RAISED_Y, table.HAND_Y + table.HAND_H)
    if glass(x + 8, table.HAND_Y + table.HAND_H - 3):   # red: a row every card has
        top = next(y for y in rows if glass(x + 8, y))
    else:
        top = max(y for y in rows if any(glass(x + 1 + i, y) for i in range(7))) - \
            (table.HAND_H - 1)
    return table.HAND_Y - top


def rows_lit(board, x, top, rows, skip=()):
    """Lit pixels of the hand's card at x, rows top on, in its columns but the last (the
    next card lies over it) and those in skip."""
    return sum(board.chip.glass_pixel(x + 1 + c, top + r) for r in range(rows) for c in range(8)
               if x + 1 + c not in skip)


def received_marked(board, hand):
    """Playing, the hand's places with the bar of a card received over them, 7x2 over
    columns 1-7 of the card, the others dark, and a dark row between it and what the card
    shows of itself (table.RECEIVED_MARK_Y): a black card's on rows 45-46 over its dark top
    row, a red card's on rows 44-45 over a dark row on its lit top (reviews 87, 88: a dash
    on that lit row joined it, and the red cards received were not found at true size;
    review 86: under them, 4 columns against the bar's 8, they were not told from the bar
    under the cards we may play)."""
    table = game_module("table")
    bar = [0, 1, 1, 1, 1, 1, 1, 1, 0]

    def marked(i):
        x = table.hand_x(hand, i)
        y = table.RECEIVED_MARK_Y + 1 - is_red(hand[i])
        return all(board.chip.glass_pixel(x + c, y + r) == bar[c]
                   for c in range(9) for r in range(2)) and \
            not any(board.chip.glass_pixel(x + c, y + 2) for c in range(9))
    return [i for i in range(len(hand)) if marked(i)]


def barred(board, hand):
    """The hand's places with a bar under them, 8x2 (table.MARK_Y, BAR_W): on our turn, the
    cards we may play."""
    table = game_module("table")
    return [i for i in range(len(hand))
            if all(board.chip.glass_pixel(table.hand_x(hand, i) + c, table.MARK_Y + r)
                   for c in range(table.BAR_W) for r in range(2))]


def cursor_marked(board, hand):
    """The hand's places with the cursor's block under them, 6x2 (table.MARK_Y)."""
    table = game_module("table")
    return [i for i in range(len(hand))
            if all(board.chip.glass_pixel(table.hand_x(hand, i) + table.CURSOR_X + c,
                                          table.MARK_Y + r) for c in range(6) for r in range(2))]


def figures_rows(total, taken):
    """The pixels of a seat's figures as the table draws them: the total, then, with any
    points this hand, 4 dark columns on, the 3x3 plus (its bar on the digits' middle row)
    and a column on the points ("12 +3")."""
    t = str(total)
    p = str(taken) if taken else ""

    def draw(g):
        x = g.text(t, 0, 0)
        if p:
            g.columns(b"\x08\x1c\x08", 0, 3, 1, x + 4, 0)
            g.text(p, x + 4 + 3 + 1, 0)
    w = 6 * len(t) - 1 + (4 + 3 + 1 + 6 * len(p) - 1 if p else 0)
    return drawn_rows(draw, w, 7)


def figures_at(board, total, taken, inverted=None):
    """Where (x, y) a seat's figures total and taken are shown, or None."""
    return find_pattern(board.chip, figures_rows(total, taken), inverted)

def text_at(chip, text, x, y, font=SMALL):
    """True when text is on the glass with its top-left corner at x, y (lit on dark)."""
    pattern = glyph_rows(text, font)
    return all(chip.glass_pixel(x + i, y + j) == pattern[j][i]
               for j in range(len(pattern)) for i in range(len(pattern[0])))

def is_red(card):
    return card // 13 in (1, 3)

def hollow(board, x, y, rank=None):
    """The large copy at x, y is hollow: of its edge only a tick at each corner, 3 pixels
    each way, lit; its ground dark (the columns and rows clear of its marks); with rank,
    that rank lit in its place, as on a black card, whatever the card's colour."""
    w, h = 13, 18   # COPY_W, COPY_H
    glass = board.chip.glass_pixel
    if rank is not None and rank != "T":
        glyph = glyph_rows(rank, SMALL)
        if not all(glass(x + 4 + c, y + 1 + r) == glyph[r][c]
                   for r in range(7) for c in range(5)):
            return False
    # (the suit's foot or point stands on its last row, between the ticks, two columns clear)
    return all(glass(x + i, y) == (i < 3 or i >= w - 3) for i in range(w)) and \
        all(glass(x + i, y + h - 1) == (i < 3 or i >= w - 3) for i in range(5)) and \
        all(glass(x + w - 1 - i, y + h - 1) == (i < 3) for i in range(5)) and \
        all(glass(x, y + j) == glass(x + w - 1, y + j) == (j < 3 or j >= h - 3)
            for j in range(h)) and \
        not any(glass(x + i, y + j) for i in (1, w - 2) for j in range(1, h - 1)) and \
        not any(glass(x + i, y + 8) for i in range(1, w - 1))   # between rank and suit

def help_module():
    """The help module, loaded as the app loads it (and unloaded again)."""
    try:
        return __import__("firmware.games.hearts.help", None, None, ["PAGES"])
    finally:
        sys.modules["firmware.gamehost"].unload("hearts")
