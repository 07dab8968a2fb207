"""Full-pay 9/6 Jacks or Better pay table."""
from firmware.games.poker.hands import ROYAL_FLUSH

MAX_BET = 5
# Coins paid per coin bet, indexed by hand category (hands.py).
PER_COIN = (0, 1, 2, 3, 4, 6, 9, 25, 50, 250)
# The royal's bonus: 800 per coin (4000) when the maximum is bet.
ROYAL_AT_MAX_BET = 4000
# Per-coin pays at the maximum bet: what the hold advisor and the exact return use.
PER_COIN_AT_MAX = (0, 1, 2, 3, 4, 6, 9, 25, 50, 800)


def payout(category, bet):
    """Coins returned (stake included) for a final hand at a bet of 1..5 coins."""
    if category == ROYAL_FLUSH and bet == MAX_BET:
        return ROYAL_AT_MAX_BET
    return PER_COIN[category] * bet
