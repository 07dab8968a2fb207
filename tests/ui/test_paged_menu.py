# runs-on: micropython
"""firmware/ui/paged_menu.py: the launcher past six lines, its games in pages above the
footer (Settings and Stats), so a cursor move never scrolls; and the plain menu it
replaces, which scrolls."""
from firmware.ui.menu import BACK, CHANGED, CHOSEN, ROWS, Menu
from firmware.ui.paged_menu import PagedMenu
from firmware.ui.gfx import Gfx
from hal.buttons import A, B, DOWN, LEFT, PRESS, RIGHT, UP
from sim.board import SimBoard


def press(menu, *buttons):
    return [menu.on_button(PRESS, b) for b in buttons][-1]


def test_a_plain_menu_scrolls_through_every_item_and_changes_values():
    menu = Menu("Setup", ["row %d" % i for i in range(8)])
    assert list(menu.rows()) == [0, 1, 2, 3, 4, 5] and ROWS == 6
    assert press(menu, UP) is None and menu.index == 7
    assert list(menu.rows()) == [2, 3, 4, 5, 6, 7]
    assert press(menu, LEFT) == CHANGED and menu.step == -1
    assert press(menu, A) == CHOSEN and press(menu, B) == BACK


def _lit(g, y0, y1):
    return [(x, y) for y in range(y0, y1) for x in range(128) if g.display.pixel(x, y)]


def test_a_menu_with_a_key_bar_keeps_its_last_row_for_the_bar():
    menu = Menu("Settings", ["row %d" % i for i in range(7)])
    menu.keys = lambda i: (("A", "ROW %d" % i), ("B", "BACK"))
    assert list(menu.rows()) == [0, 1, 2, 3, 4]
    press(menu, UP)   # round to the last: it scrolls into the rows above the bar
    assert list(menu.rows()) == [2, 3, 4, 5, 6]
    g = Gfx(SimBoard().display)
    menu.draw(g)
    bar = _lit(g, 57, 64)
    xs = sorted(x for x, _ in bar)
    # the bar's pairs on the bottom rows, centred; the rows and the "more" arrow above it
    assert xs and xs[0] > 0 and xs[-1] < 127 and abs(xs[0] + xs[-1] - 127) <= 2
    assert _lit(g, 55, 57) == []
    menu.index = 3   # the bar says what the keys do on the cursor's line
    g.clear()
    menu.draw(g)
    assert _lit(g, 57, 64) != bar


def test_games_come_in_pages_above_the_footer():
    menu = PagedMenu("Pico Parlor", ["game %d" % i for i in range(9)] + ["Settings", "Stats"],
                     2)   # pages of four games: 0-3, 4-7, 8
    assert menu.pages() == 3 and menu.rows() == [0, 1, 2, 3, 9, 10]
    press(menu, UP)   # within the page: to Stats, not the last game
    assert menu.index == 10
    press(menu, DOWN, DOWN, DOWN)
    assert menu.index == 2
    press(menu, RIGHT)   # the cursor keeps its row
    assert menu.page == 1 and menu.index == 6 and menu.rows() == [4, 5, 6, 7, 9, 10]
    press(menu, RIGHT)   # the last page has one game: the cursor goes to it
    assert menu.rows() == [8, None, None, None, 9, 10] and menu.index == 8
    press(menu, DOWN)   # past the empty rows to the footer
    assert menu.index == 9
    press(menu, RIGHT)   # the footer item stays chosen, on the first page again
    assert menu.page == 0 and menu.index == 9
    press(menu, LEFT)
    assert menu.page == 2 and menu.index == 9
    assert press(menu, A) == CHOSEN and press(menu, B) == BACK
