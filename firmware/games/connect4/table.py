"""What the board shows, from the Screen's state (screen.py): the falling piece, the
cursor and the computer's last piece; view.py draws them (the side panel is the board
screen's, from the Screen's panel hooks)."""
from firmware.games.connect4.lines import ROWS
from firmware.games.connect4.view import CELL, RING, ROW_MS, SOLID, cell_origin, draw_board


def draw(gfx, s):
    game = s.game
    mark_of = (None, s.side_of(1), s.side_of(2))
    hidden = falling = cursor = None
    if s.falling is not None:
        col, row, started = s.falling
        clock = s.ctx.clock
        hidden = col * ROWS + row
        fallen = clock.ticks_diff(clock.ticks_ms(), started) * CELL // ROW_MS
        top = cell_origin(col, row)[1] + 1
        falling = (col, min(top, 1 + fallen), mark_of[game.cells[hidden]])
    if s.human_turn():
        cursor = (s.cursor, mark_of[game.to_move()], True)
    elif s.cpu and not game.over():
        cursor = (s.cursor, mark_of[s.player_of(SOLID)], False)   # where your next piece goes
    line = game.line if s.falling is None else None
    draw_board(gfx, game.cells, mark_of, line, hidden, falling, cursor)
    if game.moves and s.falling is None and not game.over() and (
            s.linked is not None or s.cpu and s.human_turn()):
        # the last piece is marked: vs the computer its reply, until you move; linked,
        # whoever played it, alike on both glasses: a ring filled in the middle, a solid
        # piece a dark cross there
        col = game.moves[-1]
        x, y = cell_origin(col, game.heights[col] - 1)
        if s.side_of(game.cells[col * ROWS + game.heights[col] - 1]) == RING:
            gfx.fill_rect(x + 3, y + 3, 3, 3, 1)
        else:
            gfx.hline(x + 3, y + 4, 3, 0)
            gfx.vline(x + 4, y + 3, 3, 0)
