"""The `hard` player: determinized Monte Carlo over the rule-based playout (playout.py).

For each decision it deals the unseen cards at random consistently with what it knows
(inference.py: voids, passed cards, card counting), plays every distinct candidate card
in the same deals and finishes the hand with the playout heuristic, and picks the card
with the best mean outcome. The outcome is the hand's score seen relatively: the others'
mean points minus ours, moon shots included, so it shoots when the cards allow and spends
a trick to stop another seat's moon. The work is bounded by a count of simulated card
plays (PLAY_BUDGET), calibrated so that a decision costs at most about 1 s on the Pico;
no clock is read, so a seeded game replays identically. Passing uses the basic rules.
"""
from firmware.games.hearts import playout
from firmware.games.hearts.ai import basic_pass, basic_play
from firmware.games.hearts.engine import PASS, QUEEN_SPADES, MOON_POINTS
from firmware.games.hearts.inference import Knowledge, sample

# Simulated card plays per decision: ~6.5 ms of unix-port MicroPython (1 s on the device).
PLAY_BUDGET = 3600
MIN_DEALS = 2
MAX_DEALS = 100


def candidates(view, first):
    """Legal cards that lead to different games: of cards of a suit with only our own or
    already gathered cards between them only one is tried; the Q-spade always counts on its own.
    first (the basic player's choice) comes first so that it wins ties."""
    held = [False] * 52  # ours or gone; a card of the current trick still splits a run
    for c in view.hand:
        held[c] = True
    for t in view.tricks:
        for c in t[1]:
            held[c] = True
    groups = []
    group = -1
    prev = -2
    for c in view.legal:  # sorted
        joined = c // 13 == prev // 13 and c != QUEEN_SPADES and prev != QUEEN_SPADES
        if joined:
            for x in range(prev + 1, c):
                if not held[x]:
                    joined = False
                    break
        if not joined:
            group += 1
            groups.append(c)
        if c == first:
            groups[group] = c
        prev = c
    groups.remove(first)
    return [first] + groups


def score(taken, seat, moon_minus):
    """Relative outcome of a finished hand for seat: others' mean points minus its own."""
    if MOON_POINTS in taken:
        shooter = taken.index(MOON_POINTS)
        if moon_minus:
            pts = [0, 0, 0, 0]
            pts[shooter] = -MOON_POINTS
        else:
            pts = [MOON_POINTS] * 4
            pts[shooter] = 0
    else:
        pts = taken
    return (pts[0] + pts[1] + pts[2] + pts[3] - 4 * pts[seat]) / 3


def hard_player(rng, budget=PLAY_BUDGET):
    def choose(view):
        if view.phase == PASS:
            return basic_pass(view.hand)
        first = basic_play(view)
        if len(view.legal) == 1:
            return first
        cands = candidates(view, first)
        if len(cands) == 1:
            return first
        remaining = 52 - 4 * view.trick_no - len(view.trick)
        deals = budget // (len(cands) * remaining)
        deals = MIN_DEALS if deals < MIN_DEALS else MAX_DEALS if deals > MAX_DEALS else deals
        know = Knowledge(view)
        totals = [0] * len(cands)
        me = view.seat
        trick = view.trick
        for _ in range(deals):
            masks = sample(rng, view, know)
            for i in range(len(cands)):
                c = cands[i]
                m = list(masks)
                m[me * 4 + c // 13] &= ~(1 << (c % 13))
                taken = list(view.taken)
                playout.run(m, view.leader, trick + [c], view.trick_no,
                            view.hearts_broken, taken)
                totals[i] += score(taken, me, view.moon_minus)
        best = 0
        for i in range(1, len(cands)):
            if totals[i] > totals[best]:
                best = i
        return cands[best]
    return choose
