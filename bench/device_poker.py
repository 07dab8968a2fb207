"""Video poker's hint on the device itself, every machine (run it on a Pico, or on the
emulated one, after `make deploy`):

    mpremote run bench/device_poker.py
    mpremote exec "DEALS = 1000" run bench/device_poker.py   # a longer run

For each machine (paytable.MACHINES) and at bets 5 and 1, the hint (hint.Advisor: one block
of classes.bin and one of the machine's holds file inflated) is timed in device time
(time.ticks_us) on DEALS seeded deals (200 unless set as above); it prints the fastest,
median and slowest hint in ms and the free heap after each machine (collected).
Then the trainer's check at 5 coins (trainer.Verdict: the exact value of the player's hold and
of the hint's, ev.py) with the player holding nothing, the slowest hold to value, timed
the same way over the same deals (the first apart: it also makes the machine's table of
fours' lines)."""
import gc
import time

from firmware.games.poker.engine import deal_cards
from firmware.games.poker.hint import Advisor
from firmware.games.poker.paytable import MACHINES, by_key
from firmware.games.poker.trainer import Verdict
from hal.rng import Rng

DEALS = globals().get("DEALS", 200)  # `mpremote exec "DEALS = 1000"` first: the same globals


def _report(times, what):
    times.sort()
    print("  %s: min %5.1f  median %5.1f  max %5.1f"
          % (what, times[0] / 1000, times[len(times) // 2] / 1000, times[-1] / 1000))


def main():
    rng = Rng(46)
    deals = [deal_cards(rng, 5) for _ in range(DEALS)]
    times = [0] * DEALS  # made once
    print("poker hint (a machine and bet) and trainer check (holding nothing), on the device,"
          " %d seeded deals each (ms):" % DEALS)
    for key, title in MACHINES:
        table = by_key(key)
        adv = Advisor(table)
        if not adv.exact:
            print("%s: no tables on the board" % title)
            continue
        for bet in (5, 1):
            for i in range(DEALS):
                t = time.ticks_us()
                adv.hold(deals[i], bet)
                times[i] = time.ticks_diff(time.ticks_us(), t)
            _report(times, "%-22s bet %d" % (title, bet))
        for i in range(-1, DEALS):  # -1: the machine's first check, apart (deal 0)
            best = adv.hold(deals[max(i, 0)], 5)
            t = time.ticks_us()
            Verdict(deals[max(i, 0)], 0, best, table, 5)
            times[i] = time.ticks_diff(time.ticks_us(), t)
            if i < 0:  # it also makes the machine's table of fours' lines
                print("  %-22s first check %.1f ms" % (title, times[i] / 1000))
        _report(times, "%-22s check" % title)
        adv.close()
        gc.collect()
        print("  free heap %d B" % gc.mem_free())


main()
