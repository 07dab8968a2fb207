"""What one seat knows about the others' cards, and random deals consistent with it.

Known: a seat that did not follow suit is void in the led suit; a seat that led a heart
before hearts were broken held nothing but hearts; the cards we passed sit in the
receiver's hand until it plays them. Everything else unseen is dealt at random (card
counting: played cards and our own never appear in a sample).
"""
from firmware.games.hearts.engine import HEARTS, FIRST_HEART, QUEEN_SPADES

_ALL_BUT_HEARTS = 7  # suit bits of clubs, diamonds, spades
_ATTEMPTS = 4


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


def sample(rng, view, know):
    """16 suit masks (masks[seat * 4 + suit]) of a deal consistent with know, our own hand
    as it is. Falls back to ignoring voids if a few random attempts cannot honour them."""
    base = [0] * 16
    for c in view.hand:
        base[view.seat * 4 + c // 13] |= 1 << (c % 13)
    for s in range(4):
        for c in know.known[s]:
            base[s * 4 + c // 13] |= 1 << (c % 13)
    voids = know.voids
    for attempt in range(_ATTEMPTS + 1):
        if attempt == _ATTEMPTS:
            voids = [0, 0, 0, 0]
        masks = list(base)
        left = list(know.need)
        cards = list(know.unseen)
        rng.shuffle(cards)
        for c in cards:
            suit = c // 13
            bit = 1 << suit
            room = 0
            for s in range(4):
                if not voids[s] & bit:
                    room += left[s]
            if not room:
                break
            r = rng.randbelow(room)
            for s in range(4):
                if not voids[s] & bit:
                    r -= left[s]
                    if r < 0:
                        break
            left[s] -= 1
            masks[s * 4 + suit] |= 1 << (c % 13)
        else:
            return masks
    raise ValueError("no deal fits the cards left")
