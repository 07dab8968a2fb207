"""Connect Four's saved record "connect4": the last setup, the score of each level (and of
two players) and the count of games scored; records of older versions load too."""
from firmware.games.connect4 import setup as setup_page

NAME = "connect4"
VERSION = 1
TWO_PLAYERS = "2p"   # the score key of two-player games; vs the computer, its level's
                     # ai name (setup.LEVELS)


def _valid_scores(scores):
    """{key: [side 0 wins, side 1 wins, draws]}; older records kept a list per mode."""
    if isinstance(scores, dict):
        rows = scores.values()
    elif isinstance(scores, list) and len(scores) == 2:
        rows = scores
    else:
        return False
    return all(isinstance(row, list) and len(row) == 3
               and all(isinstance(n, int) and n >= 0 for n in row) for row in rows)


def valid(data):
    """A record of this version or an older one (brought up to date in place)."""
    if not isinstance(data, dict) or not setup_page.valid(setup_page.upgrade(data.get("setup"))):
        return False
    played = data.get("played", 0)   # absent in records saved before the count existed
    return isinstance(played, int) and played >= 0 and _valid_scores(data.get("scores"))


def load(ctx):
    """{"setup", "scores", "played"}: the saved record, or a new player's defaults. Older
    records kept one vs-computer score for every level: it goes to the level last chosen."""
    data = ctx.load(NAME, VERSION, None, valid)
    if not data:
        return {"setup": dict(setup_page.DEFAULT), "scores": {}, "played": 0}
    setup = dict(data["setup"])
    scores = data["scores"]
    if isinstance(scores, dict):
        scores = dict((key, list(row)) for key, row in scores.items())
    else:
        scores = {setup_page.LEVELS[setup["level"]]: list(scores[0]), TWO_PLAYERS: list(scores[1])}
    return {"setup": setup, "scores": scores, "played": data.get("played", 0)}


def save(ctx, setup, scores, played):
    ctx.save(NAME, VERSION, {"setup": setup, "scores": scores, "played": played})
