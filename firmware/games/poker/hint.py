"""The hold advisor behind the hint: the exact optimal hold of each machine (paytable.py)
from its precomputed table, read by seek (a block at a time, never whole); Jacks or Better's
strategy list if the files are missing.

The optimal hold depends only on the deal up to a renaming of suits, so the tables hold one
entry per suit-isomorphism class (134,459). A deal is brought to its class's canonical form
by renaming suits in order of their rank masks (largest first) and sorting the cards. It
also depends on the bet: below the maximum the royal pays 250 per coin, not 800.

Two kinds of file (written by `python -m bench._poker_exact --write firmware/games/poker`),
little-endian, cut in blocks of BLOCK classes, each block deflated alone (raw deflate, a
512-byte window) so that a lookup inflates one block of each:
  classes.bin: b"VPC1", u16 block count K, u16 BLOCK, u16 largest inflated block, K u32
    first ranks, (K + 1) u32 block offsets, the blocks. The canonical deals' colex ranks
    (< 2,598,960) ascending: a block is its first rank then the gaps to the next ones as
    varints (7 bits a byte, low first, the top bit set on all but the last). A class's
    index is its place in this order.
  holds_<machine>.bin: b"VPM1", u16 K, u16 BLOCK, (K + 1) u32 block offsets, the blocks.
    A block of n classes inflates to 2n bytes: the optimal hold at 5 coins of each class
    (bit j keeps the j-th canonical card), then each one's hold at bets 1..4 XOR it."""
from firmware.games import data_path
from firmware.games.poker.combos import BINOM
from firmware.games.poker.paytable import JACKS, MAX_BET

try:
    import deflate
except ImportError:  # CPython (the simulator, the tests): zlib inflates the same blocks
    import zlib
    deflate = None

CLASSES_MAGIC = b"VPC1"
HOLDS_MAGIC = b"VPM1"
CLASSES_FILE = "classes.bin"
HOLDS_FILE = "holds_%s.bin"  # % the machine's key
BLOCK = 1024  # classes per block
WBITS = 9  # the deflate window: 512 bytes
FOLDER = data_path("poker", "")


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


def _u32(data, at):
    return data[at] | data[at + 1] << 8 | data[at + 2] << 16 | data[at + 3] << 24


class _Blocks:
    """A file of deflated blocks after a header: the file stays open, one block is
    inflated into a buffer allocated once."""

    def __init__(self, path, magic, head, raw_size):
        """head: bytes before the offsets; raw_size(header bytes) -> the buffer's size."""
        self.f = open(path, "rb")
        self.head = self.f.read(head)
        if self.head[:4] != magic:
            self.f.close()
            raise ValueError("not a hold table: %s" % path)
        self.count = self.head[4] | self.head[5] << 8
        self.offsets = head
        self.data = head + 4 * (self.count + 1)
        self.buf = bytearray(raw_size(self.head))

    def close(self):
        self.f.close()

    def inflate(self, block):
        """Inflate one block into self.buf; how many bytes it gave."""
        f = self.f
        f.seek(self.offsets + 4 * block)
        span = f.read(8)
        start = _u32(span, 0)
        f.seek(self.data + start)
        buf = self.buf
        if deflate is None:
            raw = zlib.decompress(f.read(_u32(span, 4) - start), -WBITS)
            buf[:len(raw)] = raw
            return len(raw)
        stream = deflate.DeflateIO(f, deflate.RAW, WBITS)
        view = memoryview(buf)
        n = 0
        while n < len(buf):
            got = stream.readinto(view[n:])
            if not got:
                break
            n += got
        return n


class ClassIndex(_Blocks):
    """classes.bin: a canonical deal's colex rank -> its class index."""

    def __init__(self, path):
        with open(path, "rb") as f:
            head = f.read(10)
        blocks = head[4] | head[5] << 8 if len(head) == 10 else 0
        _Blocks.__init__(self, path, CLASSES_MAGIC, 10 + 4 * blocks,
                         lambda h: h[8] | h[9] << 8)
        self.size = self.head[6] | self.head[7] << 8

    def first(self, block):
        return _u32(self.head, 10 + 4 * block)

    def find(self, rank):
        lo = 0  # the last block whose first rank is at most rank
        hi = self.count
        while hi - lo > 1:
            mid = (lo + hi) >> 1
            if self.first(mid) <= rank:
                lo = mid
            else:
                hi = mid
        n = self.inflate(lo)
        buf = self.buf
        at = self.first(lo)
        i = 0
        place = 0
        while at < rank and i < n:
            gap = 0
            shift = 0
            b = 128
            while b & 128:
                b = buf[i]
                i += 1
                gap |= (b & 127) << shift
                shift += 7
            at += gap
            place += 1
        if at != rank:
            raise ValueError("deal missing from the class index")
        return lo * self.size + place


class HoldTable(_Blocks):
    """holds_<machine>.bin: a class index and a bet -> the canonical hold."""

    def __init__(self, path):
        _Blocks.__init__(self, path, HOLDS_MAGIC, 8, lambda h: 2 * (h[6] | h[7] << 8))
        self.size = self.head[6] | self.head[7] << 8

    def canonical_hold(self, index, bet=MAX_BET):
        n = self.inflate(index // self.size) >> 1  # classes in the block
        j = index % self.size
        hold = self.buf[j]
        if bet < MAX_BET:
            hold ^= self.buf[n + j]
        return hold


class Advisor:
    """The hint of one machine: its tables when present (exact at every bet), else the
    strategy list (Jacks or Better's exact play at 5 coins; a damaged install only)."""

    def __init__(self, table=JACKS, folder=FOLDER):
        self.classes = self.holds = None
        try:
            self.classes = ClassIndex(folder + CLASSES_FILE)
            self.holds = HoldTable(folder + HOLDS_FILE % table.key)
        except (OSError, ValueError):  # no table on this board, or a damaged one
            self.close()
        self.exact = self.holds is not None

    def close(self):
        for part in (self.classes, self.holds):
            if part is not None:
                part.close()
        self.classes = self.holds = None

    def hold(self, cards, bet=MAX_BET):
        """Optimal hold mask (bit i keeps cards[i]) for five card ints at a bet of 1..5."""
        if self.holds is None:
            from firmware.games.poker import strategy  # (loaded for a damaged install only)
            return strategy.advise(cards)
        rank, positions = canonical(cards)
        canon = self.holds.canonical_hold(self.classes.find(rank), bet)
        mask = 0
        for j in range(5):
            if canon >> j & 1:
                mask |= 1 << positions[j]
        return mask
