# runs-on: micropython, heap 472K: two whole apps on two simulated boards, the link from source
"""Take-back on two linked boards (firmware/ui/board_link.py), asked by the host or by the
joiner, in Connect Four and tic-tac-toe: with none of the asker's moves on the board (NO
UNDO), right after the asker's own move (that one undone), after the other's reply (both
undone); the asker moves again and both glasses say how many went. Then what the key bar
offers on either turn and under the boxes (nothing: the box says it), and a handheld that
hands the other seat to the computer while the link is lost (the host alone may): the joiner's
glass says CPU HAS YOUR SEAT once the link is back, a page of its own, nothing left to resume.
A request is about the moves it named: asked again when the asked handheld was switched off
and on, dropped when the asker was, withdrawn by the asker's next move or its B again (a late
answer does nothing); the question stands in the side panel, the board in view, and the turn
stays on the status line."""
from firmware.app import AIM_MS
from firmware.link.channel import CLOSED
from firmware.ui.board_link import ANSWER
from sim.link import BOOT_MS
from tests.link.linked import (A, B, LOST_LIMIT_MS, PACE_MS, agree, moves, on_glass,
                               panel_fits, play, press, refused, screen, start, to_computer)
from tests.screen import find_text, glass

# where each game's moves go: (host's first, joiner's, host's second)
SPOTS = {"connect4": (3, 2, 4), "tictactoe": (4, 0, 8)}


def moves_of(linked, i):
    return screen(linked, i).game.moves


def ask_and_agree(linked, asker):
    press(linked, asker, B)
    linked.run(PACE_MS)
    assert on_glass(linked, 1 - asker, "THEY ASK") and on_glass(linked, 1 - asker, "TO UNDO")
    assert on_glass(linked, 1 - asker, "<>:CHOOSE") and not on_glass(linked, 1 - asker, "A:")
    agree(linked, 1 - asker)


def undone(linked, asker, count, left):
    """The take-back left moves left, both glasses say count went, and the asker moves."""
    assert moves(linked) == left
    for i in (0, 1):
        assert on_glass(linked, i, "UNDID %d" % count), (i, count)
    assert screen(linked, asker).linked.my_turn()
    assert not screen(linked, 1 - asker).linked.my_turn()


def asking_with_none(asker):
    """Each game: none of the asker's moves on the board (the joiner's, after the host's
    first): said on its glass, nothing asked of the other."""
    for game, (first, _, _) in SPOTS.items():
        linked = start(game)
        if asker == 1:
            play(linked, 0, first)
        press(linked, asker, B)
        linked.run(PACE_MS)
        assert on_glass(linked, asker, "NO UNDO"), game
        assert not on_glass(linked, 1 - asker, "THEY ASK"), game
        assert moves(linked) == [first] * asker


def asking_after(asker, made, count):
    """Each game: the host's first move, then made more (alternately); the asker asks and
    the other agrees: count moves go, the asker's last and any reply after it."""
    for game, spots in SPOTS.items():
        linked = start(game)
        for n in range(1 + made):
            play(linked, n & 1, spots[n])
        ask_and_agree(linked, asker)
        undone(linked, asker, count, list(spots[:1 + made - count]))


def test_the_host_asking_with_none_of_its_moves_is_told_no_undo():
    asking_with_none(0)


def test_the_host_asking_right_after_its_move_takes_that_move_back():
    asking_after(0, 0, 1)


def test_the_host_asking_after_the_reply_takes_its_move_and_the_reply_back():
    asking_after(0, 1, 2)


def test_the_host_asking_after_its_second_move_keeps_the_joiner_s_before_it():
    asking_after(0, 2, 1)


def test_the_joiner_asking_with_none_of_its_moves_is_told_no_undo():
    asking_with_none(1)


def test_the_joiner_asking_right_after_its_move_takes_that_move_back():
    asking_after(1, 1, 1)


def test_the_joiner_asking_after_the_reply_takes_its_move_and_the_reply_back():
    asking_after(1, 2, 2)


