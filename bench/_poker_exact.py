"""Exact video-poker figures on the host (numpy), never by simulation; bench/poker.py
prints them (the leading underscore keeps `make bench` from running this module alone).

Every deal belongs to one of 134,459 suit-isomorphism classes (suits renamed in order of
their rank masks, hint.canonical); every class gets the exact EV of all 32 holds from
category counts of all 2,598,960 final hands by inclusion-exclusion: the draws keeping the
held set H and avoiding the discards D are  sum over S within D of (-1)^|S| N(H + S),
N(X) = the final hands containing the card set X, tabled per category for |X| <= 4.

    python -m bench._poker_exact --write firmware/games/poker
writes the optimal hold tables the device reads (hint.py): classes.bin and a holds file
per machine."""
import itertools
import os
import sys
import zlib

import numpy as np

from firmware.games.poker.combos import BINOM
from firmware.games.poker.hint import (BLOCK, CLASSES_FILE, CLASSES_MAGIC, HOLDS_FILE,
                                       HOLDS_MAGIC, WBITS)
from firmware.games.poker.paytable import JACKS, tables

DEALS = 2598960
B = np.array(BINOM, dtype=np.int64)  # B[n, k] = C(n, k)


def colex(sets):
    """Colex ranks of the rows of an (N, k) array of ascending card ints."""
    r = np.zeros(len(sets), dtype=np.int64)
    for j in range(sets.shape[1]):
        r += B[sets[:, j], j + 1]
    return r


def categories(hands):
    """Jacks or Better category (hands.py) of each row of an (N, 5) array of ascending
    card ints."""
    ranks = hands >> 2
    suits = hands & 3
    flush = (suits == suits[:, :1]).all(axis=1)
    # equal-rank pairs among the five: 0 none, 1 pair, 2 two pair, 3 trips, 4 full, 6 quads
    pairs = np.zeros(len(hands), dtype=np.int64)
    for i in range(5):
        for j in range(i + 1, 5):
            pairs += ranks[:, i] == ranks[:, j]
    distinct = pairs == 0
    wheel = (ranks == np.array([0, 1, 2, 3, 12])).all(axis=1)
    straight = distinct & ((ranks[:, 4] - ranks[:, 0] == 4) | wheel)
    # the pair's rank: ascending ranks put the equal ones side by side
    eq = ranks[:, 1:] == ranks[:, :-1]
    pair_rank = ranks[np.arange(len(hands)), np.argmax(eq, axis=1)]
    cat = np.zeros(len(hands), dtype=np.int64)
    cat[(pairs == 1) & (pair_rank >= 9)] = 1
    cat[pairs == 2] = 2
    cat[pairs == 3] = 3
    cat[straight] = 4
    cat[flush & distinct] = 5
    cat[pairs == 4] = 6
    cat[pairs == 6] = 7
    cat[straight & flush] = 8
    cat[straight & flush & (ranks[:, 0] == 8)] = 9
    return cat


def bonus_lines(hands, kickers):
    """Lines of the bonus machines (paytable.py): Jacks or Better's up to the full house,
    four 5s-Ks, four 2s-4s, four aces (with kickers: four 2s-4s with an A-4, four aces with
    a 2-4), straight flush, royal flush."""
    cat = categories(hands)
    ranks = hands >> 2
    quad = ranks[:, 2]  # the middle of sorted ranks is one of the four
    kicker = np.where(ranks[:, 0] == quad, ranks[:, 4], ranks[:, 0])
    line = cat.copy()
    four = cat == 7
    line[four & (quad >= 3) & (quad < 12)] = 7
    line[four & (quad <= 2)] = 8
    line[four & (quad == 12)] = 9
    top = 9
    if kickers:
        line[four & (quad <= 2) & ((kicker <= 2) | (kicker == 12))] = 10
        line[four & (quad == 12) & (kicker <= 2)] = 11
        top = 11
    line[cat == 8] = top + 1
    line[cat == 9] = top + 2
    return line


