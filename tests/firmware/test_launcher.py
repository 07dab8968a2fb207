"""The launcher scales: however many games, a cursor move changes a few bytes of the glass
(the simulator's SSD1306 bus model) and a page turn only the rows of games."""
from firmware import app as app_module, games
from firmware.app import App
from sim.board import SimBoard


def test_a_cursor_move_stays_a_few_bytes_with_twelve_games():
    real = games.GAMES
    games.GAMES = app_module.GAMES = real + tuple(("x%d" % i, "Extra %d" % i, "")
                                                  for i in range(8))
    try:
        board = SimBoard(seed=1)
        app = App(board)
        board.run(app, 1500)
        chip = board.chip
        for key in ("DOWN " * 7 + "RIGHT " + "UP " * 7 + "LEFT RIGHT RIGHT").split():
            sent = chip.bytes_received
            board.play_keys(app, key)
            limit = 30 if key in ("UP", "DOWN") else 420   # a turn: four rows of games
            assert 0 < chip.bytes_received - sent <= limit, (key, chip.bytes_received - sent)
        assert app.top.menu.page == 2
    finally:
        games.GAMES = app_module.GAMES = real
