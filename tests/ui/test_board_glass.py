# runs-on: micropython, whole app
"""A board game's cursor move draws over the frame on the glass (firmware/ui/partial.py):
the side panel taken back from the glass where it shows the same (ui/board_panel.py), and
Connect Four's board too, only the row above it drawn again (connect4/table.py); each such
frame is, byte for byte, what a whole redraw gives, through moves, drops, the computer's
replies, a take-back and a refusal."""
from firmware.ui import board_panel
from tests.games import session

WAIT = "wait:2500"   # our move, the computer's reply, its piece settled
SCRIPTS = {
    "connect4": ["RIGHT", "RIGHT", "LEFT", "LEFT:900", "A " + WAIT, "LEFT", "RIGHT", "RIGHT",
                 "RIGHT:700", "A " + WAIT, "LEFT", "B wait:600", "RIGHT", "LEFT"],
    "tictactoe": ["RIGHT", "DOWN", "LEFT", "UP", "A " + WAIT, "RIGHT", "DOWN", "DOWN:700",
                  "A " + WAIT, "LEFT", "B wait:600", "UP", "RIGHT"],
}


def started(game):
    board, app = session.start(game)
    session.keys(board, app, "A wait:600")   # Play: the game, your move
    return board, app, session.screen_of(app)


def test_cursor_moves_draw_what_a_whole_redraw_draws():
    for game, script in SCRIPTS.items():
        board, app, s = started(game)
        gfx = app.gfx
        for move in script:
            session.keys(board, app, move)
            drawn = bytes(gfx.pages)
            assert drawn == bytes(board.display.glass), (game, move)   # and pushed whole
            s.panel_drawn = None   # the next frame draws it all
            s.drawn_moves = None   # ...and its board
            s.dirty = True
            board.run(app, 20)
            assert bytes(gfx.pages) == drawn, (game, move)


def test_a_cursor_move_takes_the_panel_back_from_the_glass():
    real = board_panel.draw_panel
    for game in SCRIPTS:
        board, app, s = started(game)
        drawn = []

        def counting(*args, drawn=drawn):
            drawn.append(args)
            real(*args)

        board_panel.draw_panel = counting
        try:
            session.keys(board, app, "RIGHT")
            session.keys(board, app, "LEFT")
            assert drawn == [], (game, len(drawn))   # the panel's text not drawn again
            s.panel_drawn = None
            s.dirty = True
            board.run(app, 20)
            assert len(drawn) == 1   # (and drawn whole when it must be)
        finally:
            board_panel.draw_panel = real


def test_a_connect_four_cursor_move_keeps_the_panel_without_asking_its_hooks():
    """Issue 44.6: the panel's hooks (title, status, rows, keys) cost the Pico 1.5-2 ms a
    move, on a full board 9-10.4 ms to the glass in all; a move that changes nothing the
    panel shows keeps it as tic-tac-toe's do, and a frame that must draws it whole."""
    board, app, s = started("connect4")
    asked = []
    real = s.panel_rows
    s.panel_rows = lambda: asked.append(1) or real()
    session.keys(board, app, "RIGHT")
    session.keys(board, app, "LEFT")
    assert asked == []
    s.panel_drawn = None
    s.dirty = True
    board.run(app, 20)
    assert asked == [1]


def test_a_cursor_move_allocates_nothing():
    """Board91: each Connect Four arrow tap allocated about 190 bytes on the device (384 on
    the unix port): the tuples draw_play made (the board's state, the panel's words and
    fouls, the cursor's figures), garbage that brings the collector's pause sooner;
    tic-tac-toe's 128 (a divmod, the cells' origins, the pair of cells redrawn). Fifty
    moves, each with its drawing over the glass's frame, allocate nothing. (Measured on
    MicroPython's heap: CPython has no gc.mem_free, its allocator is not the device's.)"""
    import gc

    from hal.buttons import DOWN, LEFT
    if not hasattr(gc, "mem_free"):
        return
    assert allocated_by_moves("connect4", LEFT) == 0
    assert allocated_by_moves("tictactoe", DOWN) == 0


def allocated_by_moves(game, other):
    """The bytes 50 cursor moves (RIGHT, and other every fourth) and their drawing allocate
    in game, the collector held off. (A game's board is let go before the next's.)"""
    import gc

    from hal.buttons import PRESS, RIGHT
    board, app, s = started(game)
    gfx = app.gfx
    allocated = 0
    gc.collect()
    gc.disable()
    try:
        for i in range(50):
            free = gc.mem_free()
            s.on_button(PRESS, other if i % 4 == 3 else RIGHT)
            gfx.clear()
            s.draw(gfx)
            allocated += free - gc.mem_free()
            gfx.show()   # (the simulated display's own work not counted)
    finally:
        gc.enable()
    return allocated
