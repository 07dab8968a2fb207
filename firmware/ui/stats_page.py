"""The launcher's Stats page (loaded when it opens): a page per game (LEFT/RIGHT) with a
row per level, easiest first, from the tallies of firmware/stats.py: the games against the
computer at that level, and the Link row's over a link (two players on one handheld are
not counted). A game may shape its own page with an optional module
firmware/games/<game>/stats.py: lines(levels) -> rows (table's, or lines of text). A table
row is (name, figures...), its figures under the last columns (a game's own count: one)."""
from firmware.stats import STANDARD
from firmware.ui.gfx import SMALL, TINY, WIDTH
from firmware.ui.views import PagedView

# The table's figure columns, right-aligned: the last one's strokes end on column 121, four
# dark columns from the scroll bar on column 126 (review 66: DRAW touched it; review 80:
# with two, DRAW| and BEST| still read as touching it), each before it SLOT columns left of
# the next: a 4-letter heading and 7
# dark columns. 4 ran the words together at true size (review 33: VS GAMES WON RUN BEST);
# lit cells round each heading, dark between, were cramped too (review 55): the headings
# are plain capitals over the levels' names in small letters, with air between. Three fill
# a line (a 7-letter level name leaves three digits under the first: more go to TINY), so
# the results (WON, LOST, and DRAW where the game's games may end drawn: review 50,
# tic-tac-toe's page had no losses) are a table of their own, the winning runs another
# under a line that says what they count (review 38: "RUN 0 BEST 0" unexplained; review 55:
# two lines of legend, RUN: wins in a row, under them were hard to read): NOW, the current
# run, and BEST, the longest
LAST_X = 122   # (right()'s end: a glyph's dark column after its strokes)
SLOT = 30
RESULTS = (("won", "WON"), ("lost", "LOST"))
DRAWN = "DRAW"   # its figure: the games played less those won and lost
STREAKS = (("streak", "NOW"), ("longest", "BEST"))
STREAKS_TITLE = "Wins in a row:"   # the line over the runs' table (20 characters at most)
NAME_CHARS = 7  # a level's name in the table, in SMALL
GAP = ""   # a blank line between two tables: plain headings ran on from the rows above
# Over the levels' names: each row is the games against that level of the computer (as the
# boards' panels say VS MEDIUM), or over a link (review 31: a finished two-player game,
# never counted, left Stats saying none were)
VS = "VS"
# What the page counts, where nothing is counted yet
NONE_YET = "None yet: a game against the computer or over a link counts once it ends."


def ordered(levels):
    """Level names easiest first (by rank; levels without one last, by name)."""
    return sorted(levels, key=lambda name: (levels[name].get("rank", 99), name))


def table(levels, names=None, draws=False):
    """The rows of the generic page: the results' table (heading, one row per level: WON,
    LOST and with draws DRAW), the winning runs' (STREAKS_TITLE over NOW, BEST); then for each
    of the game's own counts and bests a table of its own, headed as the first (VS, and its
    label in capitals), a row per level that has it, its figure under the label: names maps
    a count's key to its label (Hearts' "moons": YOUR MOONS), else the key. (A line a level,
    "Medium: YOUR MOONS 0", read oddly: review 33.)"""
    order = ordered(levels)
    rows = [(VS,) + tuple(c[1] for c in RESULTS) + ((DRAWN,) if draws else ())]
    for name in order:
        tally = levels[name]
        row = (name[:NAME_CHARS],) + tuple(tally.get(c[0], 0) for c in RESULTS)
        if draws:
            row += (tally.get("played", 0) - row[1] - row[2],)
        rows.append(row)
    rows += [GAP, STREAKS_TITLE, (VS,) + tuple(c[1] for c in STREAKS)]
    rows += [(name[:NAME_CHARS],) + tuple(levels[name].get(c[0], 0) for c in STREAKS)
             for name in order]
    keys = []
    for name in order:
        keys += [key for key in levels[name] if key not in STANDARD and key not in keys]
    for key in sorted(keys):
        rows += [GAP, (VS, (names.get(key, key) if names else key).upper())]
        rows += [(name[:NAME_CHARS], levels[name][key]) for name in order
                 if key in levels[name]]
    return rows