def test_the_key_bar_offers_the_keys_that_act_on_either_turn():
    """A on one's own turn; on theirs the arrows (aim the next move) and no A, which is
    refused; B:UNDO only with a move of one's own to take back."""
    for game, arrows in (("connect4", "<>:AIM"), ("tictactoe", "▲▼<>:AIM")):
        linked = start(game)
        act = screen(linked, 0).ACT_NAME
        assert [k for k, _ in screen(linked, 0).linked.keys()] == ["A"]   # nothing to undo
        assert on_glass(linked, 1, arrows) and not on_glass(linked, 1, "A:" + act)
        assert not on_glass(linked, 1, "B:UNDO")
        press(linked, 1, A)   # (the game says it is not their turn)
        linked.run(PACE_MS)
        assert moves(linked) == []
        press(linked, 1, A)   # (again, the other's move under AIM_MS on, whatever the pace)
        play(linked, 0, SPOTS[game][0])
        assert on_glass(linked, 0, arrows) and on_glass(linked, 0, "B:UNDO"), game
        assert not on_glass(linked, 0, "A:" + act)
        # their A, pressed in the other's opening turn, waits for an aim (review 92) ...
        assert on_glass(linked, 1, arrows) and not on_glass(linked, 1, "B:UNDO")
        linked.run(AIM_MS)   # ... till a pause, when A's word is back
        assert on_glass(linked, 1, "A:" + act) and not on_glass(linked, 1, "B:UNDO")
        assert panel_fits(linked, 0) and panel_fits(linked, 1)


def test_the_link_lost_box_says_what_b_does_and_the_key_bar_not_again():
    linked = start("connect4")
    play(linked, 0, 3)
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    # the host waits or plays on against the computer, the joiner waits or leaves: the two
    # boxes alike, each its own choice on the line under WAIT, OR (reviews 67-70: the
    # joiner's WAIT OR B:LEAVE on one line read apart from the host's)
    waits = [find_text(linked.boards[i].chip, "WAIT, OR") for i in (0, 1)]
    assert waits[0] is not None and waits[0] == waits[1]
    for i, keys in ((0, ("WAIT, OR", "B:PLAY VS CPU")), (1, ("WAIT, OR", "B:LEAVE"))):
        under = find_text(linked.boards[i].chip, keys[1])
        assert under is not None and under[1] == waits[i][1] + 9, keys
        assert on_glass(linked, i, "LINK LOST") and all(on_glass(linked, i, k) for k in keys)
        assert screen(linked, i).linked.keys() == () and not on_glass(linked, i, "B:VS CPU")
        assert not on_glass(linked, i, "A:DROP") and not on_glass(linked, i, "B:UNDO")
        # no score row peeking out above the box or right of it (its frame ends on 120)
        assert not on_glass(linked, i, "YOU") and not on_glass(linked, i, "DRAW")
        chip = linked.boards[i].chip
        assert not any(chip.glass_pixel(x, y) for x in range(121, 128) for y in range(16, 48))


def test_under_the_box_only_its_keys_act_and_the_question_waits_for_the_link():
    """The asked handheld under LINK LOST: the box's keys alone (A refused; on the host B
    the computer's question, not a NO; the joiner's B would leave), the key bar agreeing;
    the question is back, unanswered, with the link."""
    for asker in (0, 1):
        linked = asked(None, asker)
        other = 1 - asker
        linked.cables[0].cut()
        linked.run(LOST_LIMIT_MS + PACE_MS)
        key = "B:LEAVE" if other else "B:PLAY VS CPU"
        assert on_glass(linked, other, "LINK LOST") and on_glass(linked, other, key)
        assert not on_glass(linked, other, "A:YES") and not on_glass(linked, other, "THEY ASK")
        assert refused(linked, other, A)
        linked.run(PACE_MS)
        if not other:
            press(linked, other, B)   # the computer for them? (not NO to the question)
            linked.run(PACE_MS)
            assert on_glass(linked, other, "CPU PLAYS THEM?")
            press(linked, other, B)   # no: the box again
            linked.run(PACE_MS)
        assert on_glass(linked, other, key) and screen(linked, other).linked.level is None
        linked.cables[0].restore()
        linked.run(PACE_MS)
        assert on_glass(linked, other, "THEY ASK") and on_glass(linked, other, "<>:CHOOSE")
        assert on_glass(linked, asker, "ASKING...") and not on_glass(linked, asker, "THEY SAID")
        assert moves(linked) == list(SPOTS["connect4"][:2])
        linked.run(PACE_MS)   # the question is back some way into the last PACE_MS: looked at
        agree(linked, other)
        undone(linked, asker, 2 - asker, list(SPOTS["connect4"][:asker]))


