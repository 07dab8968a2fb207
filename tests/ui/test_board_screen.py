"""firmware/ui/board_screen.py through the toy game (tests/data/toy: Nim, 13 stones, take 1-3,
you first against Easy), whose screen is only the hooks: the base's turns, take-back,
refusals, scoring and resume, once for every board game."""
import pytest

import firmware.app as app_module
from firmware.app import AIM_MS, FRAME_MS, GUARD_MS, LOOK_MS
from firmware.gamehost import unload
from firmware.ui.board_screen import CPU_BEAT_MS, NOTHING_BACK, UNDONE
from hal.buttons import A, B, RIGHT
from sim.board import SimBoard
from tests.screen import shows, shows_banner, shows_nothing_back
from tests.sweep import BACK_MS, PERIODS, look_broken, rested_sweep, stepper
from tests.toy import install_toy

SETUP, PLAY, OVER = 0, 1, 2
ERROR_TONE = 220
WIN_TONE = 2093    # the last note of firmware/sound.py "win"
LOSE_TONE = 262   # ...and of "lose"
# A move the player means: the cursor moved there and back first (a turn A was tapped into
# waits for an aim, app.AIM_MS)
AIMED = "RIGHT LEFT "


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
    board.play_keys(app, "A wait:%d" % (CPU_BEAT_MS + 400))  # the reply, seen (app.GUARD_MS)
    assert len(s.game.moves) == 2   # yours and the computer's reply
    board.play_keys(app, "B")
    assert s.game.moves == [] and s.phase == PLAY
    tones = board.sound.count
    # nothing of yours to take back: refused saying so, never out of the game (a player
    # taking moves back taps B on; leaving is the pause menu's Quit)
    board.play_keys(app, "wait:%d B B:40 B:40 wait:250 B" % (GUARD_MS + 100))   # (the first
    # B, GUARD_MS after the board taken back, and those after it are the screen's)
    assert s.phase == PLAY and s.game.moves == [] and s.notice == NOTHING_BACK
    # what is true, and what to do instead (reviews 67-70: NOT YET read as "wait")
    assert shows_nothing_back(board) and board.storage.exists("resume_toy")
    assert ERROR_TONE in [f for f, _ in board.sound.tones[tones - board.sound.count:]]
    board.play_keys(app, "wait:1200")   # read, then gone
    assert s.notice is None and shows(board, "YOUR MOVE")


def test_no_undo_stays_while_nothing_moves_and_goes_with_the_next_move(toy, tmp_path):
    """NO UNDO answered a B on the board before: once a move is made it goes at once (a
    fresh review read it, still up, as the move's own refusal or undo)."""
    board, app, s = started(str(tmp_path))
    board.play_keys(app, "B wait:800")   # nothing of yours to take back
    assert s.notice == NOTHING_BACK and shows_nothing_back(board)   # read meanwhile
    board.play_keys(app, "A:40")   # your move, 0.84 s into the notice's 1.2 s
    assert len(s.game.moves) == 1 and s.notice is None
    assert not shows(board, "NO UNDO", inverted=True) and not shows(board, "MENU")


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


def test_a_cursor_moved_off_the_aim_waits_for_an_arrow_saying_why(toy, tmp_path):
    """lose_aim (a move moved the cursor off where the player aimed: tic-tac-toe's AIM
    AGAIN, Connect Four's FILLED UP): the key bar offers the arrows in A's place, A is
    refused with the game's words, again each time, till an arrow gives A back; a turn
    begun afresh (a take-back) ends the wait too."""
    board, app, s = started(str(tmp_path), "A wait:500 A wait:%d" % (CPU_BEAT_MS + 400))
    assert len(s.game.moves) == 2 and s.human_turn() and s.cursor == 1
    s.lose_aim("MOVED OFF")
    board.play_keys(app, "wait:%d" % AIM_MS)
    assert shows(board, "<>:AIM") and not shows(board, "A:TAKE")
    for _ in range(2):
        tones = board.sound.count
        board.play_keys(app, "A wait:100")
        assert len(s.game.moves) == 2 and s.notice == "MOVED OFF"
        assert shows(board, "MOVED OFF", inverted=True) and board.sound.count > tones
        assert board.sound.tones[-1][0] == ERROR_TONE
    board.play_keys(app, "RIGHT")
    assert s.cursor == 2 and not s.must_aim() and shows(board, "A:TAKE")
    board.play_keys(app, "A wait:100")
    assert s.game.moves[2] == 2
    s.lose_aim("MOVED OFF")
    board.play_keys(app, "wait:%d B" % (CPU_BEAT_MS + 400))   # the move and reply taken back
    assert len(s.game.moves) == 2 and not s.must_aim() and s.unaimed is None


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


