"""A game is one folder and one line: a toy game (tests/data/toy, Nim on the board-game
screen) copied into a temporary package folder and registered with one line in GAMES
appears in the launcher, the arena, the gallery, the fuzzer, the soak and the browser page's
key scripts, none of which is edited for it (firmware/games/README.md, "Adding a game")."""
import io

import pytest

import firmware.app as app_module
from firmware.gamehost import unload
from sim.board import SimBoard
from tests.screen import shows
from tests.toy import install_toy

LINE = ("toy", "Toy Nim", "Take the last")


@pytest.fixture
def toy(tmp_path, monkeypatch):
    install_toy(tmp_path, monkeypatch, LINE)
    yield
    unload("toy")


def booted(seed=1, state_dir=None):
    board = SimBoard(seed=seed, state_dir=state_dir)
    app = app_module.App(board)
    board.run(app, 1600)
    return board, app


def test_the_launcher_lists_it_and_the_page_keys_start_it(toy):
    from sim.games import bench_plays, page_start
    board, app = booted()
    board.play_keys(app, "RIGHT")   # five games: the launcher's second page of games
    assert shows(board, "Toy Nim") and shows(board, "<2/2>")
    board.play_keys(app, "LEFT")
    board.play_keys(app, page_start("toy"))   # the browser page's test plays these
    screen = app.game.screen
    assert app.game.name == "toy" and len(screen.game.moves) == 1
    [(label, start, repeat)] = bench_plays("toy")   # and bench/web.py these
    assert label == "toy" and page_start("toy").startswith(start) and repeat


def test_the_arena_plays_it(toy):
    from sim import arena
    opts = arena.parse_args(["toy", "--count", "20", "--seed", "3",
                             "--players", "perfect,random", "--rotate"])
    out = io.StringIO()
    summary = arena.run(opts, out)
    assert summary["game"] == "toy" and len(out.getvalue().splitlines()) == 20
    perfect, rand = summary["seats"]
    assert perfect["win"] + rand["win"] == 20 and perfect["win"] > rand["win"]


def test_the_gallery_shoots_it(toy, tmp_path):
    from sim import gallery
    shots = dict((s[0], s[1:]) for s in gallery.shots())
    assert "toy-setup" in shots
    seed, game, keys = shots["toy-your-move"]
    assert shows(gallery.play(seed, game, keys, str(tmp_path / "state")), "Take 2")


def test_the_fuzzer_reaches_and_checks_it(toy):
    from bench import fuzz, invariants
    where = {}
    out = io.StringIO()
    failures, _, _, _ = fuzz.run(11, 3000, 1000, out, where)
    assert failures == [], out.getvalue()
    assert where.get("toy", 0) > 0, where
    # its own check (its tooling.py) runs: a pile that does not add up is caught
    from firmware.games.toy.engine import Game

    class Drifted:
        game = Game()
        score = [0, 0]
    Drifted.game.play(3)
    invariants.check("toy", Drifted(), {})
    Drifted.game.stones += 1
    with pytest.raises(AssertionError, match="stones"):
        invariants.check("toy", Drifted(), {})


def test_the_soak_plays_its_series_and_its_screens(toy):
    from bench._soak_mp import ui_round
    from sim.games import soak_series
    assert ("toy", "perfect,random") in soak_series()
    board, app = booted()
    started = []
    start_game = app.start_game

    def watched(name, *args):
        started.append(name)
        return start_game(name, *args)
    app.start_game = watched
    ui_round(board, app)   # every game's title card, help and a new game, then back
    assert "toy" in started and len(app.views) == 1


def test_the_power_cut_suite_writes_its_resume_state_which_resumes(toy, tmp_path):
    from sim.games import tooling
    from tests.hal.test_power_cut import records
    assert "resume_toy" in [r[0] for r in records()]
    board = SimBoard(seed=1, state_dir=str(tmp_path))
    board.storage.save("resume_toy", 1, tooling("toy").resume_sample(1))
    app = app_module.App(board, game="toy")
    board.run(app, 100)
    assert app.game.screen.game.moves == [2]   # resumed from the sample
