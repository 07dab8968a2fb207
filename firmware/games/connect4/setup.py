"""The setup page before a game: mode, computer level, who starts, the undo limit and the
rules, and the validation of the stored setup. Each choice is stored as an index into its
names; upgrade() brings a setup saved by an older version up to date."""
from firmware.ui import setup_page

MODE_NAMES = ("vs CPU", "2 players")
LEVEL_NAMES = ("Random", "Easy", "Medium", "Hard", "Perfect")  # easiest first
LEVELS = ("random", "easy", "medium", "hard", "perfect")   # ai.new_player names, in order
# what each plays like (ai.py), under the choice's line while the cursor is on Level
LEVEL_EXPLAINS = ("Drops at random", "Blocks, or random", "Sees 2 moves ahead",
                  "Plans far ahead", "Solves the endgame")
FIRST_NAMES_CPU = ("You", "CPU", "Random")
FIRST_NAMES_2P = ("Solid", "Ring", "Random")    # the two marks: a filled and a hollow piece
RANDOM = 2                                      # the "Random" index of "first"
# who drops first, under the choice's line while the cursor is on First (review 57: "First:
# Ring" said nothing); two players: which mark goes first
FIRST_EXPLAINS_CPU = ("You drop first", "CPU drops first", "Coin toss decides")
FIRST_EXPLAINS_2P = ("Filled piece first", "Hollow piece first") + FIRST_EXPLAINS_CPU[2:]
UNDO_LIMITS = (0, 1, 3, 5, None)                # per player and game; None: no limit
UNDO_NAMES = ("0", "1", "3", "5", "no limit")
# Friendly: the cursor skips full columns. Fouls: a full column may be chosen, and
# dropping there is a foul; the FOUL_LIMIT-th loses the game (the old typed-column rule).
RULE_NAMES = ("Friendly", "Fouls")
# ... under the choice's line while the cursor is on Rules (review 63: never said on the page)
RULE_EXPLAINS = ("Skips full columns", "3 full drops lose")
FOULS = 1
FOUL_LIMIT = 3

# the middle level; you first, as in tic-tac-toe (review 62: Random here, You there; a
# newcomer expects to start). A saved setup keeps its own choice.
DEFAULT = {"mode": 0, "level": 2, "first": 0, "undos": 2, "rules": 0}
CHOICES = {"mode": 2, "level": 5, "first": 3, "undos": 5, "rules": 2}
LABELS = {"mode": ("Mode: ", MODE_NAMES), "level": ("Level: ", LEVEL_NAMES),
          "first": ("First: ", FIRST_NAMES_CPU, FIRST_NAMES_2P),
          "undos": ("Undos: ", UNDO_NAMES), "rules": ("Rules: ", RULE_NAMES)}
ROWS = ("play", "mode", "level", "first", "undos", "rules", "reset")


def upgrade(setup):
    """A setup of an older version had a foul limit ("fouls") instead of the rules: such
    a setup plays by the friendly rules now (fouls are an opt-in). Returns setup."""
    if isinstance(setup, dict) and "rules" not in setup and "fouls" in setup:
        del setup["fouls"]
        setup["rules"] = 0
    return setup


def valid(setup):
    return setup_page.valid(setup, CHOICES)


class SetupPage(setup_page.SetupPage):
    def __init__(self, setup):
        # the level only matters against the computer
        super().__init__("Connect Four", setup, LABELS, CHOICES, ROWS, "Reset score", ("level",),
                         # (review 88 read "the score of every level and of two players"
                         # as awkward)
                         "Clears the wins and draws at all levels and for 2 players, and the "
                         "Stats page.", {"level": LEVEL_EXPLAINS, "first": FIRST_EXPLAINS_CPU,
                                            "rules": RULE_EXPLAINS},
                         explains_2p={"first": FIRST_EXPLAINS_2P})