def test_the_computers_turn_lasts_the_beat_from_your_moves_push_the_app_asleep_meanwhile(
        toy, tmp_path):
    """Review 43: a reply on the glass almost at once let taps 0.5 s apart each play. The
    reply reaches the glass CPU_BEAT_MS after your move did (within a frame), and the beat
    costs no busy time: of the steps of the computer's turn only the one after your move's
    frame comes at once (the think, app.step's due), the rest sleep a frame."""
    board, app, s = started(str(tmp_path))
    pushes = []   # (ms, moves on the board) of each frame pushed to the glass
    show = app.gfx.show

    def shown():
        show()
        pushes.append((board.clock.ticks_ms(), len(s.game.moves)))
    app.gfx.show = shown
    sleeps = []   # (moves on the board, ms to the next step) after each step
    board.watchers.append(lambda b: sleeps.append((len(s.game.moves), b.next_step_in())))
    board.play_keys(app, "A wait:%d" % (CPU_BEAT_MS + 200))
    mine = min(at for at, moves in pushes if moves == 1)
    reply = min(at for at, moves in pushes if moves == 2)
    assert CPU_BEAT_MS <= reply - mine <= CPU_BEAT_MS + FRAME_MS, reply - mine
    waits = [ms for moves, ms in sleeps if moves == 1]
    assert sum(ms <= 1 for ms in waits) == 1 and len(waits) <= CPU_BEAT_MS // FRAME_MS + 2


def test_a_result_is_scored_saved_tallied_and_held_against_presses(toy, tmp_path):
    board, app, s = started(str(tmp_path))
    for _ in range(20):   # a move, then the reply read for 0.9 s, or the result as it
        board.play_keys(app, AIMED + "A")   # appears (past the turn's guard: a tap under it
        # rests A)
        for _ in range(90):
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
    board.play_keys(app, "wait:%d A" % AIM_MS)  # after a pause (the A refused: AIM_MS), A acts
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
    read = 900 if s.player is not None else LOOK_MS + 100   # (two players: the other's turn
    for _ in range(20):   # each reply read                  # waits a look)
        if s.phase != PLAY:
            break
        want = s.game.stones % 4 if perfect and s.game.stones % 4 else 1
        board.play_keys(app, " ".join(["RIGHT"] * ((want - s.cursor) % 3) +
                                      [AIMED + "A", "wait:%d" % read]))


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


def test_b_tapped_at_any_pace_takes_back_a_move_only_once_the_board_before_it_is_read(
        toy, tmp_path):
    """Fresh reviewers' traps: 6 taps of B a second spent every undo in a third of a second,
    each on a board on the glass for 0.16 s. B tapped 1 to 8 times a second after three
    moves and replies, in bursts: no B begun under GUARD_MS after a take-back acts (a board
    taken back is a turn shown); the first begun 100 ms past it does (reviews 48, 51: a
    LOOK_MS wait there met B, B 0.3 s apart with WAIT; tests/sweep.py)."""
    for period in PERIODS:
        board, app, s = started(str(tmp_path / str(period)))
        for _ in range(3):
            board.play_keys(app, AIMED + "A wait:800")   # a move, the reply read
        assert s.phase == PLAY and len(s.game.moves) == 6
        shown, taps = rested_sweep(stepper(board, app), board.pad, board.clock, s, B, period,
                                   15000,   # (three bursts, each rested AIM_MS: sweep.py)
                                   {"_undo": lambda s: GUARD_MS if s.notice == UNDONE else 0})
        assert len(shown) == 3 and s.game.moves == [], period   # (then NO UNDO)
        assert look_broken(shown, taps, board.clock) is None, period


