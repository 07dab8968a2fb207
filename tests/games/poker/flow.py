"""The whole app in video poker on the simulated board, for the screen's suites
(test_screen.py, test_screen_saves.py): start it, press keys, deal rigged cards."""
from firmware.app import LOOK_MS, App
from firmware.games.poker.cards import parse_all
from firmware.games.poker.screen import RECORD, RECORD_VERSION, SETUP
from sim.board import SimBoard

JACKS_DEAL = "JC JD 2S 5H 9C 3C 4D 7S 8H KC"  # hold the jacks: a pair of jacks, paid
NOTHING_DEAL = "2C 7D 9S 4H KC 3C 4D 7S 8H QC"  # a deal that pays nothing: A on DRAW draws
# From the A that draws (or turns the double-up's card) until a press acts on the outcome:
# the cards turned (up to five FLIP_MS steps) and the outcome read (app.LOOK_MS); enough too
# from the press that opens the trainer's stop or the double-up to their A
READ = "wait:%d" % (LOOK_MS + 500)
# From the table before a deal: the pay table opened and seen, its RIGHT twice (off, the
# coach, the trainer), B back to the table
TRAINER_ON = "UP wait:400 RIGHT RIGHT B"


def start(seed=1, state_dir=None):
    """The app in poker: a new game passes its setup page with A (Play)."""
    board = SimBoard(seed=seed, state_dir=state_dir)
    app = App(board, game="poker")
    board.run(app, 400)  # the game's screen has been on the glass past the guard
    if screen_of(app).page == SETUP:
        keys(board, app, "A wait:400")
    return board, app


def keys(board, app, script):
    board.play_keys(app, script)


def screen_of(app):
    return app.game.screen


def deal(board, app, rigged=None, first=True):
    """Press A to deal, optionally replace the ten cards, let the animation finish; first:
    RIGHT then takes the cursor from DRAW, where the deal puts it, to the first card."""
    keys(board, app, "A")
    if rigged:
        screen_of(app).m.cards = parse_all(rigged)
    keys(board, app, "wait:900")  # the hand turned (450 ms) and seen: A draws
    if first:
        keys(board, app, "RIGHT")  # (an arrow acts at once: A there holds)


def pointed(board, text):
    """text is on the key bar with the menus' pointer (gfx.pointer, 4x7) just before it."""
    from tests.screen import find_text
    at = find_text(board.chip, text, inverted=False)
    if at is None:
        return False
    x, y = at[0] - 6, at[1]
    return all(board.chip.glass_pixel(x + d, y + 3) for d in range(4)) and \
        board.chip.glass_pixel(x, y) and board.chip.glass_pixel(x, y + 6)


def draw_button(board, word="DRAW"):
    """The DRAW button on the glass (view.DRAW_X..., its frame's top row lit, its sides down
    to the glass's edge), saying word (KEEP where A there keeps what pays): "framed" (the
    word lit on the key bar's row, a dark row between it and the frame's top) or "inverted"
    (the box lit, the word dark in it); else None."""
    from firmware.games.poker import view
    from tests.screen import find_text
    chip = board.chip
    x0, y0, w = view.DRAW_X, view.DRAW_Y, view.DRAW_W
    if not (all(chip.glass_pixel(x, y0) for x in range(x0, x0 + w)) and
            all(chip.glass_pixel(x, y) for x in (x0, x0 + w - 1) for y in range(y0, 64))):
        return None
    gap = [chip.glass_pixel(x, y0 + 1) for x in range(x0 + 1, x0 + w - 1)]
    at = (x0 + 2, view.HINT_Y)
    if not any(gap) and find_text(chip, word, inverted=False, top=view.HINT_Y) == at:
        return "framed"
    if all(gap) and find_text(chip, word, inverted=True, top=view.HINT_Y) == at:
        return "inverted"
    return None


def saved_record(board):
    return board.storage.load(RECORD, RECORD_VERSION, None)
