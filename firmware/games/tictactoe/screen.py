"""Tic-tac-toe on the 128x64 screen: the setup page (setup.py), then the board (view.py),
on the board-game screen (firmware/ui/board_screen.py).

Play: the D-pad moves the cursor, A places, B takes back your last move (and the
computer's reply); B with nothing to take back is refused (NO UNDO), A on a marked cell
too (TAKEN, its cell framed, until the cursor moves; the key bar offers the arrows there).
The computer answers once your mark is on the glass, its turn lasting the board screen's
CPU_BEAT_MS at least (ui/pacing.py); meanwhile the cursor still moves and A is refused
with the refusal frame and CPU TURN (THEY PLAY over the link), B with CPU TURN. The
other's move given (two on one handheld: each move), a cursor left on a mark goes to the
nearest free cell (_free_cursor). After a game (held briefly against presses already on
their way, and tallied on the Stats page): A plays again with the same setup, B returns to
the setup page. The score (X wins, O wins, draws) and the last setup persist in the record
"tictactoe"; an unfinished game resumes from snapshot()."""
from firmware.games.tictactoe import setup as setup_page
from firmware.games.tictactoe.ai import make_player
from firmware.games.tictactoe.engine import DRAW, O, X, replay, spelling
from firmware.games.tictactoe.view import draw_board, draw_cell
from firmware.ui import partial
from firmware.ui.board_screen import (OVER, PLAY, SAY_MS, SETUP,  # noqa: F401 (phases)
                                      BoardScreen)
from hal.buttons import DOWN, LEFT, RIGHT, UP, step

TAKEN = "TAKEN"   # A on a marked cell: the panel says so while the cell is framed
# A on the cell the cursor went to when the other's move took the one the arrows had put it
# on (_free_cursor): A waits for an arrow, the panel saying so (board_screen's lose_aim;
# review 97: an arrow in the computer's turn, its reply on that cell, and the A after put X
# where no one had aimed)
AIM_AGAIN = "AIM AGAIN"
_ROW_STEPS = {UP: -1, DOWN: 1}
_COL_STEPS = {LEFT: -1, RIGHT: 1}


