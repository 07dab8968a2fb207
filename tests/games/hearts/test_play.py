# runs-on: micropython, whole app
"""firmware/games/hearts/play.py's drawing: a cursor move redraws only what it changes over
the table drawn before (table.py's partial redraws), and that frame is, byte for byte, the one
a whole redraw gives, over sweeps of moves while passing and while playing."""
from firmware.ui.gfx import SMALL
from hal.buttons import A, DOWN, LEFT, RIGHT
from tests.screen import shows
from tests.games.hearts.driver import (
    PASSING, PLAYING, cursor_to, game_module, keys, new_game, pass_three, play_first_legal,
    screen_of, start, until_my_turn)


def sweep(board, app, moves):
    """Each move (a key script), then the frame as drawn against a whole redraw of it;
    returns how many frames were partial redraws."""
    s = screen_of(app)
    gfx = app.gfx
    play = s.play
    partial = []
    real = play._redraw

    def counting(*args):
        cursor = real(*args)   # where the glass shows the cursor
        partial.append(args)   # drawn in part (with the heap locked, nothing allocated)
        return cursor

    play._redraw = counting
    try:
        for move in moves:
            keys(board, app, move)
            drawn = bytes(gfx.pages)
            assert drawn == bytes(app.board.display.glass), move   # and pushed whole
            play.drawn = None   # the next frame draws the table whole
            s.dirty = True
            board.run(app, 20)
            assert bytes(gfx.pages) == drawn, move
    finally:
        del play._redraw
    return len(partial)


MOVES = ["RIGHT", "RIGHT", "LEFT", "LEFT", "LEFT", "RIGHT:700", "LEFT", "RIGHT RIGHT",
         "LEFT:900", "RIGHT", "UP wait:400", "RIGHT", "RIGHT"]


def test_cursor_moves_while_passing_draw_what_a_whole_redraw_draws():
    board, app = start(seed=3)
    s = new_game(board, app)
    assert s.stage == PASSING
    assert sweep(board, app, MOVES) >= len(MOVES)
    keys(board, app, "A RIGHT A")   # two picks: raised cards in the boxes
    assert sweep(board, app, MOVES) >= len(MOVES)


PICKS = ["A", "RIGHT", "A", "RIGHT", "A", "LEFT", "wait:400 B", "A", "LEFT", "LEFT", "A", "B",
         "B", "B", "UP wait:1500", "LEFT", "B", "RIGHT:700"]   # (A, LEFT, B in turn: a mash)


def test_picks_while_passing_draw_what_a_whole_redraw_draws():
    """A pick (A), a pick dropped (B), three at once (the hint's) and the PASS button turning
    solid are partial redraws too, byte for byte the whole table's."""
    board, app = start(seed=3)
    s = new_game(board, app)
    assert sweep(board, app, PICKS) >= len(PICKS)
    assert s.stage == PASSING and len(s.play.chosen) == 2


def test_moves_onto_and_off_the_pass_button_draw_in_part_whatever_the_pass():
    """Passing to NORTH, the large arrow's cell reaches into the copy's place: a move onto
    the PASS button drew the arrow again there, through the large font's Python path, which
    allocates: with the heap locked (MicroPython) the table was drawn whole. Now each such
    move, to each seat, before and after a pick, is drawn in part, the whole table's bytes,
    and so is the frame after it, DOWN's key's (review 58)."""
    board, app = start(seed=3)
    s = new_game(board, app)
    for pass_dir in (2, 1, 0):
        s.game.pass_dir = pass_dir
        s.play.drawn = None   # the table drawn whole for the new pass
        s.dirty = True
        keys(board, app, "wait:400")
        cursor_to(board, app, 12)
        moves = ["RIGHT", "LEFT", "RIGHT", "LEFT"]
        assert sweep(board, app, moves) == 2 * len(moves), pass_dir
    keys(board, app, "A")   # a pick: the key changes with those moves (A:DROP, A:PASS)
    cursor_to(board, app, 12)   # (the pick took it on round the hand)
    assert sweep(board, app, moves) == 2 * len(moves)


def test_cursor_moves_while_playing_draw_what_a_whole_redraw_draws():
    board, app = start(seed=4)
    s = new_game(board, app)
    pass_three(board, app)
    for _ in range(3):
        until_my_turn(board, app)
        assert s.stage == PLAYING
        assert sweep(board, app, MOVES) >= len(MOVES)
        play_first_legal(board, app)
        sweep(board, app, ["RIGHT", "LEFT", "LEFT"])   # while the others play


