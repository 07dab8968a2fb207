"""The hold advisor behind the hint: the exact optimal hold from the precomputed table
holds.bin, read by seek (never loaded into RAM); the strategy list if the file is missing.

The optimal hold depends only on the deal up to a renaming of suits, so the table holds
one entry per suit-isomorphism class (134,459). A deal is brought to its class's canonical
form by renaming suits in order of their rank masks (largest first) and sorting the cards.
It also depends on the bet: below the maximum the royal pays 250 per coin, not 800, and
4,921 classes have another best hold; the table lists those apart (20 KB, not a second
269 KB table). The strategy list is the 5-coin strategy.

holds.bin (written by `python -m bench._poker_exact --write`), little-endian:
  b"VPH3", u16 bucket count B, u16 records in the largest bucket, u16 short-bet count S,
  S u32 short-bet records, (B + 1) u32 record offsets of the buckets, then u16 records.
  A canonical deal's colex rank r (< 2,598,960) lives in bucket r % B (B = 1301, a prime,
  spreads the classes 82..122 per bucket) as record (r // B) << 5 | hold, hold bit j
  keeping the j-th canonical card; a bucket is sorted, read at once into a buffer
  allocated once, and searched by halves. A short-bet record is r << 5 | hold, the best
  hold at bets 1..4 where it differs from the 5-coin one, sorted, searched by seeks."""
from firmware.games import data_path
from firmware.games.poker import strategy
from firmware.games.poker.combos import BINOM
from firmware.games.poker.paytable import MAX_BET

MAGIC = b"VPH3"
HEADER = 10  # magic, bucket count, largest bucket, short-bet count
TABLE_PATH = data_path("poker", "holds.bin")


def _rank_mask_desc(masks):
    """Suits ordered by their rank mask, largest first."""
    order = [0, 1, 2, 3]
    for i in range(1, 4):  # insertion sort: four items, no key function allocations
        s = order[i]
        j = i
        while j > 0 and masks[order[j - 1]] < masks[s]:
            order[j] = order[j - 1]
            j -= 1
        order[j] = s
    return order


def canonical(cards):
    """(colex rank of the canonical deal, positions): positions[j] is the index in cards
    of the j-th canonical card."""
    masks = [0, 0, 0, 0]
    for c in cards:
        masks[c & 3] |= 1 << (c >> 2)
    rename = [0, 0, 0, 0]
    order = _rank_mask_desc(masks)
    for i in range(4):
        rename[order[i]] = i
    # canonical card * 8 + position sorts by card and remembers where each came from
    keyed = sorted(((cards[i] & ~3 | rename[cards[i] & 3]) << 3) | i for i in range(5))
    rank = 0
    positions = []
    for j in range(5):
        rank += BINOM[keyed[j] >> 3][j + 1]
        positions.append(keyed[j] & 7)
    return rank, positions


class HoldTable:
    """Optimal holds from holds.bin; the file stays open, one bucket read per lookup (and a
    search of the short-bet records below the maximum bet)."""

    def __init__(self, path=TABLE_PATH):
        self.f = open(path, "rb")
        head = self.f.read(HEADER)
        if head[:4] != MAGIC:
            self.f.close()
            raise ValueError("not a hold table: %s" % path)
        self.buckets = head[4] | head[5] << 8
        self.buf = bytearray(2 * (head[6] | head[7] << 8))
        self.short = head[8] | head[9] << 8
        self.word = bytearray(4)
        self.offsets = HEADER + 4 * self.short
        self.records = self.offsets + 4 * (self.buckets + 1)

    def close(self):
        self.f.close()

    def canonical_hold(self, rank):
        """Hold mask over the canonical cards of the class with this colex rank."""
        f = self.f
        f.seek(self.offsets + 4 * (rank % self.buckets))
        head = f.read(8)
        start = int.from_bytes(head[0:4], "little")
        size = int.from_bytes(head[4:8], "little") - start
        f.seek(self.records + 2 * start)
        buf = self.buf
        f.readinto(memoryview(buf)[:2 * size])
        want = rank // self.buckets
        lo = 0
        hi = size
        while lo < hi:
            mid = (lo + hi) >> 1
            rec = buf[2 * mid] | buf[2 * mid + 1] << 8
            key = rec >> 5
            if key == want:
                return rec & 31
            if key < want:
                lo = mid + 1
            else:
                hi = mid
        raise ValueError("deal missing from the hold table")

    def short_bet_hold(self, rank):
        """The canonical hold at bets 1..4 if it differs from the 5-coin one, else -1."""
        f = self.f
        word = self.word
        lo = 0
        hi = self.short
        while lo < hi:
            mid = (lo + hi) >> 1
            f.seek(HEADER + 4 * mid)
            f.readinto(word)
            key = int.from_bytes(word, "little")
            if key >> 5 == rank:
                return key & 31
            if key >> 5 < rank:
                lo = mid + 1
            else:
                hi = mid
        return -1

    def hold(self, cards, bet=MAX_BET):
        """Optimal hold mask (bit i keeps cards[i]) for five card ints at a bet of 1..5."""
        rank, positions = canonical(cards)
        canon = self.short_bet_hold(rank) if bet < MAX_BET else -1
        if canon < 0:
            canon = self.canonical_hold(rank)
        mask = 0
        for j in range(5):
            if canon >> j & 1:
                mask |= 1 << positions[j]
        return mask


class Advisor:
    """The hint: the table when holds.bin is present (exact at every bet), else the
    strategy list (exact play at 5 coins only)."""

    def __init__(self, path=TABLE_PATH):
        try:
            self.table = HoldTable(path)
        except (OSError, ValueError):  # no table on this board, or a damaged one
            self.table = None
        self.exact = self.table is not None

    def hold(self, cards, bet=MAX_BET):
        if self.table is not None:
            return self.table.hold(cards, bet)
        return strategy.advise(cards)
