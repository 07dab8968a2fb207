# runs-on: micropython
"""The drawing layer: glyphs come out as drawn in tools/*.txt, and the viper glyph routine
(machine code under MicroPython, plain Python under CPython) draws exactly what setting the
glyphs' pixels one by one draws."""
from firmware.ui import fontdata, partial
from firmware.ui.gfx import (CARD_LARGE, CARD_MEDIUM, CARD_ROW, CARD_SIZES, CARD_SMALL, LARGE,
                             SMALL, SUIT_CARD_MARK, TINY, Gfx)
from sim.board import SimBoard


def gfx():
    return Gfx(SimBoard().display)


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


def test_up_and_down_are_one_character_each_a_solid_triangle():
    # the key hints' arrows (gfx.keybar): ▲ and ▼ drawn as the fonts' last two glyphs, a
    # 5x3 triangle over the middle of the 5x7 cell (3x2 in TINY); other characters of
    # three UTF-8 bytes, such as ″ (E2 80 B3) and ▶ (E2 96 B6), still draw '?'
    g = gfx()
    assert g.text("▲:HINT ▼", 0, 0, SMALL) == g.text_width("A:HINT A", SMALL) == 47
    up = [".....", ".....", "..#..", ".###.", "#####", ".....", "....."]
    assert lit(g, 0, 0, 5, 7) == up and lit(g, 42, 0, 5, 7) == up[::-1]
    g.text("▼▲", 0, 10, TINY)
    assert lit(g, 0, 11, 7, 2) == ["###..#.", ".#..###"]
    g.text("\u2033\u25b6?", 0, 20, SMALL)
    assert lit(g, 0, 20, 5, 7) == lit(g, 6, 20, 5, 7) == lit(g, 12, 20, 5, 7)


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
    g.card(9, 40, "QS", CARD_ROW)
    g.card(18, 40, "2C", CARD_ROW)
    g.card(28, 33, "TD", CARD_LARGE)
    g.card(108, -5, "AH", CARD_LARGE)
    g.card_back(50, 50, CARD_SMALL)


