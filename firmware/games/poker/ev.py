"""Exact expected value of any hold on any machine (paytable.py), by counting the draws by
final line instead of enumerating them (holding nothing would mean 1,533,939 draws): a small
dynamic program over the natural ranks gives the pair-type hands, closed sums give fours
(by rank and kicker), flushes and straights. On Deuces Wild (wild.py) the deuces drawn are
counted apart: each number of deuces in the final hand ranks its hands with wild.line.
Bounded work (13 ranks x a few dozen states), so it also runs on the device."""
from firmware.games import count_bits
from firmware.games.poker import wild
from firmware.games.poker.cards import ACE, JACK, ROYAL_RANKS
from firmware.games.poker.combos import BINOM
from firmware.games.poker.hands import (FLUSH, FULL_HOUSE, JACKS_OR_BETTER, NOTHING,
                                        STRAIGHT, THREE_OF_A_KIND, TWO_PAIR)
from firmware.games.poker.paytable import JACKS, MAX_BET

_ALL_RANKS = 0x1FFF
_WHEEL_LOW = 0xF  # 2-5: with an ace, the ace-low straight's window
_ACE = 1 << ACE

# Pattern codes of the rank dynamic program: a pair adds 2 (plus 1 if jacks or better),
# three of a kind adds 8, four adds 16. Five cards allow at most 2 pairs, 1 trips, 1 quads.
_PAIR = 2
_HIGH = 1
_TRIPS = 8
_QUADS = 16

_FOUR_LINES = {}  # machine key -> bytearray: the line of four of rank q with kicker x


def _pattern_category(p):
    """Jacks or Better's category of a pattern without fours (they are counted apart)."""
    if p >= _TRIPS:
        return FULL_HOUSE if p & 6 else THREE_OF_A_KIND
    if p >= 2 * _PAIR:
        return TWO_PAIR
    return JACKS_OR_BETTER if p == _PAIR + _HIGH else NOTHING


def _four_lines(table):
    """lines[quad * 13 + kicker]: the machine's line of four of rank quad with a kicker of
    rank kicker, from its own ranking (made once per machine: the bonus machines pay fours
    by rank and kicker)."""
    lines = _FOUR_LINES.get(table.key)
    if lines is None:
        lines = _FOUR_LINES[table.key] = bytearray(169)
        for q in range(13):
            for x in range(13):
                if x != q:
                    lines[q * 13 + x] = table.evaluate([q * 4, q * 4 + 1, q * 4 + 2,
                                                        q * 4 + 3, x * 4])
    return lines


def _choose(weight, mask, n):
    """e[t], t = 0..n: over the t-sets of the ranks in mask, the sum of the products of
    their weights (weight[r]: the cards of rank r that can be drawn)."""
    e = [1] + [0] * n
    r = 0
    top = 0
    while mask:
        if mask & 1 and weight[r]:
            w = weight[r]
            if top < n:
                top += 1
            for t in range(top, 0, -1):
                e[t] += e[t - 1] * w
        mask >>= 1
        r += 1
    return e


def _straights(kept, weight, n):
    """fit[m], m = 0..n: the ways to draw m cards of m ranks new to the kept rank mask
    that, with it, lie inside a straight's window. Each such rank set is counted once: by
    its lowest rank (highest - lowest <= 4), or as an ace-low set (an ace and some of 2-5)."""
    fit = [0] * (n + 1)
    for a in range(13):
        bit = 1 << a
        if kept & (bit - 1) or kept >> (a + 5) or not (kept & bit or weight[a]):
            continue  # a kept rank below a or beyond a + 4, or no card of rank a to draw
        e = _choose(weight, (0x1F << a) & _ALL_RANKS & ~kept & ~bit, n)
        if kept & bit:
            for m in range(n + 1):
                fit[m] += e[m]
        else:
            w = weight[a]
            for m in range(1, n + 1):
                fit[m] += w * e[m - 1]
    if kept & ~(_WHEEL_LOW | _ACE) == 0:
        e = _choose(weight, _WHEEL_LOW & ~kept, n)
        low = 0 if kept & _WHEEL_LOW else 1  # ranks of 2-5 still to draw, at least
        if kept & _ACE:
            for m in range(low, n + 1):
                fit[m] += e[m]
        elif weight[ACE]:
            for m in range(low + 1, n + 1):
                fit[m] += weight[ACE] * e[m - 1]
    return fit


