"""Drawing on the 128x64 display with the project's own fonts and card glyphs.

The display is the board's driver on both sides (hal/display.py); its .frame is the
controller's pages (MONO_VLSB). Shapes go through the driver's framebuffer primitives.
Glyphs are column bytes in that same layout, OR-ed into (or cut out of) the page bytes by two
viper routines: machine code on MicroPython (a string costs about what one glyph cost through
framebuf's blit), the same source as plain Python in the simulator. tests/ui/test_gfx.py
checks them against pixel-by-pixel drawing."""
from firmware.ui import fontdata
from hal.native import micropython, ptr8

WIDTH = 128
HEIGHT = 64

# font: (glyph data, glyph width, glyph height, advance, line height, scale, upper case only)
TINY = (fontdata.TINY, 3, 5, 4, 6, 1, True)
SMALL = (fontdata.SMALL, 5, 8, 6, 9, 1, False)
LARGE = (fontdata.SMALL, 5, 8, 12, 17, 2, False)

CARD_SMALL = 0  # 10x15: 13 cards fit across the screen, overlapping by their edge
CARD_LARGE = 1  # 22x27: five cards read at arm's length
CARD_MEDIUM = 2  # 13x20: one card picked out of a small hand, with a 9x9 suit
CARD_ROW = 3  # 10x14: a hand along the bottom, each card's right edge under the next
CARD_SIZES = ((10, 15), (22, 27), (13, 20), (10, 14))
# Ten in 7 columns, a flagged 1, a gap, a 0 four columns wide, so small cards spell it
# "10" as large ones do: MONO_VLSB columns. (A bare stem beside the 0 read as "IO"; a 0
# three columns wide, its strokes and the 1's evenly spaced, as "W" at true size: fresh
# review 30.) It fills a row card's columns from the second to the eighth, the ninth left
# ground before the next card's gap (_card).
_TEN = b"\x02\x7f\x00\x3e\x41\x41\x3e"
TEN_W = 7
SUITS = "CDSH"
SUIT_CARD_MARK = 2  # Gfx.suit's size: the 7x5 mark of the small cards
RED = "DH"  # a one-colour glass draws the red suits' cards lit, their marks dark


# Draw n glyphs from data, one for each character of text (a str or bytes), one every
# `advance` pixels from x, with the top-left corner at x, y: c=1 lights their pixels, c=0
# clears them; pixels off the screen are skipped. A glyph is `bands` 8-row bands of `width`
# column bytes, one band after the other; character code k's glyph starts at
# offset + (k - 32) * its size. Lower case is drawn as upper case when upper; UP and DOWN
# (the arrow keys' triangles, U+25B2 and U+25BC: UTF-8 E2 96 B2, E2 96 BC) as the fonts'
# glyphs after '~' (127, 128); other characters outside 32..126 as '?' (one for each
# UTF-8 sequence).
@micropython.viper
def _glyphs(pages: ptr8, data: ptr8, offset: int, text, n: int, width: int, bands: int,
            advance: int, x: int, y: int, c: int, upper: int):
    codes = ptr8(text)
    size = width * bands
    at = 0
    for k in range(n):
        code = codes[at]
        at += 1
        if code >= 0xC0:  # a UTF-8 sequence: skip its continuation bytes
            while (codes[at] & 0xC0) == 0x80:
                at += 1
            last = codes[at - 1]
            if code == 0xE2 and codes[at - 2] == 0x96 and last == 0xB2:
                code = 127
            elif code == 0xE2 and codes[at - 2] == 0x96 and last == 0xBC:
                code = 128
            else:
                code = 63
        elif code < 32 or code > 126:
            code = 63
        elif upper and code >= 97 and code <= 122:
            code -= 32
        glyph = offset + (code - 32) * size
        left = x + k * advance
        for band in range(bands):
            top = y + band * 8
            page = top >> 3
            shift = top & 7
            for i in range(width):
                xx = left + i
                bits = data[glyph + band * width + i]
                if xx < 0 or xx >= 128 or bits == 0:
                    continue
                if page >= 0 and page < 8:
                    lo = (bits << shift) & 0xFF
                    if c:
                        pages[page * 128 + xx] |= lo
                    else:
                        pages[page * 128 + xx] &= 0xFF ^ lo
                if page >= -1 and page < 7 and shift:
                    hi = bits >> (8 - shift)
                    if c:
                        pages[page * 128 + 128 + xx] |= hi
                    else:
                        pages[page * 128 + 128 + xx] &= 0xFF ^ hi


