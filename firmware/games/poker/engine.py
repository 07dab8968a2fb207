"""Video poker rules: the deal, the hold/draw, credits, stats and the double-up.

Pure and deterministic given the rng passed in (hal.rng.Rng or anything with randbelow)."""
from firmware.games.poker import doubleup
from firmware.games.poker.hands import NOTHING
from firmware.games.poker.paytable import JACKS, MAX_BET, by_key

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

START_CREDITS = const(100)  # a new player's bankroll, and the refill when broke
DOUBLE_LIMIT = const(10000)  # largest win that may be put on a double-up

BETTING = const(0)  # before the deal: change the bet, deal, or double up the last win
HOLDING = const(1)  # five cards shown: toggle holds, then draw
DOUBLING = const(2)  # double-up: house card shown, pick one of four


def deal_cards(rng, n):
    """The first n cards of a uniformly shuffled 52-card deck (a partial Fisher-Yates)."""
    deck = list(range(52))
    for i in range(n):
        j = i + rng.randbelow(52 - i)
        deck[i], deck[j] = deck[j], deck[i]
    return deck[:n]


def draw(cards, held):
    """Final hand: cards[0:5] dealt, cards[5:10] the draw set; bit i of held keeps card i,
    each unheld card is replaced, left to right, by the next card of the draw set."""
    final = []
    k = 5
    for i in range(5):
        if held >> i & 1:
            final.append(cards[i])
        else:
            final.append(cards[k])
            k += 1
    return final


def new_stats():
    return {"hands": 0, "bet": 0, "won": 0, "best": -1, "refills": 0}


