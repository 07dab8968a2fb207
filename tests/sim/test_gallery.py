"""sim.gallery: the key screens of every game, played with the keys a player presses."""
import os

from firmware.games import GAMES
from sim import gallery
from tests.games.connect4.driver import SOLID, piece_banner
from tests.screen import shows

DOCS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__)))), "docs", "gallery")


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


# The Hearts pictures in the docs, and how each is made (docs/REFERENCE.md, "Hearts and
# Connect Four at true size"): (file, seed, keys after `--game hearts`, scale); README's
# your-turn is sim.gallery's shot at --scale 2
_TAKEN = "A wait:1500 RIGHT A RIGHT A RIGHT A wait:1300 A"   # three picked by hand, passed
HEARTS_DOCS = (
    ("hearts-your-turn-true-size", 7, _TAKEN + " wait:3000", 1),
    ("hearts-your-turn-scale4", 7, _TAKEN + " wait:3000", 4),
    # (2.3 s on: the pass's A came under app.AIM_MS before the turn, whose copy says <>:AIM
    # till then; the A:PLAY a player meets who has not tapped into it)
    ("hearts-hand-true-size", 93, _TAKEN + " wait:2300", 1),
    ("hearts-hand-scale4", 93, _TAKEN + " wait:2300", 4),
    ("hearts-passing-true-size", 7, "A wait:1500 RIGHT A", 1),
    ("hearts-passing-scale4", 7, "A wait:1500 RIGHT A", 4),
)


def test_the_hearts_pictures_in_the_docs_are_what_the_tools_make_now(tmp_path):
    """hearts95: README's hearts-your-turn.png was not the screen sim.gallery makes."""
    from PIL import Image
    from sim.render import image
    name, seed, _, keys = shot("hearts-your-turn")
    made = [(name, seed, keys, 2)] + list(HEARTS_DOCS)
    for name, seed, keys, scale in made:
        board = gallery.play(seed, "hearts", keys, str(tmp_path / name))
        now = image(board.chip.glass_bitmap(), scale).convert("L")
        with Image.open(os.path.join(DOCS, name + ".png")) as kept:
            assert kept.convert("L").tobytes() == now.tobytes(), name
