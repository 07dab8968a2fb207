"""Hearts rules as in Microsoft Hearts: pure and deterministic given the rng passed to deal().

Cards are ints 0..51: suit * 13 + rank, suits in the order of SUITS (clubs, diamonds, spades,
hearts), ranks 0..12 for 2..A, so sorting a hand sorts it by suit then rank. card_str() and
parse_card() convert to the record notation of DESIGN.md section 5 ("TC", "QS").

Seats 0..3 clockwise, seat 0 the human. A Game runs hand after hand:
  deal(rng) -> phase PASS (or PLAY on a no-pass hand) -> pass_cards(seat, cards) for each
  seat -> play(card) for the seat to move until the hand ends (phase HAND_END, see
  hand_points / moon) -> next deal(rng) ... until phase GAME_END (see winners()).
view(seat) is what a computer player sees (see View); snapshot()/from_snapshot() resume a
game exactly, mid-trick included.
"""

SUITS = "CDSH"
RANKS = "23456789TJQKA"
CLUBS = 0
DIAMONDS = 1
SPADES = 2
HEARTS = 3
TWO_CLUBS = 0
QUEEN_SPADES = SPADES * 13 + 10
FIRST_HEART = HEARTS * 13
MOON_POINTS = 26

# Pass cycle: hand n uses PASS_NAMES[n % 4]; a seat p passes to (p + PASS_OFFSET) % 4.
PASS_NAMES = ("left", "right", "across", "none")
PASS_OFFSET = (1, 3, 2, 0)
NO_PASS = 3

PASS = "pass"
PLAY = "play"
HAND_END = "hand_end"
GAME_END = "game_end"

SNAPSHOT_VERSION = 1


# Each card's name, written out: a string built as the table is drawn costs a Pico about
# 0.3 ms (MicroPython looks every new string up among the interned ones), a literal nothing.
NAMES = ("2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC",
         "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD",
         "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS",
         "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH")


def card_str(card):
    return NAMES[card]


def parse_card(text):
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError("not a card: %r" % (text,))
    return SUITS.index(text[1]) * 13 + RANKS.index(text[0])


def card_points(card):
    if card >= FIRST_HEART:
        return 1
    return 13 if card == QUEEN_SPADES else 0


def trick_points(cards):
    points = 0
    for c in cards:
        points += card_points(c)
    return points


def trick_winner(leader, cards):
    """Seat that wins a complete trick: highest card of the led suit."""
    led = cards[0] // 13
    best = 0
    for i in range(1, 4):
        c = cards[i]
        if c // 13 == led and c > cards[best]:
            best = i
    return (leader + best) % 4


def hand_scores(taken, moon_minus):
    """Points each seat scores for a hand in which it took taken[seat] points: a seat that
    took all 26 (shot the moon) scores 0 and every other 26, or with moon_minus -26 itself."""
    if MOON_POINTS not in taken:
        return list(taken)
    shooter = taken.index(MOON_POINTS)
    if moon_minus:
        points = [0, 0, 0, 0]
        points[shooter] = -MOON_POINTS
    else:
        points = [MOON_POINTS] * 4
        points[shooter] = 0
    return points


def pass_target(seat, pass_dir):
    return (seat + PASS_OFFSET[pass_dir]) % 4


class View:
    """The game as one seat sees it: what a strategy function receives.

    seat          this seat (0..3)
    phase         PASS ("pass": return 3 cards) or PLAY ("play": return one card of legal)
    hand          this seat's cards, sorted ints (a copy)
    legal         the cards this seat may play now (PLAY phase), sorted
    pass_dir      0 left, 1 right, 2 across, 3 none; pass_to: the seat receiving our cards
    passed        the 3 cards this seat passed this hand (None before passing / no pass)
    received      the 3 cards this seat received (None before the exchange / no pass)
    trick         cards of the current trick in play order; leader: the seat that led it
    trick_no      0..12
    tricks        completed tricks of this hand: (leader, (4 cards in play order), winner)
    hearts_broken whether hearts may be led
    taken         points each seat has taken this hand
    totals        game totals before this hand; target: the game ends at or above it
    moon_minus    shooter scores -26 (instead of others +26); qs_breaks: Q-spade breaks hearts
    hand_no       0-based hand number
    """

    def __init__(self, game, seat):
        self.seat = seat
        self.phase = game.phase
        self.hand = list(game.hands[seat])
        self.pass_dir = game.pass_dir
        self.pass_to = pass_target(seat, game.pass_dir)
        # Copies, as of every list here: a strategy may change its view, never the game.
        self.passed = game.passed[seat] and list(game.passed[seat])
        self.received = game.received[seat] and list(game.received[seat])
        self.trick = list(game.trick)
        self.leader = game.leader
        self.trick_no = game.trick_no
        self.tricks = list(game.tricks)
        self.hearts_broken = game.hearts_broken
        self.taken = list(game.taken)
        self.totals = list(game.totals)
        self.target = game.target
        self.moon_minus = game.moon_minus
        self.qs_breaks = game.qs_breaks
        self.hand_no = game.hand_no
        self.legal = game.legal() if game.phase == PLAY and game.turn == seat else []


