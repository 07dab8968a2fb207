"""bench.hearts games (bench/_hearts_games.py) and its StockAI loader (bench/_hearts_stockai.py):
a few quick games, their figures checked against each other."""
import re

import bench._hearts_games as games
from bench._hearts_stockai import Py2List
from firmware.games.hearts.engine import QUEEN_SPADES


def figures(out, name):
    line = re.search(r"  %s +(\d+) games, (\d+) hands: won ([\d.]+), the opponents ([\d.]+)"
                     r" \(ties shared\); ([\d.]+) \+- ([\d.]+) %% of games" % name, out)
    return [float(x) for x in line.groups()]


def test_the_shares_won_add_up_to_the_games_and_each_player_meets_the_same_games(capsys):
    assert games.main(["--table", "basic", "--focus", "moon,basic", "--games", "6"]) == 0
    out = capsys.readouterr().out
    for name in ("moon", "basic"):
        played, hands, won, theirs, percent, se = figures(out, name)
        assert played == 6 and hands >= 6 and won + theirs == 6  # ties shared, not doubled
        assert abs(percent - 100 * won / 6) < 0.06 and se >= 0
    assert "paired basic - moon: won " in out
    # The same games whoever played before: basic's figures alone are the same.
    assert games.main(["--table", "basic", "--focus", "basic", "--games", "6"]) == 0
    alone = capsys.readouterr().out.split("\n")
    assert alone[1] in out and alone[2] in out


def test_every_game_has_new_players_and_moves_the_focus_seat(monkeypatch):
    made = []
    real = games.player_maker("")

    def make(name, rng):
        made.append(name)
        return real(name, rng)
    seats = []
    original = games.play_game

    def play_game(names, g, seed, make):
        seats.append(names.index("moon"))
        return original(names, g, seed, make)
    monkeypatch.setattr(games, "play_game", play_game)
    games.run(("basic",) * 3, ["moon"], 5, 1, make)
    assert seats == [0, 1, 2, 3, 0] and len(made) == 5 * 4


STAND_IN = {  # gnome-hearts' interface, as stock_ai.py uses it (the real one is GPL)
    "definitions.py": "clubs, diamonds, hearts, spades = 0, 1, 2, 3\n"
                      "queen = 12\n"
                      "def s_rank(a, b): return (a[1] * 10 + a[0]) - (b[1] * 10 + b[0])\n",
    "player.py": "from player_api import *\n"
                 "class Player:\n"
                 "\tdef __init__(self, direction, trick, score, rules):\n"
                 "\t\tself.direction = direction\n"
                 "\tdef f_valid(self, card):\n"
                 "\t\treturn is_valid(card, self.direction)\n",
    "stock_ai.py": "from definitions import *\n"
                   "from player import Player\n"
                   "from player_api import *\n"
                   "class StockAI(Player):\n"
                   "\tdef select_cards(self, direction):\n"
                   "\t\tself.hand.sort(s_rank, reverse=True)\n"
                   "\t\treturn self.hand[:3]\n"
                   "\tdef play_card(self):\n"
                   "\t\tvalid = filter(self.f_valid, self.hand)\n"
                   "\t\tvalid.sort(s_rank, reverse=trick_get_score() > 0)\n"
                   "\t\tif (spades, queen) in valid and self.trick.num_played and\\\n"
                   "\t\t\t\tself.trick.get_highest_card()[0] != spades:\n"
                   "\t\t\treturn (spades, queen)\n"
                   "\t\treturn valid[0]\n",
}


def test_stockai_is_loaded_from_a_folder_and_plays_our_game(tmp_path, capsys):
    for name, text in STAND_IN.items():
        (tmp_path / name).write_text(text)
    make = games.player_maker(str(tmp_path))
    choose = make("stockai", None)
    view = type("View", (), {})()
    view.phase, view.pass_dir, view.hand = "pass", 0, [0, 12, 25, 38, 51, QUEEN_SPADES]
    # Its three highest by s_rank, their suits spades 3, hearts 2, diamonds 1: our AS AH AD.
    assert sorted(choose(view)) == [25, 38, 51]
    by_seat = games.play_game(("stockai",) * 4, 0, 1, make)  # the engine refuses a bad card
    assert sum(r["points"] for r in by_seat) >= 100
    assert games.main(["--table", "stockai", "--focus", "basic", "--games", "2",
                       "--gnome-hearts", str(tmp_path)]) == 0
    assert figures(capsys.readouterr().out, "basic")[0] == 2


def test_stockai_needs_its_folder_at_the_table_and_in_the_seat(capsys):
    assert games.main(["--table", "stockai"]) == 2
    assert "--gnome-hearts DIR" in capsys.readouterr().out
    assert games.main(["--table", "basic", "--focus", "basic,stockai", "--games", "1"]) == 2
    assert "--gnome-hearts DIR" in capsys.readouterr().out


def test_python_2_sorts_are_stable_both_ways():
    by_rank = Py2List([(3, 5), (0, 9), (1, 5), (2, 9)])
    by_rank.sort(lambda a, b: a[1] - b[1])
    assert by_rank == [(3, 5), (1, 5), (0, 9), (2, 9)]
    by_rank.sort(lambda a, b: a[1] - b[1], reverse=True)
    assert by_rank == [(0, 9), (2, 9), (3, 5), (1, 5)]


def test_a_games_figures_are_kept_as_small_ints_in_one_list_made_before_the_games():
    # Objects made game by game would be scattered through MicroPython's heap among the
    # games' garbage: 4,000 games in 16 MB then left no block for the report's lists.
    rows = games.run(("basic",) * 3, ["moon"], 3, 1, games.player_maker(""))["moon"]
    assert len(rows) == 3 * len(games.FIELDS) and all(type(v) is int for v in rows)
    assert sum(games.column(rows, "won")) + sum(games.column(rows, "their_won")) == 3
