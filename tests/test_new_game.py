"""A game is one folder and one line: a toy game (tests/data/toy, Nim on the board-game
screen) copied into a temporary package folder and registered with one line in GAMES goes
through every cross-game suite (the launcher, help, the hardware check, the browser page's
key scripts, the arena, the gallery, the fuzzer, the soak, the power-cut suite and stage),
none of which is edited for it (firmware/games/README.md, "Adding a game") - as the fifth
game (a second launcher page) and as the ninth (copies of it before it: a third page)."""
import io
import os
import shutil

import pytest

import firmware.app as app_module
from firmware.gamehost import unload
from firmware.ui.board_screen import CPU_BEAT_MS
from firmware.ui.gfx import SMALL
from sim.board import SimBoard
from tests.screen import column_dark, shows
from tests.toy import copy_toy, install_toy

LINE = ("toy", "Toy Nim", "Take the last")


@pytest.fixture(params=(0, 4), ids=("fifth", "ninth"))
def toy(request, tmp_path, monkeypatch):
    lines = install_toy(tmp_path / "pkg", monkeypatch, LINE, before=request.param)
    yield [line[0] for line in lines]
    for name, _, _ in lines:
        unload(name)


def booted(seed=1, state_dir=None):
    board = SimBoard(seed=seed, state_dir=state_dir)
    app = app_module.App(board)
    board.run(app, 1600)
    return board, app


def test_the_launcher_pages_to_it_and_the_page_keys_start_it(toy):
    from firmware.games import GAMES
    from sim.games import back_to_first, bench_plays, page_start, to_row
    board, app = booted()
    pages = (len(GAMES) + 3) // 4
    assert shows(board, "<1/%d>" % pages)
    board.play_keys(app, to_row("toy"))
    assert shows(board, "Toy Nim") and shows(board, "<%d/%d>" % (pages, pages))
    board.play_keys(app, back_to_first("toy"))   # wherever the toy's row is on its page
    board.play_keys(app, page_start("toy"))   # the browser page's test plays these
    screen = app.game.screen
    assert app.game.name == "toy" and len(screen.game.moves) == 1
    [(label, start, repeat)] = bench_plays("toy")   # and bench/web.py these
    assert label == "toy" and page_start("toy").startswith(start) and repeat


def test_its_screens_read_in_the_5x7_font_with_a_key_bar(toy):
    from sim.games import page_start
    board, app = booted()
    wait = CPU_BEAT_MS + 100 + app_module.AIM_MS   # (A:TAKE once the aim's pause is over)
    board.play_keys(app, page_start("toy") + " wait:%d" % wait)   # you took one, it replied
    for text in ("Take 1", "YOUR MOVE", "A:TAKE", "B:UNDO"):
        assert shows(board, text, SMALL), text
    assert column_dark(board)


def test_the_help_and_hardware_check_suites_pass_with_it(toy, monkeypatch):
    from firmware.games import GAMES
    from tests.firmware import test_help, test_hwcheck
    for suite in (test_help, test_hwcheck):
        monkeypatch.setattr(suite, "GAMES", GAMES)
        for name in sorted(dir(suite)):
            if name.startswith("test_"):
                getattr(suite, name)()


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


def test_the_fuzzer_begins_in_every_game_and_checks_it(toy):
    from bench import fuzz, invariants
    from sim.games import names
    where = {}
    out = io.StringIO()
    episode = 50   # events an episode: enough to begin in the game and play on briefly
    failures, _, _, _ = fuzz.run(11, episode * len(names()), episode, out, where)
    assert failures == [], out.getvalue()
    assert all(where.get(name, 0) > 0 for name in names()), where
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
    assert set(toy) <= set(started) and len(app.views) == 1


def test_the_power_cut_suite_writes_its_resume_state_which_resumes(toy, tmp_path):
    from sim.games import tooling
    from tests.hal.test_power_cut import records
    assert "resume_toy" in [r[0] for r in records()]
    board = SimBoard(seed=1, state_dir=str(tmp_path))
    board.storage.save("resume_toy", 1, tooling("toy").resume_sample(1))
    app = app_module.App(board, game="toy")
    board.run(app, 100)
    assert app.game.screen.game.moves[:1] == [2]   # resumed from the sample


def test_stage_and_package_json_take_its_folder_as_found(tmp_path):
    from tools import stage
    games = tmp_path / "firmware" / "games"
    copy_toy(str(games), "toy")
    shutil.copy(os.path.join(stage.ROOT, "firmware", "games", "connect4", "book.bin"),
                str(games / "toy" / "book.bin"))   # a data file beside its modules
    found = stage.project_files(str(tmp_path))
    assert "firmware/games/toy/screen.py" in found and "firmware/games/toy/book.bin" in found
    assert "firmware/games/toy/tooling.py" not in found   # never on the device
    urls = dict(stage.package_json(str(tmp_path))["urls"])
    assert all(urls[rel] == rel for rel in found)
