"""tests/sweep.py's sweeps over a board game's looks (pictures whose wait is LOOK_MS: a result,
two players' other turn): a press refused on a look starts its wait again from that press
(firmware/app.py _on_events), so taps faster than LOOK_MS never act on it while they go on.
The stream comes in bursts, each rested till LOOK_MS + 100 after its last tap, so the first
tap of the next burst is the fresh press that must act."""
from firmware.app import LOOK_MS
from tests.sweep import broken, sweep

BURST_MS = 2500   # long enough for a burst to cross a turn's picture at 1 tap a second


class _Still:
    """A pad nobody presses: sweep's hooks go on noting pictures while the taps rest."""

    def press(self, button):
        pass

    def release(self, button):
        pass


def rested_sweep(run, pad, clock, screen, button, period, ms, pictures, between=()):
    """sweep for ms in bursts of BURST_MS, each rested as said above (none after one slower
    than LOOK_MS + 100): the pictures and taps of them all, as sweep's."""
    shown, taps = [], []
    start = clock.ticks_ms()
    while clock.ticks_diff(clock.ticks_ms(), start) < ms:
        more, tapped = sweep(run, pad, clock, screen, button, period, BURST_MS, pictures,
                             between)
        shown += more
        taps += tapped
        rest = LOOK_MS + 100 - period
        if rest > 0:
            shown += sweep(run, _Still(), clock, screen, button, rest, rest, pictures)[0]
    return shown, taps


def restarted(shown, taps, clock):
    """shown with a look begun again at each tap refused on it, till one acts: what
    tests/sweep.py's broken checks the new rule against."""
    out = []
    for i, (at, wait) in enumerate(shown):
        out.append((at, wait))
        end = shown[i + 1][0] if i + 1 < len(shown) else None
        for down, acted in taps:
            if wait < LOOK_MS or acted and clock.ticks_diff(down, at) > 0:
                break   # (acted: the look is over, for all taps after this one)
            if clock.ticks_diff(down, at) > 0 and (end is None or
                                                   clock.ticks_diff(down, end) < 0):
                out.append((down, wait))
    return out


def look_broken(shown, taps, clock):
    """broken (tests/sweep.py) under the restarted looks."""
    return broken(restarted(shown, taps, clock), taps, clock)
