"""A linked Hearts hand as a joining handheld sees it (issue 45): a Game whose seat 0 is this
handheld and whose other hands are hidden, only their sizes known (HIDDEN cards). The host's
messages (link.py) fill it in: our own hand as dealt, the cards we receive, every card as it
is played; the table (play.py, table.py) draws it as it draws the host's Game, and the rules
it keeps for seat 0 (legal(), why not) are the engine's own."""
from firmware.games.hearts.engine import NO_PASS, PASS, PLAY, Game

HIDDEN = -1


class ViewGame(Game):
    def deal_view(self, hand_no, totals, hand, leader):
        """A hand dealt by the host: ours as dealt (13 cards), the seat that leads (its the
        two of clubs, which it must lead at once; on a passing hand, known after the pass)."""
        self._clear_hand()
        self.hand_no = hand_no
        self.totals = list(totals)
        self.hands = [sorted(hand), [HIDDEN] * 13, [HIDDEN] * 13, [HIDDEN] * 13]
        self.pass_dir = hand_no % 4
        self.phase = PASS
        if self.pass_dir == NO_PASS:
            self.phase = PLAY
            self.leader = self.turn = leader
        self._check()

    def receive(self, cards, leader):
        """The exchange: our pass (made) leaves our hand, cards come into it."""
        hand = self.hands[0]
        for c in self.passed[0]:
            hand.remove(c)
        self.received[0] = sorted(cards)
        self.hands[0] = sorted(hand + list(cards))
        self.phase = PLAY
        self.leader = self.turn = leader
        self._check()

    def play(self, card):
        """Our card by the engine's rules; another seat's as the host says it was played."""
        if self.turn == 0:
            return Game.play(self, card)
        hidden = self.hands[self.turn]
        if self.phase != PLAY or not 0 <= card < 52 or not hidden or card in self._seen():
            raise ValueError("card %r may not come now" % (card,))
        hidden.pop()
        return self._put(card)

    def _seen(self):
        cards = self.hands[0] + self.trick
        for t in self.tricks:
            cards += t[1]
        return cards

    def _check(self):
        """Our cards and the played ones each once; the other hands hidden."""
        seen = self._seen()
        ok = all(0 <= c < 52 for c in seen) and len(set(seen)) == len(seen)
        for h in self.hands[1:]:
            ok = ok and all(c == HIDDEN for c in h)
        ok = ok and 0 <= self.turn < 4 and 0 <= self.leader < 4 and len(self.trick) < 4
        if not ok:
            raise ValueError("bad snapshot: inconsistent view")
