# runs-on: micropython, whole app
"""Whole-app flows through the simulated board: buttons in, the SSD1306 model's pixels and
the screen's state out.

The game's modules are reached through the running app (sys.modules), never imported here:
the app unloads them when a game ends and loads fresh copies for the next, and copies held
by this module would double the game's memory under MicroPython's device-sized heap."""
import sys

from firmware.app import AIM_MS, GUARD_MS, LOOK_MS, REST_MS
from hal.buttons import A, DOWN, LEFT, RIGHT, UP
from hal.rng import Rng
from tests.games import session
from tests.games.session import aim, choose_setup, error_log, keys, screen_of
from tests.screen import (column_dark, find_text, glyph_rows, shows, shows_banner,
                          shows_nothing_back, shows_row)
from tests.toast import waiting_again

X = 1  # engine marks
O = 2
DRAW = 3
EMPTY = 0
BEAT_MS = 550  # ui/board_screen.CPU_BEAT_MS, checked in test_the_timings_match_the_screen
REFUSE_MS = 400
SAY_MS = 1200  # ui/board_screen.SAY_MS: a refusal in words
SETUP = 0  # screen phases
PLAYING = 1
OVER = 2

ERROR_TONE = 220  # firmware/sound.py "error"
WIN_TONE = 2093   # the last note of "win"


def start(seed=1, state_dir=None):
    return session.start("tictactoe", seed, state_dir)


def game_module(name):
    return session.game_module("tictactoe", name)


def shows_text(board, text):
    return find_text(board.chip, text) is not None


def goto(board, app, cell):
    """Arrow presses that bring the cursor to cell."""
    s = screen_of(app)
    row, col = divmod(s.cursor, 3)
    to_row, to_col = divmod(cell, 3)
    script = ["DOWN"] * ((to_row - row) % 3) + ["RIGHT"] * ((to_col - col) % 3)
    keys(board, app, " ".join(script))
    assert s.cursor == cell


def place(board, app, cell):
    aim(board, app)
    goto(board, app, cell)
    keys(board, app, "A")
    s = screen_of(app)
    if s.cpu is None and s.phase != OVER:   # two players: the next one reads the board first
        keys(board, app, "wait:%d" % LOOK_MS)   # (the other's turn waits app.LOOK_MS)


def lit_share(board, cell):
    """Share of the cell's 20x20 square that is lit on the glass."""
    view = game_module("view")
    x0, y0 = view.cell_origin(cell)
    chip = board.chip
    lit = 0
    for y in range(y0, y0 + view.CELL):
        for x in range(x0, x0 + view.CELL):
            lit += chip.glass_pixel(x, y)
    return lit / (view.CELL * view.CELL)


def test_the_timings_match_the_screen():
    board, app = start()
    screen = game_module("screen")
    assert (sys.modules["firmware.ui.board_screen"].CPU_BEAT_MS, screen.Screen.NOTICE_MS) == \
        (BEAT_MS, REFUSE_MS)
    assert screen.SAY_MS == SAY_MS
    assert (screen.SETUP, screen.PLAY, screen.OVER) == (SETUP, PLAYING, OVER)
    engine = game_module("engine")
    assert (engine.X, engine.O, engine.DRAW, engine.EMPTY) == (X, O, DRAW, EMPTY)


def two_player_game():
    """A game between two players begun: the board, the app and the game's screen."""
    board, app = start()
    choose_setup(board, app, "mode", 1)
    assert screen_of(app).page.rows == ("play", "mode", "first", "reset")
    keys(board, app, "A wait:500")   # Play: the board seen
    return board, app, screen_of(app)


def test_two_players_win_highlights_the_line_and_counts_then_rematch():
    board, app, s = two_player_game()
    assert s.phase == PLAYING and s.cpu is None and s.game.turn == X
    for cell in (0, 3, 1, 4):
        place(board, app, cell)
    assert lit_share(board, 2) == 0  # an empty cell, cursor elsewhere
    place(board, app, 2)
    assert s.phase == OVER and s.game.result == X and s.game.line == (0, 1, 2)
    for cell in (0, 1, 2):
        assert lit_share(board, cell) > 0.6, cell  # inverted: the win stands out
    for cell in (3, 4, 5, 6, 7, 8):
        assert lit_share(board, cell) < 0.4, cell
    assert s.score == [1, 0, 0] and shows_banner(board, "X", "WINS")
    keys(board, app, "wait:%d" % LOOK_MS)  # the cue's notes play out, the result read
    assert WIN_TONE in [f for f, _ in board.sound.tones]
    assert board.storage.load("tictactoe", 1, None)["score"] == [1, 0, 0]
    keys(board, app, "LEFT A")  # the D-pad does nothing on a finished board; A: rematch
    assert s.phase == PLAYING and s.game.moves == [] and s.score == [1, 0, 0]


def test_a_draw_gets_its_banner_beside_the_full_board():
    board, app, s = two_player_game()
    for cell in (0, 4, 8, 1, 7, 6, 2, 5, 3):
        place(board, app, cell)
    assert s.phase == OVER and s.game.result == DRAW and s.score == [0, 0, 1]
    assert shows_banner(board, "DRAW", "GAME") and shows_row(board, "DRAW", "1")
    assert all(lit_share(board, cell) < 0.6 for cell in range(9))   # no line, nothing inverted


