# runs-on: micropython, whole app
"""Video poker's records through the whole app: what a power cut, a resume and New game keep
(apart from test_screen.py, so that each suite fits the unix port's heap)."""
import gc

from firmware.app import AIM_MS, LOOK_MS, TOAST, App
from firmware.games.poker import doubleup, view
from firmware.games.poker.cards import parse_all
from firmware.games.poker.engine import BETTING, DOUBLING, HOLDING, START_CREDITS, Machine
from firmware.games.poker.screen import RECORD, RECORD_VERSION
from firmware.gamehost import RESUME_VERSION, resume_record
from sim.board import SimBoard
from tests.games.poker.flow import JACKS_DEAL, READ, deal, keys, saved_record, screen_of, start
from tests.screen import shows
from tests.toast import box_hides_nothing, lit_rows


def test_records_persist_and_an_open_hand_resumes():
    board, app = start()
    state_dir = board.state_dir
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A")
    # power cut: every move already saved the open hand for Resume
    assert board.storage.exists(resume_record("poker"))
    del board, app  # one simulated board at a time fits the device-sized heap
    gc.collect()
    board, app = start(seed=9, state_dir=state_dir)
    s = screen_of(app)
    assert s.m.phase == HOLDING and s.m.held == 0b00011 and s.cursor == 1
    assert s.m.cards == parse_all(JACKS_DEAL) and s.m.credits == 95
    keys(board, app, "wait:300 B wait:300")   # the order of the holds resumed too: B takes
    assert s.m.held == 0b00001   # back the last alone (review 86)
    keys(board, app, "A DOWN A wait:600")
    assert s.m.credits == 100
    # a new game (no resume state) starts from the saved credits and stats
    board.storage.remove(resume_record("poker"))
    del board, app, s
    gc.collect()
    board, app = start(state_dir=state_dir)
    s = screen_of(app)
    assert s.m.phase == BETTING and s.m.credits == 100 and s.m.stats["hands"] == 1


def test_an_older_double_up_state_resumes_with_the_first_card_picked():
    # resume states saved before review 36 kept cursor 0 in a double-up: no card picked
    board, app = start()
    state_dir = board.state_dir
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT A wait:400" % READ)
    state = board.storage.load(resume_record("poker"), RESUME_VERSION, None)
    assert state["machine"]["phase"] == DOUBLING and state["cursor"] == 1
    state["cursor"] = 0
    board.storage.save(resume_record("poker"), RESUME_VERSION, state)
    del board, app
    gc.collect()
    board, app = start(seed=9, state_dir=state_dir)
    s = screen_of(app)
    assert s.m.phase == DOUBLING and s.cursor == 1 and shows(board, "A:TURN IT")
    # the top line as before the cut: CR without the stake, STAKE (review 90)
    assert shows(board, "CR 95") and shows(board, "STAKE 5") and s.m.credits == 95


def a_record(credits, hands=9):
    return {"credits": credits, "bet": 5, "coach": False,
            "stats": {"hands": hands, "bet": 45, "won": 0, "best": -1, "refills": 0}}


def test_refill_when_broke():
    board = SimBoard(seed=4)
    board.storage.save(RECORD, RECORD_VERSION, a_record(0))
    machine = Machine(0, 5, a_record(0)["stats"]).to_dict()  # resumed: not a new game
    board.storage.save(resume_record("poker"), RESUME_VERSION,
                       {"machine": machine, "cursor": 0, "coach": False})
    app = App(board, game="poker")
    board.run(app, 400)  # the game's screen seen before A answers it (app.GUARD_MS)
    assert shows(board, "BROKE! A:100 MORE")
    # review 46: that A dealt at once, from a bankroll never seen: it refills, the table
    # says so, and only a fresh A once it has been read deals (app.LOOK_MS: an A that spends)
    keys(board, app, "A wait:100")
    s = screen_of(app)
    assert s.m.credits == START_CREDITS and s.m.stats["refills"] == 1 and s.m.phase == BETTING
    assert shows(board, "CR 100") and shows(board, "NEW BANKROLL: 100")
    assert shows(board, "A:DEAL <>:BET") and saved_record(board)["credits"] == START_CREDITS
    keys(board, app, "A wait:600")   # tapped on: refused, WAIT
    assert s.m.phase == BETTING and s.m.credits == START_CREDITS
    keys(board, app, "wait:%d A wait:600" % AIM_MS)   # (A kept up: a pause of AIM_MS)
    assert s.m.phase == HOLDING and s.m.credits == START_CREDITS - 5
    assert s.m.stats["refills"] == 1


