"""Hearts' hard player's think time on the device itself (run it on a Pico, or on the
emulated one, after `make deploy`):

    mpremote run bench/device_hearts.py
    mpremote exec "HANDS = 200" run bench/device_hearts.py   # a longer run

Four hard players play HANDS hands (6 unless set as above; fixed seeds, passing included);
every decision with a choice of cards is timed in device time (time.ticks_us), the passes
apart. After each hand it prints the free heap (collected) and the hand's slowest decision;
at the end the decisions' median, 90th percentile and slowest, and where the slowest came
(DESIGN.md section 9 holds the figures and the budget: 0.5 s median, 0.8 s at most)."""
import gc
import time

from firmware.games.hearts.engine import PASS, PLAY, Game
from firmware.games.hearts.hard import hard_player
from hal.rng import Rng

HANDS = globals().get("HANDS", 6)  # `mpremote exec "HANDS = 200"` first: the same globals


def spread(name, times):
    times.sort()
    n = len(times)
    print("%d %s: median %.3f s, 90th percentile %.3f s, slowest %.3f s" % (
        n, name, times[n // 2] / 1e6, times[n * 9 // 10] / 1e6, times[-1] / 1e6))


def main():
    players = [hard_player(Rng(11 + s)) for s in range(4)]
    times = []
    passes = []
    slowest = (0, 0, 0)  # us, hand, trick
    for h in range(HANDS):
        game = Game(target=10 ** 6, first_hand=h % 4)
        game.deal(Rng(1000 + h))
        if game.phase == PASS:
            for s in range(4):
                t0 = time.ticks_us()
                cards = players[s](game.view(s))
                passes.append(time.ticks_diff(time.ticks_us(), t0))
                game.pass_cards(s, cards)
        hand_max = 0
        while game.phase == PLAY:
            view = game.view(game.turn)
            t0 = time.ticks_us()
            card = players[game.turn](view)
            us = time.ticks_diff(time.ticks_us(), t0)
            if len(view.legal) > 1:
                times.append(us)
                hand_max = max(hand_max, us)
                if us > slowest[0]:
                    slowest = (us, h, view.trick_no)
            game.play(card)
        gc.collect()
        print("hand %d: free heap %d B, slowest decision %.3f s" % (
            h, gc.mem_free(), hand_max / 1e6))
    spread("decisions", times)
    if passes:
        spread("passes", passes)
    print("the slowest: hand %d, trick %d" % (slowest[1], slowest[2] + 1))


main()
