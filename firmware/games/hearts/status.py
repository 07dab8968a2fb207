"""What the Hearts status bar says (BAR_CHARS of the 5x7 font at most), and the names of
seats, suits and ranks in every text."""
from firmware.games.hearts.engine import QUEEN_SPADES

SEAT_NAMES = ("YOU", "WEST", "NORTH", "EAST")  # seats 0..3, clockwise from you
SUIT_NAMES = ("CLUBS", "DIAMONDS", "SPADES", "HEARTS")
RANK_WORDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "JACK", "QUEEN", "KING", "ACE")
BAR_CHARS = 21  # the status bar's characters, columns 0 to 124
WAITING_PASS = "WAITING FOR THE PASS"  # a person over the link has yet to pass
HELD = "PLAY ON HOLD"  # the link's box is up: no key of the bar's acts (the box has its own)
PAUSED = "HOST PAUSED"  # a joiner's, waiting for another seat while the host's menu is up
# The hint being found: its own words, not the computer's THINKING (review 57: on our turn
# it read as the others' turn)
HINTING = "FINDING A HINT..."
WAIT_HINT = "WAIT: FINDING A HINT"  # a press refused while the hint is found
# the key hint on the right leaves room for this many characters, a space between
# (review 93: PASS 3 TO NORTH, 15, ran into A:HINT, PASS 3 TO NORTHA:HINT)
KEYS_ROOM = 14
# News flashed as our turn begins stands beside YOUR TURN, never instead of it, short:
# BROKEN is the heart mark and BROKEN (table.draw_status).
BROKEN = "BROKEN"
HINT_KEY = "▲:HINT"  # UP: the key hints' triangle (gfx.keybar), as wide as A:PICK
PICK_KEY = "A:PICK"  # passing: what A does on a card not picked
# Passing with nothing picked, on the PASS button (where a hand's pass starts): A takes the
# hint's three, as UP does (review 81: the cursor on the first card, a tap a second picked
# the three leftmost and passed them)
HINT_A_KEY = "A:HINT"
# Passing, before the first pick: the task and the receiver, by seat (the arrows point to
# it too, table.draw_play: alone they read as a bare chevron, review 82), the same wherever
# the cursor is (the key hint beside it says what A does there: A:HINT on the button, A:PICK
# on a card: review 35, the task alone never said that A picks), as the scores page says
# it (PASS TO WEST: issue 44), a space clear of the key (review 93: PASS 3 TO NORTHA:HINT;
# the 3 is the key's, A:HINT, then 2 MORE, 1 MORE)
PASS_TO = tuple("PASS TO " + name for name in SEAT_NAMES)
# Its short form beside a tag (B's MENU_TAG): the task, the receiver left to the arrows and
# the PASS button that point to it: PASS TO NORTH left the tag no room, and HOLD B: MENU
# stood across the bar instead, the task out of view (review 88, hearts92's tag beside YOUR
# TURN); TO WEST beside it lost the task too (review 89 #9)
PASS_TAGGED = "PASS 3"
DROP_KEY = "A:DROP"
PASS_KEY = "A:PASS"
# The PASS button's key by how many are picked: none, the hint's (HINT_A_KEY); 1 or 2, A
# passes nothing: no A: key there (A:PASS, refused, said what A did not do: review 32), but
# how many more to pick, as wide as A:PASS; three, A:PASS.
BUTTON_KEYS = (HINT_A_KEY, "2 MORE", "1 MORE", PASS_KEY)


