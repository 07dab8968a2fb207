"""Video poker's hint on the device itself, every machine (run it on a Pico, or on the
emulated one, after `make deploy`):

    mpremote run bench/device_poker.py
    mpremote exec "DEALS = 1000" run bench/device_poker.py   # a longer run

For each machine (paytable.MACHINES) and at bets 5 and 1, the hint (hint.Advisor: one block
of classes.bin and one of the machine's holds file inflated) is timed in device time
(time.ticks_us) on DEALS seeded deals (200 unless set as above); it prints the fastest,
median and slowest hint in ms and the free heap after each machine (collected)."""
import gc
import time

from firmware.games.poker.engine import deal_cards
from firmware.games.poker.hint import Advisor
from firmware.games.poker.paytable import MACHINES, by_key
from hal.rng import Rng

DEALS = globals().get("DEALS", 200)  # `mpremote exec "DEALS = 1000"` first: the same globals


def main():
    rng = Rng(46)
    deals = [deal_cards(rng, 5) for _ in range(DEALS)]
    times = [0] * DEALS  # made once
    print("poker hint on the device, %d seeded deals a machine and bet (ms):" % DEALS)
    for key, title in MACHINES:
        adv = Advisor(by_key(key))
        if not adv.exact:
            print("%s: no tables on the board" % title)
            continue
        for bet in (5, 1):
            for i in range(DEALS):
                t = time.ticks_us()
                adv.hold(deals[i], bet)
                times[i] = time.ticks_diff(time.ticks_us(), t)
            times.sort()
            print("  %-22s bet %d: min %5.1f  median %5.1f  max %5.1f"
                  % (title, bet, times[0] / 1000, times[DEALS // 2] / 1000, times[-1] / 1000))
        adv.close()
        gc.collect()
        print("  free heap %d B" % gc.mem_free())


main()
