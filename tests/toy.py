"""The toy game (tests/data/toy: Nim on the board-game screen) as a game of the app, for the
suites that need a game built only from the documented contract."""
import os

import firmware.app as app_module
from firmware import games as registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOY = os.path.join(ROOT, "tests", "data", "toy")


def copy_toy(dest, name):
    """The toy's folder as the game `name` in dest (its imports and record renamed)."""
    os.makedirs(os.path.join(dest, name))
    for file in os.listdir(TOY):
        if not file.endswith(".py"):
            continue
        with open(os.path.join(TOY, file)) as f:
            text = f.read()
        text = text.replace("firmware.games.toy", "firmware.games." + name)
        text = text.replace('RECORD = "toy"', 'RECORD = "%s"' % name)
        with open(os.path.join(dest, name, file), "w") as f:
            f.write(text)


def install_toy(tmp_path, monkeypatch, line, before=0):
    """Copy the toy into a temporary package folder (firmware.games.<line's name> is found
    there) and register it with one line; before: how many more copies of it ("nim1",
    "nim2"...) come first, so it is the (len(GAMES) + before + 1)th game. firmware.app
    holds the same tuple under its own name. Returns the lines added."""
    lines = [("nim%d" % i, "Nim %d" % i, "Take the last") for i in range(1, before + 1)]
    lines.append(line)
    for added in lines:
        copy_toy(str(tmp_path), added[0])
    monkeypatch.setattr(registry, "__path__", list(registry.__path__) + [str(tmp_path)])
    monkeypatch.setattr(registry, "GAMES", registry.GAMES + tuple(lines))
    monkeypatch.setattr(app_module, "GAMES", registry.GAMES)
    return lines
