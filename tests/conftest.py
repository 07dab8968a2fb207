"""pytest only (tests/mprun.py runs each suite in its own interpreter): a suite that swaps
fake games into the launcher (tests/firmware/test_app.py) leaves the real list behind, so
the tools that read GAMES (sim/games.py) and the app agree in the suites after it."""
import sys

import pytest

from firmware import games


@pytest.fixture(autouse=True)
def real_games():
    saved = games.GAMES
    yield
    games.GAMES = saved
    app = sys.modules.get("firmware.app")
    if app is not None:
        app.GAMES = saved
