"""The `hard` player: determinized Monte Carlo over the rule-based playout (playout.py).

For each decision it deals the unseen cards at random consistently with what it knows
(inference.py: voids, passed cards, card counting, what the others' plays and pass
tell if they play like the playout heuristic; a seat that has broken its rules once is not
read again), plays every distinct candidate card
in the same deals, finishes the hand with the playout heuristic, and picks the card with
the best total outcome (playout.run's value: our points, moon shots included, so it
shoots when the cards allow and spends a trick to stop another seat's moon; a moon by a
seat that does not play like ai.basic weighs 60 points more, playout.MOON_FEAR). In the
playouts a seat that has played exactly as ai.basic would is taken to be one: it neither
runs for the moon nor stops ours (against basic players this makes hard shoot in about
one hand in eight); a seat that plays like a shooter (Knowledge.racing) runs for it.
Candidates that trail after a round of deals drop out (successive halving), so close
calls get most of the deals.
The deals and play-outs are machine code (playout.py's viper routines). The work is
bounded by a count of work (BUDGET, in microseconds of the Pico as measured for each kind
of work), so a decision keeps within its time; no clock is read, so a seeded game replays
identically. Passing follows rules of thumb (passing.py). Once another seat has run for
the moon (held every point taken, SHOT_POINTS or more) the table is wary: the pass keeps
guarded spade honours too and gives its highest heart from the 6 up first, and an early
discard keeps the highest heart from a seat that has broken ai.basic's rules and may be
starting a moon (keep_stopper): all measured against Sturtevant's players and the bench's
tables (DESIGN.md section 9).
"""
from firmware.games.hearts.ai import basic_play, trick_state
from firmware.games.hearts.engine import (
    FIRST_HEART, HEARTS, PASS, QUEEN_SPADES, card_points)
from firmware.games.hearts.inference import Knowledge, playout, sample
from firmware.games.hearts.passing import hard_pass
from hal.native import runs_from_source

# Work per decision in microseconds of the Pico, each kind of work priced as measured on
# the emulated Pico (125 MHz, MicroPython 1.28): a shuffle of a deal DEAL_US + UNSEEN_US per
# unseen card, CHECK_US more when the deal is checked against the pass (a deal the inference
# rejects is shuffled again); a candidate's play-out RUN_US + CARD_US per card left. With the
# rest of its work (reading the plays) a decision took 0.27 s median, 0.36 s at most there,
# so that a trick of three hard cards keeps to the table's 0.35 s pace (DESIGN.md section 9;
# test_ai.py holds the work of every phase of the hand to these prices).
BUDGET = 300000
# Where they run as bytecode (a MicroPython without the native emitter: the browser page)
# deals and play-outs cost about 12 times as much: the budget shrinks to match, so the
# cards keep their pace there (and the player plays as before its viper routines).
BYTECODE_SHARE = 12
if runs_from_source(playout):
    BUDGET //= BYTECODE_SHARE
DEAL_US = 110
UNSEEN_US = 6
CHECK_US = 150
RUN_US = 95
CARD_US = 7
MIN_DEALS = 2  # even a decision that overruns the budget looks at two deals
# A seat that has taken every point so far, this many or more, has run for the moon: from
# then on the table is wary (hard_player).
SHOT_POINTS = 20
STOPPER_TRICKS = 8  # keep_stopper's reach: a moon shows itself by then
FIRST_BONUS = 3  # a quarter point a deal (13 a point in playout.run's value) to basic's card


def candidates(view, first):
    """Legal cards that lead to different games: of cards of a suit with only our own or
    already gathered cards between them only one is tried; the Q-spade always counts on its own.
    first (the basic player's choice) comes first so that it wins ties."""
    held = held_cards(view)  # a card of the current trick still splits a run
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


def held_cards(view):
    """held[card]: the card is ours or in a trick already taken."""
    held = [False] * 52
    for c in view.hand:
        held[c] = True
    for t in view.tricks:
        for c in t[1]:
            held[c] = True
    return held


