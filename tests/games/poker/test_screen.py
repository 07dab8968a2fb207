# runs-on: micropython, whole app, heap 432K: the app and poker's screen from source
# (a 4.7 KB block to compile them failed at 368K where CI's clone path moved the layout,
# at 384K once app.py's press guard grew, and at 400K once guard16, setup17 and hearts18
# came together, passing at 416K: the device runs .mpy, compiled off it)
"""Whole-app flows through the simulated board: buttons in, the SSD1306 model's pixels, the
buzzer log and the saved records out (the records' flows: test_screen_saves.py)."""
from firmware.app import AIM_MS, LOOK_MS, App
from firmware.games.poker import doubleup, view
from firmware.games.poker.cards import parse_all
from firmware.games.poker.engine import (BETTING, DOUBLING, HOLDING, START_CREDITS, draw)
# compiled with the suite, not mid-test: the unix port compiles from source (the Pico loads .mpy)
from firmware.games.poker.ev import hold_ev
from firmware.games.poker.hands import JACKS_OR_BETTER, TWO_PAIR
from firmware.games.poker.hint import Advisor
from firmware.games.poker.paytable import JACKS
from firmware.games.poker.screen import DRAW, NOTE_MS, OFF, PAYS, TABLE, TRAINER
from firmware.games.poker.stats import lines
from hal.rng import Rng
from sim.board import SimBoard
from sim.keys import paced
from tests.games.poker.flow import (JACKS_DEAL, READ, deal, keys, pointed, saved_record,
                                   screen_of, start)
from tests.screen import find_text, shows

WIN_TONE = 2093  # the last note of firmware/sound.py "win"


def test_first_screen_shows_credits_bet_and_the_game():
    board, app = start()
    assert shows(board, "CR 100") and shows(board, "BET 5")
    # the machine's name as the setup page says it (review 39: its hand's name, JACKS OR
    # BETTER, in the win's place read as a win)
    assert shows(board, "9/6 JACKS/BETTER") and not shows(board, "JACKS OR BETTER")


def test_bet_hold_draw_and_the_win_shown_with_a_sound():
    board, app = start()
    s = screen_of(app)
    keys(board, app, "LEFT LEFT LEFT")  # 5 -> 4 -> 3 -> 2
    assert s.m.bet == 2 and shows(board, "BET 2")
    assert saved_record(board)["bet"] == 2
    deal(board, app, JACKS_DEAL)
    assert s.m.phase == HOLDING and shows(board, "CR 98")
    keys(board, app, "A RIGHT A")
    assert s.m.held == 0b00011 and shows(board, view.HELD)
    tones = board.sound.count
    keys(board, app, "DOWN A wait:600")
    assert s.m.phase == BETTING and s.m.category == JACKS_OR_BETTER
    assert s.m.final == draw(parse_all(JACKS_DEAL), 0b00011)
    assert s.m.credits == 100 and s.m.win == 2
    assert shows(board, "JACKS OR BETTER", inverted=True) and shows(board, "WIN 2")
    assert board.sound.count > tones and WIN_TONE in [f for f, _ in board.sound.tones]
    record = saved_record(board)
    assert record["credits"] == 100
    assert record["stats"] == {"hands": 1, "bet": 2, "won": 2, "best": JACKS_OR_BETTER,
                               "refills": 0}


def test_the_draw_animation_hides_the_new_cards_first():
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN")
    board.pad.press(4)  # A on DRAW, held only briefly: the animation has just begun
    board.run(app, 40)
    board.pad.release(4)
    board.run(app, 40)
    assert s.flips == [2, 3, 4] and s.turned == 0
    assert not shows(board, "WIN 5")
    board.run(app, 500)
    assert not s.flips and shows(board, "WIN 5")


def test_hint_marks_the_advisors_hold():
    board, app = start(seed=3)
    s = screen_of(app)
    deal(board, app, "AS KS QS JS 2S 3C 4D 7S 8H TS")
    keys(board, app, "UP")
    assert s.m.held == 0b01111  # four to the royal, not the pat flush
    deal_cards = s.m.cards[:5]
    assert Advisor().hold(deal_cards) == s.m.held
    keys(board, app, "wait:300 B")   # (the hint seen: B acts)
    assert s.m.held == 0


