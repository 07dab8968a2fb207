"""make bench (bench/__main__.py): which modules it runs on the host."""
import os

from bench.__main__ import HERE, modules


def test_runs_every_host_bench_and_leaves_the_device_scripts_to_mpremote():
    found = modules()
    files = [n[:-3] for n in os.listdir(HERE) if n.endswith(".py") and not n.startswith("_")]
    device = [n for n in files if n.startswith("device_")]
    assert "hearts" in found and "connect4" in found
    assert device and not set(device) & set(found)  # they need the Pico's machine, time.ticks_us
    assert sorted(set(files) - set(device)) == found
