"""Video poker figures: exact returns (CPython + numpy), then think timings on CPython and on
the MicroPython unix port (run from here with a device-sized heap).

    python -m bench.poker              exact figures, then timings on both
    python -m bench.poker --timings    timings only, on both (the exact part takes a while)
    python -m bench.poker --machine NAME [--check]
                                       one machine's exact figures (NAME: paytable.py's
                                       keys, or all); --check plays its advisor against them
                                       and the device's exact EV (ev.py, the trainer's)
    micropython -X heapsize=192K -m bench.poker    timings on the unix port only

Exact (never simulated): the return of the optimal strategy, of the hint (the hold tables
classes.bin and holds_jacks.bin, read by the device code), of the strategy list and of the
naive pairs player, over all 2,598,960 deals via the 134,459 suit classes; the optimal
strategy's final hand frequencies; cross-checks of the device's evaluator and EV counter
against numpy.
Timings: per-decision time of the hint, the strategy list and the exact EV of one hold;
under MicroPython with the device estimate (x220: 1 s on the Pico = 4.5 ms on the unix
port, DESIGN.md section 8)."""
import sys
import time

from bench import DEVICE_FACTOR
from hal.rng import Rng
from firmware.games.poker import ai, ev, hint, paytable, strategy
from firmware.games.poker.engine import deal_cards
from firmware.games.poker.hands import CATEGORIES, NAMES, evaluate
from firmware.games.poker.paytable import PER_COIN

TIMING_DEALS = 400
# Final hands among all 2,598,960 deals, the textbook counts by category.
DEAL_COUNTS = (1302540 + 760320, 337920, 123552, 54912, 10200, 5108, 3744, 624, 36, 4)


def exact_figures():
    import numpy as np

    from bench._poker_exact import Exact

    t0 = time.time()
    e = Exact()
    rows = e.canonical_rows()
    print("classes: %d suit-isomorphism classes of the 2,598,960 deals (computed in %.1f s)"
          % (e.classes, time.time() - t0))

    counts = [0] * CATEGORIES
    for row, w in zip(rows, e.weights.tolist()):
        counts[evaluate(row)] += w
    print("check: hands.evaluate over all deals gives the textbook counts: %s"
          % (tuple(counts) == DEAL_COUNTS))
    worst = 0.0
    for i in range(0, e.classes, 211):
        for hold in range(32):
            worst = max(worst, abs(ev.hold_ev(rows[i], hold) - e.ev[i, hold]))
    print("check: ev.hold_ev vs numpy on %d classes x 32 holds: max difference %.1e"
          % (len(range(0, e.classes, 211)), worst))

    print("\noptimal strategy return: %.5f%%" % (100 * e.expected_return(e.optimal)))
    freq = e.frequencies(e.optimal)
    print("optimal final-hand frequencies:")
    for cat in range(CATEGORIES - 1, -1, -1):
        print("  %-16s %10.7f%%" % (NAMES[cat], 100 * freq[cat]))

    advisor = hint.Advisor()
    players = (("hint (holds_jacks.bin)", advisor.hold), ("strategy list", strategy.advise),
               ("pairs (naive)", ai.hold_pairs))
    print("\nexact return of each player over all deals:")
    for name, fn in players:
        t = time.time()
        holds = np.array([fn(row) for row in rows])
        same = int((e.ev[np.arange(e.classes), holds]
                    >= e.ev[np.arange(e.classes), e.optimal] - 1e-12).sum())
        print("  %-18s %.5f%%   optimal hold in %d of %d classes (%.1f s)"
              % (name, 100 * e.expected_return(holds), same, e.classes, time.time() - t))
    if not advisor.exact:
        print("  (holds_jacks.bin missing: the hint used the strategy list)")

    short = e.evs(PER_COIN)
    hints = np.array([advisor.hold(row, 1) for row in rows])
    print("\nat bets 1-4 (royal 250 per coin): optimal %.5f%%, hint %.5f%%, the 5-coin holds "
          "%.5f%%" % (100 * e.expected_return(np.argmax(short, axis=1), short),
                      100 * e.expected_return(hints, short),
                      100 * e.expected_return(e.optimal, short)))


