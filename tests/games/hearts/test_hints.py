# runs-on: micropython, whole app
"""Hints at the Hearts table (play.py): the hard player's pass or card, found with random
deals of its own, through the whole app on the simulated board."""
import gc

from firmware.app import AIM_MS, GUARD_MS
from firmware.sound import CUES
from hal.buttons import A, UP
from tests.screen import shows
from tests.games.hearts.driver import (
    PASSING, PLAYING, SEEN_MS, cursor_to, game_module, keys, new_game, pass_three,
    play_first_legal, start, until_my_turn)
from tests.games.hearts.tapping import PERIODS, phases, tap_until


def thinking_shown_ms(board, app):
    """UP, then how long FINDING A HINT... stays on the glass (10 ms steps) until it goes."""
    board.pad.press(UP)
    for _ in range(50):
        if shows(board, "FINDING A HINT..."):
            break
        board.run(app, 2)
    assert shows(board, "FINDING A HINT...")
    board.pad.release(UP)
    shown = 0
    while shows(board, "FINDING A HINT...") and shown < 3000:
        board.run(app, 10)
        shown += 10
    return shown


def test_thinking_stays_long_enough_to_read_then_the_hint():
    """FINDING A HINT... flashed for a frame before the hint (a fresh review): it stays HINT_MS,
    the app's GUARD_MS, a picture seen (0.6 s, no key bar with it, looked like a stall:
    review 58), passing and playing, and a press meanwhile does nothing (the hint moves the
    cursor) but say so: WAIT: FINDING A HINT inverted, the error tone (review 33: a tick
    alone, the press seemed lost; the hint then replaced the picks)."""
    board, app = start(seed=3)
    s = new_game(board, app)
    hint_ms = game_module("play").HINT_MS
    assert hint_ms == GUARD_MS
    shown = thinking_shown_ms(board, app)
    assert hint_ms <= shown <= hint_ms + 60 and shows(board, "HINT: PASS THESE 3")
    keys(board, app, "wait:%d B B B" % SEEN_MS)   # the picks, seen, taken back
    pass_three(board, app)
    until_my_turn(board, app)
    board.pad.press(UP)
    board.run(app, 30)
    board.pad.release(UP)
    tones = board.sound.count
    cursor = s.play.cursor
    keys(board, app, "LEFT:30 A:30")   # while FINDING A HINT...: nothing, but answered in words
    assert shows(board, "WAIT: FINDING A HINT", inverted=True) and len(s.game.hands[0]) == 13
    assert s.play.cursor == cursor
    assert board.sound.count >= tones + 2 and board.sound.tones[-1] == CUES["error"][0]
    while not shows(board, "HINT: "):
        board.run(app, 5)
    keys(board, app, "A")   # begun as the hint appeared: not on the card it points at
    assert len(s.game.hands[0]) == 13
    assert s.game.hands[0][s.play.cursor] in s.game.legal()
    keys(board, app, "wait:%d A" % SEEN_MS)   # the hint seen (app.GUARD_MS): A plays it
    assert len(s.game.hands[0]) == 12


def test_the_pass_hint_puts_the_cursor_on_pass_where_a_waits_till_the_picks_are_seen():
    """Review 47: the hint left the cursor on a card, the PASS button up to 13 presses away
    (A there: 3 PICKED: B DROPS ONE). Now the hint picks the hard player's three and puts
    the cursor on the button; an A begun under GUARD_MS after the picks came passes
    nothing, one after passes the three (review 48: a look there, 1.2 s restarted, refused
    UP, then A 1.5 s on, and UP, A again and again never passed)."""
    from firmware.games.hearts.passing import hard_pass   # (the app loads it with a hint)
    board, app = start(seed=3)
    s = new_game(board, app)
    hand = s.game.hands[0]
    hinted = hard_pass(hand)
    cursor_to(board, app, 4)
    board.pad.press(UP)
    board.run(app, 60)
    board.pad.release(UP)
    while not shows(board, "HINT: PASS THESE 3", inverted=True):
        board.run(app, 5)
    assert sorted(s.play.chosen) == sorted(hinted) and s.play.cursor == len(hand)
    keys(board, app, "wait:%d A" % (GUARD_MS - 100))   # under the guard: nothing
    assert s.stage == PASSING and s.game.passed[0] is None
    assert s.play.cursor == len(hand) and sorted(s.play.chosen) == sorted(hinted)
    keys(board, app, "wait:%d A" % (GUARD_MS + 100))   # the picks seen: A passes them
    assert s.stage == PLAYING and not any(c in s.game.hands[0] for c in hinted)


