"""Small screens the app stacks: a menu page, a scrolling text page and a message box.
Every view has dirty, done, on_button(kind, button), tick(now) and draw(gfx)."""
from hal.buttons import A, B, DOWN, PRESS, REPEAT, UP
from firmware.ui.gfx import SMALL, TINY, WIDTH
from firmware.ui.menu import BACK, CHANGED, CHOSEN, Menu


class View:
    dirty = True
    done = False

    def on_button(self, kind, button):
        pass

    def tick(self, now):
        pass


class MenuView(View):
    """A Menu whose choices call on_choose(index) and on_change(index, step)."""

    def __init__(self, title, items, on_choose=None, on_change=None, index=0):
        self.menu = Menu(title, items, index)
        self.on_choose = on_choose
        self.on_change = on_change

    def on_button(self, kind, button):
        result = self.menu.on_button(kind, button)
        self.dirty = True
        if result == CHOSEN and self.on_choose:
            self.on_choose(self.menu.index)
        elif result == CHANGED and self.on_change:
            self.on_change(self.menu.index, self.menu.step)
        elif result == BACK:
            self.done = True

    def draw(self, gfx):
        self.menu.draw(gfx)


class TextView(View):
    """Scrollable wrapped text (help, stats); UP/DOWN scroll, A or B closes."""

    def __init__(self, title, text, font=TINY):
        self.title = title
        self.text = text
        self.font = font
        self.lines = None
        self.top = 0

    def on_button(self, kind, button):
        if kind not in (PRESS, REPEAT):
            return
        if button == UP:
            self.top = max(0, self.top - 1)
        elif button == DOWN:
            self.top += 1
        elif kind == PRESS and button in (A, B):
            self.done = True
        self.dirty = True

    def draw(self, gfx):
        if self.lines is None:
            self.lines = gfx.wrap(self.text, self.font, WIDTH - 4)
        gfx.text(self.title, 2, 1, SMALL)
        gfx.hline(0, 10, WIDTH, 1)
        step = self.font[4]
        visible = (64 - 12) // step
        self.top = max(0, min(self.top, len(self.lines) - visible))
        for row, line in enumerate(self.lines[self.top:self.top + visible]):
            gfx.text(line, 2, 12 + row * step, self.font)
        if len(self.lines) > visible:
            # scroll bar
            h = max(4, 52 * visible // len(self.lines))
            y = 12 + (52 - h) * self.top // max(1, len(self.lines) - visible)
            gfx.vline(WIDTH - 1, y, h, 1)


class MessageView(TextView):
    """A notice or error box; closes on A or B."""

    def __init__(self, title, text):
        TextView.__init__(self, title, text + "\n\nA: OK", SMALL)
