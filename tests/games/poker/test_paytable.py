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


# Each machine's hands: (cards, record name of the line); the pays per coin are checked
# against the published tables below.
MACHINE_HANDS = {
    "bonus": (("AS AD AH AC 5D", "four_aces"), ("3S 3D 3H 3C AD", "four_2_4"),
              ("9S 9D 9H 9C 2D", "four_5_k"), ("9S TS JS QS KS", "straight_flush"),
              ("TS JS QS KS AS", "royal_flush"), ("JS JD 4H 5C 6D", "jacks_or_better")),
    "double_double": (("AS AD AH AC 4D", "four_aces_kicker"), ("AS AD AH AC 5D", "four_aces"),
                      ("3S 3D 3H 3C AD", "four_2_4_kicker"), ("3S 3D 3H 3C 2D", "four_2_4_kicker"),
                      ("4S 4D 4H 4C 5D", "four_2_4"), ("KS KD KH KC AD", "four_5_k"),
                      ("AS 2S 3S 4S 5S", "straight_flush"), ("TS JS QS KS AS", "royal_flush")),
    "deuces": (("2S 2D 2H 2C AD", "four_deuces"), ("TS JS QS KS AS", "royal_flush"),
               ("2S JS QS KS AS", "wild_royal"), ("2S 2D QS KS AS", "wild_royal"),
               ("2S 9D 9H 9C 9S", "five_of_a_kind"), ("2S 2D 5S 6S 8S", "straight_flush"),
               ("2S 3H 4H 5H 6H", "straight_flush"), ("2S AH 3H 4H 5H", "straight_flush"),
               ("2S 9D 9H 9C 5S", "four_of_a_kind"), ("2S 2D 9H 5C 5S", "four_of_a_kind"),
               ("2S 9D 9H 5C 5S", "full_house"), ("9S 9D 9H 5C 5S", "full_house"),
               ("2S 4S 7S JS KS", "flush"), ("2S 2D 5C 7S 9H", "straight"),
               ("AS KD QC JS TH", "straight"), ("2S 9D 9H 5C 7S", "three_of_a_kind"),
               ("2S 2D 9H 5C KS", "three_of_a_kind"), ("2S 9D 8H 5C KS", "nothing"),
               ("AS AD KH KC 5S", "nothing")),
}
# Per coin at 1-4 coins, from the published tables (Wizard of Odds), by record name.
PUBLISHED = {
    "bonus": {"four_aces": 80, "four_2_4": 40, "four_5_k": 25, "full_house": 8, "flush": 5,
              "straight": 4, "two_pair": 2, "straight_flush": 50, "royal_flush": 250},
    "double_bonus": {"four_aces": 160, "four_2_4": 80, "four_5_k": 50, "full_house": 10,
                     "flush": 7, "straight": 5, "two_pair": 1, "jacks_or_better": 1},
    "double_double": {"four_aces_kicker": 400, "four_2_4_kicker": 160, "four_aces": 160,
                      "four_2_4": 80, "four_5_k": 50, "full_house": 9, "flush": 6,
                      "straight": 4, "two_pair": 1},
    "deuces": {"four_deuces": 200, "wild_royal": 25, "five_of_a_kind": 15,
               "straight_flush": 9, "four_of_a_kind": 5, "full_house": 3, "flush": 2,
               "straight": 2, "three_of_a_kind": 1, "nothing": 0, "royal_flush": 250},
}


def test_each_machine_ranks_its_hands():
    from firmware.games.poker.cards import parse_all
    from firmware.games.poker.paytable import by_key
    for key, hands in MACHINE_HANDS.items():
        table = by_key(key)
        for deal, want in hands:
            got = table.names[table.evaluate(parse_all(deal))]
            assert got == want, (key, deal, got)


def test_each_machine_pays_its_published_table():
    from firmware.games.poker.paytable import by_key, tables
    for key, pays in PUBLISHED.items():
        table = by_key(key)
        for name, per_coin in pays.items():
            line = table.names.index(name)
            for bet in range(1, MAX_BET):
                assert table.payout(line, bet) == per_coin * bet, (key, name)
        assert table.payout(table.royal, MAX_BET) == 4000  # 800 per coin at the maximum
    for table in tables():  # lines in the order of the pay table: nothing first, royal last
        assert table.lines == len(table.names) == len(table.titles) == len(table.short)
        assert table.names[0] == "nothing" and table.names[-1] == "royal_flush"
        assert table.per_coin_at_max[-1] == 800


def test_each_machine_marks_the_cards_that_make_its_win():
    # review 39: the winning cards marked after the draw; a kicker that raises the pay is
    # one of them (Double Double Bonus), one that does not is not (Bonus Poker)
    from firmware.games.poker.cards import parse_all
    from firmware.games.poker.paytable import by_key
    marks = {
        "jacks": (("QC 5D QS 9H KC", 0b00101), ("7C 2D 7S 2H 3C", 0b01111),
                  ("7C 7D 9S 7H 3C", 0b01011), ("AC AD AS 3H AH", 0b10111),
                  ("7C 7D 7S 2H 2C", 31), ("2D 7D 9D JD KD", 31), ("AC 2D 3S 4H 5C", 31),
                  ("9S TS JS QS KS", 31), ("TH AH QH KH JH", 31), ("TC TD 2S 5H 9C", 0)),
        "bonus": (("AC AD AS 3H AH", 0b10111), ("3C 3D 3S AH 3H", 0b10111)),
        "double_double": (("AC AD AS 3H AH", 31), ("AC AD AS 5H AH", 0b10111),
                          ("3C 3D 3S AH 3H", 31), ("3C 3D 3S KH 3H", 0b10111),
                          ("9C 9D 9S 2H 9H", 0b10111), ("KC KD 4S 4H 9C", 0b01111)),
        "deuces": (("2S 9D 9H 5C 7S", 0b00111), ("2S 2D 9H 5C KS", 0b10011),
                   ("2S 2D 2H 2C AD", 0b01111), ("2S 2D 5C 7S 9H", 31),
                   ("2S 9D 9H 9C 9S", 31), ("2S TH JH QH KH", 31), ("2S 9D 8H 5C KS", 0)),
    }
    for key, hands in marks.items():
        table = by_key(key)
        for deal, mask in hands:
            assert table.scoring(parse_all(deal)) == mask, (key, deal)
