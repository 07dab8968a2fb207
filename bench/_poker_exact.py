"""Exact video-poker figures on the host (numpy), never by simulation; bench/poker.py
prints them (the leading underscore keeps `make bench` from running this module alone).

Every deal belongs to one of 134,459 suit-isomorphism classes (suits renamed in order of
their rank masks, hint.canonical); every class gets the exact EV of all 32 holds from
category counts of all 2,598,960 final hands by inclusion-exclusion: the draws keeping the
held set H and avoiding the discards D are  sum over S within D of (-1)^|S| N(H + S),
N(X) = the final hands containing the card set X, tabled per category for |X| <= 4.

    python -m bench._poker_exact --write firmware/games/poker/holds.bin
writes the optimal hold table the device reads (hint.py)."""
import itertools
import sys

import numpy as np

from firmware.games.poker.combos import BINOM
from firmware.games.poker.hint import MAGIC
from firmware.games.poker.hands import CATEGORIES
from firmware.games.poker.paytable import PER_COIN, PER_COIN_AT_MAX

DEALS = 2598960
B = np.array(BINOM, dtype=np.int64)  # B[n, k] = C(n, k)


def colex(sets):
    """Colex ranks of the rows of an (N, k) array of ascending card ints."""
    r = np.zeros(len(sets), dtype=np.int64)
    for j in range(sets.shape[1]):
        r += B[sets[:, j], j + 1]
    return r


def categories(hands):
    """Category (hands.py) of each row of an (N, 5) array of ascending card ints."""
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


def containing_counts(hands, cats):
    """tables[k][colex rank of a k-card set, category] = final hands containing the set."""
    tables = []
    for k in range(5):
        t = np.zeros(int(B[52, k]) * CATEGORIES, dtype=np.int64)
        for pos in itertools.combinations(range(5), k):
            idx = colex(hands[:, list(pos)]) * CATEGORIES + cats
            t += np.bincount(idx, minlength=len(t))
        tables.append(t.reshape(-1, CATEGORIES))
    return tables


def hold_counts(canon, tables, hand_cats, hold):
    """(M, categories) counts of the draws of one hold mask (bit j = j-th card of canon)."""
    held = [j for j in range(5) if hold >> j & 1]
    thrown = [j for j in range(5) if not hold >> j & 1]
    acc = np.zeros((len(canon), CATEGORIES), dtype=np.int64)
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
    """All classes with the exact EV of each of their 32 holds (per coin, 5-coin pays)."""

    def __init__(self, pays=PER_COIN_AT_MAX):
        hands = all_hands()
        cats = categories(hands)
        self.canon, self.weights = suit_classes(hands)
        self.classes = len(self.canon)
        tables = containing_counts(hands, cats)
        del hands
        self.hand_cats = categories(self.canon)
        self.counts = np.zeros((32, self.classes, CATEGORIES), dtype=np.int64)
        for hold in range(32):
            self.counts[hold] = hold_counts(self.canon, tables, self.hand_cats, hold)
        self.ev = self.evs(pays)
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


def write_table(exact, path, buckets=1301):
    """The optimal hold of every class, and the classes whose best hold at bets 1..4 (the
    250-per-coin royal) is another, in hint.py's holds.bin format."""
    ranks = colex(exact.canon)
    short_best = np.argmax(exact.evs(PER_COIN), axis=1)
    differ = short_best != exact.optimal
    short = (ranks[differ] << 5 | short_best[differ]).astype("<u4")
    short.sort()
    assert (ranks // buckets).max() < 2048, "record keys must fit 11 bits"
    order = np.lexsort((ranks // buckets, ranks % buckets))  # by bucket, then key
    ranks = ranks[order]
    holds = exact.optimal[order]
    sizes = np.bincount(ranks % buckets, minlength=buckets)
    starts = np.concatenate(([0], np.cumsum(sizes)))
    records = ((ranks // buckets) << 5 | holds).astype("<u2")
    with open(path, "wb") as f:
        f.write(MAGIC)
        f.write(np.array([buckets, sizes.max(), len(short)], dtype="<u2").tobytes())
        f.write(short.tobytes())
        f.write(starts.astype("<u4").tobytes())
        f.write(records.tobytes())


def main(argv):
    if len(argv) != 2 or argv[0] != "--write":
        print("usage: python -m bench._poker_exact --write PATH")
        return 2
    exact = Exact()
    write_table(exact, argv[1])
    print("classes %d, optimal return %.5f%%, wrote %s"
          % (exact.classes, 100 * exact.expected_return(exact.optimal), argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
