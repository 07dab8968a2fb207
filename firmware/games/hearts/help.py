# The help pages (title, text), the controls card first (firmware/games/README.md); at most
# seven, eight with the app's Presses (review 42: ten were confusing).
PAGES = (
    ("Controls",
     "< >: move  UP: hint\nA: pick, play\nB: hurry, drop pick\nDOWN: to PASS/scores\n"
     "Hold B: menu"),
    ("More keys",
     "Passing: DOWN jumps to the arrow after your cards; A there passes. UP: a hint (the "
     "best 3 picked, the cursor on the arrow; A waits while it is FINDING A HINT...). While the "
     "others play, B brings their next card at once. DOWN at the table: the scores, the "
     "last trick, the cards played (LEFT/RIGHT turn, B back). Hold B: pause menu."),
    ("The game",
     "Four players, 13 cards each: you at the bottom, the computer as WEST, NORTH and "
     "EAST. Avoid points: each heart 1, the queen of spades 13. When someone reaches the "
     "target, the lowest total wins. Take all 26 (shoot the moon) and the others score 26 "
     "instead. The setup page sets the computer's level, the target and these rules. The "
     "game saves after every card."),
    ("Passing",
     "Before each hand pass 3 cards: left, right, across, then a hand without. The cursor "
     "starts on the arrow after your cards: A there picks the hint's 3 (to pass them: "
     "pause, then A). On a card A picks the "
     "card under the cursor, shown large in the middle: it stands up, and the cursor moves on "
     "to the next, after the third to the arrow, where A passes them; A on a picked card "
     "drops it. "
     "The 3 you get have a dash over them till the first trick is taken."),
    ("Playing",
     "The 2 of clubs leads. Follow the led suit if you can, else play anything, but no "
     "heart or queen of spades on the first trick unless you have nothing else. Hearts "
     "cannot be led till hearts are broken (one has been played). The highest card of the "
     "led suit takes the trick and leads next. On your turn a bar marks each card you may "
     "play; the one shown large (A:PLAY) is the one A plays."),
    ("The table",
     "Hearts and diamonds are lit cards, clubs and spades dark ones, as red and black; on "
     "the small cards a club's mark has three round lobes, a spade's a point. Each "
     "seat shows its total, then this hand's points after a plus: 12 +3. The seat to play "
     "is marked; a dotted card means it is thinking. DOWN: the scores (TOTAL, +HAND), the "
     "last trick and the cards played."),
    ("Link",
     "Two to four handhelds, each hand on its own glass: on each, Hearts' title card, "
     "Link; one hosts, the others join. The computer plays the seats left over; a little "
     "figure after a name marks a person. LINK LOST names whose handheld is gone: play "
     "goes on when it is back, or the host's B, then A, lets the computer take that seat. "
     "HOST PAUSED: the host's menu is up."),
)
