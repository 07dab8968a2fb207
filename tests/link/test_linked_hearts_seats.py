# runs-on: micropython, heap 472K: two whole apps and Hearts from source, as the linked games
"""Linked Hearts when a seat is lost (its own suite: with these in test_linked_hearts.py the
unix port had too little heap left to load Hearts' link code once more): the host hands the
seat to the computer, asked first (no, or the link back, cancels). When its player comes
back: test_linked_hearts_seats_back.py."""
from firmware import app as app_module
from firmware.games.hearts.link import played_cards
from tests.link.hearts_link import act, play_until, start
from tests.link.linked import B, LOST_LIMIT_MS, PACE_MS, on_glass, press, \
    screen, to_computer


def test_the_host_hands_the_seat_to_the_computer():
    linked = start(seed=4)
    play_until(linked, lambda: len(played_cards(screen(linked, 0).game)) >= 6)
    linked.off(1)
    linked.run(LOST_LIMIT_MS + PACE_MS)
    to_computer(linked, 0)   # B:PLAY VS CPU, A to CPU PLAYS THEM?
    s = screen(linked, 0)
    assert s.snapshot()["peers"] == [] and not on_glass(linked, 0, "LINK LOST")
    assert linked.apps[0].step() == app_module.FRAME_MS  # no joiner left: not a linked pace
    clock = linked.boards[0].clock
    start_ms = clock.elapsed_ms
    while s.play is not None:
        assert clock.elapsed_ms - start_ms < 200000
        if not act(linked, 0):
            linked.run(PACE_MS)
    assert len(played_cards(s.game)) == 52 and sum(s.game.hand_points) in (26, 78)


def test_the_host_asks_before_the_computer_takes_a_lost_seat_and_no_or_the_link_cancels():
    linked = start(seed=4)
    play_until(linked, lambda: len(played_cards(screen(linked, 0).game)) >= 6)
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    host = screen(linked, 0).linked
    press(linked, 0, B)   # B:PLAY VS CPU asks first: the seat would be gone for good
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "CPU PLAYS THEM?") and len(host.peers) == 1
    press(linked, 0, B)   # no: back to the box, the seat still the joiner's
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "B:PLAY VS CPU") and not on_glass(linked, 0, "CPU PLAYS")
    press(linked, 0, B)   # asked again, and the link comes back before an answer
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "A:YES B:NO")
    linked.cables[0].restore()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    assert not host.confirming and not on_glass(linked, 0, "CPU PLAYS THEM?")
    assert len(host.peers) == 1 and screen(linked, 0).snapshot()["peers"] != []
    assert screen(linked, 1).linked.synced and not on_glass(linked, 1, "CPU HAS YOUR SEAT")
    assert not on_glass(linked, 1, "LINK LOST")
