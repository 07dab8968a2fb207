# The help pages (title, text), the controls card first (firmware/games/README.md).
PAGES = (
    ("Controls",
     "D-pad: move\nA: put your mark\nB: undo\nGame over: A again\nHold B: menu"),
    ("The game",
     "Get three of your marks in a row, across, down or diagonally. X and O take turns; a "
     "full board with no row is a draw."),
    ("Setup",
     "UP/DOWN choose a line, LEFT/RIGHT change it, A on Play starts. Play the "
     "computer - Easy, Medium or Perfect (Perfect never loses) - "
     "or a friend on this device. Pick your mark and who moves first, leave it to chance, or "
     "Take turns: each game the other begins."),
    ("Playing",
     "The D-pad moves the cursor, A puts your mark. After the computer's reply the cursor "
     "is on the free cell nearest your mark (with two players, after each move). "
     "While the computer thinks the cursor still moves (framed); A and B are refused (CPU "
     "TURN). Once it has replied, B takes back your last move and its reply (one move with "
     "two players); with nothing to take back it says NO UNDO. To leave, hold B: the menu's Quit."),
    ("Link",
     "Play a friend on another handheld: both open this title card's Link, one to host "
     "(X) and one to join (O); A on the host starts. Your B asks the other to undo your "
     "last move (and theirs after it): they choose YES (LEFT) or NO (RIGHT) and press A, "
     "or B refuses (THEY SAID NO); A with nothing chosen answers nothing. If "
     "the link is lost, wait for it; the host may press B and then A (CPU PLAYS THEM?) to "
     "let the computer finish their side, the joiner B to leave. After a game, A from both "
     "starts the next. The Stats "
     "page counts linked games on a Link row."),
    ("After a game",
     "The winning row stays up: A plays again, B returns to the setup. The score of X "
     "wins, O wins and draws is kept; Reset score on the setup clears it. Games against "
     "the computer count on the Stats page. Hold B for the pause menu."),
)