def hard_player(rng, budget=BUDGET):
    # The seats that broke the reading's rules (Knowledge.odd) in an earlier decision of
    # this player, counted from its own (1: the next to play): their plays are not read
    # again. The same players keep their places around it from hand to hand (the arena's
    # --rotate moves all of them together).
    broke = [False, False, False, False]
    # Wary: another seat has run for the moon (SHOT_POINTS) in a decision of this player.
    # Only then do the rules against shooters apply (the pass, keep_stopper): they cost
    # points against players who break ai.basic's rules but seldom shoot (the bench's mixed
    # table, DESIGN.md section 9).
    wary = [False]

    def choose(view):
        if view.phase == PASS:
            return hard_pass(view.hand, wary[0])
        me = view.seat
        total = view.taken[0] + view.taken[1] + view.taken[2] + view.taken[3]
        for s in range(4):
            if s != me and view.taken[s] == total >= SHOT_POINTS:
                wary[0] = True
        first = basic_play(view)
        if len(view.legal) == 1:
            return first
        places = [(s - me) % 4 for s in range(4)]
        know = Knowledge(view, [broke[places[s]] for s in range(4)])
        for s in range(4):
            if know.odd[s]:
                broke[places[s]] = True
        cands = moon_defence(view, candidates(view, first), know)
        cands = keep_stopper(view, cands, [wary[0] and broke[places[s]] for s in range(4)])
        if len(cands) == 1:
            return cands[0]
        return cands[evaluate(rng, view, know, cands, budget, cands[0] == first)]
    return choose


def moon_defence(view, cands, know):
    """The candidates left once a seat looks like shooting the moon (playout.moon_threat)
    and has won at least half of the tricks, three or more; or, for a seat that plays like
    a shooter (know.racing: it passed us its lowest cards, or it breaks the ducking rules,
    as ai.basic never does, plays its cards of each suit from the top and has taken
    points), for as long as it holds every point taken (none taken yet included, for the
    seat that passed us its lowest cards).
    The sampled deals cannot know how strong the shooter's hand is, so these rules come
    first: throw no points on a trick it is winning or has yet to play to, nor a card no
    other can beat while another will do (holding nothing but points, the lowest heart:
    the high ones may win a heart trick later); take its tricks
    that carry points whenever we can, and otherwise keep our high cards (play the lowest)
    for a later trick."""
    if not view.trick:
        return cands
    won = tricks_won(view)
    threat = moon_threat(view, won)
    if threat < 0:
        total = view.taken[0] + view.taken[1] + view.taken[2] + view.taken[3]
        for s in range(4):
            if know.racing[s] and view.taken[s] == total:
                threat = s
    if threat < 0 or threat == view.seat or not know.racing[threat] and (
            won[threat] < 3 or 2 * won[threat] < view.trick_no):
        return cands
    led, best, points = trick_state(view.trick)
    winning = (view.leader + view.trick.index(best)) % 4 == threat
    if cands[0] // 13 != led:  # a discard: not while the shooter may still win this trick
        if winning or (threat - view.leader) % 4 > len(view.trick):
            clean = [c for c in cands if not card_points(c)]
            if clean:
                held = held_cards(view)
                spare = [c for c in clean if not sure_winner(held, view.trick, c)]
                return spare or clean  # keep the cards that will win a trick from it
            hearts = [c for c in cands if c >= FIRST_HEART]
            return [min(hearts)] if hearts else cands  # the lowest heart: keep the stoppers
        return cands
    if not winning:
        return cands
    over = [c for c in cands if c > best]
    if over and (points or led == HEARTS):
        return over
    if not over:
        return [min(cands)]
    return cands


