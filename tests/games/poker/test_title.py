# runs-on: micropython
"""firmware/games/poker/title.py: the title card's line for a game saved to resume."""
from firmware.games.poker.engine import Machine
from firmware.games.poker.paytable import by_key, tables
from firmware.games.poker.title import MACHINES, tagline


def test_it_names_the_machine_of_the_hand_saved_as_the_setup_page_does():
    for table in tables():
        saved = {"machine": Machine(table=table).to_dict(), "cursor": 0}
        assert tagline(saved) == table.title == dict(MACHINES)[table.key]
    assert tagline({"machine": Machine().to_dict()}) == "9/6 Jacks/Better"  # no "machine"
    assert [by_key(key).title for key, _ in MACHINES] == [name for _, name in MACHINES]


def test_a_state_it_cannot_read_leaves_the_games_own_tagline():
    for saved in (None, [], {}, {"machine": 3}, {"machine": {"machine": "nine_six"}},
                  {"machine": {"machine": ["deuces"]}}):
        assert tagline(saved) is None, saved