def pixel_columns(display, data, offset, width, bands, x, y, c, scale=1):
    for band in range(bands):
        for i in range(width):
            bits = data[offset + band * width + i]
            for r in range(8):
                if bits >> r & 1:
                    for d in range(scale * scale):
                        display.pixel(x + i * scale + d % scale,
                                      y + (band * 8 + r) * scale + d // scale, c)


def pixel_text(display, s, x, y, font, c):
    data, w, _, advance, _, scale, upper = font
    for k, ch in enumerate(s):
        code = ord(ch)
        if upper and "a" <= ch <= "z":
            code -= 32
        if ch in "▲▼":   # the glyphs after '~'
            code = 127 + "▲▼".index(ch)
        elif not 32 <= code <= 126:
            code = ord("?")
        pixel_columns(display, data, (code - 32) * w, w, 1, x + k * advance, y, c, scale)


def test_glyph_routine_draws_what_pixel_by_pixel_drawing_does():
    texts = (("Hello, World! 0123", -2, -3, SMALL, 1), ("tiny TEXT 42 {}~", 5, 20, TINY, 1),
             ("inv", 63, 33, SMALL, 0), ("Big", 70, 40, LARGE, 0), ("Edge", 110, 60, SMALL, 1),
             ("caf\u00e9 \x01!", 3, 50, SMALL, 1), ("low", 120, 62, TINY, 0),
             ("Ab", -9, 13, LARGE, 1), ("▲:HINT \u2033\x7f▼", 20, 1, SMALL, 1),
             ("▼▲\u25b6", 66, 35, TINY, 0), ("A▼", 118, 58, SMALL, 0))
    fast, slow = gfx(), gfx()
    for g in (fast, slow):
        g.fill_rect(60, 30, 68, 34, 1)
        g.fill_rect(0, 45, 40, 19, 1)
    for s, x, y, font, c in texts:
        fast.text(s, x, y, font, c)
        pixel_text(slow.display, s, x, y, font, c)
    for i, (x, y, c) in enumerate(((1, 1, 1), (120, 58, 1), (-4, 40, 1), (62, 31, 0))):
        fast.suit(x, y, "CDSH"[i], True, c)
        pixel_columns(slow.display, fontdata.SUIT_LARGE, i * 18, 9, 2, x, y, c)
        fast.suit(x + 20, y + 3, "CDSH"[i], False, c)
        pixel_columns(slow.display, fontdata.SUIT_SMALL, i * 5, 5, 1, x + 20, y + 3, c)
        fast.suit(x + 30, y + 1, "CDSH"[i], SUIT_CARD_MARK, c)
        pixel_columns(slow.display, fontdata.SUIT_CARD, i * 7, 7, 1, x + 30, y + 1, c)
    assert bytes(fast.display.buffer) == bytes(slow.display.buffer)
    assert any(fast.display.buffer[1:])


def shapes_card(g, x, y, card, size):
    """A small card drawn through the shapes and glyph calls, as Gfx.card describes it:
    what its one-call routine must draw."""
    w, h = CARD_SIZES[size]
    rank, suit = card[0], card[1]
    fg = 0 if suit in "DH" else 1
    g.fill_rect(x, y, w, h, 1 - fg)
    if fg and size == CARD_MEDIUM:
        g.rect(x, y, w, h, 1)
    elif fg and size == CARD_SMALL:   # no bottom edge: the suit stands on the card's last row
        g.hline(x, y, w, 1)
        g.vline(x, y, h - 5, 1)   # the sides stop above the suit
        g.vline(x + w - 1, y, h - 5, 1)
    ten = rank == "T"   # a column further left than the 5x7 ranks
    if size == CARD_MEDIUM:
        g.rank(rank, x + 4 - ten, y + 2, fg)
        g.suit(x + 2, y + 10, suit, True, fg)
    else:
        top = y + 1 if size == CARD_ROW else y + 2
        g.rank(rank, x + 2 - ten, top, fg)
        g.suit(x + 1, top + 8, suit, SUIT_CARD_MARK, fg)   # a row apart from the rank
        if ten and fg and size == CARD_SMALL:
            g.vline(x, top, 3, 0)   # the side cut beside the 1's flag


def test_small_cards_draw_what_their_shapes_and_glyphs_draw():
    """Every card of the three small sizes, at each row offset of a page, over a pattern
    (a card covers what lay under it). On the screen only: the simulator's framebuf clips
    a rectangle before drawing its outline, MicroPython's does not."""
    fast, slow = gfx(), gfx()
    pattern = bytes((i * 37 + 11) & 0xFF for i in range(1024))
    places = [(3 + 11 * k, k) for k in range(8)] + [(0, 44), (115, 44), (60, 41)]
    for size in (CARD_ROW, CARD_SMALL, CARD_MEDIUM):
        for suit in "CDSH":
            for rank in "23456789TJQKA":
                for x, y in places[(ord(rank) + ord(suit) + size) % 5::4]:
                    fast.pages[:] = pattern
                    slow.pages[:] = pattern
                    fast.card(x, y, rank + suit, size)
                    shapes_card(slow, x, y, rank + suit, size)
                    assert bytes(fast.pages) == bytes(slow.pages), (rank + suit, size, x, y)


def test_cards_are_drawn_within_their_outline():
    g = gfx()
    scene(g)
    assert any(g.display.buffer[1:])
    g.clear()
    g.card(28, 33, "TD", CARD_LARGE)
    for y in range(64):
        for x in range(128):
            inside = 28 <= x < 28 + 22 and 33 <= y < 33 + 30
            assert inside or not g.display.pixel(x, y)


TEN = [".#..##.",   # a flagged 1, a gap, a 0 four columns wide (three wide, its strokes
       "##.#..#",   # and the 1's evenly spaced, it read as W at true size)
       ".#.#..#",
       ".#.#..#",
       ".#.#..#",
       ".#.#..#",
       ".#..##."]


def inverse(row):
    return "".join("." if p == "#" else "#" for p in row)


def test_ten_is_spelled_10_on_every_card_size():
    g = gfx()
    for size, x in ((CARD_SMALL, 0), (CARD_MEDIUM, 20), (CARD_LARGE, 40), (CARD_ROW, 70)):
        g.card(x, 0, "TS", size)
    assert lit(g, 1, 2, 7, 7) == TEN   # small: from the second column
    assert lit(g, 23, 2, 7, 7) == TEN   # medium: over its 9x9 suit's middle
    assert lit(g, 71, 1, 7, 7) == TEN   # a row's card: its rank a row higher
    g.rank("T", 90, 30)
    assert lit(g, 90, 30, 7, 7) == TEN
    wide = gfx()
    wide.text("10", 42, 2, SMALL)
    assert all(g.display.pixel(42 + i, 2 + r) == wide.display.pixel(42 + i, 2 + r)
               for i in range(11) for r in range(7))  # large: "10" in two glyphs


def test_a_ten_stands_a_ground_column_clear_of_its_neighbours():
    """The columns either side of a small card's 10 are its ground: the next card of a row
    begins with its gap or its own ground after them; a black CARD_SMALL's side is cut
    beside the 1's flag, which joined it (the two read as H)."""
    for size in (CARD_ROW, CARD_SMALL):
        for suit in "CDSH":
            g = gfx()
            g.card(10, 20, "T" + suit, size)
            ground = suit in "DH"
            top = 21 if size == CARD_ROW else 22
            ink = lit(g, 10, top, 10, 7)
            assert [row[1:8] for row in ink] == [inverse(r) if ground else r
                                                 for r in TEN], (size, suit)
            ground_px = "#" if ground else "."
            assert all(row[8] == ground_px for row in ink), (size, suit)
            if size == CARD_ROW or ground:
                assert all(row[0] == ground_px for row in ink), (size, suit)
            else:   # the edge, cut beside the 1's top and flag
                assert [row[0] for row in ink] == list("...####"), suit


def test_small_cards_change_nothing_outside_their_box():
    """Every card of the small sizes, 10s and 7x5 marks included, over a pattern: the
    pixels outside its box are as they were."""
    g = gfx()
    pattern = bytes((i * 37 + 11) & 0xFF for i in range(1024))
    for size in (CARD_ROW, CARD_SMALL, CARD_MEDIUM):
        w, h = CARD_SIZES[size]
        for suit in "CDSH":
            for rank in "23456789TJQKA":
                g.pages[:] = pattern
                g.card(30, 20, rank + suit, size)
                for y in range(14, 20 + h + 6):
                    for x in range(24, 30 + w + 6):
                        if not (30 <= x < 30 + w and 20 <= y < 20 + h):
                            assert g.pages[(y >> 3) * 128 + x] >> (y & 7) & 1 == \
                                pattern[(y >> 3) * 128 + x] >> (y & 7) & 1, (rank + suit, x, y)


def pieces(mark, w=7, h=5):
    """How many apart shapes the lit pixels of mark (its rows joined) make, pixels touching
    at a corner joined."""
    seen = set()
    count = 0
    for start in range(w * h):
        if mark[start] != "#" or start in seen:
            continue
        count += 1
        todo = [start]
        seen.add(start)
        while todo:
            k = todo.pop()
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    x, y = k % w + dx, k // w + dy
                    if 0 <= x < w and 0 <= y < h and mark[y * w + x] == "#" and \
                            y * w + x not in seen:
                        seen.add(y * w + x)
                        todo.append(y * w + x)
    return count


def enclosed(mark, w=7, h=5):
    """How many dark pixels of mark (its rows joined) no path of dark pixels, side by side,
    joins to the box's edge: the hole of an outline."""
    todo = [k for k in range(w * h) if mark[k] != "#" and (k % w in (0, w - 1) or
                                                           k // w in (0, h - 1))]
    seen = set(todo)
    while todo:
        k = todo.pop()
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            x, y = k % w + dx, k // w + dy
            if 0 <= x < w and 0 <= y < h and mark[y * w + x] != "#" and y * w + x not in seen:
                seen.add(y * w + x)
                todo.append(y * w + x)
    return sum(1 for k in range(w * h) if mark[k] != "#") - len(seen)


def test_the_suit_marks_differ_in_their_ends_the_black_two_in_outline_top_and_bottom():
    """The 7x5 marks (SUIT_CARD_MARK): every two differ in 4 pixels or more, those of a colour
    in 9 or more, some of them in their top or bottom row (told at true size by their ends,
    not 2-4 middle pixels); the spade and the diamond, a triangle and a rhombus, in the
    spade's widest row (their cards' colour tells them in the hand). The black two differ in
    their tops and their bottoms alike (reviews 87, 88: a spade full width by its third row
    on the club's stem and foot read as the club at true size): the spade a solid triangle,
    a point widening a column each side a row to the full width, on a bare stem; the club a
    lobe 3 wide on top and a lobe either side of its stem, 4 dark pixels between them, on a
    foot 3 wide (review 86: a spade an outline triangle with no stem read as a diamond;
    reviews 67-70, 80, 81: a solid cross for the club read as a blob). Every black mark
    spans the 7 columns (a narrower spade left 4 dark columns between two spades in the
    hand, as between two suits)."""
    g = gfx()
    for i in range(4):
        g.suit(i * 8, 0, "CDSH"[i], SUIT_CARD_MARK)
    marks = ["".join(lit(g, i * 8, 0, 7, 5)) for i in range(4)]
    for a in range(4):
        for b in range(a):
            differ = sum(1 for k in range(35) if marks[a][k] != marks[b][k])
            assert differ >= (9 if a - b == 2 else 4), (a, b, differ)
            assert marks[a][:7] != marks[b][:7] or marks[a][28:] != marks[b][28:] or \
                (a, b) == (2, 1), (a, b)
    club, spade = marks[0], marks[2]
    assert sum(1 for k in range(35) if club[k] != spade[k]) >= 10
    assert club[:7] != spade[:7] and club[28:] != spade[28:]
    assert pieces(club) == pieces(spade) == 1
    assert enclosed(spade) == 0 and enclosed(club) == 4
    assert spade == "...#..." + "..###.." + ".#####." + "#" * 7 + "...#..."
    assert club[14:21] == "##.#.##" and club[28:] == "..###.."
    assert [m[:7] for m in marks] == ["..###..", "...#...", "...#...", ".##.##."]
    assert [m[28:] for m in marks] == ["..###..", "...#...", "...#...", "...#..."]


def test_the_large_spade_is_solid_on_a_stem_and_a_foot():
    """The 9x9 spade (the large copy in Hearts, poker's big cards) of the small one's kind
    (review 86: the small one an outline, the large solid): a point widening to the full
    width, on a stem, its lobes ending the full width beside the stem (tapering to it, it
    read as a diamond at true size), then the stem alone and a foot."""
    g = gfx()
    g.suit(0, 0, "S", True)
    rows = lit(g, 0, 0, 9, 9)
    assert rows[0] == "....#...." and rows[5] == "#" * 9
    assert rows[6] == "##..#..##" and rows[7] == "....#...." and rows[8] == "...###..."
    assert enclosed("".join(rows[:6]), 9, 6) == 0


def test_a_row_gap_is_the_next_column_inverted_over_the_card():
    """row_gap: a red card's first column dark where the next is lit (its ground), lit
    beside the marks' dark pixels there (a heart's lobe, a 10's flag); above and below the
    card nothing changes."""
    for card in ("TH", "5H", "TD", "QD"):
        g = gfx()
        g.fill_rect(0, 0, 128, 64, 1)
        g.card(20, 37, card, CARD_ROW)
        g.row_gap(20, 37)
        h = CARD_SIZES[CARD_ROW][1]
        column = [g.display.pixel(20, y) for y in range(37, 37 + h)]
        assert column == [1 - g.display.pixel(21, y) for y in range(37, 37 + h)], card
        assert g.display.pixel(20, 36) == g.display.pixel(20, 37 + h) == 1
        assert sum(column) == (card[0] == "T") + (card[1] == "H"), card


def test_red_cards_are_lit_with_dark_marks_black_ones_dark_with_lit_marks():
    for size in (CARD_SMALL, CARD_MEDIUM, CARD_LARGE, CARD_ROW):
        w, h = CARD_SIZES[size]
        for card, red in (("QH", True), ("5D", True), ("QS", False), ("5C", False)):
            g = gfx()
            g.card(0, 0, card, size)
            inside = sum(g.display.pixel(x, y) for x in range(1, w - 1)
                         for y in range(1, h - 1))
            if red:
                assert inside > (w - 2) * (h - 2) * 3 // 5, (size, card)
            else:
                assert inside < (w - 2) * (h - 2) * 2 // 5, (size, card)
            # a black card's edge, but in a row of cards, where it would light half of it
            # (there the rank's top stands on the card's top row)
            edge = sum(g.display.pixel(x, 0) for x in range(w))
            assert (edge <= 5 if size == CARD_ROW else edge == w) or red, (size, card, edge)


def test_a_card_in_a_row_has_its_rank_and_suit_inside_its_14_rows():
    for card in ("5D", "5C", "TH", "TS"):
        g = gfx()
        g.card(0, 10, card, CARD_ROW)
        w, h = CARD_SIZES[CARD_ROW]
        assert (w, h) == (10, 14)
        red = card[1] in "DH"
        marks = [(x, y) for x in range(w) for y in range(10, 10 + h)
                 if g.display.pixel(x, y) != red]
        assert min(y for _, y in marks) == 11 and max(y for _, y in marks) <= 23, card
        assert all(y != 18 for _, y in marks), card   # a row between the rank and the suit
        assert not any(g.display.pixel(x, y) for x in range(128) for y in (9, 24))


def test_keep_takes_the_frames_pixels_back_in_its_rectangle_alone():
    g = gfx()
    g.fill_rect(0, 0, 128, 64, 1)
    frame = bytes(g.pages)   # all lit
    g.clear()
    partial.keep(g, frame, 10, 5, 12, 17)   # rows across three pages, whole bytes in none but one
    partial.keep(g, frame, 126, 60, 140, 70)   # past the edges: cut there
    assert lit(g, 9, 4, 5, 15) == ["....."] + [".###."] * 13 + ["....."]
    assert lit(g, 125, 59, 3, 5) == ["..."] + [".##"] * 4
    assert sum(g.display.pixel(x, y) for x in range(128) for y in range(64)) == 3 * 13 + 2 * 4


def test_last_frame_is_the_glass_while_it_shows_the_frame_drawn_just_before():
    g = gfx()
    g.clear()
    g.fill_rect(0, 0, 128, 64, 1)
    g.show()
    drawn = g.frames
    g.clear()   # the next frame may start from the glass...
    glass = partial.last_frame(g, drawn)
    assert glass is not None and all(b == 0xFF for b in glass)
    partial.load_frame(g, glass)
    assert bytes(g.pages) == bytes(glass)
    g.clear()   # ...but not once another came between
    assert partial.last_frame(g, drawn) is None
    g.show()
    drawn = g.frames
    g.display.invalidate()   # nor when the glass may not show what was pushed
    g.clear()
    assert partial.last_frame(g, drawn) is None


def test_last_frame_is_the_views_own_under_an_overlay():
    # the app's WAIT drawn over a view's frame (gfx.cover first): the next partial redraw
    # starts from the view's frame, not the glass with the band on it
    g = gfx()
    g.clear()
    g.fill_rect(0, 0, 128, 8, 1)   # the view's frame
    drawn = g.frames
    g.cover()
    g.fill_rect(0, 40, 128, 8, 1)   # the overlay
    g.show()
    g.clear()
    frame = partial.last_frame(g, drawn)
    assert frame is not None and frame is not g.display.glass
    assert all(b == 0xFF for b in frame[:128]) and not any(frame[128:])
    g.clear()   # as ever, not once another frame came between
    assert partial.last_frame(g, drawn) is None
    g.show()
    drawn = g.frames
    g.clear()   # a frame with no overlay: the glass again
    assert partial.last_frame(g, drawn) is g.display.glass


def test_dotted_rect_lights_every_other_pixel_of_its_outline():
    fast, slow = gfx(), gfx()
    for g in (fast, slow):
        g.fill_rect(0, 30, 128, 10, 1)
    for x, y, w, h, c in ((117, 48, 10, 13, 1), (66, 30, 10, 15, 0), (3, 5, 7, 6, 1),
                          (50, 60, 9, 4, 1)):
        fast.dotted_rect(x, y, w, h, c)
        for i in range(0, w, 2):
            slow.display.pixel(x + i, y, c)
            slow.display.pixel(x + i, y + h - 1, c)
        for i in range(0, h, 2):
            slow.display.pixel(x, y + i, c)
            slow.display.pixel(x + w - 1, y + i, c)
    assert bytes(fast.pages) == bytes(slow.pages)


def test_fill_rect_sets_what_framebufs_fill_rect_sets():
    fast, slow = gfx(), gfx()
    pattern = bytes((i * 53 + 7) & 0xFF for i in range(1024))
    for x, y, w, h in ((0, 0, 128, 64), (3, 5, 10, 13), (60, 41, 13, 20), (-4, -3, 9, 12),
                       (120, 58, 20, 9), (7, 9, 1, 1), (30, 16, 5, 8), (50, 20, 0, 5)):
        for c in (0, 1):
            fast.pages[:] = pattern
            slow.pages[:] = pattern
            fast.fill_rect(x, y, w, h, c)
            slow.display.fill_rect(x, y, w, h, c)
            assert bytes(fast.pages) == bytes(slow.pages), (x, y, w, h, c)
