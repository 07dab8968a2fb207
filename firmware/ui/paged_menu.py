"""The launcher past six lines (firmware/app.py loads this only then): its games in pages
above a footer, Settings and Stats, the same on every page. UP/DOWN move within the page,
LEFT/RIGHT turn it and the cursor keeps its row; a page turn rewrites the rows of games
alone, and a cursor move stays 12 bytes of the glass however many games there are (a scroll
would redraw the list: about 500 bytes, over 10 ms on a 400 kHz bus)."""
from firmware.ui.gfx import SMALL, WIDTH
from firmware.ui.menu import ROWS, Menu
from hal.buttons import DOWN, LEFT, PRESS, REPEAT, RIGHT, UP, step


class PagedMenu(Menu):
    def __init__(self, title, items, footer, index=0):
        super().__init__(title, items, index)
        self.footer = footer   # how many of the last items show under every page
        self.page = 0   # (a footer item's: the first page)
        self.point(index)   # the page of the item the cursor starts on

    def _games(self):
        return len(self.items) - self.footer

    def pages(self):
        per_page = ROWS - self.footer
        return (self._games() + per_page - 1) // per_page

    def rows(self):
        per_page = ROWS - self.footer
        first = self.page * per_page
        shown = list(range(first, min(first + per_page, self._games())))
        return shown + [None] * (per_page - len(shown)) + \
            list(range(self._games(), len(self.items)))

    def point(self, index):
        super().point(index)
        if index < self._games():   # (a footer item shows under every page)
            self.page = index // (ROWS - self.footer)

    def on_button(self, kind, button):
        if kind not in (PRESS, REPEAT) or button not in (UP, DOWN, LEFT, RIGHT):
            return super().on_button(kind, button)
        delta = -1 if button in (UP, LEFT) else 1
        if button in (UP, DOWN):
            rows = [i for i in self.rows() if i is not None]
            self.index = rows[step(rows.index(self.index), delta, len(rows), kind)]
            return None
        per_page = ROWS - self.footer
        self.page = step(self.page, delta, self.pages(), kind)  # held: stops at the end
        if self.index < self._games():   # a game's row: the same row of the next page
            self.index = min(self.page * per_page + self.index % per_page, self._games() - 1)
        return None

    def draw_more(self, gfx):
        gfx.right("<%d/%d>" % (self.page + 1, self.pages()), WIDTH - 2, 0, SMALL)
