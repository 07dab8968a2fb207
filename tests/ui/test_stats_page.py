# runs-on: micropython
"""The Stats page's table (firmware/ui/stats_page.py): headings that read as words, figures
under them, clear of the level names and of the glass's last columns."""
from firmware.ui.gfx import SMALL, Gfx
from firmware.ui.stats_page import LAST_X, SLOT, StatsView, pages, table, with_draws
from firmware.ui.views import PagedView, TextView
from hal.buttons import A, B, DOWN, PRESS
from sim.board import SimBoard
from tests.screen import find_text

GAMES = (("fake", "Fake Game", None),)


def drawn(levels, lines=None):
    return drawn_view(StatsView(pages({"games": {"fake": levels}}, GAMES, lambda name: lines)))


def drawn_view(view):
    board = SimBoard()
    gfx = Gfx(board.display)
    gfx.clear()
    view.draw(gfx)
    gfx.show()
    return board


def test_the_headings_stand_apart_as_words():
    """Plain capitals, 7 dark columns at least between two: at true size 4 ran the words
    together (review 33: VS GAMES WON RUN BEST), and lit cells round each, 2 dark columns
    between them, read cramped (review 55); no heading inverted. The figures right-aligned
    under their heading's words, the last's strokes on column 121 (clear of the bar)."""
    board = drawn({"Perfect": {"played": 12, "won": 10, "lost": 1, "streak": 3,
                               "longest": 7}}, with_draws)
    assert not find_text(board.chip, "WON", inverted=True)
    for top, headings in ((0, ("WON", "LOST", "DRAW")), (3, ("NOW", "BEST"))):
        view = StatsView(pages({"games": {"fake": {"Perfect": {
            "played": 12, "won": 10, "lost": 1, "streak": 3, "longest": 7}}}}, GAMES,
            lambda name: with_draws))
        view.top = top
        board = drawn_view(view)
        y = find_text(board.chip, "VS")[1]
        ends = []
        for i, heading in enumerate(headings):
            at = find_text(board.chip, heading)
            right = LAST_X - SLOT * (len(headings) - 1 - i)
            assert at[1] == y and at[0] + SMALL[3] * len(heading) - 1 == right, heading
            ends.append((at[0], right - 1))   # its first and last columns
        for (_, end), (start, _) in zip(ends, ends[1:]):
            assert start - end - 1 >= 7, (end, start)


def test_a_game_that_draws_shows_won_lost_and_drawn_one_that_does_not_won_and_lost():
    """Review 50: tic-tac-toe's Stats page had no losses column (GAMES, WON, RUN, BEST).
    The results: WON and LOST, and where the game's games may end drawn (its stats.py
    lines: with_draws) the games drawn, those played less those won and lost; the winning
    runs a table of their own."""
    tally = {"played": 6, "won": 3, "lost": 1, "streak": 2, "longest": 2, "rank": 1}
    assert with_draws({"Medium": tally})[:6] == [("VS", "WON", "LOST", "DRAW"),
                                                 ("Medium", 3, 1, 2), "", "Wins in a row:",
                                                 ("VS", "NOW", "BEST"), ("Medium", 2, 2)]
    assert table({"Medium": tally})[:2] == [("VS", "WON", "LOST"), ("Medium", 3, 1)]
    board = drawn({"Medium": tally}, with_draws)
    for heading, figure in (("WON", "3"), ("LOST", "1"), ("DRAW", "2")):
        at = find_text(board.chip, heading)
        assert find_text(board.chip, figure, top=at[1] + 8)[0] + SMALL[3] - 1 == \
            at[0] + SMALL[3] * len(heading) - 1, heading


