"""A vertical list with a cursor and scrolling, for the launcher and every settings page
(a launcher longer than the glass turns pages instead: ui/paged_menu.py)."""
from hal.buttons import A, B, DOWN, LEFT, PRESS, REPEAT, RIGHT, UP, step
from firmware.ui.gfx import SMALL, WIDTH

# Six rows of 9 px under the title: the launcher's six lines fit without scrolling, since a
# scroll redraws the whole list (about 500 bytes, 20 ms on a 400 kHz bus) where a cursor
# move changes 12 bytes.
ROW = 9
TOP = 10
ROWS = (64 - TOP) // ROW
MORE_X = WIDTH - 6  # the scroll marks' left column (draw_more), the last on 126
BAR_X = WIDTH - 1   # ... and the scroll bar's, the glass's last, beside the rows, ending
# clear of the ▼'s dark ring (_draw_bar)
LABEL_X = 8   # the lines' first column, right of the cursor's pointer
UNDER_X = LABEL_X + SMALL[3]   # a line under one (under) starts a letter in, one column for all
# (review 99: right-aligned, the short ones stood right and the long ones at the left
# edge, each at its own place), and ends two dark columns from the bar at the most: 18
# characters (reviews 90, 91: ending on 125 one ran into the bar)

CHOSEN = 1  # on_button results
BACK = 2
CHANGED = 3  # LEFT/RIGHT on an item, or A on a value (values): the owner adjusts a value
CYCLE = 2  # step after A on a value: the next one, round past the last on every line
OPEN_KEYS = (("A", "OPEN"), ("B", "BACK"))   # the key bar of a list whose lines open things
CHANGE_KEYS = (("<>", "CHANGE"), ("B", "BACK"))   # ... on a line whose value LEFT/RIGHT change


def stepped(value, count, step, graded):
    """value (0..count-1) after CHANGED's step: an arrow's (-1, +1) goes round past the ends
    where the values are not graded, else None at an end (a level, an amount stop there);
    A's (CYCLE) goes round on every line (reviews 57, 58: small screens' menus cycle a value
    on A, the natural press; a press's stop at the end would leave A dead there)."""
    if step == CYCLE:
        return (value + 1) % count
    value += step
    if graded and not 0 <= value < count:
        return None
    return value % count


class Menu:
    def __init__(self, title, items, index=0):
        """A fresh UP on the first line goes to the last (and DOWN on the last to the
        first); a held arrow never goes round (hal.buttons.step)."""
        self.title = title
        self.items = items  # list of strings, or callables returning the label
        self.index = index
        self.wrap = True   # False: a press stops at the ends too, as a held arrow does
        self.top = 0
        self.step = 0  # -1 / +1 (LEFT / RIGHT) or CYCLE (A) after CHANGED: stepped()
        self.note = None  # note(i): a word drawn at the right end of line i ("" for none)
        self.keys = None  # keys(i): the key bar's pairs (gfx.keybar) on line i, or None
        self.title_key = None  # or a key on the title's line, right (e.g. "A:OPEN"): a list
        # of six lines fills the glass (a key bar under it would make it scroll)
        self.under = None  # under(): (i, words): words on a line of their own under line i
        # (a setup page's explain), right-aligned, or None
        self.values = None  # values(i): line i is a value: A steps it too (CYCLE)

    def label(self, i):
        item = self.items[i]
        return item() if callable(item) else item

    def point(self, index):
        """The cursor on item index, as a move there would leave it (a title card's
        LEFT/RIGHT: the launcher's cursor follows the game shown)."""
        self.index = index

    def on_button(self, kind, button):
        if kind not in (PRESS, REPEAT):
            return None
        if button == UP or button == DOWN:
            self.index = step(self.index, 1 if button == DOWN else -1, len(self.items),
                              kind if self.wrap else REPEAT)
        elif button in (LEFT, RIGHT):
            self.step = -1 if button == LEFT else 1
            return CHANGED
        elif button == A and kind == PRESS:
            if self.values is not None and self.values(self.index):
                self.step = CYCLE
                return CHANGED
            return CHOSEN
        elif button == B and kind == PRESS:
            return BACK
        return None

    def lines(self):
        """How many lines the list has on the glass: the last row is the key bar's, if any."""
        return ROWS if self.keys is None else ROWS - 1

    def _under(self):
        return self.under() if self.under is not None else None

    def shown(self):
        """How many rows of items the glass shows: a line under one (under) takes a row."""
        return self.lines() - (self._under() is not None)

    def rows(self):
        """The item on each row of the glass, top to bottom (None: a row left empty): the
        cursor's in view, and the line after it where a line stands under one, so that one
        never ends the glass above more (the ▼ would stand on its words)."""
        shown = self.shown()
        last = self.index
        if self._under() is not None and last + 1 < len(self.items):
            last += 1
        if self.index < self.top:
            self.top = self.index
        elif last >= self.top + shown:
            self.top = last - shown + 1
        self.top = min(self.top, max(0, len(self.items) - shown))   # (the glass kept full:
        # the line under one gone, Hearts' six rows are all in view again)
        return range(self.top, min(self.top + shown, len(self.items)))

    def draw(self, gfx):
        gfx.text(self.title, 2, 0, SMALL)
        if self.title_key is not None:
            gfx.right(self.title_key, WIDTH - 1, 0, SMALL)
        gfx.hline(0, 9, WIDTH, 1)
        under = self._under()
        y = TOP - ROW
        for i in self.rows():
            y += ROW
            if i is None:
                continue
            if i == self.index:
                gfx.pointer(1, y + 1)
            gfx.text(self.label(i), LABEL_X, y + 1, SMALL)
            note = self.note(i) if self.note else ""
            if note:
                gfx.right(note, WIDTH - 2, y + 1, SMALL)
            if under is not None and under[0] == i:
                y += ROW
                gfx.text(under[1], UNDER_X, y + 1, SMALL)
        if self.keys is not None:
            gfx.keybar(self.keys(self.index))
        self.draw_more(gfx)

    def draw_more(self, gfx):
        """What else the list holds: where it goes on past the glass, the key hints' UP
        or DOWN (gfx.keybar), on the right of the title's line or of the last row's
        bottom rows."""
        if self.top > 0:
            gfx.text("▲", MORE_X, 0, SMALL)
        if self.top + self.shown() < len(self.items):
            gfx.text("▼", MORE_X, TOP + self.lines() * ROW - 6, SMALL)   # over the key bar
        self._draw_bar(gfx)

    def _draw_bar(self, gfx):
        """Where the list goes on past the glass, a bar beside its rows: a dotted track, the
        rows in view lit on it (review 88: the ▼ alone went unseen; DOWN seven times on
        Connect Four's seven rows, round to the first, looked like nothing)."""
        count = len(self.items)
        shown = self.shown()
        if shown >= count:
            return
        y0 = TOP + 1
        h = self.lines() * ROW - 8
        for y in range(y0, y0 + h, 2):
            gfx.pixel(BAR_X, y, 1)
        thumb = max(4, h * shown // count)
        gfx.vline(BAR_X, y0 + (h - thumb) * self.top // (count - shown), thumb, 1)
