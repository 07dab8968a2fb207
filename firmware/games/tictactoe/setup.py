"""The setup page before a game: mode, computer level, your mark, who starts, and the
validation of the stored setup. Each choice is stored as an index into its names."""
from firmware.ui import setup_page

MODE_NAMES = ("vs CPU", "2 players")
LEVEL_NAMES = ("Easy", "Medium", "Perfect")  # easiest first; Perfect never loses
LEVELS = ("easy", "classic", "perfect")  # ai.make_player names, in LEVEL_NAMES order
# what each plays like (ai.py), under the choice's line while the cursor is on Level
LEVEL_EXPLAINS = ("Mostly random", "Wins & blocks only", "Never loses")
SIDE_NAMES = ("X", "O", "Random")
FIRST_NAMES_CPU = ("You", "CPU", "Random", "Take turns")
FIRST_NAMES_2P = ("X", "O", "Random", "Take turns")
RANDOM = 2  # the "Random" index of "you" and "first"
TAKE_TURNS = 3  # "first": the other of the last game's (board_screen's choice)
# who moves first, under the choice's line while the cursor is on First (review 57: Connect
# Four's said nothing; Take turns neither)
FIRST_EXPLAINS_CPU = ("You move first", "CPU moves first", "Coin toss decides",
                      "Swaps each game")
FIRST_EXPLAINS_2P = ("X moves first", "O moves first") + FIRST_EXPLAINS_CPU[2:]

DEFAULT = {"mode": 0, "level": 1, "you": 0, "first": 0}  # a new player meets the middle level
CHOICES = {"mode": 2, "level": 3, "you": 3, "first": 4}
LABELS = {"mode": ("Mode: ", MODE_NAMES), "level": ("Level: ", LEVEL_NAMES),
          "you": ("You: ", SIDE_NAMES), "first": ("First: ", FIRST_NAMES_CPU, FIRST_NAMES_2P)}
ROWS = ("play", "mode", "level", "you", "first", "reset")


def valid(setup):
    return setup_page.valid(setup, CHOICES)


class SetupPage(setup_page.SetupPage):
    def __init__(self, setup):
        # level and your mark only matter against the computer
        super().__init__("Tic-Tac-Toe", setup, LABELS, CHOICES, ROWS, "Reset score",
                         ("level", "you"),
                         "Clears the X wins, O wins and draws, and every level on the Stats "
                         "page.", {"level": LEVEL_EXPLAINS, "first": FIRST_EXPLAINS_CPU},
                         explains_2p={"first": FIRST_EXPLAINS_2P})
