"""Every line the Hearts status bar can say fits it (status.py, and the messages play.py and
screen.py flash): each card's hint, each refusal, each trick's note, every passing and
playing line, found in the code itself so that a new message is checked too."""
import ast

from firmware.games.hearts import status
from firmware.games.hearts.engine import QUEEN_SPADES
from firmware.ui.gfx import SMALL, WIDTH, Gfx
from tests.screen import _Canvas

GFX = Gfx(_Canvas())
CLUBS, DIAMONDS, SPADES, HEARTS = 0, 13, 26, 39   # each suit's two


def check(text):
    """On the bar from column 0, in the 5x7 font: BAR_CHARS at most, nothing past 124."""
    assert len(text) <= status.BAR_CHARS and GFX.text_width(text, SMALL) <= WIDTH - 3, text


class Table:
    """Just what status.why_not reads of a game."""

    def __init__(self, trick, hand, trick_no=1):
        self.trick = trick
        self.hands = [hand]
        self.turn = 0
        self.trick_no = trick_no


def test_every_cards_hint_fits_and_names_it():
    words = set()
    for card in range(52):
        text = status.hint(card)
        check(text)
        words.add(text)
        assert text.endswith(" OF " + status.SUIT_NAMES[card // 13])
    assert len(words) == 52   # no two cards alike
    assert status.hint(DIAMONDS + 10) == "HINT: Q OF DIAMONDS"   # a word too long gives way
    assert status.hint(HEARTS + 10) == "HINT: QUEEN OF HEARTS"   # ...only where it must


def test_every_refusal_trick_note_and_turn_line_fits():
    check(status.why_not(Table([], [CLUBS], trick_no=0), HEARTS))
    check(status.why_not(Table([], [HEARTS]), HEARTS))
    for suit in range(4):
        led = 13 * suit
        check(status.why_not(Table([led], [led + 1, (led + 13) % 52]), (led + 13) % 52))
    check(status.why_not(Table([CLUBS], [HEARTS], trick_no=0), HEARTS))
    for winner in range(4):
        for past in (False, True):
            check(status.trick_note(winner, [CLUBS, QUEEN_SPADES], 13, past))
            for points in range(5):
                check(status.trick_note(winner, [CLUBS], points, past))
    for seat in range(1, 4):
        game = Table([], [CLUBS])
        game.turn = seat
        check(status.playing(game, None, False))   # a seat's turn: A hurries it
        check(status.playing(game, None, True))
    for picked in range(4):
        for hinting in (False, True):
            for to in (1, 2, 3):
                check(status.passing(picked, hinting, to))


def flashed_texts(module):
    """The strings module passes to flash() or _refuse(): its literal ones, whole, and the
    literal start of those it builds."""
    with open(module.__file__) as f:
        tree = ast.parse(f.read())
    texts = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) in ("flash",
                                                                              "_refuse"):
            arg = node.args[0]
            if isinstance(arg, ast.BinOp):
                arg = arg.left
            if isinstance(arg, ast.Constant):
                texts.append(arg.value)
    return texts


def test_every_message_flashed_fits():
    from firmware.games.hearts import play, screen
    texts = flashed_texts(play) + flashed_texts(screen)
    assert "HINT ON YOUR TURN" in texts and "NO PASSING THIS HAND" in texts
    for text in texts:
        check(text)
    assert "RECEIVED FROM " in texts   # ... and a seat's name
    for name in status.SEAT_NAMES:
        check("RECEIVED FROM " + name)


def test_every_passing_line_and_its_key_stand_a_space_apart():
    """Review 93: PASS 3 TO NORTH and A:HINT filled the bar's 21 characters, and read as
    PASS 3 TO NORTHA:HINT. Every passing line with every key beside it on the bar: a
    character's room between them at least (no key while a hint is found: play.draw)."""
    for to in range(3):
        for picked in range(4):
            text = status.passing(picked, False, to)
            for chosen in (False, True):
                for on_button in (False, True):
                    key = status.passing_key(picked, chosen, on_button, text)
                    if key is not None:
                        assert len(text) + 1 + len(key) <= status.BAR_CHARS, (text, key)