def test_new_game_is_a_new_bankroll_asked_first_where_credits_would_go():
    board = SimBoard(seed=4)
    board.storage.save(RECORD, RECORD_VERSION, a_record(250))
    app = App(board, game="poker")  # no resume state: New game
    board.run(app, 400)  # its setup page seen (app.GUARD_MS)
    keys(board, app, "A")  # Play on the setup page
    assert shows(board, "START A NEW GAME?", inverted=True) and shows(board, "A:NEW B:KEEP IT")
    assert shows(board, "A new bankroll of 100")
    keys(board, app, "A")  # the tap that chose Play, repeated: not an answer yet, a mash
    assert app.toast_until is not None and shows(board, TOAST, inverted=True)
    boxed = lit_rows(board.chip)   # under the question's lines: all of it in view
    keys(board, app, "wait:%d" % AIM_MS)   # (a mash's: again for AIM_MS)
    assert shows(board, "START A NEW GAME?", inverted=True) and app.toast_until is None
    assert box_hides_nothing(boxed, lit_rows(board.chip))
    keys(board, app, "wait:500 B")  # keep playing the 250
    assert shows(board, "CR 250") and saved_record(board)["credits"] == 250
    del board, app
    gc.collect()
    for credits in (250, 40):  # asked, then A; fewer than 100: nothing to ask
        board = SimBoard(seed=4)
        board.storage.save(RECORD, RECORD_VERSION, a_record(credits))
        app = App(board, game="poker")
        board.run(app, 400)
        keys(board, app, "A")  # Play
        if credits > START_CREDITS:
            keys(board, app, "wait:%d A" % LOOK_MS)   # once it has been read (app.LOOK_MS)
        assert shows(board, "CR 100") and shows(board, "NEW BANKROLL: 100")
        record = saved_record(board)
        assert record["credits"] == 100 and record["stats"]["hands"] == 9  # stats kept
        del board, app
        gc.collect()


def test_a_hand_resumed_from_the_record_alone_keeps_its_holds():
    board, app = start()
    state_dir = board.state_dir
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A wait:100")  # the jacks held, on the glass, then saved
    board.storage.remove(resume_record("poker"))  # the resume state lost
    del board, app
    gc.collect()
    board, app = start(seed=9, state_dir=state_dir)
    assert shows(board, "A:NEW B:KEEP IT") and shows(board, "play go.")
    keys(board, app, "wait:500 B")
    s = screen_of(app)
    assert s.m.phase == HOLDING and s.m.held == 0b00011 and s.m.credits == 95
    assert shows(board, view.HELD)


def power_cut_then_new_game(board, app):
    """A fresh board on the same saved data, then the title card's New game and Play,
    which asks (money is in play) and B keeps playing it."""
    state_dir = board.state_dir
    assert board.storage.exists(resume_record("poker"))
    del board, app
    gc.collect()
    board = SimBoard(seed=9, state_dir=state_dir)
    app = App(board)
    board.run(app, 100)
    app.start_game("poker", False)
    board.run(app, 400)  # its setup page seen (app.GUARD_MS)
    board.play_keys(app, "A")  # Play on the setup page
    assert shows(board, "START A NEW GAME?", inverted=True)
    board.play_keys(app, "wait:500 B")
    return board, app


def test_new_game_asks_and_b_keeps_the_open_hand():
    board, app = start()
    deal(board, app)
    cards = screen_of(app).m.cards
    board, app = power_cut_then_new_game(board, app)
    s = screen_of(app)
    assert s.m.phase == HOLDING and s.m.cards == cards
    assert s.m.credits == START_CREDITS - 5
    keys(board, app, "DOWN wait:400 A wait:600")   # (the table B brought back seen first)
    assert s.m.credits == START_CREDITS - 5 + s.m.win and s.m.stats["hands"] == 1
    assert saved_record(board)["hand"] is None


def test_new_game_asks_and_b_keeps_the_pending_double_up():
    board, app = start()
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT A" % READ)
    assert screen_of(app).m.phase == DOUBLING
    board, app = power_cut_then_new_game(board, app)
    s = screen_of(app)
    assert s.m.phase == DOUBLING and s.m.win == 5 and s.m.credits == START_CREDITS - 5
    assert s.cursor == 1 and shows(board, "A:TURN IT")   # the first card picked
    keys(board, app, "RIGHT wait:400 A")   # another card picked, then turned
    assert s.m.phase == BETTING
    assert s.m.credits == START_CREDITS - 5 + doubleup.settle(5, s.m.outcome)
