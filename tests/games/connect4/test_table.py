# runs-on: micropython, whole app
"""firmware/games/connect4/table.py through the whole app: what the board shows in the
computer's turn, and the aim mark's row beside the panel."""
from tests.games.connect4.driver import (drop, game_module, keys, screen_of, start, two_players,
                                         versus_random)


def test_the_computer_s_piece_falls_inside_the_board_never_beside_your_aim_mark():
    """Review 38: while THINKING, the computer's piece stood on the row above the board
    next to your aim mark, easily taken for your own; it falls from the board's top row,
    the row above holding your aim mark alone (its 9 pixels, on rows 0-2)."""
    board, app = start()
    s = versus_random(board, app)
    view = game_module("view")
    drop(board, app, 3, settle=False)
    tops, ms = [], 0
    while True:
        board.run(app, 20)
        ms += 20
        assert ms < 3000, "no reply"
        if len(s.game.moves) == 2 and s.falling is None:
            break   # landed: your turn, your piece held above the board
        above = [(x, y) for y in range(view.BOARD_Y) for x in range(view.BOARD_W)
                 if board.chip.glass_pixel(x, y)]
        assert len(above) <= 9 and all(y <= 2 for _, y in above), (ms, above)
        if s.falling is not None:
            x0 = view.cell_origin(s.falling[0], 0)[0] + 1
            tops.append(min(y for y in range(view.BOARD_Y + 1, 64) if sum(   # (a dot: 1)
                board.chip.glass_pixel(x, y) for x in range(x0, x0 + view.PIECE)) > 1))
    assert len(tops) >= 3 and tops == sorted(tops) and tops[0] < tops[-1]   # it falls
    assert screen_of(app).human_turn()


def _apart(board, view):
    """Dark columns between the aim mark above column 7 and the panel's lit pixels on the
    cursor row (rows 0-7): the mark's right edge, the panel's left one and the columns
    between that are dark the whole glass down."""
    lit = board.chip.glass_pixel
    mark = max(x for y in range(view.BOARD_Y) for x in range(view.BOARD_W) if lit(x, y))
    panel = min(x for y in range(view.BOARD_Y) for x in range(view.BOARD_W, 128) if lit(x, y))
    dark = [x for x in range(mark + 1, panel) if not any(lit(x, y) for y in range(64))]
    return mark, panel, dark


def test_the_aim_mark_above_column_7_stands_apart_from_the_panel():
    """Review 39 read the piece held above column 7 as touching VS ... at true size (board24):
    its right edge stands 5 columns clear of the title (3 of a notice's inverted strip),
    one of them dark the whole glass down between the board's frame and the panel; so in
    your move, a refused B's notice, the computer's turn (the small mark) and two
    players."""
    board, app = start()
    s = versus_random(board, app)
    view = game_module("view")   # (loaded with the game)
    keys(board, app, "RIGHT RIGHT RIGHT wait:300")
    assert s.cursor == 6
    x = view.cell_origin(6, 0)[0]
    clear = [x + 10, x + 11, x + 12]
    assert _apart(board, view) == (x + 7, x + 13, clear)             # VS RANDOM
    keys(board, app, "B wait:100")                                   # NO UNDOS, inverted
    assert s.notice
    assert _apart(board, view) == (x + 7, x + 11, clear[:1])
    drop(board, app, 5, settle=False)
    board.run(app, 60)
    assert not s.human_turn() and s.cursor == 5
    keys(board, app, "RIGHT")                                        # THINKING
    assert s.cursor == 6 and not s.human_turn()
    assert _apart(board, view) == (x + 6, x + 13, clear)
    board, app = start()
    s = two_players(board, app)
    keys(board, app, "RIGHT RIGHT RIGHT wait:300")
    assert _apart(board, view) == (x + 7, x + 13, clear)             # 2 PLAYERS


def test_the_falling_piece_shows_its_shape_alone_over_the_grid_s_dots():
    """Review 62: the falling ring's hollow showed an empty cell's dot, and a dot just above
    or below it read as a spike: in every frame of the fall its box holds its shape alone,
    the rows above and below it dark."""
    board, app = start()
    s = versus_random(board, app)
    view = game_module("view")
    drop(board, app, 3, settle=False)
    seen, ms = 0, 0
    while not (len(s.game.moves) == 2 and s.falling is None):
        board.run(app, 10)
        ms += 10
        assert ms < 3000, "no reply"
        if s.falling is None or app.unshown:
            continue
        col = s.falling[0]
        x0 = view.cell_origin(col, 0)[0] + 1
        lit = board.chip.glass_pixel
        top = min(y for y in range(view.BOARD_Y + 1, 64)
                  if sum(lit(x, y) for x in range(x0, x0 + view.PIECE)) > 1)
        mark = s.side_of(s.game.cells[col * 6 + s.falling[1]])
        shape = view._SHAPES[view.PIECE][mark * view.PIECE:(mark + 1) * view.PIECE]
        for dy in range(-1, view.PIECE + 1):
            want = [0 <= dy < view.PIECE and shape[dx] >> dy & 1 for dx in range(view.PIECE)]
            assert [lit(x0 + dx, top + dy) for dx in range(view.PIECE)] == want, (ms, dy)
        seen += 1
    assert seen >= 3