def hold_counts(cards, held, table=JACKS):
    """(counts, draws): counts[line] = number of the equally likely draws ending in that
    line of the machine's pay table when the bits of held keep cards[i]; draws =
    C(47, cards drawn)."""
    wild_rank = table.wild_rank
    dealt = [0, 0, 0, 0]  # per suit: rank mask of the five dealt cards (gone from the deck)
    avail = [4] * 13  # cards of each rank left in the 47-card deck
    kept = [0] * 13  # held natural cards per rank
    kept_ranks = 0
    kept_suit = -1  # the held naturals' common suit; -2 if they differ
    k = 0
    kept_wild = 0
    for i in range(5):
        c = cards[i]
        r = c >> 2
        s = c & 3
        dealt[s] |= 1 << r
        avail[r] -= 1
        if held >> i & 1:
            k += 1
            if r == wild_rank:
                kept_wild += 1
                continue
            kept[r] += 1
            kept_ranks |= 1 << r
            kept_suit = s if kept_suit in (-1, s) else -2
    n = 5 - k
    binom = BINOM
    wilds = avail[wild_rank] if wild_rank >= 0 else 0  # deuces left to draw
    naturals = _ALL_RANKS & ~(1 << wild_rank) if wild_rank >= 0 else _ALL_RANKS

    # Pair-type hands: dp maps (naturals drawn << 5 | pattern) to the number of ways.
    dp = {0: 1}
    for r in range(13):
        a = avail[r]
        h = kept[r]
        if r == wild_rank or a == 0 and h < 2:
            continue
        high = _HIGH if r >= JACK and wild_rank < 0 else 0
        step = {}
        row = binom[a]
        for key, ways in dp.items():
            d = key >> 5
            p = key & 31
            for j in range((a if a < n - d else n - d) + 1):
                f = h + j
                if f == 2:
                    q = (p + _PAIR) | high
                elif f == 3:
                    q = p + _TRIPS
                elif f == 4:
                    if wild_rank < 0:
                        continue  # counted apart (_fours), by rank and kicker
                    q = p + _QUADS
                else:
                    q = p
                nk = (d + j) << 5 | q
                step[nk] = step.get(nk, 0) + ways * row[j]
        dp = step
    counts = [0] * table.lines
    for key, ways in dp.items():
        j = n - (key >> 5)  # deuces drawn
        if j > wilds:
            continue
        p = key & 31
        if wild_rank < 0:
            counts[_pattern_category(p)] += ways
            continue
        w = kept_wild + j
        pairs = (p & 6) >> 1
        most = 4 if p >= _QUADS else 3 if p >= _TRIPS else 2 if pairs else 1
        kinds = 5 - w - pairs - (2 if p & _TRIPS else 0) - (3 if p >= _QUADS else 0)
        counts[wild.line(w, most, kinds, False, False, False)] += ways * binom[wilds][j]
    if wild_rank < 0:
        _fours(table, counts, kept, avail, k, n)

    # Flushes and straights: held naturals distinct (and for a flush of one suit), the draw
    # new ranks (and all of that suit); per number of deuces drawn on Deuces Wild.
    if count_bits(kept_ranks) != k - kept_wild:
        return counts, binom[47][n]
    suits = (0, 1, 2, 3) if kept_suit == -1 else ((kept_suit,) if kept_suit >= 0 else ())
    straight = _straights(kept_ranks, avail if wild_rank < 0 else [0] + avail[1:], n)
    flush = [0] * (n + 1)
    straight_flush = [0] * (n + 1)
    royal = [0] * (n + 1)
    for s in suits:
        weight = [0 if dealt[s] >> r & 1 or r == wild_rank else 1 for r in range(13)]
        left = count_bits(naturals & ~dealt[s])
        sf = _straights(kept_ranks, weight, n)
        rf = (_choose(weight, ROYAL_RANKS & ~kept_ranks, n) if kept_ranks & ~ROYAL_RANKS == 0
              else (0,) * (n + 1))
        for m in range(n + 1):
            flush[m] += binom[left][m]
            straight_flush[m] += sf[m]
            royal[m] += rf[m]
    for j in range(min(n, wilds) + 1):
        w = kept_wild + j
        if w == 4:
            break  # four deuces, whatever else
        m = n - j
        ways = binom[wilds][j]
        f = flush[m] * ways
        st = straight[m] * ways
        sf = straight_flush[m] * ways
        rf = royal[m] * ways
        if wild_rank < 0:
            base = NOTHING
            lines = (table.lines - 1, table.lines - 2, FLUSH, STRAIGHT)
        else:
            base = wild.line(w, 1, 5 - w, False, False, False)
            lines = (wild.line(w, 1, 5 - w, True, True, True),
                     wild.line(w, 1, 5 - w, True, True, False),
                     wild.line(w, 1, 5 - w, True, False, False),
                     wild.line(w, 1, 5 - w, False, True, False))
        counts[lines[0]] += rf
        counts[lines[1]] += sf - rf
        counts[lines[2]] += f - sf
        counts[lines[3]] += st - sf
        counts[base] -= f + st - sf
    return counts, binom[47][n]


def _fours(table, counts, kept, avail, k, n):
    """Add the draws ending in four of a kind, by the machine's line for its rank and
    kicker: every card of the rank not held still in the deck, at most one other held."""
    lines = _four_lines(table)
    for q in range(13):
        need = 4 - kept[q]
        if avail[q] != need:
            continue  # a card of that rank was discarded
        at = q * 13
        if k - kept[q] == 1 and n == need:  # the held kicker
            for x in range(13):
                if kept[x] and x != q:
                    counts[lines[at + x]] += 1
        elif k == kept[q] and n == need + 1:  # the kicker drawn
            for x in range(13):
                if x != q:
                    counts[lines[at + x]] += avail[x]


def hold_value(cards, held, table=JACKS, bet=MAX_BET):
    """(coins, draws): the coins per coin bet that the hold returns over all its draws, and
    their number (exact ints: equal holds compare equal); the royal's 800 at 5 coins."""
    counts, draws = hold_counts(cards, held, table)
    pays = table.per_coin_at_max if bet == MAX_BET else table.per_coin
    total = 0
    for line in range(table.lines):
        total += counts[line] * pays[line]
    return total, draws


def hold_ev(cards, held, table=JACKS, bet=MAX_BET):
    """Expected coins per coin bet of a hold (float)."""
    total, draws = hold_value(cards, held, table, bet)
    return total / draws
