"""The setup page before a game: mode, computer level, who starts, the undo and foul limits,
and the validation of the stored setup. Each choice is stored as an index into its names."""
from firmware.ui import setup_page
from firmware.ui.setup_page import press  # noqa: F401 (what the screen does with a button)

MODE_NAMES = ("vs CPU", "2 players")
LEVEL_NAMES = ("Random", "Easy", "Medium", "Hard", "Perfect")
LEVELS = ("random", "easy", "medium", "hard", "perfect")   # ai.new_player names, in order
FIRST_NAMES_CPU = ("You", "CPU", "Random")
FIRST_NAMES_2P = ("Solid", "Ring", "Random")    # the two marks: a filled and a hollow piece
RANDOM = 2                                      # the "Random" index of "first"
UNDO_LIMITS = (0, 1, 3, 5, None)                # per player and game; None: no limit
UNDO_NAMES = ("0", "1", "3", "5", "no limit")
FOUL_LIMITS = (1, 3, 5, None)                   # full-column picks that lose; None: off
FOUL_NAMES = ("1", "3", "5", "off")

DEFAULT = {"mode": 0, "level": 3, "first": 2, "undos": 2, "fouls": 1}
CHOICES = {"mode": 2, "level": 5, "first": 3, "undos": 5, "fouls": 4}
LABELS = {"mode": ("Mode: ", MODE_NAMES), "level": ("Level: ", LEVEL_NAMES),
          "first": ("First: ", FIRST_NAMES_CPU, FIRST_NAMES_2P),
          "undos": ("Undos: ", UNDO_NAMES), "fouls": ("Fouls: ", FOUL_NAMES)}
ROWS = ("play", "mode", "level", "first", "undos", "fouls", "reset")


def valid(setup):
    return setup_page.valid(setup, CHOICES)


class SetupPage(setup_page.SetupPage):
    def __init__(self, setup):
        # the level only matters against the computer
        super().__init__("Connect Four", setup, LABELS, CHOICES, ROWS, "Reset score", ("level",))
