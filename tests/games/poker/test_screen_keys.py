# runs-on: micropython, whole app
"""Whole-app flows of the table's keys (a suite of its own: with test_screen.py's flows in
one interpreter the unix port's heap, less the 16 KB margin, ran out): the arrows never spend,
the cursor and the DRAW button, the hold and hint marks."""
from firmware.games.poker import view
from firmware.games.poker.cards import parse_all
from firmware.games.poker.engine import BETTING, DOUBLING, HOLDING, START_CREDITS
from firmware.app import AIM_MS, LOOK_MS, TOAST
from firmware.games.poker.screen import DRAW, OFF, TRAINER
from hal.rng import Rng
from tests.games.poker.flow import (JACKS_DEAL, NOTHING_DEAL, READ, TRAINER_ON, deal,
                                    draw_button, keys, pointed, saved_record, screen_of,
                                    start)
from tests.screen import column_dark, find_text, glass, glyph_rows, shows


def test_the_bet_stops_at_its_ends_even_for_a_fresh_press():
    # issue 44: RIGHT wrapped the bet 5 -> 1, a player raising it lost the max bet's royal
    board, app = start()
    s = screen_of(app)
    keys(board, app, "RIGHT:3000")  # the bet up to 5, and there it stays
    assert s.m.bet == 5 and shows(board, "BET 5")
    tones = board.sound.count
    keys(board, app, "RIGHT")  # a fresh press too: nothing changes, no click
    assert s.m.bet == 5 and shows(board, "BET 5") and board.sound.count == tones
    keys(board, app, "LEFT:3000 LEFT")  # down to 1, where a fresh press stops as well
    assert s.m.bet == 1 and shows(board, "BET 1")
    assert saved_record(board)["bet"] == 1
    # the pay table's arrows change the advice mode, a list: held, RIGHT stops at its end;
    # a fresh press goes round (review 88: they changed the bet, A the mode)
    keys(board, app, "UP wait:400 RIGHT:3000")
    assert s.mode == TRAINER and s.m.bet == 1 and shows(board, "BET 1", inverted=True)
    keys(board, app, "RIGHT")
    assert s.mode == OFF and saved_record(board)["coach"] == OFF


def test_holding_an_arrow_stops_at_the_ends_and_a_fresh_press_wraps():
    board, app = start()
    s = screen_of(app)
    deal(board, app)
    keys(board, app, "RIGHT:2000")  # the cursor past the last card to DRAW, not round again
    held = glass(board.chip)
    assert s.cursor == 5
    keys(board, app, "LEFT RIGHT")
    assert glass(board.chip) == held
    keys(board, app, "RIGHT")
    assert s.cursor == 0


def test_after_a_win_a_on_take_takes_it_and_deals_in_one_press():
    # reviews 27-30: the bar said TAKE 5, and A there dealt too: now it says TAKE+DEAL,
    # the win on the top line (WIN 5), each choice at an edge, apart (TAKE+DEAL DOUBLE UP
    # centred in halves read as one line at true size)
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A wait:600")  # hold the jacks, draw: a win
    assert s.offer and pointed(board, "TAKE+DEAL") and shows(board, "WIN 5")
    take = find_text(board.chip, "TAKE+DEAL", inverted=False)
    double = find_text(board.chip, "DOUBLE UP", inverted=False)
    assert take == (6, view.HINT_Y) and double == (127 - 53, view.HINT_Y)
    assert not any(board.chip.glass_pixel(x, view.HINT_Y + y)
                   for x in range(6 + 53, 127 - 53) for y in range(7))   # 15 dark columns
    keys(board, app, "wait:400 DOWN UP wait:300")  # the arrows take nothing, deal nothing
    assert s.offer and s.m.phase == BETTING and s.m.credits == START_CREDITS
    keys(board, app, "A")  # A on TAKE (the choice offered first)
    assert s.m.phase == HOLDING and not s.offer  # the next hand, dealt
    keys(board, app, "wait:600")
    assert shows(board, "CR 95") and shows(board, "<>:CARD") and shows(board, "▲:HINT")
    assert draw_button(board) == "inverted"   # the cursor on DRAW (review 55)


def test_no_arrow_ever_spends_a_credit():
    """The issue's script: DOWN dealt, drew and took-and-dealt, ending at CR 95 having held
    nothing; now only A (on the bar's DRAW, on TAKE, or to deal) spends."""
    board, app = start()
    s = screen_of(app)
    keys(board, app, "wait:300 DOWN wait:1500 DOWN wait:2000")
    assert s.m.phase == BETTING and s.m.credits == START_CREDITS
    rng = Rng(7)
    names = ("UP", "DOWN", "LEFT", "RIGHT", "wait:300")
    for phase_keys in ("", "A wait:600", "A wait:600 A RIGHT A DOWN A wait:900"):
        board, app = start()
        s = screen_of(app)
        keys(board, app, phase_keys)
        before = (s.m.credits, s.m.phase, s.m.stats["bet"], s.offer)
        for _ in range(60):
            keys(board, app, names[rng.randbelow(len(names))])
            if s.page:
                keys(board, app, "B")  # back from the pay table or stats to the table
        assert (s.m.credits, s.m.phase, s.m.stats["bet"], s.offer) == before, phase_keys


