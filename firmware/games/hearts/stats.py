"""Hearts' page of the launcher's Stats: the table of levels, its own count saying whose it
is (record.py counts the moons the player shot; review 31: "Medium: moons 7", whose?)."""
from firmware.ui.stats_page import table

NAMES = {"moons": "your moons", "shared": "shared wins"}  # (shared: record.count_hand)


def lines(levels):
    return table(levels, NAMES)
