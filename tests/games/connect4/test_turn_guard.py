# runs-on: micropython, whole app
"""Connect Four's turn coming back from the computer, through the whole app on the simulated
board (issue 23; the press rule, firmware/app.py): it is yours once the computer's piece has
landed, and a press begun before that or under GUARD_MS after (a double press) does not drop
a piece of yours; the first begun later does. Taps kept up through the computer's move wait
REST_MS instead, again from each tap refused on the turn: they drop nothing while they come
faster than that, and the first after such a rest drops."""
from firmware.app import AIM_MS, GUARD_MS, LOOK_MS, REST_MS, TOAST
from hal.buttons import A, B, RIGHT
from tests.games.connect4.driver import (BEAT_MS, RING, SETTLE_MS, SOLID, cell_framed,
                                          choose_level, choose_setup, drop, fouls_banner, keys,
                                          piece_at, screen_of, start, versus_random)
from tests.screen import shows
from tests.toast import band_full, box_clear_of_the_edges, lit_rows, waiting_again
from tests.sweep import (PERIODS, STREAMS, look_broken, rested_sweep, stepper, streamed,
                         sweep)


def pieces(board):
    """(solid, ring) pieces on the glass."""
    seen = [piece_at(board, col, row) for col in range(7) for row in range(6)]
    return seen.count(SOLID), seen.count(RING)


def test_taps_through_the_computers_move_as_it_lands_drop_nothing():
    """The issue's script: the A 140 ms after the computer's piece landed dropped a second
    piece of yours."""
    board, app = start(seed=4)
    keys(board, app, "A wait:500 A A A A A A wait:3000")  # Play (the board seen), drop, taps
    assert pieces(board) == (1, 1)
    assert shows(board, "YOUR MOVE")
    keys(board, app, "A wait:%d" % (BEAT_MS + SETTLE_MS + 2000))
    assert pieces(board) == (2, 2)  # a press once the turn has been seen drops


def test_a_tapped_at_any_pace_drops_on_a_turn_only_once_it_has_been_seen():
    """A tapped 1 to 8 times a second in bursts, and once every 1.3 s, the cursor moved
    between taps, against Medium: no tap begun under GUARD_MS after the computer's piece
    landed (REST_MS if A was tapped in its turn under LOOK_MS before; LOOK_MS after a
    result; either again after a tap refused there) acts, and the first begun 100 ms past
    that does (tests/sweep.py, tests/games/rests.py)."""
    for period in PERIODS + (LOOK_MS + 100,):
        board, app = start(seed=4)
        keys(board, app, "A wait:500")   # Play (the board seen)
        s = app.game.screen
        shown, taps = rested_sweep(stepper(board, app), board.pad, board.clock, s, A,
                                   period, 16000, {   # (bursts rested AIM_MS: sweep.py)
                                       "turn_shown": lambda s: GUARD_MS if s.human_turn() else 0,
                                       "result_shown": lambda s: LOOK_MS}, (RIGHT,))
        assert len(shown) >= 4, period
        assert look_broken(shown, taps, board.clock) is None, period


def test_your_move_shows_once_the_computers_piece_has_landed():
    """...and while its piece falls the status says whose turn it is, CPU TURN, no longer
    THINKING (review 85: THINKING stood over the reply already on its way, read as stuck)."""
    board, app = start(seed=4)
    s = app.game.screen
    keys(board, app, "A wait:500")  # Play (the board seen): the computer may move first
    if s.mover() == s.cpu:
        keys(board, app, "wait:%d" % (BEAT_MS + SETTLE_MS + 2000))
    keys(board, app, "A")   # drop
    seen = []
    for _ in range(200):
        board.run(app, 10)
        if s.mover() != s.cpu:
            seen.append((s.falling is not None, shows(board, "YOUR MOVE"),
                         shows(board, "THINKING"), shows(board, "CPU TURN", inverted=False)))
            if s.falling is None:
                break
    falling = [x for x in seen if x[0]]
    assert falling and all(not mine and not thinking and turn
                           for _, mine, thinking, turn in falling), falling
    assert seen[-1][1]  # landed: your move


def test_the_computers_winning_piece_falls_under_cpu_turn_not_thinking():
    """As any of its pieces (the test above), the computer's last one, falling, is not
    THINKING: the panel kept for its banner says CPU TURN."""
    board, app = start()
    s = versus_random(board, app)
    s.player = lambda game: 6   # four down column 6
    for col in (0, 1, 0):
        drop(board, app, col)
        keys(board, app, "wait:%d" % (BEAT_MS + 600))
    seen = []   # (THINKING, CPU TURN in the status) while its last piece falls
    board.watchers.append(lambda b: s.falling and seen.append(
        (shows(b, "THINKING"), shows(b, "CPU TURN", inverted=False))))
    drop(board, app, 1)
    keys(board, app, "wait:%d" % (BEAT_MS + 600))
    assert s.game.over() and s.game.result == s.cpu
    assert seen and all(not thinking and turn for thinking, turn in seen), seen


