"""The press rule's rest (firmware/app.py REST_MS) for the turn sweeps (tests/sweep.py): a
turn that comes under LOOK_MS after its button was pressed in the computer's (or the other
player's) turn waits REST_MS, and a press refused there starts that wait again. To fold into
tests/sweep.py's restarted once it restarts every wait longer than GUARD_MS (brief r25core)."""
from firmware.app import GUARD_MS, LOOK_MS, REST_MS
from tests.sweep import broken


def turn_wait(app, button):
    """A wait for sweep's turn_shown: none in the computer's turn; on the player's, REST_MS
    if button was pressed off the turn (app.off_turn, recorded here) under LOOK_MS before,
    else GUARD_MS."""
    offs = []
    off_turn = app.off_turn

    def noted():
        if app.pressed == button:
            offs.append(app.clock.ticks_ms())
        off_turn()
    app.off_turn = noted

    def wait(screen):
        if not screen.human_turn():
            return 0
        now = app.clock.ticks_ms()
        return REST_MS if offs and app.clock.ticks_diff(now, offs[-1]) < LOOK_MS else GUARD_MS
    return wait


def restarted(shown, taps, clock):
    """shown with every wait longer than GUARD_MS (a look, a rest) begun again at each tap
    refused under it, till a tap acts or one begun past the wait is refused (that one broken
    reports)."""
    out = []
    for i, (at, wait) in enumerate(shown):
        out.append((at, wait))
        end = shown[i + 1][0] if i + 1 < len(shown) else None
        start = at
        for down, acted in taps:
            if wait <= GUARD_MS or acted and clock.ticks_diff(down, at) > 0:
                break   # (acted: the wait is over, for all taps after this one)
            if clock.ticks_diff(down, at) > 0 and (end is None or
                                                   clock.ticks_diff(down, end) < 0):
                if clock.ticks_diff(down, start) >= wait:
                    break
                start = down
                out.append((down, wait))
    return out


def rest_broken(shown, taps, clock):
    """broken (tests/sweep.py) under the restarted waits."""
    return broken(restarted(shown, taps, clock), taps, clock)
