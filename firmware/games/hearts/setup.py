"""The Hearts setup page: opponents' level, target score and the two rule options, each
stored as an index into its choices; plus the validation of the stored setup."""
from firmware.ui import setup_page

LEVEL_NAMES = ("Easy", "Medium", "Hard")  # weakest first, as in every game
LEVELS = ("random", "basic", "hard")  # players.new_player names, in LEVEL_NAMES order
TARGETS = (50, 75, 100, 150)  # ascending, as RIGHT steps (record.ORDER: before, 100 first)
# Words a newcomer follows at true size (a fresh review): the target in points, the moon's
# taker named so, the queen's rule a yes or no to the question its line's title asks.
TARGET_NAMES = ("50 pts", "75 pts", "100 pts", "150 pts")
MOON_NAMES = ("others +26", "taker -26")
NO_YES = ("no", "yes")

DEFAULT = {"level": 1, "target": 2, "moon": 0, "qs": 0}  # a new player: Medium, to 100
CHOICES = {"level": 3, "target": 4, "moon": 2, "qs": 2}
LABELS = {"level": ("Opponents: ", LEVEL_NAMES), "target": ("Game to: ", TARGET_NAMES),
          "moon": ("Moon: ", MOON_NAMES), "qs": ("Queen breaks: ", NO_YES)}
ROWS = ("play", "level", "target", "moon", "qs", "reset")


def valid(setup):
    return setup_page.valid(setup, CHOICES)


class SetupPage(setup_page.SetupPage):
    def __init__(self, setup):
        super().__init__("Hearts", setup, LABELS, CHOICES, ROWS, "Reset stats", (),
                         "Clears the games, wins and moons counted here and on the Stats "
                         "page.", explains={"target": "Lowest total wins",
                                          "moon": "One takes all 26",
                                          "qs": "Q breaks hearts?"})
