# runs-on: micropython
"""Whole-app Connect Four flows through the simulated board: buttons in, the SSD1306 model's
pixels and the screen's state out.

The game's modules are reached through the running app (sys.modules), never imported here:
the app unloads them when a game ends and loads fresh copies for the next."""
import sys

from firmware.app import App
from hal.rng import Rng
from sim.board import SimBoard
from tests.screen import shows
from firmware.ui.gfx import TINY

CPU_DELAY_MS = 500   # screen.CPU_DELAY_MS, checked in test_the_constants_match_the_screen
ROW_MS = 40
MESSAGE_MS = 1200
SETTLE_MS = 6 * ROW_MS + 60   # a drop from the top has landed
SETUP, PLAYING, OVER = 0, 1, 2
SOLID, RING = 0, 1
ERROR_TONE = 220     # firmware/sound.py "error"
WIN_TONE = 2093      # the last note of "win"


def start(seed=1, state_dir=None):
    board = SimBoard(seed=seed, state_dir=state_dir)
    app = App(board, game="connect4")
    board.run(app, 100)
    return board, app


def error_log(board):
    try:
        with open(board.state_dir + "/error.log") as f:
            return f.read()
    except OSError:
        return ""


def screen_of(app):
    assert app.game is not None, error_log(app.board)
    return app.game.screen


def game_module(name):
    return sys.modules["firmware.games.connect4." + name]


def keys(board, app, script):
    board.play_keys(app, script)


def choose_setup(board, app, row, steps):
    """Move the setup cursor to row, press RIGHT steps times, and back to Play."""
    s = screen_of(app)
    index = s.page.rows.index(row)
    keys(board, app, " ".join(["DOWN"] * index + ["RIGHT"] * steps + ["UP"] * index))
    assert s.page.menu.index == 0


def drop(board, app, col, settle=True):
    """Bring the piece above col (LEFT/RIGHT) and press A."""
    s = screen_of(app)
    steps = (col - s.cursor) % 7
    script = ["RIGHT"] * steps if steps <= 3 else ["LEFT"] * (7 - steps)
    keys(board, app, " ".join(script + ["A"]))
    assert s.cursor == col
    if settle:
        keys(board, app, "wait:%d" % SETTLE_MS)


def cell_lit(board, col, row):
    """Share of the cell's 9x9 square lit on the glass."""
    x0, y0 = game_module("view").cell_origin(col, row)
    lit = 0
    for y in range(y0, y0 + 9):
        for x in range(x0, x0 + 9):
            lit += board.chip.glass_pixel(x, y)
    return lit / 81


def cell_inverted(board, col, row):
    """A highlighted cell: its whole square is lit, corners included (a piece never is)."""
    x0, y0 = game_module("view").cell_origin(col, row)
    glass = board.chip.glass_pixel
    return all(glass(x, y) for x, y in ((x0, y0), (x0 + 8, y0), (x0, y0 + 8), (x0 + 8, y0 + 8)))


def two_players(board, app, first_steps=1):
    """Two players, Solid moves first (the default First is Random: one step wraps to Solid)."""
    choose_setup(board, app, "mode", 1)
    assert screen_of(app).page.rows == ("play", "mode", "first", "undos", "fouls", "reset")
    choose_setup(board, app, "first", first_steps)
    keys(board, app, "A")
    s = screen_of(app)
    assert s.phase == PLAYING and s.cpu == 0
    return s


def test_the_constants_match_the_screen():
    board, app = start()
    screen = game_module("screen")
    assert (screen.CPU_DELAY_MS, screen.ROW_MS, screen.MESSAGE_MS) == \
        (CPU_DELAY_MS, ROW_MS, MESSAGE_MS)
    assert (screen.SETUP, screen.PLAY, screen.OVER) == (SETUP, PLAYING, OVER)
    view = game_module("view")
    assert (view.SOLID, view.RING) == (SOLID, RING)


def test_two_players_four_in_a_column_is_highlighted_counted_and_saved():
    board, app = start()
    s = two_players(board, app)
    assert s.first_side == SOLID and shows(board, "to play")
    for col in (0, 1, 0, 1, 0, 1):
        drop(board, app, col)
    assert cell_lit(board, 0, 0) > 0.5 and not cell_inverted(board, 0, 0)
    assert s.game.result == 0
    drop(board, app, 0)
    assert s.phase == OVER and s.game.result == 1
    for row in range(4):
        assert cell_inverted(board, 0, row), row   # inverted squares: the four stands out
    assert not cell_inverted(board, 1, 0) and cell_lit(board, 0, 4) < 0.1
    assert s.scores[1] == [1, 0, 0] and shows(board, "Solid wins")
    assert board.storage.load("connect4", 1, None)["scores"] == [[0, 0, 0], [1, 0, 0]]
    keys(board, app, "wait:500")
    assert WIN_TONE in [f for f, _ in board.sound.tones]
    assert not board.storage.exists("resume_connect4")
    keys(board, app, "A")   # the next-game prompt: A plays again
    assert s.phase == PLAYING and s.game.moves == []


