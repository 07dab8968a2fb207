"""Finished games tallied per game and level (firmware/games/README.md, ctx.finished) and
the record that keeps them; firmware/ui/stats_page.py shows them.

A level's tally: played, won, lost, streak (wins in a row now), longest (the best run),
rank (the level's place, easiest first, for the order of the rows), plus the game's own
counts (added up, e.g. moons) and bests (kept at their highest)."""

RECORD = "stats"
VERSION = 1  # {"boots": n, "games": {game: {level: tally}}}

LINK = "Link"  # the level of games played with people on other handhelds (issue 45)
WON = "won"  # a finished game's result
LOST = "lost"
DRAWN = "drawn"

STANDARD = ("played", "won", "lost", "streak", "longest", "rank")  # the rest: the game's own


def valid(data):
    if not (isinstance(data, dict) and isinstance(data.get("boots"), int)
            and isinstance(data.get("games"), dict)):
        return False
    for levels in data["games"].values():
        if isinstance(levels, int):
            continue  # an older count of launches, dropped on load
        if not isinstance(levels, dict):
            return False
        for tally in levels.values():
            if not isinstance(tally, dict) or not all(isinstance(n, int)
                                                      for n in tally.values()):
                return False
    return True


def load(storage):
    """The record, with the launch counts older versions kept per game dropped."""
    stats = storage.load(RECORD, VERSION, None, valid) or {"boots": 0, "games": {}}
    games = stats["games"]
    for name in [n for n in games if isinstance(games[n], int)]:
        del games[name]
    return stats


def tally_result(tally, result, counts=None, bests=None, rank=None):
    """Add to a level's tally: one finished game (result WON, LOST or DRAWN: played, won,
    lost, the current and the longest run of wins), or with result None only counts and
    bests (what happened later to a finished game, e.g. a double-up); counts are added
    up, bests kept at their highest; rank: the level's place, easiest first."""
    if result is not None:
        tally["played"] = tally.get("played", 0) + 1
        if result == WON:
            tally["won"] = tally.get("won", 0) + 1
            tally["streak"] = tally.get("streak", 0) + 1
            tally["longest"] = max(tally.get("longest", 0), tally["streak"])
        else:
            if result == LOST:
                tally["lost"] = tally.get("lost", 0) + 1
            tally["streak"] = 0
    for key, n in (counts or {}).items():
        tally[key] = tally.get(key, 0) + n
    for key, n in (bests or {}).items():
        tally[key] = max(tally.get(key, n), n)
    if rank is not None:
        tally["rank"] = rank
