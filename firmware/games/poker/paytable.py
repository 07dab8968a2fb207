"""The machines' pay tables: 9/6 Jacks or Better (the first, and the default), 8/5 Bonus
Poker, 10/7 Double Bonus, 9/6 Double Double Bonus and full-pay Deuces Wild.

A machine's final hands are its lines, numbered from nothing (0) upwards in the order its
pay table lists them; Jacks or Better's lines are hands.py's categories, so its records keep
their meaning. The bonus machines split Jacks or Better's four of a kind by rank (and Double
Double Bonus by kicker); Deuces Wild ranks hands with the four deuces wild (wild.py)."""
from firmware.games.poker import wild
from firmware.games.poker.cards import ACE
from firmware.games.poker.hands import FOUR_OF_A_KIND, NAMES, TITLES, evaluate

MAX_BET = 5
# The royal's bonus: 800 per coin (4000) when the maximum is bet.
ROYAL_AT_MAX_BET = 4000


class PayTable:
    """key: the machine's name in records and files; title: its name on the glass;
    names/titles: per line, the record name and what the screen shows; per_coin: coins
    paid per coin bet, per line (250 for the royal); royal: the line paid 800 per coin at
    the maximum bet; returns: the exact return of perfect play at the maximum bet (percent,
    bench.poker --machine KEY); evaluate(cards) -> line."""

    def __init__(self, key, title, names, titles, per_coin, evaluate, returns):
        self.key = key
        self.title = title
        self.names = names
        self.titles = titles
        self.per_coin = per_coin
        self.royal = len(per_coin) - 1
        self.evaluate = evaluate
        self.returns = returns
        self.lines = len(per_coin)
        # per-coin pays at the maximum bet: what the advisor and the exact return use
        self.per_coin_at_max = per_coin[:-1] + (ROYAL_AT_MAX_BET // MAX_BET,)

    def payout(self, line, bet):
        """Coins returned (stake included) for a final hand at a bet of 1..5 coins."""
        if line == self.royal and bet == MAX_BET:
            return ROYAL_AT_MAX_BET
        return self.per_coin[line] * bet

    def pays(self, bet):
        """Per-coin pays of every line at this bet."""
        return self.per_coin_at_max if bet == MAX_BET else self.per_coin


# The bonus machines' lines: Jacks or Better's up to the full house, then its four of a kind
# split (kickers only in Double Double Bonus), then the straight and royal flushes.
_LOW = 7  # lines 0..6: nothing .. full house, as in hands.py
_FOUR_5K = 7
_FOUR_234 = 8
_FOUR_ACES = 9
_FOUR_234_KICKER = 10  # Double Double Bonus only: four 2s-4s with an A, 2, 3 or 4
_FOUR_ACES_KICKER = 11  # Double Double Bonus only: four aces with a 2, 3 or 4
_BONUS_NAMES = NAMES[:_LOW] + ("four_5_k", "four_2_4", "four_aces")
_BONUS_TITLES = TITLES[:_LOW] + ("FOUR 5S-KS", "FOUR 2S-4S", "FOUR ACES")
_KICKER_NAMES = ("four_2_4_kicker", "four_aces_kicker")
_KICKER_TITLES = ("FOUR 2S-4S + A-4", "FOUR ACES + 2-4")
_FLUSHES = 2  # straight flush, royal flush: the last two lines of every machine


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


JACKS = PayTable("jacks", "9/6 Jacks or Better", NAMES, TITLES,
                 (0, 1, 2, 3, 4, 6, 9, 25, 50, 250), evaluate, "99.5439")
BONUS = PayTable("bonus", "8/5 Bonus Poker", _BONUS_NAMES + NAMES[-_FLUSHES:],
                 _BONUS_TITLES + TITLES[-_FLUSHES:],
                 (0, 1, 2, 3, 4, 5, 8, 25, 40, 80, 50, 250), _bonus, "99.1660")
DOUBLE_BONUS = PayTable("double_bonus", "10/7 Double Bonus", _BONUS_NAMES + NAMES[-_FLUSHES:],
                        _BONUS_TITLES + TITLES[-_FLUSHES:],
                        (0, 1, 1, 3, 5, 7, 10, 50, 80, 160, 50, 250), _bonus, "100.1725")
DOUBLE_DOUBLE = PayTable("double_double", "9/6 Double Double Bonus",
                         _BONUS_NAMES + _KICKER_NAMES + NAMES[-_FLUSHES:],
                         _BONUS_TITLES + _KICKER_TITLES + TITLES[-_FLUSHES:],
                         (0, 1, 1, 3, 4, 6, 9, 50, 80, 160, 160, 400, 50, 250), _double_double,
                         "98.9808")
DEUCES = PayTable("deuces", "Full-pay Deuces Wild", wild.NAMES, wild.TITLES,
                  (0, 1, 2, 2, 3, 5, 9, 15, 25, 200, 250), wild.evaluate, "100.7620")
TABLES = (JACKS, BONUS, DOUBLE_BONUS, DOUBLE_DOUBLE, DEUCES)

# Jacks or Better's table by its old names (the strategy list and the exact EV use them).
PER_COIN = JACKS.per_coin
PER_COIN_AT_MAX = JACKS.per_coin_at_max


def by_key(key):
    """The machine with this key; ValueError for any other."""
    for t in TABLES:
        if t.key == key:
            return t
    raise ValueError("unknown machine %r (machines: %s)"
                     % (key, ", ".join(t.key for t in TABLES)))


def payout(category, bet):
    """Jacks or Better's coins returned (stake included) for a final hand at a bet."""
    return JACKS.payout(category, bet)
