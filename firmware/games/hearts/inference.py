"""What one seat knows about the others' cards, and random deals consistent with it.

Known: a seat that did not follow suit is void in the led suit; a seat that led a heart
before hearts were broken held nothing but hearts; the cards we passed sit in the
receiver's hand until it plays them. Everything else unseen is dealt at random (card
counting: played cards and our own never appear in a sample).
"""
from firmware.games.hearts.engine import HEARTS, FIRST_HEART, QUEEN_SPADES

_ALL_BUT_HEARTS = 7  # suit bits of clubs, diamonds, spades
_ATTEMPTS = 4
_VOID_COUNT = (0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4)  # bits set in a 4-bit mask


class Knowledge:
    """voids[s]: bit i set when seat s holds no card of suit i; known[s]: cards seat s surely
    holds; unseen: the other cards no-one has shown; need[s]: how many unseen cards seat s
    holds besides its known ones."""

    def __init__(self, view):
        me = view.seat
        out = [False] * 52
        for c in view.hand:
            out[c] = True
        voids = [0, 0, 0, 0]
        played_by = [0, 0, 0, 0]
        plays = [(t[0], t[1]) for t in view.tricks]
        if view.trick:
            plays.append((view.leader, view.trick))
        broken = False
        for leader, cards in plays:
            led = cards[0] // 13
            if led == HEARTS and not broken:
                voids[leader] |= _ALL_BUT_HEARTS
            for i in range(len(cards)):
                c = cards[i]
                s = (leader + i) % 4
                out[c] = True
                played_by[s] += 1
                if c // 13 != led:
                    voids[s] |= 1 << led
                if c >= FIRST_HEART or (view.qs_breaks and c == QUEEN_SPADES):
                    broken = True
        known = [[], [], [], []]
        if view.passed and view.pass_to != me:
            for c in view.passed:
                if not out[c]:
                    known[view.pass_to].append(c)
                    out[c] = True
        self.voids = voids
        self.known = known
        self.unseen = [c for c in range(52) if not out[c]]
        self.need = [13 - played_by[s] - len(known[s]) for s in range(4)]
        self.need[me] = 0
        # For sample(): our hand and the known cards as masks, the seats with the most voids
        # first, and reusable buffers for the shuffle and the deal.
        base = [0] * 16
        for c in view.hand:
            base[me * 4 + c // 13] |= 1 << (c % 13)
        for s in range(4):
            for c in known[s]:
                base[s * 4 + c // 13] |= 1 << (c % 13)
        self.base = base
        self.order = sorted(range(4), key=lambda s: (-_VOID_COUNT[voids[s]], s))
        self.pool = list(self.unseen)
        self.masks = [0] * 16


def sample(rng, view, know):
    """16 suit masks (masks[seat * 4 + suit]) of a deal consistent with know, our own hand
    as it is. The unseen cards are shuffled once; the seats with the most voids take first,
    each the first cards of the shuffled pool it can hold, so each gets a uniform choice of
    what it may hold. Falls back to ignoring voids if a few shuffles cannot honour them.
    Works in know's buffers, the returned list included: it is valid until the next call."""
    voids = know.voids
    pool = know.pool
    for attempt in range(_ATTEMPTS + 1):
        if attempt == _ATTEMPTS:
            voids = [0, 0, 0, 0]
        masks = know.masks
        masks[:] = know.base
        pool[:] = know.unseen
        rng.shuffle(pool)
        left = len(pool)
        for s in know.order:
            want = know.need[s]
            void = voids[s]
            kept = 0
            for j in range(left):
                c = pool[j]
                if want and not void >> (c // 13) & 1:
                    masks[s * 4 + c // 13] |= 1 << (c % 13)
                    want -= 1
                else:
                    pool[kept] = c  # the cards this seat did not take, for the next seats
                    kept += 1
            if want:
                break
            left = kept
        else:
            return masks
    raise ValueError("no deal fits the cards left")
