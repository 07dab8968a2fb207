# runs-on: micropython
from firmware.games.poker.cards import names, parse_all
from firmware.games.poker.strategy import advise


def held(text):
    cards = parse_all(text)
    mask = advise(cards)
    return " ".join(names([cards[i] for i in range(5) if mask >> i & 1]))


def test_rules_in_order():
    cases = (
        ("AS KS QS JS TS", "AS KS QS JS TS"),  # royal
        ("7C 7D 7S 7H 2C", "7C 7D 7S 7H 2C"),  # quads
        ("AS KS QS JS 2S", "AS KS QS JS"),  # 4 to a royal beats a flush
        ("5C 6D 7S 8H 9C", "5C 6D 7S 8H 9C"),  # straight
        ("7C 7D 7S 2H 3C", "7C 7D 7S"),  # trips
        ("5H 6H 7H 8H KC", "5H 6H 7H 8H"),  # 4 to a straight flush
        ("7C 7D 2S 2H 3C", "7C 7D 2S 2H"),  # two pair
        ("JC JD 2S 5H 9C", "JC JD"),  # high pair
        ("AS KS QS 2C 2D", "AS KS QS"),  # 3 to a royal beats a low pair
        ("2H 6H 9H KH 3C", "2H 6H 9H KH"),  # 4 to a flush
        ("TC JD QS KH 3C", "TC JD QS KH"),  # unsuited TJQK
        ("4C 4D 9S JH 2C", "4C 4D"),  # low pair
        ("5C 6D 7S 8H KC", "5C 6D 7S 8H"),  # outside straight
        ("QH JH 2C 5D 8S", "QH JH"),  # suited QJ
        ("AC KD QS JH 3C", "AC KD QS JH"),  # inside straight, 4 high
        ("AH KH 2C 5D 8S", "AH KH"),  # suited AK
        ("KC QD JS 4H 2C", "KC QD JS"),  # unsuited JQK
        ("AC KD 7S 4H 2C", "AC KD"),  # two high cards, ace high
        ("AC KD QS 4H 2C", "KD QS"),  # with three, drop the ace
        ("JC 8D 6S 4H 2C", "JC"),  # one high card
        ("2C 5D 7S 9H TC", ""),  # garbage
    )
    for deal, want in cases:
        assert held(deal) == want, (deal, held(deal), want)


def test_suit_renaming_keeps_the_same_hold():
    # The exact bench scores the list over suit classes: renaming suits must not matter.
    deals = ("AS KS QH JH 2C", "QH JH TS 9S 2C", "5H 6H 7H KC KD", "9C TC JD QD 2S",
             "AH 4H 5H 6S 7S", "KH TH QS 9S 3D")
    perms = ((1, 2, 3, 0), (3, 2, 1, 0), (0, 2, 1, 3), (2, 3, 0, 1))
    for deal in deals:
        cards = parse_all(deal)
        mask = advise(cards)
        for p in perms:
            renamed = [c & ~3 | p[c & 3] for c in cards]
            assert advise(renamed) == mask, (deal, p)
