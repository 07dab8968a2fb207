# runs-on: micropython
from firmware.games.tictactoe.ai import (LEVELS, choose_classic, choose_easy, choose_perfect,
                                         choose_random, make_player, perfect_moves)
from firmware.games.tictactoe.engine import DRAW, EMPTY, O, X, Game, other, replay
from firmware.games.tictactoe.solver import Solver
from hal.rng import Rng
from tests.util import raises


def position_code(game):
    code = 0
    for c in game.cells:
        code = code * 3 + c
    return code


def worst_outcomes(first, perfect):
    """Every game where the opponent tries every legal move and the perfect player every move
    it may pick; returns how many distinct positions ended in a win, draw or loss for it.
    Positions already explored are skipped (the board and first mover fix whose turn it is)."""
    seen = bytearray(19683)
    ends = {"win": 0, "draw": 0, "loss": 0}

    def explore(game):
        code = position_code(game)
        if seen[code]:
            return
        seen[code] = 1
        if game.over():
            if game.result == DRAW:
                ends["draw"] += 1
            else:
                ends["win" if game.result == perfect else "loss"] += 1
            return
        if game.turn == perfect:
            options = perfect_moves(game)
            assert options and all(game.is_legal(c) for c in options), game.moves
        else:
            options = game.legal_moves()
        for cell in options:
            game.play(cell)
            explore(game)
            game.undo()

    explore(Game(first))
    return ends


def test_perfect_never_loses_against_any_sequence_of_moves():
    for first in (X, O):
        for perfect in (X, O):
            ends = worst_outcomes(first, perfect)
            assert ends["loss"] == 0, (first, perfect, ends)
            assert ends["win"] > 0 and ends["draw"] > 0, ends


def test_book_matches_a_fresh_full_search_in_every_position():
    solver = Solver()
    checked = [0]
    seen = bytearray(19683)

    def walk(game):
        code = position_code(game)
        if seen[code] or game.over():
            return
        seen[code] = 1
        assert perfect_moves(game) == solver.best_moves(game.cells, game.turn), game.moves
        checked[0] += 1
        for cell in game.legal_moves():
            game.play(cell)
            walk(game)
            game.undo()

    walk(Game(X))
    assert checked[0] == 4520  # every position of a game not yet over


def test_perfect_takes_the_quickest_win():
    # X 0 4, O 1 2: the fork at 3 or 6 also wins, but later than 8 at once.
    game = replay([0, 1, 4, 2])
    assert perfect_moves(game) == [8]
    assert Solver().value(game.cells, X) == 5


def test_perfect_delays_a_lost_game():
    # After X 0, O 1, X 4 the game is lost for O; blocking at 8 loses later than anything else.
    game = replay([0, 1, 4])
    assert Solver().value(game.cells, O) < 0
    assert perfect_moves(game) == [8]


def test_perfect_varies_among_equally_good_moves():
    assert perfect_moves(Game()) == list(range(9))
    game = replay([4])
    assert perfect_moves(game) == [0, 2, 6, 8]
    rng = Rng(5)
    picked = [choose_perfect(game, rng) for _ in range(60)]
    assert sorted(set(picked)) == [0, 2, 6, 8]


def test_classic_wins_before_blocking_and_else_follows_its_order():
    assert choose_classic(replay([0, 3, 1, 4]), None) == 2     # X wins, ignoring O's threat
    assert choose_classic(replay([0, 3, 1, 4, 8]), None) == 5  # O wins, ignoring X's threat
    assert choose_classic(replay([4, 0, 5]), None) == 3        # O blocks the middle row
    assert choose_classic(Game(), None) == 4
    assert choose_classic(replay([4]), None) == 0
    assert choose_classic(replay([4, 0, 2]), None) == 6          # block the 2-4-6 diagonal


def test_easy_takes_a_win_only_some_of_the_time():
    game = replay([0, 3, 1, 4])  # X can win at 2 (and O threatens 5)
    rng = Rng(11)
    picks = [choose_easy(game, rng) for _ in range(400)]
    wins = picks.count(2)
    # half the time on purpose, plus 1 in 5 by chance among the 5 free cells: about 60%
    assert 200 < wins < 280, wins
    assert all(game.is_legal(c) for c in picks)


def test_random_plays_every_free_cell():
    game = replay([4, 0])
    rng = Rng(3)
    picks = [choose_random(game, rng) for _ in range(300)]
    assert sorted(set(picks)) == game.legal_moves()


def test_players_are_seeded_and_reject_unknown_levels():
    for level in LEVELS:
        a, b = make_player(level, Rng(9)), make_player(level, Rng(9))
        for moves in ([], [4], [0, 4, 8]):
            game = replay(moves)
            assert [a(game) for _ in range(5)] == [b(game) for _ in range(5)]
    raises(ValueError, make_player, "godlike", Rng(1))


def test_no_level_ever_plays_an_illegal_move():
    rng = Rng(21)
    for level in LEVELS:
        player = make_player(level, rng)
        for _ in range(40):
            game = Game(X if rng.randbelow(2) else O)
            while not game.over():
                cell = player(game.copy())
                assert game.is_legal(cell), (level, game.moves, cell)
                game.play(cell)
                assert game.cells[cell] == other(game.turn) and game.cells[cell] != EMPTY