def test_the_page_says_what_now_and_best_count():
    """Review 38: one game played showed GAMES 1 WON 0 RUN 0 BEST 0, RUN and BEST
    unexplained; review 55: the two lines of legend under them (RUN: wins in a row) were
    hard to read. A line over the runs' table says what it counts, its headings NOW and
    BEST, a blank line between it and the results' table; scrolled to, it begins the glass
    (review 66: not under a bare row of the results, their titles gone)."""
    view = StatsView(pages({"games": {"fake": {"Medium": {"played": 1, "lost": 1, "rank": 1}}}},
                           GAMES, lambda name: None))
    drawn_view(view)
    view.on_button(PRESS, DOWN)   # (the glass ends before the heading: the next begins it)
    board = drawn_view(view)
    assert view.lines[2:5] == ["", "Wins in a row:", ("VS", "NOW", "BEST")]
    title = find_text(board.chip, "Wins in a row:")
    medium, now = find_text(board.chip, "Medium"), find_text(board.chip, "NOW")
    assert title == (2, view.BODY_Y) and title[1] < now[1] < medium[1]
    assert not find_text(board.chip, "RUN")


def test_a_lone_page_says_1_of_1_as_help_numbers_its_pages():
    """Review 35: one game played, its page read as if others might be there; the count
    stands where help's <3/12> does (PagedView's), without the arrows: nothing to turn to."""
    board = drawn({"Easy": {"played": 1, "rank": 0}})
    x, y = find_text(board.chip, "1/1")
    assert y == 1 and x + SMALL[3] * 3 - 1 == 126 and not find_text(board.chip, "<1/1>")
    board = SimBoard()
    gfx = Gfx(board.display)
    two = {"games": {"fake": {"Easy": {"played": 1}}, "other": {"Hard": {"played": 1}}}}
    StatsView(pages(two, GAMES + (("other", "Other", None),), lambda name: None)).draw(gfx)
    gfx.show()
    assert find_text(board.chip, "<1/2>")[0] + SMALL[3] * 5 - 1 == 126   # (where help's ends)


def test_the_page_says_what_it_counts_empty_or_not():
    """Two players on one handheld are not counted (review 31: after one, Stats said no
    game was finished): the empty page says what counts, the table heads its levels VS."""
    board = SimBoard()
    gfx = Gfx(board.display)
    StatsView(pages({"games": {}}, GAMES, lambda name: None)).draw(gfx)
    gfx.show()
    for words in ("against the", "computer", "or over a link"):
        assert find_text(board.chip, words), words
    board = drawn({"Easy": {"played": 2, "won": 1, "rank": 0},
                   "Link": {"played": 1, "rank": 3}})
    vs, easy = find_text(board.chip, "VS"), find_text(board.chip, "Easy")
    assert vs[0] == easy[0] == 2 and vs[1] == find_text(board.chip, "WON")[1] < easy[1]


def test_a_games_own_counts_are_a_table_named_in_capitals_as_the_game_says():
    """Review 33: "Medium: YOUR MOONS 0" read oddly. A game's own count is a table of its
    own, headed as the first, its figures under its label."""
    levels = {"Easy": {"played": 2, "moons": 3, "rank": 0}, "Hard": {"played": 1, "rank": 2,
                                                                      "moons": 0}}
    assert table(levels)[-3:] == [("VS", "MOONS"), ("Easy", 3), ("Hard", 0)]
    assert table(levels, {"moons": "your moons"})[-3] == ("VS", "YOUR MOONS")
    view = StatsView(pages({"games": {"fake": levels}}, GAMES, lambda name: None))
    view.top = 8   # scrolled to the count's table
    board = SimBoard()
    gfx = Gfx(board.display)
    view.draw(gfx)
    gfx.show()
    label = find_text(board.chip, "MOONS")
    three = find_text(board.chip, "3", top=label[1] + 1)
    assert label[0] + SMALL[3] * 5 - 1 == LAST_X == three[0] + SMALL[3] - 1
    assert three[1] == find_text(board.chip, "Easy", top=label[1] + 1)[1]


