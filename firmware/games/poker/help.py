# The help pages (title, text), the controls card first, then the rules
# (firmware/games/README.md: at most five pages here).
PAGES = (
    ("Controls",
     "A: deal, draw, hold\n< >: bet, cards\nUP: pays, hint\nDOWN: DRAW  B: back\n"
     "Hold B: menu"),
    ("How to play",
     "Win credits. LEFT/RIGHT bet 1 to 5 coins, A deals five cards. Go to a card with "
     "LEFT/RIGHT and A holds it (HLD); A on DRAW then replaces the rest, once. Your final "
     "hand pays as the pay table says (UP before the deal)."),
    ("Good to know",
     "You start with 100 credits; broke, A gives 100 more. UP on a dealt hand holds the "
     "best cards; B takes back the last hold. Where DRAW says KEEP, A holds what pays. "
     "A tapped on from the deal waits till you hold a card or wait 1.1 s."),
    ("After a win",
     "A takes the win and deals, or RIGHT, A to DOUBLE UP: pick one of four cards face "
     "down with LEFT/RIGHT and turn it with A. Higher than the house card doubles the win, "
     "the same rank gives it back, lower loses it."),
    ("Machines, coach",
     "New game picks one of five machines, each with its own credits; in Deuces Wild 2s "
     "are wild (W). On the pay table LEFT/RIGHT set advice: the coach shows the best hold "
     "after each draw, the trainer stops a worse one. DOWN there: your stats."),
)
