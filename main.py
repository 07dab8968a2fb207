# Builds the Pico board and runs the launcher. Hold B at power-up for safe mode (REPL free).
from hal import pico

board = pico.start()
if board is not None:
    from firmware.app import App

    pico.run(App(board), board)
