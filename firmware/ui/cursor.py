"""Moving a cursor along a row or a list: a fresh press wraps round at the ends, a held
arrow's auto-repeat stops there, so holding an arrow never carries the cursor past the last
place round to the first."""
from hal.buttons import REPEAT


def step(index, delta, count, kind):
    """index moved by delta among count places (0..count-1); kind: PRESS or REPEAT."""
    moved = index + delta
    if 0 <= moved < count:
        return moved
    if kind == REPEAT:
        return index
    return moved % count
