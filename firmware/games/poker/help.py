# The help pages (title, text), the controls card first (firmware/games/README.md); at most
# seven, eight with the app's Presses (review 42: twelve were confusing).
PAGES = (
    ("Controls",
     "A: deal, draw, hold\n< >: bet, cards\nUP: pays, hint\nDOWN: DRAW  B: back\n"
     "Hold B: menu"),
    ("The game",
     "Video poker: bet 1 to 5 coins, get five cards, hold the ones you want and draw once. "
     "The pay table (UP before the deal) says what each hand pays per coin; a royal flush "
     "at 5 coins pays 4000. You start with 100 credits; broke, A gives 100 more and the "
     "next A deals."),
    ("New game",
     "LEFT/RIGHT pick the machine: Jacks or Better, Bonus Poker, Double Bonus, Double "
     "Double Bonus or Deuces Wild (2s are wild: a W on the card). Each keeps its own "
     "credits, stats and advice. A new game is a new bankroll of 100 credits; where "
     "credits or a hand in play would go it asks first. Resume carries on a hand in "
     "play, holds and all."),
    ("Playing",
     "Before the deal LEFT/RIGHT set the bet (an arrow never spends a credit) and A deals. "
     "The deal puts the cursor on DRAW: A there draws (with nothing held over a hand that "
     "already pays the button says KEEP: the first A holds what pays). A tapped on from "
     "the deal waits for an arrow or a 2 s pause: HOLD CARDS WITH <> OR PAUSE: A DRAWS 5 "
     "(or A:KEEP). LEFT/RIGHT move "
     "to the cards, A holds or releases one (HLD under it), B takes back the last hold. UP: "
     "a hint, the best hold held for you (B takes it back whole). WIN marks the cards that "
     "pay."),
    ("Double up",
     "After a win: TAKE+DEAL (A takes the win and deals) or DOUBLE UP (LEFT/RIGHT choose). "
     "The house shows a card to beat; pick one of four face down with LEFT/RIGHT and turn "
     "it with A. Higher doubles the win, the same rank is a push, lower loses it. CR counts "
     "the win; DOUBLE UP takes it out of CR as the STAKE, paid back doubled if you win."),
    ("Coach, trainer",
     "On the pay table LEFT/RIGHT set the machine's advice: OFF, COACH or TRAINER (A goes "
     "back). The coach shows "
     "the best hold after each draw. The trainer stops a draw worth less than the best: "
     "BEST under its cards, what yours costs in credits (CR) at your bet, then TAKE BEST or "
     "KEEP MINE (A draws, B goes back to your holds)."),
    ("Your play",
     "Every draw is judged against the best hold for the same deal. On the pay table DOWN "
     "shows your stats: what the machine paid back per coin bet, your holds against "
     "perfect holds, and your mistakes by kind (broke a pair, missed flush draw...). The "
     "launcher's Stats page keeps the same figures."),
)
