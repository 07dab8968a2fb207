"""A vertical list with a cursor, for the launcher and every settings page: longer lists
scroll, or, with a footer (the launcher's Settings and Stats), turn pages."""
from hal.buttons import A, B, DOWN, LEFT, PRESS, REPEAT, RIGHT, UP
from firmware.ui.gfx import SMALL, TINY, WIDTH

# Six rows of 9 px under the title. A cursor move changes 12 bytes of the glass; a scroll
# redraws the whole list (about 500 bytes, over 10 ms on a 400 kHz bus). So the launcher
# never scrolls: past six lines its games come in pages (LEFT/RIGHT turn them) above the
# footer, Settings and Stats on every page; a turn rewrites the games' rows alone.
ROW = 9
TOP = 10
SHOWN = (64 - TOP) // ROW

CHOSEN = 1  # on_button results
BACK = 2
CHANGED = 3  # LEFT/RIGHT on an item: the owner adjusts a value


class Menu:
    def __init__(self, title, items, index=0, footer=0):
        self.title = title
        self.items = items  # list of strings, or callables returning the label
        self.index = index
        self.top = 0
        self.step = 0  # -1 / +1 after CHANGED
        self.footer = footer  # the last items, shown under every page when the list pages
        self.page = 0

    def paged(self):
        return self.footer and len(self.items) > SHOWN

    def _per_page(self):
        return SHOWN - self.footer

    def pages(self):
        body = len(self.items) - self.footer
        return (body + self._per_page() - 1) // self._per_page()

    def rows(self):
        """The item index on each row of the glass, top to bottom (None: an empty row above
        the footer, on a last page of fewer games)."""
        if not self.paged():
            return list(range(self.top, min(self.top + SHOWN, len(self.items))))
        first = self.page * self._per_page()
        body = len(self.items) - self.footer
        shown = list(range(first, min(first + self._per_page(), body)))
        return shown + [None] * (self._per_page() - len(shown)) + \
            list(range(body, len(self.items)))

    def _turn(self, step):
        """Another page of a paged list: the cursor keeps its row (or the footer item)."""
        per_page = self._per_page()
        body = len(self.items) - self.footer
        self.page = (self.page + step) % self.pages()
        if self.index < body:
            first = self.page * per_page
            self.index = min(first + self.index % per_page, body - 1)

    def label(self, i):
        item = self.items[i]
        return item() if callable(item) else item

    def on_button(self, kind, button):
        if kind not in (PRESS, REPEAT):
            return None
        n = len(self.items)
        if self.paged() and button in (UP, DOWN, LEFT, RIGHT):
            step = -1 if button in (UP, LEFT) else 1
            if button in (LEFT, RIGHT):
                self._turn(step)
            else:   # within the page
                rows = [i for i in self.rows() if i is not None]
                self.index = rows[(rows.index(self.index) + step) % len(rows)]
        elif button == UP:
            self.index = (self.index - 1) % n
        elif button == DOWN:
            self.index = (self.index + 1) % n
        elif button in (LEFT, RIGHT):
            self.step = -1 if button == LEFT else 1
            return CHANGED
        elif button == A and kind == PRESS:
            return CHOSEN
        elif button == B and kind == PRESS:
            return BACK
        return None

    def draw(self, gfx):
        gfx.text(self.title, 2, 0, SMALL)
        gfx.hline(0, 9, WIDTH, 1)
        if self.paged():
            gfx.right("<%d/%d>" % (self.page + 1, self.pages()), WIDTH, 0, SMALL)
        elif self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + SHOWN:
            self.top = self.index - SHOWN + 1
        for row, i in enumerate(self.rows()):
            if i is None:
                continue
            y = TOP + row * ROW
            if i == self.index:
                gfx.pointer(1, y + 1)
            gfx.text(self.label(i), 8, y + 1, SMALL)
        if self.paged():
            return
        if self.top > 0:
            gfx.text("^", WIDTH - 4, 0, TINY)
        if self.top + SHOWN < len(self.items):
            gfx.text("v", WIDTH - 4, 58, TINY)
