"""The seeded players decide identically on CPython and MicroPython (the viper routines run
as plain Python on CPython), so a logged game replays on either."""
import json
import os
import subprocess
import sys

from tests.test_micropython import ROOT, micropython_binary


def series(cmd, path, players="hard,medium", count=4):
    proc = subprocess.run(cmd + ["-m", "sim.arena", "connect4", "--count", str(count), "--seed",
                                 "5", "--rotate", "--players", players, "--log", path],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    with open(path) as f:
        return [(rec["moves"], rec["result"]) for rec in map(json.loads, f)]


def test_micropython_plays_the_identical_games(tmp_path):
    binary = micropython_binary()
    assert binary, "micropython not installed"
    on_micropython = series([binary, "-X", "heapsize=192K"], str(tmp_path / "mp.jsonl"))
    on_cpython = series([sys.executable], str(tmp_path / "cp.jsonl"))
    assert len(on_cpython) == 4 and on_micropython == on_cpython


def test_the_perfect_player_decides_identically_on_both(tmp_path):
    # its exact search counts nodes, not time: the same budget stops it at the same move
    binary = micropython_binary()
    assert binary, "micropython not installed"
    on_micropython = series([binary, "-X", "heapsize=192K"], str(tmp_path / "mp.jsonl"),
                            "perfect,random", 2)
    on_cpython = series([sys.executable], str(tmp_path / "cp.jsonl"), "perfect,random", 2)
    assert len(on_cpython) == 2 and on_micropython == on_cpython
