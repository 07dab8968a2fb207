"""Hearts' hard player's think time on the device itself (run it on a Pico, or on the
emulated one, after `make deploy`):

    mpremote run bench/hearts_device.py

Four hard players play HANDS hands (fixed seeds, passing included); every decision with a
choice of cards is timed in device time (time.ticks_us). Prints the free heap after each
hand (collected) and the decisions' median, 90th percentile and slowest (DESIGN.md
section 9 holds the figures and the budget: 0.5 s median, 0.8 s at most)."""
import gc
import time

from firmware.games.hearts.engine import PASS, PLAY, Game
from firmware.games.hearts.hard import hard_player
from hal.rng import Rng

HANDS = 6


def main():
    players = [hard_player(Rng(11 + s)) for s in range(4)]
    times = []
    for h in range(HANDS):
        game = Game(target=10 ** 6, first_hand=h % 4)
        game.deal(Rng(1000 + h))
        if game.phase == PASS:
            for s in range(4):
                game.pass_cards(s, players[s](game.view(s)))
        while game.phase == PLAY:
            view = game.view(game.turn)
            t0 = time.ticks_us()
            card = players[game.turn](view)
            us = time.ticks_diff(time.ticks_us(), t0)
            if len(view.legal) > 1:
                times.append(us)
            game.play(card)
        gc.collect()
        print("hand %d: free heap %d B" % (h, gc.mem_free()))
    times.sort()
    n = len(times)
    print("%d decisions: median %.3f s, 90th percentile %.3f s, slowest %.3f s" % (
        n, times[n // 2] / 1e6, times[n * 9 // 10] / 1e6, times[-1] / 1e6))


main()