def test_two_players_take_turns_beginning_game_after_game_when_the_setup_says_so():
    """Review 53: between two players X began every game. First: Take turns begins with
    X, then O, then X, after a power cut too; the panel's turn line says who."""
    board, app = start()
    choose_setup(board, app, "mode", 1)
    choose_setup(board, app, "first", -1)   # X -> (round) Take turns
    s = screen_of(app)
    assert s.page.rows == ("play", "mode", "first", "reset") and shows(board, "Take turns")
    keys(board, app, "A wait:500")
    firsts = [s.game.first]
    assert shows(board, "X TO PLAY")
    for _ in range(2):
        for cell in (0, 3, 1, 4, 2):
            place(board, app, cell)
        keys(board, app, "wait:%d A wait:500" % LOOK_MS)   # AGAIN
        firsts.append(s.game.first)
    assert firsts == [X, O, X] and shows(board, "X TO PLAY")
    board, app = start(state_dir=board.state_dir)   # resumed: the same game, X first
    s = screen_of(app)
    assert s.game.first == X
    for cell in (0, 3, 1, 4, 2):
        place(board, app, cell)
    keys(board, app, "wait:%d A wait:500" % LOOK_MS)
    assert s.game.first == O and shows(board, "O TO PLAY")   # the next begins with the other


def test_occupied_cell_is_refused_with_a_sound_a_frame_and_taken_in_the_panel():
    # a fresh reviewer: the cell's frame alone (0.4 s) said nothing of why
    board, app, s = two_player_game()
    place(board, app, 4)
    goto(board, app, 4)   # back onto the mark (the cursor has left it for a free cell)
    assert thick_frame(board, 4)   # the cursor over a mark: its thick frame
    tones = board.sound.count
    keys(board, app, "A")   # on the mark: refused
    assert s.game.moves == [4] and s.game.turn == O
    assert ERROR_TONE in [f for f, _ in board.sound.tones[tones - board.sound.count:]]
    # why, in the panel, long enough to read; the cursor's frame stays on the cell all the
    # while (review 59: blinked off under TAKEN, the cursor seemed gone)
    assert shows(board, "TAKEN", inverted=True) and thick_frame(board, 4)
    keys(board, app, "wait:%d" % REFUSE_MS)
    assert thick_frame(board, 4) and shows(board, "TAKEN", inverted=True)
    keys(board, app, "wait:%d" % (SAY_MS - REFUSE_MS))
    assert thick_frame(board, 4) and not shows(board, "TAKEN")
    keys(board, app, "A RIGHT")   # refused again; the cursor moves on: the notice goes
    assert not shows(board, "TAKEN") and not thick_frame(board, 4)
    keys(board, app, "A")
    assert s.game.moves == [4, 5]


