"""firmware/ui/board_screen.py through the toy game (tests/data/toy: Nim, 13 stones, take 1-3,
you first against Easy), whose screen is only the hooks: the base's turns, take-back,
refusals, scoring and resume, once for every board game."""
import pytest

import firmware.app as app_module
from firmware.gamehost import unload
from hal.buttons import A
from sim.board import SimBoard
from sim.keys import GAP_MS
from tests.screen import shows, shows_banner
from tests.toy import install_toy

SETUP, PLAY, OVER = 0, 1, 2
ERROR_TONE = 220
WIN_TONE = 2093    # the last note of firmware/sound.py "win"
LOSE_TONE = 262   # ...and of "lose"


@pytest.fixture
def toy(tmp_path, monkeypatch):
    install_toy(tmp_path / "pkg", monkeypatch, ("toy", "Toy Nim", "Take the last"))
    yield
    unload("toy")


def started(state_dir, keys="A wait:500"):
    board = SimBoard(seed=1, state_dir=state_dir)
    app = app_module.App(board, game="toy")
    board.run(app, 400)
    board.play_keys(app, keys)
    return board, app, app.game.screen


def test_take_back_removes_your_move_and_the_reply_then_a_mash_of_b_stays(toy, tmp_path):
    board, app, s = started(str(tmp_path))
    assert s.phase == PLAY and s.game.moves == []
    board.play_keys(app, "A wait:700")  # the reply, seen (app.GUARD_MS)
    assert len(s.game.moves) == 2   # yours and the computer's reply
    board.play_keys(app, "B")
    assert s.game.moves == [] and s.phase == PLAY
    tones = board.sound.count
    # nothing of yours to take back: refused saying so, never out of the game (a player
    # taking moves back taps B on; leaving is the pause menu's Quit)
    board.play_keys(app, "wait:700 B wait:400 B B:40 B:40 wait:250 B")   # (B at a mash's beat
    # after the B that took back is refused: the first is at a person's pace)
    assert s.phase == PLAY and s.game.moves == [] and s.notice == "NO UNDO"
    assert shows(board, "NO UNDO", inverted=True) and board.storage.exists("resume_toy")
    assert ERROR_TONE in [f for f, _ in board.sound.tones[tones - board.sound.count:]]
    board.play_keys(app, "wait:1200")   # read, then gone
    assert s.notice is None and shows(board, "YOUR MOVE")


def test_no_undo_stays_while_nothing_moves_and_goes_with_the_next_move(toy, tmp_path):
    """NO UNDO answered a B on the board before: once a move is made it goes at once (a
    fresh review read it, still up, as the move's own refusal or undo)."""
    board, app, s = started(str(tmp_path))
    board.play_keys(app, "B wait:800")   # nothing of yours to take back
    assert s.notice == "NO UNDO" and shows(board, "NO UNDO", inverted=True)   # read meanwhile
    board.play_keys(app, "A:40")   # your move, 0.84 s into the notice's 1.2 s
    assert len(s.game.moves) == 1 and s.notice is None
    assert not shows(board, "NO UNDO", inverted=True)


def test_a_press_in_the_computers_turn_is_refused_with_a_notice_that_clears(toy, tmp_path):
    board, app, s = started(str(tmp_path), "A wait:500 A:40")   # Play (the board seen), take one
    board.pad.press(A)   # while the computer's reply waits for its pace
    board.run(app, 40)
    board.pad.release(A)
    board.run(app, 40)
    assert len(s.game.moves) == 1 and s.notice == "NO"
    assert ERROR_TONE in [f for f, _ in board.sound.tones]
    board.play_keys(app, "wait:%d" % (s.NOTICE_MS + 100))
    assert s.notice is None and len(s.game.moves) == 2


def test_the_computer_thinks_once_its_turn_is_on_the_glass(toy, tmp_path):
    board, app, s = started(str(tmp_path))
    seen = []
    player = s.player

    def watched(game):
        seen.append(shows(board, "THINKING"))
        return player(game)
    s.player = watched
    board.play_keys(app, "A wait:400")
    assert seen == [True]


def test_a_result_is_scored_saved_tallied_and_held_against_presses(toy, tmp_path):
    board, app, s = started(str(tmp_path))
    for _ in range(20):   # a move, then the reply read for 0.7 s (a steady 0.56 s beat is a
        board.play_keys(app, "A")   # mash's), or the result as it appears
        for _ in range(70):
            if s.phase != PLAY:
                break
            board.run(app, 10)
        if s.phase != PLAY:
            break
    assert s.phase == OVER and sum(s.score) == 1
    assert board.storage.load("toy", 1, None)["score"] == s.score
    assert app.stats["games"]["toy"]["Easy"]["played"] == 1
    board.play_keys(app, "A")   # on its way as the result appeared: held back
    assert s.phase == OVER
    board.play_keys(app, "wait:%d A" % (app_module.MASH_MS + app_module.DRIFT_MS))  # acts
    assert s.phase == PLAY and s.game.moves == []


def test_a_game_resumes_and_a_damaged_snapshot_starts_afresh(toy, tmp_path):
    board, app, s = started(str(tmp_path), "A wait:500 A wait:400")   # Play, seen; take one
    moves = list(s.game.moves)
    assert moves   # a game under way
    app.end_game()
    _, _, again = started(str(tmp_path), "")
    assert again.phase == PLAY and again.game.moves == moves
    board.storage.save("resume_toy", 1, {"setup": {"mode": 7}, "first": 1, "moves": []})
    _, _, fresh = started(str(tmp_path), "")
    assert fresh.phase == SETUP and not board.storage.exists("resume_toy")


