"""Shared by the benchmark modules."""

DEVICE_FACTOR = 220  # Pico time / unix-port time for CPU-bound code (DESIGN.md section 8)


def run_micropython(args):
    """Run `micropython -X heapsize=192K ARGS` (the device-sized heap the tests use) from
    CPython, in the repository root, after what this process has printed so far."""
    import subprocess
    import sys

    from tests.test_micropython import HEAP, ROOT, micropython_binary
    sys.stdout.flush()
    subprocess.run([micropython_binary(), "-X", "heapsize=" + HEAP] + args, cwd=ROOT,
                   check=True)


def usage(module_globals, name):
    """Print a bench module's docstring, its usage; MicroPython keeps no docstrings, so
    there it names the file to read instead."""
    print(module_globals.get("__doc__") or "usage: see the docstring of bench/%s.py" % name)


def read_options(argv, opts):
    """--key value pairs into opts (its keys are the options and their defaults); False on
    anything else."""
    for i in range(0, len(argv), 2):
        key = argv[i][2:]
        if not argv[i].startswith("--") or key not in opts or i + 1 >= len(argv):
            return False
        opts[key] = argv[i + 1]
    return True