def test_two_digit_figures_clear_a_seven_letter_name():
    tally = {"played": 30, "won": 10, "lost": 12, "streak": 3, "longest": 17}
    assert with_draws({"Perfect": tally})[1] == ("Perfect", 10, 12, 8)
    board = drawn({"Perfect": tally}, with_draws)
    name = find_text(board.chip, "Perfect")
    won = find_text(board.chip, "10", SMALL)  # in the 5x7 font, not squeezed into 3x5
    assert won[1] == name[1] and won[0] + 11 == LAST_X - 2 * SLOT
    assert won[0] >= name[0] + 7 * 6 - 1 + 2  # apart from the name


def test_the_key_bar_says_how_to_turn_scroll_and_leave():
    """Review 37: every screen ends with its key bar; a page longer than the glass says
    ▼:MORE under its last row till DOWN reaches its end, then ▲:MORE (the page's start is
    above)."""
    levels = {"L%d" % i: {"played": 1, "rank": i} for i in range(2)}   # 8 rows: 5 show
    two = {"games": {"fake": levels, "other": {"Hard": {"played": 1}}}}
    for stats, bar in (({"games": {"fake": levels}}, "▼:MORE B:BACK"),
                       (two, "<>:GAME ▼:MORE B:BACK")):
        view = StatsView(pages(stats, GAMES + (("other", "Other", None),),
                               lambda name: (lambda levels: ["Hard: 1"]) if name == "other"
                               else None))
        for top, keys in ((0, bar), (3, bar.replace("▼", "▲"))):
            view.top = top
            at = find_text(drawn_view(view).chip, keys)
            assert at is not None and at[1] == 57, (keys, top)   # the bottom rows
    view.page = 1   # the other game's page fits: no scroll key
    view.lines = None
    board = drawn_view(view)
    assert find_text(board.chip, "<>:GAME B:BACK") and not find_text(board.chip, "MORE")


def test_b_leaves_as_the_key_bar_says_and_a_does_not_as_it_is_not_on_it():
    """Review 87: A left the page too, its key bar ▼:MORE B:BACK. Help's pages alike; a
    text with no key bar of its own (a message's A:OK in its words) closes on A too."""
    for view in (StatsView(pages({"games": {}}, GAMES, lambda name: None)),
                 PagedView((("Help", "Words"),)), TextView("Note", "Words")):
        drawn_view(view)
        view.on_button(PRESS, A)
        assert view.done == isinstance(view, TextView), view
        view.on_button(PRESS, B)
        assert view.done, view



def glasses(view):
    """From the page's top, DOWN by DOWN to its end: (top, the lines drawn from top, the
    line pinned over them or None) at each stop."""
    drawn_lines, out = [], []
    draw = view.draw_line

    def draw_line(gfx, line, y, font):
        drawn_lines.append(line)
        draw(gfx, line, y, font)

    view.draw_line = draw_line
    for _ in range(30):
        del drawn_lines[:]
        drawn_view(view)
        pinned = view.pin(view.top)
        shown = drawn_lines[1:] if pinned is not None else list(drawn_lines)
        if pinned is not None:
            assert drawn_lines[0] == view.lines[pinned]
        out.append((view.top, shown, pinned))
        if view.top + len(shown) == len(view.lines):
            return out
        view.on_button(PRESS, DOWN)
    raise AssertionError("DOWN never reached the page's end")