class Machine:
    """One player's machine: credits, bet, the hand in play, the last result and stats.

    Credits are debited at the deal and a win is credited at the draw; a double-up takes
    the win back as its stake and pays 2x, 1x (push) or nothing. bet is the player's choice
    and stays; stake is what the current hand risks: the bet, or all the credits if fewer.
    table: the pay table (paytable.py) that ranks and pays the final hand; category is the
    final hand's line in it."""

    def __init__(self, credits=START_CREDITS, bet=MAX_BET, stats=None, table=JACKS):
        self.table = table
        self.credits = credits
        self.bet = bet
        self.stake = bet  # coins on the hand in play (or the last one)
        self.stats = stats if stats is not None else new_stats()
        self.phase = BETTING
        self.cards = []  # ten cards: five dealt, five to draw
        self.held = 0
        self.final = []
        self.category = NOTHING
        self.win = 0  # coins paid by the last hand (after any double-ups)
        self.house = -1  # double-up: the house card and the four face-down cards
        self.hidden = []
        self.picked = -1  # double-up: the last pick (index into hidden), -1 none
        self.outcome = 0  # the last double-up's doubleup.LOWER/PUSH/HIGHER, 0 none

    # --- betting -------------------------------------------------------------------
    def set_bet(self, bet):
        if self.phase != BETTING:
            raise ValueError("bet changes only before the deal")
        if not 1 <= bet <= MAX_BET:
            raise ValueError("bet must be 1..%d" % MAX_BET)
        self.bet = bet

    def bet_one(self):
        """Raise the bet by one coin, wrapping from the maximum back to one."""
        self.set_bet(self.bet % MAX_BET + 1)

    def broke(self):
        return self.credits <= 0

    def refill(self):
        self.credits = START_CREDITS
        self.stats["refills"] += 1

    # --- the hand ------------------------------------------------------------------
    def deal(self, rng):
        if self.phase != BETTING:
            raise ValueError("not ready to deal")
        if self.broke():
            self.refill()
        self.stake = min(self.bet, self.credits)
        self.credits -= self.stake
        self.cards = deal_cards(rng, 10)
        self.held = 0
        self.final = []
        self.category = NOTHING
        self.win = 0
        self.outcome = 0
        self.phase = HOLDING

    def toggle(self, i):
        if self.phase != HOLDING or not 0 <= i < 5:
            raise ValueError("no card %r to hold" % i)
        self.held ^= 1 << i

    def set_held(self, mask):
        if self.phase != HOLDING or not 0 <= mask < 32:
            raise ValueError("bad hold %r" % mask)
        self.held = mask

    def shown(self):
        """The five cards on the table: dealt ones while holding, else the final hand."""
        return self.cards[:5] if self.phase == HOLDING else self.final

    def draw(self):
        if self.phase != HOLDING:
            raise ValueError("no hand to draw")
        self.final = draw(self.cards, self.held)
        self.category = self.table.evaluate(self.final)
        self.win = self.table.payout(self.category, self.stake)
        self.credits += self.win
        st = self.stats
        st["hands"] += 1
        st["bet"] += self.stake
        st["won"] += self.win
        if self.win and self.category > st["best"]:
            st["best"] = self.category
        self.phase = BETTING
        return self.win

    # --- double-up -----------------------------------------------------------------
    def can_double(self):
        return self.phase == BETTING and 0 < self.win <= DOUBLE_LIMIT

    def start_double(self, rng):
        if not self.can_double():
            raise ValueError("nothing to double")
        self.credits -= self.win
        self.stats["won"] -= self.win
        cards = deal_cards(rng, 5)
        self.house = cards[0]
        self.hidden = cards[1:]
        self.picked = -1
        self.outcome = 0
        self.phase = DOUBLING

    def pick(self, i):
        """Turn face-down card i (0..3); returns doubleup.HIGHER, PUSH or LOWER."""
        if self.phase != DOUBLING or not 0 <= i < 4:
            raise ValueError("no double-up card %r" % i)
        self.picked = i
        self.outcome = doubleup.compare(self.hidden[i], self.house)
        self.win = doubleup.settle(self.win, self.outcome)
        self.credits += self.win
        self.stats["won"] += self.win
        self.phase = BETTING
        return self.outcome

    # --- persistence ---------------------------------------------------------------
    def to_dict(self):
        d = {"credits": self.credits, "bet": self.bet, "stake": self.stake,
                "stats": self.stats, "phase": self.phase, "cards": self.cards, "held": self.held,
                "final": self.final, "category": self.category, "win": self.win,
                "house": self.house, "hidden": self.hidden, "picked": self.picked,
                "outcome": self.outcome}
        if self.table is not JACKS:  # Jacks or Better's saves stay as they always were
            d["machine"] = self.table.key
        return d

    @classmethod
    def from_dict(cls, d):
        """Rebuild from to_dict(); raises ValueError/KeyError/TypeError on a damaged dict."""
        m = cls(int(d["credits"]), int(d["bet"]), dict(d["stats"]),
                by_key(d.get("machine", JACKS.key)))
        # states saved before the stake existed had the bet already capped to the stake
        m.stake = int(d.get("stake", m.bet))
        if m.credits < 0 or not 1 <= m.bet <= MAX_BET or not 1 <= m.stake <= MAX_BET:
            raise ValueError("bad credits, bet or stake")
        for key in new_stats():
            int(m.stats[key])
        m.phase = int(d["phase"])
        m.cards = [int(c) for c in d["cards"]]
        m.held = int(d["held"])
        m.final = [int(c) for c in d["final"]]
        m.category = int(d["category"])
        if not 0 <= m.category < m.table.lines:
            raise ValueError("bad hand category")
        m.win = int(d["win"])
        m.house = int(d["house"])
        m.hidden = [int(c) for c in d["hidden"]]
        m.picked = int(d["picked"])
        m.outcome = int(d["outcome"])
        if m.phase == HOLDING and len(m.cards) != 10 or m.phase == DOUBLING and len(m.hidden) != 4:
            raise ValueError("bad hand")
        if m.phase not in (BETTING, HOLDING, DOUBLING) or not 0 <= m.held < 32:
            raise ValueError("bad phase or hold")
        return m
