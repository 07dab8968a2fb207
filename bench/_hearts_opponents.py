"""Strong Hearts opponents of bench.hearts that are not the hard player (host only).

shooter  a bold moon-shooter: ai.basic's play until its hand or the points it holds say a
         moon is on, then it runs for it (passes its low cards, plays for control, keeps
         every point on its own tricks); it gives up once another seat takes a point.
ismcts   single-observer information-set Monte Carlo tree search (Cowling, Powley and
         Whitehouse 2012): every iteration deals the unseen cards at random, honouring only
         what is certain (voids, cards we passed), descends one tree of moves shared by all
         deals with UCB1 counted over the moves available in each deal, adds one node, and
         finishes the hand with ai.basic's rules (playout.py). It reads no pass and no
         ducking habits, and has no moon rules of its own.
"""
import math

from tests.games.hearts.positions import play_out
from firmware.games.hearts.ai import basic, basic_pass, played_cards, trick_state
from firmware.games.hearts.engine import (FIRST_HEART, HEARTS, MOON_POINTS, PASS,
                                          QUEEN_SPADES, TWO_CLUBS, card_points, hand_scores)


# ---- the bold shooter -----------------------------------------------------------------------
def _strength(hand):
    """High-card points (A 4, K 3, Q 2, J 1), plus the length of a hearts suit headed by
    the ace; a shooter wants control of every suit and the hearts."""
    hcp = 0
    hearts = [c for c in hand if c >= FIRST_HEART]
    for c in hand:
        r = c % 13
        if r >= 9:
            hcp += r - 8
    if FIRST_HEART + 12 in hearts:
        hcp += len(hearts)
    return hcp


def _shooting(view, threshold):
    """Whether to run for the moon now: a strong hand before another seat took points, or
    every point taken so far (at least 6) in our tricks."""
    taken = view.taken
    total = taken[0] + taken[1] + taken[2] + taken[3]
    if taken[view.seat] != total:
        return False
    return total >= 6 or _strength(view.hand + played_by(view, view.seat)) >= threshold


def played_by(view, seat):
    cards = []
    for leader, cs, _ in view.tricks:
        cards.append(cs[(seat - leader) % 4])
    if view.trick and (seat - view.leader) % 4 < len(view.trick):
        cards.append(view.trick[(seat - view.leader) % 4])
    return cards


def shooter_player(threshold=17):
    """The bold shooter (see the module's docstring); threshold: the _strength() at which a
    hand runs for the moon from the start (17: about one hand in four)."""
    def choose(view):
        if view.phase == PASS:
            if _strength(view.hand) >= threshold:
                return sorted(view.hand, key=lambda c: (c % 13, c))[:3]
            return basic_pass(view.hand)
        if len(view.legal) == 1 or not _shooting(view, threshold):
            return basic(view)
        return _run(view)
    return choose


