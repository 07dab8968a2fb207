# runs-on: micropython
from firmware.games.poker.hands import CATEGORIES, ROYAL_FLUSH
from firmware.games.poker.paytable import MAX_BET, PER_COIN, PER_COIN_AT_MAX, payout

# 9/6 Jacks or Better, total coins paid at bets 1..5, from the published pay table.
EXPECTED = {
    "royal_flush": (250, 500, 750, 1000, 4000),
    "straight_flush": (50, 100, 150, 200, 250),
    "four_of_a_kind": (25, 50, 75, 100, 125),
    "full_house": (9, 18, 27, 36, 45),
    "flush": (6, 12, 18, 24, 30),
    "straight": (4, 8, 12, 16, 20),
    "three_of_a_kind": (3, 6, 9, 12, 15),
    "two_pair": (2, 4, 6, 8, 10),
    "jacks_or_better": (1, 2, 3, 4, 5),
    "nothing": (0, 0, 0, 0, 0),
}


def test_payouts_for_every_category_and_bet():
    from firmware.games.poker.hands import NAMES
    for cat in range(CATEGORIES):
        for bet in range(1, MAX_BET + 1):
            assert payout(cat, bet) == EXPECTED[NAMES[cat]][bet - 1], (NAMES[cat], bet)


def test_max_bet_per_coin_table_matches_payouts():
    for cat in range(CATEGORIES):
        assert PER_COIN_AT_MAX[cat] * MAX_BET == payout(cat, MAX_BET)
        if cat != ROYAL_FLUSH:
            assert PER_COIN_AT_MAX[cat] == PER_COIN[cat]