# Zero n page bytes (a multiple of 4), four a turn: five times faster than framebuf's
# fill(0), which sets pixel by pixel, and the loop's own cost a quarter of a byte a turn.
@micropython.viper
def _zero(pages: ptr8, n: int):
    for i in range(0, n, 4):
        pages[i] = 0
        pages[i + 1] = 0
        pages[i + 2] = 0
        pages[i + 3] = 0


# fill_rect's pixels: every pixel of the rectangle x, y, w, h set to c, those off the screen
# skipped; with edge, its outline then lit as rect() lights it (a black card's edge); edge 3,
# each column the next one inverted instead (Gfx.row_gap: a framebuf vline, pixel by pixel,
# and a glyph column had cost the Pico about 0.3 ms a gap). Machine code on MicroPython:
# framebuf's fill_rect sets pixel by pixel (0.1 ms for a card's box).
@micropython.viper
def _fill(pages: ptr8, x: int, y: int, w: int, h: int, c: int, edge: int):
    bottom = y + h - 1
    for page in range(y >> 3, (bottom >> 3) + 1):
        base = page * 8
        if page < 0 or page > 7:
            continue
        lo = y - base if y > base else 0
        hi = bottom - base if bottom < base + 7 else 7
        m = (0xFF << lo) & (0xFF >> (7 - hi))
        rows = 0  # the edge's top and bottom rows in this page
        if edge:
            if lo == y - base:
                rows |= 1 << lo
            if edge == 1 and hi == bottom - base:   # (2: no bottom row)
                rows |= 1 << hi
        for col in range(x, x + w):
            if col < 0 or col > 127:
                continue
            i = page * 128 + col
            v = pages[i] | m if c else pages[i] & (0xFF ^ m)
            if edge == 3:   # Gfx.row_gap: the next column inverted
                if col < 127:
                    v = pages[i] & (0xFF ^ m) | (0xFF ^ pages[i + 1]) & m
            elif edge:
                v |= m if col == x or col == x + w - 1 else rows
            pages[i] = v


# A face-up card of the sizes drawn small (CARD_SMALL, CARD_ROW, CARD_MEDIUM) at x, y, as
# Gfx.card describes, from name's two characters ("TC"): its ground and edge, its rank and
# its suit. Machine code on MicroPython: through the shapes and glyph calls a card cost the
# Pico 0.5-0.9 ms, 0.1-0.2 ms of it each indexing of its name (MicroPython looks every new
# one-character string up among its interned ones).
@micropython.viper
def _card(pages: ptr8, name, x: int, y: int, size: int):
    codes = ptr8(name)
    rank = codes[0]
    suit = codes[1]
    fg = 1  # clubs and spades: a dark ground, lit marks and edge
    if suit == 68 or suit == 72:  # D, H
        fg = 0
    w = 10
    h = 15
    edge = fg * 2  # CARD_SMALL: no bottom edge, where the suit stands a row clear of the rank
    if size == 2:  # CARD_MEDIUM
        w = 13
        h = 20
        edge = fg
    elif size == 3:  # CARD_ROW: no edge (it would light half a black card)
        h = 14
        edge = 0
    _fill(pages, x, y, w, h, 1 - fg, edge)
    # the marks: the rank (5x7; ten the 7-column _TEN), then the suit under it, a row
    # apart (touching, a heart's lobes under an A read as an 8 at true size, and a rank on
    # the card's top row lost its top stroke: fresh reviews); the small sizes' suit 7x5
    # (SUIT_CARD) from the second column, a black CARD_SMALL's side edges stopping above it
    # (the mark's outer pixels, beside the left edge, ran into it)
    top = y + 1 if size == 3 else y + 2
    left = x + 4 if size == 2 else x + 2
    if rank == 84:  # T (TEN_W 7 columns): a column further left, its 1's flag in the second
        _glyphs(pages, _TEN, 0, b" ", 1, 7, 1, 0, left - 1, top, fg, 0)
        if edge == 2:  # a black CARD_SMALL's side cut beside the flag (joined, they read H)
            _fill(pages, x, top, 1, 3, 0, 0)
    else:
        _glyphs(pages, fontdata.SMALL, (rank - 32) * 5, b" ", 1, 5, 1, 0, left, top, fg, 0)
    si = 0 if suit == 67 else (1 if suit == 68 else (2 if suit == 83 else 3))  # C D S H
    if size == 2:
        _glyphs(pages, fontdata.SUIT_LARGE, si * 18, b" ", 1, 9, 2, 0, x + 2, y + 10, fg, 0)
    else:
        if edge:
            _fill(pages, x, top + 8, 1, 5, 0, 0)
            _fill(pages, x + w - 1, top + 8, 1, 5, 0, 0)
        _glyphs(pages, fontdata.SUIT_CARD, si * 7, b" ", 1, 7, 1, 0, x + 1, top + 8, fg, 0)