def test_no_glass_ends_on_a_heading_whose_lines_are_below():
    """Review 62: Stats ended on "Wins in a row:" and VS NOW BEST, their figures under the
    fold. On every game's page, at every stop DOWN makes from the top, a heading (a table's
    column titles, or a line ending ":" over the lines it names) is never the last line on
    the glass unless the page ends there; and every line is shown at some stop."""
    from firmware.games.connect4 import stats as connect4
    from firmware.games.hearts import stats as hearts
    from firmware.games.poker import stats as poker
    from firmware.games.tictactoe import stats as tictactoe
    tally = {"played": 9, "won": 4, "lost": 3, "streak": 1, "longest": 2, "moons": 1,
             "bet": 45, "paid": 30, "ev_bet": 45, "ev_yours": 40000, "ev_best": 46000}
    from firmware.games.poker.paytable import tables
    machines = tuple(t.level for t in tables())
    for module in (tictactoe, connect4, hearts, poker):
        names = machines if module is poker else ("Easy", "Medium", "Hard", "Perfect", "Link")
        for count in range(1, len(names) + 1):
            levels = {name: dict(tally, rank=i) for i, name in enumerate(names[:count])}
            view = StatsView(pages({"games": {"fake": levels}}, GAMES,
                                   lambda name, lines=module.lines: lines))
            seen = set()
            for top, shown, _ in glasses(view):
                last = top + len(shown) - 1
                assert view.lines[top:last + 1] == shown
                seen.update(range(top, last + 1))
                line = view.lines[last]
                assert last == len(view.lines) - 1 or not (
                    isinstance(line, tuple) and isinstance(line[1], str) or
                    isinstance(line, str) and line.endswith(":")), \
                    (module.__name__, count, top, line)
            blank = {i for i, line in enumerate(view.lines) if line == ""}   # (a gap between
            # tables, never the glass's first line: review 66)
            assert seen | blank == set(range(len(view.lines))), (module.__name__, count)


def test_a_scrolled_table_keeps_its_column_titles_and_a_page_begins_on_no_blank_line():
    """Review 66: DOWN scrolled VS WON LOST DRAW away, leaving a bare "Medium 0 1 0". On
    every game's page, at every stop DOWN makes: a table's row on the glass's first line
    has its table's column titles over it (pinned), and no stop begins on a blank line."""
    from firmware.games.connect4 import stats as connect4
    from firmware.games.hearts import stats as hearts
    from firmware.games.tictactoe import stats as tictactoe
    tally = {"played": 9, "won": 4, "lost": 3, "streak": 1, "longest": 2, "moons": 1}
    pinned_seen = 0
    for module in (tictactoe, connect4, hearts):
        names = ("Easy", "Medium", "Hard", "Perfect", "Link")
        for count in range(1, len(names) + 1):
            levels = {name: dict(tally, rank=i) for i, name in enumerate(names[:count])}
            view = StatsView(pages({"games": {"fake": levels}}, GAMES,
                                   lambda name, lines=module.lines: lines))
            for top, shown, pinned in glasses(view):
                first = shown[0]
                assert first != "", (module.__name__, count, top)
                if isinstance(first, tuple) and not isinstance(first[1], str):   # a row
                    assert pinned is not None, (module.__name__, count, top, first)
                    titles = view.lines[pinned]
                    assert isinstance(titles[1], str) and pinned < top
                    assert all(not isinstance(line, str) for line in view.lines[pinned:top])
                    pinned_seen += 1
    assert pinned_seen


def test_the_last_column_stands_four_dark_columns_clear_of_the_scroll_bar():
    """Review 66: DRAW touched the scroll bar (column 126); review 80: two dark columns
    between, DRAW| and BEST| still read as touching it. The figures' and headings' strokes
    end on column 121, the results' table and the runs' alike."""
    levels = {name: {"played": 3, "won": 1, "lost": 1, "rank": i}
              for i, name in enumerate(("Easy", "Medium", "Hard"))}
    view = StatsView(pages({"games": {"fake": levels}}, GAMES, lambda name: with_draws))
    for top in (0, 5):   # the results, then scrolled to the runs (BEST)
        view.top = top
        board = drawn_view(view)
        assert find_text(board.chip, "DRAW" if top == 0 else "BEST")
        assert any(board.chip.glass_pixel(126, y) for y in range(12, 56))   # the bar is there
        assert not any(board.chip.glass_pixel(x, y) for x in range(122, 126)
                       for y in range(12, 56))
        assert any(board.chip.glass_pixel(121, y) for y in range(12, 56))
