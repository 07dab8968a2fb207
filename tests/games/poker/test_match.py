# runs-on: micropython
from sim import arena
from firmware.games.poker import match
from firmware.games.poker.cards import parse_all
from firmware.games.poker.engine import draw
from firmware.games.poker.hands import NAMES, evaluate
from firmware.games.poker.paytable import payout


class Player:
    """A seated strategy as the arena passes it: callable with .name and .last_ms."""

    def __init__(self, fn, name="test"):
        self.fn = fn
        self.name = name
        self.last_ms = 0
        self.views = []

    def __call__(self, view):
        self.views.append(view)
        return self.fn(view)


def test_hand_record_follows_the_design():
    from hal.rng import Rng
    events = []
    opts = {"bet": "3"}
    player = Player(lambda view: 0b10101)
    credits = 100
    for seed in range(20):
        result = match.play([player], Rng(seed), opts, events.append)
        ev = events[-1]
        assert set(ev) == {"event", "players", "bet", "cards", "held", "final", "rank", "payout",
                           "credits", "ms"}
        assert ev["event"] == "hand" and ev["players"] == ["test"] and ev["bet"] == 3
        cards = parse_all(ev["cards"])
        final = draw(cards, ev["held"])
        assert parse_all(ev["final"]) == final and ev["held"] == 0b10101
        assert ev["rank"] == NAMES[evaluate(final)]
        assert ev["payout"] == payout(evaluate(final), 3)
        credits += ev["payout"] - 3
        assert ev["credits"] == credits  # the bankroll carries over the series
        assert result == [{"bet": 3, "won": ev["payout"], "wins": 1 if ev["payout"] else 0}]
    view = player.views[0]
    assert view["cards"] == events[0]["cards"][:5] and parse_all(view["cards"]) == view["hand"]


def test_a_short_bankroll_caps_one_hand_not_the_series_bet():
    from hal.rng import Rng
    events = []
    opts = {"bet": "5"}
    match.play([Player(lambda view: 0)], Rng(1), opts, events.append)
    opts[match._MACHINE].credits = 3  # as if the series had run low
    player = Player(lambda view: 0)
    match.play([player], Rng(2), opts, events.append)
    assert events[-1]["bet"] == 3 and player.views[0]["bet"] == 3
    opts[match._MACHINE].credits = 40
    match.play([player], Rng(3), opts, events.append)
    assert events[-1]["bet"] == 5 and player.views[1]["bet"] == 5


def test_arena_series_reports_return():
    out = arena.run({"game": "poker", "count": "200", "seed": "5", "players": "advisor",
                     "log": None, "rotate": False})
    seat = out["seats"][0]
    assert seat["bet"] == 1000 and seat["decisions"] == 200
    assert out["return_pct"] == round(100 * seat["won"] / 1000, 3)


def test_the_advisor_plays_the_hold_of_the_bet_being_played():
    # at 1 coin a royal pays 250 a coin instead of 800: the best hold here is the three
    # hearts (K, A, 5) at 1 coin, but K-A alone at 5
    advisor = match.new_player("advisor", None)
    cards = parse_all(["KH", "AH", "9S", "8D", "5H"])
    view = {"cards": ["KH", "AH", "9S", "8D", "5H"], "hand": cards, "credits": 100}
    view["bet"] = 1
    assert advisor(view) == 0b10011
    view["bet"] = 5
    assert advisor(view) == 0b00011
