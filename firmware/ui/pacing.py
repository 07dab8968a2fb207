"""The computer's turn, paced for the glass. A search blocks the one loop, so the screen
first shows the player's move with a thinking mark, then the computer thinks, and its move
is on the glass no sooner than pace_ms after that frame was (its own way there, a piece's
fall, counted in): a fixed wait only fills the time the thinking left, it never adds to it
(wait = max(0, pace - think - arrival)), and it sleeps in the app's frames (no spin)."""


class Pacer:
    def __init__(self, clock, pace_ms, think, arrival):
        """think(): the computer's move, once the thinking mark is on the glass;
        arrival(move): the ms the move takes to reach the glass once played. Both kept, not
        passed each tick: a bound method passed is one made, a heap block a frame."""
        self.clock = clock
        self.pace_ms = pace_ms
        self.think = think
        self.arrival = arrival
        self.started = 0    # ticks the frame with the thinking mark was on the glass
        self.shown = False  # the frame with the thinking mark has been drawn
        self.move = None    # the computer's move, thought and waiting for its time

    def start(self):
        """A turn begins (a move was made or taken back): nothing thought yet."""
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

    def step(self):
        """Call each tick of the computer's turn: think() once the thinking mark is on the
        glass; returns its move once the pace allows, else None."""
        if not self.shown:
            return None
        if self.move is None:
            # the tick right after the mark's frame was pushed (due): the turn is seen now
            self.started = self.clock.ticks_ms()
            self.move = self.think()
        if self.arrival(self.move) < self.left():
            return None
        move = self.move
        self.move = None
        return move

    def left(self):
        """The ms left of the pace now (negative once past it): a move played now and on the
        glass in this time is there at the pace's end."""
        clock = self.clock
        return self.pace_ms - clock.ticks_diff(clock.ticks_ms(), self.started)