def test_holding_an_arrow_stops_at_the_last_column_and_a_fresh_press_wraps():
    """The issue: holding RIGHT 2 s from column 3 ends on column 4 today."""
    board, app = start(seed=4)
    s = app.game.screen
    keys(board, app, "A wait:500")   # Play: the board seen
    keys(board, app, "wait:%d" % (BEAT_MS + SETTLE_MS + 2000))  # the computer's first move
    assert s.cursor == 3
    keys(board, app, "RIGHT:2000")
    assert s.cursor == 6
    keys(board, app, "RIGHT")
    assert s.cursor == 0
    keys(board, app, "LEFT:2000 wait:300 LEFT")
    assert s.cursor == 6  # held at column 0, then one fresh press round to the last


def test_the_computers_last_piece_is_marked_until_you_move():
    board, app = start(seed=4)
    s = app.game.screen
    # Play (the board seen), drop; it replies
    keys(board, app, "A wait:500 A wait:%d" % (BEAT_MS + SETTLE_MS + 2000))
    col = s.game.moves[-1]
    row = s.game.heights[col] - 1
    assert cell_framed(board, col, row)   # boxed (review 91), a ring clear of its frame
    assert piece_at(board, col, row) == RING
    keys(board, app, "wait:%d LEFT A" % GUARD_MS)  # your move: the mark goes with it
    assert not cell_framed(board, col, row)


def test_a_game_lost_on_fouls_says_so_in_the_headline():
    """Issue 23: today "Solid wins" with no line and no reason."""
    from tests.games.connect4.driver import two_players
    from tests.games.session import choose_setup
    board, app = start(seed=7)
    choose_setup(board, app, "rules", 1)   # Fouls: a drop into a full column is a foul
    s = two_players(board, app)
    for _ in range(12):   # six into the middle column, then Solid's fouls there (each aimed
        drop(board, app, 3, settle=False)   # again: a foul steps the cursor off it)
        keys(board, app, "wait:%d" % (SETTLE_MS + 1000))   # (each turn seen)
        if s.game.over():
            break
    keys(board, app, "wait:500")
    assert s.game.violations == [3, 0]
    assert fouls_banner(board, SOLID)


def test_taps_kept_up_through_the_computers_move_are_told_to_let_go():
    """Review 42: WAIT beside YOUR MOVE told a tapper who was waiting already to wait. Taps
    kept up through the computer's move, refused on the turn, say what to do: STOP TAPPING (in the
    key bar's place, the scores in view); a result's wait still says WAIT. Kept up past
    REST_CAP_MS into the turn, the next tap 0.5 s on drops (review 47: STOP TAPPING for
    good); a mash's (taps under MASH_MS apart) past MASH_CAP_MS (review 62: not at the rest's
    cap; reviews 67-70, 73: held till a pause, it read as frozen)."""
    board, app = start(seed=4)
    keys(board, app, "A wait:500 A" + " A:100 wait:230" * 3)   # Play, a drop, taps 0.41 s apart
    assert pieces(board) == (1, 1) and shows(board, "YOUR MOVE")
    assert waiting_again(app) and shows(board, TOAST, inverted=True)
    assert shows(board, "YOU") and shows(board, "CPU") and shows(board, "DRAW")
    band_full(board, app)
    assert box_clear_of_the_edges(lit_rows(board.chip))   # review 50: it met the bottom one
    keys(board, app, "wait:%d" % (LOOK_MS + 100))   # let go: it goes, and the next A drops
    assert not shows(board, TOAST, inverted=True)
    keys(board, app, "wait:%d A wait:3000" % max(0, AIM_MS - LOOK_MS))   # (A alone: after a
    # pause)
    assert pieces(board) == (2, 2)
    keys(board, app, "A" + " A:100 wait:230" * 3)   # kept up on: WAIT
    assert pieces(board) == (3, 3) and shows(board, TOAST, inverted=True)
    keys(board, app, " A wait:180" * 3)   # ... a mash (0.34 s apart) past the rest's cap:
    assert pieces(board) == (3, 3) and shows(board, TOAST, inverted=True)
    keys(board, app, " A wait:180" * 6)   # none (review 62); past the mash's cap, A alone
    assert pieces(board) == (3, 3)   # waits for an aim (app.AIM_MS)
    assert app.toast is app.aim_words and shows(board, "<>:AIM", inverted=True)
    keys(board, app, "RIGHT LEFT A wait:1500")   # aimed: it drops (reviews 67-70, 73)
    assert pieces(board) == (4, 4)
    assert not shows(board, TOAST, inverted=True)
    s = screen_of(app)
    keys(board, app, " RIGHT A:100 wait:320" * 4 + " wait:1500")   # 0.66 s apart, aimed: the
    assert len(s.game.moves) == 12   # first drops, the next two rest, past the rest's cap
    # (review 47) the tap after it drops