def keep_stopper(view, cands, broke):
    """The candidates without our highest heart, from the jack up, on a discard in the first
    STOPPER_TRICKS tricks to a trick won so far by a seat that has broken ai.basic's rules
    (broke, by seat), has won a trick and holds every point taken: such a seat may be
    starting a moon, and the heart is what stops it later. The play-outs cannot see this:
    their seats run for the moon only once they hold the points or the tricks."""
    if view.trick_no >= STOPPER_TRICKS or not view.trick or len(cands) < 2:
        return cands
    top = max(view.hand)
    led, best, points = trick_state(view.trick)
    if top < FIRST_HEART or top % 13 < 9 or cands[0] // 13 == led:
        return cands
    w = (view.leader + view.trick.index(best)) % 4
    if not broke[w] or tricks_won(view)[w] < 1:
        return cands
    for s in range(4):
        if s != w and view.taken[s]:
            return cands
    return [c for c in cands if c != top] or cands


def sure_winner(held, trick, card):
    """Whether no card left in play outranks card in its suit: every higher one is ours
    (held_cards) or played (a trick we can take from a shooter later)."""
    for c in range(card + 1, (card // 13 + 1) * 13):
        if not held[c] and c not in trick:
            return False
    return True


def moon_threat(view, won):
    """playout.threat() of the view's points and the tricks won."""
    work = playout.WORK
    for s in range(4):
        work[playout.TAKEN + s] = view.taken[s]
        work[playout.WON + s] = won[s]
    return playout.threat(work, view.trick_no)


def tricks_won(view):
    """Tricks won so far this hand, per seat."""
    won = [0, 0, 0, 0]
    for t in view.tricks:
        won[t[2]] += 1
    return won


def evaluate(rng, view, know, cands, budget, favour_first):
    """Index of the best candidate. Every deal is played out once per candidate still in
    the race (common deals make the comparison fair); after each round of deals the worse
    half drops out, so the budget goes to the close calls. Work is counted in device
    microseconds (see BUDGET). favour_first: cands[0] is the basic player's card, which
    a few noisy deals should not overturn."""
    remaining = 52 - 4 * view.trick_no - len(view.trick)
    deal_cost = DEAL_US + UNSEEN_US * len(know.unseen)
    per_candidate = RUN_US + CARD_US * remaining
    active = list(range(len(cands)))
    totals = [0] * len(cands)
    round_deals = budget // (len(cands) * per_candidate + deal_cost) // 2
    round_deals = round_deals if round_deals > MIN_DEALS else MIN_DEALS
    me = view.seat
    won = tricks_won(view)
    racer = -1
    plain = 0  # seats that have played as ai.basic would: no moon play in the playouts
    for s in range(4):
        if know.racing[s]:  # never our own seat: it is never odd
            racer = s
        if not know.odd[s] and s != me:
            plain |= 1 << s
    # The play-outs' buffer (playout.WORK): the points and tricks so far, the trick with a
    # place for the candidate.
    buf = playout.WORK
    n = len(view.trick)
    for s in range(4):
        buf[playout.START + s] = view.taken[s]
        buf[playout.START + 4 + s] = won[s]
    buf[playout.TRICK] = n + 1
    for i in range(n):
        buf[playout.TRICK + 1 + i] = playout.code(view.trick[i])
    codes = [playout.code(c) for c in cands]
    flags = (1 if view.hearts_broken else 0) | (2 if view.qs_breaks else 0) | (
        4 if view.moon_minus else 0)
    know.seed = rng.next32() >> 2
    spent = 0
    deals = 0
    while deals < MIN_DEALS or spent + len(active) * per_candidate + deal_cost <= budget:
        shuffles = know.shuffles
        masks = sample(know)
        for i in active:
            buf[playout.TRICK + 1 + n] = codes[i]
            totals[i] += playout.run(buf, masks, view.leader, view.trick_no, flags, racer,
                                     plain, me)
        spent += len(active) * per_candidate + (know.shuffles - shuffles) * (
            deal_cost + (CHECK_US if know.plans[0][1] else 0))
        deals += 1
        if deals % round_deals == 0 and len(active) > 2:
            active.sort(key=lambda i: (-totals[i], i))
            active = active[:(len(active) + 1) // 2]
    if favour_first and 0 in active:
        totals[0] += FIRST_BONUS * deals
    best = active[0]
    for i in active:
        if totals[i] > totals[best] or (totals[i] == totals[best] and i < best):
            best = i
    return best
