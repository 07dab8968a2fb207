# runs-on: micropython
"""The Stats page's table (firmware/ui/stats_page.py): headings that read as words, figures
under them, clear of the level names and of the glass's last columns."""
from firmware.ui.gfx import SMALL, Gfx
from firmware.ui.stats_page import COLUMNS, StatsView, pages, table
from sim.board import SimBoard
from tests.screen import find_text

GAMES = (("fake", "Fake Game", None),)


def drawn(levels):
    board = SimBoard()
    gfx = Gfx(board.display)
    view = StatsView(pages({"games": {"fake": levels}}, GAMES, lambda name: None))
    gfx.clear()
    view.draw(gfx)
    gfx.show()
    return board


def lit_columns(board, y, h=7):
    return [x for x in range(128) if any(board.chip.glass_pixel(x, y + j) for j in range(h))]


def test_the_headings_stand_apart_as_words():
    board = drawn({"Perfect": {"played": 12, "won": 10, "streak": 3, "longest": 7}})
    y = find_text(board.chip, "GAMES")[1]
    lit = set(lit_columns(board, y))
    spans = []
    for _, heading, right in COLUMNS:
        left = right - SMALL[3] * len(heading) + 1
        spans.append((left, right - 1))
        assert any(x in lit for x in range(left, right)), heading
    for (_, end), (start, _) in zip(spans, spans[1:]):
        gap = [x for x in range(end + 1, start) if x not in lit]
        assert len(gap) >= 4, (end, start)  # a word's gap, not a letter's
    assert max(lit) <= 125  # nothing on 126 (the scroll bar's) or 127


def test_two_digit_figures_clear_a_seven_letter_name():
    rows = table({"Perfect": {"played": 12, "won": 10, "streak": 3, "longest": 17}})
    assert rows[1] == ("Perfect", 12, 10, 3, 17)
    board = drawn({"Perfect": {"played": 12, "won": 10, "streak": 3, "longest": 17}})
    name = find_text(board.chip, "Perfect")
    games = find_text(board.chip, "12", SMALL)  # in the 5x7 font, not squeezed into 3x5
    assert games[1] == name[1] and games[0] + 11 == COLUMNS[0][2]
    assert games[0] >= name[0] + 7 * 6 - 1 + 2  # apart from the name