def test_one_b_under_the_box_only_asks_before_the_computer_takes_their_seat():
    linked = start("connect4")
    play(linked, 0, 3)
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    link = screen(linked, 0).linked
    press(linked, 0, B)
    linked.run(PACE_MS)
    assert link.level is None and on_glass(linked, 0, "CPU PLAYS THEM?")
    assert on_glass(linked, 0, "A:YES B:NO") and link.keys() == ()   # said in the box alone
    press(linked, 0, B)   # no
    linked.run(PACE_MS)
    assert link.level is None and on_glass(linked, 0, "B:PLAY VS CPU")
    assert not on_glass(linked, 0, "CPU PLAYS THEM?")
    press(linked, 0, B)   # asked again, and the link comes back: nothing left to ask
    linked.run(PACE_MS)
    linked.cables[0].restore()
    linked.run(PACE_MS)
    assert not on_glass(linked, 0, "CPU PLAYS THEM?") and not on_glass(linked, 0, "LINK LOST")
    assert link.level is None and on_glass(linked, 0, "B:UNDO")
    play(linked, 1, 2)   # the game goes on between the two
    assert moves(linked) == [3, 2]


def test_their_no_says_they_said_no_and_none_to_take_back_no_undo():
    for asker in (0, 1):
        linked = asked(None, asker)
        press(linked, 1 - asker, B)   # no
        linked.run(PACE_MS)
        assert on_glass(linked, asker, "THEY SAID") and not on_glass(linked, asker, "NO UNDO")
        assert panel_fits(linked, asker)
        assert moves(linked) == list(SPOTS["connect4"][:2])


def test_the_host_playing_the_computer_is_said_on_the_joiner_once_the_link_is_back():
    """One clear message: a page, CPU HAS YOUR SEAT and B:LEAVE, never the box's own
    B:PLAY VS CPU and its question after it; nothing left there to resume."""
    linked = start("connect4")
    play(linked, 0, 3)
    play(linked, 1, 2)
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    to_computer(linked, 0)   # the host plays the computer
    assert on_glass(linked, 0, "VS MEDIUM")
    linked.cables[0].restore()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    assert on_glass(linked, 1, "CPU HAS YOUR SEAT") and on_glass(linked, 1, "cannot rejoin")
    assert on_glass(linked, 1, "B:LEAVE") and not on_glass(linked, 1, "VS CPU")
    assert not on_glass(linked, 1, "LINK LOST")
    assert linked.apps[0].game.ctx.link.state == CLOSED   # once it had said so
    assert not linked.boards[1].storage.exists("resume_connect4")
    assert refused(linked, 1, A) and len(moves_of(linked, 1)) == 2
    linked.run(PACE_MS)
    press(linked, 1, B)   # leaves: no question of the computer
    linked.run(PACE_MS)
    assert linked.apps[1].game is None
    s = screen(linked, 0)
    cpu_moves = len(s.game.moves)   # the computer's reply in the joiner's seat, paced
    play(linked, 0, 5)   # the host's game against the computer goes on
    assert s.game.moves[cpu_moves] == 5