def machine_figures(table, check):
    """A machine's exact optimal return at 5 coins and at 1-4, its final-hand frequencies
    and, with check, its advisor's holds against the exact EVs at bets 5 and 1 (every
    class, weighted by its deals)."""
    import numpy as np

    from bench._poker_exact import DEALS, Exact

    t0 = time.time()
    e = Exact(table)
    rows = e.canonical_rows()
    agree = sum(table.evaluate(row) == line for row, line in zip(rows, e.hand_cats.tolist()))
    print("%s (%s): exact over all 2,598,960 deals via %d suit classes (%.1f s)"
          % (table.title, table.key, e.classes, time.time() - t0))
    print("  check: the device's evaluate agrees with numpy on %d of %d class hands"
          % (agree, e.classes))
    short = e.evs(table.per_coin)
    print("  optimal return: %.4f%% at 5 coins (published %s%%), %.4f%% at 1-4 coins"
          % (100 * e.expected_return(e.optimal), table.returns,
             100 * e.expected_return(np.argmax(short, axis=1), short)))
    freq = e.frequencies(e.optimal)
    for line in range(table.lines - 1, -1, -1):
        print("    %-18s pays %4d  %10.7f%%" % (table.names[line], table.per_coin_at_max[line],
                                                100 * freq[line]))
    if not check:
        return
    t = time.time()
    sample = range(0, e.classes, 211)
    worst = max(abs(ev.hold_ev(rows[i], hold, table) - e.ev[i, hold])
                for i in sample for hold in range(32))
    total = sum(w * ev.hold_ev(row, hold, table)
                for row, w, hold in zip(rows, e.weights.tolist(), e.optimal.tolist()))
    print("  check: the device's ev.py against numpy on %d classes x 32 holds: max difference "
          "%.1e; its EV of the optimal holds over all deals: return %.4f%% (%.1f s)"
          % (len(sample), worst, 100 * total / DEALS, time.time() - t))
    advisor = hint.Advisor(table)
    for bet, evs in ((5, e.ev), (1, short)):
        t = time.time()
        holds = np.array([advisor.hold(row, bet) for row in rows])
        idx = np.arange(e.classes)
        best = evs.max(axis=1)
        worse = evs[idx, holds] < best - 1e-12
        print("  check at %d coin(s): the advisor's hold is of the highest EV in %d of %d "
              "classes (%d deals worse), return %.4f%% (%.1f s)"
              % (bet, e.classes - int(worse.sum()), e.classes, int(e.weights[worse].sum()),
                 100 * e.expected_return(holds, evs), time.time() - t))


def timings():
    try:
        from time import ticks_diff, ticks_us
    except ImportError:  # CPython
        def ticks_us():
            return time.perf_counter_ns() // 1000

        def ticks_diff(a, b):
            return a - b
    rng = Rng(2026)
    deals = [deal_cards(rng, 5) for _ in range(TIMING_DEALS)]
    advisor = hint.Advisor()
    cases = (("hint (table lookup)", advisor.hold),
             ("hint at 1-4 coins", lambda c: advisor.hold(c, 1)),
             ("strategy list", strategy.advise),
             ("EV of one hold (none)", lambda c: ev.hold_ev(c, 0)),
             ("EV given up (2 EVs)", lambda c: ev.hold_ev(c, advisor.hold(c)) - ev.hold_ev(c, 0)))
    device = sys.implementation.name == "micropython"  # the x220 factor is for the unix port
    print("\ntimings on %s over %d seeded deals, best of 3%s:"
          % (sys.implementation.name, TIMING_DEALS,
             " (device = x%.0f)" % DEVICE_FACTOR if device else ""))
    for name, fn in cases:
        total = worst = 0
        for cards in deals:
            # best of three runs: the other jobs on a shared host only ever add time
            d = None
            for _ in range(3):
                t = ticks_us()
                fn(cards)
                run = ticks_diff(ticks_us(), t)
                d = run if d is None else min(d, run)
            total += d
            worst = max(worst, d)
        mean = total / len(deals)
        line = "  %-22s mean %7.3f ms  max %7.3f ms" % (name, mean / 1000, worst / 1000)
        if device:
            line += "   device ~%6.1f ms mean, %6.1f ms max" % (
                mean * DEVICE_FACTOR / 1000, worst * DEVICE_FACTOR / 1000)
        print(line)


def main(argv):
    if sys.implementation.name == "micropython":
        timings()
        return
    from bench import run_micropython
    if "--machine" in argv:
        key = argv[argv.index("--machine") + 1] if argv.index("--machine") + 1 < len(argv) \
            else ""
        tables = paytable.tables() if key == "all" else (paytable.by_key(key),)
        for table in tables:
            machine_figures(table, "--check" in argv)
        return
    if "--timings" not in argv:
        exact_figures()
    timings()
    run_micropython(["-m", "bench.poker"])


if __name__ == "__main__":
    main(sys.argv[1:])