def test_the_play_hint_is_the_hard_players_card_and_changes_nothing_else():
    def game_with(hint):
        board, app = start(seed=11)
        s = new_game(board, app, "Hard")
        pass_three(board, app)
        until_my_turn(board, app)
        if hint:
            board.pad.press(UP)
            while not s.play.hint:
                board.run(app, 1)
            assert shows(board, "FINDING A HINT...")  # on the glass before the hint's think
            board.run(app, game_module("play").HINT_MS + 40)
            board.pad.release(UP)
            hard_player = game_module("hard").hard_player
            assert s.game.hands[0][s.play.cursor] in s.game.legal() and shows(board, "HINT: ")
            keys(board, app, "wait:%d" % SEEN_MS)   # the hint seen, then the card played
        play_first_legal(board, app)
        until_my_turn(board, app)
        return [t[1] for t in s.game.tricks], hard_player if hint else None
    plain, _ = game_with(False)
    hinted, hard_player = game_with(True)
    assert hinted == plain  # the opponents' cards do not depend on a hint being asked
    assert hard_player is not None


def test_an_a_while_the_pass_hint_is_found_says_to_wait():
    """Review 33's script: a pick, UP, then A 0.26 s on (0.14 s: the hint comes 0.3 s after
    UP now): the A vanished (a tick alone) and the hint replaced the pick. Now the bar says
    to wait, inverted, till the hint comes."""
    board, app = start(seed=7)
    s = new_game(board, app)
    keys(board, app, "A:60 wait:2000 UP:60")
    board.pad.press(A)
    board.run(app, 60)
    assert s.play.hint and shows(board, "WAIT: FINDING A HINT", inverted=True)
    board.pad.release(A)
    keys(board, app, "wait:1000")
    assert shows(board, "HINT: PASS THESE 3") and len(s.play.chosen) == 3


KEPT_UP_MS = 5000   # A kept up this long from the A that asked the pass hint


def test_a_kept_up_from_the_pass_hint_passes_its_three_only_after_a_pause():
    """Reviews 89, 91 #4: A on the PASS button with nothing picked takes the hint's three;
    at a tap a second the tap after their look passed them, three cards the player never
    chose. Now A kept up from that A, at 1 to 8 taps a second and 1.05 s apart, each
    from three phases, passes nothing: the status bar says what to do (play.PASS_AIM) and
    never offers A:PASS while A would be refused (review 91 #10: it stood over an A about
    to be); a single A AIM_MS after the last passes them. A pick dropped is the player's
    choice: the A after it picks again at once, and the A after that passes."""
    for period in PERIODS + (1050,):
        for phase in phases(period):
            kept_up_from_the_hint(period, phase)
    gc.collect()
    board, app = start(seed=7)
    s = new_game(board, app, on_card=False)
    keys(board, app, "A wait:%d B A wait:%d A" % (SEEN_MS + 300, SEEN_MS))
    assert s.stage == PLAYING and len(s.game.hands[0]) == 13
    board, app = start(seed=7)   # review 99 #1: an A 1.5 s after the hint's, read and
    s = new_game(board, app, on_card=False)   # chosen, was refused (at AIM_MS 2 s): it passes
    keys(board, app, "A wait:1500 A wait:100")
    assert s.stage == PLAYING and len(s.game.hands[0]) == 13


def kept_up_from_the_hint(period, phase):
    from firmware.games.hearts.passing import hard_pass   # (the app loads it with a hint)
    gc.collect()   # (the run before's app gone whole)
    board, app = start(seed=7)
    s = new_game(board, app, on_card=False)   # (the cursor on the PASS button)
    hinted = sorted(hard_pass(s.game.hands[0]))
    pass_key = game_module("status").PASS_KEY
    case = (period, phase)
    offered = []   # A:PASS on the glass while A waits for a pause

    def watch(_):
        if app.aiming() and s.play.drawn_keys == pass_key and not app.unshown:
            offered.append(board.clock.ticks_ms())
    board.watchers.append(watch)
    end = board.clock.ticks_ms() + KEPT_UP_MS
    tap_until(board, app, period, phase, lambda: True,
              lambda: s.stage != PASSING or board.clock.ticks_ms() >= end, limit=KEPT_UP_MS + 100)
    assert s.stage == PASSING and sorted(s.play.chosen) == hinted, case
    assert shows(board, game_module("play").PASS_AIM, inverted=True), case
    assert not offered, (case, offered)
    keys(board, app, "wait:%d" % AIM_MS)   # a pause: A:PASS offered, the next A passes
    assert shows(board, pass_key) and not offered, case
    keys(board, app, "A wait:100")
    assert s.stage == PLAYING and sorted(s.game.passed[0]) == hinted, case
