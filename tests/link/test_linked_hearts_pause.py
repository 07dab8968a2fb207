# runs-on: micropython, heap 472K: three whole apps and Hearts from source, as the linked games
"""Linked Hearts while a handheld sits in its pause menu (its own suite: the others' modules
on the heap leave the unix port too little for more): the host's game waits under its menu
(the computer's seats and the cards it relays are its tick's), so the joiners' status says
HOST PAUSED, not who plays, until the host is back; a joiner's own pause tells no one."""
from firmware.games.hearts import link as hearts_link
from firmware.games.hearts.engine import PLAY
from firmware.games.hearts.link import SEATS, played_cards
from firmware.games.hearts.status import PAUSED
from tests.link.hearts_link import Wire, act, hand_over, play_until, start
from tests.link.linked import A, B, DOWN, HOLD_MS, PACE_MS, UP, on_glass, press, screen

WEST = SEATS[1]   # the second joiner's seat at the host's table (board 3)
UNKNOWN = hearts_link.PAUSED + 1   # a kind no firmware here sends


def pause(linked, i):
    linked.press(i, B, HOLD_MS)   # a long B: the pause menu
    linked.run(PACE_MS)


def act_until(linked, done):
    """Every player acts until done() holds, looked at before each one's move (hearts_link's
    play_until looks once a round: the joiner it waits for would have played)."""
    for _ in range(200):
        acted = False
        for i in range(len(linked.boards)):
            if done():
                return
            acted = act(linked, i) or acted
        if not acted:
            linked.run(PACE_MS)
    raise AssertionError("not within 200 rounds")


def test_the_joiners_say_host_paused_while_the_host_is_in_its_menu():
    linked = start(seed=1, boards=3)
    host = screen(linked, 0).game
    # the second joiner (WEST of the host) to lead or follow: the host pauses first
    act_until(linked, lambda: host.phase == PLAY and host.turn == WEST and
              len(played_cards(host)) >= 2)
    count = len(played_cards(host))
    pause(linked, 0)
    # its own turn: YOUR TURN still, and its card goes (to the host's inbox, read once the
    # host's game is back); then neither joiner's glass says a seat plays that cannot
    assert on_glass(linked, 2, "YOUR TURN") and not on_glass(linked, 2, PAUSED)
    assert act(linked, 2)
    press(linked, 0, DOWN)   # the host into Help from its menu: paused still
    linked.run(PACE_MS)
    press(linked, 0, A)
    linked.run(15000)
    for i in (1, 2):
        assert on_glass(linked, i, PAUSED) and not on_glass(linked, i, " PLAYS"), i
    assert len(played_cards(host)) == count   # nothing played on the host meanwhile
    assert len(played_cards(screen(linked, 2).game)) == count + 1   # (the joiner's own)
    press(linked, 0, B)   # Help closed: the menu; A there resumes
    linked.run(PACE_MS)
    assert on_glass(linked, 1, PAUSED)
    press(linked, 0, UP)   # (the menu's cursor on Help)
    linked.run(PACE_MS)
    press(linked, 0, A)
    linked.run(PACE_MS)
    assert len(played_cards(host)) > count   # the card came, the computer plays on
    assert not any(on_glass(linked, i, PAUSED) for i in (1, 2))
    play_until(linked, lambda: hand_over(linked))
    assert played_cards(screen(linked, 1).game) == played_cards(host)


def test_the_host_tells_each_pause_once_and_a_joiner_s_pause_tells_no_one():
    wire = Wire()
    linked = start(seed=5, log=wire)
    play_until(linked, lambda: not screen(linked, 1).play.passing)
    hands = [kind for kind, body in wire.frames].count(hearts_link.HAND)
    pause(linked, 1)   # the joiner's menu: its own glass only (a PAUSED from it, not the
    press(linked, 1, A)   # host's hand's number, would have the hand sent again)
    linked.run(PACE_MS)
    assert [kind for kind, body in wire.frames].count(hearts_link.HAND) == hands
    assert not on_glass(linked, 0, PAUSED) and not on_glass(linked, 1, PAUSED)
    pause(linked, 0)
    press(linked, 0, DOWN)   # Help, and a long B there: a second menu over it
    linked.run(PACE_MS)
    press(linked, 0, A)
    linked.run(PACE_MS)
    pause(linked, 0)
    press(linked, 0, A)   # its Resume: back to Help, the game under it still
    linked.run(PACE_MS)
    assert screen(linked, 1).linked.paused
    press(linked, 0, B)   # Help closed; the first menu's Resume
    linked.run(PACE_MS)
    press(linked, 0, UP)
    linked.run(PACE_MS)
    press(linked, 0, A)
    linked.run(PACE_MS)
    told = [body for kind, body in wire.frames if kind == hearts_link.PAUSED]
    assert told == [b"\x01", b"\x00"] and not screen(linked, 1).linked.paused


def test_a_joiner_forgets_a_pause_a_new_hand_ends_and_ignores_one_it_cannot_read():
    linked = start(seed=5)
    join = screen(linked, 1).linked
    join.on_message(hearts_link.PAUSED, b"", None)   # damaged: ignored
    join.on_message(hearts_link.PAUSED, b"\x01\x00", None)
    assert not join.paused
    join.on_message(hearts_link.PAUSED, b"\x01", None)
    assert join.paused
    # the host switched off paused never says 0: its hand, sent again as it is back, does
    host = screen(linked, 0).linked
    host.rejoined(host.peers[0])
    linked.run(PACE_MS)
    assert not join.paused


def test_with_older_firmware_on_either_side_play_goes_on_as_before():
    """PAUSED is new: older firmware with the same link protocol never sends it (the
    joiner's glass says who plays, as before) and takes it for a kind it does not know,
    which the joiner's code ignores (no hand asked for again, play goes on)."""
    wire = Wire()
    linked = start(seed=1, log=wire)
    host, join = screen(linked, 0).linked, screen(linked, 1).linked
    older = join.on_message   # an older joiner: PAUSED is a kind it has no branch for

    def on_message(kind, body, peer):
        older(UNKNOWN if kind == hearts_link.PAUSED else kind, body, peer)

    join.on_message = on_message
    act_until(linked, lambda: host.screen.game.phase == PLAY and host.screen.game.turn != 0
              and host.screen.game.turn != SEATS[0])
    pause(linked, 0)
    assert on_glass(linked, 1, " PLAYS") and not join.paused and join.synced
    press(linked, 0, A)   # Resume
    linked.run(PACE_MS)
    hands = [kind for kind, body in wire.frames].count(hearts_link.HAND)
    host.pause = lambda paused=True: None   # an older host: never tells
    pause(linked, 0)
    assert on_glass(linked, 1, " PLAYS") and not on_glass(linked, 1, PAUSED)
    press(linked, 0, A)
    linked.run(PACE_MS)
    play_until(linked, lambda: hand_over(linked))
    assert [kind for kind, body in wire.frames].count(hearts_link.HAND) == hands == 1
