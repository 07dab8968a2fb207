"""The player's Hearts record (storage record "hearts"): the setup, games played and won
(and "shared", first place shared, from review 62 on), moons shot against the computer,
and apart from them in linked games ("link": the same counts); the hand counted last (a
power cut may play a hand's last card again) and our moons in the game it belongs to. A
finished game also goes to the Stats page (a linked one on its Link row)."""
from firmware.games.hearts import setup as setup_page
from firmware.games.hearts.engine import GAME_END
from firmware.stats import LINK

COUNTS = ("played", "won", "moons")

NAME = "hearts"
VERSION = 1
# "v", the order of the setup's indices: none, hard to easy levels and targets 100, 50, 75,
# 150; LEVEL_ORDER, easy to hard levels; ORDER (now), easy to hard and targets ascending
LEVEL_ORDER = 2
ORDER = 3
OLD_TARGETS = (2, 0, 1, 3)  # a target index saved before ORDER: its index now (the same score)


def _counts(data):
    for key in COUNTS:
        if not isinstance(data.get(key), int) or data[key] < 0:
            return False
    shared = data.get("shared", 0)   # (a record saved before it has none)
    return isinstance(shared, int) and shared >= 0


def valid(data):
    if not isinstance(data, dict) or not setup_page.valid(data.get("setup")):
        return False
    linked = data.get("link")
    return _counts(data) and (linked is None or isinstance(linked, dict) and _counts(linked))


def upgrade(holder):
    """A setup saved in an older order of indices (its "v") gets today's, each choice the
    same as before: the levels easy to hard, the targets ascending; holder: the record or a
    resume snapshot (its setup checked first: every index in range)."""
    v = holder.get("v")
    if v == ORDER:
        return
    setup = holder["setup"]
    if v != LEVEL_ORDER:
        setup["level"] = len(setup_page.LEVELS) - 1 - setup["level"]
    setup["target"] = OLD_TARGETS[setup["target"]]
    holder["v"] = ORDER


def load(ctx):
    record = ctx.load(NAME, VERSION, None, valid)
    if record is None:
        record = {"setup": dict(setup_page.DEFAULT), "played": 0, "won": 0, "moons": 0,
                  "v": ORDER}
    upgrade(record)
    return record


def clear(record):
    record.update({"played": 0, "won": 0, "moons": 0})
    record.pop("shared", None)
    record.pop("link", None)


def tally(record, linked):
    """What a game counts in: the record's own figures (against the computer) or, linked
    (people on other handhelds), its "link" ones."""
    if not linked:
        return record
    if "link" not in record:
        record["link"] = {"played": 0, "won": 0, "moons": 0}
    return record["link"]


def count_hand(ctx, record, game, game_id, linked=False):
    """The hand (and game) just ended enter the record at once, before the snapshot of the
    finished hand is saved (linked: apart, tally). A power cut between the two saves
    resumes before the last card and plays it again, so the record keeps which hand it
    counted last (game id, hand number) and counts no hand twice."""
    counts = tally(record, linked)
    mark = [game_id, game.hand_no]
    counted = record.get("counted")
    if counted == mark:
        return
    if not counted or counted[0] != game_id:
        record["game_moons"] = 0
    record["counted"] = mark
    if game.moon == 0:
        counts["moons"] += 1
        record["game_moons"] = record.get("game_moons", 0) + 1
    if game.phase == GAME_END:
        winners = game.winners()
        counts["played"] += 1
        # a first place shared (YOU+NORTH SHARE) is no lone win (review 62: it was WON):
        # counted apart, "shared", the same in the record, on the game-over page and on
        # Stats (drawn there: neither won nor lost, the run of wins ended; its own table,
        # SHARED WINS). Records saved before count it in "won", and none in "shared".
        shared = 0 in winners and len(winners) > 1
        counted = {"moons": record.get("game_moons", 0)}
        if shared:
            counts["shared"] = counts.get("shared", 0) + 1
            counted["shared"] = 1
        elif 0 in winners:
            counts["won"] += 1
        result = "drawn" if shared else "won" if 0 in winners else "lost"
        rank = len(setup_page.LEVEL_NAMES) if linked else record["setup"]["level"]
        level = LINK if linked else setup_page.LEVEL_NAMES[rank]
        ctx.finished(level, result, counted, rank=rank)
    ctx.save(NAME, VERSION, record)
