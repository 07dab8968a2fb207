"""bench/fuzz.py in short: a few thousand random and adversarial events through the whole
app with every check on, the checks themselves catching broken states, and a failure's
printed key script replaying the very same screens through sim.board."""
import io
import os
import shutil
import tempfile

from bench import fuzz, invariants
from firmware.app import App
from firmware.games.hearts.engine import Game as HeartsGame
from firmware.games.tictactoe.engine import Game as TicTacToeGame
from hal.buttons import A, DOWN
from hal.rng import Rng
from sim.board import SimBoard
from sim.games import names as game_names
from sim.keys import parse_keys
from tests.util import raises


def test_five_thousand_events_pass_every_check_and_reach_every_game():
    where = {}
    out = io.StringIO()
    failures, done, presses, _ = fuzz.run(11, 5000, 1000, out, where)
    assert failures == [], out.getvalue()
    assert done == 5000 and presses > 3000
    for name in game_names() + ["menus"]:
        assert where.get(name, 0) > 50, where


class _Hearts:
    def __init__(self, game):
        self.game = game
        self.record = {"played": 1, "won": 0, "moons": 0}
        self.stage = 2


def test_hearts_check_catches_a_card_dealt_twice_and_points_not_taken():
    game = HeartsGame()
    game.deal(Rng(3))
    game.phase = "play"  # skip the pass: the deal alone is a full deck
    game.turn = game.leader = 0
    invariants.check("hearts", _Hearts(game), {})
    game.hands[1][0] = game.hands[0][0]
    e = raises(AssertionError, invariants.check, "hearts", _Hearts(game), {})
    assert "twice" in str(e)
    fresh = HeartsGame()
    fresh.deal(Rng(3))
    fresh.phase = "play"
    fresh.turn = fresh.leader = 0
    fresh.taken[2] = 5
    e = raises(AssertionError, invariants.check, "hearts", _Hearts(fresh), {})
    assert "points taken" in str(e)


class _TicTacToe:
    def __init__(self, game, score):
        self.game = game
        self.score = score
        self.cursor = 4


def test_tictactoe_check_catches_a_board_that_does_not_follow_its_moves():
    game = TicTacToeGame()
    for cell in (4, 0, 8):
        game.play(cell)
    memo = {}
    invariants.check("tictactoe", _TicTacToe(game, [1, 0, 0]), memo)
    game.cells[2] = game.cells[4]
    e = raises(AssertionError, invariants.check, "tictactoe", _TicTacToe(game, [1, 0, 0]), memo)
    assert "board differs" in str(e)


def test_scores_may_only_grow_one_game_at_a_time_or_reset():
    game = TicTacToeGame()
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
