# runs-on: micropython, whole app
"""Video poker's top line once a win is taken: PAID in place of WIN (apart from
test_screen.py, whose suite sat at the unix port's heap edge)."""
from firmware.games.poker.cards import parse_all
from tests.games.poker.flow import JACKS_DEAL, READ, deal, keys, screen_of, start
from tests.screen import shows


def test_a_win_taken_is_paid_in_cr_and_no_longer_offered_as_win():
    # a fresh reviewer: after a double-up won, B (take) showed CR 105 WIN 10, as if the 10
    # were still offered beside the credits that held it
    board, app = start()
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A wait:600")
    # review 55: CR 95 WIN 5 read as a win of 5 with the credits still 95: CR counts the
    # win offered (95 + 5)
    assert shows(board, "CR 100") and shows(board, "WIN 5") and not shows(board, "PAID")
    keys(board, app, "%s B wait:400" % READ)  # read, taken: in CR now
    assert not s.offer and shows(board, "CR 100") and shows(board, "PAID 5")
    assert not shows(board, "WIN", inverted=False)   # (the winning cards' tabs say WIN)
    assert shows(board, "JACKS OR BETTER", inverted=True)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A %s RIGHT A" % READ)
    # doubling takes the win out of CR as the STAKE (review 90: CR 100 WIN 5 read as the 5
    # banked; review 77: CR 70 under WIN 5 read as a charge for DOUBLE UP)
    assert shows(board, "CR 95") and shows(board, "STAKE 5") and not shows(board, "WIN 5")
    s.m.house = parse_all("7C")[0]
    s.m.hidden = parse_all("2D 9H 3S 4C")
    keys(board, app, "%s RIGHT A wait:800" % READ)  # the second card: the 9H beats the 7C
    assert shows(board, "DOUBLED!", inverted=True) and shows(board, "CR 105")
    assert shows(board, "WIN 10") and not shows(board, "PAID")
    keys(board, app, "%s B wait:400" % READ)
    assert shows(board, "CR 105") and shows(board, "PAID 10") and not shows(board, "WIN")
    assert shows(board, "BET 5") and shows(board, "A:DEAL <>:BET ▲:PAYS")
