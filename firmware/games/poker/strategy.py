"""The standard 9/6 Jacks or Better strategy list: hold the first pattern found, top down.

A small hand-written table that fits anywhere (no data file); hint.py prefers the exact
table and falls back to this. Every rule looks only at ranks and at which cards share a
suit, never at which suit, so suit-permuted deals get the same hold; the bench relies on
that to score it exactly over the suit-isomorphism classes.

  1. royal flush, straight flush, four of a kind   19. 4 to an inside straight, 4 high
  2. 4 to a royal flush                             20. suited KQ or KJ
  3. full house, flush, straight, three of a kind   21. suited AK, AQ or AJ
  4. 4 to a straight flush                          22. 4 to an inside straight, 3 high
  5. two pair                                       23. 3 to a straight flush, type 2
  6. high pair (jacks or better)                    24. unsuited JQK
  7. 3 to a royal flush                             25. unsuited QJ
  8. 4 to a flush                                   26. suited TJ
  9. unsuited TJQK                                  27. two unsuited high cards, king high
 10. low pair                                       28. suited TQ
 11. 4 to an outside straight                       29. two unsuited high cards, ace high
 12. 3 to a straight flush, type 1                  30. jack only
 13. suited QJ                                      31. suited TK
                                                    32. queen only, 33. king only, 34. ace only
                                                    35. 3 to a straight flush, type 3
                                                    36. discard everything
A 3-card straight-flush draw is type 1 when it has at least as many high cards (J..A) as
gaps; type 2 with one gap and no high card, two gaps and one high card, ace-low, or 234;
type 3 with two gaps and no high card."""
from firmware.games import count_bits
from firmware.games.poker.cards import ACE, JACK, ROYAL_RANKS, STRAIGHTS, TEN
from firmware.games.poker.hands import (FOUR_OF_A_KIND, JACKS_OR_BETTER, STRAIGHT,
                                        STRAIGHT_FLUSH, THREE_OF_A_KIND, TWO_PAIR, evaluate)

_QUEEN = JACK + 1
_KING = JACK + 2
_HIGH_RANKS = 0xF << JACK

# Rules 20..34 that need only two (or one) named ranks: (rank mask, suited?), in order.
_SUITED_QJ = (1 << _QUEEN | 1 << JACK, True)
_RANK_RULES_LOW = (
    ((1 << _KING | 1 << _QUEEN), True), ((1 << _KING | 1 << JACK), True),  # 20
    ((1 << ACE | 1 << _KING), True), ((1 << ACE | 1 << _QUEEN), True),  # 21
    ((1 << ACE | 1 << JACK), True),
)
_RANK_RULES_AFTER_JQK = (
    ((1 << _QUEEN | 1 << JACK), False),  # 25
    ((1 << JACK | 1 << TEN), True),  # 26
    ((1 << _KING | 1 << _QUEEN), False), ((1 << _KING | 1 << JACK), False),  # 27
    ((1 << _QUEEN | 1 << TEN), True),  # 28
    ((1 << ACE | 1 << _KING), False), ((1 << ACE | 1 << _QUEEN), False),  # 29
    ((1 << ACE | 1 << JACK), False),
    ((1 << JACK), False),  # 30
    ((1 << _KING | 1 << TEN), True),  # 31
    ((1 << _QUEEN), False), ((1 << _KING), False), ((1 << ACE), False),  # 32..34
)


class _Hand:
    """Per-deal facts the rules share: rank and suit of each card, rank/suit masks."""

    def __init__(self, cards):
        self.ranks = [c >> 2 for c in cards]
        self.suits = [c & 3 for c in cards]
        self.rank_mask = 0
        self.count = [0] * 13
        self.suit_pos = [0, 0, 0, 0]  # per suit: positions mask
        for i in range(5):
            self.rank_mask |= 1 << self.ranks[i]
            self.count[self.ranks[i]] += 1
            self.suit_pos[self.suits[i]] |= 1 << i

    def positions(self, rank_mask, only=31):
        """Mask of positions (among only) holding the ranks of rank_mask, one per rank."""
        mask = 0
        taken = 0
        for i in range(5):
            bit = 1 << self.ranks[i]
            if only >> i & 1 and rank_mask & bit and not taken & bit:
                mask |= 1 << i
                taken |= bit
        return mask

    def rank_mask_of(self, positions):
        m = 0
        for i in range(5):
            if positions >> i & 1:
                m |= 1 << self.ranks[i]
        return m

    def suited(self, size):
        """Positions of the suit with at least size cards, or 0."""
        for pos in self.suit_pos:
            if count_bits(pos) >= size:
                return pos
        return 0

    def pairs(self, times):
        """Positions of every rank that appears exactly times."""
        mask = 0
        for i in range(5):
            if self.count[self.ranks[i]] == times:
                mask |= 1 << i
        return mask