def test_the_win_banner_and_the_key_bar_keep_a_dark_row_between_them():
    """Nothing clipped: the banner's box has a lit row above and below its letters, the
    key bar's words are lit on dark, a dark row between the two."""
    board, app = start()
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A wait:600")
    x, y = find_text(board.chip, "JACKS OR BETTER", inverted=True)
    w = len("JACKS OR BETTER") * 6 - 1
    for row in (y - 1, y + 7):
        assert all(board.chip.glass_pixel(x + i, row) for i in range(-1, w + 1)), row
    assert not any(board.chip.glass_pixel(i, view.HINT_Y - 1) for i in range(128))
    assert find_text(board.chip, "TAKE+DEAL", inverted=False)[1] == view.HINT_Y
    assert shows(board, "DOUBLE UP", inverted=False)


def test_double_up_after_a_win():
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s" % READ)   # the win read: its A acts
    assert s.m.can_double() and s.offer
    assert pointed(board, "TAKE+DEAL") and not pointed(board, "DOUBLE UP")
    # the credit meter counts the win offered (review 55: CR 95 WIN 5 did not add up);
    # doubling takes it out as the STAKE, WIN becoming STAKE as CR drops by it (review 90:
    # CR 100 WIN 5 read as the 5 banked; review 77: CR 70 under WIN 5 read as a charge)
    assert shows(board, "CR 100") and shows(board, "WIN 5")
    keys(board, app, "RIGHT")
    assert not pointed(board, "TAKE+DEAL") and pointed(board, "DOUBLE UP")
    keys(board, app, "A")
    # the first card picked as it opens (review 36: none was, and A did nothing)
    assert s.m.phase == DOUBLING and s.cursor == 1 and shows(board, "CARD TO BEAT")
    assert s.m.credits == START_CREDITS - 5   # (the engine's stake out of its credits)
    assert shows(board, "CR 95") and shows(board, "STAKE 5") and not shows(board, "WIN")
    assert shows(board, "<>:PICK A:TURN IT")
    s.m.house = parse_all("7C")[0]
    s.m.hidden = parse_all("2D 9H 3S 4C")
    keys(board, app, "%s LEFT" % READ)  # wraps from the first to the last
    assert s.cursor == 4 and s.m.phase == DOUBLING
    keys(board, app, "RIGHT RIGHT A")  # wraps back to the second card: the 9H beats the 7C
    assert s.m.outcome == doubleup.HIGHER and s.m.win == 10 and s.m.phase == BETTING
    keys(board, app, READ)  # the cards turn, then the result is read
    assert s.m.credits == START_CREDITS + 5 and shows(board, "DOUBLED!", inverted=True)
    assert saved_record(board)["credits"] == START_CREDITS + 5
    # doubled again: the offer comes back with the new amount, counted in CR; B takes it
    assert s.offer and pointed(board, "TAKE+DEAL")
    assert shows(board, "CR 105") and shows(board, "WIN 10")
    keys(board, app, "B")
    assert not s.offer and s.m.phase == BETTING and s.m.credits == START_CREDITS + 5
    assert shows(board, "CR 105")


def test_double_up_against_a_house_ace_says_a_tie_pushes():
    """No card beats an ace: CARD TO BEAT would promise what cannot be, and nothing said
    what a tie does (reviews 67-70). The message says it, and a tie pushes."""
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT A" % READ)   # the win read, DOUBLE UP
    assert s.m.phase == DOUBLING and shows(board, "CARD TO BEAT")
    s.m.house = parse_all("AC")[0]
    s.m.hidden = parse_all("AD 9H 3S 4C")
    s.dirty = True
    keys(board, app, "wait:40")
    at = find_text(board.chip, "ACE: TIE PUSHES")
    assert at is not None and at[0] >= view.HOUSE_ROOM and not shows(board, "CARD TO BEAT")
    keys(board, app, "%s A %s" % (READ, READ))   # the first card, picked as it opens: the AD
    assert s.m.outcome == doubleup.PUSH and shows(board, "PUSH", inverted=True)


