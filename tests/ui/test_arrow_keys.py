"""UP and DOWN are one drawing wherever a key hint names them (gfx.keybar, review 35: poker
wrote ^ and v, letters, where Hearts drew triangles): the same solid 5x3 triangle, in its
font cell's dark ring, on poker's hold bar and pay table, Hearts' status bar, a linked board
game's key bar and a list's scroll marks."""
from firmware.games.hearts import status, table
from firmware.games.poker import view
from firmware.games.poker.paytable import JACKS
from firmware.ui.gfx import Gfx
from firmware.ui.menu import Menu
from sim.board import SimBoard
from tests.link.linked import screen, start
from tests.screen import triangles

def drawn(draw):
    g = Gfx(SimBoard().display)
    draw(g)
    return triangles(g.display.pixel)


def test_poker_s_bars_name_up_and_down_with_the_triangles():
    y = view.HINT_Y + 2   # (the key bar's row)
    hold = drawn(lambda g: view.draw_hold_keys(g, False))
    assert [(ty, name) for _, ty, name in hold] == [(y, "UP"), (y, "DOWN")]
    assert [x for x, _, _ in hold] == [view.HINT_X, view.DRAW_X - 12]   # ▲:HINT, ▼:
    assert drawn(lambda g: view.draw_hold_keys(g, True)) == [hold[0]]
    pays = drawn(lambda g: view.draw_paytable(g, JACKS, 5, 0))
    assert [(ty, name) for _, ty, name in pays] == [(y, "DOWN")]


def test_hearts_status_bar_names_up_with_the_same_triangle():
    x = table.keys_x(Gfx(SimBoard().display), status.HINT_KEY)
    assert drawn(lambda g: table.draw_status(g, "YOUR TURN", False, status.HINT_KEY)) == [
        (x, 3, "UP")]


def test_a_list_marks_more_above_and_below_with_the_triangles():
    menu = Menu("TITLE", ["ITEM %d" % i for i in range(12)], 5)
    menu.top = 1
    assert [name for _, _, name in drawn(menu.draw)] == ["UP", "DOWN"]


def test_a_linked_board_game_s_bar_names_up_and_down_with_the_triangles():
    """Tic-tac-toe on their turn: ▲▼<>:AIM in the side panel's key bar."""
    linked = start("tictactoe")
    found = triangles(linked.boards[1].chip.glass_pixel)
    assert [name for _, _, name in found] == ["UP", "DOWN"]
    assert [k for k, _ in screen(linked, 1).linked.keys()] == ["▲▼<>"]
    assert found[1][0] == found[0][0] + 6 and found[0][1] == found[1][1] > 50