def test_under_the_fouls_rules_wait_leaves_the_foul_count_in_view_over_the_key_bar():
    """Review 86: taps kept up through the computer's move met WAIT over the FOUL count and
    the key bar. It goes over the key bar alone (A does not act under it), a dark row over
    it, four lit rows under its word to the bottom row; FOUL 0/3 and the scores in view."""
    board, app = start()
    choose_level(board, app, "Random")
    choose_setup(board, app, "rules", 1)   # Fouls
    keys(board, app, "A wait:500 A" + " A:100 wait:230" * 3)   # Play, a drop, taps 0.41 s apart
    s = screen_of(app)
    assert waiting_again(app) and shows(board, TOAST, inverted=True), s.game.moves
    band_full(board, app)
    glass = lit_rows(board.chip)
    assert shows(board, "FOUL 0/3", inverted=False) and shows(board, "DRAW")
    assert box_clear_of_the_edges(glass)
    box = [y for y in range(64) if all(glass[y][66:127])]   # its lit rows, across
    assert box and box[0] == 49 and not any(glass[48][66:]), box   # under FOUL's dark row
    # B held: HOLD FOR MENU's two lines keep the taller box under the score, clear of edges
    from firmware.app import HOLD_NOTE_MS, TOAST_HOLD
    keys(board, app, "wait:%d" % (LOOK_MS + 300))   # (the taps' WAIT over)
    board.pad.press(B)
    board.run(app, HOLD_NOTE_MS + 60)
    assert app.toast == TOAST_HOLD and app.toast_until is not None
    assert box_clear_of_the_edges(lit_rows(board.chip))
    board.pad.release(B)


def test_a_stream_of_a_at_1_25_taps_a_second_or_faster_drops_one_piece_at_most():
    """Review 43: taps 0.5 s apart dropped a piece each where the reply came before the next
    tap (none refused in the computer's turn); review 44: taps 0.61 s apart, every other.
    The computer's turn, its piece's fall counted in, lasts BEAT_MS, so each tap after a
    drop meets it, or the guard of the turn it gives back, and rests A: A tapped steadily
    at 1.25 to 8 a second, in bursts let go between, the cursor moved between taps, drops
    the first piece of a burst at most (with the reply, 2 moves)."""
    for period in STREAMS:
        board, app = start(seed=4)
        s = versus_random(board, app)   # you first
        played = streamed(stepper(board, app), board.pad, board.clock, s, A, period, 8,
                          (RIGHT,))
        assert max(played) <= 2 and sum(played) >= 6, (period, played)

def test_a_steady_tap_a_second_drops_a_piece_each_tap():
    """Review 38: refusing a steady tap a second was a trap. The computer's turn, its
    piece's fall counted in, is over with GUARD_MS to spare before the next tap: each tap
    drops."""
    board, app = start(seed=4)
    s = versus_random(board, app)   # you first
    taps = sweep(stepper(board, app), board.pad, board.clock, s, A, 1000, 6000, {}, (RIGHT,))[1]
    assert all(acted for _, acted in taps) and len(s.game.moves) == 2 * len(taps) == 12


def test_b_in_the_computers_turn_takes_nothing_back():
    """Review 44: a B 0.1 s into the computer's turn took the drop back, the reply vanishing
    as it fell; review 76: one later in the turn still did (Hearts' B:HURRY there), a move
    and an undo lost. B in the computer's turn is refused as A is there (CPU TURN, nothing
    taken back, the reply comes, no undo spent); once the reply is on the glass, B takes
    both moves back."""
    for wait in (0, GUARD_MS - 60):   # B down 0.16 s after the drop, and 0.4 s
        board, app = start(seed=4)
        s = versus_random(board, app)   # you first
        undos = s.undo_word()
        keys(board, app, "A wait:%d B" % wait)
        assert s.game.moves[:1] == [3] and shows(board, "CPU TURN"), wait
        keys(board, app, "wait:%d" % (BEAT_MS + SETTLE_MS))
        assert pieces(board) == (1, 1) and s.undo_word() == undos, wait
        assert shows(board, "YOUR MOVE"), wait   # (the notice gone with the turn back)
        keys(board, app, "wait:%d B wait:%d" % (LOOK_MS, BEAT_MS))
        assert pieces(board) == (0, 0) and s.undo_word() != undos, wait


