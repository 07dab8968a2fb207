# The help pages (title, text), the controls card first (firmware/games/README.md).
PAGES = (
    ("Controls",
     "LEFT RIGHT: column\nA or DOWN: drop\nB: undo\nGame over: A again\nHold B: menu"),
    ("The game",
     "Drop pieces into the 7 columns; they fall to the lowest free cell. Four of yours in "
     "a row - across, down or diagonally - wins. A full board with no four is a draw."),
    ("Setup",
     "UP/DOWN choose a line, LEFT/RIGHT change it, A on Play starts. Play the "
     "computer (Random, Easy, Medium, Hard or Perfect, which "
     "never gives a won game away) or a friend on this device: one side drops solid pieces, "
     "the other rings. Choose who moves first or leave it to chance. Undos sets the limit "
     "per player and game."),
    ("Rules",
     "Friendly (the default): the cursor skips full columns. Fouls: a full column may "
     "be chosen (the piece over it crossed out), and dropping there is a foul; the third "
     "foul loses the game."),
    ("Playing",
     "LEFT/RIGHT move the piece above the board, A or DOWN drops it. While the computer "
     "thinks your cursor still moves (a small mark); a drop and B are refused (CPU TURN). "
     "Once its piece has landed, B takes back your last move and its reply while you have "
     "undos left; with nothing "
     "to take back it says NO UNDO (NO UNDOS: none left). To leave, hold B: the menu's Quit."),
    ("Link",
     "Two handhelds linked: on each, this title card, Link; one hosts (solid pieces), the "
     "other joins (rings), and the host's A starts. B asks them to take back your last "
     "move and their reply; they choose YES (LEFT) or NO (RIGHT) and press A, or B for no "
     "(THEY SAID NO): A alone, nothing chosen, answers nothing. LINK LOST: play goes "
     "on once the link is back; on the host B, then A to CPU PLAYS THEM?, lets the "
     "computer drop for them the rest of the game (their glass: CPU HAS YOUR SEAT); the "
     "joiner waits or leaves (B). Both press A for the next game. Linked games count "
     "apart: Stats, Link."),
    ("After a game",
     "The winning four stays up: A plays again, B returns to the setup. The score of each "
     "level is kept; Reset score on the setup clears the one shown. Games against the "
     "computer count on the Stats page. The game is saved after every move and resumes "
     "after a power cut. Hold B for the pause menu."),
)
