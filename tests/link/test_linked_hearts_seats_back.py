# runs-on: micropython, heap 472K: two whole apps and Hearts from source, as the linked games
"""Linked Hearts when a lost seat's player comes back (split from test_linked_hearts_seats.py:
the four in one run left the unix port's heap at its edge, the game failing to load in some
runs): the joiner whose seat the computer took is told once the cable is back, and a joiner
that left while the link was lost is told to the host."""
from firmware.games.hearts.link import played_cards
from tests.link.hearts_link import play_until, start
from tests.link.linked import B, LOST_LIMIT_MS, PACE_MS, on_glass, press, screen, to_computer


def test_a_joiner_whose_seat_the_computer_took_is_told_once_the_cable_is_back():
    linked = start(seed=4)
    play_until(linked, lambda: len(played_cards(screen(linked, 0).game)) >= 6)
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    to_computer(linked, 0)   # B:PLAY VS CPU, A to CPU PLAYS THEM?
    linked.cables[0].restore()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    assert on_glass(linked, 1, "CPU HAS YOUR SEAT") and not on_glass(linked, 1, "LINK LOST")
    # its own page, plainly: not the host's seat named, nor its stale hand and turn around
    assert on_glass(linked, 1, "you cannot rejoin.") and not on_glass(linked, 1, "HOST (")
    assert not on_glass(linked, 1, "SCORES") and on_glass(linked, 1, "B:LEAVE")
    press(linked, 1, B)
    linked.run(PACE_MS)
    assert linked.apps[1].game is None   # left, and no game kept that could never resume
    assert not linked.boards[1].storage.exists("resume_hearts")


def test_a_joiner_leaving_with_the_link_lost_is_told_to_the_host_once_it_is_back():
    linked = start(seed=4)
    play_until(linked, lambda: len(played_cards(screen(linked, 0).game)) >= 6)
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    press(linked, 1, B)   # B:LEAVE, its game kept (Resume links again)
    linked.run(PACE_MS)
    assert linked.apps[1].game is None
    linked.cables[0].restore()
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "THEY LEFT") and not on_glass(linked, 0, "LINK LOST")
    to_computer(linked, 0)   # B:PLAY VS CPU, A to CPU PLAYS THEM?
    assert screen(linked, 0).snapshot()["peers"] == []
