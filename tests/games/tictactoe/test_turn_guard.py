# runs-on: micropython, whole app
"""Tic-tac-toe's turn coming back from the computer, and held arrows, through the whole app
on the simulated board (issue 23; the press rule, firmware/app.py): A tapped at any pace
through the computer's reply places nothing on the turn that came back until it has been on
the glass REST_MS (GUARD_MS for a press not kept up through the reply), again from each tap
refused there, and the first tap after that places; a held arrow stops at the board's edge, a
fresh press wraps."""
from firmware.app import AIM_MS, GUARD_MS, LOOK_MS, TOAST
from hal.buttons import A, DOWN, RIGHT
from firmware.games.tictactoe.tooling import SHOTS
from tests.games import session
from tests.games.session import keys, screen_of
from tests.screen import shows, shows_banner, shows_row
from tests.sweep import (PERIODS, STREAMS, look_broken, rested_sweep, stepper, streamed,
                         sweep)
from tests.toast import band_full, box_clear_of_the_edges, lit_rows


LOST = dict((name, k) for name, _, k in SHOTS)["lost"]   # the computer wins, X first

def start(seed=1):
    return session.start("tictactoe", seed)


def test_a_tapped_at_any_pace_places_on_a_turn_only_once_it_has_been_seen():
    """A tapped 1 to 8 times a second in bursts, and once every 1.3 s, the cursor moved
    between taps, through games against the computer: no tap begun under GUARD_MS after its
    reply came (REST_MS if A was tapped in its turn under LOOK_MS before; LOOK_MS after the
    result; either again after a tap refused there) acts, and the first begun 100 ms past
    that does (tests/sweep.py, tests/games/rests.py)."""
    for period in PERIODS + (LOOK_MS + 100,):
        board, app = start()
        keys(board, app, "A wait:500")  # Play: you are X and move first (the board seen)
        s = screen_of(app)
        shown, taps = rested_sweep(stepper(board, app), board.pad, board.clock, s, A,
                                   period, 24000, {
                                       "turn_shown": lambda s: GUARD_MS if s.human_turn() else 0,
                                       "result_shown": lambda s: LOOK_MS}, (RIGHT, DOWN))
        assert len(shown) >= 4 and sum(wait == LOOK_MS for _, wait in shown), period
        assert look_broken(shown, taps, board.clock) is None, period


def test_holding_an_arrow_stops_at_the_edge_and_a_fresh_press_wraps():
    board, app = start()
    s = screen_of(app)
    keys(board, app, "A wait:500")   # Play: the board seen
    assert s.cursor == 4
    keys(board, app, "RIGHT:2000 DOWN:2000")
    assert s.cursor == 8  # the bottom right corner, not round again
    keys(board, app, "RIGHT")
    assert s.cursor == 6


def test_wait_on_the_result_leaves_it_and_the_scores_in_view_in_place_of_the_keys():
    """Review 38: an A 0.5 s after CPU WINS put the toast over the panel's score rows, hiding
    CPU's and DRAW's. WAIT goes in place of the key bar (its keys act only once it has gone),
    a dark row above it: the banner, the board and every score row stay in view."""
    board, app = start()
    s = screen_of(app)
    # X moves first; the computer wins with its third mark (the gallery's "lost"); A 0.5 s
    # after it: refused
    keys(board, app, LOST[:-len("wait:600")])
    keys(board, app, "wait:500 A")
    assert s.game.over() and app.toast_until is not None and s.game.result == s.cpu
    assert shows(board, TOAST, inverted=True) and shows_banner(board, "CPU", "WINS")
    assert shows_row(board, "X", "0") and shows_row(board, "O", "1") and \
        shows_row(board, "DRAW", "0")
    boxed = lit_rows(board.chip)
    keys(board, app, "wait:%d" % AIM_MS)   # (the A kept up from the move: again for AIM_MS)
    assert app.toast_until is None and shows(board, "A:AGAIN") and shows(board, "B:SETUP")
    clear = lit_rows(board.chip)
    changed = [y for y in range(64) if boxed[y] != clear[y]]
    # only the rows under the scores changed (the box's: board_panel.TOAST_BOX, as in
    # play), the panel's row above them dark, and the box's line clear of the glass's bottom
    # edge (review 50: its lines filled the key bar's rows to it), lit rows under it to the
    # bottom row, as the key bar it covers (review 80: the panel's lines from row 1)
    from firmware.ui.board_panel import TOAST_BOX
    top = TOAST_BOX[1]
    assert changed and changed[0] >= top and not any(clear[top - 1][64:]), changed
    assert all(all(boxed[y][TOAST_BOX[0]:127]) for y in range(59, 64))


def test_wait_leaves_cpu_began_in_view_over_the_key_bar():
    """Review 86 (Connect Four's FOUL count): WAIT covered the row under the score. With
    First: CPU, taps kept up through its opening move meet WAIT over the key bar alone
    (A does not act under it), a dark row over it: CPU BEGAN and the scores in view."""
    from tests.toast import waiting_again
    board, app = start()
    session.choose_setup(board, app, "first", 1)   # First: CPU
    keys(board, app, "A wait:200" + " A:100 wait:230" * 4)   # Play, taps 0.33 s apart
    s = screen_of(app)
    assert len(s.game.moves) == 1 and waiting_again(app), s.game.moves
    band_full(board, app)
    glass = lit_rows(board.chip)
    assert shows(board, TOAST, inverted=True) and shows(board, "CPU BEGAN", inverted=False)
    assert shows_row(board, "DRAW", "0") and box_clear_of_the_edges(glass)
    box = [y for y in range(64) if all(glass[y][66:127])]   # its lit rows, across
    assert box and box[0] == 49 and not any(glass[48][66:]), box


