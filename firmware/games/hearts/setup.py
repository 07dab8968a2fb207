"""The Hearts setup page: opponents' level, target score and the two rule options, each
stored as an index into its choices; plus the validation of the stored setup."""
from firmware.ui.menu import BACK, CHANGED, CHOSEN, Menu

LEVEL_NAMES = ("Hard", "Basic", "Random")
LEVELS = ("hard", "basic", "random")  # ai.new_player names, in LEVEL_NAMES order
TARGETS = (100, 50, 75, 150)
MOON_NAMES = ("others+26", "me-26")
OFF_ON = ("off", "on")

DEFAULT = {"level": 0, "target": 0, "moon": 0, "qs": 0}
CHOICES = {"level": 3, "target": 4, "moon": 2, "qs": 2}
ROWS = ("play", "level", "target", "moon", "qs", "reset")

# What on_button asks the screen to do.
PLAY = 1
RESET = 2
LEAVE = 3
CHOICE = 4  # a choice changed: save the setup


def valid(setup):
    if not isinstance(setup, dict):
        return False
    for key, count in CHOICES.items():
        value = setup.get(key)
        if not isinstance(value, int) or not 0 <= value < count:
            return False
    return True


class SetupPage:
    """A menu of the choices; LEFT/RIGHT (or A) change a choice in place."""

    def __init__(self, setup):
        self.setup = setup
        self.menu = Menu("Hearts", [self._label(row) for row in ROWS])

    def _label(self, row):
        setup = self.setup
        if row == "play":
            return "Play"
        if row == "reset":
            return "Reset stats"
        if row == "level":
            return lambda: "Opponents: " + LEVEL_NAMES[setup["level"]]
        if row == "target":
            return lambda: "Game to: %d" % TARGETS[setup["target"]]
        if row == "moon":
            return lambda: "Moon: " + MOON_NAMES[setup["moon"]]
        return lambda: "QS breaks: " + OFF_ON[setup["qs"]]

    def on_button(self, kind, button):
        """PLAY, RESET, LEAVE, CHOICE or None."""
        result = self.menu.on_button(kind, button)
        row = ROWS[self.menu.index]
        if result == BACK:
            return LEAVE
        if result == CHOSEN and row == "play":
            return PLAY
        if result == CHOSEN and row == "reset":
            return RESET
        if (result == CHOSEN or result == CHANGED) and row in CHOICES:
            step = self.menu.step if result == CHANGED else 1
            self.setup[row] = (self.setup[row] + step) % CHOICES[row]
            return CHOICE
        return None

    def draw(self, gfx):
        self.menu.draw(gfx)
