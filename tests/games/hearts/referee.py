"""An independent Hearts referee: replays a --log record (DESIGN.md section 5 events, card
strings) and checks every deal, pass, play, trick, hand and game result against the rules.
It shares no code with the engine, so the two cannot agree on a mistake."""

PASS_OFFSET = {"left": 1, "right": 3, "across": 2, "none": 0}
CYCLE = ("left", "right", "across", "none")
RANKS = "23456789TJQKA"


def points(card):
    return 13 if card == "QS" else 1 if card[1] == "H" else 0


def beats(card, best):
    return card[1] == best[1] and RANKS.index(card[0]) > RANKS.index(best[0])


class Referee:
    def __init__(self, unit="game", target=100, moon_minus=False, qs_breaks=False):
        self.unit = unit
        self.target = target
        self.moon_minus = moon_minus
        self.qs_breaks = qs_breaks
        self.totals = None

    def check(self, event):
        getattr(self, "on_" + event["event"])(event)

    def on_deal(self, e):
        if "players" in e:  # a game's first deal
            assert len(e["players"]) == 4, e
            assert self.unit == "hand" or e["hand"] == 0, e
            self.totals = [0, 0, 0, 0]
        else:
            assert not self.over, ("dealt after the game ended", e)
        assert e["pass"] == CYCLE[e["hand"] % 4], e
        hands = e["hands"]
        assert sorted(c for h in hands for c in h) == sorted(r + s for r in RANKS for s in "CDSH")
        assert all(len(h) == 13 for h in hands)
        self.hands = [list(h) for h in hands]
        self.pass_dir = e["pass"]
        self.passes = {}
        self.taken = [0, 0, 0, 0]
        self.trick = []
        self.trick_no = 0
        self.broken = False
        self.turn = None if self.pass_dir != "none" else self.two_clubs_holder()

    def two_clubs_holder(self):
        return [s for s in range(4) if "2C" in self.hands[s]][0]

    def on_pass(self, e):
        s = e["seat"]
        assert self.pass_dir != "none" and s not in self.passes, e
        assert e["to"] == (s + PASS_OFFSET[self.pass_dir]) % 4, e
        cards = e["cards"]
        assert len(set(cards)) == 3 and all(c in self.hands[s] for c in cards), e
        self.passes[s] = cards
        if len(self.passes) == 4:
            for seat, given in self.passes.items():
                for c in given:
                    self.hands[seat].remove(c)
            for seat, given in self.passes.items():
                self.hands[(seat + PASS_OFFSET[self.pass_dir]) % 4] += given
            self.turn = self.two_clubs_holder()

    def on_play(self, e):
        s, card = e["seat"], e["card"]
        hand = self.hands[s]
        assert s == self.turn and e["trick"] == self.trick_no, e
        assert card in hand, e
        if not self.trick:
            if self.trick_no == 0:
                assert card == "2C", e
            elif card[1] == "H" and not self.broken:
                assert all(c[1] == "H" for c in hand), ("hearts led before broken", e)
        else:
            led = self.trick[0][1]
            if card[1] != led:
                assert all(c[1] != led for c in hand), ("did not follow suit", e)
                if self.trick_no == 0 and points(card):
                    assert all(points(c) for c in hand), ("points on the first trick", e)
        hand.remove(card)
        self.trick.append(card)
        if card[1] == "H" or (self.qs_breaks and card == "QS"):
            self.broken = True
        self.turn = (s + 1) % 4

    def on_trick(self, e):
        assert len(self.trick) == 4 and e["trick"] == self.trick_no, e
        best = 0
        for i in range(1, 4):
            if beats(self.trick[i], self.trick[best]):
                best = i
        winner = (self.turn + best) % 4  # turn is back at the leader
        assert e["winner"] == winner, e
        assert e["points"] == sum(points(c) for c in self.trick), e
        self.taken[winner] += e["points"]
        self.trick = []
        self.trick_no += 1
        self.turn = winner

    def on_hand_end(self, e):
        assert self.trick_no == 13 and all(not h for h in self.hands), e
        expect = list(self.taken)
        moon = None
        if 26 in expect:
            moon = expect.index(26)
            expect = [0 if s != moon else -26 for s in range(4)] if self.moon_minus else \
                [26 if s != moon else 0 for s in range(4)]
        assert e["moon"] == moon and e["points"] == expect, (e, self.taken)
        self.totals = [self.totals[s] + expect[s] for s in range(4)]
        assert e["totals"] == self.totals, e
        self.over = max(self.totals) >= self.target

    def on_game_end(self, e):
        low = min(self.totals)
        assert self.over or self.unit == "hand", e
        assert e["totals"] == self.totals, e
        assert e["winners"] == [s for s in range(4) if self.totals[s] == low], e