def test_under_the_result_hold_for_menu_has_its_two_lines_and_the_banner_air():
    """Review 66: CPU WINS, a 10x14 word over a 5x7 one, filled its box's rows (cramped),
    and the app's two-line HOLD FOR MENU had no room under the scores. The banner is one
    line with lit rows over and under it; held B's note stands whole under the scores, a
    dark row over it, clear of the glass's edges, every score row in view."""
    from firmware.app import HOLD_NOTE_MS, TOAST_HOLD
    from hal.buttons import B
    board, app = start()
    s = screen_of(app)
    keys(board, app, LOST[:-len("wait:600")] + "wait:%d" % (2 * LOOK_MS))
    assert s.game.over() and s.game.result == s.cpu and app.toast_until is None
    glass = lit_rows(board.chip)
    assert shows_banner(board, "CPU", "WINS")
    words = [y for y in range(1, 16) if not all(glass[y][66:127])]   # dark letters on lit
    assert words and words[0] >= 3 and words[-1] <= 13 and not any(glass[16][64:]), words
    assert not any(glass[0][64:])   # a dark row over it (review 80)
    clear = glass
    board.pad.press(B)
    board.run(app, HOLD_NOTE_MS + 60)
    assert app.toast == TOAST_HOLD and app.top is app.game
    first, second = TOAST_HOLD.rsplit(" ", 1)
    assert shows(board, first, inverted=True) and shows(board, second, inverted=True)
    boxed = lit_rows(board.chip)
    assert box_clear_of_the_edges(boxed)
    changed = [y for y in range(64) if boxed[y] != clear[y]]
    assert not any(clear[changed[0] - 1][64:]), changed   # a dark row over it
    assert shows_row(board, "X", "0") and shows_row(board, "O", "1") and \
        shows_row(board, "DRAW", "0")
    board.pad.release(B)
    board.run(app, 60)


def test_stop_tapping_stands_under_the_score_clear_of_the_glass_s_edges():
    """Review 50: STOP TAPPING's two lines, in the key bar's place under the panel's eight
    lines (YOU ARE X a row of its own), met the glass's bottom edge. Whose side is whose is
    on the score rows (YOU X, CPU O), so the box has the rows under DRAW: the title, the
    status and every score row in view, the box's lines off the bottom row (the box lit to
    it, as the key bar it covers: review 80) and the box off the last column."""
    from firmware.app import TOAST
    board, app = start()
    keys(board, app, "A wait:500 A" + " A:100 wait:230" * 3)   # a mark, taps 0.33 s apart
    assert shows(board, TOAST, inverted=True)
    assert shows(board, "VS MEDIUM") and shows(board, "YOUR MOVE")
    assert shows_row(board, "YOU X", "0") and shows_row(board, "CPU O", "0") and \
        shows_row(board, "DRAW", "0")
    band_full(board, app)
    assert box_clear_of_the_edges(lit_rows(board.chip))


def test_a_stream_of_a_at_1_25_taps_a_second_or_faster_places_one_mark_at_most():
    """Review 43: a reply that came before the next tap let taps 0.5 s apart each play;
    review 44: taps 0.61 s apart, every other. The computer's turn lasts CPU_BEAT_MS, so
    each tap after a mark meets it, or the guard of the turn it gives back, and rests A: A
    tapped steadily at 1.25 to 8 a second, in bursts let go between, the cursor moved
    between taps, places the first mark of a burst at most (with the reply, 2 moves)."""
    for period in STREAMS:
        board, app = start()
        keys(board, app, "A wait:500")  # Play: you are X and move first (the board seen)
        s = screen_of(app)
        played = streamed(stepper(board, app), board.pad, board.clock, s, A, period, 8,
                          (RIGHT, DOWN))
        assert max(played) <= 2 and sum(played) >= 4, (period, played)

def test_a_steady_tap_a_second_reaches_every_turn():
    """Review 38: refusing a steady tap a second was a trap. The computer's turn is over
    with GUARD_MS to spare before the next tap: each tap reaches the game (a taken cell's is
    refused there, TAKEN), and a mark goes on each free cell tapped."""
    board, app = start()
    keys(board, app, "A wait:500")  # Play: you are X and move first (the board seen)
    s = screen_of(app)
    taps = sweep(stepper(board, app), board.pad, board.clock, s, A, 1000, 3000, {},
                 (RIGHT,))[1]
    assert all(acted for _, acted in taps) and len(taps) == 3 and len(s.game.moves) >= 4


def test_b_in_the_computers_turn_takes_nothing_back():
    """Review 44: a B 0.1 s into the computer's turn took the mark back; review 76: one
    later in the turn still did (Hearts' B:HURRY there), the move lost. B in the computer's
    turn is refused as A is there (CPU TURN, the reply comes, the key bar offering neither);
    once the reply is on the glass, B takes both marks back."""
    for wait in (0, GUARD_MS - 60):   # B down 0.16 s after the mark, and 0.4 s
        board, app = start()
        keys(board, app, "A wait:500")  # Play: you are X and move first (the board seen)
        s = screen_of(app)
        keys(board, app, "A wait:%d B" % wait)
        assert s.game.moves == [4] and shows(board, "CPU TURN"), wait
        assert not shows(board, "B:UNDO"), wait
        keys(board, app, "wait:1000")
        assert len(s.game.moves) == 2 and shows(board, "YOUR MOVE"), wait
        assert shows(board, "B:UNDO"), wait
        keys(board, app, "wait:%d B" % LOOK_MS)
        assert s.game.moves == [], wait