class Game:
    def __init__(self, target=100, moon_minus=False, qs_breaks=False, first_hand=0):
        """first_hand: number of the first hand dealt (its pass direction is the cycle's)."""
        self.target = target
        self.moon_minus = moon_minus
        self.qs_breaks = qs_breaks
        self.totals = [0, 0, 0, 0]
        self.hand_no = first_hand - 1  # deal() advances it
        self.phase = HAND_END
        self._clear_hand()

    def _clear_hand(self):
        self.hands = [[], [], [], []]
        self.pass_dir = NO_PASS
        self.passed = [None, None, None, None]
        self.received = [None, None, None, None]
        self.trick = []
        self.leader = 0
        self.turn = 0
        self.trick_no = 0
        self.tricks = []
        self.hearts_broken = False
        self.taken = [0, 0, 0, 0]
        self.hand_points = None  # points scored by each seat when the hand ended
        self.moon = None  # seat that shot the moon in the hand just ended

    # ---- dealing and passing -------------------------------------------------------------
    def deal(self, rng):
        if self.phase != HAND_END:
            raise ValueError("deal only between hands")
        self._clear_hand()
        self.hand_no += 1
        deck = list(range(52))
        rng.shuffle(deck)
        for s in range(4):
            self.hands[s] = sorted(deck[s * 13:(s + 1) * 13])
        self.pass_dir = self.hand_no % 4
        if self.pass_dir == NO_PASS:
            self._start_play()
        else:
            self.phase = PASS

    def pass_cards(self, seat, cards):
        """Choose the 3 cards seat passes; the exchange happens once all four have chosen."""
        if self.phase != PASS:
            raise ValueError("not passing now")
        if self.passed[seat] is not None:
            raise ValueError("seat %d already passed" % seat)
        cards = sorted(cards)
        if len(cards) != 3 or cards[0] == cards[1] or cards[1] == cards[2]:
            raise ValueError("pass exactly 3 different cards")
        for c in cards:
            if c not in self.hands[seat]:
                raise ValueError("%s not in hand" % card_str(c))
        self.passed[seat] = cards
        if None not in self.passed:
            self._exchange()

    def _exchange(self):
        for s in range(4):
            for c in self.passed[s]:
                self.hands[s].remove(c)
        for s in range(4):
            t = pass_target(s, self.pass_dir)
            self.received[t] = self.passed[s]
            self.hands[t] = sorted(self.hands[t] + self.passed[s])
        self._start_play()

    def _start_play(self):
        self.phase = PLAY
        for s in range(4):
            if TWO_CLUBS in self.hands[s]:
                self.leader = self.turn = s

    # ---- playing ------------------------------------------------------------------------
    def legal(self):
        """Cards the seat to move may play."""
        hand = self.hands[self.turn]
        if not self.trick:
            if self.trick_no == 0:
                return [TWO_CLUBS]
            if self.hearts_broken:
                return list(hand)
            # Hearts may not be led before they are broken, unless only hearts are left.
            return [c for c in hand if c < FIRST_HEART] or list(hand)
        led = self.trick[0] // 13
        follow = [c for c in hand if c // 13 == led]
        if follow:
            return follow
        if self.trick_no == 0:
            # No points on the first trick, unless the hand holds nothing else.
            clean = [c for c in hand if c < FIRST_HEART and c != QUEEN_SPADES]
            if clean:
                return clean
        return list(hand)

    def play(self, card):
        """Play card for the seat to move. Returns (winner, points) when it completes a
        trick, else None."""
        if self.phase != PLAY:
            raise ValueError("not playing now")
        if card not in self.legal():
            raise ValueError("%s may not be played now" % card_str(card))
        self.hands[self.turn].remove(card)
        return self._put(card)

    def _put(self, card):
        """card, out of the hand of the seat to move, goes on the trick (linkview.py's
        hidden hands come here too)."""
        self.trick.append(card)
        if card >= FIRST_HEART or (self.qs_breaks and card == QUEEN_SPADES):
            self.hearts_broken = True
        if len(self.trick) < 4:
            self.turn = (self.turn + 1) % 4
            return None
        cards = tuple(self.trick)
        winner = trick_winner(self.leader, cards)
        points = trick_points(cards)
        self.taken[winner] += points
        self.tricks.append((self.leader, cards, winner))
        self.trick = []
        self.leader = self.turn = winner
        self.trick_no += 1
        if self.trick_no == 13:
            self._end_hand()
        return winner, points

    def _end_hand(self):
        taken = self.taken
        self.moon = taken.index(MOON_POINTS) if MOON_POINTS in taken else None
        points = self.hand_points = hand_scores(taken, self.moon_minus)
        for s in range(4):
            self.totals[s] += points[s]
        self.phase = GAME_END if max(self.totals) >= self.target else HAND_END

    def totals_before(self):
        """The game totals before this hand (totals has the hand's points from its last
        card on: the table and the scores page add this hand's taken to these)."""
        if self.phase in (HAND_END, GAME_END):
            return [self.totals[s] - self.hand_points[s] for s in range(4)]
        return self.totals

    def winners(self):
        """Seats with the lowest total (ties share the win)."""
        low = min(self.totals)
        return [s for s in range(4) if self.totals[s] == low]

    def view(self, seat):
        return View(self, seat)

    # ---- save and resume --------------------------------------------------------------------
    def snapshot(self):
        return {
            "v": SNAPSHOT_VERSION, "target": self.target, "moon_minus": self.moon_minus,
            "qs_breaks": self.qs_breaks, "totals": list(self.totals), "hand_no": self.hand_no,
            "phase": self.phase, "hands": [list(h) for h in self.hands],
            "pass_dir": self.pass_dir, "passed": [p and list(p) for p in self.passed],
            "received": [r and list(r) for r in self.received], "trick": list(self.trick),
            "leader": self.leader, "turn": self.turn, "trick_no": self.trick_no,
            "tricks": [[t[0], list(t[1]), t[2]] for t in self.tricks],
            "hearts_broken": self.hearts_broken, "taken": list(self.taken),
            "hand_points": self.hand_points and list(self.hand_points), "moon": self.moon,
        }

    @classmethod
    def from_snapshot(cls, d):
        """Rebuild a game from snapshot(); raises ValueError if d is not a consistent game."""
        try:
            if d["v"] != SNAPSHOT_VERSION:
                raise ValueError("snapshot version")
            g = cls(int(d["target"]), bool(d["moon_minus"]), bool(d["qs_breaks"]))
            g.totals = [int(x) for x in d["totals"]]
            g.hand_no = int(d["hand_no"])
            g.phase = d["phase"]
            g.hands = [sorted(int(c) for c in h) for h in d["hands"]]
            g.pass_dir = int(d["pass_dir"])
            g.passed = [p and sorted(int(c) for c in p) for p in d["passed"]]
            g.received = [r and sorted(int(c) for c in r) for r in d["received"]]
            g.trick = [int(c) for c in d["trick"]]
            g.leader = int(d["leader"])
            g.turn = int(d["turn"])
            g.trick_no = int(d["trick_no"])
            g.tricks = [(int(t[0]), tuple(int(c) for c in t[1]), int(t[2])) for t in d["tricks"]]
            g.hearts_broken = bool(d["hearts_broken"])
            g.taken = [int(x) for x in d["taken"]]
            g.hand_points = d["hand_points"] and [int(x) for x in d["hand_points"]]
            g.moon = d["moon"]
        except (KeyError, TypeError, IndexError) as e:
            raise ValueError("bad snapshot: %r" % (e,))
        g._check()
        return g

    def _check(self):
        """Every card exactly once across hands, current trick and completed tricks."""
        cards = list(self.trick)
        for h in self.hands:
            cards += h
        for t in self.tricks:
            cards += t[1]
        seen = [0] * 52
        for c in cards:
            if not 0 <= c < 52:
                raise ValueError("bad snapshot: card %r" % (c,))
            seen[c] += 1
        ok = self.phase in (PASS, PLAY, HAND_END, GAME_END) and len(self.totals) == 4
        if self.phase in (PASS, PLAY):
            ok = ok and min(seen) == 1 and max(seen) == 1
            ok = ok and len(self.tricks) == self.trick_no and len(self.trick) < 4
            ok = ok and 0 <= self.turn < 4 and 0 <= self.leader < 4
            ok = ok and self.turn == (self.leader + len(self.trick)) % 4
        if not ok:
            raise ValueError("bad snapshot: inconsistent game")
