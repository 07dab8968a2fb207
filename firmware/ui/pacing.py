"""The computer's turn, paced for the glass. A search blocks the one loop, so the screen
first shows the player's move with a thinking mark, then the computer thinks, and its move
is shown no sooner than pace_ms after the turn began: a fixed wait only fills the time the
thinking left, it never adds to it (wait = max(0, pace - think))."""


class Pacer:
    def __init__(self, clock, pace_ms):
        self.clock = clock
        self.pace_ms = pace_ms
        self.started = clock.ticks_ms()
        self.shown = False  # the frame with the thinking mark has been drawn
        self.move = None    # the computer's move, thought and waiting for its time

    def start(self):
        """A turn begins (a move was made or taken back): nothing thought yet."""
        self.started = self.clock.ticks_ms()
        self.shown = False
        self.move = None

    def drawn(self):
        """The screen drew its thinking mark: the next frame's tick may think."""
        self.shown = True

    @property
    def due(self):
        """The thinking mark is on the glass and the think has not run: the screen's next
        tick should come at once (the Screen's `due`, firmware/games/README.md)."""
        return self.shown and self.move is None

    def step(self, think):
        """Call each tick of the computer's turn: think() once the thinking mark is on the
        glass; returns its move once the pace allows, else None."""
        if not self.shown:
            return None
        if self.move is None:
            self.move = think()
        if self.clock.ticks_diff(self.clock.ticks_ms(), self.started) < self.pace_ms:
            return None
        move = self.move
        self.move = None
        return move
