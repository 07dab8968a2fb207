"""What the board shows, from the Screen's state (screen.py): the falling piece, the
cursor and the computer's last piece; view.py draws them (the side panel is the board
screen's, from the Screen's panel hooks)."""
from firmware.games.connect4.engine import WIN_VIOLATIONS
from firmware.games.connect4.lines import ROWS
from firmware.games.connect4.view import (BOARD_W, BOARD_X, BOARD_Y, CELL, SOLID,
                                          cell_origin, draw_board, draw_cursor)
from firmware.ui.board_panel import X as PANEL_X
from firmware.ui.gfx import HEIGHT, WIDTH


def board_state(s):
    """What the board below the cursor row shows besides the pieces (s.drawn_moves keeps
    those), as a small int (a tuple was allocated on every cursor move): a frame with the
    same can be the glass's with only the cursor row and the panel drawn again (screen.py;
    a piece falling draws the board whole, whatever it was before)."""
    return (s.falling is None) | s.game.over() << 1 | s.human_turn() << 2 | s.phase << 3


def redraw_cursor_row(gfx, s, panel=True):
    """Over the glass's frame (a cursor move): the row above the board drawn again, and
    everything right of the board cleared for the panel (panel), or up to the panel's edge
    (the panel kept as the glass shows it: screen.py)."""
    gfx.fill_rect(BOARD_X, 0, BOARD_W, BOARD_Y, 0)
    right = WIDTH if panel else PANEL_X - 2
    gfx.fill_rect(BOARD_X + BOARD_W, 0, right - BOARD_X - BOARD_W, HEIGHT, 0)
    _draw_cursor(gfx, s)


def _draw_cursor(gfx, s):
    """The piece held above the board (view.draw_cursor), or none."""
    game = s.game
    col = s.cursor
    full = not game.can_drop(col)   # (only the Fouls rules let it rest there)
    if game.reason == WIN_VIOLATIONS:   # the last foul's piece stays, crossed out, with the
        draw_cursor(gfx, col, s.side_of(3 - game.result), True, True)   # banner: the end
    elif s.human_turn():
        draw_cursor(gfx, col, s.side_of(game.to_move()), True, full)
    elif s.cpu and not game.over():
        draw_cursor(gfx, col, SOLID, False, full)   # where your next piece goes


def draw(gfx, s):
    game = s.game
    mark_of = (None, s.side_of(1), s.side_of(2))
    hidden = falling = None
    if s.falling is not None:
        col, row, started, ms = s.falling
        clock = s.ctx.clock
        hidden = col * ROWS + row
        # (ROWS - row) cells in ms: a row in ROW_MS, or quicker (screen._fall_ms)
        fallen = clock.ticks_diff(clock.ticks_ms(), started) * (ROWS - row) * CELL // ms
        top = cell_origin(col, row)[1] + 1
        # a piece held above the board falls from there; the computer's (or a linked
        # player's) from inside the board's top row: on the row above, beside your aim
        # mark, it was taken for your own (review 38)
        start = 1 if game.cells[hidden] != s.cpu else cell_origin(col, ROWS - 1)[1] + 1
        falling = (col, min(top, start + fallen), mark_of[game.cells[hidden]])
    line = game.line if s.falling is None else None
    if game.moves and s.falling is None and not game.over() and (
            s.linked is not None or s.cpu == s.NO_CPU or s.human_turn()):
        # the last piece is marked: vs the computer its reply, until you move; two players
        # (on one handheld, or linked, where cpu is the other's side: alike on both
        # glasses), whoever played it: framed as a winning four's pieces are, smaller
        # inside its frame, as tic-tac-toe's last mark is ticked round (review 91: a cross
        # in a ring, a dot at true size, read as a plain ring; reviews 94, 95: a frame
        # round the whole piece met a solid one, a block with a dark cross at true size)
        col = game.moves[-1]
        line = (col * ROWS + game.heights[col] - 1,)
    draw_board(gfx, game.cells, mark_of, line, hidden, falling)
    _draw_cursor(gfx, s)
