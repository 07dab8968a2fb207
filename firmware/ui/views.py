"""Small screens the app stacks: a menu page, pages of text (help, stats), a scrolling text
page and a message box.
Every view has dirty, done, on_button(kind, button), tick(now) and draw(gfx)."""
from hal.buttons import A, B, DOWN, LEFT, PRESS, REPEAT, RIGHT, UP, step
from firmware.ui.gfx import SMALL, WIDTH
from firmware.ui.menu import BACK, CHANGED, CHOSEN, Menu


class View:
    dirty = True
    done = False

    def on_button(self, kind, button):
        pass

    def tick(self, now):
        pass


class MenuView(View):
    """A Menu whose choices call on_choose(index) and on_change(index, step); keys: the
    key bar's pairs (gfx.keybar), the same on every line, as every list says its keys."""

    def __init__(self, title, items, on_choose=None, on_change=None, index=0, keys=None):
        self.menu = Menu(title, items, index)
        if keys is not None:
            self.menu.keys = lambda i: keys
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


class PagedView(View):
    """Pages of wrapped text, one shown at a time (help, stats): LEFT/RIGHT turn the page
    (as every cursor does: a press goes round from the last page to the first, a held arrow
    stops at the end), UP/DOWN scroll within it a screenful at a time, less a line (a bar on
    the right shows where; a heading with its lines below begins the next screenful), B
    closes, as its key bar says (A too where there is none: a text's own words say A:OK;
    review 87: A left Stats, its bar ▼:MORE B:BACK). pages: (title, text) pairs, set in
    the 5x7 font: 3x5 is too small to read in play. Under the body the key bar
    (gfx.keybar), as on every screen (review 37: help had none): keys, a fixed one (a
    question's), else, with a word for LEFT/RIGHT in turn, the pager's own: <>:turn where
    there are other pages, ▼:MORE while the page goes on under the glass (▲:MORE at its
    end: the page scrolls, its start is above), B:BACK."""
    BODY_Y = 12
    BODY_H = 64 - BODY_Y
    keys = ()
    turn = "PAGE"
    # the page count on a lone page too, 1/1 (no arrows: nothing to turn to): Stats, whose
    # one page read as if others might be there (review 35)
    count_one = False

    def __init__(self, pages, font=SMALL):
        self.pages = pages
        self.font = font
        self.page = 0
        self.top = 0
        self.lines = None  # the current page's lines, and the font they are set in
        self.line_font = font

    def on_button(self, kind, button):
        if kind not in (PRESS, REPEAT):
            return
        if button == UP or button == DOWN:
            # a screenful a press, its last line kept in view (review 56: a line a press,
            # a help page took 18 presses to read); draw() stops it at the page's end
            visible = self.rows(self.line_font)
            shown = self.shown(visible) if button == DOWN else visible
            jump = shown if shown < visible else max(1, visible - 1)   # (from a heading)
            self.top = max(0, self.top + (jump if button == DOWN else -jump))
        elif button in (LEFT, RIGHT):
            page = step(self.page, 1 if button == RIGHT else -1, len(self.pages), kind)
            if page != self.page:
                self.page = page
                self.top = 0
                self.lines = None
        elif kind == PRESS and (button == B or button == A and not self.turn):
            self.done = True
        self.dirty = True

    def layout(self, gfx, body):
        """(lines, font) of a page's body."""
        return gfx.wrap(body, self.font, WIDTH - 4), self.font

    def body_h(self):
        """The body's height in pixels: down to the key bar, where there is one (five lines
        of SMALL, as without it)."""
        return self.BODY_H - 8 if self.keys or self.turn else self.BODY_H

    def bar(self, lines, visible):
        """The key bar's pairs, with lines of the page shown from self.top, visible at once."""
        if self.keys or not self.turn:
            return self.keys
        pairs = (("B", "BACK"),)
        if len(lines) > visible:
            more = self.top + self.shown(visible) < len(lines)
            pairs = (("▼" if more else "▲", "MORE"),) + pairs
        if len(self.pages) > 1:
            pairs = (("<>", self.turn),) + pairs
        return pairs

    def rows(self, font):
        """How many lines of font the body shows at once."""
        return (self.body_h() + font[4] - font[2] * font[5]) // font[4]

    def heading(self, index):
        """Whether line index of the page heads the lines under it (none do here)."""
        return False

    def pin(self, top):
        """The line drawn on the body's first row, over the lines from top, while they are
        its own scrolled under it (a table's column titles over its rows), or None (none
        here)."""
        return None

    def last_top(self, lines, visible):
        """The last line the body may begin with: the glass full at the page's end."""
        return max(0, len(lines) - visible)

    def shown(self, visible):
        """How many of the page's lines from self.top to show, visible at most (a row less
        under a pinned line): a heading never ends the glass with its lines under it
        (review 62: Stats ended on "Wins in a row:" and its column titles, their figures
        below the fold); it begins the next."""
        if self.lines is not None and self.pin(self.top) is not None:
            visible -= 1
        count = visible
        if self.lines is None or self.top + count >= len(self.lines):
            return count
        while count > 1 and self.heading(self.top + count - 1):
            count -= 1
        return count if count > 1 else visible

    def draw_line(self, gfx, line, y, font):
        gfx.text(line, 2, y, font)

    def draw(self, gfx):
        title, body = self.pages[self.page]
        if self.lines is None:
            self.lines, self.line_font = self.layout(gfx, body)
        lines, font = self.lines, self.line_font
        gfx.text(title, 2, 1, SMALL)
        if len(self.pages) > 1:
            # the page number between the arrows that turn the page (either way, round)
            gfx.right("<%d/%d>" % (self.page + 1, len(self.pages)), WIDTH - 2, 1, SMALL)
        elif self.count_one:
            gfx.right("1/1", WIDTH - 2, 1, SMALL)
        gfx.hline(0, 10, WIDTH, 1)
        step = font[4]
        visible = self.rows(font)
        last = self.last_top(lines, visible)
        self.top = max(0, min(self.top, last))
        y = self.BODY_Y
        pinned = self.pin(self.top)
        if pinned is not None:
            self.draw_line(gfx, lines[pinned], y, font)
            y += step
        for line in lines[self.top:self.top + self.shown(visible)]:
            self.draw_line(gfx, line, y, font)
            y += step
        if len(lines) > visible:
            # scroll bar
            body_h = self.body_h()
            h = max(4, body_h * visible // len(lines))
            y = self.BODY_Y + (body_h - h) * self.top // max(1, last)
            gfx.vline(WIDTH - 2, y, h, 1)
        keys = self.bar(lines, visible)
        if keys:
            gfx.keybar(keys)


class TextView(PagedView):
    """One page of scrollable wrapped text; UP/DOWN scroll, A or B closes; no key bar of
    its own (a message's A:OK ends its text)."""
    turn = None

    def __init__(self, title, text, font=SMALL):
        PagedView.__init__(self, ((title, text),), font)
        self.title = title
        self.text = text




class AskView(TextView):
    """A question before something that cannot be taken back: A yes (on_yes()), B no (back
    to the view under it); the key bar says so (keys: in the question's own words, as
    A:LINK B:KEEP IT)."""
    keys = (("A", "YES"), ("B", "NO"))
    # its A acts only once it has been read: app.LOOK_MS, not app.GUARD_MS (fresh reviews:
    # taps 0.44 s, then 0.67 s apart answered START A NEW GAME? and lost the saved game)
    look = 1 << A
    # the app's WAIT under the question's lines, over the key bar's row above:
    # the question and its keys stay in view (a fresh review: over the title, a refused
    # double tap left the dialog without its question for 1.5 s)
    toast_box = (0, 47, WIDTH - 1)

    def __init__(self, title, text, on_yes, keys=None):
        TextView.__init__(self, title, text)
        self.on_yes = on_yes
        if keys is not None:
            self.keys = keys

    def body_h(self):
        """The body ends a dark row above the toast box: three lines, none under it (review
        26: END IT FOR ALL?'s fifth was) nor a descender on it; a longer question scrolls."""
        return self.toast_box[1] - 1 - self.BODY_Y

    def on_button(self, kind, button):
        if kind == PRESS and button == A:
            self.done = True
            self.on_yes()
        else:
            TextView.on_button(self, kind, button)


class MessageView(TextView):
    """A notice or error box; closes on A or B."""

    def __init__(self, title, text):
        TextView.__init__(self, title, text + "\n\nA:OK")
