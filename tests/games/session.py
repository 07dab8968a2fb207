"""A game in the whole app on the simulated board, for the screen suites: start it, press
keys, reach the running screen and the game's modules (through sys.modules: the app loads
fresh copies for every game, and copies held by a suite would double the game's memory
under MicroPython's device-sized heap)."""
import sys

from firmware.app import App
from sim.board import SimBoard


def start(game, seed=1, state_dir=None, ms=400):
    """The app in game; ms: how long it runs first (400: the game's screen has been on the
    glass past the app's guard, so a press then acts)."""
    board = SimBoard(seed=seed, state_dir=state_dir)
    app = App(board, game=game)
    board.run(app, ms)
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


def game_module(game, name):
    return sys.modules["firmware.games.%s.%s" % (game, name)]


def keys(board, app, script):
    board.play_keys(app, script)


def aim(board, app):
    """A turn the player tapped into waits for an aim (app.AIM_MS, the button pressed under
    it before the turn came): a player who means the cursor's choice aims, an arrow there
    and back (a list's, a row's, a hand's: RIGHT, then LEFT); so does one where the game
    moved the cursor off the aim (a board game's must_aim: Connect Four's FILLED UP)."""
    screen = app.game.screen if app.game is not None else None
    if app.aim or getattr(screen, "must_aim", bool)():
        keys(board, app, "RIGHT LEFT")


def choose_setup(board, app, row, steps):
    """Move the setup page's cursor to row, press RIGHT steps times (LEFT -steps times:
    a level stops at its ends, setup_page.GRADED), and back to Play."""
    s = screen_of(app)
    index = s.page.rows.index(row)
    arrows = ["RIGHT"] * steps if steps >= 0 else ["LEFT"] * -steps
    keys(board, app, " ".join(["DOWN"] * index + arrows + ["UP"] * index))
    assert s.page.menu.index == 0