def test_the_cursor_moves_to_the_draw_button_and_a_there_draws():
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "LEFT RIGHT")  # the first card to the last, then the DRAW button
    # (KEEP on it: A there would keep the jacks)
    assert s.cursor == 5 and draw_button(board, "KEEP") == "inverted" and \
        shows(board, "▲:HINT")
    assert not shows(board, "A:HOLD")
    keys(board, app, "RIGHT A")  # wraps to the first card: A holds it
    assert s.m.held == 1 and s.m.phase == HOLDING
    keys(board, app, "DOWN")
    assert s.cursor == 5 and s.m.phase == HOLDING
    keys(board, app, "A wait:600")
    assert s.m.phase == BETTING and s.m.final[0] == s.m.cards[0]


def lowered(board):
    """Which cards stand CURSOR_DROP rows lower (the rows of the others' top edge dark, lit
    from there), in their middle column: the hold's cursor."""
    top = view.CARD_Y
    found = []
    for i in range(5):
        x = view.card_x(i) + view.CARD_W // 2
        edge = [board.chip.glass_pixel(x, top + r) for r in range(view.CURSOR_DROP + 1)]
        assert edge[0] or edge == [0] * view.CURSOR_DROP + [1], i   # (a red card lit in it)
        found.append(not edge[0])
    return found


def test_the_cursor_lowers_its_card_and_hold_marks_never_run_together():
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "RIGHT RIGHT")
    assert lowered(board) == [False, False, True, False, False]   # the cursor's card alone
    # ... between a lit column each side, a dark one between, its height (review 88: the
    # drop alone was not to be found at true size)
    top = view.CARD_Y + view.CURSOR_DROP
    for i in range(5):
        x0 = view.card_x(i)
        for x in (x0 - view.CURSOR_SIDE, x0 + view.CARD_W - 1 + view.CURSOR_SIDE):
            lit = [board.chip.glass_pixel(x, y) for y in range(top, top + view.CARD_H)]
            assert lit == [i == 2] * view.CARD_H, (i, x)
        assert not board.chip.glass_pixel(x0 - 1, top + 5)
    keys(board, app, "UP wait:300 LEFT LEFT LEFT A RIGHT A RIGHT A")  # hints (the cursor to
    # DRAW), and holds all five
    assert s.m.held == 0b11111 and s.m.held != s.hinted
    # the cursor on a held card: the card lowered, a dark row over its tab, which stays
    # whole, HLD dark in it, as every held card's (review 86: HLD stood plain under the
    # cursor, and the card just held read as released; review 85: a bar under the card met
    # the tab and the cursor was not to be found at true size)
    keys(board, app, "DOWN LEFT")   # DRAW, then the last card
    assert lowered(board) == [False, False, False, False, True]
    x0 = view.card_x(4)
    assert not any(board.chip.glass_pixel(x, view.HELD_Y - 1) for x in range(128))
    assert all(board.chip.glass_pixel(x, view.HELD_Y) for x in range(x0 + 2, x0 + view.CARD_W - 2))
    assert marks(board, inverted=True) == [view.HELD] * 5
    keys(board, app, "DOWN")   # the cursor on DRAW: no card lowered, every tab whole
    assert lowered(board) == [False] * 5
    # between two cards' words the dark columns between the cards, each tab lit to its
    # card's edge (review 81: HELDHELDHELDHELD, one dark column apart, read as one word)
    for y in range(view.HELD_Y, view.HELD_Y + 9):
        row = [board.chip.glass_pixel(x, y) for x in range(128)]
        for i in range(4):
            edge = view.card_x(i) + view.CARD_W
            assert row[edge:edge + 4] == [0] * 4, (i, y)
            assert y in (view.HELD_Y, view.HELD_Y + 8) or row[edge - 1] and row[edge + 4], i


def marks(board, inverted=None):
    """The word in each card's tab under the cards (view.HELD or HINT, dark on lit, or lit
    on the dark: inverted True or False, None either), or None (a column inward where the
    glass's edge and its neighbours' tabs leave room: view._tabs)."""
    found = []
    for i in range(5):
        word = None
        for text in (view.HELD, "HINT"):
            x = view.card_x(i) + (view.CARD_W - 6 * len(text) + 1) // 2
            for at in (x, x + 1 if i < 4 else x - 1):
                rows = glyph_rows(text)
                for lit in (0, 1) if inverted is None else (int(inverted),):
                    if all(board.chip.glass_pixel(at + dx, view.HELD_Y + 1 + dy) == bit ^ lit
                           for dy, row in enumerate(rows) for dx, bit in enumerate(row)):
                        word = text
        found.append(word)
    return found


def test_every_held_card_says_held_at_every_step_and_the_hint_says_so_apart():
    from firmware.games.poker.view import HELD
    # a fresh reviewer: after the hint (HINT under its cards) A on a card left HINT and HELD
    # labels side by side, all held; now a label is what is held, the hint's answer apart
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "UP")  # the hint holds the jacks
    assert s.m.held == 0b00011 and marks(board) == [HELD, HELD, None, None, None]
    assert shows(board, "HINT: BEST HOLD")
    keys(board, app, "wait:300 RIGHT A")  # the cursor from DRAW (where the hint put it) to
    # the first jack, released: the hint's hold is gone
    assert s.m.held == 0b00010 and marks(board) == [None, HELD, None, None, None]
    assert not shows(board, "HINT: BEST HOLD") and shows(board, "JACKS OR BETTER")
    keys(board, app, "RIGHT RIGHT RIGHT RIGHT A")  # and holds the king
    assert s.m.held == 0b10010 and marks(board) == [None, HELD, None, None, HELD]
    keys(board, app, "UP")  # the hint again: its hold, said apart again
    assert s.m.held == 0b00011 and marks(board) == [HELD, HELD, None, None, None]
    assert shows(board, "HINT: BEST HOLD")
    keys(board, app, "wait:300 B")  # the hint taken back, as one press made it: the
    # holds before it (review 86: B released them all, the player's own too)
    assert marks(board) == [None, HELD, None, None, HELD] and not shows(board, "HINT: BEST HOLD")
    assert shows(board, "HINT UNDONE")


