"""Video poker's page of the launcher's Stats (firmware/stats.py): a hand is a game, won
when it paid more than its stake; the return counts double-ups too. A level is a machine
(paytable.py): each played machine's lines, under its name when there are several. Then the
player's holds against perfect play (screen.py counts them at every draw): the return of
each on the same deals ("ev_yours", "ev_best": thousandths of a coin over "ev_bet" coins
bet) and the mistakes by kind (mistakes.KINDS: "miss_" + its key)."""
from firmware.games.poker.mistakes import KINDS
from firmware.games.poker.paytable import tables


def _machine_lines(tally, titles):
    out = ["Hands %d, won %d" % (tally.get("played", 0), tally.get("won", 0)),
           "Win streak %d, best %d" % (tally.get("streak", 0), tally.get("longest", 0))]
    bet = tally.get("bet", 0)
    if bet:
        out.append("Return %.1f%%" % (100 * tally.get("paid", 0) / bet))
    if 0 < tally.get("hand", 0) < len(titles):
        out.append("Best: " + titles[tally["hand"]])
    judged = tally.get("ev_bet", 0)
    if judged:
        out.append("Your play %.1f%%" % (tally.get("ev_yours", 0) / judged / 10))
        out.append("Perfect %.1f%%" % (tally.get("ev_best", 0) / judged / 10))
        for key, words in KINDS:
            if tally.get("miss_" + key):
                out.append("%s: %d" % (words, tally["miss_" + key]))
    return out


def lines(levels):
    """The page's lines for the tallies of its levels (a level per machine played)."""
    out = []
    for table in tables():
        tally = levels.get(table.level)
        if tally is None:
            continue
        if len(levels) > 1:
            out.append(table.title + ":")
        out.extend(_machine_lines(tally, table.titles))
    return out
