"""The setup page: mode, level, who starts."""
from firmware.ui import setup_page

LEVEL_NAMES = ("Easy", "Perfect")
LEVELS = ("random", "perfect")      # ai names, in LEVEL_NAMES order
RANDOM = 2
DEFAULT = {"mode": 0, "level": 0, "first": 0}
CHOICES = {"mode": 2, "level": 2, "first": 3}
LABELS = {"mode": ("Mode: ", ("vs CPU", "2 players")), "level": ("Level: ", LEVEL_NAMES),
          "first": ("First: ", ("You", "CPU", "Random"), ("P1", "P2", "Random"))}
ROWS = ("play", "mode", "level", "first", "reset")


def valid(setup):
    return setup_page.valid(setup, CHOICES)


class SetupPage(setup_page.SetupPage):
    def __init__(self, setup):
        super().__init__("Toy Nim", setup, LABELS, CHOICES, ROWS, "Reset score", ("level",))
