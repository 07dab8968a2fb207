TEXT = """Four players, 13 cards each; you sit at the bottom, West, North and East are the computer. Avoid points: each heart is 1, the queen of spades 13. Lowest total when someone reaches the target wins (ties share).

Passing: before each hand pass 3 cards left, then right, then across; every 4th hand no pass. The arrow points to the receiver. LEFT/RIGHT move, A picks or drops a card (picked cards stand up), UP passes them; the cards you got are named briefly.

Playing: the 2 of clubs leads the first trick. Follow the led suit if you can; otherwise play anything - but no heart or queen of spades on the first trick unless you hold nothing else. Hearts cannot be led until one has been played (unless you hold only hearts). The highest card of the led suit takes the trick and leads next. Dotted cards cannot be played now (the right column says why when the cursor is on one); A plays the inverted card.

Shooting the moon: take all 26 points and everyone else scores 26 instead (or you score -26, per setup).

The left column shows each seat's points this hand and total; '>' marks the leader, the bar the player to move. DOWN or B opens the scores page. A skips the pause after a trick. The game saves after every card. Hold B for the pause menu."""