def test_a_hint_to_hold_nothing_says_so():
    board, app = start()
    s = screen_of(app)
    deal(board, app, "2C 5D 8S TH 3S 4C 4D 7S 8H QC")  # nothing worth holding
    keys(board, app, "A UP")  # a card held, then the hint
    assert s.m.held == 0 and marks(board) == [None] * 5 and shows(board, "HINT: DRAW FIVE")


def test_the_hint_reaches_the_glass_in_one_frame_with_nothing_before_it():
    # a fresh reviewer saw THINKING... flash a frame before a hint (Hearts'): poker's hint
    # is found in the press's own step, so its frame is the first the glass shows after UP,
    # the first hint (the tables opened) and a later one alike
    board, app = start()
    deal(board, app, JACKS_DEAL)
    pushed = [glass(board.chip)]  # the hand, then each new picture on the glass
    board.watchers.append(lambda b: pushed.append(glass(b.chip))
                          if glass(b.chip) != pushed[-1] else None)
    for script in ("UP wait:400", "B wait:400 UP wait:400"):
        keys(board, app, script)
        hint = glass(board.chip)
        assert shows(board, "HINT: BEST HOLD")
        frames = pushed[1:]
        if script[0] == "B":  # the release's frame, then the hint's
            assert len(frames) == 2 and not shows_in(frames[0], "HINT: BEST HOLD")
            frames = frames[1:]
        assert frames == [hint], len(frames)
        del pushed[:-1]


