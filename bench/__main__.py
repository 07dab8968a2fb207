"""make bench: every benchmark module in bench/, one after the other, each printing its figures;
not the device's own scripts (device_*.py), which run on a Pico (`mpremote run bench/NAME.py`).

    python -m bench              all of them
    python -m bench NAME ...     some (e.g. platform display poker)"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def modules():
    """Every bench module but the device's own (device_*.py: `mpremote run` on a Pico)."""
    return sorted(n[:-3] for n in os.listdir(HERE) if n.endswith(".py")
                  and not n.startswith("_") and not n.startswith("device_"))


def main(names):
    failed = []
    for name in names or modules():
        print("\n=== bench.%s" % name, flush=True)
        if subprocess.run([sys.executable, "-m", "bench." + name]).returncode:
            failed.append(name)
    if failed:
        print("\nfailed: " + " ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
