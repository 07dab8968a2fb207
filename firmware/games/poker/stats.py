"""Video poker's page of the launcher's Stats (firmware/stats.py): a hand is a game, won
when it paid more than its stake; the return counts double-ups too."""
from firmware.games.poker.hands import TITLES


def lines(levels):
    """The page's lines for the tallies of its levels (there is one: the machine)."""
    total = {}
    for tally in levels.values():
        for key, n in tally.items():
            if key in ("streak", "longest", "hand", "rank"):
                total[key] = max(total.get(key, n), n)
            else:
                total[key] = total.get(key, 0) + n
    out = ["Hands %d, won %d" % (total.get("played", 0), total.get("won", 0)),
           "Win streak %d, best %d" % (total.get("streak", 0), total.get("longest", 0))]
    bet = total.get("bet", 0)
    if bet:
        out.append("Return %.1f%%" % (100 * total.get("paid", 0) / bet))
    if "hand" in total:
        out.append("Best: " + TITLES[total["hand"]])
    return out