def test_a_b_begun_before_the_guard_ends_and_let_go_after_it_takes_back_nothing(toy, tmp_path):
    board, app, s = started(str(tmp_path))
    for _ in range(3):
        board.play_keys(app, AIMED + "A wait:800")
    board.play_keys(app, "B:40 wait:%d" % (GUARD_MS - 150))   # taken back; B again 0.19 s on
    moves = len(s.game.moves)
    board.play_keys(app, "B:150 wait:800")   # (a tap held 0.15 s)
    assert len(s.game.moves) == moves


def test_b_mashed_takes_back_one_move_then_waits_for_a_pause(toy, tmp_path):
    """Review 89: B tapped 4-6 times a second took back every move in under a second, the
    undos spent. A board taken back is a turn whose guard rests B (guard_turn's back): a B
    it refuses starts REST_MS again, so a mash takes back one move and then waits for a
    pause (or the mash's cap, MASH_CAP_MS); after a pause B takes back the next."""
    from firmware.app import MASH_CAP_MS, REST_MS
    board, app, s = started(str(tmp_path))
    for _ in range(3):
        board.play_keys(app, AIMED + "A wait:800")
    moves = len(s.game.moves)
    start = board.clock.ticks_ms()
    while board.clock.ticks_ms() - start < MASH_CAP_MS - 400:   # (under the mash's cap)
        board.play_keys(app, "B:40 wait:160")   # (about 0.28 s apart)
    assert len(s.game.moves) == moves - 2   # one take-back: its move and the reply
    board.play_keys(app, "wait:%d B:40 wait:400" % REST_MS)   # paused: B takes back again
    assert len(s.game.moves) == moves - 4


def test_a_b_at_a_person_s_pace_after_a_take_back_takes_back_another(toy, tmp_path):
    board, app, s = started(str(tmp_path))
    for _ in range(3):
        board.play_keys(app, AIMED + "A wait:800")
    moves = len(s.game.moves)
    board.play_keys(app, "B:80 wait:%d B:80 wait:800" % (GUARD_MS + 60))   # B again 0.44 s
    assert len(s.game.moves) == moves - 4   # after the first: no WAIT (reviews 48, 51)
    assert not shows(board, "WAIT", inverted=True)


def test_a_tapped_at_any_pace_moves_on_each_turn_once_seen_and_the_result_waits_a_look(
        toy, tmp_path):
    """Fresh reviews: A alone at a steady 0.7-1 s, every tap a move, had the new board's
    first taps refused as a slow rhythm's; later ones: that beat answered CPU WINS 0.4 s
    after it came and played game after game. A tapped 1 to 8 times a second through
    games: no tap begun under GUARD_MS after the turn came back or a new board came, nor
    under LOOK_MS after the result, nor (rule25) under REST_MS after a turn that came with A
    tapped in the computer's, or after a tap refused there, acts; the first begun 100 ms
    past that does (tests/sweep.py). A stream faster than REST_MS plays once a burst, so
    the games take long."""
    for period in PERIODS:
        board, app, s = started(str(tmp_path / str(period)))
        shown, taps = rested_sweep(stepper(board, app), board.pad, board.clock, s, A, period,
                                   60000, {
                                       "turn_shown": lambda s: GUARD_MS if s.human_turn() else 0,
                                       "result_shown": lambda s: LOOK_MS,
                                       # (a new board's guard is a turn back's: on_button's
                                       # guard_turn(back=True), after the hook: review 72)
                                       "new_game": lambda s: BACK_MS}, (RIGHT,))
        assert [wait for _, wait in shown].count(LOOK_MS) >= 2, period   # games played out
        assert look_broken(shown, taps, board.clock) is None, period
