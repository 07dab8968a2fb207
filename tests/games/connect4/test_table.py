# runs-on: micropython, whole app
"""firmware/games/connect4/table.py through the whole app: what the board shows in the
computer's turn."""
from tests.games.connect4.driver import drop, game_module, screen_of, start, versus_random


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
