# runs-on: micropython, whole app, heap 416K: quit, then poker compiled again from source
"""Video poker's START A NEW GAME? (its ASK page: credits or a hand in play would go) takes
its A only once it has been read, as the title card's question does (app.LOOK_MS;
review 34: taps on through the title card, New game, the setup page and Play answered it
and lost the bankroll). Its heap: at 368K a 6 KB block for poker's screen, compiled
again after the quit, was not found (the MemoryError's error screen, the launcher) after
the merges of 1 December; 376 to 416K pass (the device loads .mpy, no compile)."""
import gc

from firmware.app import AIM_MS, LOOK_MS, App
from firmware.games.poker.screen import ASK, RECORD, RECORD_VERSION, TABLE
from sim.board import SimBoard
from tests.games.poker.flow import keys, saved_record, screen_of
from tests.screen import shows

# review 34's script (sim --headless --seed 7): a hand dealt, quit, then A about 1.5 a
# second through the title card, New game, the setup page and Play, on into the question
REVIEW_34 = ("A wait:600 A wait:600 A wait:700 A wait:1500 B:1200 wait:600 DOWN DOWN DOWN "
             "wait:300 A wait:1000 A wait:800 DOWN wait:400 A wait:600 A wait:600 A wait:600 "
             "wait:1500")


def test_review_34s_taps_through_the_title_card_leave_the_question_up():
    from sim.__main__ import BOOT_MS
    board = SimBoard(seed=7)
    app = App(board)
    board.run(app, BOOT_MS)
    keys(board, app, REVIEW_34)
    assert screen_of(app).page == ASK and shows(board, "START A NEW GAME?", inverted=True)
    assert screen_of(app).m.credits == 95 and not shows(board, "NEW BANKROLL")
    keys(board, app, "B wait:600")   # B keeps the 95 and the hand in play
    s = screen_of(app)
    assert s.page == TABLE and s.m.credits == 95 and shows(board, "CR 95")


def asked(script):
    """A new game over 250 saved credits, Play pressed (the question comes), then script;
    (screen, board, app, ms Play was pressed down)."""
    board = SimBoard(seed=4)
    board.storage.save(RECORD, RECORD_VERSION, {
        "credits": 250, "bet": 5, "coach": False,
        "stats": {"hands": 9, "bet": 45, "won": 0, "best": -1, "refills": 0}})
    app = App(board, game="poker")   # no resume state: New game, its setup page
    board.run(app, 400)   # (seen: app.GUARD_MS)
    play = board.clock.ticks_ms()
    keys(board, app, "A:40")   # Play: the question comes
    assert screen_of(app).page == ASK and shows(board, "START A NEW GAME?", inverted=True)
    keys(board, app, script)
    return screen_of(app), board, app, play


def test_an_a_under_a_pause_never_answers_one_after_it_does():
    """An A 0.15 to 1.1 s after Play's (press to press) leaves the question up and the 250
    kept; an A 1.2 s after answers (a new bankroll); B keeps the 250."""
    # (each tap: held its ms, then 80 ms up, sim.keys.GAP_MS: Play's 40 ends 120 ms on)
    cases = [("wait:%d A:40 wait:300" % (ms - 120), False)
             for ms in (150, 300, 450, 600, 760, 900, 1100)]
    cases += [("wait:%d A:40 wait:300" % (LOOK_MS + 100 - 120), True),
              ("wait:480 B wait:300", False), ("A:40 wait:480 B wait:300", False)]
    for script, answers in cases:
        s, board, app, _ = asked(script)
        if answers:
            assert s.page == TABLE and s.m.credits == 100, script
            assert shows(board, "NEW BANKROLL: 100") and saved_record(board)["credits"] == 100
        else:
            assert s.m.credits == 250 and saved_record(board)["credits"] == 250, script
            assert (s.page == ASK) == ("B" not in script), script
            assert shows(board, "CR 250" if "B" in script else "START A NEW GAME?"), script
        del s, board, app
        gc.collect()


def test_a_stream_of_a_answers_the_question_only_once_it_has_been_read():
    """A taps from Play on, 1 to 8 a second (and one every 1.3 s), at five phases of the
    period, for LOOK_MS + 1.5 s, then after a rest one more: none begun under app.LOOK_MS
    after Play, or under AIM_MS after a tap refused on the question under AIM_MS after the
    one before (that starts the wait again, for AIM_MS), answers it, and the first begun
    0.1 s past that does (or one before it): the one after the rest."""
    bad = []
    for period in (1000, 500, 333, 250, 200, 166, 125, LOOK_MS + 100):
        for phase in range(5):
            s, board, app, play = asked("wait:%d" % (period * phase // 5))
            ready, end = play + LOOK_MS, play + LOOK_MS + 1500   # (a tap from ready acts)
            last = play   # (Play's A, about then)
            while s.page == ASK:
                if board.clock.ticks_ms() >= end:   # the stream is over: rested, one more
                    board.run(app, max(0, ready + 100 - board.clock.ticks_ms()))
                down = board.clock.ticks_ms()
                keys(board, app, "A:40 wait:%d" % (period - 120))
                if down < ready if s.page != ASK else down >= ready + 100:   # (too soon, late)
                    bad.append((period, phase, down - play, ready - play))
                    break
                if down - last < AIM_MS:   # (a stream's tap: one after a pause, no; the
                    ready = down + AIM_MS   # look again for AIM_MS: review 97)
                last = down
            assert s.page == ASK or s.m.credits in (100, 95)   # (an A after it deals)
            del s, board, app
            gc.collect()
    assert bad == []
