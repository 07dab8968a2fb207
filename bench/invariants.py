"""Game invariants read from a running game's Screen (app.game.screen), for the fuzzer.

check(name, screen, memo) raises AssertionError naming what is wrong: the game's own
tooling.check(screen) (firmware/games/README.md, "Tooling") rebuilds the position
independently from the engine's record of moves or cards, so a screen that lets the shown
state drift from the rules is caught, and returns its running counts (games scored, hands
played); here those may only grow by one at a time, or start again from zero when the
player resets them. memo is a dict the caller keeps for one game session. A game without
a tooling module is only checked by the app's own error boundary. Runs on CPython and
MicroPython."""


def distinct_cards(cards, what):
    """The bit set of cards (ints 0..51); AssertionError for one out of range or twice."""
    seen = 0
    for c in cards:
        assert isinstance(c, int) and 0 <= c < 52, "%s: card %r out of 0..51" % (what, c)
        bit = 1 << c
        assert not seen & bit, "%s: card %d twice in %r" % (what, c, cards)
        seen |= bit
    return seen


def _score_grows(memo, key, total):
    """A running count may only grow by one game at a time, or restart from 0 (a reset)."""
    before = memo.get(key)
    if before is not None and total != 0:
        assert before <= total <= before + 1, "%s went from %d to %d" % (key, before, total)
    memo[key] = total


def _tooling(name):
    try:
        return __import__("firmware.games.%s.tooling" % name, None, None, ["tooling"])
    except ImportError:
        return None


def check(name, screen, memo):
    kit = _tooling(name)
    if kit is None:
        return
    counts = kit.check(screen)
    for key in counts:
        _score_grows(memo, key, counts[key])


def figures(name, screen):
    """JSON-normal form of what a resumed screen must show again (compare with ==): the
    game's own record (scores, credits, stats: its tooling.durable) and its resume snapshot.
    The cursor is left out: a resumed screen may put it back in range (hearts keeps -1 in
    memory once the hand is empty)."""
    import json
    kit = _tooling(name)
    durable = getattr(kit, "durable", None)
    snap = screen.snapshot()
    if isinstance(snap, dict) and "cursor" in snap:
        snap = dict(snap)
        del snap["cursor"]
    return json.loads(json.dumps([durable(screen) if durable else None, snap]))
