# runs-on: micropython, whole app, heap 400K: poker94 met the 368K edge under pytest-xdist
"""Video poker's title card and power cuts through the whole app (review 44): the setup page
alone leaves nothing to resume, an earlier game stays to resume; a cut at any moment of a
double-up's turn resumes to the pick's result. (Apart from test_screen.py and
test_screen_saves.py, so that each suite fits the unix port's heap.)"""
import gc
import os

from firmware.app import App
from firmware.games.poker import doubleup
from firmware.games.poker.engine import BETTING, DOUBLING
from firmware.games.poker.screen import RECORD, RECORD_VERSION, SETUP
from firmware.gamehost import RESUME_VERSION, resume_record
from sim.board import SimBoard
from tests.games.poker.flow import JACKS_DEAL, READ, deal, keys, screen_of, start
from tests.screen import shows

RESULTS = {doubleup.HIGHER: "DOUBLED!", doubleup.PUSH: "PUSH", doubleup.LOWER: "YOU LOSE"}


def title_card(state_dir):
    """The launcher on state_dir, A: poker's title card (the first game); (board, app)."""
    board = SimBoard(seed=3, state_dir=state_dir)
    app = App(board)
    board.run(app, 1600)   # the splash, then the launcher seen
    keys(board, app, "A wait:400")
    return board, app


def look_at_the_setup_page_and_leave(board, app, leave):
    """From the title card's New game (the cursor on it): the setup page, the machine
    changed (a choice it saves), then left by leave (a key script)."""
    keys(board, app, "A wait:400")
    assert screen_of(app).page == SETUP and shows(board, "Play")
    keys(board, app, "RIGHT wait:400 " + leave + " wait:600")
    assert app.game is None and shows(board, "New game")


def test_the_setup_page_alone_leaves_nothing_to_resume():
    # review 44: New game, a look at the setup page, B (or the pause menu's Quit): the title
    # card offered Resume and named the machine, though nothing was played (the machine
    # named there now is New game's, review 47)
    # B; the pause menu's Quit to menu (the launcher), then A: the title card
    for leave in ("B", "B:1200 wait:400 UP wait:400 A wait:600 A"):
        board, app = title_card(None)
        assert not shows(board, "Resume")
        look_at_the_setup_page_and_leave(board, app, leave)
        # the machine chosen stands, named as New game's (review 47), with nothing to resume
        assert not shows(board, "Resume") and shows(board, "8/5 Bonus Poker")
        assert not board.storage.exists(resume_record("poker"))
        del board, app
        gc.collect()


def played_then_left():
    """A hand of Jacks or Better dealt and left (B:1200, the pause menu's Quit to menu);
    the saves' folder."""
    board, app = start()
    deal(board, app)
    keys(board, app, "B:1200 wait:400 UP wait:400 A wait:600")
    assert app.game is None
    return board.state_dir


def test_an_earlier_game_still_resumes_after_a_look_at_the_setup_page():
    state_dir = played_then_left()
    gc.collect()
    board, app = title_card(state_dir)
    assert shows(board, "Resume") and shows(board, "9/6 Jacks/Better")
    saved = board.storage.load(resume_record("poker"), RESUME_VERSION, None)
    keys(board, app, "DOWN wait:400")   # New game
    look_at_the_setup_page_and_leave(board, app, "B")   # (Bonus Poker chosen, not played)
    assert shows(board, "Resume") and shows(board, "9/6 Jacks/Better")
    assert board.storage.load(resume_record("poker"), RESUME_VERSION, None) == saved
    keys(board, app, "A wait:400")   # Resume (the cursor on it): the hand as it was left
    s = screen_of(app)
    assert s.m.to_dict() == saved["machine"] and s.m.credits == 95


def files(state_dir):
    """The records on the flash, {file name: bytes}."""
    found = {}
    for name in os.listdir(state_dir):
        if name.endswith(".rec"):
            with open(state_dir + "/" + name, "rb") as f:
                found[name] = f.read()
    return found


def double_up_cut_at_every_moment(outcome):
    """A win doubled up, the card of outcome picked: the records as a power cut would find
    them after every save and every frame from the pick's first save on, the distinct
    ones in order; and (credits, win, offer) once the cards have turned."""
    board, app = start()
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT wait:400 A wait:400" % READ)
    s = screen_of(app)
    assert s.m.phase == DOUBLING
    at = [doubleup.compare(c, s.m.house) for c in s.m.hidden].index(outcome)
    keys(board, app, "RIGHT " * at + READ)   # (the first card picked as it opened; its A
    # waits for the house card to be read)
    cuts = []
    storage = board.storage
    save = storage.save

    def take(_=None):
        found = files(board.state_dir)
        if not cuts or cuts[-1] != found:
            cuts.append(found)

    def saved_then_cut(name, version, data):
        done = save(name, version, data)
        if name == RECORD or cuts:   # the pick's first save: the record
            take()
        return done

    storage.save = saved_then_cut
    board.watchers.append(take)
    keys(board, app, "A")
    assert s.flips   # the cards turn
    keys(board, app, "wait:600")
    assert not s.flips and s.m.outcome == outcome and s.offer == s.m.can_double()
    board.watchers.remove(take)
    storage.save = save
    return cuts, (s.m.credits, s.m.win, s.offer)


def test_a_power_cut_while_the_double_up_turns_resumes_to_the_pick():
    # review 44: a cut as the cards turned banked the win; the pick's result stands now,
    # shown when resumed, the offer to double again with it
    for outcome in (doubleup.HIGHER, doubleup.LOWER):
        cuts, after = double_up_cut_at_every_moment(outcome)
        gc.collect()
        phases = []
        for found in cuts:
            board = SimBoard(seed=5)   # the power back on, on the records the cut left
            for name, data in found.items():
                with open(board.state_dir + "/" + name, "wb") as f:
                    f.write(data)
            resume = board.storage.load(resume_record("poker"), RESUME_VERSION, None)
            phases.append(resume["machine"]["phase"])
            app = App(board, game="poker")
            board.run(app, 400)
            s = screen_of(app)
            assert (s.m.phase, s.m.outcome) == (BETTING, outcome), phases
            assert (s.m.credits, s.m.win, s.offer) == after, phases
            assert shows(board, RESULTS[outcome], inverted=outcome != doubleup.LOWER)
            assert board.storage.load(RECORD, RECORD_VERSION, None)["credits"] == after[0]
            del board, app, s
            gc.collect()
        # the cut after the record, before the resume state: the older state gives way
        assert phases[0] == DOUBLING and phases[-1] == BETTING, phases
        del cuts
        gc.collect()
