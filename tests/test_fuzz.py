"""bench/fuzz.py in short: a few thousand random and adversarial events through the whole
app with every check on (each game's own checks: tests/games/<game>/test_tooling.py), and a
failure's printed key script replaying the very same screens through sim.board."""
import io
import os
import shutil
import tempfile

from bench import fuzz, invariants
from firmware.app import App
from hal.buttons import A, DOWN
from hal.rng import Rng
from sim.board import SimBoard
from sim.games import names as game_names
from sim.keys import parse_keys
from tests.util import raises


def test_five_thousand_events_pass_every_check_and_reach_every_game():
    # an episode begins in each game in turn: as many episodes as games reach them all
    where = {}
    out = io.StringIO()
    failures, done, presses, _ = fuzz.run(11, 5000, 5000 // len(game_names()), out, where)
    assert failures == [], out.getvalue()
    assert done == 5000 and presses > 3000
    for name in game_names() + ["menus"]:
        assert where.get(name, 0) > 50, where


class _TicTacToe:
    def __init__(self, game, score):
        self.game = game
        self.score = score
        self.cursor = 4


def test_scores_may_only_grow_one_game_at_a_time_or_reset():
    from firmware.games.tictactoe.engine import Game
    game = Game()
    memo = {}
    invariants.check("tictactoe", _TicTacToe(game, [1, 0, 0]), memo)
    invariants.check("tictactoe", _TicTacToe(game, [1, 1, 0]), memo)
    invariants.check("tictactoe", _TicTacToe(game, [0, 0, 0]), memo)  # the player's reset
    invariants.check("tictactoe", _TicTacToe(game, [0, 0, 1]), memo)
    e = raises(AssertionError, invariants.check, "tictactoe", _TicTacToe(game, [3, 0, 1]), memo)
    assert "went from 1 to 4" in str(e)


def test_printed_replay_shows_the_same_screen_as_the_fuzzed_run():
    state = tempfile.mkdtemp(prefix="pp-fuzz-test-")
    try:
        ep = fuzz.Episode(12345, state)
        rng = Rng(5)
        for _ in range(300):
            button, ms = fuzz.generate(rng)
            ep.play(button, ms)
        ep.to_launcher()
        ep.play(DOWN)
        ep.play(A)  # a title card: something other than the launcher on the glass
        out = io.StringIO()
        ep.write_replay(out)
        line = out.getvalue()
        assert line.startswith("replay: python -m sim --headless --seed 12345 --keys \"")
        script = line.split('--keys "', 1)[1].rstrip().rstrip('"')
        assert len(parse_keys(script)) == ep.events()
        board = SimBoard(seed=12345)
        app = App(board)
        board.run(app, fuzz.BOOT_MS)
        board.play_keys(app, script)
        assert board.chip.glass_rows() == ep.board.chip.glass_rows()
        assert [type(v).__name__ for v in app.views] == \
            [type(v).__name__ for v in ep.app.views]
    finally:
        shutil.rmtree(state)
        assert not os.path.exists(state)
