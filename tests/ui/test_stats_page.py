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
    assert vs[0] == easy[0] == 2 and vs[1] == find_text(board.chip, "GAMES")[1] < easy[1]


def test_a_games_own_counts_are_named_in_capitals_as_the_game_says():
    levels = {"Easy": {"played": 2, "moons": 3, "rank": 0}}
    assert table(levels)[-1] == "Easy: MOONS 3"
    assert table(levels, {"moons": "your moons"})[-1] == "Easy: YOUR MOONS 3"


def test_two_digit_figures_clear_a_seven_letter_name():
    rows = table({"Perfect": {"played": 12, "won": 10, "streak": 3, "longest": 17}})
    assert rows[1] == ("Perfect", 12, 10, 3, 17)
    board = drawn({"Perfect": {"played": 12, "won": 10, "streak": 3, "longest": 17}})
    name = find_text(board.chip, "Perfect")
    games = find_text(board.chip, "12", SMALL)  # in the 5x7 font, not squeezed into 3x5
    assert games[1] == name[1] and games[0] + 11 == COLUMNS[0][2]
    assert games[0] >= name[0] + 7 * 6 - 1 + 2  # apart from the name
