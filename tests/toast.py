"""The app's WAIT (app.TOAST) read off the simulated glass: what its box hides.
(Apart from tests/screen.py, which suites at the 192K heap's edge import: tests/hal's.)"""
from tests.screen import shows


def waiting_again(app):
    """The app's WAIT is up for a wait a stream's refused press began again (a look's, a
    rest's or a mash's: longer than a moment's GUARD_MS), its band full then."""
    from firmware.app import GUARD_MS, TOAST
    return app.toast_until is not None and app.toast == TOAST and \
        app.clock.ticks_diff(app.toast_until, app.toast_from) > GUARD_MS


def band_full(board, app):
    """The app's WAIT drawn again as a refusal draws it, its band whole (it narrows as the
    wait runs out, app._toast): for a check of the box's place and size."""
    app.toast_from = app.clock.ticks_ms()
    app.top.dirty = True
    board.run(app, 20)


def lit_rows(chip):
    """The glass row by row, each a bytearray of 128 0/1 (64 small blocks, no 8 KB one)."""
    return [bytearray(chip.glass_pixel(x, y) for x in range(128)) for y in range(64)]


def box_hides_nothing(boxed, clear):
    """A box over a screen (boxed: its lit_rows with the box, clear: without; the app's
    WAIT) hides none of it: the rows it changed held nothing lit, nor did the
    row each side of them, so no line of text, key bar or descender touches it."""
    changed = [y for y in range(64) if boxed[y] != clear[y]]
    if not changed:
        return False   # no box: nothing to judge
    top, bottom = max(0, changed[0] - 1), min(63, changed[-1] + 1)
    return not any(any(clear[y]) for y in range(top, bottom + 1))


def box_clear_of_the_edges(boxed):
    """The glass (lit_rows) with a board game's box in its panel's key bar (the app's WAIT):
    nothing lit on its last column, the box's last four rows lit across,
    under its text (review 50: STOP TAPPING's two lines met the bottom edge), to the
    bottom row as the key bar it covers (review 80: the panel's lines from row 1)."""
    panel = [row[66:] for row in boxed]
    return not any(row[-1] for row in panel) and all(all(row[:61]) for row in panel[60:])


def refused_ask_in_view(board, app, run):
    """A refused press has just put WAIT (app.TOAST) over the
    question on top (an AskView): it hides none of it (its title, every line, its key bar),
    and the question is whole on the glass, no line to scroll to. run(ms): time passes (a
    board or a Linked); the toast goes by itself then (by AIM_MS, the longest hold: a look
    begun again by a press kept up)."""
    from firmware.app import AIM_MS, TOAST
    ask = app.top
    toast = app.toast
    if type(ask).__name__ != "AskView" or toast != TOAST or \
            not shows(board, toast, inverted=True):
        return False
    boxed = lit_rows(board.chip)
    run(AIM_MS)
    if app.top is not ask or shows(board, toast, inverted=True):
        return False
    return box_hides_nothing(boxed, lit_rows(board.chip)) and \
        len(ask.lines) <= ask.rows(ask.line_font)