# dotted_rect's pixels: machine code on MicroPython (a pixel call each, the PASS button's
# dotted outline cost the Pico 1.3 ms of a cursor move).
@micropython.viper
def _dots(pages: ptr8, x: int, y: int, w: int, h: int, c: int):
    for side in range(4):  # top, bottom, left, right
        n = w if side < 2 else h
        for i in range(0, n, 2):
            if side < 2:
                px = x + i
                py = y if side == 0 else y + h - 1
            else:
                px = x if side == 2 else x + w - 1
                py = y + i
            if px < 0 or px > 127 or py < 0 or py > 63:
                continue
            at = (py >> 3) * 128 + px
            bit = 1 << (py & 7)
            if c:
                pages[at] |= bit
            else:
                pages[at] &= 0xFF ^ bit


class Gfx:
    def __init__(self, display):
        self.display = display
        self.pages = display.frame
        self._doubled = {}  # glyph width -> scratch for one doubled glyph, allocated once
        self.frames = 0
        # the frame under an overlay (the app's WAIT) as its view drew it, and its number:
        # a view's partial redraw starts from it, not from the glass, so a wait's every
        # step and its going redraw no whole table (firmware/ui/partial.py)
        self.under = bytearray(len(self.pages))
        self.covered = -2

    # shapes -------------------------------------------------------------
    def clear(self):
        self.frames += 1  # a new frame begins (firmware/ui/partial.py counts on it)
        _zero(self.pages, WIDTH * HEIGHT // 8)

    def cover(self):
        """The view's frame just drawn is about to be drawn over (an overlay that is not the
        view's): keep it as drawn, the frame a partial redraw starts from next."""
        self.under[:] = self.pages
        self.covered = self.frames

    def fill_rect(self, x, y, w, h, c=1):
        _fill(self.pages, x, y, w, h, c, 0)

    def rect(self, x, y, w, h, c=1):
        self.display.rect(x, y, w, h, c)

    def hline(self, x, y, w, c=1):
        self.display.hline(x, y, w, c)

    def vline(self, x, y, h, c=1):
        self.display.vline(x, y, h, c)

    def line(self, x0, y0, x1, y1, c=1):
        self.display.line(x0, y0, x1, y1, c)

    def pixel(self, x, y, c=1):
        self.display.pixel(x, y, c)

    def dotted_rect(self, x, y, w, h, c=1):
        """Every other pixel of the outline, from the top-left corner on (by _dots)."""
        _dots(self.pages, x, y, w, h, c)

    def invert_rect(self, x, y, w, h):
        """XOR a rectangle (cursor highlight over anything already drawn)."""
        for yy in range(max(y, 0), min(y + h, HEIGHT)):
            base = (yy >> 3) * WIDTH
            bit = 1 << (yy & 7)
            for xx in range(max(x, 0), min(x + w, WIDTH)):
                self.pages[base + xx] ^= bit

    # glyphs -------------------------------------------------------------
    def columns(self, data, offset, width, bands, x, y, c=1):
        """Draw width columns of MONO_VLSB glyph bytes (bands 8-row bands) at x, y."""
        _glyphs(self.pages, data, offset, b" ", 1, width, bands, 0, x, y, c, 0)

    def _doubled_glyph(self, font, ch, x, y, c):
        data, w, _, _, _, _, upper = font
        code = ord(ch)
        if upper and 97 <= code <= 122:
            code -= 32
        if code < 32 or code > 126:
            code = 63  # '?'
        self.doubled(data, (code - 32) * w, w, x, y, c)

    def doubled(self, data, offset, width, x, y, c=1):
        """Draw width columns of MONO_VLSB glyph bytes (one 8-row band) at x, y, each pixel
        as 2x2: a LARGE letter."""
        # Widen each column and spread each bit over two rows.
        big = self._doubled.get(width)
        if big is None:
            big = self._doubled[width] = bytearray(4 * width)
        for i in range(width):
            bits = data[offset + i]
            wide = 0
            for r in range(8):
                if bits & (1 << r):
                    wide |= 3 << (2 * r)
            for dx in (0, 1):
                big[2 * i + dx] = wide & 0xFF
                big[2 * width + 2 * i + dx] = wide >> 8
        self.columns(big, 0, 2 * width, 2, x, y, c)

    def text(self, s, x, y, font=SMALL, c=1):
        """Draw s with its top-left corner at x, y; return the width drawn."""
        data, w, _, advance, _, scale, upper = font
        if scale == 1:
            _glyphs(self.pages, data, 0, s, len(s), w, 1, advance, x, y, c, upper)
        else:
            for i, ch in enumerate(s):
                if ch != " ":
                    self._doubled_glyph(font, ch, x + i * advance, y, c)
        return self.text_width(s, font)

    def text_width(self, s, font=SMALL):
        return len(s) * font[3] - (font[3] - font[1] * font[5]) if s else 0

    def center(self, s, y, font=SMALL, c=1):
        """Draw s centred across the screen; return its left edge."""
        x = (WIDTH - self.text_width(s, font)) // 2
        self.text(s, x, y, font, c)
        return x

    def top_note(self, s, part=None):
        """s centred, dark, on the top line lit (the app's WAIT): over whatever is drawn
        there (a title), column 127 left dark; part: (n, of) the band's share to light,
        round s (a wait's time left)."""
        self.note_box((s,), 0, 0, WIDTH - 1, 8, part)

    def note_box(self, lines, x, y, w, h, part=None):
        """lines dark, each centred, in the middle of a lit box (x, y, w, h): the app's WAIT
        in a view's toast_box, a board game's hint in the same place. part: (n, of) the
        box's width to light, centred, never narrower than the lines and a margin, the rest
        of the box dark: a wait draining (what it covers coming back in part read as broken
        words: review 72's WAIT EADS)."""
        if part is not None:
            least = max(self.text_width(line, SMALL) for line in lines) + 4
            lit = max(least, w * part[0] // part[1])
            if lit < w:
                self.fill_rect(x, y, w, h, 0)
                x += (w - lit) // 2
                w = lit
        self.fill_rect(x, y, w, h, 1)
        y += (h - 8 * len(lines) - 1) // 2 + 1
        for i, line in enumerate(lines):
            self.text(line, x + (w - self.text_width(line, SMALL) + 1) // 2, y + 8 * i,
                      SMALL, 0)

    def pointer(self, x, y):
        """The menu cursor, a 4x7 triangle pointing right, left edge x, top y. Moving it
        changes a few columns of the glass, where an inverted bar changes whole pages: a
        cursor move reaches the glass in a few ms even at 400 kHz."""
        for d in range(4):
            self.vline(x + d, y + d, 7 - 2 * d, 1)

    def keybar(self, keys, y=HEIGHT - 7, x=None):
        """The key bar, the same on every screen: what each button does now as KEY:ACT
        pairs in the 5x7 font, e.g. keys (("A", "DROP"), ("B", "UNDO")) shows A:DROP
        B:UNDO; centred, off both edges, its letters ending on the bottom row. In a side
        panel (x: its left edge) the pairs stand one a line. The arrows are written < > and,
        in every key hint on every screen, ▲ ▼: the fonts' solid triangles (_glyphs), one
        character each (^ and v read as letters at true size: "vA:DRAW", review 35)."""
        if x is not None:
            for i, (k, a) in enumerate(keys):
                self.text(k + ":" + a, x, y - 8 * (len(keys) - 1 - i), SMALL)
            return
        s = " ".join(k + ":" + a for k, a in keys)
        self.text(s, max(1, (WIDTH - self.text_width(s, SMALL)) // 2), y, SMALL)

    def right(self, s, x_end, y, font=SMALL, c=1):
        self.text(s, x_end - self.text_width(s, font), y, font, c)

    def wrap(self, s, font=SMALL, width=WIDTH):
        """Split s into lines that fit width pixels, breaking at spaces and newlines."""
        per_line = max(1, (width + font[3] - font[1] * font[5]) // font[3])
        lines = []
        for para in s.split("\n"):
            line = ""
            for word in para.split(" "):
                while len(word) > per_line:
                    if line:
                        lines.append(line)
                        line = ""
                    lines.append(word[:per_line])
                    word = word[per_line:]
                if not line:
                    line = word
                elif len(line) + 1 + len(word) <= per_line:
                    line += " " + word
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    # cards --------------------------------------------------------------
    def suit(self, x, y, suit, large=False, c=1):
        """A suit's mark ("C", "D", "S" or "H"): 5x5 in a line of text, large 9x9 (True) or
        SUIT_CARD_MARK, 7x5 as on the small cards."""
        i = SUITS.index(suit)
        if large == SUIT_CARD_MARK:
            self.columns(fontdata.SUIT_CARD, i * 7, 7, 1, x, y, c)
        elif large:
            self.columns(fontdata.SUIT_LARGE, i * 18, 9, 2, x, y, c)
        else:
            self.columns(fontdata.SUIT_SMALL, i * 5, 5, 1, x, y, c)

    def row_gap(self, x, y):
        """A dark first column on the card of a row (CARD_ROW) at x, y: a red card after a
        red one (lit side by side, a run read as one strip); its ground beside the marks'
        pixels in the next column, a suit mark's outer ones and a ten's flag (the gap beside
        them, a heart's lobe, a diamond's point and the 1 of a 10 ran into it): the column
        is the next one inverted."""
        _fill(self.pages, x, y, 1, CARD_SIZES[CARD_ROW][1], 0, 3)

    def card(self, x, y, card, size=CARD_SMALL):
        """A face-up card such as "TC": hearts and diamonds lit with dark marks, clubs and
        spades dark with lit marks and edge, as colour tells them apart on a real table.
        CARD_ROW, a card in a row of them: no edge (it would light half a black card, whose
        colour would not read), its rank one row from the top. The small sizes: the 5x7 rank
        (3x5 is too small to read in play) over the suit, a row under an edge (touching
        it, the flat tops of 5 and 7 would merge into it), drawn by _card, ten as the
        7-column "10" (_TEN) a column further left, a ground column either side of it (a
        black CARD_SMALL's left side cut beside its 1's flag); CARD_SMALL and CARD_ROW with
        the 7x5 suit marks (SUIT_CARD), CARD_MEDIUM the 9x9."""
        if size != CARD_LARGE:
            _card(self.pages, card, x, y, size)
            return
        w, h = CARD_SIZES[size]
        rank, suit = card[0], card[1]
        fg = 0 if suit in RED else 1
        self.fill_rect(x, y, w, h, 1 - fg)
        if fg:
            self.rect(x, y, w, h, 1)
        label = "10" if rank == "T" else rank
        self.text(label, x + 2, y + 2, SMALL, fg)
        self.suit(x + 2, y + 11, suit, False, fg)
        self.suit(x + 11, y + 16, suit, True, fg)

    def rank(self, rank, x, y, c=1):
        """A card's rank ("2".."9", "T", "J", "Q", "K", "A") as a 5x7 glyph; ten as a narrow
        "10" two columns wider (TEN_W), spelled as on the large cards."""
        if rank == "T":
            self.columns(_TEN, 0, TEN_W, 1, x, y, c)
        else:
            self.text(rank, x, y, SMALL, c)

    def card_back(self, x, y, size=CARD_SMALL):
        w, h = CARD_SIZES[size]
        self.fill_rect(x, y, w, h, 0)
        self.rect(x, y, w, h, 1)
        for yy in range(y + 2, y + h - 2):
            for xx in range(x + 2 + (yy & 1), x + w - 2, 2):
                self.display.pixel(xx, yy, 1)

    def show(self):
        self.display.show()
