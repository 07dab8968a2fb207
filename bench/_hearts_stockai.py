"""gnome-hearts 0.3.1's StockAI (its default opponents John, Pauline and Mike) as a player of
ours, loaded from a copy of gnome-hearts' sources outside this repository (it is GPL and
stays out): stockai_maker(DIR) with DIR its scripts/ folder, which holds definitions.py,
player.py and stock_ai.py. The sources are run unchanged but for their imports of one
another, which the one namespace they share makes needless; this module stands in for what
the game's C side gives them (player_api: is_valid, trick_get_score; the trick) and for
Python 2 (filter returns a list, list.sort takes a comparison: a stable sort).

Their cards are (suit, rank): suits clubs 0, diamonds 1, hearts 2, spades 3, ranks 2..14
(the ace 14). The rules are ours (the view's legal cards; the Q-spade 13 points).
"""
from firmware.games.hearts.engine import PASS, card_points

SOURCES = ("definitions.py", "player.py", "stock_ai.py")
THEIR_SUIT = (0, 1, 3, 2)  # by our suit: clubs, diamonds, spades, hearts
OUR_SUIT = (0, 1, 3, 2)    # by theirs (the map is its own inverse)


def theirs(card):
    return (THEIR_SUIT[card // 13], card % 13 + 2)


def ours(card):
    return OUR_SUIT[card[0]] * 13 + card[1] - 2


class Py2List(list):
    """A list whose sort takes Python 2's comparison function, stably (as Python 2's did)."""

    def sort(self, cmp=None, reverse=False):
        items = list(self)
        if reverse:  # as Python does: equal items keep their order
            items.reverse()
        done = []
        for x in items:
            i = len(done)
            while i and cmp(x, done[i - 1]) < 0:
                i -= 1
            done.insert(i, x)
        if reverse:
            done.reverse()
        self[:] = done


def py2_filter(test, items):
    return Py2List(x for x in items if test(x))


class Trick:
    """The trick as StockAI reads it: cards played, how many, the suit led, the highest."""

    def __init__(self, view):
        self.card = [theirs(c) for c in view.trick]
        self.num_played = len(self.card)
        self.trump = self.card[0][0] if self.card else None

    def get_highest_card(self):
        return max((c for c in self.card if c[0] == self.trump), key=lambda c: c[1])


def load(scripts):
    """StockAI's class and the namespace its code reads the game's state from."""
    namespace = {"__name__": "gnome_hearts", "filter": py2_filter}
    for name in SOURCES:
        path = scripts.rstrip("/") + "/" + name
        with open(path) as f:
            lines = [line for line in f.read().split("\n")
                     if not (line.startswith("from ") and line.split()[1] in
                             ("definitions", "player", "player_api"))]
        exec(compile("\n".join(lines), path, "exec"), namespace)
    return namespace["StockAI"], namespace


def stockai_maker(scripts):
    """A function rng -> a new StockAI player (it draws nothing at random)."""
    stock_ai, namespace = load(scripts)

    def make(rng=None):
        player = stock_ai(0, None, None, None)

        def choose(view):
            player.hand = Py2List(theirs(c) for c in view.hand)
            if view.phase == PASS:
                return [ours(c) for c in player.select_cards(view.pass_dir)]
            legal = [theirs(c) for c in view.legal]
            namespace["is_valid"] = lambda card, direction: card in legal
            namespace["trick_get_score"] = lambda: sum(card_points(c) for c in view.trick)
            player.trick = Trick(view)
            return ours(player.play_card())
        return choose
    return make
