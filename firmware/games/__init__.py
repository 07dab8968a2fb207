# The launcher's list: (folder name, title, tagline). Adding a game is one folder plus one line.
GAMES = (
    ("poker", "Video Poker", "Jacks or Better"),
    ("tictactoe", "Tic-Tac-Toe", "Three in a row"),
    ("connect4", "Connect Four", "Four in a row"),
    ("hearts", "Hearts", "Dodge the queen"),
)
LINKED = ("tictactoe", "connect4", "hearts")   # the games whose title card offers Link (issue 45)


def data_path(game, name):
    """Path of a game's data file beside its modules (read from flash by seeks)."""
    try:
        here = __file__.rsplit("/", 1)[0]
    except NameError:  # a frozen build may give modules no __file__; the data stays on flash
        here = "/firmware/games"
    return "%s/%s/%s" % (here, game, name)


def count_bits(mask):
    """How many bits of a non-negative int are set (MicroPython has no int.bit_count)."""
    n = 0
    while mask:
        mask &= mask - 1
        n += 1
    return n
