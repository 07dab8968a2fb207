# Hardware abstraction layer: the board contract (see hal/board.py) and the Pico board.
