"""The hard player's pass: three cards by rules of thumb. Its own small module, so that the
pass hint needs none of the Monte Carlo player's (hard.py)."""
from firmware.games.hearts.engine import FIRST_HEART, HEARTS, QUEEN_SPADES, SPADES

# A hand of at most this many high-card points (A 4, K 3, Q 2, J 1; a hand holds 10 on
# average) keeps its highest heart from the jack up: the high cards are elsewhere, where a
# moon comes from (measured, DESIGN.md section 9).
WEAK_HAND = 10
# The lowest rank (the 6) of the heart a wary pass gives first: a lower one stays, a
# card that ducks every trick (passing it cost points: DESIGN.md section 9).
WARY_HEART = 4


def hard_pass(hand, wary=False):
    """Three cards to pass: the spade queen, king and ace unless three lower spades guard
    them, then all of the shortest club or diamond suit that fits (a void lets us throw
    points), then by pass_danger: guarded spade honours, then the highest cards, hearts
    first, but the king and ace of a club or diamond suit of three or more stay. Spades
    below the queen stay, as guards, and so does the heart ace: the card that stops a
    shooter's moon; in a weak hand (WEAK_HAND) so does the highest heart from the jack up.
    The side kings and aces, and the queen behind three low spades, are kept far more
    often by Sturtevant's searched pass than they were by ours: passed, they let the
    receiver run its suits for the moon (measured, DESIGN.md section 9: fewer moons
    against us from his players and from the bench's shooters, no cost against basic
    players). wary: a seat at the table has run for the moon before (hard.py); then
    the spade king and ace behind three lower spades stay as well when the queen is not
    ours, the control a receiver needs for a moon (measured against Sturtevant's players);
    and the highest heart from the 6 up but the stopper goes first of the cards passed by
    choice, after the unguarded spade honours, and before a suit to void, which must then
    fit in what is left: a middling heart is likely a loser in a shooter's hand, and the
    guarded spade queen or side queen, jack or ten, or the suit of three, that stays
    instead can take a trick from it (measured against Sturtevant's players: fewer moons
    against us, fewer points).
    """
    suits = [[], [], [], []]
    for c in hand:
        suits[c // 13].append(c)
    low = 0
    for c in suits[SPADES]:
        if c < QUEEN_SPADES:
            low += 1
    out = []
    if low < 3:
        out = [c for c in suits[SPADES] if c >= QUEEN_SPADES][::-1][:3]
    stopper = heart_stopper(hand, suits[HEARTS])
    heart = None  # the wary heart: the highest from the 6 up but the stopper
    if wary:
        for c in suits[HEARTS]:
            if c >= FIRST_HEART + WARY_HEART and c != stopper and (heart is None or c > heart):
                heart = c
    room = 3 - len(out) - (0 if heart is None else 1)  # the wary heart before a void
    void = None
    for u in (0, 1):
        n = len(suits[u])
        if 0 < n <= room and (void is None or n < len(suits[void]) or (
                n == len(suits[void]) and suits[u][-1] % 13 > suits[void][-1] % 13)):
            void = u
    if void is not None:
        out += suits[void]
    rest = [c for c in hand if c not in out and (c // 13 != SPADES or c >= QUEEN_SPADES)]
    keep_honours = wary and low >= 3 and QUEEN_SPADES not in suits[SPADES]
    rest.sort(key=lambda c: (-pass_danger(suits, c, stopper, keep_honours), c))
    if heart is not None:  # before any card of choice
        rest.remove(heart)
        rest.insert(0, heart)
    out += rest
    if len(out) < 3:  # nothing but low spades left to give
        out += [c for c in hand if c not in out]
    return out[:3]


def heart_stopper(hand, hearts):
    """The heart hard_pass keeps to stop a moon: the ace, or in a hand of at most WEAK_HAND
    high-card points the highest heart from the jack up; None if there is none."""
    top = max(hearts) if hearts else None
    if top is None or top % 13 < 9:
        return None
    points = 0
    for c in hand:
        if c % 13 >= 9:
            points += c % 13 - 8
    return top if top % 13 == 12 or points <= WEAK_HAND else None


def pass_danger(suits, card, stopper, keep_honours=False):
    """How much a card hurts to keep, for hard_pass (suits: the hand by suit; stopper: the
    heart kept against a moon, heart_stopper(); keep_honours: the spade king and ace are
    kept as a long side suit's are, hard_pass's wary rule)."""
    rank = card % 13
    if card >= FIRST_HEART:
        return 0 if card == stopper else rank * 6 + 4
    if card // 13 == SPADES:  # a guarded queen, king or ace: else still the worst to keep
        return rank if keep_honours else rank * 5 + 30
    if len(suits[card // 13]) <= 2:
        return rank * 5 + 12
    return rank if rank >= 11 else rank * 5  # a long suit's king or ace: kept, as a stopper
