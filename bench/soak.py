"""Soak: long computer-vs-computer series and a long scripted UI session under a device-sized
MicroPython heap, watching the heap after gc.collect() (issue 7, part 3).

    python -m bench.soak                 every series, the UI session, then the smallest heap
                                         of each game (runs micropython; CPython drives)
    micropython -X heapsize=192K bench/_soak_mp.py games [--count N] [GAME=P1,P2.. ...]
    micropython -X heapsize=208K bench/_soak_mp.py ui [--rounds N]

A series plays N consecutive games with the arena's match.play (sim/arena.py) and the
games' own players; after every game gc.collect() and gc.mem_alloc(): the figure after the
WARMUP-th game (lazy tables and interned names are loaded by then) is the baseline, and
the last, highest and growth (last - baseline) are printed. A MemoryError or growth over
GROWTH_LIMIT bytes fails the series.

The expensive players are soaked shorter (each game's tooling.SOAK): Connect Four `hard` and
`perfect` (2,400 search nodes a move; 10,000 exact-search nodes) and Hearts `hard`
(playouts) take seconds per game under the unix port, so their 1,000-game series use
`medium` and `basic`/`moon`/`random`, which run the same engines, search code (medium) and
scoring; `hard` and `perfect` get HARD_COUNT games.

The UI session drives the whole app on sim.board.SimBoard through every screen each round:
stats, settings (both ways), and for each game its title card, help page, a new game with
a few moves, the pause menu with its help and settings pages, quit, the title card again.

The smallest heap of a game is bisected (in KB) over BISECT_COUNT games of its main series
in fresh micropython processes: the least -X heapsize that finishes without MemoryError.
Everything runs twice: on the source files (compiled on the heap while they load, as the
test suites run) and on .mpy files (bench/_mpytree.py; as `make stage` deploys them).
"""
import sys

from bench._soak_mp import BISECT_COUNT, HEAP_KB, UI_HEAP_KB
from sim.games import soak_series

# CPython side: run micropython, bisect the heap -------------------------------------------
def _micropython(args, heap_kb, cwd):
    import os
    import subprocess
    here = os.path.join(os.path.dirname(sys.executable), "micropython")
    binary = here if os.path.exists(here) else "micropython"
    return subprocess.run([binary, "-X", "heapsize=%dK" % heap_kb, "bench/_soak_mp.py"] + args,
                          cwd=cwd, capture_output=True, text=True)


def smallest_heap(args, cwd, lo=16, hi=512):
    """Least heap in KB (to 1 KB) that runs args without a failure (hi if even that fails)."""
    while lo < hi:
        mid = (lo + hi) // 2
        proc = _micropython(args, mid, cwd)
        if proc.returncode == 0 and " ok" in proc.stdout:
            hi = mid
        else:
            lo = mid + 1
    return hi


def main(argv):
    """Source files (compiled on the heap as they load, as tests run them) and .mpy files
    (as `make stage` puts them on the Pico): every series at HEAP_KB and the UI session at
    UI_HEAP_KB (bench/_soak_mp.py says why it gets more), then the smallest heap of each
    game and of the UI session."""
    import os
    import time
    from bench._mpytree import build
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    failed = 0
    started = time.time()
    trees = (("source .py", root), (".mpy", build()))
    for label, cwd in trees:
        print("-- %s, -X heapsize=%dK (UI session %dK)" % (label, HEAP_KB, UI_HEAP_KB))
        runs = ([(["games", "%s=%s" % pair], HEAP_KB) for pair in soak_series()]
                + [(["ui"], UI_HEAP_KB)])
        for args, heap_kb in runs:  # each in its own interpreter, as each game after a power-up
            proc = _micropython(args, heap_kb, cwd)
            sys.stdout.write(proc.stdout + proc.stderr)
            sys.stdout.flush()
            failed += proc.returncode != 0
    for label, cwd in trees:
        seen = []
        for game, players in soak_series():
            if game in seen:
                continue
            seen.append(game)
            args = ["games", "--count", str(BISECT_COUNT), "%s=%s" % (game, players)]
            print("smallest heap, %-10s %-9s %-26s %3d KB (%d games)" % (
                label, game, players, smallest_heap(args, cwd), BISECT_COUNT))
            sys.stdout.flush()
        print("smallest heap, %-10s %-36s %3d KB (%d rounds)" % (
            label, "UI session, every screen", smallest_heap(["ui", "--rounds", "10"], cwd), 10))
    print("soak: %.0f s" % (time.time() - started))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