def test_pay_table_stats_and_coach():
    board, app = start()
    s = screen_of(app)
    keys(board, app, "LEFT:3000 UP")  # bet 1: what it pays
    # all in the 5x7 font, with the key bar and the advice mode, the arrows' value
    assert shows(board, "BET 1", inverted=True) and shows(board, "<COACH OFF>", inverted=True)
    assert shows(board, "ROYAL") and shows(board, "250")
    assert shows(board, "A:OK <>:COACH ▼:STAT")
    keys(board, app, "wait:400 RIGHT")   # the coach, said over the wins a while
    assert s.mode == 1 and s.m.bet == 1 and shows(board, "<COACH ON>", inverted=True)
    assert find_text(board.chip, "COACH ON", inverted=True, top=9)[1] == view.PAY_Y + 20
    assert saved_record(board)["coach"] == 1  # the coach (older records: True)
    assert not shows(board, "STRAIGHT")   # (the third row's)
    keys(board, app, "wait:%d" % NOTE_MS)   # the wins all shown again
    assert not find_text(board.chip, "COACH ON", inverted=True, top=9)
    assert shows(board, "STRAIGHT") and shows(board, "A:OK <>:COACH ▼:STAT")
    keys(board, app, "DOWN")
    assert shows(board, "HANDS 0") and shows(board, "CREDITS 100")
    assert shows(board, "▼:SESSION B:BACK")  # the stats page's key bar
    keys(board, app, "DOWN")  # the session's page
    assert shows(board, "SESSION: 0 HANDS", inverted=True) and shows(board, "NO HANDS YET")
    assert shows(board, "▼:PAY TABLE B:BACK")
    keys(board, app, "B")
    assert s.page == 0 and shows(board, "BET 1")
    # coached: throwing away a paid pair of jacks, the coach says which hold was best
    deal(board, app, JACKS_DEAL)
    keys(board, app, "DOWN A %s B %s A %s" % (READ, READ, READ))   # (A held the jacks: B, A)
    assert s.best == 0b00011 and shows(board, "BEST:")
    assert not shows(board, "YOURS")
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A wait:600")
    assert shows(board, "BEST:") and shows(board, "YOURS")


def test_the_pay_tables_a_goes_back_to_the_table_and_changes_no_advice():
    """Review 88: the pay table's A cycled the advice mode, so a player out of step (UP,
    then A as mid-hand, where UP hints) changed it twice unwarned. A goes back to the table
    as B does, the mode as it was; the table's A deals once the table is seen (a double tap
    deals nothing); the arrows change the mode, round at the ends."""
    board, app = start()
    s = screen_of(app)
    keys(board, app, "UP wait:400 A")
    assert s.page == TABLE and s.mode == OFF and s.m.phase == BETTING
    assert shows(board, "A:DEAL <>:BET ▲:PAYS")
    keys(board, app, "A wait:100")   # under app.GUARD_MS: refused
    assert s.m.phase == BETTING
    keys(board, app, "wait:300 A wait:100")
    assert s.m.phase == HOLDING and s.mode == OFF
    keys(board, app, "wait:900 DOWN A wait:2000 B wait:1500 UP wait:400 LEFT")
    assert s.page == PAYS and s.mode == TRAINER and shows(board, "<TRAINER ON>", inverted=True)


def test_mashed_buttons_never_crash():
    board, app = start(seed=5)
    rng = Rng(99)
    names = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "wait:300")
    s = screen_of(app)
    for _ in range(250):
        name = names[rng.randbelow(len(names))]
        if name == "B" and s.m.phase == BETTING and not s.offer and not s.flips and \
                s.page == 0:
            continue  # B on the bet screen leaves the game (tested on its own)
        keys(board, app, name)
    assert app.game is not None and app.game.name == "poker"
    assert s.m.stats["hands"] > 3
    total = s.m.credits + (s.m.stake if s.m.phase == HOLDING else 0)
    st = s.m.stats
    if s.m.phase == DOUBLING:
        total += s.m.win
    assert total == START_CREDITS * (1 + st["refills"]) - st["bet"] + st["won"]


