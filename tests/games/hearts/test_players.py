"""The computer players by name (players.py), and the order the Hearts modules import each
other in: engine <- computer players <- screen, with no module importing one that imports
it back (hard.py builds on ai.py; players.py names them both)."""
import ast
import os

import pytest

from firmware.games.hearts import ai, players
from firmware.games.hearts.engine import Game
from hal.rng import Rng

HEARTS = os.path.join(os.path.dirname(__file__), "..", "..", "..", "firmware", "games", "hearts")
PACKAGE = "firmware.games.hearts"
COMPUTER = ("ai", "hard", "passing", "playout", "inference", "reading", "players")
SCREEN = ("screen", "play", "table", "pages", "status", "turns", "record", "setup", "help")


def imports():
    """module -> the Hearts modules it imports anywhere (inside functions too)."""
    graph = {}
    for name in os.listdir(HEARTS):
        if not name.endswith(".py") or name == "__init__.py":
            continue
        with open(os.path.join(HEARTS, name)) as f:
            tree = ast.parse(f.read())
        found = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module.startswith(PACKAGE + "."):
                    found.add(node.module[len(PACKAGE) + 1:])
                elif node.module == PACKAGE:
                    found.update(a.name for a in node.names)
        graph[name[:-3]] = found
    return graph


def test_no_two_hearts_modules_import_each_other():
    graph = imports()

    def reach(start):
        seen, todo = set(), list(graph[start])
        while todo:
            m = todo.pop()
            if m not in seen:
                seen.add(m)
                todo += graph.get(m, ())
        return seen
    for module in graph:
        assert module not in reach(module), module


def test_imports_run_engine_then_computer_players_then_screen():
    graph = imports()
    assert graph["engine"] == set()
    for module in COMPUTER:
        assert not graph[module] & set(SCREEN), module
    assert "hard" not in graph["ai"]


@pytest.mark.parametrize("name", players.PLAYERS)
def test_every_named_player_plays_a_legal_card(name):
    game = Game()
    game.deal(Rng(3))
    choose = players.new_player(name, Rng(4))
    for seat in range(4):
        game.pass_cards(seat, choose(game.view(seat)))
    assert choose(game.view(game.turn)) in game.legal()


def test_basic_is_the_rule_player_and_unknown_names_are_refused():
    assert players.new_player("basic", Rng(1)) is ai.basic
    with pytest.raises(ValueError, match="random, basic, hard, moon"):
        players.new_player("clever", Rng(1))
