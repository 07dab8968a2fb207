"""Video poker's page of the launcher's Stats (firmware/stats.py): a hand is a game, won
when it paid (the glass says WIN, a bet paid back too); what the machine paid back counts
double-ups too, and a line says how many double-ups were played ("doubles") and how many
lost the win ("doubles_lost"): a hand won, then lost there, stays won, the line saying
where its payout went (review 57: HANDS 1, WON 1 beside PAID BACK 0.0% read as a miscount;
records from before these counts show no such line). A level is a machine (paytable.py):
each played machine's lines under its name. Then the player's holds against the best holds
(screen.py judges them at every draw): what each would pay back on average on the same
deals ("ev_yours", "ev_best": thousandths of a coin over "ev_bet" coins bet) and the
mistakes by kind (mistakes.KINDS: "miss_" + its key). Each line says what it holds, its
figure on the same line; the labels in capitals, as the other games' Stats pages head their
columns (GAMES, WON...) and as the pay table's stats page has them, the machine's name as
the player chose it."""
from firmware.games.poker.mistakes import KINDS
from firmware.games.poker.paytable import tables

LINE_CHARS = 20  # a line of the Stats page in the 5x7 font (stats_page: WIDTH - 4 pixels)


def _line(label, figure):
    """label and figure on one line: the label loses words from its end where both would
    not fit (a figure wrapped onto the next line reads as another line's)."""
    words = label.split(" ")
    while len(words) > 1 and len(" ".join(words)) + 1 + len(figure) > LINE_CHARS:
        words.pop()
    return " ".join(words) + " " + figure


def _two(first, second, alone):
    """Two figures on one line where they fit, else a line each (second alone)."""
    both = first + ", " + second
    return [both] if len(both) <= LINE_CHARS else [first, alone]


def _machine_lines(tally, table):
    played, won = tally.get("played", 0), tally.get("won", 0)
    streak, longest = tally.get("streak", 0), tally.get("longest", 0)
    out = [table.title + ":"]
    out += _two("HANDS %d" % played, "WON %d" % won, "HANDS WON %d" % won)
    out += _two("WIN STREAK %d" % streak, "BEST %d" % longest, "BEST STREAK %d" % longest)
    bet = tally.get("bet", 0)
    if bet:
        out.append(_line("PAID BACK", "%.1f%%" % (100 * tally.get("paid", 0) / bet)))
    doubles = tally.get("doubles", 0)
    if doubles:
        lost = tally.get("doubles_lost", 0)
        out += _two("DOUBLE-UPS %d" % doubles, "LOST %d" % lost, "DOUBLE-UPS LOST %d" % lost)
    hand = tally.get("hand", 0)
    if 0 < hand < len(table.titles):
        best = "BEST " + table.titles[hand]
        out.append(best if len(best) <= LINE_CHARS else "BEST " + table.short[hand])
    judged = tally.get("ev_bet", 0)
    if judged:
        out.append(_line("YOUR HOLDS", "%.1f%%" % (tally.get("ev_yours", 0) / judged / 10)))
        out.append(_line("PERFECT HOLDS", "%.1f%%" % (tally.get("ev_best", 0) / judged / 10)))
        for key, words in KINDS:
            if tally.get("miss_" + key):
                out.append(_line(words.upper(), "%d" % tally["miss_" + key]))
    return out


def lines(levels):
    """The page's lines for the tallies of its levels (a level per machine played)."""
    out = []
    for table in tables():
        tally = levels.get(table.level)
        if tally is not None:
            out.extend(_machine_lines(tally, table))
    return out
