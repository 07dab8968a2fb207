"""The machines' pay tables: 9/6 Jacks or Better (the first, and the default), 8/5 Bonus
Poker, 10/7 Double Bonus, 9/6 Double Double Bonus and full-pay Deuces Wild (the last four
in machines.py).

A machine's final hands are its lines, numbered from nothing (0) upwards in the order its
pay table lists them; Jacks or Better's lines are hands.py's categories, so its records keep
their meaning. The bonus machines split Jacks or Better's four of a kind by rank (and Double
Double Bonus by kicker); Deuces Wild ranks hands with the four deuces wild (wild.py)."""
from firmware.games.poker.hands import NAMES, TITLES, evaluate, scoring
# The machines in the setup page's order, (key, title) (title.py, the title card's too):
# all but Jacks or Better are in machines.py, loaded when one is played.
from firmware.games.poker.title import MACHINES

MAX_BET = 5
# The royal's bonus: 800 per coin (4000) when the maximum is bet.
ROYAL_AT_MAX_BET = 4000


class PayTable:
    """key: the machine's name in records and files; title: its name on the glass (up to
    20 characters); tag: its name on the hand's top line (up to 8 characters, as fits
    between CR 999 and BET); level: its name on the launcher's Stats page; names/titles/short: per
    line, the record name, what the screen shows and its pay table's short name (up to 8
    characters, fewer where its figure at 5 coins is long: view.pay_rule); per_coin:
    coins paid per coin bet, per line (250 for the royal); royal: the line paid 800 per
    coin at the maximum bet; returns: the exact return of perfect
    play at the maximum bet (percent, bench.poker --machine KEY); evaluate(cards) -> line;
    scoring(cards) -> the mask of the cards that make the win; wild_rank: the rank whose
    cards are wild (Deuces Wild's 2s: 0), -1 for none."""

    def __init__(self, key, title, tag, level, lines, per_coin, evaluate, scoring, returns,
                 wild_rank=-1):
        self.key = key
        self.title = title
        self.tag = tag
        self.level = level
        self.names, self.titles, self.short = lines
        self.scoring = scoring
        self.per_coin = per_coin
        self.royal = len(per_coin) - 1
        self.evaluate = evaluate
        self.returns = returns
        self.wild_rank = wild_rank
        self.lines = len(per_coin)
        # per-coin pays at the maximum bet: what the advisor and the exact return use
        self.per_coin_at_max = per_coin[:-1] + (ROYAL_AT_MAX_BET // MAX_BET,)

    def payout(self, line, bet):
        """Coins returned (stake included) for a final hand at a bet of 1..5 coins."""
        if line == self.royal and bet == MAX_BET:
            return ROYAL_AT_MAX_BET
        return self.per_coin[line] * bet


# Jacks or Better's short names on the pay table page, by category.
SHORT = ("", "JACKS+", "2 PAIR", "3 KIND", "STRAIGHT", "FLUSH", "FULL HSE", "4 KIND",
         "S.FLUSH", "ROYAL")
JACKS = PayTable("jacks", MACHINES[0][1], "JACKS", "Jacks or Better",
                 (NAMES, TITLES, SHORT),
                 (0, 1, 2, 3, 4, 6, 9, 25, 50, 250), evaluate, scoring, "99.5439")
# Jacks or Better's table by its old names (the strategy list and the exact EV use them).
PER_COIN = JACKS.per_coin
PER_COIN_AT_MAX = JACKS.per_coin_at_max


def by_key(key):
    """The machine with this key; ValueError for any other."""
    if key == JACKS.key:
        return JACKS
    for k, _ in MACHINES:
        if k == key:
            from firmware.games.poker import machines
            return getattr(machines, key.upper())
    raise ValueError("unknown machine %r (machines: %s)"
                     % (key, ", ".join(k for k, _ in MACHINES)))


def tables():
    """Every machine's PayTable, in MACHINES' order."""
    return [by_key(k) for k, _ in MACHINES]


def payout(category, bet):
    """Jacks or Better's coins returned (stake included) for a final hand at a bet."""
    return JACKS.payout(category, bet)
