# runs-on: micropython, whole app
"""The advice modes through the whole app (a suite of its own, so that each fits the unix
port's heap): the trainer's stop before a worse draw, its choices, the session's page, the
Stats page's figures, and the mode kept per machine (older records' coach True/False)."""
import gc

from firmware.app import App
from firmware.games.poker.cards import parse_all
from firmware.games.poker import view
from firmware.games.poker.engine import BETTING, HOLDING
from firmware.games.poker.screen import (COACH, OFF, RECORD, RECORD_VERSION, SESSION, TRAINER,
                                         TRAINERS)
from firmware.games.poker.stats import lines
from sim.board import SimBoard
from tests.games.poker.flow import (JACKS_DEAL, READ, deal, draw_button, keys, pointed,
                                   saved_record, screen_of, start)
from tests.screen import find_text, shows

JACKS = "JC JD 2S 5H 9C"  # JACKS_DEAL's first five: the best holds the jacks


def trainer_on():
    board, app = start()
    keys(board, app, "UP wait:400 RIGHT RIGHT")  # the pay table, seen: off -> coach -> trainer
    s = screen_of(app)
    assert s.mode == TRAINER and shows(board, "<TRAINER ON>", inverted=True)
    assert saved_record(board)["coach"] == TRAINER
    keys(board, app, "B")
    return board, app, s


