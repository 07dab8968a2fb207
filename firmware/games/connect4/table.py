"""What the board shows, from the Screen's state (screen.py): the falling piece, the
cursor and the computer's last piece; view.py draws them (the side panel is the board
screen's, from the Screen's panel hooks)."""
from firmware.games.connect4.lines import ROWS
from firmware.games.connect4.view import CELL, ROW_MS, SOLID, cell_origin, draw_board


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
    if s.cpu and s.human_turn() and game.moves:
        # the computer's last piece is marked until you move: its ring filled in the middle
        col = game.moves[-1]
        x, y = cell_origin(col, game.heights[col] - 1)
        gfx.fill_rect(x + 3, y + 3, 3, 3, 1)
