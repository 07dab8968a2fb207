# The help pages (title, text), the controls card first, then the rules
# (firmware/games/README.md: at most five pages here).
PAGES = (
    ("Controls",
     "< >: move  UP: hint\nA: pick, play\nB: hurry, drop pick\nDOWN: to PASS/scores\n"
     "Hold B: menu"),
    ("How to play",
     "Take the fewest points: each heart is 1, the queen of spades 13. First pass 3 "
     "cards: A picks each, then A on the arrow after your cards passes them. Once someone "
     "reaches the target (100 by default), the lowest total wins."),
    ("Tricks",
     "The 2 of clubs leads. Follow the led suit if you can, else play any card (no points "
     "on the first trick if you can help it). The highest of the led suit takes the trick "
     "and leads. Hearts cannot be led till hearts are broken."),
    ("Good to know",
     "On your turn a bar marks each card you may play; A plays the one standing up. "
     "Hearts and diamonds are lit, clubs and spades dark. Take all 26 points and the "
     "others get 26 instead (setup: Moon)."),
    ("Link",
     "Two to four handhelds: on each, Hearts' title card, Link; one hosts, the others "
     "join. The computer plays the seats left; a little figure marks a person. If a link "
     "is lost, play goes on once it is back."),
)
