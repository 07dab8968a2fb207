"""Where a test writes its files: the run's own folder (tests/conftest.py makes it and passes
it on to the MicroPython runs), one name per interpreter, so neither two test runs on one
machine nor the CPython and MicroPython runs of a suite share a file. A module of its own,
so that suites writing no files do not carry it on a device-sized heap."""
import os
import sys


def scratch(name):
    folder = os.getenv("PP_SCRATCH") or os.getenv("TMPDIR") or "/tmp"  # run alone: as sim/board.py
    return "%s/pp-%s-%s" % (folder, sys.implementation.name, name)
