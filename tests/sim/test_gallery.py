"""sim.gallery: the key screens of every game, played with the keys a player presses."""
import os

from firmware.games import GAMES
from sim import gallery
from tests.games.connect4.driver import SOLID, piece_banner
from tests.screen import shows


def shot(name):
    return next(s for s in gallery.shots() if s[0] == name)


def test_every_game_has_shots_and_the_names_are_unique():
    names = [s[0] for s in gallery.shots()]
    assert len(set(names)) == len(names)
    for game, _, _ in GAMES:
        assert any(name.startswith(game + "-") for name in names), game


def test_shots_show_what_they_are_named_for(tmp_path):
    expected = {"poker-take-or-double": "TAKE+DEAL",
                "connect4-thinking": "THINKING",
                "tictactoe-won": "WINS",
                "tictactoe-lost": "CPU WINS",
                "tictactoe-drawn": "DRAW GAME",
                "connect4-won": "WINS",   # after the winning piece (piece_banner)
                "connect4-lost": "CPU WINS",
                "stats-poker": "PAID BACK 100.0%",
                "hearts-received": "FROM EAST",
                "hearts-last-trick": "EAST TOOK IT",
                "hearts-cards-played": "CARDS PLAYED"}
    for name, text in expected.items():
        _, seed, game, keys = shot(name)
        board = gallery.play(seed, game, keys, str(tmp_path / name))
        assert shows(board, text), name
        if name == "connect4-won":
            assert piece_banner(board, SOLID)


def test_the_command_writes_a_png_per_shot_and_a_sheet(monkeypatch, tmp_path):
    out = str(tmp_path)
    three = gallery.shots()[:3]
    monkeypatch.setattr(gallery, "shots", lambda: three)
    assert gallery.main([out, "--scale", "1", "--sheet"]) == 0
    files = sorted(os.listdir(out))
    assert files == sorted([s[0] + ".png" for s in three] + ["sheet.png"])