def _run(view):
    legal = view.legal
    out = set(played_cards(view)) | set(view.hand)
    if not view.trick:
        # Lead the highest card that no unseen card beats (a sure trick), else the highest
        # of the longest suit (to draw the others' cards of it).
        for c in sorted(legal, reverse=True):
            if all(x in out for x in range(c + 1, (c // 13 + 1) * 13)):
                return c
        return max(legal, key=lambda c: (sum(1 for x in view.hand if x // 13 == c // 13),
                                          c % 13))
    led, win, _ = trick_state(view.trick)
    if legal[0] // 13 == led:
        over = [c for c in legal if c > win]
        if over:
            return min(over) if len(view.trick) == 3 else max(over)
        return min(legal)
    clean = [c for c in legal if not card_points(c)]
    return min(clean or legal, key=lambda c: c % 13)


# ---- information-set Monte Carlo tree search --------------------------------------------------
class _Node:
    __slots__ = ("avail", "children", "reward", "visits")

    def __init__(self):
        self.children = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0


def _facts(view):
    """(masks of our hand, cards each seat surely holds, void masks per seat and suit, cards
    still unseen, how many unseen cards each other seat holds)."""
    me = view.seat
    void = [0] * 16
    out = set(view.hand)
    count = [13, 13, 13, 13]
    broken = False
    plays = [(t[0], t[1]) for t in view.tricks]
    if view.trick:
        plays.append((view.leader, view.trick))
    for leader, cs in plays:
        led = cs[0] // 13
        if led == HEARTS and not broken:
            for u in range(3):
                void[leader * 4 + u] = 0x1FFF
        for i, c in enumerate(cs):
            s = (leader + i) % 4
            out.add(c)
            count[s] -= 1
            if c // 13 != led:
                void[s * 4 + led] = 0x1FFF
            if c >= FIRST_HEART or (view.qs_breaks and c == QUEEN_SPADES):
                broken = True
    known = [[], [], [], []]
    if view.passed and view.pass_to != me:
        for c in view.passed:
            if c not in out:
                known[view.pass_to].append(c)
                out.add(c)
                count[view.pass_to] -= 1
    count[me] = 0
    unseen = [c for c in range(52) if c not in out]
    return known, void, unseen, count


def _deal(rng, view, facts):
    """16 suit masks of a random deal honouring the facts (voids are dropped for a seat
    only if 20 shuffles cannot honour them)."""
    known, void, unseen, count = facts
    for attempt in range(21):
        masks = [0] * 16
        for c in view.hand:
            masks[view.seat * 4 + c // 13] |= 1 << (c % 13)
        for s in range(4):
            for c in known[s]:
                masks[s * 4 + c // 13] |= 1 << (c % 13)
        pool = list(unseen)
        rng.shuffle(pool)
        ok = True
        for s in sorted(range(4), key=lambda s: -sum(1 for u in range(4) if void[s * 4 + u])):
            want = count[s]
            rest = []
            for c in pool:
                if want and (attempt == 20 or not void[s * 4 + c // 13]):
                    masks[s * 4 + c // 13] |= 1 << (c % 13)
                    want -= 1
                else:
                    rest.append(c)
            pool = rest
            ok = ok and not want
        if ok:
            return masks
    raise ValueError("no deal fits")


def _legal(masks, seat, trick, trick_no, broken):
    b = seat * 4
    if not trick:
        if trick_no == 0:
            return [TWO_CLUBS]
        suits = [u for u in range(4) if masks[b + u]]
        if not broken and len(suits) > 1 and suits[-1] == HEARTS:
            suits.pop()
    else:
        led = trick[0] // 13
        suits = [led] if masks[b + led] else [u for u in range(4) if masks[b + u]]
    cards = [u * 13 + r for u in suits for r in range(13) if masks[b + u] >> r & 1]
    if trick and trick_no == 0 and cards[0] // 13 != trick[0] // 13:
        clean = [c for c in cards if not card_points(c)]
        return clean or cards
    return cards


def _rewards(taken, moon_minus):
    points = hand_scores(taken, moon_minus)
    return [1.0 - p / MOON_POINTS for p in points]


def ismcts_player(rng, iterations=400, explore=0.7):
    def choose(view):
        if view.phase == PASS:
            return basic_pass(view.hand)
        if len(view.legal) == 1:
            return view.legal[0]
        facts = _facts(view)
        root = _Node()
        for _ in range(iterations):
            _iterate(rng, view, facts, root, explore)
        return max(view.legal, key=lambda c: (root.children[c].visits
                                              if c in root.children else -1, -c))
    return choose


def _iterate(rng, view, facts, root, explore):
    masks = _deal(rng, view, facts)
    trick = list(view.trick)
    leader, trick_no, broken = view.leader, view.trick_no, view.hearts_broken
    taken = list(view.taken)
    won = [0, 0, 0, 0]
    for t in view.tricks:
        won[t[2]] += 1
    node = root
    path = []
    while trick_no < 13:
        seat = (leader + len(trick)) % 4
        moves = _legal(masks, seat, trick, trick_no, broken)
        fresh = [c for c in moves if c not in node.children]
        for c in moves:
            if c in node.children:
                node.children[c].avail += 1
        if fresh:
            c = fresh[rng.randbelow(len(fresh))]
            child = node.children[c] = _Node()
            child.avail = 1
        else:
            best = None
            for m in moves:
                ch = node.children[m]
                v = ch.reward / ch.visits + explore * math.sqrt(math.log(ch.avail) / ch.visits)
                if best is None or v > best:
                    best, c = v, m
            child = node.children[c]
        masks[seat * 4 + c // 13] &= ~(1 << (c % 13))
        trick.append(c)
        if c >= FIRST_HEART or (view.qs_breaks and c == QUEEN_SPADES):
            broken = True
        path.append((child, seat))
        node = child
        if len(trick) == 4:
            _, win, points = trick_state(trick)
            leader = (leader + trick.index(win)) % 4
            taken[leader] += points
            won[leader] += 1
            trick = []
            trick_no += 1
        if fresh:
            break
    if trick_no < 13:
        play_out(masks, leader, trick, trick_no, broken, view.qs_breaks, taken, won,
                    -1, 15)
    rewards = _rewards(taken, view.moon_minus)
    for child, seat in path:
        child.visits += 1
        child.reward += rewards[seat]

