TEXT = """Jacks or Better video poker, full-pay 9/6. Bet 1 to 5 coins, get five cards, hold the ones you want and draw once. A pair of jacks or better pays.

Before the deal: B bets one more coin (after 5 it goes back to 1), RIGHT bets max (5 coins) and deals, DOWN deals, UP shows the pay table (LEFT/RIGHT change the bet there, A turns the coach on or off, DOWN shows your stats). With fewer credits than the bet, the hand is played for the credits left; your bet stays for the next hands.

After the deal: LEFT/RIGHT move, A holds or releases a card, DOWN draws. UP asks for a hint: the best hold for your bet (exact, from a table of every deal; below 5 coins the royal pays less, so a few holds differ) is marked for you. B releases every card.

Pays per coin: royal flush 250 (800 per coin at 5 coins: 4000), straight flush 50, four of a kind 25, full house 9, flush 6, straight 4, three of a kind 3, two pair 2, jacks or better 1. Ace-low straights count.

Double up: after a win, A doubles up. The house shows a card; pick one of four face-down cards with LEFT/RIGHT and A. Higher doubles the win, the same rank is a push, lower loses it. DOWN takes the win and deals the next hand.

Coach: when on, after each draw it tells how much expected value (in credits, at your bet's pays) your hold gave up against the best hold.

You start with 100 credits and get 100 more when broke. A hand or double-up in play is never lost: New game carries it on. Credits and stats (hands, bet, won, return, best hand) are kept. Hold B for the pause menu."""
