"""Moving a cursor along a row or a list: a fresh press wraps round at the ends, a held
arrow's auto-repeat stops there, so holding an arrow never carries the cursor past the last
place round to the first."""
from hal.buttons import REPEAT


def step(i, d, n, kind):
    """Place i moved by d among n places (0..n-1); kind: PRESS or REPEAT."""
    # (one-letter names: every new name costs the qstr pool, which grows in steps of KBs)
    j = i + d
    if 0 <= j < n:
        return j
    return i if kind == REPEAT else j % n
