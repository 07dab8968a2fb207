"""The opening book, for the first player: in positions of its winning line against every
best defence, a move that wins fastest, worked out on the host by the perfect solver
(bench/_connect4_book.py writes book.bin). Up to 18 stones every such position is in it: the
hard player's book (a budgeted search cannot see that far ahead: without it hard gave the win
away at its second or third move in 88 of 100 games against the solver). Past that, only
the positions where the perfect player's exact search (exact.py) does not find a win within
its node budget: the builder walks every such game to its end and checks the search settles
every other position.

book.bin is a sorted list of 8-byte records: a 7-byte position key, then a move mask (bit c:
column c wins). Key byte c is column c's stack read upwards as bits (1: the second player's
stone) under a leading 1 marking its height, so a key names exactly one position however it
was reached. A position and its mirror image (column c <-> 6 - c) are one record, under the
smaller of their two keys: that halves the book. A lookup searches the file by halves with
seeks (about eleven 8-byte reads): the book (14 KB) never sits in the game's heap."""
from firmware.games import data_path
from firmware.games.connect4.lines import COLS

RECORD = 8
BOOK_PATH = data_path("connect4", "book.bin")


def keys(moves):
    """(key, mirrored key) of the position after moves (columns 0-6)."""
    key = bytearray(b"\x01" * COLS)
    player = 0
    for col in moves:
        key[col] = key[col] << 1 | player
        player ^= 1
    mirror = bytearray(COLS)
    for col in range(COLS):
        mirror[COLS - 1 - col] = key[col]
    return bytes(key), bytes(mirror)


def mirror_mask(mask):
    out = 0
    for col in range(COLS):
        if mask >> col & 1:
            out |= 1 << (COLS - 1 - col)
    return out


def moves_for(moves):
    """The book's winning columns after moves (the format allows several; the builder keeps
    one), [] when the position is not in the book (or there is no book)."""
    key, mirror = keys(moves)
    flip = mirror < key
    if flip:
        key = mirror
    try:
        f = open(BOOK_PATH, "rb")
    except OSError:
        return []
    with f:
        lo = 0
        hi = f.seek(0, 2) // RECORD
        while lo < hi:
            mid = (lo + hi) >> 1
            f.seek(mid * RECORD)
            record = f.read(RECORD)
            probe = record[:RECORD - 1]
            if probe < key:
                lo = mid + 1
            elif probe > key:
                hi = mid
            else:
                mask = record[RECORD - 1]
                if flip:
                    mask = mirror_mask(mask)
                elif key == mirror:   # a symmetric position: a winning move's mirror wins too
                    mask |= mirror_mask(mask)
                return [col for col in range(COLS) if mask >> col & 1]
    return []
