"""Every game's tooling.py (firmware/games/README.md, "Tooling") declares what the tools
read, and its resume sample is one the game resumes from."""
from firmware.app import App
from firmware.gamehost import RESUME_VERSION, resume_record
from sim.board import SimBoard
from sim.games import names, tooling


def test_every_game_declares_shots_keys_soak_series_and_checks():
    for name in names():
        kit = tooling(name)
        shots = [s[0] for s in kit.SHOTS + getattr(kit, "TITLE_SHOTS", ())]
        assert shots and len(set(shots)) == len(shots), name
        assert all(isinstance(getattr(kit, key), str)
                   for key in ("NEW_GAME", "FIRST_MOVE", "PLAYING")), name
        match = __import__("firmware.games.%s.match" % name, None, None, ["match"])
        assert kit.SOAK and all(len(p.split(",")) == match.SEATS for p in kit.SOAK), name
        assert callable(kit.check) and callable(kit.resume_sample), name


def test_each_resume_sample_resumes_its_game(tmp_path):
    for name in names():
        board = SimBoard(seed=1, state_dir=str(tmp_path / name))
        board.storage.save(resume_record(name), RESUME_VERSION, tooling(name).resume_sample(1))
        app = App(board, game=name)
        board.run(app, 100)
        assert app.game is not None and app.game.screen.snapshot() is not None, name
        app.end_game()
