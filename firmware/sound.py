"""Named cues played as note sequences on the board's buzzer without blocking the loop."""
CUES = {
    "click": ((1800, 15),),
    "error": ((220, 90), (0, 30), (220, 90)),
    "win": ((988, 80), (1319, 80), (1568, 80), (2093, 160)),
    "lose": ((392, 120), (330, 120), (262, 220)),
    "move": ((1200, 20),),
    "held": ((500, 12),),
}


class Sound:
    def __init__(self, board):
        self.out = board.sound
        self.enabled = True
        self.notes = ()
        self.i = 0
        self.until = 0
        self.clock = board.clock

    def play(self, name):
        if not self.enabled or self.out is None:
            return
        self.notes = CUES.get(name, ())
        self.i = 0
        self._next(self.clock.ticks_ms())

    def _next(self, now):
        if self.i >= len(self.notes):
            self.out.stop()
            self.notes = ()
            return
        freq, ms = self.notes[self.i]
        self.i += 1
        if freq:
            self.out.tone(freq, ms)
        else:
            self.out.stop()
        self.until = self.clock.ticks_add(now, ms)

    def tick(self, now):
        if self.notes and self.clock.ticks_diff(now, self.until) >= 0:
            self._next(now)
