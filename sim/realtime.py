"""Drives the app in real time for the interactive front ends: virtual time advances by the
real time that passed, taps hold a button for a while, and the front end learns when it has
to look again. CPython."""
import time

from sim.keys import HOLD_MS

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
            if not due:
                break
            at, button = min(due)
            self.board.run(self.app, max(0, at - self.elapsed()))
            del self._release_at[button]
            self.board.pad.release(button)
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

    def tap(self, button, hold_ms=HOLD_MS):
        """A key with no release event (terminal): hold it for hold_ms. Another tap of a
        button still held extends the hold, so a terminal's key repeat keeps it down."""
        if button not in self._release_at:
            self.board.pad.press(button)
        self._release_at[button] = max(self._release_at.get(button, 0),
                                       self.elapsed() + hold_ms)

    def wait_ms(self):
        """How long the front end may wait for input before calling update() again."""
        wait = min(MAX_WAIT_MS, self.board.next_step_in())
        for at in self._release_at.values():
            wait = min(wait, max(0, at - self.elapsed()))
        return wait
