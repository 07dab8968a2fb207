"""The --keys script language of DESIGN.md section 4:
    NAME        press and release a button (UP DOWN LEFT RIGHT A B), held HOLD_MS
    NAME:ms     hold it that long
    wait:ms     let time pass
Every press is followed by GAP_MS of released time, so two presses never merge."""
from hal.buttons import NAMES

HOLD_MS = 80
GAP_MS = 80
_HELP = "expected a button (%s), NAME:ms or wait:ms" % " ".join(NAMES)


def _ms(token, text):
    try:
        ms = int(text)
    except ValueError:
        ms = -1
    if ms < 0:
        raise ValueError("bad --keys token %r: %r is not a number of milliseconds"
                         % (token, text))
    return ms


def parse_keys(script):
    """[(button or None for a wait, ms)] for the script; ValueError names a bad token."""
    steps = []
    for token in script.split():
        name, sep, arg = token.partition(":")
        upper = name.upper()
        if upper == "WAIT":
            if not sep:
                raise ValueError("bad --keys token %r: wait needs a time, e.g. wait:500" % token)
            steps.append((None, _ms(token, arg)))
        elif upper in NAMES:
            steps.append((NAMES.index(upper), _ms(token, arg) if sep else HOLD_MS))
        else:
            raise ValueError("bad --keys token %r: %s" % (token, _HELP))
    return steps


def paced(script, ms=600):
    """A --keys script with wait:ms before every A and B: a player who looks at each screen
    before answering it (the app refuses an A or B begun less than app.GUARD_MS, 300 ms,
    after a turn, a result or a new screen reached the glass; a person takes 400 ms or
    more); a B after a B, app.LOOK_MS at least (B, B backs out once: the next B waits that
    long on the view the first uncovered)."""
    from firmware.app import LOOK_MS   # (here: what imports sim.board needs not it)
    out = []
    last = None
    for token in script.split():
        name = token.split(":")[0].upper()
        if name in ("A", "B"):
            out.append("wait:%d" % (max(ms, LOOK_MS) if name == last == "B" else ms))
            last = name
        out.append(token)
    return " ".join(out)
