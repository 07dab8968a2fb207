"""Debounced button events with long-press and auto-repeat, shared by the Pico and the
simulator: each board supplies read(), a bitmask of the buttons held now (bit i = button i)."""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

UP = const(0)
DOWN = const(1)
LEFT = const(2)
RIGHT = const(3)
A = const(4)
B = const(5)
NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")
COUNT = const(6)

PRESS = const(0)
RELEASE = const(1)
LONG = const(2)
REPEAT = const(3)

ALL = const(0x3F)  # a mask of buttons (bit i = button i): every one
_DIRECTIONS = const(0x0F)  # UP..RIGHT auto-repeat
_LONG_BUTTONS = const(0x20)  # B: a short click is "back", a hold opens the pause menu


# Each event's one-event tuple ((kind, button),), made once: a poll with one edge (a tap's
# press, its release) allocates nothing. Garbage made under the press's heap-allocated frames
# made each later press's allocations scan further (issue 44.6; DESIGN.md section 7)
_ONE = tuple(((kind, b),) for kind in range(REPEAT + 1) for b in range(COUNT))


def _add(events, kind, b):
    """events and (kind, b), allocating only for a poll's second event."""
    one = _ONE[kind * COUNT + b]
    return events + one if events else one


def step(i, d, n, kind):
    """A cursor at place i of n (0..n-1) moved by d with an arrow event of kind: a fresh
    PRESS wraps round at the ends, a held arrow's REPEAT stops there, so holding an arrow
    never carries the cursor past the last place round to the first."""
    # (one-letter names: every new name costs MicroPython's qstr pool, which grows in steps)
    j = i + d
    if 0 <= j < n:
        return j
    return i if kind == REPEAT else j % n


def _diff(a, b):
    # ticks wrap on the device; both sides pass ticks_diff-compatible values
    return a - b


class Buttons:
    """Edges are accepted at once (no added latency) and further changes of the same button are
    ignored for debounce_ms, which filters contact bounce. Buttons in long_mask report PRESS on
    a short release instead of on the way down, so holding them can mean something else.

    Stuck buttons: with ignore_boot_holds, a button already down at the first poll (held
    since power-up: a jammed key or a short) gives no events until it has been released; a
    direction held longer than stuck_ms stops auto-repeating until released, so a key that
    jams later cannot scroll or move a game forever."""

    def __init__(self, read, ticks_diff=_diff, debounce_ms=30, long_ms=1000,
                 repeat_delay_ms=400, repeat_ms=120, long_mask=_LONG_BUTTONS,
                 ignore_boot_holds=False, stuck_ms=30000):
        self._read = read
        self._ticks_diff = ticks_diff
        self.debounce_ms = debounce_ms
        self.long_ms = long_ms
        self.long_mask = long_mask
        self.stuck_ms = stuck_ms
        self.set_repeat(repeat_delay_ms, repeat_ms)
        self._ignored = None if ignore_boot_holds else 0  # None: decided at the first poll
        self._state = 0
        self._changed = [None] * COUNT  # time of the last accepted edge
        # per button, for the app's hold (its press is aimed at what came before): the poll
        # before the one that saw its last down edge (the press began after it, between the
        # two; for B too, whose PRESS comes on its release; None: never, or at the first
        # poll)
        self.down_at = [None] * COUNT
        self._polled = None  # time of the last poll
        self._repeat_at = [0] * COUNT  # last press or repeat of a held direction
        self._repeat_wait = [0] * COUNT
        self._long_sent = 0

    def set_repeat(self, delay_ms, interval_ms):
        self.repeat_delay_ms = delay_ms
        self.repeat_ms = interval_ms

    def held(self):
        return self._state

    def poll(self, now):
        """Sample the pins; return the new events, a tuple of (kind, button) pairs. A poll
        without events (nearly every frame) allocates nothing: the empty tuple is shared,
        and the edges are looked for only when a button is down, let go or ignored (in a
        method of its own: this one's frame stays small enough for MicroPython's stack)."""
        raw = self._read()
        if self._ignored is None:
            self._ignored = raw
        if not (raw | self._state | self._ignored):  # nothing down, let go or stuck
            self._polled = now
            return ()
        return self._edges(now, raw)

    def _edges(self, now, raw):
        events = ()
        if self._ignored:
            released = self._ignored & ~raw
            if released:  # it counts again from its next press; its release may bounce
                for b in range(COUNT):
                    if released >> b & 1:
                        self._changed[b] = now
                self._ignored &= raw
            raw &= ~self._ignored
        diff = self._ticks_diff
        for b in range(COUNT):
            bit = 1 << b
            down = raw & bit
            was = self._state & bit
            changed = self._changed[b]
            since = self.long_ms if changed is None else diff(now, changed)
            if bool(down) != bool(was):
                if since < self.debounce_ms:
                    continue
                self._changed[b] = now
                if down:
                    self.down_at[b] = self._polled
                    self._state |= bit
                    self._long_sent &= ~bit
                    self._repeat_at[b] = now
                    self._repeat_wait[b] = self.repeat_delay_ms
                    if not bit & self.long_mask:
                        events = _add(events, PRESS, b)
                else:
                    self._state &= ~bit
                    if bit & self.long_mask and not self._long_sent & bit:
                        events = _add(events, PRESS, b)
                    events = _add(events, RELEASE, b)
            elif down:
                if bit & self.long_mask:
                    if not self._long_sent & bit and since >= self.long_ms:
                        self._long_sent |= bit
                        events = _add(events, LONG, b)
                elif bit & _DIRECTIONS and self.repeat_ms and since < self.stuck_ms:
                    if diff(now, self._repeat_at[b]) >= self._repeat_wait[b]:
                        self._repeat_at[b] = now
                        self._repeat_wait[b] = self.repeat_ms
                        events = _add(events, REPEAT, b)
        self._polled = now
        return events