def test_cursor_moves_among_the_cards_received_draw_what_a_whole_redraw_draws():
    """Till our first card the three received stand higher than the cursor's card, which
    crosses them and their neighbours, the others playing and on our turn; there a card
    received under the large copy (seed 45: one we may play, 35: one we may not, its
    neighbours we may) stands lower, clear of it."""
    for seed in (45, 35):
        board, app = start(seed=seed)
        s = new_game(board, app)
        pass_three(board, app)
        assert s.play.received_up()
        sweep(board, app, MOVES[:5])   # the others playing
        until_my_turn(board, app)
        assert s.play.received_up() and s.game.turn == 0
        assert sweep(board, app, MOVES) >= len(MOVES)


# Stand-ins called with the heap locked (partial.heap_lock) allocate nothing: plain functions
# of the module (a closure of more than 5 arguments and names takes them from the heap).
FAILED = [0]
NOTED = [None] * 40   # the texts drawn, room made beforehand
NOTED_AT = [0, None]  # how many, and the Gfx.text they were drawn by


def failing(gfx, glass, game, passing, cursor, raised, playable, received, first, last):
    FAILED[0] += 1
    raise MemoryError


def noting(t, x, y, font=SMALL, c=1):
    if y < 9:   # on the status bar (table.STATUS_H): not the pointer, nor the copy's rank
        NOTED[NOTED_AT[0]] = t
        NOTED_AT[0] += 1
    return NOTED_AT[1](t, x, y, font, c)


def test_a_redraw_that_needs_the_heap_draws_the_table_whole():
    """A cursor move's redraw runs with the heap locked (partial.heap_lock): should it
    allocate after all (MemoryError), the frame is the whole table's, and the next move is
    drawn in part again."""
    board, app = start(seed=4)
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    play = s.play
    table = game_module("table")
    real = table.redraw_slots
    FAILED[0] = 0
    table.redraw_slots = failing
    try:
        keys(board, app, "RIGHT")
    finally:
        table.redraw_slots = real
    assert FAILED[0] == 1 and s.stage == PLAYING
    drawn = bytes(app.gfx.pages)
    assert drawn == bytes(board.display.glass)
    play.drawn = None
    s.dirty = True
    board.run(app, 20)
    assert bytes(app.gfx.pages) == drawn
    assert sweep(board, app, ["LEFT", "RIGHT"]) == 2


# The most display data bytes a frame after a move's own sends (what the move left for it:
# play.copy_due): no more than a passing move's own (90, about 5.4 ms of the Pico's I2C bus
# at 1 MHz, 0.06 ms a byte), so a press that comes as such a frame is pushed waits no longer
# than behind a move's frame. Passing, onto or off the PASS button: DOWN's key, 58 bytes
# (with the move's, 140-odd).
FOLLOW_UP = 90


def pushed(board, app, moves):
    """The display data bytes each move's own frame sent (the simulated controller counts);
    each frame after it, at most FOLLOW_UP."""
    sent = []
    for move in moves:
        frames = frames_of_keys(board, app, move)
        assert max(frames[1:], default=0) <= FOLLOW_UP, (move, frames)
        sent.append(frames[0] if frames else 0)
    return sent


def frames_of_keys(board, app, script):
    """The display data bytes of each frame a key script sent."""
    sent = [board.chip.data_bytes]
    board.watchers.append(lambda b, sent=sent: sent.append(b.chip.data_bytes))
    keys(board, app, script)
    board.watchers.pop()
    return [b - a for a, b in zip(sent, sent[1:]) if b != a]


def frames_of(board, app, button):
    """The display data bytes of each frame a tap of button (100 ms held, then 100 ms) sent."""
    sent = [board.chip.data_bytes]
    board.watchers.append(lambda b, sent=sent: sent.append(b.chip.data_bytes))
    board.pad.press(button)
    board.run(app, 100)
    board.pad.release(button)
    board.run(app, 100)
    board.watchers.pop()
    return [b - a for a, b in zip(sent, sent[1:]) if b != a]


