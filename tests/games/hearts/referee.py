"""An independent Hearts referee: replays a --log record (DESIGN.md section 5 events, card
strings) and checks every deal, pass, play, trick, hand and game result against the rules,
as the rule options of each game's first deal (unit, target, moon_minus, qs_breaks) say.
It shares no code with the engine, so the two cannot agree on a mistake.

    python -m tests.games.hearts.referee FILE.jsonl

prints OK or the first violation (exit status 1)."""
import json
import sys

PASS_OFFSET = {"left": 1, "right": 3, "across": 2, "none": 0}
CYCLE = ("left", "right", "across", "none")
RANKS = "23456789TJQKA"
DECK = sorted(r + s for r in RANKS for s in "CDSH")


class Violation(Exception):
    """A record that breaks a rule: args are (what, the event)."""


def need(ok, what, event):
    if not ok:
        raise Violation(what, event)


def points(card):
    return 13 if card == "QS" else 1 if card[1] == "H" else 0


def beats(card, best):
    return card[1] == best[1] and RANKS.index(card[0]) > RANKS.index(best[0])


class Referee:
    def __init__(self):
        self.totals = None  # no game started yet
        self.over = False
        self.trick = None

    def check(self, event):
        kind = event.get("event")
        need(kind in ("deal", "pass", "play", "trick", "hand_end", "game_end"),
             "unknown event", event)
        need(kind == "deal" or self.trick is not None, "no deal before", event)
        getattr(self, "on_" + kind)(event)

    def on_deal(self, e):
        if "players" in e:  # a game's first deal: the players and the rules
            need(len(e["players"]) == 4, "four players", e)
            need(e.get("unit") in ("game", "hand") and isinstance(e.get("target"), int) and
                 isinstance(e.get("moon_minus"), bool) and isinstance(e.get("qs_breaks"), bool),
                 "the first deal names the rules", e)
            self.unit, self.target = e["unit"], e["target"]
            self.moon_minus, self.qs_breaks = e["moon_minus"], e["qs_breaks"]
            need(self.unit == "hand" or e["hand"] == 0, "a game starts at hand 0", e)
            self.totals = [0, 0, 0, 0]
            self.over = False
        else:
            need(self.totals is not None and not self.over and self.trick_no == 13,
                 "a deal only between the hands of a game", e)
            need(e["hand"] == self.hand_no + 1, "hands are numbered in order", e)
        self.hand_no = e["hand"]
        need(e["pass"] == CYCLE[e["hand"] % 4], "pass direction of the cycle", e)
        hands = e["hands"]
        need(sorted(c for h in hands for c in h) == DECK and all(len(h) == 13 for h in hands),
             "13 cards each of one deck", e)
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
        need(self.pass_dir != "none" and self.turn is None and s not in self.passes,
             "a pass only once per seat of a passing hand", e)
        need(e["to"] == (s + PASS_OFFSET[self.pass_dir]) % 4, "passed to the right seat", e)
        cards = e["cards"]
        need(len(cards) == 3 and len(set(cards)) == 3 and all(c in self.hands[s] for c in cards),
             "3 different cards of the hand", e)
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
        need(s == self.turn and e["trick"] == self.trick_no and len(self.trick) < 4,
             "the seat to play", e)
        need(card in hand, "a card of the hand", e)
        if not self.trick:
            if self.trick_no == 0:
                need(card == "2C", "the 2C leads the first trick", e)
            elif card[1] == "H" and not self.broken:
                need(all(c[1] == "H" for c in hand), "hearts led before broken", e)
        else:
            led = self.trick[0][1]
            if card[1] != led:
                need(all(c[1] != led for c in hand), "did not follow suit", e)
                if self.trick_no == 0 and points(card):
                    need(all(points(c) for c in hand), "points on the first trick", e)
        hand.remove(card)
        self.trick.append(card)
        if card[1] == "H" or (self.qs_breaks and card == "QS"):
            self.broken = True
        self.turn = (s + 1) % 4

    def on_trick(self, e):
        need(len(self.trick) == 4 and e["trick"] == self.trick_no, "a trick of 4 cards", e)
        best = 0
        for i in range(1, 4):
            if beats(self.trick[i], self.trick[best]):
                best = i
        winner = (self.turn + best) % 4  # turn is back at the leader
        need(e["winner"] == winner, "the highest card of the led suit wins", e)
        need(e["points"] == sum(points(c) for c in self.trick), "the trick's points", e)
        self.taken[winner] += e["points"]
        self.trick = []
        self.trick_no += 1
        self.turn = winner

    def on_hand_end(self, e):
        need(self.trick_no == 13 and all(not h for h in self.hands), "13 tricks played", e)
        expect = list(self.taken)
        moon = None
        if 26 in expect:
            moon = expect.index(26)
            if self.moon_minus:
                expect = [-26 if s == moon else 0 for s in range(4)]
            else:
                expect = [0 if s == moon else 26 for s in range(4)]
        need(e["moon"] == moon and e["points"] == expect, "the hand's points and moon", e)
        self.totals = [self.totals[s] + expect[s] for s in range(4)]
        need(e["totals"] == self.totals, "the game totals", e)
        self.over = max(self.totals) >= self.target

    def on_game_end(self, e):
        low = min(self.totals)
        need(self.trick_no == 13 and (self.over or self.unit == "hand"),
             "the game ends at the target", e)
        need(e["totals"] == self.totals, "the final totals", e)
        need(e["winners"] == [s for s in range(4) if self.totals[s] == low],
             "the lowest totals win", e)
        self.over = True


def main(argv):
    if len(argv) != 1:
        print("usage: python -m tests.games.hearts.referee FILE.jsonl")
        return 2
    ref = Referee()
    games = 0
    with open(argv[0]) as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                event = json.loads(line)
                if "event" not in event:
                    continue  # the arena's summary line
                ref.check(event)
            except (Violation, ValueError, KeyError, TypeError, IndexError) as e:
                print("line %d: %s" % (number, e.args[0] if isinstance(e, Violation) else
                                       "bad event: %r" % (e,)))
                print(line.strip())
                return 1
            games += event["event"] == "game_end"
    print("OK: %d games" % games)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
