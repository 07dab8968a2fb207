"""Drives the app in real time for the interactive front ends: virtual time advances by the
real time that passed, taps hold a button for a while, and the front end learns when it has
to look again. CPython."""
import time

from sim.keys import GAP_MS, HOLD_MS

MIN_HOLD_MS = 40  # a press shorter than a frame would never be seen by the button poll
LONG_HOLD_MS = 1200  # what a terminal's "long B" key holds (the pause menu needs 1 s)
MAX_WAIT_MS = 50  # front ends look at input at least this often


class RealTime:
    def __init__(self, board, app, now=time.monotonic):
        self.board = board
        self.app = app
        self._now = now
        self._last = now()
        self._carry = 0.0  # fractions of a millisecond not yet given to the clock
        self._pressed_at = {}  # button -> virtual elapsed ms of its press
        self._release_at = {}  # button -> virtual elapsed ms when it is let go
        self._queue = []  # (button, hold_ms): taps still to come, one after another
        self._next_at = None  # virtual elapsed ms when the first of them goes down

    def elapsed(self):
        return self.board.clock.elapsed_ms

    def update(self):
        """Run the app up to the present, letting go of buttons whose hold is over."""
        t = self._now()
        ms = (t - self._last) * 1000.0 + self._carry
        self._last = t
        whole = int(ms)
        self._carry = ms - whole
        end = self.elapsed() + whole
        while True:
            due = [(at, b) for b, at in self._release_at.items() if at <= end]
            if self._next_at is not None and self._next_at <= end:
                due.append((self._next_at, None))
            if not due:
                break
            at, button = min(due, key=lambda d: d[0])
            self.board.run(self.app, max(0, at - self.elapsed()))
            if button is None:   # the next queued tap goes down
                self._next_at = None
                button, hold_ms = self._queue.pop(0)
                self.board.pad.press(button)
                self._release_at[button] = at + hold_ms
                continue
            del self._release_at[button]
            self.board.pad.release(button)
            if self._queue and not self._release_at:   # let go, then the next one
                self._next_at = at + GAP_MS
        self.board.run(self.app, max(0, end - self.elapsed()))

    def press(self, button):
        """A key went down (window): held until release()."""
        self._release_at.pop(button, None)
        self._pressed_at[button] = self.elapsed()
        self.board.pad.press(button)

    def release(self, button):
        """A key came up; a very short press is stretched so the app still sees it."""
        at = self._pressed_at.pop(button, None)
        if at is None:
            return
        self._release_at[button] = max(self.elapsed(), at + MIN_HOLD_MS)

    def release_all(self):
        """Let go of every key held down (the window lost the keyboard focus)."""
        for button in list(self._pressed_at):
            self.release(button)

    def tap(self, button, hold_ms=HOLD_MS, together=False):
        """A key with no release event (terminal): hold it for hold_ms. Another tap of a
        button still held extends the hold, so a terminal's key repeat keeps it down; but
        together (it came in the same read as the tap before: tmux send-keys Down Down
        Down), or with taps still queued, it is a press of its own, once those before it
        are let go and GAP_MS after (a review: three arrows sent at once moved once)."""
        if together or self._queue:
            self._queue.append((button, hold_ms))
            if not self._release_at and self._next_at is None:
                self._next_at = self.elapsed()
            return
        if button not in self._release_at:
            self.board.pad.press(button)
        self._release_at[button] = max(self._release_at.get(button, 0),
                                       self.elapsed() + hold_ms)

    def wait_ms(self):
        """How long the front end may wait for input before calling update() again."""
        wait = min(MAX_WAIT_MS, self.board.next_step_in())
        for at in list(self._release_at.values()) + [self._next_at]:
            if at is not None:
                wait = min(wait, max(0, at - self.elapsed()))
        return wait