def held_tabs(board, y, word):
    """Which cards have a lit tab under them from row y (most of its 9 rows lit across the
    card's columns: a word dark in it), and that the word is in one, dark, on row y + 1."""
    assert find_text(board.chip, word, inverted=True, top=y)[1] == y + 1, word
    return [sum(board.chip.glass_pixel(view.card_x(i) + d, r) for d in range(view.CARD_W)
                for r in range(y, y + 9)) > view.CARD_W * 9 // 2 for i in range(5)]


def test_a_worse_draw_stops_with_both_holds_and_the_cost_then_takes_the_best():
    board, app, s = trainer_on()
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A RIGHT RIGHT RIGHT A DOWN A")  # the jacks and the 9C: a kicker
    assert s.m.phase == HOLDING and s.stop is not None and s.m.held == 0b10011
    # the table's top line kept (review 54: BEST over the cards took CR's line), the cards
    # in their places at CARD_MEDIUM, HELD in its tabs under the player's hold (the jacks
    # and the 9C), BEST in such tabs a row under them, under the best hold's (the jacks),
    # each word whole, a dark row between each band
    assert shows(board, "CR 95 BET 5")
    assert held_tabs(board, view.STOP_HELD_Y, view.HELD) == [True, True, False, False, True]
    assert held_tabs(board, view.MARK_Y, "BEST") == [True, True, False, False, False]
    for y in (view.CARD_Y - 1, view.STOP_HELD_Y - 1, view.MARK_Y - 1, view.STOP_COST_Y - 1):
        assert not any(board.chip.glass_pixel(x, y) for x in range(128)), y
    for i in range(5):   # each card's top edge lit across its width, in the large one's place
        x = view.card_x(i) + view.STOP_CARD_X
        assert all(board.chip.glass_pixel(x + d, view.CARD_Y) for d in range(13)), i
    # in credits at the bet, as the top line's CR (reviews 67-70: the figure had no unit)
    assert shows(board, "COST %.2f CR" % s.stop.cost) and 0.3 < s.stop.cost < 3
    # what B does (review 49: nothing said it) at the top line's right, a dark column off
    # the edge; the cost alone on its line (review 87: the two shared it, cramped)
    assert find_text(board.chip, "B:BACK") == (view.WIDTH - 2 - 35, 0)
    assert find_text(board.chip, "COST %.2f CR" % s.stop.cost)[1] == view.STOP_COST_Y
    # KEEP MINE (the player's hold) chosen as it opens (review 36: neither was, and A did
    # nothing); each choice in its half
    assert pointed(board, "KEEP MINE") and not pointed(board, "TAKE BEST")
    assert not board.chip.glass_pixel(63, view.HINT_Y + 3)
    keys(board, app, "wait:400 LEFT")   # (the stop holds every key a moment, A longer)
    assert pointed(board, "TAKE BEST") and not pointed(board, "KEEP MINE")
    keys(board, app, "%s A wait:600" % READ)  # the stop read (its A waits app.LOOK_MS): TAKE BEST
    assert s.m.phase == BETTING and s.m.held == 0b00011 and s.stop is None
    # review 23: the coach said BEST: YOURS of the hold the trainer gave
    assert shows(board, "BEST:") and shows(board, "TRAINER'S") and not shows(board, "YOURS")
    figures = s.session
    assert figures[0] == 1 and figures[1] == 5 and figures[2] < figures[3]
    assert sum(figures[4:]) == 1 and figures[4 + 5] == 1  # kept a kicker
    tally = app.stats["games"]["poker"]["Jacks or Better"]
    assert tally["miss_kicker"] == 1 and tally["ev_bet"] == 5
    assert "KEPT A KICKER 1" in lines({"Jacks or Better": tally})
    # the session's page: after the stats page
    keys(board, app, "%s B UP DOWN DOWN" % READ)  # (B takes the win once it is read)
    assert s.page == SESSION and shows(board, "SESSION: 1 HAND", inverted=True)
    assert shows(board, "YOUR HOLDS %.1f%%" % (figures[2] / 50))
    assert shows(board, "PERFECT HOLDS %.1f%%" % (figures[3] / 50))
    assert shows(board, "MISTAKES 1") and shows(board, "KEPT A KICKER 1")


def test_keep_mine_draws_as_chosen_and_b_goes_back_to_the_holds():
    board, app, s = trainer_on()
    deal(board, app, JACKS_DEAL)
    keys(board, app, "DOWN A")  # holding nothing: the worst hold
    assert s.stop is not None and shows(board, "YOU: DRAW FIVE")
    keys(board, app, "wait:400 B")
    assert s.stop is None and s.m.phase == HOLDING and draw_button(board) == "inverted"
    keys(board, app, "wait:400 A %s RIGHT A wait:600" % READ)  # stopped again, read: KEEP MINE
    assert s.m.phase == BETTING and s.m.final == parse_all("3C 4D 7S 8H KC")
    # the first hold drawn for is what counts: nothing, not a mistake made twice
    assert s.session[0] == 1 and s.session[4 + 2] == 1  # broke a pair


def test_back_from_the_stop_a_holds_a_card_once_the_holds_are_seen():
    # the stop's A waits app.LOOK_MS; back on the holds (B), A only toggles a card: it acts
    # app.GUARD_MS after the holds came back (the stop's wait outlived it: A 0.8 s after the
    # stop came was refused, WAIT on the glass), not sooner
    for gap, held in ((280, 0), (400, 0b10000)):   # B's down edge to A's
        board, app, s = trainer_on()
        deal(board, app, JACKS_DEAL)
        keys(board, app, "DOWN A wait:300 B:40 wait:%d LEFT:40 A wait:100" % (gap - 240))
        assert s.stop is None and s.cursor == 4 and s.m.held == held, gap
        assert (app.toast_until is None) == bool(held), gap   # (refused: WAIT, 0.3 s)


def test_the_best_hold_draws_at_once_and_counts_as_perfect():
    board, app, s = trainer_on()
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A wait:600")
    assert s.m.phase == BETTING and s.m.win == 5
    assert s.session[2] == s.session[3] and sum(s.session[4:]) == 0


def test_off_and_the_coach_never_stop_and_still_count():
    board, app = start()
    s = screen_of(app)
    assert s.mode == OFF
    deal(board, app, JACKS_DEAL)
    keys(board, app, "DOWN A %s B %s A wait:600" % (READ, READ))   # (A held the jacks: B, A)
    assert s.m.phase == BETTING and s.session[0] == 1 and s.session[4 + 2] == 1
    keys(board, app, "wait:500 UP wait:400 RIGHT B")  # the pay table seen: the coach
    assert s.mode == COACH
    deal(board, app, JACKS_DEAL)
    keys(board, app, "DOWN A %s B %s A wait:600" % (READ, READ))   # (with the coach too)
    assert s.m.phase == BETTING and shows(board, "BEST:") and s.session[4 + 2] == 2


def test_older_records_coach_switch_loads_as_coach_or_off_per_machine():
    for coach, mode in ((True, COACH), (False, OFF)):
        board = SimBoard(seed=4)
        board.storage.save(RECORD, RECORD_VERSION, {
            "credits": 80, "bet": 5, "coach": coach,
            "stats": {"hands": 9, "bet": 45, "won": 0, "best": -1, "refills": 0}})
        app = App(board, game="poker")
        board.run(app, 400)  # the setup page seen (app.GUARD_MS)
        keys(board, app, "A")  # Play: Jacks or Better, its record's credits
        s = screen_of(app)
        assert s.mode == mode and s.m.credits == 100  # (a new bankroll: 80 is less)
        assert saved_record(board)["coach"] == mode


def test_the_coach_says_whose_the_best_hold_drawn_was():
    # review 23: BEST: YOURS only for the player's own first hold; the hint's is the hint's,
    # a hold the stop's BEST marks showed the trainer's, even when the player set it
    board, app, s = trainer_on()
    deal(board, app, JACKS_DEAL)
    keys(board, app, "UP DOWN A wait:600")   # the hint's hold: the jacks
    assert s.m.held == 0b00011 and shows(board, "BEST:") and shows(board, "HINT'S")
    assert not shows(board, "YOURS")
    keys(board, app, "%s A" % READ)   # TAKE
    deal(board, app, JACKS_DEAL)
    keys(board, app, "DOWN A wait:500 B")   # stopped holding nothing, back to the holds
    keys(board, app, "wait:400 RIGHT A RIGHT A DOWN A wait:600")   # DRAW to the jacks
    assert s.m.held == 0b00011 and shows(board, "BEST:") and shows(board, "TRAINER'S")
    keys(board, app, "%s A" % READ)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A wait:600")   # the player's own: the jacks
    assert shows(board, "BEST:") and shows(board, "YOURS")


def test_the_coachs_word_resumes_as_it_was():
    board, app, s = trainer_on()
    state_dir = board.state_dir
    deal(board, app, JACKS_DEAL)
    keys(board, app, "DOWN A %s LEFT A wait:600" % READ)   # stopped, read: TAKE BEST
    assert s.finder == TRAINERS
    del board, app, s
    gc.collect()
    board, app = start(seed=9, state_dir=state_dir)
    s = screen_of(app)
    assert s.finder == TRAINERS and shows(board, "TRAINER'S") and not shows(board, "YOURS")
