"""Video poker's setup page before a new game: Play and the machine (its pay table), each
kept with its own credits, stats and coach in its own record. The choice is stored as an
index into paytable.MACHINES, kept as soon as it changes (the title card names it:
title.py)."""
from firmware.games.poker import title
from firmware.games.poker.paytable import MACHINES
from firmware.ui import setup_page

RECORD = title.SETUP_RECORD
RECORD_VERSION = title.SETUP_VERSION
DEFAULT = {"machine": 0}  # 9/6 Jacks or Better, the one machine of older versions
CHOICES = {"machine": len(MACHINES)}


def valid(setup):
    return setup_page.valid(setup, CHOICES)


def page(setup):
    return setup_page.SetupPage("Video Poker", setup,
                                {"machine": ("", tuple(title for _, title in MACHINES))},
                                CHOICES, ("play", "machine"), "",
                                explains={"machine": "<>: CHANGE MACHINE"},
                                # the machine's name fills its line: Play's line labels it
                                # (review 38: a newcomer could not tell what it named)
                                play="Play this machine:")
