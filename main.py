# Builds the Pico board and runs the launcher. Hold B at power-up for safe mode (REPL free),
# A for the hardware check.
from hal import pico

board = pico.start()
if board is not None:
    from firmware.app import App

    pico.run(App(board), board)
elif pico.fault is not None and pico.fault[1] is not None:
    from firmware.hwcheck import show_fault

    show_fault(pico.fault[1], pico.fault[0])
