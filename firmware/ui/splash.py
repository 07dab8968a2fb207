"""The screen at power-up: the name and four cards, until SPLASH_MS pass or a button is
pressed. Loaded for it and dropped again (app.py): the launcher's and the games' heap does
not carry its code."""
from firmware import VERSION
from firmware.ui.gfx import LARGE, TINY
from firmware.ui.views import View
from hal.buttons import PRESS

SPLASH_MS = 1200


class Splash(View):
    def __init__(self, app):
        self.app = app
        self.started = app.last_input

    def on_button(self, kind, button):
        if kind == PRESS:
            self.done = True

    def tick(self, now):
        if self.app.board.clock.ticks_diff(now, self.started) >= SPLASH_MS:
            self.done = True

    def draw(self, gfx):
        gfx.center("PICO", 4, LARGE)
        gfx.center("PARLOR", 22, LARGE)
        for i, card in enumerate(("AS", "KH", "QD", "JC")):
            gfx.card(38 + i * 13, 44, card)
        gfx.right(VERSION, 127, 58, TINY)