def play_nim(board, app, s, perfect):
    """Play the game out: perfect leaves the computer a multiple of four, else take one."""
    for _ in range(20):   # each reply read 0.9 s: a steady 0.56 s beat of A is a mash's
        if s.phase != PLAY:
            break
        want = s.game.stones % 4 if perfect and s.game.stones % 4 else 1
        board.play_keys(app, " ".join(["RIGHT"] * ((want - s.cursor) % 3) + ["A", "wait:900"]))


@pytest.mark.parametrize("setup, first, perfect, banner, tone", (
    ("A", 1, True, ("YOU", "WIN!"), WIN_TONE),     # you first: take 1, then 4 - its take
    # Perfect moving first leaves you 12 stones, and a multiple of four after each reply
    ("DOWN DOWN RIGHT DOWN RIGHT UP UP UP A", 2, False, ("CPU", "WINS"), LOSE_TONE)))
def test_the_result_is_a_banner_with_its_sound_and_the_board_stays(toy, tmp_path, setup, first,
                                                                     perfect, banner, tone):
    board, app, s = started(str(tmp_path), setup)
    assert s.player is not None and s.game.first == first
    play_nim(board, app, s, perfect)
    assert s.phase == OVER and shows_banner(board, *banner) and shows(board, "A:AGAIN")
    assert tone in [f for f, _ in board.sound.tones]
    assert shows(board, "P1") and not shows(board, "YOUR MOVE")   # scores stay, no status


def test_two_players_banner_names_the_winning_side(toy, tmp_path):
    board, app, s = started(str(tmp_path), "DOWN RIGHT UP A")
    assert s.player is None
    play_nim(board, app, s, True)
    assert s.game.result == 1 and shows_banner(board, "P1", "WINS")


def tap_a_every(board, app, s, period, until):
    """A taps (60 ms) every period ms until until(s) holds, or 40 taps: each tap's time and
    the phase and move count before and after it."""
    taps = []
    for _ in range(40):
        before = (s.phase, len(s.game.moves) if s.game else 0)
        at = board.clock.ticks_ms()
        board.pad.press(A)
        board.run(app, 60)
        board.pad.release(A)
        taps.append((at, before, (s.phase, len(s.game.moves) if s.game else 0)))
        board.run(app, period - 60)
        if until(s):
            break
    return taps


@pytest.mark.parametrize("period,drift", ((220, 0), (333, 0), (400, 80), (500, 0), (500, 80),
                                          (555, 60), (625, 0)))
def test_a_b_mash_after_a_take_back_takes_back_one_move_not_all(toy, tmp_path, period, drift):
    # fresh reviewers' traps: 6 taps of B a second spent every undo in a third of a second,
    # each on a board on the glass for 0.16 s; then 1.6-2.5 taps a second (B acts as it is
    # let go, so each tap began 320-420 ms after the board the one before took back) took
    # back two. Now the first takes back, the rest of a mash (even or drifting) are refused
    # while they keep its beat (STOP, THEN PRESS up)
    board, app, s = started(str(tmp_path))
    for _ in range(3):
        board.play_keys(app, "A wait:800")   # a move, the reply read
    moves = len(s.game.moves)
    assert s.phase == PLAY and moves >= 4
    for i in range(1 + (2000 - 1) // period):   # begun in its first 2 s
        gap = period - 80 - GAP_MS + (drift if i % 2 else -drift)   # down to down: period
        board.play_keys(app, "B:80 wait:%d" % gap)
    board.play_keys(app, "wait:800")
    assert len(s.game.moves) == moves - 2


def test_a_b_at_a_person_s_pace_after_a_take_back_takes_back_another(toy, tmp_path):
    board, app, s = started(str(tmp_path))
    for _ in range(3):
        board.play_keys(app, "A wait:800")
    moves = len(s.game.moves)
    board.play_keys(app, "B:80 wait:700 B:80 wait:800")   # the board looked at, then B again
    assert len(s.game.moves) == moves - 4


@pytest.mark.parametrize("period", (700, 850, 1000))
def test_a_steady_player_whose_every_tap_is_a_move_plays_each_and_the_result_waits_a_look(
        toy, tmp_path, period):
    # fresh reviews: A alone at a steady 0.7-1 s, every tap a move seen 0.4 s or more after
    # the reply, had the new board's first taps refused as a slow rhythm's (YOUR TURN:
    # PRESS A on almost every turn): no tap went to the computer's turn, so each move acts.
    # Later reviews: that beat then answered CPU WINS 0.4 s after it came and played game
    # after game. A result that comes by itself in a steady stream of moves refuses the
    # stream's taps that keep its beat till it has been up RESULT_SEEN_MS: then AGAIN acts,
    # and the new board's first tap moves
    board, app, s = started(str(tmp_path))
    over = []
    board.watchers.append(lambda b: over or s.phase != OVER or over.append(b.clock.ticks_ms()))
    taps = tap_a_every(board, app, s, period, lambda s: s.phase == OVER)
    assert s.phase == OVER
    acted = [i for i, (_, before, after) in enumerate(taps) if before != after]
    assert acted == list(range(len(taps) - 1)) or acted == list(range(len(taps))), taps
    taps = tap_a_every(board, app, s, period, lambda s: s.phase == PLAY)   # AGAIN, in time
    again = [at for at, before, after in taps if before != after]
    assert again and again[0] >= over[0] + app_module.RESULT_SEEN_MS   # held till it was seen
    assert all(before == after for at, before, after in taps if at < again[0])
    taps = tap_a_every(board, app, s, period, lambda s: s.phase == PLAY and s.game.moves)
    acted = [i for i, (_, before, after) in enumerate(taps) if before != after]
    assert acted[:1] == [0], taps   # the new board's first tap: a move
