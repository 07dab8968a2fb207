# runs-on: micropython
"""firmware/ui/menu.py: a list with a cursor; a list with a footer (the launcher's Settings
and Stats) past six lines comes in pages of the rest above the footer, so a cursor move
never scrolls."""
from firmware.ui.menu import BACK, CHANGED, CHOSEN, SHOWN, Menu
from hal.buttons import A, B, DOWN, LEFT, PRESS, RIGHT, UP


def press(menu, *buttons):
    return [menu.on_button(PRESS, b) for b in buttons][-1]


def launcher(games):
    return Menu("Pico Parlor", ["game %d" % i for i in range(games)] + ["Settings", "Stats"],
                footer=2)


def test_six_lines_or_fewer_are_one_page_and_the_cursor_wraps_through_all():
    menu = launcher(4)
    assert not menu.paged() and menu.rows() == [0, 1, 2, 3, 4, 5]
    assert press(menu, UP) is None and menu.index == 5
    assert press(menu, DOWN, DOWN) is None and menu.index == 1
    assert press(menu, RIGHT) == CHANGED and press(menu, A) == CHOSEN and press(menu, B) == BACK


def test_more_games_come_in_pages_above_the_footer():
    menu = launcher(9)   # pages of four games: 0-3, 4-7, 8
    assert menu.paged() and menu.pages() == 3 and SHOWN == 6
    assert menu.rows() == [0, 1, 2, 3, 9, 10]
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


def test_a_menu_without_a_footer_still_scrolls_and_changes_values():
    menu = Menu("Setup", ["row %d" % i for i in range(8)])
    assert not menu.paged()
    press(menu, UP)
    assert menu.index == 7 and press(menu, LEFT) == CHANGED and menu.step == -1

