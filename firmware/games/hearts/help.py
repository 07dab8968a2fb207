# The help pages (title, text), the controls card first (firmware/games/README.md); at most
# seven, eight with the app's Presses (review 42: ten were confusing).
PAGES = (
    ("Controls",
     "< >: move  UP: hint\nA: pick, play\nB: hurry, drop pick\nDOWN: to PASS/scores\n"
     "Hold B: menu"),
    ("More keys",
     "Passing: DOWN takes the cursor to the "
     "arrow after your cards, where A passes (DOWN there: the scores). UP: a hint, the 3 "
     "picked for you and the cursor on the arrow; while it is THINKING... a press is "
     "refused (WAIT). While the "
     "others play, B brings their next card at once (A only plays your card: it is "
     "refused then), and B takes a trick taken away. DOWN shows the "
     "scores, the last trick and the cards played: LEFT/RIGHT turn, B goes back. Hold B: "
     "pause menu."),
    ("The game",
     "Four players, 13 cards each; you sit at the bottom, WEST, NORTH and EAST are the "
     "computer. Avoid points: each heart is 1, the queen of spades 13. Lowest total when "
     "someone reaches the target wins (ties share). Shooting the moon: take all 26 points "
     "and everyone else scores 26 instead (or you score -26, per setup). The game saves "
     "after every card. The setup page sets the opponents' level, the target (Game to), "
     "the moon rule and whether the queen of spades breaks hearts (yes: once she is "
     "played, hearts may be led); Reset stats asks first."),
    ("Passing",
     "Before each hand pass 3 cards left, then right, then across; every 4th hand no pass. "
     "The arrow points to the receiver, whose name is marked. A small arrow above your "
     "cards marks the cursor, and its card shows large in the middle (IN HAND). Picked "
     "cards stand "
     "up; the top line says what A does: A:PICK, A:DROP (a picked card), A:PASS on the "
     "arrow (before 3 are picked, how many more: 2 MORE). The cursor stays where you put "
     "it; DOWN goes to the arrow (LEFT from the first card too); with 3 picked A on "
     "another card is refused (B drops the last pick). The 3 "
     "cards you get have a dot under them (a block there is the "
     "cursor, a bar a card you may play) until you play your first card."),
    ("Playing",
     "The 2 of clubs leads the first trick. Follow the led suit if you can; otherwise "
     "play anything - but no heart or queen of spades on the first trick unless you hold "
     "nothing else. Hearts cannot be led until hearts are broken (a heart has been "
     "played), unless you hold only hearts. The highest card of the led suit takes the "
     "trick and leads next. On your turn the cards you may play have a bar under "
     "them, and < > move among those alone; with only one, an arrow says why on "
     "the top line. The card under the cursor alone stands up (a block under it while "
     "the others play) and shows large in your place in the trick, hollow (only "
     "its corners marked, A:PLAY beside it) till you play it. News such as "
     "HEARTS BROKEN stands beside YOUR TURN."),
    ("The table",
     "Hearts and diamonds are lit cards with dark marks, clubs and spades dark cards with "
     "lit marks, as red and black; a diamond shows four points. Each seat shows its "
     "name and its total before this hand; once it has taken points this hand, those "
     "points after a plus: 12 +3. The seat to play is marked (yours: YOUR "
     "TURN on the top line), "
     "and a dotted card with dots means "
     "it is thinking. DOWN: the scores (TOTAL before this hand, then +HAND, as the "
     "table has them; at a hand's end HAND, its points, then the new TOTAL), the last trick "
     "and the cards played (inverted: yours; dots: still out; none while passing)."),
    ("Link",
     "Handhelds linked, each hand hidden on its own glass: on each, Hearts' title card, "
     "Link; one hosts, the others join. The first joiner sits across the host (NORTH), "
     "then WEST, EAST; the computer plays the seats left at the host's level. A little "
     "figure after a name marks a person; a name without one is the computer. The host's "
     "A starts, deals each next hand and the next game. LINK LOST (or THEY LEFT: one "
     "quit; HOST ENDED IT: the host did, saved to resume) names whose handheld is gone "
     "(its seat; HOST: the host's; WEST'S LINK: "
     "another joiner's; WEST LEFT: another joiner quit), on every glass: "
     "play goes on when it is back; B on the host, then A to CPU PLAYS THEM?, lets the "
     "computer play a seat whose handheld is gone, to the game's end. HOST PAUSED: the "
     "host's menu is up, and the others wait for it."),
)
