"""Tic-tac-toe on the 128x64 screen: the setup page (setup.py), then the board (view.py),
on the board-game screen (firmware/ui/board_screen.py).

Play: the D-pad moves the cursor, A places, B takes back your last move (and the computer's
reply); B with nothing to take back returns to the setup page. The computer answers once
your mark is on the glass, paced by PACE_MS (ui/pacing.py); meanwhile the cursor still
moves and A is refused with the refusal frame. After a game (held briefly against presses
already on their way, and tallied on the Stats page): A plays again with the same setup, B
returns to the setup page. The score (X wins, O wins, draws) and the last setup persist in
the record "tictactoe"; an unfinished game resumes from snapshot()."""
from firmware.games.tictactoe import setup as setup_page
from firmware.games.tictactoe.ai import make_player
from firmware.games.tictactoe.engine import DRAW, O, X, Game, mark_of, other, replay, spelling
from firmware.games.tictactoe.view import draw_board, draw_last, draw_panel
from firmware.ui.board_screen import OVER, PLAY, SETUP, BoardScreen  # noqa: F401 (phases)
from hal.buttons import DOWN, LEFT, RIGHT, UP, step

RECORD = "tictactoe"
RECORD_VERSION = 1
PACE_MS = 300       # the computer's mark comes no sooner than this after yours
REFUSE_MS = 400     # how long a refused cell shows the refusal frame

_ROW_STEPS = {UP: -1, DOWN: 1}
_COL_STEPS = {LEFT: -1, RIGHT: 1}


def _valid_record(data):
    score = data.get("score") if isinstance(data, dict) else None
    return (isinstance(score, list) and len(score) == 3
            and all(isinstance(n, int) and n >= 0 for n in score)
            and setup_page.valid(data.get("setup")))


class Screen(BoardScreen):
    setup_page = setup_page
    PACE_MS = PACE_MS
    NOTICE_MS = REFUSE_MS   # the notice is the refused cell
    START_CURSOR = 4
    DRAW = DRAW
    CURSOR_KEYS = (UP, DOWN, LEFT, RIGHT)

    # records --------------------------------------------------------------------------------
    def load_record(self):
        record = self.ctx.load(RECORD, RECORD_VERSION, None, _valid_record)
        self.score = list(record["score"]) if record else [0, 0, 0]  # X wins, O wins, draws
        self.setup = dict(record["setup"]) if record else dict(setup_page.DEFAULT)

    def save_record(self):
        self.ctx.save(RECORD, RECORD_VERSION, {"score": self.score, "setup": self.setup})

    def clear_scores(self):
        self.score = [0, 0, 0]

    def count_result(self, result):
        self.score[(X, O, DRAW).index(result)] += 1

    # games ----------------------------------------------------------------------------------
    def new_player(self, name):
        return make_player(name, self.ctx.rng)

    def fresh_game(self):
        if self.vs_cpu():
            human = (X, O)[self.choice("you")]
            self.cpu = other(human)
            return Game((human, self.cpu)[self.choice("first")])
        self.cpu = self.NO_CPU
        return Game((X, O)[self.choice("first")])

    def restore(self, saved):
        setup = saved["setup"]
        cursor = saved["cursor"]
        if not setup_page.valid(setup) or not isinstance(cursor, int) or not 0 <= cursor < 9:
            raise ValueError("bad saved game")
        game = replay(saved["moves"], mark_of(saved["first"]))
        self.cpu = None if saved["cpu"] is None else mark_of(saved["cpu"])
        if (self.cpu is None) != (setup["mode"] == 1):
            raise ValueError("bad saved game")
        return setup, game, cursor

    def saved_game(self):
        return {"setup": self.setup, "cpu": None if self.cpu is None else spelling(self.cpu),
                "first": spelling(self.game.first), "moves": self.game.moves,
                "cursor": self.cursor}

    def mover(self):
        return self.game.turn

    def own_moves(self):
        game = self.game
        return len(game.moves) - (1 if game.first == self.cpu else 0)

    def take_back(self):
        game = self.game
        cell = game.undo()
        while game.turn == self.cpu:  # that was the computer's reply: take back yours too
            cell = game.undo()
        self.cursor = cell
        return True

    # play -----------------------------------------------------------------------------------
    def move_cursor(self, button, kind):
        # A press wraps around within its row or column; a held arrow stops at the edge.
        row, col = divmod(self.cursor, 3)
        row = step(row, _ROW_STEPS.get(button, 0), 3, kind)
        col = step(col, _COL_STEPS.get(button, 0), 3, kind)
        self.cursor = row * 3 + col
        self.dirty = True

    def act(self):
        """A on a free cell in your turn places your mark; else the refusal frame."""
        if self.human_turn() and self.game.is_legal(self.cursor):
            self.play_move(self.cursor)
        else:
            self.refuse(self.cursor)

    def play_move(self, cell):
        self.game.play(cell)
        self.moved()

    # drawing --------------------------------------------------------------------------------
    def draw_play(self, gfx):
        draw_board(gfx, self.game, self.cursor if self.phase == PLAY else None,
                   self.notice, self.human_turn())
        if self.cpu is not None and self.human_turn() and self.game.moves:
            draw_last(gfx, self.game.moves[-1])  # the computer's reply, until you move
        if self.cpu is not None:
            title = "VS " + setup_page.LEVEL_NAMES[self.setup["level"]].upper()
            side = "YOU ARE " + spelling(other(self.cpu))
        else:
            title = "2 PLAYERS"
            side = None
        keys = (("A", "AGAIN"), ("B", "SETUP")) if self.phase == OVER else \
            (("A", "PUT"), ("B", "UNDO"))
        draw_panel(gfx, title, self._status(), side, self.score, keys)

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
