"""The launcher's Stats page (loaded when it opens): a page per game (LEFT/RIGHT) with a
row per level, easiest first, from the tallies of firmware/stats.py: the games against the
computer at that level, and the Link row's over a link (two players on one handheld are
not counted). A game may shape its own page with an optional module
firmware/games/<game>/stats.py: lines(levels) -> rows (table's, or lines of text)."""
from firmware.stats import STANDARD
from firmware.ui.gfx import SMALL, TINY, WIDTH
from firmware.ui.views import PagedView

# The table's figure columns: tally key, heading (5x7, short: RUN is the current winning
# streak), right edge in pixels: 4 dark columns between two headings, so each reads as a
# word at true size (at 3 they ran together: RUNBEST), the last clear of the scroll bar on
# column 126; two digits of GAMES still clear a 7-letter level name.
COLUMNS = (("played", "GAMES", 56), ("won", "WON", 77), ("streak", "RUN", 98),
           ("longest", "BEST", 125))
NAME_CHARS = 7  # a level's name in the table, in SMALL
# Over the levels' names: each row is the games against that level of the computer (as the
# boards' panels say VS MEDIUM), or over a link (review 31: a finished two-player game,
# never counted, left Stats saying none were)
VS = "VS"
# What the page counts, where nothing is counted yet
NONE_YET = "None yet: a game against the computer or over a link counts once it ends."


def ordered(levels):
    """Level names easiest first (by rank; levels without one last, by name)."""
    return sorted(levels, key=lambda name: (levels[name].get("rank", 99), name))


def table(levels, names=None):
    """The rows of the generic page: a heading, one row per level, then a line per level
    for each of the game's own counts and bests, in capitals as the headings: names maps a
    count's key to what its line calls it (Hearts' "moons": YOUR MOONS), else the key."""
    rows = [(VS,) + tuple(c[1] for c in COLUMNS)]
    extras = []
    for name in ordered(levels):
        tally = levels[name]
        rows.append((name[:NAME_CHARS],) + tuple(tally.get(c[0], 0) for c in COLUMNS))
        for key in sorted(tally):
            if key not in STANDARD:
                label = names.get(key, key) if names else key
                extras.append("%s: %s %d" % (name, label.upper(), tally[key]))
    return rows + extras


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
    a table row's figures right-aligned under their heading; a key bar says how to turn
    and leave."""

    def __init__(self, pages):
        PagedView.__init__(self, pages)
        self.keys = ((("<>", "GAME"),) if len(pages) > 1 else ()) + (("B", "BACK"),)

    def layout(self, gfx, rows):
        lines = []
        for row in rows:
            if isinstance(row, str):
                lines.extend(gfx.wrap(row, SMALL, WIDTH - 4))
            else:
                lines.append(row)
        return lines, SMALL

    def draw_line(self, gfx, row, y, font):
        if isinstance(row, str):
            gfx.text(row, 2, y, font)
            return
        figures = [str(n) for n in row[1:]]
        heading = isinstance(row[1], str)  # the headings stand apart, over the names too
        cell_font = font if heading or self._fits(gfx, figures, font) else TINY
        lift = 2 if cell_font is TINY else 0  # TINY sits on SMALL's baseline
        gfx.text(row[0], 2, y, font)
        for i in range(len(COLUMNS)):
            gfx.right(figures[i], COLUMNS[i][2], y + lift, cell_font)

    @staticmethod
    def _fits(gfx, figures, font):
        """Every figure fits its column in font (else the row's figures are set in TINY)."""
        left = 3 + NAME_CHARS * 6
        for i in range(len(COLUMNS)):
            if gfx.text_width(figures[i], font) > COLUMNS[i][2] - left:
                return False
            left = COLUMNS[i][2] + 3
        return True
