"""Driving Connect Four through the simulated board for the screen suites: start the app
in the game, press keys, read cells off the glass.

tests/games/session.py has what every game's suites share."""
import os

from firmware.app import LOOK_MS
from tests.games import session
from tests.games.session import choose_setup, error_log, keys, screen_of  # noqa: F401
from tests.screen import drawn_rows, find_pattern, find_text, shows_banner

BEAT_MS = 550        # ui/board_screen.CPU_BEAT_MS, checked in test_the_constants_match_the_screen
ROW_MS = 40
MESSAGE_MS = 1200
SETTLE_MS = 6 * ROW_MS + 60   # a drop from the top has landed
SETUP, PLAYING, OVER = 0, 1, 2
SOLID, RING = 0, 1
ERROR_TONE = 220     # firmware/sound.py "error"
WIN_TONE = 2093      # the last note of "win"


def start(seed=1, state_dir=None):
    return session.start("connect4", seed, state_dir)


def cut_power(board, dest):
    """The saved data as a power cut now would leave it: board's records copied into dest
    (made or emptied), for start(state_dir=dest). Plain os calls: MicroPython has no shutil."""
    try:
        os.mkdir(dest)
    except OSError:
        for name in os.listdir(dest):
            os.remove(dest + "/" + name)
    for name in os.listdir(board.state_dir):
        with open(board.state_dir + "/" + name, "rb") as f, open(dest + "/" + name, "wb") as g:
            g.write(f.read())
    return dest


def game_module(name):
    return session.game_module("connect4", name)


def choose_level(board, app, name):
    """The setup page's level set to name ("Random" ... "Perfect")."""
    names = game_module("setup").LEVEL_NAMES
    choose_setup(board, app, "level", names.index(name) - screen_of(app).setup["level"])


def drop(board, app, col, settle=True):
    """Bring the piece above col (LEFT/RIGHT) and press A, aimed (session.aim)."""
    s = screen_of(app)
    session.aim(board, app)
    steps = (col - s.cursor) % 7
    script = ["RIGHT"] * steps if steps <= 3 else ["LEFT"] * (7 - steps)
    if script:
        keys(board, app, " ".join(script))
    assert s.cursor == col
    keys(board, app, "A")   # (a foul steps the cursor off a full column)
    if settle:   # (two players: and the next player's turn read, app.LOOK_MS from its frame)
        keys(board, app, "wait:%d" % (SETTLE_MS + (LOOK_MS if not s.cpu and s.phase == PLAYING
                                                   else 0)))


def cell_lit(board, col, row):
    """Share of the cell's 9x9 square lit on the glass."""
    x0, y0 = game_module("view").cell_origin(col, row)
    lit = 0
    for y in range(y0, y0 + 9):
        for x in range(x0, x0 + 9):
            lit += board.chip.glass_pixel(x, y)
    return lit / 81


def cell_framed(board, col, row):
    """A cell of the winning four, or the last move's: its square framed, corners lit (a
    piece never lights them)."""
    x0, y0 = game_module("view").cell_origin(col, row)
    glass = board.chip.glass_pixel
    return all(glass(x, y) for x, y in ((x0, y0), (x0 + 8, y0), (x0, y0 + 8), (x0 + 8, y0 + 8)))


def piece_at(board, col, row):
    """SOLID, RING or None: the piece on the glass in a cell, framed (smaller, clear of its
    frame: a dark gap all round) or not. Its middle is lit in a solid piece and an empty
    cell (the grid's dot), dark in a ring; an unframed piece's left edge is lit, a dot's
    cell there dark."""
    x0, y0 = game_module("view").cell_origin(col, row)
    glass = board.chip.glass_pixel
    if cell_framed(board, col, row):
        assert not any(glass(x0 + 1, y0 + d) or glass(x0 + d, y0 + 1) for d in range(1, 8)), \
            "the framed piece meets its frame"
    elif not glass(x0 + 1, y0 + 4):
        return None
    return SOLID if glass(x0 + 4, y0 + 4) else RING


def two_players(board, app, first_steps=0):
    """Two players, Solid moves first (the default First, as You against the computer)."""
    choose_setup(board, app, "mode", 1)
    assert screen_of(app).page.rows == ("play", "mode", "first", "undos", "rules", "reset")
    choose_setup(board, app, "first", first_steps)
    keys(board, app, "A wait:500")   # Play: the board seen before it is answered
    s = screen_of(app)
    assert s.phase == PLAYING and s.cpu == 0
    return s


def versus_random(board, app, first_steps=0):
    """Against Random, you first (the default)."""
    choose_level(board, app, "Random")
    choose_setup(board, app, "first", first_steps)
    keys(board, app, "A wait:500")   # Play: the board seen before it is answered
    return screen_of(app)


def piece_shown(board, mark, size, inverted=None):
    """(x, y) where a piece (view.draw_piece's, size across) is on the glass, or None."""
    view = game_module("view")
    return find_pattern(board.chip, drawn_rows(
        lambda g: view.draw_piece(g, 0, 0, mark, 1, size), size, size), inverted)


def _banner(board, mark, words):
    """The banner's one line: mark (a piece) then words, dark on the lit strip at the
    panel's top (ui/board_panel.py)."""
    view = game_module("view")
    piece = piece_shown(board, mark, view.PIECE, True)
    line = find_text(board.chip, words, inverted=True)
    return piece is not None and line is not None and piece[1] == line[1] < 9 and \
        line[0] == piece[0] + view.PIECE + 6


def piece_banner(board, mark):
    """The banner of a win between two players: the winner's piece, then WINS, dark on the
    lit strip (review 36: RING WINS named the side by a word seen nowhere else; the rows and
    the turn line show its piece)."""
    return _banner(board, mark, "WINS")


def fouls_banner(board, loser):
    """The banner of a game lost on fouls, on one line as any result's (review 51: CPU WINS
    ON FOULS read as another style): the side that fouled out (YOU; between two players its
    piece), then FOULED."""
    if isinstance(loser, str):
        return shows_banner(board, loser, "FOULED")
    return _banner(board, loser, "FOULED")
