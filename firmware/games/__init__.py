# The launcher's list: (folder name, title, tagline). Adding a game is one folder plus one line.
GAMES = (
    ("poker", "Video Poker", "Jacks or Better"),
    ("tictactoe", "Tic-Tac-Toe", "Three in a row"),
    ("connect4", "Connect Four", "Four in a row"),
    ("hearts", "Hearts", "Dodge the queen"),
)
