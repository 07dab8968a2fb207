"""Rule-based computer players. A strategy is a function view -> decision (engine.View):
three cards when view.phase is PASS, one card of view.legal when it is PLAY.

random  any legal card, uniformly; passes 3 random cards
basic   sound rules: pass Q-spade, unguarded high spades, high hearts and cards of short
        suits; duck under the trick's winning card, dump Q-spade and high hearts when void,
        lead low, flush the Q-spade out with low spades
moon    always tries to take every point (the moon-defence benchmark's opponent)
The Monte Carlo player `hard` (hard.py) builds on these; players.py names them all.
"""
from firmware.games.hearts.engine import (
    PASS, SPADES, HEARTS, QUEEN_SPADES, FIRST_HEART, card_points)

KING_SPADES = QUEEN_SPADES + 1
ACE_SPADES = QUEEN_SPADES + 2


def random_player(rng):
    def choose(view):
        if view.phase == PASS:
            hand = list(view.hand)
            rng.shuffle(hand)
            return hand[:3]
        return rng.choice(view.legal)
    return choose


def played_cards(view):
    """Cards already out of play this hand, including the current trick."""
    out = list(view.trick)
    for t in view.tricks:
        out += t[1]
    return out


def suit_count(hand, suit):
    n = 0
    for c in hand:
        if c // 13 == suit:
            n += 1
    return n


def pass_danger(hand, card):
    """How much a card hurts to keep: the three highest are passed."""
    suit, rank = card // 13, card % 13
    low_spades = 0
    for c in hand:
        if c // 13 == SPADES and c < QUEEN_SPADES:
            low_spades += 1
    if suit == SPADES and card >= QUEEN_SPADES:
        # Q, K, A of spades are safe only behind enough low spades.
        return 5 if low_spades >= 4 else 100 + rank
    if suit == HEARTS:
        return rank * 6 + 4
    danger = rank * 5
    if suit_count(hand, suit) <= 2:
        danger += 12  # helps to void the suit, so Q-spade and hearts can be dumped
    return danger


def basic_pass(hand):
    # (danger, card) keys: no ties, so MicroPython's unstable sort picks the same cards
    ranked = sorted(hand, key=lambda c: (-pass_danger(hand, c), c))
    return ranked[:3]


def trick_state(trick):
    """(led suit, winning card, points) of a non-empty trick."""
    led = trick[0] // 13
    win = trick[0]
    points = 0
    for c in trick:
        points += card_points(c)
        if c // 13 == led and c > win:
            win = c
    return led, win, points


def highest(cards):
    """Highest-ranked card, the one of the shorter suit on equal ranks."""
    best = cards[0]
    for c in cards:
        if c % 13 > best % 13:
            best = c
    return best


def lowest(cards):
    best = cards[0]
    for c in cards:
        if c % 13 < best % 13:
            best = c
    return best


def basic_lead(view, legal):
    hand = view.hand
    queen_out = QUEEN_SPADES not in hand and QUEEN_SPADES not in played_cards(view)
    low_spades = [c for c in legal if c // 13 == SPADES and c < QUEEN_SPADES]
    if queen_out and low_spades and KING_SPADES not in hand and ACE_SPADES not in hand:
        return max(low_spades)  # safe spade lead: flush the queen out
    safer = [c for c in legal if c // 13 != SPADES or c < QUEEN_SPADES or QUEEN_SPADES not in hand]
    pool = safer or legal
    low = lowest(pool)
    # Among equally low leads prefer the shortest suit, to void it sooner.
    best = low
    for c in pool:
        if c % 13 == low % 13 and suit_count(hand, c // 13) < suit_count(hand, best // 13):
            best = c
    return best


def basic_follow(view, legal):
    led, win, points = trick_state(view.trick)
    last = len(view.trick) == 3
    if led == SPADES and QUEEN_SPADES in legal and win > QUEEN_SPADES:
        return QUEEN_SPADES
    not_queen = [c for c in legal if c != QUEEN_SPADES]
    if last and points == 0 and not_queen:
        return max(not_queen)  # a clean trick: shed the highest card
    below = [c for c in legal if c < win]
    if below:
        return max(below)
    if last:
        return max(not_queen) if not_queen else QUEEN_SPADES
    return min(not_queen) if not_queen else QUEEN_SPADES


def basic_discard(view, legal):
    if QUEEN_SPADES in legal:
        return QUEEN_SPADES
    queen_out = QUEEN_SPADES not in played_cards(view)
    for c in (ACE_SPADES, KING_SPADES):
        if queen_out and c in legal:
            return c
    hearts = [c for c in legal if c >= FIRST_HEART]
    if hearts:
        return max(hearts)
    return highest(legal)


def basic_play(view):
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    if not view.trick:
        return basic_lead(view, legal)
    if legal[0] // 13 == view.trick[0] // 13:
        return basic_follow(view, legal)
    return basic_discard(view, legal)


def basic(view):
    if view.phase == PASS:
        return basic_pass(view.hand)
    return basic_play(view)


def moon(view):
    if view.phase == PASS:
        return sorted(view.hand, key=lambda c: (c % 13, c))[:3]
    legal = view.legal
    if not view.trick:
        return highest(legal)
    if legal[0] // 13 == view.trick[0] // 13:
        return max(legal)
    # Void: throw away a card that carries no points, so every point stays for us.
    clean = [c for c in legal if not card_points(c)]
    return lowest(clean or legal)

