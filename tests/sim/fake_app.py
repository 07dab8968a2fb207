"""A tiny app with the real App's driving interface (App(board, game=None), step() -> ms to
wait), used to test the simulator's drivers and front ends on their own: an 8x8 cursor moved
by the arrows, A fills it, B clears the screen, a long B inverts the display; each press is
logged with its virtual time and a buzzer tick."""
from hal.buttons import A, B, DOWN, LEFT, LONG, PRESS, REPEAT, RIGHT, UP

STEP_MS = 20
_MOVES = {UP: (0, -8), DOWN: (0, 8), LEFT: (-8, 0), RIGHT: (8, 0)}


class CursorApp:
    def __init__(self, board, game=None):
        self.board = board
        self.game = game
        self.x = 0
        self.y = 0 if game is None else 8
        self.filled = []
        self.inverted = False
        self.log = []  # (virtual ms, kind, button)
        self.steps = 0
        self.dirty = True

    def step(self):
        board = self.board
        now = board.clock.ticks_ms()
        self.steps += 1
        board.watchdog.feed()
        for kind, button in board.buttons.poll(now):
            self.log.append((now, kind, button))
            if kind in (PRESS, REPEAT) and button in _MOVES:
                dx, dy = _MOVES[button]
                self.x = (self.x + dx) % 128
                self.y = (self.y + dy) % 64
            elif kind == PRESS and button == A:
                self.filled.append((self.x, self.y))
            elif kind == PRESS and button == B:
                self.filled = []
            elif kind == LONG and button == B:
                self.inverted = not self.inverted
                board.display.invert(self.inverted)
            else:
                continue
            board.sound.tone(440, 10)
            self.dirty = True
        if self.dirty:
            self.draw(board.display)
            self.dirty = False
        return STEP_MS

    def draw(self, display):
        display.fill(0)
        for x, y in self.filled:
            display.fill_rect(x, y, 8, 8, 1)
        display.rect(self.x, self.y, 8, 8, 1)
        display.show()
