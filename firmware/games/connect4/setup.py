"""The setup page before a game: mode, computer level, who starts, the undo and foul limits,
and the validation of the stored setup. Each choice is stored as an index into its names."""
from firmware.ui.menu import BACK, CHANGED, CHOSEN, Menu

MODE_NAMES = ("vs CPU", "2 players")
LEVEL_NAMES = ("Random", "Easy", "Medium", "Hard")
LEVELS = ("random", "easy", "medium", "hard")   # ai.new_player names, in LEVEL_NAMES order
FIRST_NAMES_CPU = ("You", "CPU", "Random")
FIRST_NAMES_2P = ("Solid", "Ring", "Random")    # the two marks: a filled and a hollow piece
RANDOM = 2                                      # the "Random" index of "first"
UNDO_LIMITS = (0, 1, 3, 5, None)                # per player and game; None: no limit
UNDO_NAMES = ("0", "1", "3", "5", "no limit")
FOUL_LIMITS = (1, 3, 5, None)                   # full-column picks that lose; None: off
FOUL_NAMES = ("1", "3", "5", "off")

DEFAULT = {"mode": 0, "level": 3, "first": 2, "undos": 2, "fouls": 1}
CHOICES = {"mode": 2, "level": 4, "first": 3, "undos": 5, "fouls": 4}

# What on_button asks the screen to do.
PLAY = 1
RESET = 2
LEAVE = 3
CHOICE = 4   # a choice changed: save the setup


def valid(setup):
    if not isinstance(setup, dict):
        return False
    for key, count in CHOICES.items():
        value = setup.get(key)
        if not isinstance(value, int) or not 0 <= value < count:
            return False
    return True


class SetupPage:
    """A menu of the setup choices; LEFT/RIGHT (or A) change a choice in place."""

    def __init__(self, setup):
        self.setup = setup
        self.menu = Menu("Connect Four", [])
        self.rebuild()

    def rebuild(self):
        """The rows for the mode: the level only matters against the computer."""
        if self.setup["mode"] == 0:
            self.rows = ("play", "mode", "level", "first", "undos", "fouls", "reset")
        else:
            self.rows = ("play", "mode", "first", "undos", "fouls", "reset")
        self.menu.items = [self._label(row) for row in self.rows]
        self.menu.index = min(self.menu.index, len(self.rows) - 1)

    def _label(self, row):
        setup = self.setup
        if row == "play":
            return "Play"
        if row == "reset":
            return "Reset score"
        if row == "mode":
            return lambda: "Mode: " + MODE_NAMES[setup["mode"]]
        if row == "level":
            return lambda: "Level: " + LEVEL_NAMES[setup["level"]]
        if row == "undos":
            return lambda: "Undos: " + UNDO_NAMES[setup["undos"]]
        if row == "fouls":
            return lambda: "Fouls: " + FOUL_NAMES[setup["fouls"]]
        return lambda: "First: " + (FIRST_NAMES_CPU if setup["mode"] == 0
                                    else FIRST_NAMES_2P)[setup["first"]]

    def on_button(self, kind, button):
        """PLAY, RESET, LEAVE, CHOICE or None."""
        result = self.menu.on_button(kind, button)
        row = self.rows[self.menu.index]
        if result == BACK:
            return LEAVE
        if result == CHOSEN and row == "play":
            return PLAY
        if result == CHOSEN and row == "reset":
            return RESET
        if (result == CHOSEN or result == CHANGED) and row in CHOICES:
            step = self.menu.step if result == CHANGED else 1
            self.setup[row] = (self.setup[row] + step) % CHOICES[row]
            if row == "mode":
                self.rebuild()
            return CHOICE
        return None

    def draw(self, gfx):
        self.menu.draw(gfx)
