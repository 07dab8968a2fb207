"""Builds the opening book, firmware/games/connect4/book.bin (format in
firmware/games/connect4/book.py), for the first player, from the host's perfect solver and
the device's own exact search:

    python -m bench._connect4_book [--stones N] [--solve-opening]

It walks every game the first player wins from the empty board against every best defence
(the defender's moves that put the loss off longest, as the stretch bench's defender plays)
to the end of the game, and writes, for the first player to move:
- up to ai.HARD_BOOK_STONES (18) stones: one fastest winning move (the first in column
  order on the line that reaches the position first), the hard player's book;
- past that: a fastest winning move only where the perfect player's exact search does not
  find a win by itself (Exact.decide with the device's node budget, run under MicroPython
  through bench/_connect4_decide.py: the same routine and node count decide on the device),
  in the position or in its mirror image; elsewhere the walk follows the move the search
  plays, in both orientations.
So moving first, the perfect player meets no position on these lines where it could give the
win away. --stones N stops the walk after N stones (the book is then checked that far only).

The first 18 stones are taken from the committed book.bin (its entries and, as the defender's
best moves there, the replies that lead to its positions): solving them again takes the
solver hours the first time (near-empty positions take minutes each); --solve-opening does.
The solver's answers are kept (Solver keep=True, shared with the stretch bench), so a rebuild
redoes only the device searches; without them the walk past 18 stones took 3-4 minutes on
two cores (30 November: 374,968 positions, at ai.PERFECT_NODES 10,000)."""
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

from bench._connect4_solver import Solver
from firmware.games.connect4 import ai
from firmware.games.connect4.book import BOOK_PATH, keys, mirror_mask
from firmware.games.connect4.engine import from_digits
from firmware.games.connect4.exact import WIN
from firmware.games.connect4.lines import CELLS, COLS
from tests.test_micropython import ROOT, micropython_binary

CENTER = 3
RECORD = 8
WORKERS = 2   # solver and MicroPython processes (each solver has its own table)


def mirrored(moves):
    return [COLS - 1 - c for c in moves]


def digits(moves):
    return "".join(str(c) for c in moves)


def canonical(moves):
    """The book's key of the position and whether moves are its mirror image."""
    key, mirror = keys(moves)
    return (mirror, True) if mirror < key else (key, False)


def book_columns(book, moves):
    """The columns book holds for moves (as book.moves_for reads them), [] if none."""
    key, flip = canonical(moves)
    mask = book.get(key, 0)
    if flip:
        mask = mirror_mask(mask)
    elif key == keys(moves)[1]:   # symmetric: the mirror of a book move is one too
        mask |= mirror_mask(mask)
    return [c for c in range(COLS) if mask >> c & 1]


def entry_mask(moves, cols):
    """The move mask to store for moves under the book's key: cols, mirrored if moves are the
    key's mirror image; of a symmetric position's moves only the left of each mirror pair
    (book.moves_for adds the other)."""
    key, flip = canonical(moves)
    if flip:
        cols = mirrored(cols)
    if key == keys(moves)[1]:
        cols = [c for c in cols if c <= COLS - 1 - c or COLS - 1 - c not in cols]
    return sum(1 << c for c in cols)


def read(path=BOOK_PATH):
    with open(path, "rb") as f:
        data = f.read()
    return {data[at:at + RECORD - 1]: data[at + RECORD - 1]
            for at in range(0, len(data), RECORD)}


class Worker:
    """One solver and one MicroPython running the device's exact search (one per thread)."""

    def __init__(self):
        self.solver = Solver(keep=True)
        self.device = subprocess.Popen(
            [micropython_binary(), "-X", "heapsize=192K", "-m", "bench._connect4_decide"],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, universal_newlines=True,
            bufsize=1)

    def fastest_win(self, moves):
        if not moves:   # only the center wins (Allis, 1988): solving it here would take long
            return CENTER
        scores = self.solver.move_scores(moves)
        best = max(s for s in scores if s is not None)
        if best <= 0:
            raise ValueError("%s: the first player has no win" % digits(moves))
        return scores.index(best)

    def defences(self, moves):
        scores = self.solver.move_scores(moves)
        best = max(s for s in scores if s is not None)
        return [c for c in range(COLS) if scores[c] == best]

    def search_win(self, moves):
        """(the column the device's exact search plays after moves if it finds a win there,
        else None; the nodes it searched)"""
        self.device.stdin.write(digits(moves) + "\n")
        self.device.stdin.flush()
        col, outcome, nodes = self.device.stdout.readline().split()
        return (int(col) if outcome == str(WIN) else None), int(nodes)

    def close(self):
        self.solver.close()
        self.device.stdin.close()
        self.device.wait()


