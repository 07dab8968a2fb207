"""Where a test writes its files: the run's own folder (tests/conftest.py makes it and passes
it on to the MicroPython runs), one name per interpreter, so neither two test runs on one
machine nor the CPython and MicroPython runs of a suite share a file. A module of its own,
so that suites writing no files do not carry it on a device-sized heap."""
import os
import sys


def scratch(name):
    return "%s/pp-%s-%s" % (os.getenv("PP_SCRATCH") or "/tmp", sys.implementation.name, name)
