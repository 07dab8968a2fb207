"""Run test modules under MicroPython's unix port, without pytest.

    micropython -X heapsize=192K tests/mprun.py tests/games/poker/test_engine.py ...

Each test_* function of each module is called with no arguments; a test that raises fails.
Prints one line per failure and a closing 'N passed, N failed' line; exits 1 on any failure.
"""
import gc
import sys

# The unix port puts this script's folder first on sys.path, as an absolute path: its length
# would shift what the heap holds, so a suite on the edge could pass or fail by where the
# checkout lives. The checkout's root, relative, instead: the same heap in any folder.
sys.path[0] = "."


def module_name(path):
    if path.endswith(".py"):
        path = path[:-3]
    return path.replace("/", ".")


def run(paths):
    passed = failed = 0
    for path in paths:
        name = module_name(path)
        try:
            __import__(name)
            mod = sys.modules[name]
        except Exception as e:
            failed += 1
            print("FAIL import", name)
            sys.print_exception(e)
            continue
        gc.collect()  # the suite's compile leaves garbage: every test starts from a clean heap
        for attr in sorted(dir(mod)):
            if not attr.startswith("test_"):
                continue
            fn = getattr(mod, attr)
            if not callable(fn):
                continue
            try:
                fn()
                passed += 1
            except Exception as e:
                failed += 1
                print("FAIL", name + "." + attr)
                sys.print_exception(e)
            gc.collect()
        del sys.modules[name]
        gc.collect()
    print("mprun: %d passed, %d failed" % (passed, failed))
    return failed


if __name__ == "__main__":
    sys.exit(1 if run(sys.argv[1:]) else 0)