def deuces_lines(hands):
    """Lines of Deuces Wild (wild.py): nothing, trips, straight, flush, full house, four of a
    kind, straight flush, five of a kind, wild royal, four deuces, natural royal."""
    ranks = hands >> 2
    suits = hands & 3
    wild = ranks == 0
    wilds = wild.sum(axis=1)
    counts = np.zeros((len(hands), 13), dtype=np.int64)
    for j in range(5):
        np.add.at(counts, (np.arange(len(hands)), ranks[:, j]), ~wild[:, j])
    most = counts.max(axis=1)
    kinds = (counts > 0).sum(axis=1)
    # the naturals' suits agree: every natural has the first natural's suit
    first = suits[np.arange(len(hands)), np.argmax(~wild, axis=1)]
    flush = ((suits == first[:, None]) | wild).all(axis=1)
    distinct = most <= 1
    present = counts > 0
    straight = np.zeros(len(hands), dtype=bool)
    windows = [[12, 1, 2, 3]] + [list(range(low, low + 5)) for low in range(9)]
    for w in windows:
        outside = np.ones(13, dtype=bool)
        outside[w] = False
        outside[0] = False
        straight |= ~present[:, outside].any(axis=1)
    straight &= distinct
    royal_ranks = ~present[:, :8].any(axis=1)  # naturals all T..A
    line = np.zeros(len(hands), dtype=np.int64)
    # lowest first, so each higher line overwrites
    line[most + wilds >= 3] = 1
    line[straight] = 2
    line[flush] = 3
    line[(most + wilds == 3) & (kinds == 2)] = 4
    line[most + wilds == 4] = 5
    line[flush & straight] = 6
    line[most + wilds == 5] = 7
    line[flush & distinct & royal_ranks & (wilds > 0)] = 8
    line[wilds == 4] = 9
    line[flush & distinct & royal_ranks & (wilds == 0)] = 10
    return line


def machine_lines(hands, key):
    """Each row's line in the pay table of the machine with this key (paytable.py)."""
    if key == "jacks":
        return categories(hands)
    if key in ("bonus", "double_bonus"):
        return bonus_lines(hands, False)
    if key == "double_double":
        return bonus_lines(hands, True)
    if key == "deuces":
        return deuces_lines(hands)
    raise ValueError("no lines for machine %r" % key)


def all_hands():
    return np.array(list(itertools.combinations(range(52), 5)), dtype=np.int64)


def suit_classes(hands):
    """(canonical hands (M, 5) ascending, weights (M,)): one row per class, weight = how
    many of the deals fall in it. Same canonical form as hint.canonical."""
    masks = np.zeros((len(hands), 4), dtype=np.int64)
    for j in range(5):
        masks[np.arange(len(hands)), hands[:, j] & 3] |= np.int64(1) << (hands[:, j] >> 2)
    masks = -np.sort(-masks, axis=1)  # largest first
    key = masks[:, 0] << 39 | masks[:, 1] << 26 | masks[:, 2] << 13 | masks[:, 3]
    keys, weights = np.unique(key, return_counts=True)
    cm = np.stack([(keys >> (13 * (3 - i))) & 0x1FFF for i in range(4)], axis=1)
    cards = np.arange(52)
    present = (cm[:, cards & 3] >> (cards >> 2)) & 1  # (M, 52): card r*4+i in class mask i
    canon = np.sort(np.where(present == 1, cards, 99), axis=1)[:, :5]
    return canon, weights.astype(np.int64)


def containing_counts(hands, cats, lines):
    """tables[k][colex rank of a k-card set, line] = final hands containing the set."""
    tables = []
    for k in range(5):
        t = np.zeros(int(B[52, k]) * lines, dtype=np.int64)
        for pos in itertools.combinations(range(5), k):
            idx = colex(hands[:, list(pos)]) * lines + cats
            t += np.bincount(idx, minlength=len(t))
        tables.append(t.reshape(-1, lines))
    return tables


def hold_counts(canon, tables, hand_cats, hold):
    """(M, lines) counts of the draws of one hold mask (bit j = j-th card of canon)."""
    held = [j for j in range(5) if hold >> j & 1]
    thrown = [j for j in range(5) if not hold >> j & 1]
    acc = np.zeros((len(canon), tables[0].shape[1]), dtype=np.int64)
    for n in range(len(thrown) + 1):
        sign = -1 if n & 1 else 1
        for extra in itertools.combinations(thrown, n):
            cols = sorted(held + list(extra))
            if len(cols) == 5:
                acc[np.arange(len(canon)), hand_cats] += sign
            else:
                acc += sign * tables[len(cols)][colex(canon[:, cols])]
    return acc