def asked(linked, asker, game="connect4"):
    """game with the host's first move and the joiner's reply; asker asks (B)."""
    linked = start(game)
    spots = SPOTS[game]
    play(linked, 0, spots[0])
    play(linked, 1, spots[1])
    press(linked, asker, B)
    linked.run(PACE_MS)
    assert on_glass(linked, 1 - asker, "THEY ASK")
    return linked


def restart(linked, i):
    linked.off(i)
    linked.run(LOST_LIMIT_MS)
    linked.on(i)
    linked.run(BOOT_MS + PACE_MS)


def test_a_request_is_asked_again_of_a_handheld_switched_off_and_on():
    for asker in (0, 1):
        linked = asked(None, asker)
        restart(linked, 1 - asker)
        assert on_glass(linked, 1 - asker, "THEY ASK") and on_glass(linked, 1 - asker, "<>:CHOOSE")
        agree(linked, 1 - asker)
        undone(linked, asker, 2 - asker, list(SPOTS["connect4"][:asker]))


def test_a_request_of_a_handheld_switched_off_and_on_is_dropped():
    for asker in (0, 1):
        linked = asked(None, asker)
        restart(linked, asker)
        other = screen(linked, 1 - asker).linked
        assert other.asked is None and not on_glass(linked, 1 - asker, "THEY ASK")
        assert on_glass(linked, 1 - asker, "WITHDRAWN")   # said, not gone without a word
        assert screen(linked, asker).linked.asked is None
        assert not on_glass(linked, asker, "ASKING")
        play(linked, 0, SPOTS["connect4"][2])   # the host's turn: it plays on
        assert moves(linked) == list(SPOTS["connect4"])


def test_the_asker_s_next_move_withdraws_its_request():
    linked = asked(None, 0)
    s = screen(linked, 0)
    count = s.linked.asked_at
    play(linked, 0, SPOTS["connect4"][2])
    assert not on_glass(linked, 1, "THEY ASK") and on_glass(linked, 1, "YOUR MOVE")
    assert on_glass(linked, 1, "A:DROP")
    play(linked, 1, 0)   # the joiner's A drops: it takes back nothing
    assert moves(linked) == list(SPOTS["connect4"]) + [0]
    s.linked.on_message(ANSWER, bytes((s.linked.gid, 1, count)), s.linked)   # a late yes
    linked.run(PACE_MS)
    assert moves(linked) == list(SPOTS["connect4"]) + [0]


def test_b_again_withdraws_the_request_and_both_glasses_say_so():
    for asker in (0, 1):
        linked = asked(None, asker)
        assert on_glass(linked, asker, "B:CANCEL")
        press(linked, asker, B)
        linked.run(PACE_MS)
        for i in (0, 1):
            assert on_glass(linked, i, "WITHDRAWN") and not on_glass(linked, i, "THEY ASK")
            assert on_glass(linked, i, "B:UNDO")
        assert moves(linked) == list(SPOTS["connect4"][:2])


def test_the_question_leaves_the_board_in_view_and_the_turn_on_the_status_line():
    for game in SPOTS:
        linked = start(game)
        spots = SPOTS[game]
        play(linked, 0, spots[0])
        play(linked, 1, spots[1])
        before = glass(linked.boards[1].chip)
        press(linked, 0, B)   # the host asks on its turn: its move and the reply
        linked.run(PACE_MS)
        after = glass(linked.boards[1].chip)
        assert on_glass(linked, 1, "THEY ASK") and on_glass(linked, 1, "2 MOVES?"), game
        # the board (columns 0-65, display RAM page by page) unchanged under the question
        assert all(before[p * 128 + x] == after[p * 128 + x] for p in range(8)
                   for x in range(66)), game
        assert on_glass(linked, 0, "YOUR MOVE") and on_glass(linked, 1, "THEIR MOVE"), game
        assert on_glass(linked, 0, "ASKING...")
        agree(linked, 1)
        assert on_glass(linked, 0, "UNDID 2") and on_glass(linked, 0, "YOUR MOVE"), game
