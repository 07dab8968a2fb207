# runs-on: micropython
"""The perfect player's exact search (exact.py) against the reference scores of
tests/data/connect4/: the first move found to win keeps the win, a draw is kept, a lost
position loses slowest; the node limit holds and leaves the board as it was."""
from firmware.games.connect4.exact import DRAW, LOSS, WIN, Exact
from hal import native
from tests.util import data_path

DATA = data_path("connect4") + "/"
ALL = 1 << 28


def positions(name, step=1):
    """(moves as columns 0-6, score) of every step-th line of a test set, read as needed (a
    device-sized heap has no room for them all)"""
    with open(DATA + name) as f:
        for i, line in enumerate(f):
            if i % step == 0:
                digits, score = line.split()
                yield [ord(ch) - 49 for ch in digits], int(score)


def sign(score):
    return (score > 0) - (score < 0)


def check_decision(exact, moves, score, col):
    """col, decided after moves, keeps the result: it wins, draws or loses as the reference
    score of the position says, a loss as late as the best defence."""
    assert exact.outcome == sign(score), (moves, score, exact.outcome)
    exact.load(moves)
    if exact.outcome == WIN and exact.n < 41 and not exact.wins_at_once(col):
        assert exact.value(col, 0, 1, ALL) >= 1, moves
    elif exact.outcome == DRAW:
        assert exact.value(col, -1, 1, ALL) == 0, moves
    elif exact.outcome == LOSS:
        assert exact.value(col, score - 1, score + 1, ALL) == score, moves


def test_every_end_position_is_decided_as_its_score_says():
    exact = Exact()
    for moves, score in positions("end_29-38_stones.txt"):
        col = exact.decide(moves, ALL)
        check_decision(exact, moves, score, col)


def test_middle_positions_decided_within_a_small_budget_are_right():
    exact = Exact()
    decided = 0
    for moves, score in positions("middle_18-28_stones.txt", 5):
        col = exact.decide(moves, 2000)
        if col is None:
            assert exact.open and exact.nodes <= 2001
            continue
        decided += 1
        check_decision(exact, moves, score, col)
    assert decided >= 45


def test_a_search_stopped_at_its_limit_leaves_the_board_as_it_was():
    exact = Exact()
    moves = [ord(ch) - 49 for ch in "2142143774754661511"]   # a draw proven in ~500k nodes
    exact.load(moves)
    board = bytes(exact.st)
    assert exact.value(5, -1, 1, 300) is None
    assert exact.nodes == 301 and bytes(exact.st) == board
    assert exact.decide(moves, 1000) is None and exact.nodes <= 1001
    # the moves not proven to lose yet include the one drawing move
    assert exact.outcome is None and 6 in exact.open and len(exact.open) < 7


def test_wins_at_once_and_forced_losses():
    exact = Exact()
    assert exact.decide([0, 1, 0, 1, 0, 1], ALL) == 0 and exact.outcome == WIN
    # player 2 cannot block both ends of player 1's three on the bottom row: every move loses
    # at player 1's next stone, its 4th
    assert exact.decide([2, 2, 3, 3, 4], ALL) is not None and exact.outcome == LOSS
    exact.load([2, 2, 3, 3, 4])
    assert [exact.value(c, -30, 30, ALL) for c in range(7)] == [-(22 - 4)] * 7


def test_the_bytecode_fallback_decides_identically():
    plain = native.from_source("firmware.games.connect4.exact").Exact()
    fast = Exact()
    for moves, _score in positions("end_29-38_stones.txt", 30):
        assert plain.decide(moves, 300) == fast.decide(moves, 300)
        assert (plain.outcome, plain.nodes) == (fast.outcome, fast.nodes)
