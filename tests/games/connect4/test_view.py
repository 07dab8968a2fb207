# runs-on: micropython
"""The pieces (firmware/games/connect4/view.py): the result banner's piece is the board's,
each pixel 2x2, as the 10x14 font's letters are the 5x7 font's."""
from firmware.games.connect4 import view
from firmware.ui import board_panel
from tests.screen import drawn_rows


def piece(mark, size):
    return drawn_rows(lambda g: view.draw_piece(g, 1, 1, mark, 1, size), size + 2, size + 2)


def test_the_banners_piece_is_the_boards_doubled_as_tall_as_its_letters():
    assert view.BANNER == board_panel.BIG_MARK
    for mark in (view.SOLID, view.RING):
        small, big = piece(mark, view.PIECE), piece(mark, view.BANNER)
        assert not any(small[0]) and not any(big[0])   # drawn from x, y on
        for y in range(view.BANNER):
            assert list(big[1 + y][1:-1]) == [small[1 + y // 2][1 + x // 2]
                                              for x in range(view.BANNER)], (mark, y)


def test_a_solid_piece_is_filled_and_a_ring_hollow_at_each_size():
    for size in (view.PIECE, view.WON, view.BANNER):
        solid, ring = piece(view.SOLID, size), piece(view.RING, size)
        middle = 1 + size // 2
        assert solid[middle][middle] and not ring[middle][middle], size
        assert solid[middle][1] and ring[middle][1] and solid[1][middle] and ring[1][middle]
        assert not solid[1][1] and not ring[1][1], size   # the corners cut
