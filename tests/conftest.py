"""pytest only (tests/mprun.py runs each suite in its own interpreter): a suite that swaps
fake games into the launcher (tests/firmware/test_app.py) leaves the real list behind, so
the tools that read GAMES (sim/games.py) and the app agree in the suites after it.
It also gives the run its own scratch folder (tests/scratch.py), MicroPython runs
included: they inherit the environment. It is their temporary folder too (TMPDIR), so the
state folders of simulated boards made without one (sim/board.py) go with it at the end."""
import atexit
import os
import shutil
import sys
import tempfile

import pytest

from firmware import games

if not os.environ.get("PP_SCRATCH"):
    os.environ["PP_SCRATCH"] = tempfile.mkdtemp(prefix="pp-tests-")
    atexit.register(shutil.rmtree, os.environ["PP_SCRATCH"], True)
os.environ["TMPDIR"] = tempfile.tempdir = os.environ["PP_SCRATCH"]


@pytest.fixture(autouse=True)
def real_games():
    saved = games.GAMES
    yield
    games.GAMES = saved
    app = sys.modules.get("firmware.app")
    if app is not None:
        app.GAMES = saved
