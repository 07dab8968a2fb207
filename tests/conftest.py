"""pytest only (tests/mprun.py runs each suite in its own interpreter): a suite that swaps
fake games into the launcher (tests/firmware/test_app.py) leaves the real list behind, so
the tools that read GAMES (sim/games.py) and the app agree in the suites after it.
It also gives the run its own scratch folder (tests/scratch.py), MicroPython runs
included: they inherit the environment. It is their temporary folder too (TMPDIR), so the
state folders of simulated boards made without one (sim/board.py) go with it at the end.
Under pytest-xdist (`make test`) each worker has a folder of its own inside it, so two tests
running at once never share a file."""
import atexit
import gc
import os
import shutil
import sys
import tempfile

import pytest

from firmware import games

if not os.environ.get("PP_SCRATCH"):
    os.environ["PP_SCRATCH"] = tempfile.mkdtemp(prefix="pp-tests-")
    atexit.register(shutil.rmtree, os.environ["PP_SCRATCH"], True)
if os.environ.get("PYTEST_XDIST_WORKER"):  # the workers inherit the run's folder: one each
    worker = os.path.join(os.environ["PP_SCRATCH"], os.environ["PYTEST_XDIST_WORKER"])
    os.makedirs(worker, exist_ok=True)
    os.environ["PP_SCRATCH"] = worker
    # and ports of its own for the tests that link boards over localhost UDP (sim/link.py)
    os.environ["PP_PORT_BASE"] = str(1000 * int(os.environ["PYTEST_XDIST_WORKER"].lstrip("gw")))
os.environ["TMPDIR"] = tempfile.tempdir = os.environ["PP_SCRATCH"]


@pytest.fixture(autouse=True)
def frozen_heap():
    """The firmware calls gc.collect() often (the Pico's heap needs it); under CPython each
    call walks every object alive in the process, so a test ran slower the more the tests
    before it had left behind in its process (the 5,000-event fuzz: 18 s of CPU alone, 79 s
    late in a worker of `make test`). What is alive as a test starts is moved out of the
    collector's walks (gc.freeze): a test costs the same wherever it runs."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def real_games():
    saved = games.GAMES
    yield
    games.GAMES = saved
    app = sys.modules.get("firmware.app")
    if app is not None:
        app.GAMES = saved