def test_a_cursor_move_sends_a_few_bytes_and_never_the_status_bar():
    """Issue 44.6, counted work behind the device's 10 ms (about 22 us of bus a byte at
    400 kHz): a move sends the cards that stand up or no longer do and the large copy (or,
    passing, the pointer and the PASS button), at most 110 bytes, even from one end of the
    hand to the other (on our turn round among the cards we may play, over those we may
    not: review 33; 100 before each suit stood apart, suits47: a move across a suits' gap
    sends its 3 columns, unchanged, inside its window: 9 bytes); passing, at most 90
    (the copy a row higher than it stood, on three pages, not on the pointer's too: 103);
    the status bar (127 bytes more when its text changed with the cursor's card) stays as
    it is."""
    moves = ["RIGHT", "RIGHT", "LEFT", "LEFT", "LEFT", "RIGHT", "LEFT", "LEFT"]
    skipped = everything = 0
    for seed in (3, 4):
        board, app = start(seed=seed)
        s = new_game(board, app)
        assert max(pushed(board, app, moves)) <= 90
        pass_three(board, app)
        for _ in range(4):
            until_my_turn(board, app)
            hand, legal = s.game.hands[0], s.game.legal()
            if len(legal) > 1:
                keys(board, app, "wait:1600")   # a flash (the pass received) gone
                bar = bytes(board.display.glass[:128])
                assert max(pushed(board, app, moves + moves)) <= 110
                assert bytes(board.display.glass[:128]) == bar
                skipped += len(legal) < len(hand)   # a move round over cards skipped
                everything += len(legal) == len(hand)   # from one end to the other
            play_first_legal(board, app)
    assert skipped >= 2 and everything >= 1


def test_a_cursor_move_leaves_the_flash_to_the_next_frame():
    """News beside YOUR TURN (the pass received) goes with the next move, but in the
    frame after the move's (issue 44.6): the move's frame sends its cards and copy alone, the
    bar as it was (its rows as well cost the Pico 3-4 ms more, 10.2-11.0 ms from the step's
    start to the glass), and the next frame the bar without the news, nothing else."""
    for seed in (3, 4):
        board, app = start(seed=seed)
        s = new_game(board, app)
        pass_three(board, app)
        for _ in range(4):   # a turn with a choice: with one card to play an arrow says why
            until_my_turn(board, app)
            if len(s.game.legal()) > 1:
                break
            play_first_legal(board, app)
        else:
            raise AssertionError("no turn with two cards to play")
        was = s.play.cursor
        s.play.flash("RECEIVED FROM EAST", game_module("status").FROM[3])  # as at the pass
        board.run(app, 60)
        bar = bytes(board.display.glass[:256])  # the bar's rows: pages 0 and 1
        rest = bytes(board.display.glass[256:])
        frames = frames_of(board, app, RIGHT)
        assert len(frames) == 2 and frames[0] <= 105, frames
        assert s.play.note is None and s.play.cursor != was
        glass = bytes(board.display.glass)
        assert glass[:256] != bar and glass[256:] != rest


def pick_first_and_last(board, app):
    """Passing: the first card and the last picked, the cursor back on the last (a pick
    takes it on to the next card not picked: review 66)."""
    keys(board, app, "A LEFT LEFT LEFT A")   # (onto the PASS button and off: 12)
    cursor_to(board, app, 12)


def test_with_a_card_picked_a_move_rewrites_only_the_bars_key():
    """Passing, once a card is picked, the bar's key says what A does on the cursor's card
    (A:PICK, A:DROP; on the PASS button, with fewer than three picked, 2 MORE or 1 MORE: all
    as wide): a move rewrites those glyphs alone of the bar, and sends at most 97 bytes (a
    move onto or off the PASS button, the copy going or coming, the key's "A:" too: no
    pointer over the button, which took pages 5-7 into one window with the old one's
    place: 112 with it and A:PASS, 125 with 1 MORE; 125 while the copy reached the
    pointer's page: 9.2-10.2 ms of the Pico's 10 ms aim)."""
    moves = ["RIGHT", "LEFT", "LEFT", "RIGHT", "RIGHT", "RIGHT", "LEFT", "LEFT", "LEFT"]
    for seed in (3, 4):
        board, app = start(seed=seed)
        s = new_game(board, app)
        pick_first_and_last(board, app)
        sent = []
        for move in moves:
            bar = bytes(board.display.glass[:128])
            sent += pushed(board, app, [move])
            now = bytes(board.display.glass[:128])
            assert all(bar[x] == now[x] for x in range(92)), move   # the text stays
        assert s.stage == PASSING and len(s.play.chosen) == 2
        assert max(sent) <= 97 and max(sent) > 90