def shows_in(ram, text):
    """text in a frame kept as the chip's display RAM (tests.screen.glass)."""
    from tests.screen import find_text

    class Chip:
        def glass_pixel(self, x, y):
            return ram[y // 8 * 128 + x] >> (y % 8) & 1
    return find_text(Chip(), text) is not None


def test_left_on_the_first_card_goes_to_the_last_never_to_draw():
    # a fresh review: one LEFT on the first card wrapped to DRAW, and A drew five cards blind
    board, app = start()
    deal(board, app)
    s = screen_of(app)
    assert s.cursor == 0
    keys(board, app, "LEFT")
    assert s.cursor == 4
    keys(board, app, "RIGHT")   # the last card, then DRAW after it
    assert s.cursor == DRAW
    keys(board, app, "RIGHT")   # from DRAW round to the first card
    assert s.cursor == 0


def _on_bar(board, word):
    """How many times word stands lit on the key bar's row."""
    pattern = glyph_rows(word)
    h, w = len(pattern), len(pattern[0])
    rows = [bytearray(board.chip.glass_pixel(x, view.HINT_Y + y) for x in range(128))
            for y in range(h)]
    return sum(all(rows[y][x0 + x] == pattern[y][x] for y in range(h) for x in range(w))
               for x0 in range(129 - w))


def test_the_key_bar_names_each_action_once_through_a_hand():
    # review 23: on the DRAW button the bar said A:DRAW ^:HINT >DRAW: one name per action
    # on every bar of a hand (the button's DRAW, ▼: or A: before it), the trainer's stop and
    # the double-up
    board, app = start()
    s = screen_of(app)
    keys(board, app, TRAINER_ON)
    deal(board, app, JACKS_DEAL)
    words = ("DRAW", "HOLD", "HINT", "TAKE", "KEEP", "DOUBLE", "PICK", "DEAL", "BET")
    for place in range(DRAW + 1):
        assert s.cursor == place
        assert _on_bar(board, "HINT") == 1, place   # (on DRAW <>:CARD, A:HOLD's place)
        assert _on_bar(board, "HOLD") == (place != DRAW) == 1 - _on_bar(board, "CARD"), place
        assert draw_button(board) == ("inverted" if place == DRAW else "framed"), place
        assert _on_bar(board, "DRAW") == (place != DRAW), place   # (inverted: dark)
        keys(board, app, "RIGHT")
    keys(board, app, "LEFT DOWN A wait:400")   # on DRAW, holding nothing: the stop
    assert s.stop is not None and [w for w in words if _on_bar(board, w)] == ["TAKE", "KEEP"]
    assert _on_bar(board, "TAKE") == 1 and _on_bar(board, "KEEP") == 1
    keys(board, app, "%s LEFT A wait:800" % READ)   # the stop read, TAKE BEST: the jacks,
    # a win offered
    assert s.offer and [w for w in words if _on_bar(board, w)] == ["TAKE", "DOUBLE", "DEAL"]
    keys(board, app, "%s RIGHT A wait:600" % READ)   # the win read, the double-up
    assert [w for w in words if _on_bar(board, w)] == ["PICK"]
    keys(board, app, "RIGHT")
    assert [w for w in words if _on_bar(board, w)] == ["PICK"]


def test_the_bar_says_what_a_does_where_the_cursor_is_and_draw_is_a_button():
    # reviews 27-30: the bar said v:DRAW, but DOWN only goes to the DRAW button, where A
    # draws; review 32: DRAW alone named no key that reaches it; review 35: v A:DRAW read
    # as a word, vA:DRAW, and no button showed till the cursor was on it. Now the button,
    # DRAW framed at the bar's right end, after the key that goes there, ▼:; on it,
    # inverted, after A:, and <>:CARD in A:HOLD's place (review 55: the arrows go to the
    # cards), ▲:HINT where it stood
    board, app = start()
    s = screen_of(app)
    deal(board, app, NOTHING_DEAL)
    assert s.cursor == 0 and draw_button(board) == "framed"
    assert find_text(board.chip, "A:HOLD", inverted=False) == (1, view.HINT_Y)
    assert find_text(board.chip, "▲:HINT", inverted=False) == (view.HINT_X, view.HINT_Y)
    assert find_text(board.chip, "▼:", inverted=False, top=view.HINT_Y) == (
        view.DRAW_X - 12, view.HINT_Y)
    assert view.DRAW_X + view.DRAW_W - 1 == 126 and column_dark(board)
    assert _on_bar(board, "DRAW") == 1 and not shows(board, "A:DRAW")
    hint = find_text(board.chip, "▲:HINT", inverted=False)
    keys(board, app, "DOWN")
    assert s.cursor == DRAW and s.m.phase == HOLDING   # DOWN drew nothing
    assert draw_button(board) == "inverted" and not shows(board, "A:HOLD")
    assert find_text(board.chip, "<>:CARD", inverted=False) == (1, view.HINT_Y)
    assert find_text(board.chip, "A:", inverted=False, top=view.HINT_Y) == (
        view.DRAW_X - 12, view.HINT_Y)
    assert find_text(board.chip, "▲:HINT", inverted=False) == hint
    assert find_text(board.chip, "▼", inverted=False, top=view.HINT_Y) is None


def test_the_bar_says_a_drops_a_held_card():
    # review 98 #5: the bar said A:HOLD with the cursor on a card marked HLD, where A
    # releases it; A:DROP there, A:HOLD on a card not held, as the cursor moves between them
    board, app = start()
    s = screen_of(app)
    deal(board, app, NOTHING_DEAL)
    keys(board, app, "A wait:300")   # the first card held
    assert s.m.held == 1 and s.cursor == 0
    assert find_text(board.chip, "A:DROP", inverted=False) == (1, view.HINT_Y)
    assert not shows(board, "A:HOLD")
    keys(board, app, "RIGHT wait:300")
    assert find_text(board.chip, "A:HOLD", inverted=False) == (1, view.HINT_Y)
    assert not shows(board, "A:DROP")
    keys(board, app, "LEFT wait:300")
    assert find_text(board.chip, "A:DROP", inverted=False) == (1, view.HINT_Y)
    keys(board, app, "A wait:300")   # released: A holds it again
    assert s.m.held == 0 and find_text(board.chip, "A:HOLD", inverted=False) == (1, view.HINT_Y)


def test_a_move_onto_or_off_the_draw_button_sends_a_few_columns():
    # the button inverted, its key (▼: or A:) and A:HOLD or <>:CARD, and the cursor's card
    # lowered or raised: under 180 bytes a move (168; a move between cards, both cards'
    # columns on their four pages, as many; 101 and 48 with a bar under the card, before
    # review 86)
    board, app = start()
    deal(board, app, JACKS_DEAL)
    keys(board, app, "LEFT")
    for move in ("RIGHT", "LEFT", "DOWN", "LEFT"):
        before = board.chip.data_bytes
        keys(board, app, move + " wait:300")
        assert 0 < board.chip.data_bytes - before < 180, move


def test_a_move_between_cards_draws_the_two_cards_over_the_glass_as_a_whole_frame_would():
    # a whole hand is 12-14 ms to the glass on the emulated Pico (over the cursor's 10 ms):
    # a move from card to card draws the card it left and the one it lowers over the glass,
    # the rest of the frame as it was; onto or off DRAW (the keys change) a whole one
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "LEFT A wait:300")   # the last card held: its tab stays as it was
    import sys
    shown = sys.modules["firmware.games.poker.view"]   # (the app's: it loads games afresh)
    whole = shown.draw_top
    tops = []
    shown.draw_top = lambda *args: tops.append(1) or whole(*args)
    try:
        for move in ("LEFT", "LEFT", "RIGHT", "LEFT", "LEFT", "LEFT", "LEFT", "LEFT"):
            keys(board, app, move + " wait:100")
            moved = glass(board.chip)
            before = len(tops)
            s.drawn = (-2, 0, None)   # the same frame drawn whole
            s.dirty = True
            board.run(app, 40)
            assert len(tops) == before + 1 and glass(board.chip) == moved, (move, s.cursor)
        drawn = len(tops)
        keys(board, app, "DOWN wait:100")   # onto DRAW: its keys too, a whole frame
        assert s.cursor == DRAW and len(tops) == drawn + 1
    finally:
        shown.draw_top = whole
    assert drawn == 8   # (the 8 redraws above; the 8 moves none)