def with_draws(levels):
    """The generic page of a game whose games may end drawn (a game's stats.py lines)."""
    return table(levels, draws=True)


def pages(stats, games, describe):
    """(title, rows) per game with tallies, in the launcher's order; describe(name) gives
    the game's own lines(levels) function, or None for the generic table."""
    out = []
    for name, title, _ in games:
        levels = stats["games"].get(name)
        if levels:
            lines = describe(name)
            out.append((title, lines(levels) if lines else table(levels)))
    return out or [("Stats", [NONE_YET])]


class StatsView(PagedView):
    """The Stats pages: a game per page (LEFT/RIGHT), its rows in SMALL where they fit;
    a table row's figures right-aligned under their heading; the key bar (PagedView's)
    turns the game; the title says the page count, 1/1 too."""
    count_one = True
    turn = "GAME"

    def layout(self, gfx, rows):
        lines = []
        self.heads = set()   # the lines that head a table or a game's lines (heading)
        for row in rows:
            if isinstance(row, str):
                wrapped = gfx.wrap(row, SMALL, WIDTH - 4)
                if len(wrapped) == 1 and row.endswith(":"):   # "Wins in a row:", a machine's
                    self.heads.add(len(lines))
                lines.extend(wrapped)
            else:
                if isinstance(row[1], str):   # a table's column titles
                    self.heads.add(len(lines))
                lines.append(row)
        return lines, SMALL

    def heading(self, index):
        return index in self.heads

    def pin(self, top):
        """A table scrolled keeps its column titles over its rows (review 66: DOWN left a
        bare "Medium 0 1 0", VS WON LOST DRAW scrolled away): the titles' line of the table
        line top is a row of, where they are above it (None: it is no table's row, or its
        titles are in view at the top)."""
        lines = self.lines
        if not 0 < top < len(lines) or isinstance(lines[top], str) or top in self.heads:
            return None
        while top > 0 and not isinstance(lines[top - 1], str) and top - 1 not in self.heads:
            top -= 1
        titles = top - 1
        return titles if titles >= 0 and not isinstance(lines[titles], str) else None

    def on_button(self, kind, button):
        PagedView.on_button(self, kind, button)
        lines = self.lines
        if lines is not None and self.top < len(lines) and lines[self.top] == GAP:
            self.top += 1   # a table, not the blank line over it, begins the glass

    def last_top(self, lines, visible):
        """... the page's end in view under pinned titles too; a table, not a blank line,
        begins the glass."""
        top = PagedView.last_top(self, lines, visible)
        if self.pin(top) is not None:
            top += 1
        return top + 1 if lines[top] == GAP else top

    def draw_line(self, gfx, row, y, font):
        if isinstance(row, str):
            gfx.text(row, 2, y, font)
            return
        y += 1  # a table's rows: a dark row between the title's rule and the headings' cells
        figures = [str(n) for n in row[1:]]
        rights = [LAST_X - SLOT * (len(figures) - 1 - i) for i in range(len(figures))]
        if isinstance(row[1], str):  # the headings, over the names too
            gfx.text(row[0], 2, y, font)
            for i in range(len(rights)):
                gfx.right(figures[i], rights[i], y, font)
            return
        cell_font = font if self._fits(gfx, figures, rights, font) else TINY
        lift = 2 if cell_font is TINY else 0  # TINY sits on SMALL's baseline
        gfx.text(row[0], 2, y, font)
        for i in range(len(rights)):
            gfx.right(figures[i], rights[i], y + lift, cell_font)

    @staticmethod
    def _fits(gfx, figures, rights, font):
        """Every figure fits its column in font (else the row's figures are set in TINY)."""
        left = 3 + NAME_CHARS * 6
        for i in range(len(rights)):
            if gfx.text_width(figures[i], font) > rights[i] - left:
                return False
            left = rights[i] + 3
        return True
