"""Builds the hard player's opening book, firmware/games/connect4/book.bin (format in
firmware/games/connect4/book.py), from the host's perfect solver:

    python -m bench._connect4_book [STONES]     (default STONES, below)

From the empty board, hard (moving first) keeps one move that wins fastest (the first in
column order on the line that reaches the position first: keeping all of them makes the book
six times bigger at 16 stones); the defender answers with each of its best moves (those that
put the loss off longest, as the stretch bench's defender plays); positions with up to
STONES stones where hard is to move are written. Measured with bench.connect4 stretch (100
games): at 14 stones (all fastest wins kept, 314 positions) hard won 48, at 16 (1534
positions) 68; one move each, at 18 stones (603 positions, 4.8 KB) 75, at 20 (1392, 11 KB)
84: past the book, hard's search still gives wins away up to about 26 stones. Solver answers
are kept (Solver keep=True, shared with bench.connect4 stretch): the near-empty positions
take minutes each the first time, a rebuild takes seconds."""
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

from bench._connect4_solver import Solver
from firmware.games.connect4.book import BOOK_PATH, keys, mirror_mask
from firmware.games.connect4.lines import CELLS, COLS

STONES = 18
CENTER = 3
WORKERS = 2   # solver processes (each has its own transposition table)


def best_columns(scores):
    best = max(s for s in scores if s is not None)
    return best, [c for c in range(COLS) if scores[c] == best]


def expand(solver, moves):
    """([hard's first fastest winning column] after moves, the positions after it and each
    best defence); ([], []) if hard cannot win here."""
    if not moves:   # only the center wins (Allis, 1988): solving it here would take long
        best, wins = 1, [CENTER]
    else:
        best, wins = best_columns(solver.move_scores(moves))
        wins = wins[:1]
    if best <= 0:
        return [], []
    children = []
    for col in wins:
        if best == (CELLS + 1 - len(moves)) // 2:   # the solver's score of a win at once
            continue
        line = moves + [col]
        for reply in best_columns(solver.move_scores(line))[1]:
            children.append(line + [reply])
    return wins, children


def build(stones=STONES):
    """{canonical key: move mask} for every book position up to stones stones."""
    local = threading.local()
    solvers = []

    def node(moves):
        if not hasattr(local, "solver"):
            local.solver = Solver(keep=True)
            solvers.append(local.solver)
        return moves, expand(local.solver, moves)

    book = {}
    level = [[]]
    try:
        with ThreadPoolExecutor(WORKERS) as pool:
            while level:
                following = []
                for moves, (wins, children) in pool.map(node, level):
                    key, mirror = keys(moves)
                    mask = sum(1 << c for c in wins)
                    if mirror < key:
                        key, mask = mirror, mirror_mask(mask)
                    if mask:
                        book[key] = mask
                    if len(moves) + 2 <= stones:
                        following += children
                level = unique(following, book)
                print("%d positions so far, %d to solve next" % (len(book), len(level)))
                sys.stdout.flush()
    finally:
        for solver in solvers:
            solver.close()
    return book


def unique(positions, book):
    """positions without transpositions, mirror images or ones already in the book."""
    seen = set(book)
    out = []
    for moves in positions:
        key = min(keys(moves))
        if key not in seen:
            seen.add(key)
            out.append(moves)
    return out


def write(book, path=BOOK_PATH):
    with open(path, "wb") as f:
        for key in sorted(book):
            f.write(key + bytes([book[key]]))


def main(argv):
    stones = int(argv[0]) if argv else STONES
    try:
        book = build(stones)
    except RuntimeError as e:   # no gcc
        print("bench._connect4_book: %s" % e)
        return 1
    write(book)
    print("%s: %d positions up to %d stones, %d bytes" % (
        BOOK_PATH, len(book), stones, 8 * len(book)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
