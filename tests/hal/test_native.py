# runs-on: micropython
"""hal/native.py: viper routines shared with CPython, and the same modules run as bytecode
where MicroPython has no native emitter (the browser's WebAssembly port)."""
import os

from hal import native
from firmware.ui import gfx
from firmware.ui.gfx import LARGE, SMALL, TINY
from sim.board import SimBoard

ROOT = __file__.replace("\\", "/").rsplit("/", 3)[0] if __file__.count("/") >= 3 else "."


def viper_modules():
    """Dotted names of the modules of hal/ and firmware/ that hold viper routines."""
    found = []
    for package in ("hal", "firmware"):
        stack = [package]
        while stack:
            folder = stack.pop()
            for name in os.listdir(ROOT + "/" + folder):
                path = folder + "/" + name
                if name.endswith(".py") and has_viper(ROOT + "/" + path):
                    found.append(path[:-3].replace("/", "."))
                elif "." not in name and name != "__pycache__":
                    stack.append(path)
    return sorted(found)


def has_viper(path):
    """A line of path is the decorator as native.DECORATOR spells it (read a line at a
    time: the largest modules, read whole, wanted a 26 KB block of the test's heap)."""
    with open(path) as f:
        for line in f:
            if line == native.DECORATOR[1:]:
                return True
    return False


def test_the_core_list_names_every_viper_module_outside_the_games():
    outside = [m for m in viper_modules() if not m.startswith("firmware.games.")]
    assert outside == sorted(native.CORE)


def test_gfx_run_from_source_draws_the_same_pixels():
    plain = native.from_source("firmware.ui.gfx")
    assert plain is not gfx and plain.Gfx is not gfx.Gfx
    frames = []
    for module in (gfx, plain):
        board = SimBoard(seed=1)
        g = module.Gfx(board.display)
        g.clear()
        g.text("Pico Parlor: A-Z a-z 0-9 ?!", 1, 3, SMALL)
        g.text("TINY TEXT 10/10", -2, 30, TINY)
        g.text("Big", 40, 45, LARGE, 1)
        g.fill_rect(0, 20, 60, 9, 1)
        g.text("inverse", 2, 21, SMALL, 0)
        frames.append(bytes(board.display.buffer))
    assert frames[0] == frames[1]
    assert any(frames[0][1:])


def test_load_imports_the_module_where_it_compiles():
    assert native.load("firmware.ui.gfx") is gfx


def test_runs_from_source_tells_the_bytecode_fallback_apart():
    # a small module with a viper routine: gfx.py's 18.5 KB read whole wanted a block the
    # suite's MicroPython heap (176K) no longer had in one piece once sim/board.py grew
    from firmware.ui import partial
    assert not native.runs_from_source(partial)
    assert native.runs_from_source(native.from_source("firmware.ui.partial"))



def test_as_bytecode_takes_out_viper_and_native_decorators_line_for_line():
    source = ("X = 1\n@micropython.viper\ndef f(b):\n    return 1\n\n\n"
              "class C:\n    @micropython.native\n    def g(self):\n        return 2\n")
    plain = native.as_bytecode(source)
    assert "@micropython" not in plain
    assert plain.count("\n") == source.count("\n")
    scope = {}
    exec(plain, scope)
    assert scope["f"](b"") == 1 and scope["C"]().g() == 2


def test_the_search_run_from_source_chooses_as_the_machine_code():
    from firmware.games.connect4.ai import Search
    from hal.rng import Rng
    plain = native.from_source("firmware.games.connect4.search")
    for moves in ([3, 3, 2], [3, 2, 4, 4, 5], [0, 6, 1, 5, 2]):
        picks = [S().choose(moves, Rng(9), 300) for S in (Search, plain.Search)]
        assert picks[0] == picks[1]