def test_with_three_picked_a_move_onto_or_off_the_pass_button_keeps_the_bars_text():
    """Three picked, the bar names the key to the PASS button wherever the cursor is, the key
    what A does (A:PASS on the button): A:PASS TO WEST there rewrote the whole bar, 183-205
    bytes a move, 11-12.5 ms on the Pico. Now at most 93 (the key's place and the copy; 125
    with a pointer over the button), DOWN's move there from a card as LEFT's or RIGHT's."""
    moves = ["LEFT", "RIGHT", "RIGHT", "LEFT", "LEFT", "RIGHT", "LEFT", "DOWN", "RIGHT", "DOWN"]
    for seed in (3, 4):
        board, app = start(seed=seed)
        way = game_module("status").PASS_WAY   # (loaded by start: the game's own copy)
        s = new_game(board, app)
        for i in (0, 1, 2):
            cursor_to(board, app, i)
            keys(board, app, "A")
        cursor_to(board, app, 13)   # (the third pick took it there)
        keys(board, app, "wait:400")   # (the bar's words follow the pick's frame)
        assert s.play.drawn_keys == "A:PASS"
        sent = []
        for move in moves:
            bar = bytes(board.display.glass[:128])
            sent += pushed(board, app, [move])
            now = bytes(board.display.glass[:128])
            assert s.play.drawn_text == way, move
            assert all(bar[x] == now[x] for x in range(90)), move   # the text stays
        assert max(sent) <= 93


def test_with_a_card_picked_a_move_draws_the_bars_key_alone():
    """The Pico's slowest passing moves (9.5-10.8 ms of a 10 ms aim) were those that changed
    A:PICK to A:DROP: the whole bar was drawn again, its text too. Now the key's word alone
    (PICK, DROP, MORE), past the "A:" it leaves as it was; onto or off the PASS button, where
    "A:" and "1 " take turns, that and the word."""
    board, app = start(seed=3)
    s = new_game(board, app)
    pick_first_and_last(board, app)
    NOTED_AT[1] = app.gfx.text
    app.gfx.text = noting
    try:
        for move in ["RIGHT", "LEFT", "LEFT", "RIGHT", "RIGHT"]:   # off, onto picks
            was = s.play.drawn_keys
            NOTED_AT[0] = 0
            keys(board, app, move)
            drawn = NOTED[:NOTED_AT[0]]
            now = s.play.drawn_keys
            assert now != was, move   # 1 MORE, A:DROP, A:PICK
            lead = [now[:2]] if now[:2] != was[:2] else []
            assert drawn == lead + [now[2:]], (move, drawn)
    finally:
        del app.gfx.text


def test_a_jump_sends_its_cards_first_and_the_copy_in_the_next_frame():
    """Seed 8's first turn (seven of thirteen cards to play, the rig's saved game): LEFT from
    the first card jumps round to the seventh, over six we may not play. That move's frame
    sends the two cards alone (51 bytes, the cursor's card 2 rows up over its block; with the
    copy of another suit 110 bytes in one push, 9.3-11.8 ms on the emulated Pico from the
    press to the glass, issue 44.6), the next frame
    the copy (27, hollow: its ground dark whatever the suit; 33 as a solid card), and then
    the glass is the whole table's. The cards we may play are found once a turn: no arrow
    calls game.legal() (a new list each)."""
    board, app = start(seed=8)
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    keys(board, app, "wait:1600")   # the pass's news gone
    game = s.game
    assert len(game.legal()) == 7 and len(game.hands[0]) == 13
    cursor_to(board, app, 0)
    real = game.legal
    calls = []
    game.legal = lambda: calls.append(1) or real()
    try:
        for key, to in (("LEFT", 6), ("RIGHT", 0)):
            frames = frames_of(board, app, LEFT if key == "LEFT" else RIGHT)
            assert s.play.cursor == to and frames == [51, 27], frames
            drawn = bytes(app.gfx.pages)
            assert drawn == bytes(board.display.glass)
            s.play.drawn = None   # the table whole: the same frame
            s.dirty = True
            board.run(app, 20)
            assert bytes(app.gfx.pages) == drawn
    finally:
        del game.legal
    assert not calls


def test_a_page_opened_before_a_jumps_copy_is_drawn_once():
    """DOWN (the scores page) in the frame a jump's copy waits for: the page is drawn, and
    not again every frame (the copy comes with the table, drawn whole once the page goes)."""
    board, app = start(seed=8)
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    keys(board, app, "wait:1600")
    cursor_to(board, app, 0)
    board.pad.press(LEFT)
    board.run(app, 8)   # the move's frame, not the copy's
    board.pad.release(LEFT)
    board.pad.press(DOWN)
    board.run(app, 60)
    board.pad.release(DOWN)
    board.run(app, 60)
    play = s.play
    assert play.info == 0 and s.play.cursor == 6
    draws = []
    real = play.draw
    play.draw = lambda gfx: draws.append(1) or real(gfx)
    try:
        board.run(app, 200)
    finally:
        del play.draw
    assert not draws


