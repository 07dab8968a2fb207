"""Tic-tac-toe on the 128x64 screen: the setup page (setup.py), then the board (view.py).

Play: the D-pad moves the cursor, A places, B takes back your last move (and the computer's
reply); B with nothing to take back returns to the setup page. The computer answers once
your mark is on the glass, paced by PACE_MS (ui/pacing.py); meanwhile the cursor still
moves and A is refused with the refusal frame. After a game (held briefly against presses
already on their way, and tallied on the Stats page): A plays again with the same setup, B
returns to the setup page. The score (X wins, O wins, draws) and the last setup persist in
the record "tictactoe"; an unfinished game resumes from snapshot()."""
from firmware.games.tictactoe import setup as setup_page
from firmware.games.tictactoe.ai import make_player
from firmware.games.tictactoe.engine import (DRAW, O, X, Game, mark_of, other, replay,
                                             spelling)
from firmware.games.tictactoe.view import draw_board, draw_panel
from firmware.ui.pacing import Pacer
from hal.buttons import A, B, DOWN, LEFT, PRESS, REPEAT, RIGHT, UP

RECORD = "tictactoe"
RECORD_VERSION = 1
PACE_MS = 300       # the computer's mark comes no sooner than this after yours
REFUSE_MS = 400     # how long a refused cell shows the refusal frame

SETUP = 0
PLAY = 1
OVER = 2

_ROW_STEPS = {UP: -1, DOWN: 1}
_COL_STEPS = {LEFT: -1, RIGHT: 1}


def _valid_record(data):
    score = data.get("score") if isinstance(data, dict) else None
    return (isinstance(score, list) and len(score) == 3
            and all(isinstance(n, int) and n >= 0 for n in score)
            and setup_page.valid(data.get("setup")))


