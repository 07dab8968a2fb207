"""What the play screen shows, from the Screen's state (screen.py): the board with the
falling piece and the cursor, and the panel's title, status, sides and key hint; view.py
draws them."""
from firmware.games.connect4 import setup as setup_page
from firmware.games.connect4.engine import DRAW, WIN_VIOLATIONS
from firmware.games.connect4.lines import ROWS
from firmware.games.connect4.view import (CELL, RING, ROW_MS, SOLID, cell_origin,
                                          draw_board, draw_panel)


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
    _draw_panel(gfx, s, mark_of)


def _draw_panel(gfx, s, mark_of):
    game = s.game
    vs_cpu = s.cpu != 0
    score = s.score()
    names = ("YOU", "CPU") if vs_cpu else ("", "")  # two players: the marks say whose
    sides = [(side, names[side], score[side]) for side in (SOLID, RING)]
    status_mark = fouls = why = None
    title = "VS " + setup_page.LEVEL_NAMES[s.setup["level"]].upper() if vs_cpu else \
        "2 PLAYERS"
    if game.over():
        status = _result_text(s, vs_cpu) if s.falling is None else ""
        if game.reason == WIN_VIOLATIONS and s.falling is None:
            loser = 2 if game.result == 1 else 1  # the winner is the other player
            why = "%d FOULS:" % game.violations[loser - 1]
        keys = (("A", "AGAIN"), ("B", "SETUP"))
    else:
        # B takes back a move of yours (two players: the last one, of whoever made it)
        left = game.undos_left(s.undoer())
        keys = (("A", "DROP"), ("B", "UNDO" if left is None else "UNDO %d" % left))
        # a foul would count against you (two players: the one to move)
        player = s.player_of(SOLID) if vs_cpu else game.to_move()
        limit = game.violation_limit[player - 1]
        if limit is not None:
            fouls = (s.side_of(player), "FOUL %d/%d" % (game.violations[player - 1], limit))
        if vs_cpu:
            # the computer's turn lasts until its piece has landed
            status = "Your move" if s.human_turn() else "Thinking"
        else:
            status = "to play"
            status_mark = mark_of[game.to_move()]
    # the foul's notice gives way to the headline that says what it did
    draw_panel(gfx, why or title, status, status_mark, sides, score[2], fouls,
               None if why else s.notice, keys)


def _result_text(s, vs_cpu):
    game = s.game
    if game.result == DRAW:
        return "Draw"
    if vs_cpu:
        if game.result == s.cpu:
            return "CPU wins"
        return "You win!"
    return ("Ring" if s.side_of(game.result) == RING else "Solid") + " wins"