def hint(card):
    """The hint naming card: a rank's word gives way to its letter where the line would
    not hold it (the jack, queen and king of diamonds)."""
    rank = RANK_WORDS[card % 13]
    suit = " OF " + SUIT_NAMES[card // 13]
    if len("HINT: " + rank + suit) > BAR_CHARS:
        rank = rank[0]
    return "HINT: " + rank + suit


def why_not(game, card):
    """Why the seat to move may not play card (one it holds but may not play)."""
    if not game.trick:
        return "LEAD THE 2 OF CLUBS" if game.trick_no == 0 else "HEARTS NOT BROKEN"
    led = game.trick[0] // 13
    if any(c // 13 == led for c in game.hands[game.turn]):
        return "FOLLOW " + SUIT_NAMES[led]
    return "NO POINTS ON TRICK 1"


def trick_note(winner, cards, points, past=False):
    """Who took a trick and what: while it stays on the table, or (past) on the last-trick
    page."""
    verb = " TOOK " if past else (" TAKE " if winner == 0 else " TAKES ")
    if QUEEN_SPADES in cards:
        what = "THE QUEEN"
    elif points:
        what = "%d POINT%s" % (points, "" if points == 1 else "S")
    else:
        what = "IT"
    return SEAT_NAMES[winner] + verb + what


# The lines a frame may ask for again and again, made once (a string made as the table is
# drawn is an allocation, 0.1 ms or more of the Pico's time in the app's heap): per pick,
# then per seat.
# Three picked (the cursor stays on the third pick: review 43): the count, true wherever the
# cursor is, the key bar's A:DROP or A:PASS beside it; the way to the PASS button is
# table.TO_PASS_KEY's, on NORTH's line (review 50: ▼:TO PASS up here read wrong with the cursor on
# the button; review 47: PASS: > TO END was cryptic)
PASS_WAY = "3 PICKED"
PICKED = ("", "PICKED 1 OF 3", "PICKED 2 OF 3", PASS_WAY)
FROM = tuple("FROM " + name for name in SEAT_NAMES)  # the news of the pass received
PLAYS = tuple(name + " PLAYS B:HURRY" for name in SEAT_NAMES)
PLAYS_LINKED = tuple(name + " PLAYS" for name in SEAT_NAMES)  # a person's seat
# A refused in the others' turn (play.NOT_YOURS): said as a tag in B:HURRY's place beside who
# plays, never instead of it (review 51: while a player tapped, NOT YOUR TURN across the bar
# hid whose turn it was); NORTH PLAYS and it fit on the line. A computer's seat: CPU TURN,
# as the board games say it (review 78: NOT YOURS there read as "that card is not yours");
# a person's, over the link: NOT YOURS
CPU_TURN_TAG = "CPU TURN"
NOT_YOURS_TAG = "NOT YOURS"
# B with nothing to hurry or drop (play.MENU_NOTE), as a tag beside YOUR TURN, who plays or
# whom we pass to, never instead of them (review 86 #10: across the bar it hid YOUR TURN)
MENU_TAG = "HOLD B:MENU"
# Who plays and a tag beside it: at most this many characters, 3 dark columns between them;
# NORTH PLAYS beside FROM NORTH (the pass across, NORTH to lead) left one: NORTH there reads
# NOR, as on its figures' line
TAGGED_CHARS = 20
NOR_PLAYS = "NOR PLAYS"


def plays(seat, tag):
    """The status bar's words while seat plays with tag beside them (news, NOT YOURS)."""
    text = PLAYS_LINKED[seat]
    return text if len(text) + len(tag) <= TAGGED_CHARS else NOR_PLAYS


def passing_key(picked, chosen, on_button, text, aiming=False):
    """Passing: the key hint, what A does here: on a picked card (chosen) drops it, on
    another picks it (not a fourth), on the PASS button passes (with fewer than three: how
    many more to pick; with none, takes the hint's three: BUTTON_KEYS), but none there while
    A waits for a pause (aiming: the hint's three, A tapped on; review 91 #10: A:PASS stood
    over an A about to be refused). Else (three picked, on another card) UP's hint where the
    text leaves room. All are as wide: a move between them rewrites a few glyphs of the bar."""
    if on_button:
        return None if aiming else BUTTON_KEYS[picked]
    if chosen or picked < 3:
        return DROP_KEY if chosen else PICK_KEY
    return HINT_KEY if len(text) <= KEYS_ROOM else None


def passing(picked, hinting, to):
    """Passing to seat to: the bar's text, the same wherever the cursor is (the key hint
    says what A does there, passing_key): with three picked, A:PASS TO WEST on the PASS
    button made a move onto or off it rewrite the whole bar, 11-13 ms of the Pico's 10 ms
    aim. Three picked, PASS_WAY."""
    if hinting:
        return HINTING
    if picked == 0:
        return PASS_TO[to]
    return PICKED[picked]


def playing(game, shown, hinting, person=False):
    """While playing: shown, the finished trick on the table (leader, cards, winner,
    points) or None; hinting: a hint is being found; person: the seat to move is played on
    another handheld (B does not hurry it). Our turn is YOUR TURN whatever card the cursor
    is on (the cards we may play have a bar under them, the cursor stops on them
    alone; where it has no other to go to, an arrow says why): a cursor move leaves the bar
    as it is (rewriting it cost the Pico 4 ms of a move)."""
    if shown is not None:
        return trick_note(shown[2], shown[1], shown[3])
    if hinting:
        return HINTING
    if game.turn != 0:
        return (PLAYS_LINKED if person else PLAYS)[game.turn]
    return "YOUR TURN"
