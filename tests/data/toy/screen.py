"""Nim on the board-game screen: LEFT/RIGHT choose how many stones, A takes them, B takes
back. You are player 1. The record, resume, take-back and side panel are the board
screen's defaults."""
from firmware.games.toy import setup as setup_page
from firmware.games.toy.ai import new_player
from firmware.games.toy.engine import MOST, replay
from firmware.ui.board_screen import PLAY, BoardScreen
from firmware.ui.gfx import SMALL
from hal.buttons import LEFT, RIGHT, step


class Screen(BoardScreen):
    setup_page = setup_page
    RECORD = "toy"
    NOTICE_MS = 400
    START_CURSOR = 1
    DRAW = None          # Nim has no draws
    CURSOR_KEYS = (LEFT, RIGHT)
    ACT_NAME = "TAKE"
    replay_moves = staticmethod(replay)

    def new_player(self, name):
        return new_player(name, self.ctx.rng)

    def valid_cursor(self, cursor):
        return isinstance(cursor, int) and 1 <= cursor <= MOST

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
        for i in range(self.game.stones):
            gfx.fill_rect(2 + (i % 7) * 9, 4 + (i // 7) * 9, 7, 7, 1)
        if self.phase == PLAY:
            gfx.text("Take %d" % self.cursor, 2, 30, SMALL)
        self.draw_panel(gfx)
