# runs-on: micropython, whole app
"""Hearts through power cuts and mashed buttons (screen.py's snapshot and resume), through
the whole app on the simulated board."""
from firmware.gamehost import RESUME_VERSION, resume_record
from hal.rng import Rng
from tests.games.hearts.driver import (
    HAND_OVER, PASSING, PLAYING, READ_MS, error_log, game_module, keys, new_game, pass_three,
    play_first_legal, play_hand, received_marked, screen_of, start, until_my_turn)


def test_a_game_resumes_mid_trick_after_a_power_cut():
    board, app = start(seed=10)
    s = new_game(board, app)
    pass_three(board, app)
    for _ in range(30):
        if s.game.trick_no >= 2 and s.game.trick and s.play.shown is None:
            break
        until_my_turn(board, app)
        play_first_legal(board, app)
    assert s.game.trick_no >= 2 and s.game.trick
    board.run(app, 40)  # the card's frame is shown, then the game saved
    snap = s.game.snapshot()
    cursor = s.play.cursor
    state = board.state_dir
    board = app = s = None  # the power goes: nothing of that run stays
    board, app = start(seed=99, state_dir=state, ms=100)  # before the next card's pace
    s2 = screen_of(app)
    assert s2.stage == PLAYING and s2.game.snapshot() == snap and s2.play.cursor == cursor
    until_my_turn(board, app)
    play_first_legal(board, app)  # and play goes on
    assert len(s2.game.hands[0]) < len(snap["hands"][0])


def test_mashing_buttons_never_crashes():
    board, app = start(seed=3)
    rng = Rng(17)
    names = ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "B")
    for _ in range(300):
        if app.game is None:  # B on the setup page went back to the launcher
            app.start_game("hearts", True)
        if rng.randbelow(8) == 0:
            keys(board, app, "wait:%d" % rng.randbelow(1500))
        keys(board, app, "%s:%d" % (rng.choice(names), 30 + rng.randbelow(60)))
    assert error_log(board) == "" and board.chip.errors == []


def test_the_hand_table_survives_a_power_cut():
    board, app = start(seed=12)
    s = new_game(board, app, "Medium")
    play_hand(board, app)
    totals = list(s.game.totals)
    state = board.state_dir
    board = app = s = None  # the power goes: nothing of that run stays
    board, app = start(seed=13, state_dir=state)
    s2 = screen_of(app)
    assert s2.stage == HAND_OVER and s2.game.totals == totals
    keys(board, app, "wait:%d A" % READ_MS)   # (resumed on it: read first, as when it came)
    assert s2.stage == PASSING and s2.game.hand_no == 1 and s2.game.totals == totals


def rows(board, top, bottom):
    """The glass's rows top to bottom, a bytes each (lists of ints were 1 KB a row under
    the unix port, and a 46-row picture ran its heap out)."""
    return [bytes(board.chip.glass_pixel(x, y) for x in range(128)) for y in range(top, bottom)]


def test_a_resumed_hand_shows_the_received_cards_marked_as_before():
    """A fresh review: quit, then Resume, must show what the table showed; the three cards
    received have a bar over each till the first trick has left the table, through the
    pause menu's Quit and Resume and through a power cut alike."""
    board, app = start(seed=7)
    s = new_game(board, app)
    pass_three(board, app)
    keys(board, app, "wait:1600")   # our turn come, the table as it stays
    top = game_module("table").RECEIVED_MARK_Y
    received = list(s.game.received[0])
    assert received and s.game.turn == 0 and s.game.trick_no == 0
    hand = s.game.hands[0]
    assert [hand[i] for i in received_marked(board, hand)] == \
        sorted(c for c in received if c != hand[s.play.cursor])
    hand = rows(board, top, 64)
    s = None   # the game quit goes: held here, it stood in the heap beside the one resumed
    keys(board, app, "B:1200 wait:500 DOWN DOWN DOWN wait:400 A wait:600 A wait:600 "
         "A wait:600")   # Quit to menu; Hearts, then Resume on its title card
    s = screen_of(app)
    assert s.stage == PLAYING and s.game.received[0] == received
    assert rows(board, top, 64) == hand
    state = board.state_dir
    board = app = s = None  # the power goes
    board, app = start(seed=99, state_dir=state)
    assert screen_of(app).stage == PLAYING and rows(board, top, 64) == hand


def test_a_trick_on_the_table_when_the_power_goes_is_on_it_again():
    """The trick just taken stays on the table a moment (its winner framed, the status bar
    says who took it): a game resumed in that moment shows it again, then play goes on; a
    save made before (none said) resumes as before, the table cleared."""
    board, app = start(seed=10)
    s = new_game(board, app)
    pass_three(board, app)
    for _ in range(40):
        until_my_turn(board, app)
        play_first_legal(board, app)
        if s.play.shown is not None and not s.play.ended:
            break
    board.run(app, 40)   # the trick's frame is shown, then the game saved
    shown = [list(x) if isinstance(x, tuple) else x for x in s.play.shown]
    middle = rows(board, 0, 46)   # the status bar, the trick, the seats and their figures
    snap = s.game.snapshot()
    state = board.state_dir
    board = app = s = None  # the power goes
    board, app = start(seed=99, state_dir=state, ms=100)
    s2 = screen_of(app)
    assert s2.game.snapshot() == snap and s2.play.shown is not None
    assert [list(x) if isinstance(x, tuple) else x for x in s2.play.shown] == shown
    assert rows(board, 0, 46) == middle
    until_my_turn(board, app)   # it leaves the table by itself, and play goes on
    assert s2.play.shown is None and s2.game.trick_no == snap["trick_no"]
    board = app = s2 = None  # the power goes again: the trick is gone, and stays gone
    board, app = start(seed=98, state_dir=state, ms=100)
    s3 = screen_of(app)
    assert s3.play.shown is None and s3.game.trick_no == snap["trick_no"]
    until_my_turn(board, app)
    play_first_legal(board, app)
    assert len(s3.game.hands[0]) < len(snap["hands"][0])


def test_a_game_saved_with_the_old_setup_order_resumes_with_its_choices():
    """A snapshot saved while the targets ran 100, 50, 75, 150 ("v" 2: record.ORDER
    before): its game plays to the score it had, and the setup it goes back to says the
    same score and level."""
    board, app = start()
    snap = new_game(board, app).snapshot()   # the hand dealt, to pass
    snap["game"]["target"] = 50
    snap["setup"] = {"level": 0, "target": 1, "moon": 0, "qs": 0}   # 1 was 50, level 0 Easy
    snap["v"] = 2
    board.storage.save(resume_record("hearts"), RESUME_VERSION, snap)
    state = board.state_dir
    board = app = None   # the power goes
    board, app = start(state_dir=state)
    s = screen_of(app)
    assert s.stage == PASSING and s.game.target == 50, error_log(board)
    targets = game_module("setup").TARGETS
    assert targets[s.setup["target"]] == 50 and s.setup["level"] == 0
    assert s.snapshot()["v"] == game_module("record").ORDER
