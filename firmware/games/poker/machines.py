"""The four machines after Jacks or Better (paytable.py): 8/5 Bonus Poker, 10/7 Double
Bonus, 9/6 Double Double Bonus and full-pay Deuces Wild; each a paytable.PayTable named by
its key in capitals (paytable.by_key)."""
from firmware.games.poker import wild
from firmware.games.poker.cards import ACE
from firmware.games.poker.hands import FOUR_OF_A_KIND, NAMES, TITLES, evaluate, scoring
from firmware.games.poker.paytable import MACHINES, SHORT, PayTable

# The bonus machines' lines: Jacks or Better's up to the full house, then its four of a kind
# split (kickers only in Double Double Bonus), then the straight and royal flushes.
_LOW = 7  # lines 0..6: nothing .. full house, as in hands.py
_FOUR_5K = 7
_FOUR_234 = 8
_FOUR_ACES = 9
_FOUR_234_KICKER = 10  # Double Double Bonus only: four 2s-4s with an A, 2, 3 or 4
_FOUR_ACES_KICKER = 11  # Double Double Bonus only: four aces with a 2, 3 or 4
_FLUSHES = 2  # straight flush, royal flush: the last two lines of every bonus machine
_BONUS = (NAMES[:_LOW] + ("four_5_k", "four_2_4", "four_aces") + NAMES[-_FLUSHES:],
          TITLES[:_LOW] + ("FOUR 5s-Ks", "FOUR 2s-4s", "FOUR ACES") + TITLES[-_FLUSHES:],
          SHORT[:_LOW] + ("4 5-K", "4 2-4", "4 ACES") + SHORT[-_FLUSHES:])
_KICKERS = (_BONUS[0][:-_FLUSHES] + ("four_2_4_kicker", "four_aces_kicker") + NAMES[-_FLUSHES:],
            _BONUS[1][:-_FLUSHES] + ("FOUR 2s-4s + A-4", "FOUR ACES + 2-4") + TITLES[-_FLUSHES:],
            _BONUS[2][:-_FLUSHES] + ("2-4+A-4", "A+2-4") + SHORT[-_FLUSHES:])


def _four(cards):
    """(rank of the four, the kicker's rank) of a four of a kind."""
    r = sorted(c >> 2 for c in cards)
    quad = r[2]  # the middle card of sorted ranks is always one of the four
    return quad, r[4] if r[0] == quad else r[0]


def _bonus_line(cards, kickers):
    cat = evaluate(cards)
    if cat < FOUR_OF_A_KIND:
        return cat
    if cat > FOUR_OF_A_KIND:  # straight or royal flush: the last two lines
        return cat - FOUR_OF_A_KIND + _FOUR_ACES + (2 if kickers else 0)
    quad, kicker = _four(cards)
    if quad == ACE:
        return _FOUR_ACES_KICKER if kickers and kicker <= 2 else _FOUR_ACES
    if quad <= 2:  # 2s, 3s, 4s
        return _FOUR_234_KICKER if kickers and (kicker <= 2 or kicker == ACE) else _FOUR_234
    return _FOUR_5K


def _bonus(cards):
    return _bonus_line(cards, False)


def _double_double(cards):
    return _bonus_line(cards, True)


def _double_double_scoring(cards):
    """hands.scoring's mask, with the kicker where it makes the pay (four 2s-4s + A-4,
    four aces + 2-4: all five cards)."""
    if _double_double(cards) in (_FOUR_234_KICKER, _FOUR_ACES_KICKER):
        return 31
    return scoring(cards)


BONUS = PayTable("bonus", MACHINES[1][1], "BONUS", "Bonus Poker", _BONUS,
                 (0, 1, 2, 3, 4, 5, 8, 25, 40, 80, 50, 250), _bonus, scoring, "99.1660")
DOUBLE_BONUS = PayTable("double_bonus", MACHINES[2][1], "2X BONUS", "Double Bonus",
                        _BONUS, (0, 1, 1, 3, 5, 7, 10, 50, 80, 160, 50, 250), _bonus, scoring,
                        "100.1725")
DOUBLE_DOUBLE = PayTable("double_double", MACHINES[3][1], "DBL DBL",
                         "Double Double Bonus",
                         _KICKERS, (0, 1, 1, 3, 4, 6, 9, 50, 80, 160, 160, 400, 50, 250),
                         _double_double, _double_double_scoring, "98.9808")
DEUCES = PayTable("deuces", MACHINES[4][1], "2s WILD", "Deuces Wild",
                  (wild.NAMES, wild.TITLES, wild.SHORT), (0, 1, 2, 2, 3, 5, 9, 15, 25, 200, 250),
                  wild.evaluate, wild.scoring, "100.7620", wild.WILD_RANK)