def _royal_draw(h, size):
    """Positions of size suited royal cards (T..A), or 0."""
    for pos in h.suit_pos:
        royal = h.positions(ROYAL_RANKS, pos)
        if count_bits(royal) == size:
            return royal
    return 0


def _straight_flush_draw(h, size):
    """Positions of size suited cards inside one straight window, or 0."""
    pos = h.suited(size)
    if not pos:
        return 0
    for w in STRAIGHTS:
        inside = h.positions(w, pos)
        if count_bits(inside) == size:
            return inside
    return 0


def _sf3_type(h, pos):
    """Type 1, 2 or 3 of a 3-card straight-flush draw at positions pos, or 0 if none."""
    rm = h.rank_mask_of(pos)
    ranks = [r for r in range(13) if rm >> r & 1]
    lo, hi = ranks[0], ranks[2]
    if hi == ACE and ranks[1] <= 3:  # ace-low: A with two of 2..5
        return 2
    if hi - lo > 4:
        return 0
    gaps = hi - lo - 2
    high = count_bits(rm & _HIGH_RANKS)
    if rm == 0x7:  # 234 can only be completed upwards
        return 2
    if high >= gaps:
        return 1
    if high == gaps - 1:
        return 2
    return 3


def _four_straight(h):
    """(positions, high cards, outside?) of the best 4-card straight draw, or None."""
    best = None
    for w in STRAIGHTS:
        rm = h.rank_mask & w
        if count_bits(rm) != 4:
            continue
        outside = False
        for low in range(9):  # 2345 .. TJQK are open at both ends
            if rm == 0xF << low:
                outside = True
        cand = (h.positions(rm), count_bits(rm & _HIGH_RANKS), outside)
        if best is None or (cand[2], cand[1]) > (best[2], best[1]):
            best = cand
    return best


def _rank_rule(h, rule):
    ranks, suited = rule
    if h.rank_mask & ranks != ranks:
        return 0
    pos = h.positions(ranks)
    if suited and not any(p & pos == pos for p in h.suit_pos):
        return 0
    return pos


def advise(cards):
    """Hold mask (bit i keeps cards[i]) for five card ints."""
    cat = evaluate(cards)
    if cat >= STRAIGHT_FLUSH or cat == FOUR_OF_A_KIND:
        return 31
    h = _Hand(cards)
    m = _royal_draw(h, 4)
    if m:
        return m
    if cat >= STRAIGHT:
        return 31
    if cat == THREE_OF_A_KIND:
        return h.pairs(3)
    m = _straight_flush_draw(h, 4)
    if m:
        return m
    if cat == TWO_PAIR:
        return h.pairs(2)
    if cat == JACKS_OR_BETTER:
        return h.pairs(2)
    m = _royal_draw(h, 3)
    if m:
        return m
    m = h.suited(4)
    if m:
        return m
    straight4 = _four_straight(h)
    if straight4 and h.rank_mask_of(straight4[0]) == 0xF << TEN:  # TJQK
        return straight4[0]
    m = h.pairs(2)
    if m:
        return m
    # No pair from here on: every rank appears at most once.
    if straight4 and straight4[2]:
        return straight4[0]
    sf3 = _straight_flush_draw(h, 3)
    sf3_type = _sf3_type(h, sf3) if sf3 else 0
    if sf3_type == 1:
        return sf3
    m = _rank_rule(h, _SUITED_QJ)
    if m:
        return m
    if straight4 and straight4[1] == 4:
        return straight4[0]
    for rule in _RANK_RULES_LOW:
        m = _rank_rule(h, rule)
        if m:
            return m
    if straight4 and straight4[1] == 3:
        return straight4[0]
    if sf3_type == 2:
        return sf3
    m = _rank_rule(h, ((1 << _KING | 1 << _QUEEN | 1 << JACK), False))  # 24
    if m:
        return m
    for rule in _RANK_RULES_AFTER_JQK:
        m = _rank_rule(h, rule)
        if m:
            return m
    if sf3_type == 3:
        return sf3
    return 0
