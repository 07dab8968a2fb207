# runs-on: micropython
"""The pieces (firmware/games/connect4/view.py) at each size."""
from firmware.games.connect4 import view
from tests.screen import drawn_rows


def piece(mark, size):
    return drawn_rows(lambda g: view.draw_piece(g, 1, 1, mark, 1, size), size + 2, size + 2)


def test_a_solid_piece_is_filled_and_a_ring_hollow_at_each_size():
    for size in (view.PIECE, view.WON):
        solid, ring = piece(view.SOLID, size), piece(view.RING, size)
        middle = 1 + size // 2
        assert solid[middle][middle] and not ring[middle][middle], size
        assert solid[middle][1] and ring[middle][1] and solid[1][middle] and ring[1][middle]
        assert not solid[1][1] and not ring[1][1], size   # the corners cut



def cursor(mark, active, full):
    """The cursor row's pixels [y][x], the cursor over the first column (its piece from
    x 2), drawn on a display (its lines and pixels are the display's)."""
    from firmware.ui.gfx import Gfx
    from sim.board import SimBoard
    g = Gfx(SimBoard().display)
    view.draw_cursor(g, 0, mark, active, full)
    return [[g.pages[x] >> y & 1 for x in range(10)] for y in range(8)]


def test_the_cursor_over_a_full_column_is_crossed_out():
    """Review 45: under the classic rules the cursor may rest over a full column (a drop
    there is a foul) and nothing marked it: the held piece is crossed, dark on a solid, lit
    in a ring; the small mark of the computer's turn an x, not the arrow."""
    solid, ring = cursor(view.SOLID, True, True), cursor(view.RING, True, True)
    assert not solid[3][5] and not solid[1][3] and solid[1][5] and solid[3][3]
    assert ring[3][5] and ring[1][3] and not ring[2][5] and ring[0][5]
    assert cursor(view.SOLID, True, False)[3][5] and not cursor(view.RING, True, False)[3][5]
    arrow, x = cursor(view.SOLID, False, False), cursor(view.SOLID, False, True)
    assert all(arrow[0][3:8]) and arrow[2][5] and not arrow[2][4]
    assert x[0][4] and x[0][6] and x[1][5] and x[2][4] and x[2][6] and not x[0][5]