def test_an_arrow_on_the_betting_screen_changes_the_bet_and_never_spends():
    board, app = start()
    s = screen_of(app)
    assert shows(board, "A:DEAL <>:BET ▲:PAYS")
    keys(board, app, "RIGHT wait:600")  # today: bets max and deals
    assert s.m.bet == 5 and s.m.phase == BETTING and s.m.credits == START_CREDITS
    keys(board, app, "LEFT wait:600")  # one less
    assert s.m.bet == 4 and s.m.phase == BETTING and s.m.credits == START_CREDITS
    assert shows(board, "BET 4")
    keys(board, app, "A wait:600")
    assert s.m.phase == HOLDING and s.m.credits == START_CREDITS - 4


def test_tapping_a_after_a_winning_draw_never_gambles_the_win():
    """The issue's script, from the launcher: a two pair pays 10; today the taps of A that
    follow double it up and lose it."""
    board = SimBoard(seed=1)
    app = App(board)
    board.run(app, 1600)  # the launcher seen (app.GUARD_MS)
    # poker, New game, Play, deal, each screen looked at; the hint, the draw
    keys(board, app, paced("A A A A") + " wait:800 UP wait:300 " + paced("DOWN A"))
    s = screen_of(app)
    assert s.m.win == 10 and s.m.category == TWO_PAIR
    keys(board, app, "A A A wait:1000")
    assert s.m.outcome == 0 and not s.m.hidden  # never doubled up
    assert s.m.credits == START_CREDITS + 5 and s.m.stats["won"] == 10
    assert shows(board, "TWO PAIR", inverted=True) and shows(board, "WIN 10")
    keys(board, app, "wait:3000")   # (the taps' WAIT over the key bar gone: the offer)
    assert shows(board, "TAKE+DEAL") and s.offer


def result_up():
    """A jacks win drawn: the board, app, screen and ms the result came up."""
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A")
    while s.flips:   # the cards turn: the result comes up
        board.run(app, 10)
    assert s.offer
    return board, app, s, board.clock.ticks_ms()


def test_a_press_as_the_result_appears_is_held_back():
    # too soon (the result not read, app.LOOK_MS): not taken; read: taken
    for ms, taken in ((100, False), (LOOK_MS - 100, False), (LOOK_MS + 100, True)):
        board, app, s, shown = result_up()
        board.run(app, shown + ms - board.clock.ticks_ms())
        keys(board, app, "A")
        assert s.offer != taken, ms
    # each refused under AIM_MS after the one before (a stream, the DRAW's A the first)
    # starts the wait again, for AIM_MS: not taken LOOK_MS after the result, but AIM_MS
    # after the last refused (review 97: one rule for a tapper, a turn's aim's)
    board, app, s, shown = result_up()
    for ms, taken in ((500, False), (LOOK_MS - 100, False), (LOOK_MS + 100, False),
                      (LOOK_MS + 100 + AIM_MS + 100, True)):
        board.run(app, shown + ms - board.clock.ticks_ms())
        keys(board, app, "A")
        assert s.offer != taken, ms
    # a tap a second: each refused, the next never taking it (review 97: at a tap a second
    # a result went 1.4 s on, where a turn's move waits for a pause); one a pause of
    # AIM_MS after the last does
    board, app, s, shown = result_up()
    for ms, taken in ((600, False), (1600, False), (2600, False), (2600 + AIM_MS + 100, True)):
        board.run(app, shown + ms - board.clock.ticks_ms())
        keys(board, app, "A")
        assert s.offer != taken, ms


def test_inside_the_double_up_only_the_bars_keys_act():
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT A" % READ)
    assert s.m.phase == DOUBLING
    keys(board, app, "DOWN UP B wait:300")
    assert s.m.phase == DOUBLING and s.cursor == 1 and s.page == 0
    s.m.house = parse_all("7C")[0]
    s.m.hidden = parse_all("2D 9H 3S 4C")
    keys(board, app, "%s A" % READ)  # the first card, picked as it opened: the 2D loses
    # the picked card turns first, then the other three: no back is left
    assert shows(board, "2") and not shows(board, "YOU LOSE")
    keys(board, app, "wait:600")
    assert shows(board, "YOU LOSE", inverted=False)
    for rank in ("9", "3", "4"):
        assert shows(board, rank), rank