class Exact:
    """All classes with the exact EV of each of their 32 holds on one machine (a
    paytable.PayTable; per coin, 5-coin pays)."""

    def __init__(self, table=JACKS):
        self.table = table
        hands = all_hands()
        cats = machine_lines(hands, table.key)
        self.canon, self.weights = suit_classes(hands)
        self.classes = len(self.canon)
        tables = containing_counts(hands, cats, table.lines)
        del hands
        self.hand_cats = machine_lines(self.canon, table.key)
        # int32: at most C(47, 5) draws of a hold
        self.counts = np.zeros((32, self.classes, table.lines), dtype=np.int32)
        for hold in range(32):
            self.counts[hold] = hold_counts(self.canon, tables, self.hand_cats, hold)
        self.ev = self.evs(table.per_coin_at_max)
        # the first hold of highest EV: deterministic when several tie
        self.optimal = np.argmax(self.ev, axis=1)

    def evs(self, pays):
        """(classes, 32) exact EV per coin of every hold under a per-coin pay table."""
        draws = B[47, [5 - bin(hold).count("1") for hold in range(32)]]
        return (self.counts @ np.array(pays, dtype=np.int64)).T / draws

    def canonical_rows(self):
        """The canonical deals as lists of card ints (for device code under test)."""
        return self.canon.tolist()

    def expected_return(self, holds, evs=None):
        """Exact return (coins per coin bet) of choosing holds[i] in class i; evs: the EV
        table of another pay table (self.evs), else this one's."""
        ev = (self.ev if evs is None else evs)[np.arange(self.classes), holds]
        return float((ev * self.weights).sum() / DEALS)

    def frequencies(self, holds):
        """Exact probability of each final category when holds[i] is chosen in class i."""
        rows = self.counts[holds, np.arange(self.classes)]  # (M, categories)
        draws = B[47, 5 - np.array([bin(int(h)).count("1") for h in holds])]
        return (rows / draws[:, None] * self.weights[:, None]).sum(axis=0) / DEALS


def _deflate(data):
    """Raw deflate with a 512-byte window (wbits 9): what hint.py inflates on the device
    with little memory."""
    c = zlib.compressobj(9, zlib.DEFLATED, -WBITS)
    return c.compress(bytes(data)) + c.flush()


def _varints(values):
    out = bytearray()
    for v in values:
        while v >= 128:
            out.append(v & 127 | 128)
            v >>= 7
        out.append(v)
    return out


def _blocks(path, magic, head, blocks, extra=b""):
    """Write magic, the u16 head fields, extra, (K + 1) u32 offsets of the deflated blocks
    (from the end of the offsets), then the blocks; returns the file's size."""
    packed = [_deflate(b) for b in blocks]
    offsets = np.concatenate(([0], np.cumsum([len(p) for p in packed])))
    with open(path, "wb") as f:
        f.write(magic)
        f.write(np.array(head, dtype="<u2").tobytes())
        f.write(extra)
        f.write(offsets.astype("<u4").tobytes())
        for p in packed:
            f.write(p)
        return f.tell()


def write_classes(exact, path):
    """hint.py's classes.bin: the colex ranks of the canonical deals, ascending, in blocks
    of BLOCK: per block its first rank, then the gaps to the next ones as varints."""
    ranks = np.sort(colex(exact.canon))
    starts = range(0, exact.classes, BLOCK)
    raw = [_varints(np.diff(ranks[i:i + BLOCK]).tolist()) for i in starts]
    return _blocks(path, CLASSES_MAGIC, [len(raw), BLOCK, max(len(r) for r in raw)], raw,
                   ranks[list(starts)].astype("<u4").tobytes())


def write_holds(exact, path):
    """hint.py's holds file of one machine: per block of BLOCK classes (in classes.bin's
    order) the optimal hold at 5 coins of each, then each one's hold at 1-4 coins XOR it
    (mostly zeros: the royal's 250 per coin changes few)."""
    order = np.argsort(colex(exact.canon))
    best = exact.optimal[order].astype(np.uint8)
    short = np.argmax(exact.evs(exact.table.per_coin), axis=1)[order].astype(np.uint8)
    raw = [np.concatenate((best[i:i + BLOCK], short[i:i + BLOCK] ^ best[i:i + BLOCK])).tobytes()
           for i in range(0, exact.classes, BLOCK)]
    return _blocks(path, HOLDS_MAGIC, [len(raw), BLOCK], raw)


def main(argv):
    if len(argv) != 2 or argv[0] != "--write":
        print("usage: python -m bench._poker_exact --write FOLDER")
        return 2
    for table in tables():
        exact = Exact(table)
        if table is JACKS:
            path = os.path.join(argv[1], CLASSES_FILE)
            print("%s: %d bytes" % (path, write_classes(exact, path)))
        path = os.path.join(argv[1], HOLDS_FILE % table.key)
        print("%s: %d bytes, optimal return %.4f%%"
              % (path, write_holds(exact, path), 100 * exact.expected_return(exact.optimal)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