class Screen(BoardScreen):
    setup_page = setup_page
    RECORD = "tictactoe"
    NOTICE_MS = 400      # how long a refused cell shows the refusal frame (the notice; one
    # in words, the board screen's, is in the panel)
    START_CURSOR = 4
    DRAW = DRAW
    SIDES = (X, O)
    SAVED_SIDES = ("X", "O")
    SCORE_SHOWN_MAX = 99999
    CURSOR_KEYS = (UP, DOWN, LEFT, RIGHT)
    ACT_NAME = "PUT"
    replay_moves = staticmethod(replay)

    def __init__(self, ctx, saved):
        # (set here, not first by a cursor move: a new attribute there was the move's
        # allocation, test_board_glass)
        self.aimed = None   # len(game.moves) when an arrow last moved the cursor
        super().__init__(ctx, saved)

    def new_player(self, name):
        return make_player(name, self.ctx.rng)

    def valid_cursor(self, cursor):
        return isinstance(cursor, int) and 0 <= cursor < 9

    # play -----------------------------------------------------------------------------------
    def move_cursor(self, button, kind):
        # A press wraps around within its row or column; a held arrow stops at the edge.
        # (No divmod: its tuple was a move's allocation.)
        row = step(self.cursor // 3, _ROW_STEPS.get(button, 0), 3, kind)
        col = step(self.cursor % 3, _COL_STEPS.get(button, 0), 3, kind)
        self.cursor = row * 3 + col
        self.aimed = len(self.game.moves)
        if isinstance(self.notice, int):
            self.notice = None   # a refused cell's frame (and TAKEN) goes: the cursor shows
        self.dirty = True

    def act(self):
        """A on a free cell in your turn places your mark; else the refusal frame, with
        words in the panel long enough to read: in the other's turn whose turn it is (CPU
        TURN, THEY PLAY), on any cell; in yours, TAKEN on a marked one."""
        cell = self.cursor
        if self.human_turn() and self.game.is_legal(cell):
            self.play_move(cell)
        else:
            self.refuse(cell, SAY_MS if self._refused_words(cell) else None)

    def refuse_unaimed(self):
        """AIM AGAIN, with the refusal frame on the cell the cursor went to."""
        self.refuse(self.cursor, SAY_MS)

    def must_aim(self):
        """On a marked cell too, TAKEN up or not, the key bar offers the arrows in A's place
        (A puts nothing there): review 89 read B:UNDO alone there, then A:PUT beside TAKEN,
        as a bar at odds with itself; review 63, A:PUT on a mark answered TAKEN; reviews 75,
        76, TAKEN over B:UNDO alone read as A gone."""
        return self.game.cells[self.cursor] != 0 or super().must_aim()

    def _refused_words(self, cell):
        if not self.human_turn():   # the turn is the reason (review 44: TAKEN on your own
            return self.wait_notice()   # mark read as a move lost, the computer thinking)
        if self.game.cells[cell]:
            return TAKEN
        return self.unaimed   # AIM AGAIN (refuse_unaimed), or None

    def play_move(self, cell):
        theirs = self.cpu is None or self.mover() == self.cpu   # (two players: each's)
        self.game.play(cell)
        if theirs:
            self._free_cursor()
        self.moved()

    def _free_cursor(self):
        """The other's move given (the computer's, or the linked player's): a cursor left on
        a mark goes to the nearest free cell, the first in reading order of those as near
        (reviews 60, 63, 65, 66: left on the player's own mark, a steady A met TAKEN and the
        key bar offered no PUT); two on one handheld too (review 87: O's cursor stayed on X's
        mark, A:PUT gone from the key bar till O moved it; review 34 had asked it to stay,
        so the next player's arrows began where the last mark went)."""
        cells = self.game.cells
        if not cells[self.cursor] or self.game.over():
            return
        moves = len(self.game.moves)
        if self.cpu != self.NO_CPU and self.game.moves[-1] == self.cursor and \
                self.aimed == moves - 1:   # (the reply took the cell the arrows went to in
            self.lose_aim(AIM_AGAIN)   # its turn; two on one handheld each mark goes where
            # its own player aimed: review 87)
        row, col = divmod(self.cursor, 3)
        best = None
        for cell in range(9):
            if not cells[cell]:
                far = abs(cell // 3 - row) + abs(cell % 3 - col)
                if best is None or far < best[0]:
                    best = (far, cell)
        self.cursor = best[1]

    # drawing --------------------------------------------------------------------------------
    # what the board was last drawn with (none of it allocated again on a cursor move: an
    # allocation cost the Pico 0.1 ms or more)
    drawn_frame = -2   # the frame (partial.last_frame)
    drawn_notice = drawn_active = drawn_last = drawn_phase = drawn_cursor = drawn_act = None
    drawn_moves = None
    drawn_score = None

    def draw_play(self, gfx):
        """The board and the panel; where only the cursor moved since the frame on the glass
        (the same marks, notice, turn and score, no link's box over the board), that frame
        with the two cells the cursor left and reached drawn again, its panel kept: the
        whole board with its marks and the panel's text were 4-6 ms of the Pico's time,
        most of a move's 10-16 ms to the glass."""
        notice = self.notice
        refused = notice if isinstance(notice, int) else None
        phase = self.phase
        cursor = self.cursor if phase == PLAY else None
        active = self.human_turn()
        game = self.game
        last = None
        if game.moves and phase == PLAY and (self.linked is not None or
                                             self.cpu == self.NO_CPU or active):
            # the computer's reply, until you move; two players (on one handheld or linked:
            # there cpu is the other's side), the last move, whoever made it
            last = game.moves[-1]
        glass = None
        if self.linked is None and self.panel_drawn is not None and \
                notice == self.drawn_notice and \
                active == self.drawn_active and last == self.drawn_last and \
                phase == self.drawn_phase and game.moves == self.drawn_moves and \
                self.score == self.drawn_score:
            glass = partial.last_frame(gfx, self.drawn_frame)
        if glass is None:
            draw_board(gfx, game, cursor, refused, active, last)
            self.drawn_moves = game.moves[:]
            self.drawn_score = self.score[:]
            self.draw_panel(gfx)
        else:
            partial.load_frame(gfx, glass)
            left = self.drawn_cursor   # the cell left, then the one reached (no tuple of
            if left is not None:   # the two made: a cursor move allocates nothing)
                draw_cell(gfx, game, left, cursor, refused, active, last)
            if cursor is not None:
                draw_cell(gfx, game, cursor, cursor, refused, active, last)
            if self.act_word() is self.drawn_act:
                self.keep_panel(gfx)
            else:   # (A:PUT came or went with the cell under the cursor)
                self.redraw_keys(gfx)
        self.drawn_notice = notice
        self.drawn_active = active
        self.drawn_last = last
        self.drawn_phase = phase
        self.drawn_cursor = cursor
        self.drawn_act = self.act_word()
        self.drawn_frame = gfx.frames

    def side_name(self, side):
        return spelling(side)

    def notice_text(self):
        """A notice in words (NO UNDO; with a refused cell's frame TAKEN, or whose turn it
        is), or None."""
        notice = self.notice
        if isinstance(notice, int):
            return self._refused_words(notice)
        return notice