def build(stones=CELLS, opening=None, log=print):
    """{book key: move mask} walking the games up to stones stones; opening: the book whose
    entries up to ai.HARD_BOOK_STONES are kept (None: solve them)."""
    local = threading.local()
    workers = []

    def worker():
        if not hasattr(local, "worker"):
            local.worker = Worker()
            workers.append(local.worker)
        return local.worker

    def first_move(moves):
        """(the first player's columns, the device search's nodes, whether a book entry is
        needed); a second column when the search plays unlike in the mirror image"""
        n = len(moves)
        if n <= ai.HARD_BOOK_STONES:
            if opening is not None:
                cols = book_columns(opening, moves)
                if not cols:
                    raise ValueError("%s: not in the book" % digits(moves))
                return cols, None, True
            wins = from_digits(digits(moves)).winning_columns(1)
            return [wins[0] if wins else worker().fastest_win(moves)], None, True
        col, nodes = worker().search_win(moves)
        other, other_nodes = worker().search_win(mirrored(moves))
        if col is None or other is None:
            return [worker().fastest_win(moves)], None, True
        return [col, COLS - 1 - other], max(nodes, other_nodes), False

    def defences(line):
        game = from_digits(digits(line))
        if game.over():
            return line, []
        if opening is not None and len(line) < ai.HARD_BOOK_STONES:
            # the replies that lead to book positions: every best defence (and any other
            # that transposes into the book, which does no harm)
            return line, [r for r in game.legal_moves() if canonical(line + [r])[0] in opening]
        return line, worker().defences(line)

    book = {}
    level = [[]]
    try:
        with ThreadPoolExecutor(WORKERS) as pool:
            while level:
                n = len(level[0])
                answers = list(pool.map(first_move, level))
                # an entry holds for the mirror image too: both orientations play it
                for moves, (cols, _nodes, entry) in zip(level, answers):
                    key = canonical(moves)[0]
                    if entry and key not in book:
                        book[key] = entry_mask(moves, cols)
                lines = []
                searched = []
                for moves, (cols, nodes, _entry) in zip(level, answers):
                    if canonical(moves)[0] in book:
                        lines += [moves + [c] for c in book_columns(book, moves)]
                    else:
                        searched.append(nodes)
                        lines.append(moves + [cols[0]])
                        if cols[1] != cols[0]:   # the mirror image's move, seen unmirrored
                            lines.append(moves + [cols[1]])
                following = []
                if n + 2 <= stones:
                    for line, replies in pool.map(defences, lines):
                        following += [line + [r] for r in replies]
                log("%2d stones: %6d positions, %6d settled by the search (at most %s nodes); "
                    "book %d" % (n, len(level), len(searched), max(searched or ["-"]),
                                 len(book)))
                level = unique(following)
    finally:
        for w in workers:
            w.close()
    return book


def unique(positions):
    """positions, one per position and its mirror image (the walk tries both orientations
    where the search could tell them apart)."""
    seen = set()
    out = []
    for moves in positions:
        key = canonical(moves)[0]
        if key not in seen:
            seen.add(key)
            out.append(moves)
    return out


def write(book, path=BOOK_PATH):
    with open(path, "wb") as f:
        for key in sorted(book):
            f.write(key + bytes([book[key]]))


def main(argv):
    stones = CELLS
    if "--stones" in argv:
        stones = int(argv[argv.index("--stones") + 1])
    opening = None if "--solve-opening" in argv else read()
    try:
        book = build(stones, opening, log=lambda line: print(line, flush=True))
    except RuntimeError as e:   # no gcc
        print("bench._connect4_book: %s" % e)
        return 1
    write(book)
    print("%s: %d positions, %d bytes" % (BOOK_PATH, len(book), RECORD * len(book)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