class Screen:
    dirty = True
    done = False

    def __init__(self, ctx, saved):
        self.ctx = ctx
        record = ctx.load(RECORD, RECORD_VERSION, None, _valid_record)
        self.score = list(record["score"]) if record else [0, 0, 0]  # X wins, O wins, draws
        self.setup = dict(record["setup"]) if record else dict(setup_page.DEFAULT)
        self.page = setup_page.SetupPage(self.setup)
        self.phase = SETUP
        self.game = None
        self.cpu = None      # the computer's mark, None in two-player mode
        self.player = None   # the computer player (ai.make_player)
        self.cursor = 4
        self.pacer = Pacer(ctx.clock, PACE_MS)
        self.refused = None  # the cell showing the refusal frame
        self.refused_at = 0
        if saved is not None:
            self._resume(saved)

    def save_record(self):
        self.ctx.save(RECORD, RECORD_VERSION, {"score": self.score, "setup": self.setup})

    def _pick(self, index, first_choice, second_choice):
        if index == setup_page.RANDOM:
            index = self.ctx.rng.randbelow(2)
        return first_choice if index == 0 else second_choice

    # games --------------------------------------------------------------
    def new_game(self):
        """Start a game with the current setup (random choices drawn afresh)."""
        setup = self.setup
        if setup["mode"] == 0:
            human = self._pick(setup["you"], X, O)
            self.cpu = other(human)
            first = self._pick(setup["first"], human, self.cpu)
            self.player = make_player(setup_page.LEVELS[setup["level"]], self.ctx.rng)
        else:
            self.cpu = None
            self.player = None
            first = self._pick(setup["first"], X, O)
        self._begin(Game(first), 4)

    def _begin(self, game, cursor):
        self.game = game
        self.cursor = cursor
        self.phase = PLAY
        self.refused = None
        self._turn_now()
        self.ctx.save_state()

    def _resume(self, saved):
        setup = saved["setup"]
        cursor = saved["cursor"]
        if not setup_page.valid(setup) or not isinstance(cursor, int) or not 0 <= cursor < 9:
            raise ValueError("bad saved game")
        game = replay(saved["moves"], mark_of(saved["first"]))
        if game.over():
            raise ValueError("saved game already over")
        self.setup.update(setup)
        self.page.rebuild()
        self.cpu = None if saved["cpu"] is None else mark_of(saved["cpu"])
        if self.cpu is not None:
            self.player = make_player(setup_page.LEVELS[setup["level"]], self.ctx.rng)
        self._begin(game, cursor)

    def _turn_now(self):
        self.pacer.start()
        self.dirty = True

    def _human_turn(self):
        return self.phase == PLAY and self.game.turn != self.cpu

    def _place(self, cell):
        game = self.game
        game.play(cell)
        self._turn_now()
        if game.over():
            self._finish()
        else:
            self.ctx.sound.play("click")
        self.ctx.save_state()

    def _finish(self):
        result = self.game.result
        self.phase = OVER
        self.score[(X, O, DRAW).index(result)] += 1
        self.save_record()
        self.ctx.hold_input()
        if self.cpu is not None:
            level = self.setup["level"]
            self.ctx.finished(setup_page.LEVEL_NAMES[level],
                              "drawn" if result == DRAW else
                              "lost" if result == self.cpu else "won", rank=level)
        if result == DRAW:
            self.ctx.sound.play("move")
        elif result == self.cpu:
            self.ctx.sound.play("lose")
        else:
            self.ctx.sound.play("win")

    def _refuse(self):
        """A on a taken cell, or while the computer thinks: a sound and the refusal frame."""
        self.ctx.sound.play("error")
        self.refused = self.cursor
        self.refused_at = self.ctx.clock.ticks_ms()
        self.dirty = True

    def _undo(self):
        """Take back the last move (two players) or your last move and the reply (vs CPU);
        with nothing of yours to take back, return to the setup page."""
        game = self.game
        own_moves = len(game.moves) - (1 if game.first == self.cpu else 0)
        if own_moves <= 0:
            self._to_setup()
            return
        cell = game.undo()
        while game.turn == self.cpu:  # that was the computer's reply: take back yours too
            cell = game.undo()
        self.cursor = cell
        self.refused = None
        self._turn_now()
        self.ctx.sound.play("click")
        self.ctx.save_state()

    def _to_setup(self):
        self.phase = SETUP
        self.game = None
        self.page.menu.index = 0
        self.dirty = True
        self.ctx.save_state()

    # Screen contract ----------------------------------------------------
    def on_button(self, kind, button):
        if kind != PRESS and kind != REPEAT:
            return
        if self.phase == SETUP:
            setup_page.press(self, kind, button, self._clear_scores)
        elif button in _ROW_STEPS or button in _COL_STEPS:
            if self.phase == PLAY:
                self._move_cursor(button)
        elif kind != PRESS:
            return
        elif self.phase == OVER:
            if button == A:
                self.new_game()
            elif button == B:
                self._to_setup()
        elif button == A:
            if self._human_turn() and self.game.is_legal(self.cursor):
                self._place(self.cursor)
            else:
                self._refuse()
        elif button == B:
            self._undo()

    def _clear_scores(self):
        self.score = [0, 0, 0]

    def _move_cursor(self, button):
        # The cursor wraps around within its row or column.
        row, col = divmod(self.cursor, 3)
        row = (row + _ROW_STEPS.get(button, 0)) % 3
        col = (col + _COL_STEPS.get(button, 0)) % 3
        self.cursor = row * 3 + col
        self.dirty = True

    def tick(self, now):
        clock = self.ctx.clock
        if self.refused is not None and clock.ticks_diff(now, self.refused_at) >= REFUSE_MS:
            self.refused = None
            self.dirty = True
        if self.phase == PLAY and self.game.turn == self.cpu:
            cell = self.pacer.step(self._think)
            if cell is not None:
                self._place(cell)

    def _think(self):
        return self.player(self.game)

    @property
    def due(self):
        """The computer's turn is on the glass: tick again at once to think (app.step)."""
        return self.phase == PLAY and self.pacer.due

    def snapshot(self):
        if self.phase != PLAY:
            return None
        return {"setup": self.setup, "cpu": None if self.cpu is None else spelling(self.cpu),
                "first": spelling(self.game.first), "moves": self.game.moves,
                "cursor": self.cursor}

    def draw(self, gfx):
        if self.phase == SETUP:
            self.page.draw(gfx)
            return
        if self.phase == PLAY and self.game.turn == self.cpu:
            self.pacer.drawn()  # "Thinking" is on the glass with this frame
        draw_board(gfx, self.game, self.cursor if self.phase == PLAY else None,
                   self.refused, self._human_turn())
        vs_cpu = self.cpu is not None
        if vs_cpu:
            title = "VS " + setup_page.LEVEL_NAMES[self.setup["level"]]
            side = "YOU ARE " + spelling(other(self.cpu))
        else:
            title = "2 PLAYERS"
            side = None
        if self.phase == OVER:
            hint = "A:AGAIN B:SETUP"
        else:
            hint = "A:PUT B:BACK"
        draw_panel(gfx, title, self._status(), side, self.score, hint)

    def _status(self):
        game = self.game
        if self.phase == OVER:
            if game.result == DRAW:
                return "Draw"
            if self.cpu is None:
                return spelling(game.result) + " wins!"
            return "CPU wins" if game.result == self.cpu else "You win!"
        if self.cpu is None:
            return spelling(game.turn) + " to play"
        return "Thinking" if game.turn == self.cpu else "Your move"
