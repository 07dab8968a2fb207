# runs-on: micropython
"""The drawing layer: glyphs come out as drawn in tools/*.txt, and on MicroPython the native
blit path and the pure path give byte-identical frames."""
import sys

from firmware.ui.gfx import CARD_LARGE, CARD_SMALL, LARGE, SMALL, TINY, Gfx
from sim.board import SimBoard

ON_MICROPYTHON = sys.implementation.name == "micropython"


def gfx(native=False):
    return Gfx(SimBoard().display, native=native)


def lit(g, x0, y0, w, h):
    return ["".join("#" if g.display.pixel(x, y) else "." for x in range(x0, x0 + w))
            for y in range(y0, y0 + h)]


def test_tiny_glyph_matches_its_art():
    g = gfx()
    g.text("A", 0, 0, TINY)
    assert lit(g, 0, 0, 3, 5) == [".#.", "#.#", "###", "#.#", "#.#"]


def test_tiny_font_fits_32_characters_per_line():
    g = gfx()
    assert g.text_width("X" * 32, TINY) <= 128


def test_small_glyph_with_descender():
    g = gfx()
    g.text("g", 10, 3, SMALL)
    assert lit(g, 10, 3, 5, 8)[-1] == ".###."


def test_inverted_text_clears_pixels_on_a_filled_box():
    g = gfx()
    g.fill_rect(0, 0, 20, 10, 1)
    g.text("I", 1, 1, SMALL, 0)
    assert lit(g, 1, 1, 5, 1) == ["#...#"]  # the I's top bar cut out of the box


def test_large_font_doubles_pixels():
    g = gfx()
    g.text("I", 0, 0, LARGE)
    small = gfx()
    small.text("I", 0, 0, SMALL)
    for y in range(7):
        for x in range(5):
            assert g.display.pixel(2 * x, 2 * y) == small.display.pixel(x, y)
            assert g.display.pixel(2 * x + 1, 2 * y + 1) == small.display.pixel(x, y)


def test_thirteen_small_cards_fit_across():
    g = gfx()
    w = 9
    for i in range(13):
        g.card(i * w, 40, "AS")
    assert 13 * w <= 128
    # rank and suit both drawn inside each card
    assert any(g.display.pixel(x, y) for x in range(2, 7) for y in range(42, 49))  # 5x7 rank
    assert any(g.display.pixel(x, 51) for x in range(2, 7))


def test_wrap_breaks_at_spaces_and_newlines():
    g = gfx()
    lines = g.wrap("one two three\nfour", SMALL, 6 * 8)
    assert lines == ["one two", "three", "four"]
    assert g.wrap("x" * 50, TINY, 128) == ["x" * 32, "x" * 18]


def scene(g):
    g.clear()
    g.text("Hello, World! 0123", -2, -3, SMALL)
    g.text("tiny TEXT 42 {}", 5, 20, TINY)
    g.fill_rect(60, 30, 60, 20, 1)
    g.text("inv", 63, 33, SMALL, 0)
    g.text("Big", 70, 40, LARGE, 0)
    g.text("Edge", 110, 60, SMALL)
    g.card(0, 40, "TH", CARD_SMALL)
    g.card(9, 40, "QS", CARD_SMALL, selected=True)
    g.card(18, 40, "2C", CARD_SMALL, dim=True)
    g.card(28, 33, "TD", CARD_LARGE)
    g.card(108, -5, "AC", CARD_LARGE, selected=True)
    g.card_back(50, 50, CARD_SMALL)


def test_native_and_pure_paths_draw_identical_frames():
    if not ON_MICROPYTHON:
        return  # the native path exists only on MicroPython; this suite also runs there
    native, pure = gfx(True), gfx(False)
    scene(native)
    scene(pure)
    assert bytes(native.display.buffer) == bytes(pure.display.buffer)
    assert any(native.display.buffer[1:])