def test_the_hand_keys_stand_through_the_deal_and_say_what_a_does_there():
    # review 82: the bar was empty for the 0.46 s the dealt cards turn; review 33: A:HOLD
    # stood under the backs, and A there held nothing. The hand's bar from the deal's first
    # frame, each word where it stays, the button saying SHOW: A there ends the turning,
    # draws nothing; then DRAW. The arrows act there as the bar says (UP: the hint).
    from firmware.games.poker.screen import SHOW
    board, app = start()
    s = screen_of(app)
    keys(board, app, "A wait:150")
    assert s.m.phase == HOLDING and s.flips and s.turned < 5
    bar = [(w, find_text(board.chip, w, inverted=False)) for w in ("<>:CARD", "▲:HINT", "A:")]
    assert draw_button(board, SHOW) == "inverted"
    keys(board, app, "A wait:100")   # the cards up at once, nothing drawn
    assert not s.flips and s.m.phase == HOLDING and draw_button(board) == "inverted"
    assert [(w, find_text(board.chip, w, inverted=False)) for w, _ in bar[:2]] == bar[:2]
    # (tapped into the hand, A waits for an aim: no A: before the button till the pause,
    # review 99)
    assert app.aiming() and find_text(board.chip, "A:", inverted=False) is None
    keys(board, app, "wait:%d" % AIM_MS)
    assert [(w, find_text(board.chip, w, inverted=False)) for w, _ in bar] == bar
    keys(board, app, "wait:%d" % (LOOK_MS + 100))
    keys(board, app, "DOWN A wait:%d A wait:150" % (LOOK_MS + 100))   # drawn, the next dealt
    assert s.flips and draw_button(board, SHOW) == "inverted"
    keys(board, app, "UP")   # the hint, the cards up
    assert not s.flips and s.hinted is not None and s.m.held == s.hinted


def test_a_double_tap_that_deals_draws_nothing():
    # reviews 27-30: A deals, then A acted on the hand unseen. A second tap up to 0.6 s
    # after the first lands in the cards' turning (450 ms: it ends it) or under
    # app.GUARD_MS after the hand that press showed: nothing drawn (the cursor on DRAW,
    # review 55) or held; an A after a pause draws, as the bar says (AIM_MS: the hand, which
    # pays nothing, was tapped into, review 89)
    for gap in (150, 300, 450, 600):
        board, app = start()
        s = screen_of(app)
        keys(board, app, "A:60 wait:%d A:60 wait:1000" % (gap - 60))
        assert s.m.phase == HOLDING and s.m.held == 0, gap
        assert draw_button(board) == "inverted" and marks(board) == [None] * 5, gap
    keys(board, app, "wait:%d A" % (AIM_MS - 1000))
    assert s.m.phase == BETTING and s.m.final


