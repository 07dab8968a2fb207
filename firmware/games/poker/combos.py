"""Binomial coefficients C(n, k) for n <= 52, k <= 5, and the colex rank of a card set:
all the counting the exact EV and the hold table need, with no big ints."""

# BINOM[n][k] = C(n, k)
BINOM = []
for _n in range(53):
    _row = [1]
    for _k in range(1, 6):
        _row.append(_row[-1] * (_n - _k + 1) // _k)
    BINOM.append(_row)


def colex_rank(sorted_cards):
    """Index of a set of distinct card ints (ascending) among all sets of its size,
    0 .. C(52, k) - 1: sum of C(card_j, j + 1)."""
    r = 0
    for j in range(len(sorted_cards)):
        r += BINOM[sorted_cards[j]][j + 1]
    return r
