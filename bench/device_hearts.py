"""Hearts' hard player's think time on the device itself (run it on a Pico, or on the
emulated one, after `make deploy`):

    mpremote run bench/device_hearts.py
    mpremote exec "HANDS = 200" run bench/device_hearts.py   # a longer run

Four hard players play HANDS hands (6 unless set as above; fixed seeds, passing included);
every decision with a choice of cards is timed in device time (time.ticks_us), the passes
apart. After each hand it prints the free heap (collected) and the hand's slowest decision;
at the end the decisions' median, 90th percentile and slowest, and where the slowest came
(DESIGN.md section 9 holds the figures and the budget: 0.5 s median, 0.8 s at most).
The times are counted in 1 ms bins made once, not kept one by one: 200 hands make about
8,000 decisions, and a list of them would want a block of 32 KB or more as it grows."""
import gc
import time

from firmware.games.hearts.engine import PASS, PLAY, Game
from firmware.games.hearts.hard import hard_player
from hal.rng import Rng

HANDS = globals().get("HANDS", 6)  # `mpremote exec "HANDS = 200"` first: the same globals
BINS = 1000  # ms; anything slower counts in the last bin (its time is kept as the slowest)


class Times:
    """Decision times in 1 ms bins, and the slowest exactly."""

    def __init__(self):
        self.bins = [0] * BINS  # 4 KB, once
        self.count = 0
        self.slowest = 0

    def add(self, us):
        self.bins[min(us // 1000, BINS - 1)] += 1
        self.count += 1
        self.slowest = max(self.slowest, us)

    def at(self, share):
        """The 1 ms bin of the decision at that share of them, fastest first."""
        seen = 0
        for ms in range(BINS):
            seen += self.bins[ms]
            if seen > share * self.count:
                return ms
        return BINS

    def report(self, name):
        print("%d %s: median %d ms, 90th percentile %d ms, slowest %.3f s" % (
            self.count, name, self.at(0.5), self.at(0.9), self.slowest / 1e6))


def main():
    players = [hard_player(Rng(11 + s)) for s in range(4)]
    plays = Times()
    passes = Times()
    where = (0, 0)  # hand, trick of the slowest decision
    for h in range(HANDS):
        game = Game(target=10 ** 6, first_hand=h % 4)
        game.deal(Rng(1000 + h))
        if game.phase == PASS:
            for s in range(4):
                t0 = time.ticks_us()
                cards = players[s](game.view(s))
                passes.add(time.ticks_diff(time.ticks_us(), t0))
                game.pass_cards(s, cards)
        hand_max = 0
        while game.phase == PLAY:
            view = game.view(game.turn)
            t0 = time.ticks_us()
            card = players[game.turn](view)
            us = time.ticks_diff(time.ticks_us(), t0)
            if len(view.legal) > 1:
                if us > plays.slowest:
                    where = (h, view.trick_no + 1)
                plays.add(us)
                hand_max = max(hand_max, us)
            game.play(card)
        gc.collect()
        print("hand %d: free heap %d B, slowest decision %.3f s" % (
            h, gc.mem_free(), hand_max / 1e6))
    plays.report("decisions")
    if passes.count:
        passes.report("passes")
    print("the slowest decision: hand %d, trick %d" % where)


main()
