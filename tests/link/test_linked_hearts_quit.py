# runs-on: micropython, heap 496K: two whole apps and Hearts from source, as the linked games
# (failed at 432K once guard16, setup17 and hearts18 came together, passing at 448K; at 448K
# it failed in CI's clone after session 59's merges, passing here, where its paths are shorter;
# at 464K once integ92 brought the WAIT overlay's 1 KB a board and Hearts' new marks, under
# pytest-xdist's scratch folders, passing at 480K)
"""Linked Hearts when a handheld quits (its own suite: test_linked_hearts.py's module on the
heap leaves too little for more there under the unix port): a joiner whose host left waits
for it (play goes on once the host resumes), and the host's Quit asks END IT FOR ALL? only
while a joiner is still in the game."""
from firmware.games.hearts.link import played_cards
from sim.link import BOOT_MS
from tests.link.hearts_link import play_until, start
from tests.link.linked import (PACE_MS, on_glass, pause_quit, quit_game, screen,
                               waits_or_leaves)


def test_a_joiner_whose_host_left_may_wait_for_it_to_resume():
    linked = start(seed=5)
    play_until(linked, lambda: len(played_cards(screen(linked, 0).game)) >= 6)
    quit_game(linked, 0)   # END IT FOR ALL? yes: HOST ENDED IT on the joiner, saved there
    assert on_glass(linked, 1, "HOST ENDED IT") and on_glass(linked, 1, "SAVED TO RESUME")
    assert waits_or_leaves(linked, 1) and not on_glass(linked, 1, "THEY LEFT")
    linked.apps[0].start_game("hearts", True)   # the host's Resume: play goes on
    linked.run(BOOT_MS + PACE_MS)
    assert not on_glass(linked, 1, "HOST ENDED IT") and screen(linked, 1).linked.synced


def test_the_host_s_quit_is_not_asked_once_its_joiner_has_left():
    linked = start(seed=5)
    quit_game(linked, 1)
    assert on_glass(linked, 0, "THEY LEFT")
    pause_quit(linked, 0)
    assert linked.apps[0].game is None and not on_glass(linked, 0, "END IT FOR ALL?")
