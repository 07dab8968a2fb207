"""firmware/games/README.md, the game author's contract, against the code: every public
drawing call, sound, context call, board-game hook and test marker is named there."""
import os
import re

from firmware.gamehost import GameContext
from firmware.sound import CUES
from firmware.ui import board_screen
from firmware.ui.board_screen import BoardScreen
from firmware.ui.gfx import Gfx
from tests import test_micropython

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with open(os.path.join(ROOT, "firmware", "games", "README.md")) as f:
    README = f.read()


def public(cls):
    return [n for n in dir(cls) if not n.startswith("_")]


def test_every_public_gfx_call_is_named():
    missing = [n for n in public(Gfx) if "`%s(" % n not in README]
    assert missing == []


def test_every_sound_is_named():
    assert [n for n in CUES if '`"%s"`' % n not in README] == []


def test_every_context_call_a_game_makes_is_named():
    app_only = ("write_state", "screen", "state_due", "storage")
    names = public(GameContext) + ["rng", "clock", "sound", "settings"]  # set in __init__
    assert [n for n in names if n not in app_only and "ctx.%s" % n not in README] == []


def test_the_board_game_hooks_named_are_the_base_s():
    section = README.split("## Board games", 1)[1].split("\n## ", 1)[0]
    named = re.findall(r"`([a-zA-Z_]+)`", section)
    with open(board_screen.__file__) as f:
        doc = f.read()   # its opening comments list the hooks a game provides
    unknown = [n for n in named if n != "BoardScreen" and not hasattr(BoardScreen, n)
               and n not in doc]
    assert len(named) > 20 and unknown == []


def test_the_test_markers_and_their_heaps_are_named():
    for text in (test_micropython.MARK, test_micropython.WHOLE_APP):
        assert "`%s`" % text in README
    for heap in (test_micropython.HEAP, test_micropython.SIM_APP_HEAP):
        assert heap.replace("K", " KB") in README