def test_the_double_ups_pick_is_named_under_its_card():
    # reviews 27-30: the pick's 2 px bar under a face-down card was hard to see at true
    # size; an arrow under it read as a spade after HOUSE (review 33), then as a key,
    # HOUSE ▲, that did nothing (review 47): PICK, dark in a lit tab under the picked card
    # from the cursor's row, as WIN's after the draw. Review 53: HOUSE came only with the
    # outcome; it is named as the double-up opens, dark in a lit tab in the message's rows
    # (under the card it would meet PICK under the next card), CARD TO BEAT after it
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT A wait:600" % READ)   # the double-up
    assert s.m.phase == DOUBLING and shows(board, "CARD TO BEAT")
    # HOUSE on CARD TO BEAT's row
    assert find_text(board.chip, "HOUSE", inverted=True) == (1, view.MESSAGE_Y)
    assert find_text(board.chip, "CARD TO BEAT", inverted=False)[1] == view.MESSAGE_Y
    assert not any(board.chip.glass_pixel(x, y) for x in range(view.card_x(1) - 2)
                   for y in range(view.CURSOR_Y, view.MESSAGE_Y - 1))   # nothing over it
    tab = [x for x in range(40) if board.chip.glass_pixel(x, view.MESSAGE_Y - 1)]
    assert tab == list(range(1, 30))   # (its corners dark)
    assert not any(board.chip.glass_pixel(x, y) for x in range(31, view.HOUSE_ROOM)
                   for y in range(view.MESSAGE_Y - 1, view.MESSAGE_Y + 8))   # apart
    # the first card picked as it opens (review 36), then the arrows move the pick
    for keys_, picked in (("", 1), ("RIGHT", 2), ("RIGHT RIGHT", 4), ("RIGHT", 1),
                          ("LEFT", 4)):
        keys(board, app, keys_)
        assert s.cursor == picked
        at = find_text(board.chip, "PICK", inverted=True, top=view.CURSOR_Y)
        assert at is not None and at[1] == view.CURSOR_Y + 1, (picked, at)
        # centred on its card (a 23-column word under 22: a column off; at the glass's edge
        # one more inward, as _tabs sets it)
        centre = at[0] + len(glyph_rows("PICK")[0]) // 2
        assert abs(centre - (view.card_x(picked) + view.CARD_W // 2)) <= 1 + (picked == 4)
        # one tab: no lit column under the other face-down cards, their rows dark
        for i in range(1, 5):
            if i != picked:
                assert not any(board.chip.glass_pixel(view.card_x(i) + d, y)
                               for d in range(4, view.CARD_W - 4)
                               for y in range(view.CURSOR_Y, view.MARK_Y + 9)), (picked, i)
        # a dark row between the tab and the message's rows (WAIT's box: TOAST_MESSAGE)
        assert not any(board.chip.glass_pixel(x, view.CURSOR_Y + 9) for x in range(128))


def test_up_and_down_in_the_double_up_say_what_picks():
    # review 47: UP and DOWN did nothing there, no answer: a note in the message's place,
    # as B's NO BACKING OUT, that goes after a while (or at the next press); the pick stays
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT A wait:600" % READ)   # the double-up
    for key in ("UP", "DOWN"):
        keys(board, app, key)
        assert s.m.phase == DOUBLING and s.cursor == 1
        assert shows(board, "<>: PICK A CARD", inverted=True), key
        assert not shows(board, "CARD TO BEAT") and shows(board, "HOUSE", inverted=True)
        keys(board, app, "wait:1600")   # (NOTE_MS)
        assert shows(board, "CARD TO BEAT") and not shows(board, "<>: PICK A CARD",
                                                          inverted=True)
    keys(board, app, "DOWN RIGHT")
    assert s.cursor == 2 and not shows(board, "<>: PICK A CARD", inverted=True)


def test_the_hint_puts_the_cursor_on_draw():
    """Review 54: the hint held the jack and queen and left the cursor on the first card,
    the ten, which the next A held too. The hint's holds made, the cursor is on DRAW (as
    Hearts' pass hint puts it on PASS): A draws with them once they have been seen."""
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "UP")
    hinted = s.m.held
    assert hinted and s.cursor == DRAW
    keys(board, app, "A")   # as the hint came: nothing
    assert s.m.phase == HOLDING and s.m.held == hinted
    keys(board, app, "wait:400 A wait:1500")
    assert s.m.phase != HOLDING and s.m.held == hinted


def test_the_deal_puts_the_cursor_on_draw_so_a_mashed_a_plays_hands():
    """Review 55: A pressed to get on with it (every 0.5 s) only toggled HELD under the first
    card, 40 frames of one hand: the draw took DOWN, then A. The deal puts the cursor on
    DRAW (<>:CARD on the bar: the cards an arrow away), so A draws; the dealt hand's guard
    and the result's look still hold such an A back, and no hand is left undrawn (a deal
    that already pays, its cards held first: KEPT_PAYING). Review 89: A alone, tapped into a
    hand that pays nothing, waits for an aim: the player getting on with it aims, DOWN (an
    arrow that leaves the cursor on DRAW) before each A. Review 96: a win, whose A takes
    it and deals, is a result a stream of taps never puts away: it waits for a pause."""
    board, app = start()
    s = screen_of(app)
    keys(board, app, "A wait:600")
    assert s.m.phase == HOLDING and s.cursor == DRAW and draw_button(board) == "inverted"
    assert find_text(board.chip, "<>:CARD", inverted=False) == (1, view.HINT_Y)
    hands = s.m.stats["hands"]
    keys(board, app, " ".join(["DOWN:40 wait:100 A:40 wait:320"] * 40))
    assert s.m.stats["hands"] - hands >= 3
    assert s.m.final and s.m.win and app.toast == TOAST   # (seed 1: the 3rd hand wins)
    credits = s.m.credits
    keys(board, app, "wait:%d A wait:600" % (AIM_MS + 100))   # a pause: A takes it, deals
    assert s.m.phase == HOLDING and s.m.credits == credits - s.m.bet   # (the win banked)
    for arrow, card in (("RIGHT", 0), ("LEFT", 4)):   # the cards one arrow away
        board, app = start()
        s = screen_of(app)
        deal(board, app, JACKS_DEAL, first=False)
        keys(board, app, arrow + " A")
        assert s.m.held == 1 << card and s.m.phase == HOLDING, arrow


def test_a_on_draw_over_a_paying_deal_holds_what_pays():
    """Review 75: one A on DRAW, 2.5 s after a deal that showed TWO PAIR, drew five new
    cards and threw the pair away, nothing said; reviews 77-79: A AGAIN: DRAW 5, asked
    instead, was answered by taps a second apart (a pair thrown away) and held faster ones
    for good. With nothing held over a paying deal the first A on DRAW holds the cards that
    make it (KEPT WHAT PAYS over the key bar, under the HELD tabs); the next A draws with
    them; after B (released) A draws five. A card held, or a deal that pays nothing, draws
    at once."""
    from firmware.games.poker.screen import KEPT_PAYING
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)   # a pair of jacks, paid
    jacks = s.m.table.scoring(s.m.cards[:5])
    keys(board, app, "DOWN A wait:300")
    assert s.m.phase == HOLDING and s.m.held == jacks and shows(board, KEPT_PAYING)
    dealt = s.m.cards[:5]
    keys(board, app, "A wait:100")   # with the jacks
    assert s.m.phase != HOLDING and s.m.win
    assert [s.m.final[i] for i in range(5) if jacks >> i & 1] == \
        [dealt[i] for i in range(5) if jacks >> i & 1]
    keys(board, app, "wait:%d" % (LOOK_MS + 500))
    deal(board, app, JACKS_DEAL)
    keys(board, app, "DOWN A wait:300 B wait:300 A wait:100")   # released: five drawn
    assert s.m.phase != HOLDING and s.m.held == 0
    keys(board, app, "wait:%d" % (LOOK_MS + 500))
    deal(board, app, JACKS_DEAL)
    keys(board, app, "RIGHT A DOWN A wait:100")   # the first jack held: at once
    assert s.m.phase != HOLDING and not shows(board, KEPT_PAYING)
    keys(board, app, "wait:%d" % (LOOK_MS + 500))
    deal(board, app, NOTHING_DEAL)   # pays nothing: at once
    keys(board, app, "DOWN A wait:100")
    assert s.m.phase != HOLDING