def test_b_kept_up_through_the_computers_turn_rests_as_a_does():
    """Review 76: B tapped 0.31 s apart from the drop on is refused in the computer's turn,
    counted off it (ctx.off_turn): kept up as the reply lands it meets WAIT, as A
    does, nothing taken back, no undo spent; after a pause B takes both moves back."""
    board, app = start(seed=4)
    s = versus_random(board, app)   # you first
    undos = s.undo_word()
    keys(board, app, "A:80 wait:150" + " B wait:150" * 4)   # (B down 0.31-1.24 s after it)
    assert pieces(board) == (1, 1) and s.undo_word() == undos
    assert shows(board, "YOUR MOVE") and shows(board, TOAST, inverted=True)
    keys(board, app, "wait:%d B wait:%d" % (REST_MS, BEAT_MS))
    assert pieces(board) == (0, 0) and s.undo_word() != undos


def test_an_a_refused_in_the_computer_s_turn_leaves_b_held_on_the_drop():
    """board45: A, A, B within 0.3 s of the drop took it back: the second A, refused by the
    game (CPU TURN), ended B's hold as a press that acted would. It answered nothing."""
    board, app = start(seed=4)
    s = versus_random(board, app)   # you first
    undos = s.undo_word()
    keys(board, app, "A:40 wait:0 A:40 wait:0 B:40")   # B begun 0.08 s after the drop
    keys(board, app, "wait:%d" % (BEAT_MS + SETTLE_MS))
    assert pieces(board) == (1, 1) and s.undo_word() == undos


def test_an_a_as_the_computer_s_opening_piece_lands_only_ticks():
    """Review 45: the A after Play, 0.04 s after the computer's opening piece landed, was
    taken for a tap kept up through its turn: STOP TAPPING, and the next A 0.85 s on only. It
    answered the setup page: refused as early (WAIT, not begun again); an A 0.4 s on,
    under app.AIM_MS after Play's, waits for an aim (review 92: taps kept up from Play played
    the opening's answer unaimed), and once an arrow aims the A drops at once, no rest."""
    board, app = start(seed=4)
    choose_level(board, app, "Random")
    choose_setup(board, app, "first", 1)   # the computer first
    s = screen_of(app)
    board.play_keys(app, "A")   # Play
    while not s.human_turn():
        board.run(app, 10)
    keys(board, app, "wait:30 A:60")
    assert s.game.moves[1:] == [] and app.toast == TOAST
    keys(board, app, "wait:%d A:40" % (GUARD_MS + 100 - 90))
    assert s.game.moves[1:] == [] and app.toast is app.aim_words
    keys(board, app, "wait:100 RIGHT wait:120 A")
    assert len(s.game.moves) == 2


