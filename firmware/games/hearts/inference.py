"""What one seat knows about the others' cards, and random deals consistent with it.

Known for sure: a seat that did not follow suit is void in the led suit; a seat that led a
heart before hearts were broken held nothing but hearts; the cards we passed sit in the
receiver's hand until it plays them; played cards and our own appear in no sample.
Inferred (reading.py): what a seat's plays rule out, if it plays like the playout
heuristic; a seat that once plays a card so ruled out does not, and only the sure facts
are kept for it. Deals in which the seat that passed to us kept cards it would have passed
before the ones it did are redealt a few times.
Everything else unseen is dealt at random.
"""
from firmware.games.hearts.engine import (
    HEARTS, FIRST_HEART, PASS_OFFSET, QUEEN_SPADES)
from firmware.games.hearts.bits import buffer
from firmware.games.hearts.reading import ALL, infer
from hal.native import load

# As bytecode without the native emitter.
playout = load("firmware.games.hearts.playout")
dealer = load("firmware.games.hearts.dealer")

_ATTEMPTS = 4  # shuffles tried with a plan of sample() before the next
LOW_PASS = 5  # a pass of three cards below the 7 tells a shooter (_low_pass)


class Knowledge:
    """sure[s * 4 + suit]: ranks of the suit seat s surely does not hold (voids);
    excluded: the same with what its plays tell (see above); known[s]: cards seat s surely
    holds; unseen: the other cards no-one has shown; need[s]: how many unseen cards seat s
    holds besides its known ones; odd[s]: seat s played a card its plays had ruled out,
    or holds one we passed it (it does not duck like ai.basic); racing[s]: seat s passed
    us three low cards (_low_pass), or it is odd, has taken points and every card it played
    to a suit was lower than the one it played to that suit before, as a shooter's are who
    plays its highest cards (hard.moon_defence suspects it of running for the moon; a
    random player soon plays otherwise). unread[s]: seat s broke the rules in an earlier
    decision of the player (hard_player remembers, hand after hand): as for an odd seat,
    only the sure facts are kept, and its pass is not checked."""

    def __init__(self, view, unread=(False, False, False, False)):
        me = view.seat
        out = [False] * 52
        for c in view.hand:
            out[c] = True
        sure = [0] * 16
        ex = [0] * 16
        odd = [False, False, False, False]  # plays against the heuristic's rules
        racing = [True, True, True, True]
        last = [52] * 16  # the last card each seat played to a trick of its suit
        played_by = [0, 0, 0, 0]
        shown = [0] * 16  # cards played, per seat and suit
        plays = [(t[0], t[1]) for t in view.tricks]
        if view.trick:
            plays.append((view.leader, view.trick))
        broken = False
        queen_gone = False
        for k in range(len(plays)):
            leader, cards = plays[k]
            led = cards[0] // 13
            if led == HEARTS and not broken:
                for u in range(3):
                    sure[leader * 4 + u] = ALL
            win = cards[0]
            points = 0
            for i in range(len(cards)):
                c = cards[i]
                s = (leader + i) % 4
                out[c] = True
                played_by[s] += 1
                shown[s * 4 + c // 13] |= 1 << (c % 13)
                if s != me:
                    odd[s] = odd[s] or ex[s * 4 + c // 13] >> (c % 13) & 1
                    infer(ex, s * 4, c, i, cards, win, points, k == 0, broken, queen_gone)
                if c // 13 != led:
                    sure[s * 4 + led] = ALL
                else:
                    racing[s] = racing[s] and c < last[s * 4 + led]
                    last[s * 4 + led] = c
                    if c > win:
                        win = c
                if c >= FIRST_HEART:
                    points += 1
                elif c == QUEEN_SPADES:
                    points += 13
                    queen_gone = True
            for c in cards:
                if c >= FIRST_HEART or (view.qs_breaks and c == QUEEN_SPADES):
                    broken = True
        known = [[], [], [], []]
        if view.passed and view.pass_to != me:
            t = view.pass_to
            for c in view.passed:
                if not out[c]:
                    known[t].append(c)
                    out[c] = True
                    odd[t] = odd[t] or ex[t * 4 + c // 13] >> (c % 13) & 1
        # Playing from the top before any points are its own is no sign of a run: simple
        # players that take tricks with their high cards early look just the same.
        scoring = [view.taken[s] > 0 for s in range(4)]
        p = (me - PASS_OFFSET[view.pass_dir]) % 4  # the seat that passed to us
        low = _low_pass(view)
        if low:  # it passed its lowest cards: the rest of its hand ranks above them
            odd[p] = racing[p] = scoring[p] = True
            for u in range(4):
                if not shown[p * 4 + u] & low:
                    sure[p * 4 + u] |= low
        for i in range(16):
            ex[i] = sure[i] if odd[i // 4] or unread[i // 4] else ex[i] | sure[i]
        self.odd = odd
        self.racing = [odd[s] and racing[s] and scoring[s] for s in range(4)]
        self.sure = sure
        self.excluded = ex
        self.known = known
        self.unseen = [c for c in range(52) if not out[c]]
        need = [13 - played_by[s] - len(known[s]) for s in range(4)]
        need[me] = 0
        self.need = need
        # Our hand and the known cards as masks, the base of every sample.
        base = [0] * 16
        for c in view.hand:
            base[me * 4 + c // 13] |= 1 << (c % 13)
        for s in range(4):
            for c in known[s]:
                base[s * 4 + c // 13] |= 1 << (c % 13)
        self.passer = -1
        if view.received and not unread[p] and not odd[p]:
            self._passer(view, p, shown)
        # What sample() tries in turn (plan, check the pass): all that is inferred, the
        # same without the pass, the sure facts, nothing.
        plans = []
        best = _plan(ex, base, need, self.unseen)
        if best:
            if self.passer >= 0:
                plans.append((best, True))
            plans.append((best, False))
        sure_plan = _plan(sure, base, need, self.unseen)
        if sure_plan:
            plans.append((sure_plan, False))
        plans.append((([0] * 16, base, need, (0, 1, 2, 3), self.unseen), False))
        self.plans = plans
        self.shuffles = 0
        self.seed = 1  # the state of deal()'s generator: the caller seeds it
        _loaded[2] += 1
        self.serial = _loaded[2]

    def _passer(self, view, p, shown):
        """Set what passed_like_basic() needs of p, the seat that passed to us: passer,
        fixed (per suit: what it played and what it passed us), got (what it received,
        when that was our pass), sent (what it passed us, as masks and as cards) and slack
        (how many received cards of its own passer we cannot tell apart)."""
        self.passer = p
        self.got = [0, 0, 0, 0]
        self.slack = 3
        if view.pass_to == p:
            self.slack = 0
            for c in view.passed:
                self.got[c // 13] |= 1 << (c % 13)
        self.sent = [0, 0, 0, 0]
        for c in view.received:
            self.sent[c // 13] |= 1 << (c % 13)
        self.sent_cards = view.received
        self.fixed = [shown[p * 4 + u] | self.sent[u] for u in range(4)]


def _low_pass(view):
    """The ranks (a mask) below the highest card the seat passing to us gave, if all three
    rank below LOW_PASS, else 0: ai.basic passes its most dangerous cards, which are low
    only in a hand without high ones, while a shooter (bench/_hearts_opponents.py, and
    shooters in general) passes its lowest to keep control of every suit."""
    if not view.received:
        return 0
    top = 0
    for c in view.received:
        r = c % 13
        if r >= LOW_PASS:
            return 0
        top = r if r > top else top
    return (1 << top) - 1


def _plan(ex, base, need, unseen):
    """(ex, base, need, order, free) for sample(), or None if no deal honours ex: the cards
    only one seat may hold are given to it in base (so is every card a seat may hold when
    it needs them all), need counts what is still to deal, order puts the seats with the
    least choice first, free are the cards left to shuffle."""
    base = list(base)
    need = list(need)
    free = list(unseen)
    room = [0, 0, 0, 0]
    changed = True
    while changed:
        changed = False
        room[:] = [0, 0, 0, 0]
        kept = []
        for c in free:
            u, bit = c // 13, 1 << (c % 13)
            n = 0
            for s in range(4):
                if need[s] and not ex[s * 4 + u] & bit:
                    n += 1
                    room[s] += 1
                    who = s
            if n == 0:
                return None
            if n == 1:
                base[who * 4 + u] |= bit
                need[who] -= 1
                changed = True
            else:
                kept.append(c)
        free = kept
        for s in range(4):
            if room[s] < need[s]:
                return None
            if need[s] and room[s] == need[s] and not changed:
                b = s * 4
                kept = []
                for c in free:
                    if ex[b + c // 13] >> (c % 13) & 1:
                        kept.append(c)
                    else:
                        base[b + c // 13] |= 1 << (c % 13)
                free = kept
                need[s] = 0
                changed = True
    order = sorted(range(4), key=lambda s: (room[s] - need[s], s))
    return ex, base, need, order, free


def _load(know):
    """Write know's first plan into dealer.PLAN, deal()'s buffer."""
    plan, check = know.plans[0]
    ex, base, need, order, free = plan
    buf = dealer.PLAN
    buf[dealer.CHECK] = 1 if check else 0
    if check:
        _load_pass(know)
    for k in range(16):
        buf[dealer.EX + k] = ex[k]
        buf[dealer.BASE + k] = base[k]
    for s in range(4):
        buf[dealer.NEED + s] = need[s]
        buf[dealer.ORDER + s] = order[s]
    buf[dealer.NFREE] = len(free)
    for i in range(len(free)):
        buf[dealer.FREE + i] = playout.code(free[i])


def _load_pass(know):
    """Write what dealer.passed_like_basic() reads of know's passer into dealer.PLAN."""
    buf = dealer.PLAN
    buf[dealer.PASSER] = know.passer
    buf[dealer.SLACK] = know.slack
    for u in range(4):
        buf[dealer.FIXED + u] = know.fixed[u]
        buf[dealer.GOT + u] = know.got[u]
        buf[dealer.SENT + u] = know.sent[u]
    for k in range(3):
        buf[dealer.SENT_CARDS + k] = playout.code(know.sent_cards[k])


def passed_like_basic(know, masks):
    """dealer.passed_like_basic() of know's passer in the deal masks (16 masks), as deal()
    checks it (the tests' view of the check)."""
    _load_pass(know)
    _loaded[0] = 0  # PLAN no longer holds a whole plan
    dealt = buffer(16)
    for k in range(16):
        dealt[k] = masks[k]
    return dealer.passed_like_basic(dealt, dealer.PLAN) == 1


# Which Knowledge (its serial) and how many plans it had when PLAN was last written, and
# the last serial given: numbers, not the object, so that no decision's knowledge outlives it.
_loaded = [0, 0, 0]


def sample(know):
    """16 suit masks (masks[seat * 4 + suit]) of a deal consistent with know, our own hand
    as it is, dealt by dealer.deal() from the first of know's plans. If a few shuffles
    cannot honour all that was inferred, the plan is dropped for good (so a decision never
    pays for it twice) and the next one tried; the last, which ignores everything inferred,
    always succeeds. know.shuffles counts the shuffles, the cost of sampling; know.seed
    carries the generator's state from deal to deal.
    The returned buffer (dealer.DEAL) is valid until the next call."""
    masks = dealer.DEAL
    while True:
        if _loaded[0] != know.serial or _loaded[1] != len(know.plans):
            _load(know)
            _loaded[0] = know.serial
            _loaded[1] = len(know.plans)
        for _ in range(_ATTEMPTS):
            know.shuffles += 1
            seed = dealer.deal(masks, dealer.PLAN, know.seed)
            if seed >= 0:
                know.seed = seed
                return masks
            know.seed = -1 - seed
        if len(know.plans) == 1:
            raise ValueError("no deal fits the cards left")
        know.plans.pop(0)
