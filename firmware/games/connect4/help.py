# The help pages (title, text), the controls card first, then the rules
# (firmware/games/README.md: at most four pages here).
PAGES = (
    ("Controls",
     "LEFT RIGHT: column\nA or DOWN: drop\nB: undo\nGame over: A again\nHold B: menu"),
    ("How to play",
     "Get four of your pieces in a row: across, down or diagonally. Take turns dropping "
     "one into a column; it falls to the lowest free cell. A full board with no four is a "
     "draw. New game sets the level, who goes first and more; A on Play starts."),
    ("Good to know",
     "B takes back your move and the reply; the key bar counts the undos left. While the "
     "computer plays, A and B do nothing (CPU TURN). Under the Fouls rules a drop in a "
     "full column is a foul: the third loses. After a game A plays again."),
    ("Link",
     "Play a friend on another handheld: on both, this title card's Link; one hosts "
     "(solid pieces), one joins (rings), and the host's A starts. B asks them to take back "
     "your last move. If the link is lost, play goes on once it is back."),
)