def test_a_piece_falls_before_it_lands():
    board, app = start()
    two_players(board, app)
    drop(board, app, 3, settle=False)
    s = screen_of(app)
    assert s.game.moves == [3] and s.falling is not None
    assert cell_lit(board, 3, 0) < 0.1   # still on its way down
    keys(board, app, "wait:%d" % SETTLE_MS)
    assert s.falling is None and cell_lit(board, 3, 0) > 0.4


def test_a_full_column_is_refused_with_a_message_and_the_third_foul_loses():
    board, app = start()
    s = two_players(board, app)
    for _ in range(6):
        drop(board, app, 3)
    assert s.game.heights[3] == 6 and s.game.to_move() == 1
    tones = board.sound.count
    drop(board, app, 3)
    assert s.game.moves == [3] * 6 and s.game.to_move() == 1 and s.game.violations == [1, 0]
    assert ERROR_TONE in [f for f, _ in board.sound.tones[tones - board.sound.count:]]
    assert shows(board, "FULL! FOUL 1/3", TINY, inverted=True)
    assert shows(board, "UNDO 3 FOUL 1/3", TINY)
    keys(board, app, "wait:%d" % MESSAGE_MS)
    assert not shows(board, "FULL! FOUL 1/3", TINY, inverted=True)
    drop(board, app, 3)
    drop(board, app, 3)
    assert s.phase == OVER and s.game.result == 2 and s.scores[1] == [0, 1, 0]
    assert shows(board, "FULL! FOUL 3/3", TINY, inverted=True)
    keys(board, app, "wait:%d" % MESSAGE_MS)
    assert shows(board, "Ring wins")


def test_vs_computer_undo_takes_back_the_reply_too_until_none_is_left():
    board, app = start()
    choose_setup(board, app, "level", 2)   # Hard -> Perfect -> Random
    choose_setup(board, app, "first", 1)   # Random -> You
    keys(board, app, "A")
    s = screen_of(app)
    assert s.cpu == 2 and s.game.undo_limit == [3, None]
    assert shows(board, "VS RANDOM", TINY) and shows(board, "Your move")
    for left in (2, 1, 0):
        drop(board, app, 3)
        keys(board, app, "wait:%d" % (CPU_DELAY_MS + SETTLE_MS))
        assert len(s.game.moves) == 2
        keys(board, app, "B")
        assert s.game.moves == [] and s.game.undos_left(1) == left
        assert shows(board, "UNDO %d FOUL 0/3" % left, TINY)
    drop(board, app, 3)
    keys(board, app, "wait:%d" % (CPU_DELAY_MS + SETTLE_MS))
    keys(board, app, "B")
    assert len(s.game.moves) == 2 and shows(board, "NO UNDO LEFT", TINY, inverted=True)


def test_computer_first_a_press_meanwhile_is_refused_and_b_returns_to_setup():
    board, app = start()
    choose_setup(board, app, "level", 2)   # Random
    choose_setup(board, app, "first", 2)   # Random -> You -> CPU
    keys(board, app, "A")
    s = screen_of(app)
    assert s.cpu == 1 and s.game.moves == [] and shows(board, "Thinking")
    keys(board, app, "A")
    assert s.game.moves == [] and board.sound.tones[-1][0] == ERROR_TONE
    keys(board, app, "wait:%d" % CPU_DELAY_MS)
    assert len(s.game.moves) == 1
    keys(board, app, "B")   # nothing of the player's to take back: the setup page
    assert s.phase == SETUP and not board.storage.exists("resume_connect4")


def test_an_unfinished_game_resumes_after_a_power_cut():
    board, app = start()   # against Hard, the default level
    keys(board, app, "A wait:%d" % (CPU_DELAY_MS + SETTLE_MS))
    s = screen_of(app)
    drop(board, app, 2)
    keys(board, app, "wait:%d" % (CPU_DELAY_MS + SETTLE_MS))
    assert s.game.to_move() != s.cpu
    moves = list(s.game.moves)
    first = s.first_side
    board2, app2 = start(seed=9, state_dir=board.state_dir)
    s2 = screen_of(app2)
    assert s2.phase == PLAYING and s2.game.moves == moves and s2.first_side == first
    assert s2.cpu == s.cpu and s2.cursor == 2 and s2.setup["level"] == 3
    keys(board2, app2, "RIGHT A wait:%d" % (CPU_DELAY_MS + 2 * SETTLE_MS))
    assert s2.game.moves[:len(moves)] == moves and len(s2.game.moves) == len(moves) + 2
    assert s2.game.undo_limit == s.game.undo_limit