def test_the_button_says_keep_where_a_keeps_what_pays():
    """Review 81: over a paying deal the bar said A:DRAW where the first A held the cards
    that pay (KEPT WHAT PAYS) and drew nothing. The button says KEEP while A there would
    keep them (on it or off it), DRAW once a card is held or they have been kept."""
    from firmware.games.poker.screen import KEPT_PAYING
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL, first=False)   # a pair of jacks, the cursor on the button
    assert draw_button(board, "KEEP") == "inverted" and draw_button(board) is None
    keys(board, app, "RIGHT wait:300")   # on the first jack: the button framed, still KEEP
    assert draw_button(board, "KEEP") == "framed"
    keys(board, app, "A wait:300")   # a jack held: A on the button draws
    assert draw_button(board) == "framed"
    keys(board, app, "A DOWN wait:300")   # released again: it keeps
    assert draw_button(board, "KEEP") == "inverted"
    keys(board, app, "A wait:300")   # kept: the next A draws, and the button says so
    assert shows(board, KEPT_PAYING) and draw_button(board) == "inverted"
    keys(board, app, "B wait:300")   # released after KEPT WHAT PAYS: A draws five
    assert s.m.held == 0 and draw_button(board) == "inverted"
    keys(board, app, "wait:%d A wait:100" % LOOK_MS)
    assert s.m.phase != HOLDING
    keys(board, app, "wait:%d" % (LOOK_MS + 500))
    deal(board, app, NOTHING_DEAL, first=False)   # pays nothing: DRAW
    assert draw_button(board) == "inverted"


def test_the_hands_name_the_tabs_and_the_key_bar_stand_rows_apart():
    """Review 78: at true size the hand's name, one dark row over the key bar, read as one
    line with it (and a row higher it met the HELD tabs). The name two dark rows over the
    bar, a dark row under the tabs; so too the machine's name before the deal."""
    from firmware.games.poker.screen import KEPT_PAYING

    def dark(y, right=view.HOLD_ROOM):
        return not any(board.chip.glass_pixel(x, y) for x in range(right))

    board, app = start()
    assert find_text(board.chip, "9/6 JACKS/BETTER", inverted=False)[1] == view.MESSAGE_Y
    assert dark(view.HINT_Y - 1, 128) and dark(view.HINT_Y - 2, 128)
    deal(board, app, JACKS_DEAL, first=False)
    keys(board, app, "DOWN A wait:300")   # (aimed) the jacks kept: HLD tabs, KEPT WHAT PAYS
    assert find_text(board.chip, KEPT_PAYING, inverted=False)[1] == view.MESSAGE_Y
    tab = find_text(board.chip, view.HELD, inverted=True)[1] - 1
    assert all(board.chip.glass_pixel(view.card_x(0) + 2, y) for y in (tab, tab + 8))
    assert tab + 9 < view.MESSAGE_Y and dark(view.MESSAGE_Y - 1)   # a dark row under them
    assert view.MESSAGE_Y + 7 <= view.HINT_Y - 2   # the name's 7 rows, then two dark ones
    assert dark(view.HINT_Y - 1) and dark(view.HINT_Y - 2)


def test_taps_at_any_pace_never_throw_a_paying_deal_away():
    """Reviews 77-79: steady A at 1, 2 and 8 taps a second through the deal drew five over a
    pair of jacks. Kept up at any pace they play nothing (the aim: review 92, kept up they
    held the jacks and drew, where four to a royal may be the better hold); after a pause A
    holds the jacks and the next draws with them."""
    for gap in (840, 380, 5):   # (80 ms down, 80 up: 1, 2 and 8 taps a second)
        board, app = start()
        s = screen_of(app)
        deal(board, app, JACKS_DEAL, first=False)   # (the cursor on DRAW)
        jacks = s.m.table.scoring(s.m.cards[:5])
        dealt = s.m.cards[:5]
        for _ in range(40):
            keys(board, app, "A wait:%d" % gap)
        assert s.m.phase == HOLDING and not s.m.held and s.m.cards[:5] == dealt, gap
        keys(board, app, "wait:%d A wait:300 A wait:100" % AIM_MS)
        assert s.m.phase != HOLDING and s.m.win, gap
        assert [s.m.final[i] for i in range(5) if jacks >> i & 1] == \
            [dealt[i] for i in range(5) if jacks >> i & 1], gap


def test_b_takes_back_the_last_hold_alone():
    """Review 86: after holding two cards one B (a tap let go too soon on the way to the
    pause menu) released both, ALL RELEASED, no way back. B takes back the last hold: the
    card held last is released, the others stay, RELEASED says so; a card A released is
    no step of its own; KEEP's cards go together (then A draws five)."""
    from firmware.games.poker.screen import RELEASED
    board, app = start()
    s = screen_of(app)
    deal(board, app, NOTHING_DEAL, first=False)
    keys(board, app, "LEFT A LEFT A wait:300")   # the king, then the 4 held
    assert s.m.held == 0b11000
    keys(board, app, "B wait:300")
    assert s.m.held == 0b10000 and shows(board, RELEASED) and s.m.phase == HOLDING
    keys(board, app, "A LEFT A RIGHT RIGHT A wait:300")   # the 4 and the 9 held, the
    assert s.m.held == 0b01100   # king released
    keys(board, app, "B wait:300")   # the 9 held last
    assert s.m.held == 0b01000
    keys(board, app, "B wait:300 B wait:300")   # the 4, then nothing: the menu's B
    assert s.m.held == 0 and shows(board, "HOLD B: MENU", inverted=True)
    keys(board, app, " ".join(["A"] * 21))   # a card tapped on and off: one step, not 11
    assert s.m.held == 0b10000 and s.undo == [0]
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL, first=False)
    keys(board, app, "DOWN A wait:300")   # (aimed) KEEP: the jacks held in one step, taken
    # back in one
    assert s.m.held == 0b00011
    keys(board, app, "B wait:300 A wait:600")
    assert s.m.final and s.m.held == 0   # five drawn