def _result_taps(period, ms):
    """Against Medium (seed 7), A tapped with RIGHT halfway between, every 400 ms (a pace
    that moves: a faster stream waits out each turn's rest) till the game is over, then
    every period ms on, ms past its result, then let be: (the ms from the result to the
    tap that put it away, or None; the taps' ms from the result)."""
    board, app = start(seed=7)
    keys(board, app, "A wait:1000")
    s = screen_of(app)
    over = None
    taps = []
    at = 0
    for _ in range(6000):
        pace = 400 if over is None else period
        step = at % pace
        if step in (0, pace // 2):
            board.pad.press(A if step == 0 else RIGHT)
            if step == 0 and over is not None:
                taps.append(board.clock.ticks_ms() - over)
        elif step in (40, pace // 2 + 40):
            board.pad.release(A if step == 40 else RIGHT)
        board.run(app, 10)
        at += 10
        if s.game.over() and over is None:
            over = board.clock.ticks_ms()
            at = (at // 400 + 1) * 400 % period   # (the next A a beat of 400 on, then period)
        elif over is not None and not s.game.over():
            return taps[-1], taps
        if over is not None and board.clock.ticks_ms() - over >= ms:
            return None, taps
    raise AssertionError("the game never ended (period %d)" % period)


def test_taps_kept_up_through_the_result_never_take_it_away_till_a_pause():
    """Review 96: A with an arrow between, 2.5 to 6 a second, took CPU WINS away at the
    look's 3 s cap and A:AGAIN started the next game under the taps; review 97: a tap a
    second took it 1.4 s on, where on a turn it plays nothing (the aim's AIM_MS). Kept up,
    under AIM_MS apart, each starts the look again (WAIT's band filled again), for as long
    as they go on (8 s here); A a pause of AIM_MS after the last is a single press and
    plays again once the result has been up LOOK_MS (review 48: for good before)."""
    for period in (170, 250, 400, 600, 800, 1000):
        went, taps = _result_taps(period, 8000)
        if any(0 < t < LOOK_MS for t in taps):   # (one refused on it: none after it
            assert went is None, (period, went, taps)   # under AIM_MS acts)
        else:   # (the first came past its look, a single press: it acts, as on a turn)
            assert went == min(t for t in taps if t >= LOOK_MS), (period, went, taps)
    period = AIM_MS + 100
    went, taps = _result_taps(period, 8000)
    assert went is not None and LOOK_MS - 200 <= went <= LOOK_MS + period + 200, (went, taps)


def test_a_hold_of_b_let_go_short_of_the_pause_menu_takes_nothing_back():
    """Review 50: B held 0.7-1 s, short of the pause menu, took back the move and its reply
    on release, an undo spent; review 53: let go at 0.45 s, HOLD FOR MENU up since 0.3 s, it
    took them back. In a game a B held app.B_HOLD_MS or more (HOLD FOR MENU up) and let go
    before the menu opens does nothing (a tick); a tap takes back as ever; held on, the
    menu."""
    from firmware.app import B_HOLD_MS, HOLD_NOTE_MS
    assert HOLD_NOTE_MS <= B_HOLD_MS   # (let go under the note: never a B)
    for hold, moves, menu in ((150, 0, False), (450, 2, False), (B_HOLD_MS + 100, 2, False),
                              (950, 2, False), (1100, 2, True)):
        board, app = start(seed=7)
        s = versus_random(board, app)
        keys(board, app, "A wait:2000")
        assert len(s.game.moves) == 2
        keys(board, app, "B:%d wait:600" % hold)
        assert len(s.game.moves) == moves, hold
        assert (app.top is not app.game) == menu, hold


def test_a_hold_of_b_says_so_till_the_menu_opens_or_it_is_let_go():
    """Reviews 50, 51: nothing showed while B was held for the pause menu. From
    app.HOLD_NOTE_MS down, TOAST_HOLD is up (the panel's key bar's place) till B is let
    go or the menu opens, and a tap says nothing."""
    from firmware.app import HOLD_NOTE_MS, TOAST_HOLD
    first = TOAST_HOLD.split()[0] + " " + TOAST_HOLD.split()[1]   # (two lines in the panel)
    board, app = start(seed=7)
    versus_random(board, app)
    keys(board, app, "A wait:2000")
    keys(board, app, "B:150 wait:100")   # a tap: no note
    assert not shows(board, first, inverted=True)
    board.pad.press(B)
    board.run(app, HOLD_NOTE_MS - 60)
    assert not shows(board, first, inverted=True)
    board.run(app, 120)
    assert shows(board, first, inverted=True)
    board.pad.release(B)
    board.run(app, 60)
    assert not shows(board, first, inverted=True) and app.top is app.game
    keys(board, app, "wait:500 B:1200 wait:100")   # held on: the menu, no note over it
    assert app.top is not app.game and not shows(board, first, inverted=True)


def test_a_foul_is_read_before_a_acts_again():
    """Review 53: under the Fouls rules A tapped once a second into a full column fouled
    out in 2.3 s, FOUL 1/3 and FOUL 2/3 each up 1.16 s. A foul is a result to read: A acts
    again only LOOK_MS after it (the arrows at once)."""
    from tests.games.connect4.driver import two_players
    from tests.games.session import choose_setup
    board, app = start(seed=7)
    choose_setup(board, app, "rules", 1)   # Fouls
    s = two_players(board, app)
    for _ in range(6):   # the middle column full
        keys(board, app, "A wait:%d" % (SETTLE_MS + 1000))
    fouls = []
    for _ in range(12):
        before = sum(s.game.violations)
        drop(board, app, 3, settle=False)   # (aimed again: a foul steps the cursor off it)
        keys(board, app, "wait:900")
        if sum(s.game.violations) > before:
            fouls.append(board.clock.ticks_ms())
        if s.game.over():
            break
    assert len(fouls) >= 2 and all(b - a >= LOOK_MS for a, b in zip(fouls, fouls[1:])), fouls
