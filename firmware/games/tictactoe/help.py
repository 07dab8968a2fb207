TEXT = (
    "Get three of your marks in a row, across, down or diagonally. X and O take turns; "
    "a full board with no row is a draw.\n\n"
    "Setup: UP/DOWN choose a line, LEFT/RIGHT or A change it, A on Play starts. Play the "
    "computer (Easy, Classic or Perfect - Perfect never loses) or a friend on this device. "
    "Pick your mark and who moves first, or leave it to chance.\n\n"
    "Playing: the D-pad moves the cursor, A puts your mark. B takes back your last move "
    "and the computer's reply (one move with two players); with nothing to take back it "
    "returns to the setup.\n\n"
    "After a game: A plays again, B returns to the setup. The score of X wins, O wins and "
    "draws is kept; Reset score on the setup clears it. Hold B for the pause menu."
)
