"""The toy game (tests/data/toy: Nim on the board-game screen) as a game of the app, for the
suites that need a game built only from the documented contract."""
import os
import shutil

import firmware.app as app_module
from firmware import games as registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def install_toy(tmp_path, monkeypatch, line):
    """Copy the toy into a temporary package folder (firmware.games.toy is found there) and
    register it with one line; firmware.app holds the same tuple under its own name."""
    shutil.copytree(os.path.join(ROOT, "tests", "data", "toy"), str(tmp_path / "toy"))
    monkeypatch.setattr(registry, "__path__", list(registry.__path__) + [str(tmp_path)])
    monkeypatch.setattr(registry, "GAMES", registry.GAMES + (line,))
    monkeypatch.setattr(app_module, "GAMES", registry.GAMES)
