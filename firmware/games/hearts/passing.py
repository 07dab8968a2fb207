"""The hard player's pass: three cards by rules of thumb. Its own small module, so that the
pass hint needs none of the Monte Carlo player's (hard.py)."""
from firmware.games.hearts.engine import FIRST_HEART, QUEEN_SPADES, SPADES


def hard_pass(hand):
    """Three cards to pass: the spade queen, king and ace unless four lower spades guard
    them (the king and ace without the queen: three), then all of the shortest club or
    diamond suit that fits (a void lets us throw points), then by pass_danger: guarded
    spade honours, then the highest cards, hearts first. Spades below the queen stay, as
    guards, and so does the heart ace: the card that stops a shooter's moon (measured,
    DESIGN.md section 9: fewer moons against three bold shooters, no cost against basic
    players). (Measured against basic: passing guarded honours too beats keeping them.)"""
    suits = [[], [], [], []]
    for c in hand:
        suits[c // 13].append(c)
    low = 0
    for c in suits[SPADES]:
        if c < QUEEN_SPADES:
            low += 1
    out = []
    if low < (4 if QUEEN_SPADES in hand else 3):
        out = [c for c in suits[SPADES] if c >= QUEEN_SPADES][::-1][:3]
    void = None
    for u in (0, 1):
        n = len(suits[u])
        if 0 < n <= 3 - len(out) and (void is None or n < len(suits[void]) or (
                n == len(suits[void]) and suits[u][-1] % 13 > suits[void][-1] % 13)):
            void = u
    if void is not None:
        out += suits[void]
    rest = [c for c in hand if c not in out and (c // 13 != SPADES or c >= QUEEN_SPADES)]
    rest.sort(key=lambda c: (-pass_danger(suits, c), c))
    out += rest
    if len(out) < 3:  # nothing but low spades left to give
        out += [c for c in hand if c not in out]
    return out[:3]


def pass_danger(suits, card):
    """How much a card hurts to keep, for hard_pass (suits: the hand by suit)."""
    rank = card % 13
    if card >= FIRST_HEART:
        return 0 if rank == 12 else rank * 6 + 4  # the ace: a stopper, kept
    if card // 13 == SPADES:
        return rank * 5 + 30  # a guarded queen, king or ace: still the worst to keep
    return rank * 5 + (12 if len(suits[card // 13]) <= 2 else 0)