def _says_released(board, cards, inverted):
    """RELEASED over the key bar, the cards (names) after it as the coach's line draws them,
    a word's gap on (view.draw_cards_text), dark in its box where inverted."""
    from tests.screen import drawn_rows, find_pattern
    at = find_text(board.chip, "RELEASED", inverted=inverted)
    if at is None or at[1] != view.MESSAGE_Y:
        return False
    ints = parse_all(" ".join(cards))
    w = view.cards_text_width(ints)
    pattern = drawn_rows(lambda g: view.draw_cards_text(g, ints, 0, 0), w, 7)
    x = at[0] + 47 + view.WORD_GAP   # (RELEASED: 8 characters, 47 columns)
    return find_pattern(board.chip, pattern, inverted, at[1]) == (x, at[1])


def test_released_names_the_cards_it_released():
    """Review 88: B after holds said RELEASED, never which card. It names the card in the
    game's own card text, rank and suit mark as the coach's BEST: line (RELEASED 4♥), the
    cards KEEP held too where they fit (a pair), else how many (RELEASED 3 CARDS); the
    hint's B still says HINT UNDONE."""
    board, app = start()
    s = screen_of(app)
    deal(board, app, NOTHING_DEAL, first=False)   # 2C 7D 9S 4H KC
    keys(board, app, "LEFT A LEFT A wait:300 B wait:300")   # the king, then the 4 held
    assert s.m.held == 0b10000 and _says_released(board, ["4H"], False)
    assert not _says_released(board, ["KC"], False)
    keys(board, app, "B wait:300")   # the king, none left: inverted
    assert s.m.held == 0 and _says_released(board, ["KC"], True)
    keys(board, app, "UP wait:300 B wait:300")   # the hint's hold taken back
    assert shows(board, "HINT UNDONE", inverted=True) and not shows(board, "RELEASED")
    for dealt, said in ((JACKS_DEAL, ["JC", "JD"]), ("TC TD TS 5H 9C 3C 4D 7S 8H KC", None)):
        keys(board, app, "DOWN A " + READ)   # (the hand drawn: five)
        deal(board, app, dealt, first=False)
        keys(board, app, "DOWN A wait:300 B wait:300")   # KEEP's cards held (aimed: DOWN),
        # released together
        assert s.m.held == 0
        if said:
            assert _says_released(board, said, True)
        else:
            assert shows(board, "RELEASED 3 CARDS", inverted=True)


def test_b_after_the_deal_with_nothing_held_says_hold_b_for_the_menu():
    """Review 78: B on the dealt hand with nothing held did nothing at all, where the other
    games say what B's hold does. B takes back a hold; with none, HOLD B: MENU inverted
    over the key bar, with the low tick, till the next press (or NOTE_MS)."""
    from firmware.games.poker.screen import HOLD_MENU, NOTE_MS, RELEASED
    from firmware.sound import CUES
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "RIGHT A wait:300")   # the first jack held
    keys(board, app, "B A wait:100")   # released, saying so (review 80: without a word);
    # the A under GUARD_MS after: not read, nothing drawn (review 81: A 0.28 s on drew five)
    assert s.m.held == 0 and s.m.phase == HOLDING and not shows(board, HOLD_MENU, inverted=True)
    assert shows(board, RELEASED, inverted=True)
    keys(board, app, "wait:300")
    tones = board.sound.count
    keys(board, app, "B wait:300")   # nothing to release
    assert s.m.phase == HOLDING and shows(board, HOLD_MENU, inverted=True)
    assert board.sound.count > tones and board.sound.tones[-1] == CUES["held"][0]
    keys(board, app, "wait:%d" % NOTE_MS)
    assert not shows(board, HOLD_MENU, inverted=True)


def _a_before_the_button(board):
    """A: on the key bar before the DRAW button (draw_hold_keys), lit."""
    rows = glyph_rows("A:")
    x0, y0 = view.DRAW_X - 2 * 6, view.HINT_Y
    return all(board.chip.glass_pixel(x0 + x, y0 + y) == rows[y][x]
               for y in range(len(rows)) for x in range(len(rows[0])))


def test_the_button_offers_no_a_while_a_waits_for_an_aim():
    """Review 99: after the deal A: stood before the DRAW button while the box said A was
    held (HOLD CARDS WITH <> OR WAIT); Hearts' PASS button drops A:PASS then. The deal's
    own A leaves A waiting for an aim: no A: till an arrow or the pause (app.AIM_MS)."""
    board, app = start()
    s = screen_of(app)
    keys(board, app, "A wait:700")   # the deal, its cards turned
    assert s.m.phase == HOLDING and s.cursor == DRAW and app.aiming()
    assert find_text(board.chip, "DRAW", inverted=True) and not _a_before_the_button(board)
    keys(board, app, "wait:%d" % AIM_MS)   # the pause: A draws now
    assert not app.aiming() and _a_before_the_button(board)
    keys(board, app, "LEFT RIGHT")   # (an arrow there and back: the last card, DRAW)
    assert s.cursor == DRAW and _a_before_the_button(board)
