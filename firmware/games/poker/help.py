# The help pages (title, text), the controls card first (firmware/games/README.md); at most
# seven, eight with the app's Presses (review 42: twelve were confusing).
PAGES = (
    ("Controls",
     "A: deal, draw, hold\n< >: bet, cards\nUP: pays, hint\nDOWN: DRAW  B: back\n"
     "Hold B: menu"),
    ("The game",
     "Jacks or Better video poker, full-pay 9/6. Bet 1 to 5 coins, get five cards, hold "
     "the ones you want and draw once. It pays per coin: royal flush 250 (800 per coin at 5 "
     "coins: 4000), straight flush 50, four of a kind 25, full house 9, flush 6, straight "
     "4, three of a kind 3, two pair 2, jacks or better 1. Ace-low straights count. You "
     "start with 100 credits; broke, A gives 100 more (NEW BANKROLL) and the next A deals."),
    ("New game",
     "New game lets you pick the machine with LEFT/RIGHT: 9/6 Jacks or Better, 8/5 Bonus "
     "Poker, 10/7 Double Bonus, 9/6 Double Double Bonus (four aces or 2s-4s pay more with "
     "a low kicker: on its pay table A+2-4 and 2-4+A-4) or full-pay Deuces Wild (2s are "
     "wild; 4 2s: four deuces). Each keeps its own credits, stats and advice; its pay "
     "table (UP) says what it pays. A new game is a new bankroll of 100 credits; where "
     "credits or a hand in play would go it asks first, START A NEW GAME?: A after a 1.2 s "
     "pause starts over, B keeps playing. Resume carries on a hand or double-up in play, "
     "holds and all; the title card names the machine it opens (with none saved, the one "
     "New game opens on: the last chosen)."),
    ("Playing",
     "Before the deal LEFT/RIGHT change the bet, 1 to 5, stopping at each end (an arrow "
     "never spends a credit), and A deals; with fewer credits than the bet the hand is "
     "played for those. UP shows the pay table: LEFT/RIGHT change the bet there too, A the "
     "advice (off, coach, trainer), DOWN shows your stats, B goes back. The deal puts the "
     "cursor on the DRAW button: A there draws. LEFT/RIGHT move along the cards and DRAW "
     "(RIGHT from DRAW to the first card, LEFT to the last; DOWN goes straight to DRAW); "
     "A holds or releases a card. B releases every card. UP "
     "asks for a hint: the best hold for this machine and bet is held for you, marked "
     "HELD, and the line above the keys says HINT: BEST HOLD till you change a card. The "
     "cards that make a win are marked WIN. After a hand B puts it away; B then leaves."),
    ("Double up",
     "After a win the bar offers TAKE+DEAL (chosen first: A takes the win and deals the "
     "next hand) or DOUBLE UP: LEFT/RIGHT choose, A confirms, B takes the win without "
     "dealing. WIN shows the win and CR counts it; DOUBLE UP takes it out of CR while WIN "
     "says what is at stake. Once taken PAID says what it paid. In the double-up the "
     "house shows a card (HOUSE: CARD TO BEAT): pick one of four face-down cards with "
     "LEFT/RIGHT (PICK under it; the first is picked at first) and turn it with A; the "
     "other three turn over after it. Higher doubles the win, the same rank is a push, "
     "lower loses it. After a double or a push you may double again."),
    ("Coach, trainer",
     "Each machine has its own advice mode: on the pay table (UP before the deal) A turns "
     "it OFF, COACH or TRAINER. The coach shows after each draw the best hold for that "
     "deal at your bet, in ranks and suits, or who found it when you drew with it: "
     "YOURS (your own first hold), HINT'S or TRAINER'S (TAKE BEST). The trainer does "
     "that too, and when you draw with a hold worth less than the best it stops first: "
     "BEST over the best hold's cards, HELD under yours, and what yours costs in coins at "
     "your bet (the value lost on average). LEFT chooses TAKE BEST, RIGHT KEEP MINE "
     "(chosen at first: what you drew with), A draws with it; B goes back to "
     "your holds. Holds of equal value are never stopped."),
    ("Your play",
     "Every draw is judged, whatever the mode: your own hold's exact value against the "
     "best on the same deal. On the pay table DOWN shows your stats (PAID BACK: what the "
     "machine paid back per coin bet, luck and all), DOWN again this session: YOUR HOLDS "
     "and PERFECT HOLDS (what they would pay back over time) and your mistakes, each the "
     "first that fits: threw a deuce (Deuces Wild); missed royal draw (the best holds 3 or "
     "4 to a royal); broke a pair; missed flush draw (the best holds 3 or more of one "
     "suit); missed straight (the best holds 4 to one); kept a kicker (the best and one "
     "card more); held too many; held too few (part of the best); other cards. Each hand "
     "is a game on the launcher's Stats page, which keeps the same figures."),
)