def test_while_the_double_ups_cards_turn_the_top_line_says_the_win_at_stake():
    # a fresh reviewer: as the turned card showed, WIN left the top line (CR 95, BET 5:
    # nothing at stake), though the win was still being decided; each frame of the turn now
    # says the stake, as before the pick (CR without it: review 90), and the result frame
    # what it came to: a loss leaves CR as it stood
    for hidden, outcome, win in (("2D 9H 3S 4C", doubleup.HIGHER, "WIN 10"),
                                 ("2D 3H 9S 4C", doubleup.LOWER, None)):
        board, app = start()
        s = screen_of(app)
        deal(board, app, JACKS_DEAL)
        keys(board, app, "A RIGHT A DOWN A %s RIGHT A" % READ)
        s.m.house = parse_all("7C")[0]
        s.m.hidden = parse_all(hidden)
        keys(board, app, "%s RIGHT A" % READ)  # the second card
        assert s.m.outcome == outcome and s.flips
        frames = 0
        while s.flips:
            assert shows(board, "CR 95") and shows(board, "STAKE 5") and shows(board, "BET 5")
            assert shows(board, "5 AT STAKE") and underlined(board, 2)
            assert not shows(board, "DOUBLED!", inverted=True) and not shows(board, "YOU LOSE")
            board.run(app, 30)
            frames += 1
        assert frames >= 5  # (four cards turn, 90 ms each)
        assert shows(board, "DOUBLED!" if win else "YOU LOSE", inverted=bool(win))
        assert shows(board, win) if win else not shows(board, "WIN")
        assert shows(board, "CR 105" if win else "CR 95") and shows(board, "BET 5")
        assert underlined(board, 2)


def test_a_lost_double_up_says_what_it_lost_within_the_glass():
    # review 66: YOU LOSE did not say what went (the 5 of WIN just vanished from the top line)
    from firmware.ui.gfx import WIDTH
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT A" % READ)
    s.m.house = parse_all("7C")[0]
    s.m.hidden = parse_all("2D 3H 9S 4C")
    keys(board, app, "%s A wait:600" % READ)   # the first card: the 2D loses the 5
    assert s.m.outcome == doubleup.LOWER
    x, _ = find_text(board.chip, "YOU LOSE 5")
    assert x >= 1 and x + 6 * len("YOU LOSE 5") <= WIDTH - 1


def test_nothing_tells_the_outcome_before_the_cards_turn():
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A")
    assert s.flips
    for text in ("TAKE+DEAL", "DOUBLE UP", "A:DEAL <>:BET ▲:PAYS"):
        assert not shows(board, text), text
    assert not shows(board, "WIN 5") and shows(board, "CR 95")
    keys(board, app, "wait:600")
    assert shows(board, "WIN 5") and shows(board, "CR 100")  # shown: counted (review 55)


def underlined(board, i):
    """The bar under card i's edge (the cursor's, or the double-up's turned card) is lit."""
    x = view.card_x(i) + 11
    return board.chip.glass_pixel(x, view.CURSOR_Y) and board.chip.glass_pixel(x, view.CURSOR_Y + 1)


def test_the_winning_cards_are_marked():
    # review 39: the cursor's bar alone under them read as nothing; WIN dark in a lit tab
    # under each, as HELD, rows 36-44 (a dark row over the win's box)
    board, app = start()
    deal(board, app, "JC 2S JD 5H 9C 3C 4D 7S 8H KC")
    keys(board, app, "A RIGHT RIGHT A DOWN A wait:600")  # hold the jacks: 0 and 2
    tabbed = [all(board.chip.glass_pixel(view.card_x(i) + 1, y)
                  for y in range(view.CURSOR_Y, view.CURSOR_Y + 9)) for i in range(5)]
    assert tabbed == [True, False, True, False, False]
    assert find_text(board.chip, "WIN", inverted=True, top=view.CURSOR_Y)[1] == view.CURSOR_Y + 1
    assert not any(board.chip.glass_pixel(x, view.CURSOR_Y + 9) for x in range(128))