def test_the_third_pick_sends_its_card_first_the_bars_text_then_the_cursors_move():
    """The third pick takes the cursor to the PASS button (review 67: left on its card,
    steady A dropped and picked it again for ever). The card standing up, the key and the
    button solid, with the bar's new text, were 156 bytes in one push (118 took the emulated
    Pico 11.2 ms from the press to the glass, issue 44.6): its frame sends the card and the
    button (the press's answer, 80 bytes at most), the next frame the whole bar, its words
    and key together (reviews 45, 48: the key a frame before the words read A:PICK 3 CARDS
    A:DROP; 100 bytes at most, off the press's path), then the cursor's move to the button
    in a RIGHT's frames (93 bytes at most each); then the glass is the whole table's and
    nothing is drawn again. A drop of one of three takes two frames back."""
    for seed in (3, 7, 8):
        board, app = start(seed=seed)
        way = game_module("status").PASS_WAY   # (loaded by start: the game's own copy)
        s = new_game(board, app)
        for i in (0, 5):
            cursor_to(board, app, i)
            keys(board, app, "A")
        cursor_to(board, app, 12)   # the last card: the button's neighbour
        keys(board, app, "wait:400")
        frames = frames_of(board, app, A)
        play = s.play
        assert play.cursor == 13 and len(play.chosen) == 3 and play.drawn_text == way
        assert frames[0] <= 80 and frames[1] <= 100 and 3 <= len(frames) <= 5 and \
            max(frames[2:]) <= 93, (seed, frames)
        drawn = bytes(app.gfx.pages)
        assert drawn == bytes(board.display.glass)
        draws = []
        real = play.draw
        play.draw = lambda gfx, draws=draws, real=real: draws.append(1) or real(gfx)
        try:
            board.run(app, 200)
        finally:
            del play.draw
        assert not draws
        play.drawn = None   # the table whole: the same frame
        s.dirty = True
        board.run(app, 20)
        assert bytes(app.gfx.pages) == drawn
        cursor_to(board, app, 12)
        keys(board, app, "wait:400")
        frames = frames_of(board, app, A)   # dropped again
        assert len(play.chosen) == 2 and len(frames) == 2 and frames[0] <= 80 and \
            frames[1] <= 100, frames


def test_a_pick_changes_the_bar_whole_in_one_frame():
    """Reviews 45, 48: for a frame after a pick the top line read A:PICK 3 CARDS A:DROP,
    the new key beside the old words. Each frame a pick sends shows a bar as it was or as
    it is, never half of each."""
    board, app = start(seed=3)
    s = new_game(board, app)
    cursor_to(board, app, 0)
    keys(board, app, "wait:400")
    bars = []
    board.watchers.append(lambda b: bars.append((shows(b, "PASS TO WEST"),
                                                 shows(b, "A:DROP"))))
    keys(board, app, "A wait:300")
    board.watchers.pop()
    assert len(s.play.chosen) == 1 and shows(board, "PICKED 1 OF 3")
    assert (True, True) not in bars, bars


def test_with_three_picked_the_cursor_goes_to_pass_and_a_fourth_is_refused_saying_so():
    """Review 43's script: three picks, two after a RIGHT (the cursor stays on a card it
    picks, review 95, so the picks are the first three cards). The third takes the
    cursor to the PASS button (review 67); LEFT goes to the last card, where A picks nothing
    and drops nothing, refused in words (how to pick it instead); the bar names the key to
    the PASS button. DOWN goes there (the refusal going after the move's frame, as with an
    arrow's move: review 47, and after DOWN's key's), where A
    passes."""
    board, app = start(seed=7)
    s = new_game(board, app)
    keys(board, app, "wait:1500 A wait:600 RIGHT A wait:400 RIGHT A wait:1300")
    play = s.play
    hand = s.game.hands[0]
    assert play.chosen == hand[0:3] and play.cursor == 13
    keys(board, app, "LEFT wait:400 A")
    assert play.chosen == hand[0:3] and play.cursor == 12
    status = game_module("status")
    assert shows(board, game_module("play").THREE_PICKED, inverted=True)
    bar = bytes(board.display.glass[:128])
    frames = frames_of(board, app, DOWN)
    assert play.cursor == 13 and len(frames) == 3 and frames[0] <= 93, frames
    assert frames[1] <= FOLLOW_UP, frames
    assert shows(board, status.PASS_WAY) and shows(board, "A:PASS") and \
        play.chosen == hand[0:3]
    assert bytes(board.display.glass[:128]) != bar
    keys(board, app, "A")
    assert s.stage == PLAYING