def test_the_cursor_leaves_a_mark_for_the_next_player_and_when_the_computer_replies():
    """Against the computer (reviews 60, 63, 65, 66) a cursor left on a mark goes to the
    nearest free cell as the reply lands, so a steady A never meets TAKEN there; one the
    player moved to a free cell in the meantime stays where it is, unless the reply took
    that cell. Between two players it does so at each move (review 87: O's cursor stayed
    on X's mark, the key bar B:UNDO alone till O moved it)."""
    board, app, s = two_player_game()
    goto(board, app, 4)
    keys(board, app, "A wait:%d" % (AIM_MS - 300))   # (O reads the board, under AIM_MS)
    # the first of the four as near; A, tapped on from X's move, waits for an aim (review 93)
    assert s.cursor == 1 and shows(board, "%s:%s" % s.aim_key())   # (the key bar's)
    keys(board, app, "RIGHT A")   # O's arrows go on from there
    assert s.game.moves == [4, 2] and s.cursor == 1
    for seed in range(6):   # against the computer: wherever its reply lands
        board, app = start(seed=seed)
        keys(board, app, "A wait:400")
        s = screen_of(app)
        place(board, app, 2)
        assert s.cursor == 2   # its own mark, till the reply
        keys(board, app, "wait:%d" % (BEAT_MS + 400))
        assert s.human_turn() and len(s.game.moves) == 2, seed
        reply = s.game.moves[1]
        free = [c for c in range(9) if not s.game.cells[c]]
        near = min(abs(c // 3) + abs(c % 3 - 2) for c in free)   # from cell 2 (row 0, col 2)
        assert s.cursor in free and abs(s.cursor // 3) + abs(s.cursor % 3 - 2) == near, seed
        assert s.cursor == [c for c in free if abs(c // 3) + abs(c % 3 - 2) == near][0], seed
        assert shows(board, "▲▼<>:AIM") == bool(app.aiming()), seed   # A tapped on from the
        # move, while it waits for an aim (the reply in under AIM_MS): the arrows
        keys(board, app, "wait:%d" % AIM_MS)   # (a pause: the next A a single press, AIM_MS)
        assert shows(board, "A:PUT"), seed   # the key bar offers A there
        keys(board, app, "A")
        assert len(s.game.moves) == 3 and s.game.moves[2] != reply, seed
    # moved to a free cell through the reply, the cursor stays on it where the reply is
    # elsewhere
    board, app = start(seed=0)
    keys(board, app, "A wait:400")
    s = screen_of(app)
    place(board, app, 0)
    keys(board, app, "DOWN DOWN RIGHT RIGHT wait:%d" % (BEAT_MS + 400))   # to 8
    assert len(s.game.moves) == 2
    assert s.cursor == 8 if s.game.moves[1] != 8 else s.cursor in (5, 7)


def test_on_a_mark_the_key_bar_offers_the_arrows_in_as_place_taken_up_or_not():
    """Review 89: on a mark the key bar said B:UNDO alone, then after A's refusal TAKEN with
    A:PUT B:UNDO, A:PUT where A puts nothing. Now the arrows stand in A's place on a mark,
    before A and beside TAKEN alike (review 63: A:PUT on a mark answered TAKEN; reviews 75,
    76: TAKEN over B:UNDO alone read as A gone), its pairs in the panel's width, off the
    glass's last column."""
    board, app = start(seed=1)
    keys(board, app, "A wait:400")
    s = screen_of(app)
    place(board, app, 2)
    keys(board, app, "wait:%d" % (BEAT_MS + 400))
    assert s.human_turn() and s.cursor != 2
    goto(board, app, 2)
    on_mark = shows(board, "▲▼<>:AIM") and shows(board, "B:UNDO") and column_dark(board)
    assert on_mark and not shows(board, "A:PUT")
    keys(board, app, "A")
    assert len(s.game.moves) == 2 and shows(board, "TAKEN")
    assert shows(board, "▲▼<>:AIM") and shows(board, "B:UNDO") and not shows(board, "A:PUT")
    keys(board, app, "wait:%d" % SAY_MS)   # TAKEN gone, the cursor still on the mark
    assert not shows(board, "TAKEN") and shows(board, "▲▼<>:AIM")
    free = [c for c in range(9) if not s.game.cells[c]][0]
    goto(board, app, free)
    assert shows(board, "A:PUT") and not shows(board, "▲▼<>:AIM")


def test_against_perfect_the_player_never_wins_and_the_score_is_kept():
    board, app = start(seed=5)
    choose_setup(board, app, "level", 1)  # Medium -> Perfect
    keys(board, app, "A wait:500")   # Play: the board seen
    s = screen_of(app)
    assert s.cpu == O and s.game.first == X
    while s.phase == PLAYING:
        # the player takes the first free cell; the computer answers after its delay
        place(board, app, list(s.game.cells).index(EMPTY))
        keys(board, app, "wait:%d" % (BEAT_MS + 400))  # the reply, seen (app.GUARD_MS)
    assert s.game.result in (O, DRAW)
    assert sum(s.score) == 1 and s.score[0] == 0
    assert shows_banner(board, "CPU", "WINS") if s.game.result == O else \
        shows_banner(board, "DRAW", "GAME")
    _, app2 = start(seed=6, state_dir=board.state_dir)
    assert screen_of(app2).score == s.score and screen_of(app2).phase == SETUP


def test_big_scores_are_shown_whole_right_aligned_in_the_panel_off_the_last_column():
    board, app = start()
    keys(board, app, "A wait:500")   # Play: the board seen
    s = screen_of(app)
    s.score = [1000, 23456, 7]
    s.dirty = True
    keys(board, app, "wait:50")
    for count in ("1000", "23456", "7"):
        at = find_text(board.chip, count, inverted=False)
        assert at is not None, count
        assert at[0] + len(glyph_rows(count)[0]) == 127, (count, at)
    assert column_dark(board)


def test_the_panel_reads_in_the_5x7_font_with_its_key_bar():
    board, app = start()
    keys(board, app, "A")  # against Medium, you X
    for text in ("VS MEDIUM", "YOUR MOVE", "A:PUT"):
        assert shows_text(board, text), text
    # whose side is whose on its score row (review 50: a row of its own, YOU ARE X, left no
    # room under the score for STOP TAPPING's two lines)
    assert shows_row(board, "YOU X", "0") and shows_row(board, "CPU O", "0")
    assert shows_row(board, "DRAW", "0") and column_dark(board)
    assert not shows_text(board, "B:UNDO")   # nothing of yours to take back yet
    keys(board, app, "wait:500 A wait:%d" % (BEAT_MS + 500))   # your mark, the reply seen
    assert shows_text(board, "B:UNDO")


def test_computer_moves_first_after_its_pace_and_a_press_meanwhile_is_refused():
    board, app = start()
    choose_setup(board, app, "first", 1)  # First: CPU
    keys(board, app, "A")   # Play: the computer's pace starts
    s = screen_of(app)
    assert s.game.turn == s.cpu and s.game.moves == []
    keys(board, app, "wait:%d" % (BEAT_MS + 400))  # the reply, seen (app.GUARD_MS)
    assert len(s.game.moves) == 1 and s.game.turn != s.cpu


def test_the_computer_beginning_says_so_till_your_move():
    """Review 54: with First: CPU (or Random drawn so) its mark was on the board and
    nothing said why."""
    board, app = start()
    choose_setup(board, app, "first", 1)  # First: CPU
    keys(board, app, "A wait:%d" % (BEAT_MS + 400))
    s = screen_of(app)
    assert len(s.game.moves) == 1 and s.human_turn() and shows(board, "CPU BEGAN")
    place(board, app, [c for c in range(9) if s.game.is_legal(c)][0])
    assert not shows(board, "CPU BEGAN")
    keys(board, app, "wait:%d" % (BEAT_MS + 400))
    assert len(s.game.moves) == 3 and not shows(board, "CPU BEGAN")


def ticked(board, s, cell):
    """The last move's corner ticks on cell, and nothing next to them: lit, or where the
    cursor frames the mark (the mover's cursor stays on it) notched dark in its thick frame,
    whose outer line stays whole."""
    ticks, around = last_move_ticks(board, cell)
    if cell == s.cursor:
        x, y = game_module("view").cell_origin(cell)
        edge = [board.chip.glass_pixel(x + i, y) for i in range(game_module("view").CELL)]
        return not any(ticks) and all(edge) and thick_frame(board, cell)
    return all(ticks) and not any(around)


def last_move_ticks(board, cell):
    """Which of the cell's pixels are lit on the glass: the last move's corner ticks (each
    arm 4 px, from 1 px inside the cell's edges), and those next to them."""
    view = game_module("view")
    x, y = view.cell_origin(cell)
    size = view.CELL
    far = size - 2
    ticks = set()
    for cx, sx in ((1, 1), (far, -1)):
        for cy, sy in ((1, 1), (far, -1)):
            for i in range(4):
                ticks.add((cx + sx * i, cy))
                ticks.add((cx, cy + sy * i))
    around = {(dx + i, dy + j) for dx, dy in ticks for i in (-1, 0, 1) for j in (-1, 0, 1)
              if 0 <= dx + i < size and 0 <= dy + j < size} - ticks
    glass = board.chip.glass_pixel
    return [glass(x + dx, y + dy) for dx, dy in ticks], [glass(x + dx, y + dy) for dx, dy in around]


def test_the_computers_reply_is_ticked_in_its_four_corners_clear_of_its_mark_till_you_move():
    """Not a small square by the mark's corner: beside an O it read as a Q at true size."""
    board, app = start()
    choose_setup(board, app, "first", 1)  # First: CPU
    keys(board, app, "A wait:%d" % (BEAT_MS + 400))
    s = screen_of(app)
    first = s.game.moves[-1]
    assert s.human_turn() and ticked(board, s, first)
    assert lit_share(board, first) > 0.15   # the mark itself, inside the ticks
    place(board, app, [c for c in range(9) if c != first and s.game.is_legal(c)][0])
    assert not s.human_turn() and not any(last_move_ticks(board, first)[0])   # you moved
    keys(board, app, "wait:%d" % (BEAT_MS + 400))
    assert s.human_turn() and ticked(board, s, s.game.moves[-1])
    assert not any(last_move_ticks(board, first)[0])   # only the last reply is marked


def test_two_players_on_one_handheld_the_last_move_is_ticked_as_the_computers_reply_is():
    """A fresh review: against the computer its reply is marked, between two players on one
    handheld nothing was. The last move, whoever made it, is ticked the same way; only it."""
    board, app, s = two_player_game()
    for cell in (4, 0, 8):
        place(board, app, cell)
        assert ticked(board, s, cell), cell   # (dark in the cursor's cell, left on it)
        assert [c for c in range(9) if c != cell and any(last_move_ticks(board, c)[0])
                and s.game.cells[c]] == [], cell   # the move before it no longer ticked
    keys(board, app, "B wait:600")   # undone: the move before it is the last again
    assert s.game.moves == [4, 0] and all(last_move_ticks(board, 0)[0])


def thick_frame(board, cell):
    """The thick frame, two pixels, dark inside (a free cell's cursor is lit inside): of a
    refused cell, or of the cursor over a mark."""
    x, y = game_module("view").cell_origin(cell)
    glass = board.chip.glass_pixel
    return glass(x, y + 10) == 1 and glass(x + 1, y + 10) == 1 and glass(x + 2, y + 10) == 0


refusal_frame = thick_frame   # (on a free cell)


def test_the_cursor_over_an_o_is_a_frame_round_it_never_a_lit_square_under_it():
    """Review 54: the cursor's fill under an O, the O dark in it, read as a disc. Over a
    mark it is a thick frame, the mark lit on the dark cell as anywhere else."""
    board, app, s = two_player_game()
    place(board, app, 4)   # X
    place(board, app, 0)   # O
    goto(board, app, 0)
    assert s.game.cells[0] == O and thick_frame(board, 0)
    x, y = game_module("view").cell_origin(0)
    assert board.chip.glass_pixel(x + 10, y + 10) == 0   # inside the O: dark
    assert board.chip.glass_pixel(x + 3, y + 10) == 1    # its ring: lit
    assert lit_share(board, 0) < 0.6
    goto(board, app, 1)   # a free cell: inverted, as before
    assert lit_share(board, 1) == 1 and not thick_frame(board, 0)


def test_a_press_while_the_computer_thinks_is_kept_or_visibly_refused():
    board, app = start()
    keys(board, app, "A wait:500")   # Play: the board seen
    s = screen_of(app)
    place(board, app, 4)
    assert s.cursor == 4   # where you left it
    # the computer's turn: the cursor still moves, framed; A is refused where it shows
    board.pad.press(2)  # LEFT: to 3
    board.run(app, 40)
    board.pad.release(2)
    board.run(app, 40)
    assert s.game.turn == s.cpu and s.cursor == 3
    x, y = game_module("view").cell_origin(3)
    assert board.chip.glass_pixel(x, y + 10) == 1 and board.chip.glass_pixel(x + 3, y + 10) == 0
    tones = board.sound.count
    board.pad.press(4)  # A
    board.run(app, 40)
    assert s.game.turn == s.cpu and len(s.game.moves) == 1
    assert refusal_frame(board, 3) and board.sound.count > tones
    assert shows(board, "CPU TURN", inverted=True)   # in words too, not a frame alone
    board.pad.release(4)
    keys(board, app, "wait:%d" % BEAT_MS)
    assert len(s.game.moves) == 2
    assert not shows(board, "CPU TURN") and not refusal_frame(board, 3)   # the turn is yours


def test_a_on_your_own_mark_while_the_computer_thinks_says_whose_turn_it_is():
    """Review 44: A on the player's own X in the computer's turn said TAKEN, read as a move
    lost. The turn is the reason there, whatever cell the cursor is on: CPU TURN, and the
    press counts as one in the computer's turn (ctx.off_turn: the turn coming back rests
    it)."""
    board, app = start()
    keys(board, app, "A wait:500")   # Play: the board seen
    s = screen_of(app)
    place(board, app, 4)
    keys(board, app, "wait:100 A")   # on the X, 0.26 s into the computer's 0.55 s turn
    assert s.game.turn == s.cpu and len(s.game.moves) == 1 and refusal_frame(board, 4)
    assert shows(board, "CPU TURN", inverted=True) and not shows(board, "TAKEN")
    assert app.off_at[A] is not None


def test_the_players_mark_and_thinking_are_on_the_glass_before_the_computer_thinks():
    board, app = start()
    keys(board, app, "A wait:500")   # Play: the board seen
    s = screen_of(app)
    seen = []
    player = s.player

    def watched(game):
        seen.append((lit_share(board, 0) > 0.1, find_text(board.chip, "THINKING") is not None,
                     board.clock.ticks_ms()))
        return player(game)
    s.player = watched
    goto(board, app, 0)
    pressed = board.clock.ticks_ms()
    keys(board, app, "A wait:%d" % BEAT_MS)
    assert len(seen) == 1 and seen[0][0] and seen[0][1]
    assert seen[0][2] - pressed < 100  # it thinks at once; the pace only delays the showing


def test_the_pace_is_a_minimum_a_long_think_adds_no_wait():
    board, app = start()
    keys(board, app, "A wait:500")   # Play: the board seen
    s = screen_of(app)
    player = s.player

    def slow(game):
        board.clock.advance(BEAT_MS + 200)  # a think longer than the pace
        return player(game)
    s.player = slow
    goto(board, app, 0)
    board.pad.press(4)
    board.run(app, 30)  # the press, the frame with the mark, the think
    board.pad.release(4)
    thought = board.clock.ticks_ms()
    board.run(app, 30)
    assert len(s.game.moves) == 2 and board.clock.ticks_ms() - thought <= 30


def test_a_finished_game_holds_presses_then_a_plays_again_and_is_tallied():
    board, app, s = two_player_game()
    for cell in (0, 3, 1, 4, 2):
        place(board, app, cell)
    assert s.phase == OVER
    keys(board, app, "A wait:500 A")  # presses before the result was read: held back
    assert s.phase == OVER
    keys(board, app, "wait:%d A" % AIM_MS)   # a pause after the A refused (app.AIM_MS)
    assert s.phase == PLAYING
    assert "tictactoe" not in app.stats["games"]  # two players: no level, no tally
    # against the computer: the game counts at its level
    keys(board, app, "wait:400")  # the new board seen (app.GUARD_MS)
    for cell in (0, 3, 1, 4, 2):
        place(board, app, cell)
    keys(board, app, "wait:%d B" % LOOK_MS)  # after a game: the setup page
    choose_setup(board, app, "mode", 1)  # vs CPU again
    keys(board, app, "A wait:500")   # Play: the board seen
    while s.phase == PLAYING:
        place(board, app, list(s.game.cells).index(EMPTY))
        keys(board, app, "wait:%d" % (BEAT_MS + 400))  # the reply, seen (app.GUARD_MS)
    tally = app.stats["games"]["tictactoe"]["Medium"]
    assert tally["played"] == 1 and tally["rank"] == 1


def test_taps_kept_up_through_the_result_play_nothing_on_the_new_board_till_a_pause():
    """Review 72: A tapped through CPU WINS took A:AGAIN and put the new game's first mark
    0.3 s later, where every turn in a game rests taps kept up through the computer's. The
    new board's guard rests A as a turn back does: a tap it refuses, under REST_MS after
    the last, starts WAIT; a mash plays nothing till a pause (or app.MASH_CAP_MS
    from the board), then A plays."""
    board, app, s = two_player_game()
    for cell in (0, 3, 1, 4, 2):
        place(board, app, cell)
    keys(board, app, "wait:%d A:60 wait:100" % LOOK_MS)   # AGAIN, then a mash (0.3 s apart)
    assert s.phase == PLAYING and not s.game.moves
    keys(board, app, " ".join(["A:60 wait:160"] * 8))   # (2.4 s)
    assert not s.game.moves and waiting_again(app)
    keys(board, app, "wait:%d A wait:100" % AIM_MS)   # paused (the aim's): it plays
    assert len(s.game.moves) == 1


def test_take_back_removes_the_move_pair_then_b_is_refused_saying_so():
    board, app = start()
    keys(board, app, "A wait:500")   # Play: the board seen
    s = screen_of(app)
    place(board, app, 0)
    keys(board, app, "wait:%d" % (BEAT_MS + 400))  # the reply, seen (app.GUARD_MS)
    assert len(s.game.moves) == 2
    keys(board, app, "B")
    assert s.game.moves == [] and s.cursor == 0 and s.game.turn == X
    # review 62: the board just emptied; the panel says what B did, a while
    assert shows_text(board, "UNDONE") and not shows_text(board, "YOUR MOVE")
    keys(board, app, "wait:%d" % SAY_MS)
    assert not shows_text(board, "UNDONE") and shows_text(board, "YOUR MOVE")
    place(board, app, 8)
    keys(board, app, "wait:150 B")  # before the computer replies: refused (review 76)
    assert s.game.moves == [8] and shows_text(board, "CPU TURN")
    keys(board, app, "wait:%d B" % LOOK_MS)   # the reply seen, B rested: both go
    assert s.game.moves == []
    tones = board.sound.count
    keys(board, app, "wait:400 B")   # nothing to take back: refused, in play
    assert s.phase == PLAYING and s.game.moves == [] and shows_nothing_back(board)
    assert ERROR_TONE in [f for f, _ in board.sound.tones[tones - board.sound.count:]]
    assert not refusal_frame(board, s.cursor)   # the notice is in words, not a cell's frame
    assert board.storage.exists("resume_tictactoe")
    keys(board, app, "wait:1300")
    assert not shows_text(board, "NO UNDO") and shows_text(board, "YOUR MOVE")
    keys(board, app, "B wait:700")   # refused again: up while nothing moves...
    assert shows_nothing_back(board)
    place(board, app, 4)   # ...gone with your mark (it read as the mark's refusal or undo)
    assert s.game.moves == [4] and not shows_text(board, "NO UNDO") and s.notice is None


def test_two_player_undo_takes_back_one_move():
    board, app, s = two_player_game()
    place(board, app, 4)
    place(board, app, 0)
    keys(board, app, "B")
    assert s.game.moves == [4] and s.game.turn == O


def test_an_unfinished_game_resumes_after_a_power_cut():
    board, app = start()
    choose_setup(board, app, "you", 1)  # You: O, the computer opens as X
    choose_setup(board, app, "first", 1)
    keys(board, app, "A wait:%d" % (BEAT_MS + 100))
    s = screen_of(app)
    assert s.cpu == X and len(s.game.moves) == 1
    free = list(s.game.cells).index(EMPTY)
    place(board, app, free)
    keys(board, app, "wait:%d" % (BEAT_MS + 400))  # the reply, seen (app.GUARD_MS)
    moves = list(s.game.moves)
    assert len(moves) == 3
    if s.cursor == 4:   # (the nearest free cell after the reply: step off the start's)
        keys(board, app, "RIGHT" if not s.game.cells[5] else "LEFT")
    # power cut: a new board on the same storage, straight into the game
    board2, app2 = start(seed=9, state_dir=board.state_dir)
    s2 = screen_of(app2)
    assert s2.phase == PLAYING and s2.game.moves == moves and s2.cpu == X
    assert s2.cursor == s.cursor != 4 and s2.setup["you"] == 1   # not the start's


def test_the_cursor_left_where_the_arrows_took_it_resumes_there_after_a_power_cut():
    """Review 89: resumed, the cursor stood where the reply had left it, not where the
    arrows had taken it since, and RIGHT, A met TAKEN. Once it has rested (CURSOR_SAVE_MS)
    it is saved with the game; an arrow alone writes nothing (its flash write would hold up
    the next arrow on the device)."""
    board, app = start()
    keys(board, app, "A wait:400")
    s = screen_of(app)
    place(board, app, 4)
    keys(board, app, "wait:%d" % (BEAT_MS + AIM_MS))   # the reply, and a pause
    moves = list(s.game.moves)
    left = s.cursor   # where the reply left it (the nearest free cell), saved with it
    to = [c for c in range(9) if not s.game.cells[c] and c != left][-1]
    goto(board, app, to)
    assert board.storage.load("resume_tictactoe", 1, None)["cursor"] == left
    keys(board, app, "wait:%d" % sys.modules["firmware.ui.board_screen"].CURSOR_SAVE_MS)
    assert board.storage.load("resume_tictactoe", 1, None)["cursor"] == to
    board2, app2 = start(seed=9, state_dir=board.state_dir)   # power cut: resumed
    s2 = screen_of(app2)
    assert s2.game.moves == moves and s2.cursor == to
    keys(board2, app2, "A")   # the player's cell, where the arrows left it
    assert s2.game.moves[:3] == moves + [to]


def test_a_record_and_a_resume_state_saved_by_the_last_version_load():
    """The board screen's default hooks read what tic-tac-toe's own code wrote (main 8dd085a)."""
    from sim.board import SimBoard
    old = SimBoard()
    storage = old.storage
    setup = {"mode": 0, "level": 2, "you": 1, "first": 1}
    storage.save("tictactoe", 1, {"score": [3, 1, 2], "setup": setup})
    storage.save("resume_tictactoe", 1, {"setup": setup, "cpu": "X", "first": "X",
                                         "moves": [4, 0, 8], "cursor": 7})
    board, app = start(state_dir=old.state_dir)
    s = screen_of(app)
    assert s.phase == PLAYING and s.score == [3, 1, 2] and s.setup == setup
    assert s.cpu == X and s.game.first == X and s.game.moves == [4, 0, 8] and s.cursor == 7
    assert shows_text(board, "VS PERFECT") and shows_row(board, "YOU O", "1")
    assert board.storage.load("resume_tictactoe", 1, None)["cpu"] == "X"   # as it was


def test_setup_choices_persist_and_reset_score_asks_then_clears_it():
    board, app = start()
    s = screen_of(app)
    assert shows_text(board, "Level: Medium")  # a new player starts at the middle level
    choose_setup(board, app, "level", -1)  # Medium -> Easy
    assert s.setup["level"] == 0
    s.score = [2, 3, 4]
    app.record_result("tictactoe", "Easy", "won", rank=0)
    keys(board, app, "DOWN:3000 A")  # the last row: Reset score asks first
    assert shows_text(board, "Reset score?") and s.score == [2, 3, 4]
    keys(board, app, "wait:400 B wait:400 A")  # kept, then asked again (each question read)
    assert s.score == [2, 3, 4]
    tones = board.sound.count
    keys(board, app, "A")  # a double tap: the question is new, the second A does nothing
    assert s.score == [2, 3, 4] and board.sound.count > tones   # (the guard's tick)
    assert shows_text(board, "Reset score?")
    keys(board, app, "wait:400 RIGHT A")  # CLEAR chosen (KEEP first: review 84),
    # cleared, here and on Stats
    assert s.score == [0, 0, 0] and "tictactoe" not in app.stats["games"]
    saved = board.storage.load("tictactoe", 1, None)
    assert saved == {"score": [0, 0, 0], "setup": {"mode": 0, "level": 0, "you": 0,
                                                    "first": 0}}
    # ... and said so under its row for a moment (review 88: it went back with no word)
    assert shows_text(board, "Reset score") and shows_text(board, "SCORE CLEARED")
    keys(board, app, "wait:1700")
    assert shows_text(board, "SCORE CLEARED")
    keys(board, app, "wait:400")
    assert shows_text(board, "Reset score") and not shows_text(board, "SCORE CLEARED")
    keys(board, app, "B")  # B on the setup page leaves the game
    assert app.game is None


def test_a_damaged_score_record_falls_back_to_defaults():
    board, app = start()
    board.storage.save("tictactoe", 1, {"score": [1, -2, 0], "setup": {}})
    keys(board, app, "B")
    app.start_game("tictactoe", False)
    s = screen_of(app)
    assert s.score == [0, 0, 0] and s.setup == game_module("setup").DEFAULT


def test_mashing_buttons_never_crashes():
    # B is left out on the setup page, where it leaves the game: reloading the game's
    # modules again and again is the app's business (and fragments the unix port's heap).
    board, app = start(seed=3)
    rng = Rng(17)
    # (as many arrows as A and B: the cursor stays on each mark, so A alone plays on no more)
    names = ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "B")
    phases = []
    scored = 0   # the most games the score has held (a mashed Reset may clear it)
    for _ in range(400):
        s = screen_of(app)
        scored = max(scored, sum(s.score))
        if s.phase not in phases:
            phases.append(s.phase)
        if rng.randbelow(8) == 0:
            keys(board, app, "wait:%d" % rng.randbelow(600))
        name = rng.choice(names)
        if name == "B" and s.phase == SETUP:
            continue
        keys(board, app, "%s:%d" % (name, 30 + rng.randbelow(60)))
    assert error_log(board) == "", error_log(board)
    assert board.chip.errors == []
    assert sorted(phases) == [SETUP, PLAYING, OVER] and scored > 0


def sweep(board, app, moves):
    """Each move (a key script), then the frame on the glass against a whole redraw of it
    (board and panel); returns how many frames were drawn over the glass's (partial)."""
    s = screen_of(app)
    gfx = app.gfx
    partial = sys.modules["firmware.ui.partial"]
    load = partial.load_frame
    loaded = []

    def counting(gfx, frame):
        loaded.append(1)
        load(gfx, frame)

    partial.load_frame = counting
    try:
        for move in moves:
            keys(board, app, move)
            drawn = bytes(gfx.pages)
            assert drawn == bytes(board.display.glass), move   # and pushed whole
            s.drawn_moves = s.panel_drawn = None   # the next frame draws everything
            s.dirty = True
            board.run(app, 20)
            assert bytes(gfx.pages) == drawn, (move, s.cursor, s.game.moves)
    finally:
        partial.load_frame = load
    return len(loaded)


CURSOR_MOVES = ["RIGHT", "DOWN", "LEFT", "LEFT", "UP", "UP", "RIGHT", "DOWN", "RIGHT:700",
                "LEFT", "DOWN", "DOWN"]


def test_cursor_moves_draw_what_a_whole_redraw_draws():
    """Issue 44.6: a cursor move draws the two cells it changes over the frame on the glass
    (the board with its marks was most of a move's time on the Pico), and that frame is,
    byte for byte, the whole board's: over empty cells, marks, the computer's ticked reply,
    a refused cell's frame and the cursor framed while the computer thinks."""
    board, app = start(seed=5)
    keys(board, app, "A wait:500")   # Play: the board seen
    s = screen_of(app)
    assert sweep(board, app, CURSOR_MOVES) >= len(CURSOR_MOVES) - 1   # (the held RIGHT)
    for _ in range(2):
        place(board, app, s.cursor)
        keys(board, app, "wait:%d" % (BEAT_MS + 400))   # the reply, ticked
        assert s.human_turn() and len(s.game.moves) % 2 == 0
        assert sweep(board, app, CURSOR_MOVES) >= len(CURSOR_MOVES) - 1
    taken = s.game.moves[0]
    goto(board, app, taken)
    keys(board, app, "A")   # refused: the cell framed, TAKEN in the panel
    assert s.notice == taken
    sweep(board, app, ["RIGHT", "LEFT", "DOWN"])
    place(board, app, s.cursor)   # the computer's turn: the cursor framed
    assert sweep(board, app, ["RIGHT wait:10", "DOWN wait:10"]) >= 1


def test_the_one_cell_left_is_not_held_for_an_aim():
    # review 93: on the last free cell A, tapped on from the other's move, met <>:AIM, and
    # an arrow led off the one cell there was
    board, app, s = two_player_game()
    for cell in (0, 1, 2, 4, 3, 5, 7, 6):   # X O X O X O X O: a draw's board, cell 8 left
        place(board, app, cell)
    assert s.game.moves == [0, 1, 2, 4, 3, 5, 7, 6] and s.cursor == 8
    assert app.aim == 0 and shows(board, "A:PUT")
    keys(board, app, "A wait:300")
    assert len(s.game.moves) == 9


def test_two_players_taps_a_fraction_of_a_second_apart_make_one_move():
    # a fresh review: on one handheld, taps 0.23 s apart put X, O, X; the other player's
    # turn is a new picture too
    board, app, s = two_player_game()
    keys(board, app, "A wait:70 A wait:70 A")
    assert len(s.game.moves) == 1 and s.cursor == 1
    # (the cursor on a free cell, review 87: the taps rest A, as through a computer's turn)
    keys(board, app, "wait:%d RIGHT A" % (REST_MS + 100))
    assert len(s.game.moves) == 2
    # one tap, aimed (review 93: A tapped on from the other's move waits for an aim): the
    # turn waits GUARD_MS, as any turn (reviews 48, 49)
    keys(board, app, "wait:%d RIGHT LEFT A" % (GUARD_MS + 100))
    assert len(s.game.moves) == 3


def test_two_players_a_then_b_a_moment_apart_takes_nothing_back():
    # a B under GUARD_MS after the move takes nothing back
    board, app, s = two_player_game()
    keys(board, app, "A wait:60 B wait:1000")   # (0.22 s from press to press)
    assert len(s.game.moves) == 1


def test_on_play_left_right_change_nothing_and_the_page_stops_at_its_ends_answered():
    """A fresh review: RIGHT on Play set two players (its < > on the line below, unseen).
    Review 90: UP on Play went round to Reset score, a following A asking to clear it: the
    list stops at Play and at Reset, a press there answered with the low tick."""
    from firmware.sound import CUES
    board, app = start()
    s = screen_of(app)
    assert shows_text(board, "Mode: vs CPU") and not shows_text(board, "<vs CPU>")
    tones = board.sound.count
    keys(board, app, "wait:300 RIGHT LEFT")
    assert s.setup["mode"] == 0 and s.page.menu.index == 0
    assert board.sound.count > tones and board.sound.tones[-1] == CUES["held"][0]
    tones = board.sound.count
    keys(board, app, "UP")
    assert s.page.menu.index == 0 and shows_text(board, "A:START B:BACK")
    assert board.sound.count > tones and board.sound.tones[-1] == CUES["held"][0]
    keys(board, app, "DOWN " * len(s.page.rows))
    assert s.page.rows[s.page.menu.index] == "reset"
    tones = board.sound.count
    keys(board, app, "DOWN")
    assert s.page.rows[s.page.menu.index] == "reset" and shows_text(board, "A:OPEN B:BACK")
    assert board.sound.count > tones and board.sound.tones[-1] == CUES["held"][0]


def _reply_to_the_center(seed):
    """Against the default level, X in the center: the board and the computer's reply."""
    board, app = start(seed)
    keys(board, app, "A wait:500")   # Play: the board seen
    place(board, app, 4)
    keys(board, app, "wait:%d" % (BEAT_MS + 300))
    return board, app, screen_of(app).game.moves[1]


def _aimed_at_the_reply(seed):
    """X in the center, then arrows in the computer's turn to the cell its reply takes
    (_reply_to_the_center's): the board, once the reply is on it, and that cell."""
    reply = _reply_to_the_center(seed)[2]
    board, app = start(seed)
    keys(board, app, "A wait:500")
    place(board, app, 4)
    s = screen_of(app)
    dr, dc = reply // 3 - 1, reply % 3 - 1   # in the computer's turn: to the cell it takes
    for arrow in [UP if dr < 0 else DOWN] * abs(dr) + [LEFT if dc < 0 else RIGHT] * abs(dc):
        board.pad.press(arrow)
        board.run(app, 40)
        board.pad.release(arrow)
        board.run(app, 40)
    assert s.cursor == reply and s.game.moves == [4]
    keys(board, app, "wait:%d" % (BEAT_MS + 300))
    return board, app, reply


def test_a_cell_aimed_at_in_the_computers_turn_that_its_reply_takes_waits_for_an_aim():
    """Review 97: RIGHT in the computer's turn put the cursor on a free cell, the reply took
    it, the cursor went to the nearest free cell, and the A after put X there, where no one
    had aimed. A waits for an arrow there (AIM AGAIN, the key bar's arrows), and puts X
    once the player has aimed."""
    board, app, reply = _aimed_at_the_reply(3)
    s = screen_of(app)
    assert s.game.moves == [4, reply] and s.cursor != reply and s.human_turn()
    aimed = s.cursor
    keys(board, app, "wait:%d A wait:100" % AIM_MS)   # a single press, after a pause
    assert s.game.moves == [4, reply] and shows(board, game_module("screen").AIM_AGAIN)
    assert shows(board, "%s:%s" % s.aim_key())
    keys(board, app, "RIGHT LEFT" if aimed % 3 else "LEFT RIGHT")   # there and back
    keys(board, app, "A")
    assert s.game.moves[:3] == [4, reply, aimed]


def test_aim_again_ends_with_a_take_back_and_never_comes_back_unearned():
    """AIM AGAIN (the test before) ends with B's take-back. It had been kept as the count of
    moves it came at, so once that many moves stood again (the move taken back played again
    without an arrow, the computer's reply beside it) A met AIM AGAIN, nothing having taken
    the cell aimed at: the cursor was moved off the player's own mark, where A plays."""
    board, app, reply = _aimed_at_the_reply(3)
    s = screen_of(app)
    assert s.game.moves == [4, reply] and s.must_aim()
    keys(board, app, "wait:%d B wait:%d" % (AIM_MS, AIM_MS))   # taken back, read
    assert s.game.moves == [] and s.cursor == 4 and not s.must_aim()
    keys(board, app, "A wait:%d" % (BEAT_MS + 300))   # X in the center again, a reply
    assert len(s.game.moves) == 2 and s.game.cells[s.cursor] == EMPTY and s.human_turn()
    moved_to = s.cursor
    keys(board, app, "wait:%d A wait:100" % AIM_MS)   # a single press, after a pause
    assert not shows(board, game_module("screen").AIM_AGAIN)
    assert len(s.game.moves) >= 3 and s.game.moves[2] == moved_to
