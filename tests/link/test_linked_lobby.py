# runs-on: micropython, heap 528K: two whole apps on two simulated boards, the link from source
"""The Link lobby on two linked boards (firmware/ui/linked_game.py): the host's A starts a
game only with the other handheld in the same game's Link; else its lobby says where the
other is (another game's Link, or no lobby at all: it plays on its own) and A is refused
on the glass (the sentence inverted), never a game the other is not in; a joiner that
resumed an older game while the host starts a new one drops it for the lobby."""
from sim.link import BOOT_MS, Linked
from tests.link.linked import A, B, PACE_MS, drop, on_glass, press, quit_game, screen, start


def lobbies(host_game, join_game):
    """Two boards at the launcher; the host opens host_game's Link (Host a game), the
    joiner join_game's (Join a game)."""
    linked = Linked(2, None, 1)
    linked.run(BOOT_MS)
    linked.apps[0].start_game(host_game, False, 0)
    linked.apps[1].start_game(join_game, False, 1)
    linked.run(BOOT_MS)
    return linked


def refused(linked):
    """The host's A starts nothing: the sentence inverted, no game on its glass."""
    press(linked, 0, A)
    linked.run(100)
    assert screen(linked, 0).linked.refused_at is not None
    assert linked.boards[0].chip.glass_pixel(1, 14)   # inverted: lit beside the text
    linked.run(PACE_MS)
    assert screen(linked, 0).game is None and not on_glass(linked, 0, "A starts")


def test_the_host_is_told_the_joiner_is_in_another_game_and_a_starts_nothing():
    linked = lobbies("connect4", "tictactoe")
    assert on_glass(linked, 0, "is in Tic-Tac-Toe's") and on_glass(linked, 0, "B:LEAVE")
    assert not on_glass(linked, 0, "A:START")
    assert on_glass(linked, 1, "Connect Four's Link")
    refused(linked)
    assert screen(linked, 1).game is None
    press(linked, 1, B)   # the joiner leaves its lobby: in no lobby now
    linked.run(BOOT_MS)
    assert on_glass(linked, 0, "not in a Link") and not on_glass(linked, 0, "A starts")
    linked.apps[1].start_game("connect4", False, 1)   # Connect Four's Link, Join a game
    linked.run(BOOT_MS)
    assert on_glass(linked, 0, "A starts the game.")
    press(linked, 1, A)   # the joiner's A: refused too (the host starts)
    linked.run(100)
    assert screen(linked, 1).linked.refused_at is not None
    linked.run(PACE_MS)
    press(linked, 0, A)
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "YOUR MOVE") and on_glass(linked, 1, "THEIR MOVE")


def test_a_hearts_host_does_not_deal_to_a_joiner_in_connect_four():
    linked = lobbies("hearts", "connect4")
    assert on_glass(linked, 0, "is in Connect Four's")
    refused(linked)
    assert screen(linked, 1).game is None


def test_a_joiner_told_the_host_is_elsewhere_links_once_the_host_hosts_its_game():
    linked = lobbies("tictactoe", "connect4")
    assert on_glass(linked, 1, "Tic-Tac-Toe's Link")
    press(linked, 0, B)   # the host leaves and hosts Connect Four instead
    linked.run(BOOT_MS)
    assert not on_glass(linked, 1, "Connected")   # the host has left: not said connected
    linked.apps[0].start_game("connect4", False, 0)
    linked.run(BOOT_MS)
    assert on_glass(linked, 1, "Waiting for the") and not on_glass(linked, 1, "Tic-Tac")
    assert on_glass(linked, 0, "A starts the game.")
    press(linked, 0, A)
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "YOUR MOVE") and on_glass(linked, 1, "THEIR MOVE")


def test_a_host_in_a_game_whose_joiner_comes_back_in_another_game_s_link():
    linked = start("connect4")
    drop(linked, 0, 3)
    drop(linked, 1, 2)
    quit_game(linked, 1)
    linked.apps[1].start_game("tictactoe", False, 1)   # Tic-Tac-Toe's Link, Join a game
    linked.run(BOOT_MS)
    assert on_glass(linked, 0, "IN ANOTHER GAME") and on_glass(linked, 0, "B:PLAY VS CPU")
    # the joiner is told, not put on the host's board (its moves fit tic-tac-toe's too)
    assert screen(linked, 1).game is None and on_glass(linked, 1, "Connect Four's Link")


def test_a_second_host_over_the_air_on_one_computer_is_told_to_join():
    """Two windows on one computer, both Host a game: the second's lobby says so in words
    (the port is the first's), not an errno; Join a game then links."""
    from hal.link_air import IN_USE
    linked = Linked(2, None, 1, air=True)
    try:
        linked.run(BOOT_MS)
        linked.apps[0].start_game("connect4", False, 0)
        linked.apps[1].start_game("connect4", False, 0)
        linked.run(BOOT_MS)
        assert on_glass(linked, 1, "Another handheld on") and on_glass(linked, 1, "already: choose")
        assert screen(linked, 1).linked.error == IN_USE
        press(linked, 1, B)
        linked.run(PACE_MS)
        linked.apps[1].start_game("connect4", False, 1)
        linked.run(BOOT_MS)
        assert on_glass(linked, 0, "A starts the game.")
    finally:
        linked.close()


def test_every_os_error_that_keeps_the_link_shut_is_a_sentence():
    from firmware.ui.linked_game import why_not
    assert why_not(OSError("This handheld has no link.")) == "This handheld has no link."
    for e in (OSError(110), OSError()):   # a bare errno (a radio's timeout), or nothing
        why = why_not(e)
        assert why.startswith("The link would not open") and why.endswith("try again."), why