def test_each_hand_is_a_game_on_the_stats_page():
    board, app = start()
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT A" % READ)  # jacks pay 5: a push, doubled up
    s = screen_of(app)
    s.m.house = parse_all("7C")[0]
    s.m.hidden = parse_all("2D 9H 3S 4C")
    keys(board, app, "%s A %s" % (READ, READ))  # the house card read, the first card (picked
    # as it opened): the 2D loses to the 7C, read
    deal(board, app, "JC JD JS 5H 9C 3C 4D 7S 8H KC")
    keys(board, app, "A RIGHT A RIGHT A DOWN A wait:600")  # three jacks pay 15
    tally = app.stats["games"]["poker"]["Jacks or Better"]
    # the push said WIN 5 on the glass: a won hand (a fresh reviewer read "Hands 1, won 0")
    assert tally["played"] == 2 and tally["won"] == 2 and "lost" not in tally
    assert tally["bet"] == 10 and tally["paid"] == 15 and tally["hand"] == 3
    # ... its win lost in the double-up, said on a line of its own (review 57: WON beside
    # a payout gone read as a miscount)
    assert tally["doubles"] == 1 and tally["doubles_lost"] == 1
    # both holds the best: the pair of jacks (1.54 per coin) and the three (4.30)
    assert lines({"Jacks or Better": tally}) == [
        "9/6 Jacks/Better:", "HANDS 2, WON 2", "WIN STREAK 2, BEST 2", "PAID BACK 150.0%",
        "DOUBLE-UPS 1, LOST 1", "BEST THREE OF A KIND", "YOUR HOLDS 291.9%", "PERFECT HOLDS 291.9%"]


def test_below_the_max_bet_hint_and_coach_use_that_bets_pays():
    board, app = start()
    s = screen_of(app)
    keys(board, app, "LEFT:3000 UP wait:400 RIGHT B")  # bet 1; the pay table seen: coach on
    assert s.mode == 1 and s.m.bet == 1
    deal(board, app, "2D 7S 9D TC JC 3C 4D 8S 8H KC")
    keys(board, app, "UP")
    assert s.m.held == 0b10000  # at 5 coins the hint keeps TC JC (0b11000)
    keys(board, app, "LEFT LEFT A DOWN A wait:600")  # hold TC JC anyway
    dealt = parse_all("2D 7S 9D TC JC")
    assert hold_ev(dealt, 0b10000, JACKS, 1) > hold_ev(dealt, 0b11000, JACKS, 1)
    assert s.best == 0b10000 and shows(board, "BEST:")


def test_an_arrow_pressed_as_the_deal_turns_moves_the_cursor():
    """Review 53: RIGHT pressed 0.2 s into the deal's animation was lost, and the A after
    it held the card the cursor had not left. It ends the animation and moves on."""
    board, app = start()
    s = screen_of(app)
    keys(board, app, "A wait:200")
    assert s.flips and s.m.phase == HOLDING and s.cursor == DRAW
    keys(board, app, "RIGHT wait:600 A wait:300")
    assert s.cursor == 0 and s.m.held == 1


def test_taps_kept_up_through_the_deal_hold_no_card_of_the_new_hand():
    """Review 54: A tapped on (about 6 a second) after the one that took a win and dealt:
    the taps in the deal's animation ended it, and the next toggled HELD under the first
    card, a hold never chosen. A pressed in the animation is kept up through the machine's
    turn (ctx.off_turn): the hand waits for A to rest (STOP TAPPING), as a turn does."""
    board, app, s, shown = result_up()
    keys(board, app, "wait:%d A" % (LOOK_MS + 100))   # read: A takes the win and deals
    assert s.flips and not s.offer
    helds = []
    for _ in range(6):
        keys(board, app, "A")
        helds.append(s.m.held)
    assert s.m.phase == HOLDING and helds == [0] * 6, helds
    # rested AIM_MS (the hand, which pays nothing, was tapped into: review 89): A draws (the
    # cursor on DRAW)
    keys(board, app, "wait:%d A wait:300" % AIM_MS)
    assert s.m.phase == BETTING and s.m.held == 0
