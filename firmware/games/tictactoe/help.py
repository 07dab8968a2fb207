# The help pages (title, text), the controls card first, then the rules
# (firmware/games/README.md: at most four pages here).
PAGES = (
    ("Controls",
     "D-pad: move\nA: put your mark\nB: undo\nGame over: A again\nHold B: menu"),
    ("How to play",
     "Get three of your marks in a row: across, down or diagonally. Take turns, one mark "
     "each in a free cell. A full board with no row is a draw. New game sets the level, "
     "your mark and who goes first; A on Play starts."),
    ("Good to know",
     "B takes back your last move and the computer's reply. While it thinks, A and B do "
     "nothing (CPU TURN). Perfect never loses. Mode on the setup plays a friend on this "
     "handheld. After a game A plays again, B goes to the setup."),
    ("Link",
     "Play a friend on another handheld: on both, this title card's Link; one hosts (X), "
     "one joins (O), and the host's A starts. B asks them to take back your last move. "
     "If the link is lost, play goes on once it is back."),
)
