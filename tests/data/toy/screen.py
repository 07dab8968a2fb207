"""Nim on the board-game screen: LEFT/RIGHT choose how many stones, A takes them, B takes
back. You are player 1."""
from firmware.games.toy import setup as setup_page
from firmware.games.toy.ai import new_player
from firmware.games.toy.engine import DRAW, MOST, Game, replay
from firmware.ui.board_screen import OVER, BoardScreen
from firmware.ui.gfx import SMALL, TINY
from hal.buttons import LEFT, RIGHT, step

RECORD = "toy"


def _valid(data):
    return (isinstance(data, dict) and setup_page.valid(data.get("setup"))
            and isinstance(data.get("score"), list) and len(data["score"]) == 2)


class Screen(BoardScreen):
    setup_page = setup_page
    PACE_MS = 300
    NOTICE_MS = 400
    START_CURSOR = 1
    DRAW = DRAW
    CURSOR_KEYS = (LEFT, RIGHT)

    def load_record(self):
        data = self.ctx.load(RECORD, 1, None, _valid)
        self.setup = dict(data["setup"]) if data else dict(setup_page.DEFAULT)
        self.score = list(data["score"]) if data else [0, 0]

    def save_record(self):
        self.ctx.save(RECORD, 1, {"setup": self.setup, "score": self.score})

    def clear_scores(self):
        self.score = [0, 0]

    def count_result(self, result):
        self.score[result - 1] += 1

    def new_player(self, name):
        return new_player(name, self.ctx.rng)

    def fresh_game(self):
        self.cpu = 2 if self.vs_cpu() else None
        return Game(1 + self.choice("first"))

    def restore(self, saved):
        setup = saved.get("setup")
        if not setup_page.valid(setup) or saved.get("first") not in (1, 2):
            raise ValueError("bad saved game")
        self.cpu = 2 if setup["mode"] == 0 else None
        return setup, replay(saved.get("moves"), saved["first"]), 1

    def saved_game(self):
        return {"setup": self.setup, "first": self.game.first, "moves": self.game.moves}

    def mover(self):
        return self.game.turn

    def own_moves(self):
        return len(self.game.moves) - (1 if self.game.first == self.cpu else 0)

    def take_back(self):
        self.game.undo()
        while self.game.turn == self.cpu:
            self.game.undo()
        return True

    def move_cursor(self, button, kind):
        self.cursor = 1 + step(self.cursor - 1, -1 if button == LEFT else 1, MOST, kind)
        self.dirty = True

    def act(self):
        if self.human_turn() and self.game.is_legal(self.cursor):
            self.play_move(self.cursor)
        else:
            self.refuse("NO")

    def play_move(self, take):
        self.game.play(take)
        self.moved()

    def draw_play(self, gfx):
        game = self.game
        for i in range(game.stones):
            gfx.fill_rect(2 + (i % 7) * 9, 4 + (i // 7) * 9, 7, 7, 1)
        if self.phase == OVER:
            status = "P%d wins" % game.result
        elif self.thinking():
            status = "Thinking"
        else:
            status = self.notice or "Take %d" % self.cursor
        gfx.text(status, 68, 8, SMALL)
        gfx.text("SCORE %d-%d" % tuple(self.score), 68, 30, TINY)
        gfx.text("A:AGAIN B:SETUP" if self.phase == OVER else "A:TAKE B:BACK", 68, 58, TINY)