def test_passing_down_goes_to_the_pass_button_and_there_opens_the_scores():
    """Review 47: the way to the PASS button was up to 13 RIGHTs, or LEFT's wrap from the
    first card, to be known. Passing, DOWN takes the cursor there from any card (▼:PASS
    over the button; with three picked the bar says so too, status.PASS_WAY; as poker's DOWN
    goes to DRAW), drawn in part as an arrow's move, the whole table's bytes; it only moves
    (an arrow never passes: A there with fewer picked is refused). On the button DOWN opens
    the scores pages, B back to the table as it was."""
    board, app = start(seed=3)
    s = new_game(board, app)
    play = s.play
    n = len(s.game.hands[0])
    way = game_module("status").PASS_WAY
    assert shows(board, game_module("table").TO_PASS_KEY)
    keys(board, app, "A")   # the first card
    for k, i in enumerate((1, 5), 1):
        keys(board, app, "DOWN")
        assert play.info is None and play.cursor == n, i   # the button
        keys(board, app, "wait:400 A")
        assert s.game.passed[0] is None and len(play.chosen) == k and play.info is None
        cursor_to(board, app, i)
        keys(board, app, "A")
    keys(board, app, "wait:400")
    assert len(play.chosen) == 3 and shows(board, way) and play.cursor == n   # (the third's)
    keys(board, app, "LEFT wait:400")
    assert sweep(board, app, ["DOWN", "RIGHT", "DOWN"]) == 6   # each move's 2 frames
    assert play.cursor == n and play.info is None and s.game.passed[0] is None
    assert shows(board, way) and shows(board, "A:PASS")
    keys(board, app, "DOWN")   # on the button: the scores
    assert play.info == 0 and shows(board, "TOTAL")
    keys(board, app, "B wait:1300 A")
    assert s.stage == PLAYING


def test_a_turn_with_one_card_to_play_says_why_at_once():
    """Review 62: with one card we may play (a bar under it alone) the bar said YOUR TURN,
    and FOLLOW DIAMONDS came only with an arrow. As the turn comes the bar says why, a
    while (play.NOTE_MS), then YOUR TURN (where news came with the turn, HEARTS BROKEN,
    the news beside YOUR TURN); a turn with more to choose from says YOUR TURN."""
    board, app = start(seed=5)   # (its eighth turn: one card to play)
    s = new_game(board, app)
    pass_three(board, app)
    status = game_module("status")
    note_ms = game_module("play").NOTE_MS
    turns = forced = 0
    while s.stage == PLAYING and len(s.game.hands[0]) > 1 and forced < 2:
        until_my_turn(board, app)
        if s.stage != PLAYING:
            break
        hand = s.game.hands[0]
        legal = s.game.legal()
        if len(legal) == 1 and s.play.news is None:
            why = status.why_not(s.game, next(c for c in hand if c not in legal))
            assert shows(board, why) and not shows(board, "YOUR TURN"), why
            keys(board, app, "wait:%d" % note_ms)
            forced += 1
        assert shows(board, "YOUR TURN")
        turns += 1
        play_first_legal(board, app)
    assert forced and turns > forced


def test_a_pick_leaves_the_cursor_on_the_card_picked():
    """Review 95: a pick took the cursor on to the next card not picked (review 66), so
    LEFT, A three times from the PASS button picked two cards and dropped one. The cursor
    stays on the card it picked; LEFT, A three times picks the last three cards (review 89:
    the last card's pick had thrown the cursor to the far end)."""
    board, app = start(seed=7)
    s = new_game(board, app, on_card=False)
    play = s.play
    hand = s.game.hands[0]
    keys(board, app, "wait:400 LEFT A wait:300")
    assert play.chosen == [hand[12]] and play.cursor == 12
    keys(board, app, "LEFT A wait:300 LEFT A wait:300")
    assert play.chosen == [hand[12], hand[11], hand[10]] and play.cursor == len(hand)