def test_a_power_cut_between_scoring_and_dropping_the_resume_state_counts_the_game_once():
    board, app = start()
    s = two_players(board, app)
    for col in (0, 1, 0, 1, 0, 1):
        drop(board, app, col)
    writes = []
    board.storage.remove = writes.append   # the power fails before the resume state goes
    drop(board, app, 0)
    assert s.phase == OVER and writes == ["resume_connect4"]
    assert board.storage.load("connect4", 1, None)["scores"] == [[0, 0, 0], [1, 0, 0]]
    assert board.storage.load("resume_connect4", 1, None)["game"]["moves"] == [0, 1] * 3
    board2, app2 = start(seed=9, state_dir=board.state_dir)
    s2 = screen_of(app2)
    assert s2.phase == SETUP and s2.scores == [[0, 0, 0], [1, 0, 0]]
    assert not board2.storage.exists("resume_connect4") and error_log(board2) == ""
    keys(board2, app2, "A")   # the next game (the setup persisted) is scored as usual
    assert s2.phase == PLAYING and s2.first_side == SOLID
    for col in (0, 1, 0, 1, 0, 1, 0):
        drop(board2, app2, col)
    assert board2.storage.load("connect4", 1, None)["scores"] == [[0, 0, 0], [2, 0, 0]]


def test_setup_choices_persist_and_reset_score_clears_the_mode():
    board, app = start()
    s = screen_of(app)
    choose_setup(board, app, "undos", 1)   # 3 -> 5
    choose_setup(board, app, "fouls", 2)   # 3 -> 5 -> off
    s.scores = [[2, 3, 4], [5, 6, 7]]
    keys(board, app, "UP A")   # the last row: Reset score
    assert s.scores == [[0, 0, 0], [5, 6, 7]]
    saved = board.storage.load("connect4", 1, None)
    assert saved["setup"] == {"mode": 0, "level": 3, "first": 2, "undos": 3, "fouls": 3}
    keys(board, app, "DOWN A")   # wraps to Play: no foul limit
    assert s.game.violation_limit == [None, None] and s.game.undo_limit.count(5) == 1


def test_a_damaged_record_falls_back_to_defaults():
    board, app = start()
    board.storage.save("connect4", 1, {"scores": [[1, -2, 0], [0, 0, 0]], "setup": {}})
    keys(board, app, "B")
    app.start_game("connect4", False)
    s = screen_of(app)
    assert s.scores == [[0, 0, 0], [0, 0, 0]] and s.setup == game_module("setup").DEFAULT


def test_a_damaged_resume_state_starts_fresh():
    board, app = start()
    keys(board, app, "A")
    board.storage.save("resume_connect4", 1, {"v": 1, "setup": {}, "game": None})
    keys(board, app, "B:1200 wait:200")   # pause menu: quit saves a good state again...
    board.storage.save("resume_connect4", 1, {"v": 1, "setup": {}, "game": None})
    _, app2 = start(state_dir=board.state_dir)
    assert screen_of(app2).phase == SETUP and error_log(board) == ""


def test_mashing_buttons_never_crashes():
    board, app = start(seed=3)
    choose_setup(board, app, "level", 2)   # Random: quick games reach every phase
    rng = Rng(17)
    names = ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "DOWN", "B")
    phases = []
    for _ in range(400):
        s = screen_of(app)
        if s.phase not in phases:
            phases.append(s.phase)
        if rng.randbelow(8) == 0:
            keys(board, app, "wait:%d" % rng.randbelow(900))
        name = rng.choice(names)
        if name == "B" and s.phase == SETUP:
            continue
        if s.phase == SETUP and name in ("LEFT", "RIGHT") and s.page.rows[
                s.page.menu.index] == "level":
            # the level stays Random: the perfect player's 25 KB of tables find no room
            # beside the simulated board on the 64-bit port's 192 KB heap (the Pico has it)
            continue
        keys(board, app, "%s:%d" % (name, 30 + rng.randbelow(60)))
    assert error_log(board) == "", error_log(board)
    assert board.chip.errors == []
    assert sorted(phases) == [SETUP, PLAYING, OVER]
