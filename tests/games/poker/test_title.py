# runs-on: micropython
"""firmware/games/poker/title.py: the title card's line: the machine of a game saved to
resume, or with none the machine New game opens."""
from firmware.games.poker.engine import Machine
from firmware.games.poker.paytable import by_key, tables
from firmware.games.poker.title import MACHINES, SETUP_RECORD, SETUP_VERSION, tagline


class Records:
    """The storage's load over a dict of records (name: data, all of SETUP_VERSION)."""

    def __init__(self, records=None):
        self.records = records or {}

    def load(self, name, version, default, check=None):
        assert version == SETUP_VERSION
        return self.records.get(name, default)


def test_it_names_the_machine_of_the_hand_saved_as_the_setup_page_does():
    chosen = Records({SETUP_RECORD: {"machine": 2}})   # New game's choice: not what resumes
    for table in tables():
        saved = {"machine": Machine(table=table).to_dict(), "cursor": 0}
        assert tagline(saved, chosen) == table.title == dict(MACHINES)[table.key]
    assert tagline({"machine": Machine().to_dict()}, chosen) == "9/6 Jacks/Better"
    assert [by_key(key).title for key, _ in MACHINES] == [name for _, name in MACHINES]


def test_a_state_it_cannot_read_leaves_the_games_own_tagline():
    for saved in ([], {}, {"machine": 3}, {"machine": {"machine": "nine_six"}},
                  {"machine": {"machine": ["deuces"]}}):
        assert tagline(saved, Records()) is None, saved


def test_with_no_game_saved_it_names_the_machine_new_game_opens():
    # review 47: on the setup page RIGHT to 10/7 Double Bonus (kept as it changed), then B:
    # the card said Jacks or Better, where New game opened on Double Bonus
    for index, (_, name) in enumerate(MACHINES):
        assert tagline(None, Records({SETUP_RECORD: {"machine": index}})) == name
    # never chosen, or a choice the setup page would not take: it opens on the first
    for setup in (None, [], {}, {"machine": len(MACHINES)}, {"machine": -1},
                  {"machine": "bonus"}):
        assert tagline(None, Records({SETUP_RECORD: setup})) == MACHINES[0][1], setup
