# runs-on: micropython, heap 560K: two whole apps on two simulated boards, the link from source
"""Connect Four and tic-tac-toe on two linked boards (sim/link.py), the whole app on each,
every move through the buttons and paced like a person: whole games agreeing on both
glasses and scored apart (the Stats row Link), take-back asked of the other player, the
next game once both say so, a cut cable (link lost within 2 s, play on when it is back or
against the computer), a handheld switched off and on (it catches up), a wrong version (a
sentence on the glass), and a damaged line in a whole game (nothing lost, noise counted)."""
from firmware.app import GUARD_MS, LOOK_MS
from firmware.games.connect4.lines import ROWS
from firmware.games.connect4.view import BOARD_Y, SOLID, cell_origin
from firmware.games.tictactoe.view import CELL as TTT_CELL, cell_origin as ttt_origin
from firmware.link.channel import LOST
from hal.rng import Rng
from sim.cable import Damage
from sim.link import BOOT_MS
from tests.link.linked import (A, B, DOWN, LEFT, LOST_LIMIT_MS, PACE_MS, RIGHT, agree,
                               boards_agree, drop, link_stats, on_glass, panel_fits, pause_quit,
                               point, press, put, refused, screen, start, taken_over, to_computer,
                               waits_or_leaves, walk)
from tests.screen import shows_banner
from tests.sweep import BURST_MS, PERIODS, look_broken, rested_sweep
from tests.toast import refused_ask_in_view

C4_HOST_WINS = ((0, 3), (1, 4), (0, 3), (1, 4), (0, 3), (1, 4), (0, 3))   # (board, column)


def test_a_whole_connect4_game_agrees_on_both_glasses_and_is_scored_apart():
    linked = start("connect4")
    for n, (board, col) in enumerate(C4_HOST_WINS):
        drop(linked, board, col)
        assert screen(linked, 0).game.moves == screen(linked, 1).game.moves, n
    assert screen(linked, 0).game.moves == [3, 4] * 3 + [3]
    assert boards_agree(linked)
    assert shows_banner(linked.boards[0], "YOU", "WIN!")
    assert shows_banner(linked.boards[1], "THEY", "WIN!")   # as even as YOU WIN!
    assert link_stats(linked, 0, "connect4")["won"] == 1
    assert link_stats(linked, 1, "connect4")["lost"] == 1
    assert "Medium" not in linked.apps[0].stats["games"]["connect4"], "counted as vs CPU"


def test_both_glasses_mark_the_last_disc_alike_whoever_dropped_it():
    linked = start("connect4")
    for board, col in ((0, 3), (1, 4), (0, 4)):
        drop(linked, board, col)
        game = screen(linked, 0).game
        x, y = cell_origin(col, game.heights[col] - 1)
        solid = game.cells[col * ROWS + game.heights[col] - 1] == screen(linked, 0).player_of(
            SOLID)
        for i in (0, 1):   # the last disc boxed (review 91: a ring's lit middle read as
            # a plain ring at true size), smaller, clear of its frame (reviews 94, 95)
            glass = linked.boards[i].chip.glass_pixel
            assert glass(x, y) and glass(x + 8, y + 8) and not glass(x + 1, y + 4), (board, i)
            assert glass(x + 4, y + 4) == solid and not glass(x + 4, y + 1), (board, i)
        assert boards_agree(linked, top=BOARD_Y)


def test_a_column_the_other_fills_under_the_cursor_takes_an_arrow_before_a_drops():
    """Review 86, linked too: the joiner's piece fills the column under the host's cursor,
    which moves on saying FILLED UP; A drops nothing there (FILLED UP again), the key bar
    offering <>:AIM in A:DROP's place, till the host has moved the cursor itself."""
    linked = start("connect4")
    for n in range(6):
        drop(linked, n & 1, 3)
    host = screen(linked, 0)
    assert host.game.moves == [3] * 6 and host.cursor == 4
    assert on_glass(linked, 0, "FILLED UP") and on_glass(linked, 0, "<>:AIM")
    assert not on_glass(linked, 0, "A:DROP")
    linked.run(LOOK_MS)   # read: A still waits for an arrow
    press(linked, 0, A)
    linked.run(PACE_MS)
    assert host.game.moves == [3] * 6 and on_glass(linked, 0, "FILLED UP")
    assert on_glass(linked, 0, "<>:AIM")
    press(linked, 0, RIGHT)
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "A:DROP") and not on_glass(linked, 0, "<>:AIM")
    drop(linked, 0, 5)
    assert screen(linked, 1).game.moves == [3] * 6 + [5]


def test_both_glasses_mark_the_last_mark_whoever_put_it():
    linked = start("tictactoe")
    for board, cell in ((0, 4), (1, 0)):
        put(linked, board, cell)
        x, y = ttt_origin(cell)
        far = TTT_CELL - 2
        for i in (0, 1):   # the corner ticks, on the mover's glass too, against their row
            # past their arms (lit, or notched dark in the thick frame of that glass's
            # cursor, left on the mark)
            glass = linked.boards[i].chip.glass_pixel
            assert glass(x + 1, y + 1) != glass(x + 6, y + 1), i
            assert glass(x + far, y + far) != glass(x + far - 5, y + far), i


def test_the_last_move_is_on_both_glasses_before_its_result_is_saved():
    linked = start("connect4")
    events = []
    for i in (0, 1):
        app, storage = linked.apps[i], linked.boards[i].storage
        app.gfx.show = _logged(events, (i, "shown"), app.gfx.show,
                               lambda app=app, i=i: app.game.screen.game.over() and
                               app.game.screen.linked.score == [[1, 0, 0], [0, 1, 0]][i])
        storage.save = _logged(events, (i, "saved"), storage.save,
                               lambda name, *rest: name == "link_connect4")
    for board, col in C4_HOST_WINS:
        drop(linked, board, col)
    for i in (0, 1):   # the mover (0) and the other (1): the move, counted, then its saves
        assert events.index((i, "shown")) < events.index((i, "saved")), events
    assert link_stats(linked, 0, "connect4")["won"] == link_stats(linked, 1, "connect4")["lost"]


def test_a_linked_game_is_stepped_every_few_ms_and_a_game_vs_the_computer_as_ever():
    from firmware import app as app_module
    linked = start("connect4")
    app = linked.apps[0]
    assert app.step() == app_module.LINK_FRAME_MS < app_module.FRAME_MS
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    to_computer(linked, 0)   # the computer takes the other seat: the link only waits to say BYE
    link = app.game.ctx.link
    assert (link is None or link.leaving) and app.step() == app_module.FRAME_MS


def _logged(events, event, call, when):
    """call, with event appended to events first whenever when(*args) is true."""
    def logged(*args):
        if when(*args):
            events.append(event)
        return call(*args)
    return logged


def test_a_whole_tictactoe_game_then_the_next_once_both_press_a():
    linked = start("tictactoe")
    for board, cell in ((0, 4), (1, 1), (0, 3), (1, 7), (0, 5)):
        put(linked, board, cell)
    assert boards_agree(linked)
    assert shows_banner(linked.boards[0], "YOU", "WIN!")
    linked.run(LOOK_MS)   # the result read (A acts on it after app.LOOK_MS)
    press(linked, 1, A)   # the joiner is ready; the host's result stays
    linked.run(PACE_MS)
    assert screen(linked, 0).game.over() and on_glass(linked, 1, "WAITING")
    assert on_glass(linked, 0, "THEY WANT") and on_glass(linked, 0, "A:AGAIN")
    press(linked, 0, A)
    linked.run(PACE_MS)
    for i in (0, 1):
        assert screen(linked, i).game.moves == [] and not screen(linked, i).game.over()
    assert on_glass(linked, 1, "YOUR MOVE"), "the joiner starts the second game"
    put(linked, 1, 0)
    assert screen(linked, 0).game.moves == [0]


def test_the_first_to_press_a_after_a_game_waits_and_the_other_is_told():
    linked = start("tictactoe")
    for board, cell in ((0, 4), (1, 1), (0, 3), (1, 7), (0, 5)):
        put(linked, board, cell)
    linked.run(LOOK_MS)   # the result read
    press(linked, 0, A)   # the host wants the next game
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "WAITING") and on_glass(linked, 0, "FOR THEM")
    assert not on_glass(linked, 0, "A:AGAIN") and not on_glass(linked, 0, "A:WAIT")
    assert on_glass(linked, 1, "THEY WANT") and on_glass(linked, 1, "A:AGAIN")
    assert panel_fits(linked, 0) and panel_fits(linked, 1)
    press(linked, 1, A)
    linked.run(PACE_MS)
    for i in (0, 1):
        assert screen(linked, i).game.moves == [] and not screen(linked, i).game.over()
    assert on_glass(linked, 1, "YOUR MOVE")


def test_take_back_asks_the_other_player():
    linked = start("tictactoe")
    put(linked, 0, 4)
    put(linked, 1, 0)
    press(linked, 1, B)   # the joiner asks
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "THEY ASK") and on_glass(linked, 0, "TO UNDO")
    press(linked, 0, B)   # no
    linked.run(PACE_MS)
    assert screen(linked, 1).game.moves == [4, 0] and on_glass(linked, 1, "THEY SAID")
    assert not on_glass(linked, 1, "NO UNDO")   # that is for none of yours to take back
    press(linked, 1, B)
    linked.run(PACE_MS)
    agree(linked, 0)   # yes
    assert screen(linked, 0).game.moves == screen(linked, 1).game.moves == [4]
    assert on_glass(linked, 1, "UNDID 1") and screen(linked, 1).linked.my_turn()


def test_a_cut_cable_is_link_lost_within_2_s_and_play_goes_on_when_it_is_back():
    linked = start("connect4")
    drop(linked, 0, 2)
    linked.cables[0].cut()
    took = 0
    while not all(screen(linked, i).linked.chan.state == LOST for i in (0, 1)):
        linked.run(10)
        took += 10
        assert took <= LOST_LIMIT_MS
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "LINK LOST") and on_glass(linked, 1, "LINK LOST")
    walk(linked, 1, RIGHT)   # the cursor still moves under the box
    assert refused(linked, 1, A) and on_glass(linked, 1, "LINK LOST")   # a drop: answered
    assert screen(linked, 1).game.moves == [2]
    linked.cables[0].restore()
    linked.run(PACE_MS)
    assert not on_glass(linked, 0, "LINK LOST") and not on_glass(linked, 1, "LINK LOST")
    drop(linked, 1, 5)
    assert screen(linked, 0).game.moves == screen(linked, 1).game.moves == [2, 5]


def test_with_the_link_lost_b_on_the_host_hands_the_joiner_s_seat_to_the_computer():
    linked = taken_over()
    drop(linked, 0, 4)
    linked.run(1500)   # the computer's reply, paced
    s = screen(linked, 0)
    assert len(s.game.moves) == 4 and on_glass(linked, 0, "YOUR MOVE")
    assert s.snapshot()["cpu"] is not None   # resumed as such after a power cut
    assert on_glass(linked, 0, "VS MEDIUM") and not on_glass(linked, 0, "B:UNDO")
    press(linked, 0, B)   # no take-back of moves both players made
    linked.run(PACE_MS)
    assert len(s.game.moves) == 4


def test_with_the_link_lost_the_joiner_waits_or_leaves_never_hands_the_host_s_seat_over():
    """Only the host hands a seat to the computer: two handhelds doing so in one cut would
    each play on alone, and the mended link would meet two games each saying solo."""
    linked = start("connect4")
    drop(linked, 0, 2)
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    assert waits_or_leaves(linked, 1) and not on_glass(linked, 1, "VS CPU")
    assert on_glass(linked, 0, "B:PLAY VS CPU")
    # under the box the panel offers no move it refuses (the joiner's turn: not YOUR MOVE)
    assert on_glass(linked, 1, "ON HOLD") and not on_glass(linked, 1, "YOUR MOVE")
    assert refused(linked, 1, A)
    linked.run(PACE_MS)
    press(linked, 1, B)   # leaves: no question, the game saved (Resume links again)
    linked.run(PACE_MS)
    assert linked.apps[1].game is None and linked.boards[1].storage.exists("resume_connect4")
    to_computer(linked, 0)   # the host's choice alone
    linked.cables[0].restore()
    linked.run(LOST_LIMIT_MS)
    assert on_glass(linked, 0, "VS MEDIUM") and not on_glass(linked, 0, "THEY LEFT")


def test_the_host_s_quit_asks_first_as_it_stops_the_game_for_the_other():
    linked = start("connect4")
    drop(linked, 0, 3)
    pause_quit(linked, 1)   # the joiner's Quit: only its own seat, not asked
    assert linked.apps[1].game is None
    linked.apps[1].start_game("connect4", True)   # Resume: linked again
    linked.run(BOOT_MS + PACE_MS)
    pause_quit(linked, 0)
    assert on_glass(linked, 0, "END IT FOR ALL?") and on_glass(linked, 0, "A:YES B:NO")
    assert screen(linked, 0).game.moves == [3] and not on_glass(linked, 1, "HOST ENDED IT")
    press(linked, 0, B)   # no: the pause menu again, the game on
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "Paused") and linked.apps[0].game is not None
    press(linked, 0, A)   # Quit to menu again (still chosen), asked again
    linked.run(100)
    assert refused(linked, 0, A)   # a double tap: 0.18 s after, under GUARD_MS
    assert refused_ask_in_view(linked.boards[0], linked.apps[0], linked.run)   # whole
    assert on_glass(linked, 0, "END IT FOR ALL?")
    press(linked, 0, A)   # yes: quit, the other told
    linked.run(BOOT_MS)
    # the joiner is told who ended it and what brings it back, not a bare THEY LEFT
    assert linked.apps[0].game is None and on_glass(linked, 1, "HOST ENDED IT")
    assert on_glass(linked, 1, "SAVED TO RESUME") and waits_or_leaves(linked, 1)
    assert not on_glass(linked, 1, "THEY LEFT")
    assert linked.boards[0].storage.exists("resume_connect4")   # saved, as the page says
    linked.apps[0].start_game("connect4", True)   # the host's Resume: play goes on there
    linked.run(BOOT_MS + PACE_MS)
    assert not on_glass(linked, 1, "HOST ENDED IT") and screen(linked, 1).game.moves == [3]


def test_the_host_s_quit_is_not_asked_once_no_one_else_is_in_a_game_in_progress():
    linked = start("connect4")
    for col in (3, 4, 3, 4, 3, 4, 3):   # the host's four in column 3: the game is over
        drop(linked, 0 if col == 3 else 1, col)
    pause_quit(linked, 0)
    assert linked.apps[0].game is None and not on_glass(linked, 0, "END IT FOR ALL?")
    linked = start("connect4")
    drop(linked, 0, 3)
    pause_quit(linked, 1)   # the joiner has left: THEY LEFT on the host
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "THEY LEFT")
    pause_quit(linked, 0)
    assert linked.apps[0].game is None and not on_glass(linked, 0, "END IT FOR ALL?")


def test_the_other_hosting_a_game_too_is_named_and_its_seat_may_go_to_the_computer():
    linked = start("connect4")
    drop(linked, 0, 3)
    pause_quit(linked, 1)   # the joiner quits, then opens a Host lobby (the same version)
    linked.apps[1].start_game("connect4", False, 0)
    linked.run(BOOT_MS)
    assert on_glass(linked, 0, "THEY HOST TOO") and on_glass(linked, 0, "B:PLAY VS CPU")
    assert not on_glass(linked, 0, "VERSIONS") and on_glass(linked, 1, "Both handhelds")
    to_computer(linked, 0)
    assert on_glass(linked, 0, "VS MEDIUM")


def test_a_handheld_switched_off_and_on_resumes_and_catches_up():
    linked = start("tictactoe")
    put(linked, 0, 4)
    put(linked, 1, 0)
    linked.off(1)
    put(linked, 0, 8)          # the host plays while the other is off
    linked.run(LOST_LIMIT_MS)
    assert on_glass(linked, 0, "LINK LOST")
    linked.on(1)               # resumes its saved linked game, then catches up
    linked.run(BOOT_MS)
    assert screen(linked, 1).game.moves == [4, 0, 8]
    assert on_glass(linked, 1, "YOUR MOVE") and not on_glass(linked, 0, "LINK LOST")
    put(linked, 1, 2)
    assert screen(linked, 0).game.moves == [4, 0, 8, 2]


def test_over_the_air_a_joiner_switched_off_and_on_comes_back_from_another_port():
    """The README's two windows: the joiner quit and started again gets a new socket on
    another port; the host knows it by its handheld's id and gives it its seat back."""
    linked = start("connect4", air=True)
    try:
        air = linked.boards[0].link_port.sock
        drop(linked, 0, 3)
        before = air.ports[0].peer   # the address the host answers the joiner at
        linked.off(1)
        linked.run(LOST_LIMIT_MS)
        assert on_glass(linked, 0, "LINK LOST")
        linked.on(1)
        linked.run(BOOT_MS + PACE_MS)
        assert not on_glass(linked, 0, "LINK LOST") and not on_glass(linked, 1, "WAITING")
        assert air.ports[0].peer != before   # answered at its new port
        assert air.stray == 0 and screen(linked, 0).linked.chan.joins == 2
        drop(linked, 1, 4)
        drop(linked, 0, 3)
        assert screen(linked, 0).game.moves == screen(linked, 1).game.moves == [3, 4, 3]
    finally:
        linked.close()


def test_over_the_air_another_handheld_joining_takes_the_seat_once_it_is_lost():
    """The joiner gone for good (a window started again without --state: another handheld,
    nothing saved): another handheld joining takes the seat once it has been silent
    SILENT_MS, and is sent the game."""
    from firmware.app import App
    from sim.board import SimBoard
    from sim.link import AIR_PORT, Air, handheld_id
    linked = start("connect4", air=True)
    try:
        drop(linked, 0, 3)
        linked.off(1)
        linked.run(LOST_LIMIT_MS + PACE_MS)
        assert on_glass(linked, 0, "LINK LOST")
        board = SimBoard(seed=99, clock=linked.boards[1].clock)   # its own data and id
        board.link_port = Air(AIR_PORT, handheld_id(board), board.clock)
        linked.boards[1] = board
        linked.apps[1] = App(board, game="connect4", link_role=1)
        linked.powered[1] = True
        linked.run(BOOT_MS + PACE_MS)
        assert not on_glass(linked, 0, "LINK LOST") and screen(linked, 1).game.moves == [3]
        drop(linked, 1, 4)
        assert screen(linked, 0).game.moves == [3, 4]
    finally:
        linked.close()


def test_another_firmware_version_is_told_on_the_glass():
    from sim.link import Linked
    linked = Linked(2, "connect4", 7)
    screen(linked, 1).linked.chan.version = "v0"
    linked.run(1500)
    assert on_glass(linked, 0, "Other handheld:") and on_glass(linked, 0, "version on both.")
    assert screen(linked, 0).game is None


def test_a_damaged_line_loses_no_move_in_a_whole_game():
    damage = Damage(Rng(5), rate=3)
    linked = start("connect4", damage=damage)
    for n, (board, col) in enumerate(C4_HOST_WINS):
        drop(linked, board, col)
        for _ in range(20):   # resends take a little longer: the other looks once it came
            other = screen(linked, 1 - board).game
            if other is not None and len(other.moves) > n:
                break
            linked.run(PACE_MS // 2)
        linked.run(PACE_MS)
    assert screen(linked, 1).game.moves == [3, 4] * 3 + [3]
    assert boards_agree(linked)
    chans = [screen(linked, i).linked.chan for i in (0, 1)]
    assert damage.harmed > 5 and sum(c.junk + c.resent for c in chans) > 5


def test_taps_at_any_pace_as_the_other_s_move_comes_play_for_you_only_once_it_is_seen():
    """The joiner taps A 1 to 8 times a second, its cursor on a free cell and moved to the
    next free one and back between taps (a tapper who aims: A alone, tapped into a turn,
    waits for an arrow, app.AIM_MS), as the host's move comes (at four phases of the taps),
    in two bursts, rested LOOK_MS + 0.1 s between: its taps in the host's turn (THEY PLAY)
    make the joiner's turn wait REST_MS, again from each tap refused there, so no tap begun
    under that plays for the joiner, and the first begun 100 ms past it does
    (tests/games/rests.py)."""
    for period in PERIODS:
        for phase in range(4):
            linked = start("tictactoe")
            put(linked, 0, 4)
            put(linked, 1, 0)
            point(linked, 0, 5)   # the host's cursor to 5: its move comes mid-taps
            point(linked, 1, 1)   # the joiner's on 1, free: a press that acted would play
            clock = linked.boards[1].clock   # (1 or 2, RIGHT and LEFT between taps)
            host = clock.ticks_add(clock.ticks_ms(), 600 + period * phase // 4)
            shown, taps = rested_sweep(_host_moves_at(linked, host), linked.boards[1].pad,
                                       clock, screen(linked, 1), A, period, 2 * BURST_MS, {
                                           "turn_shown": _mine}, (RIGHT, LEFT))
            moves = screen(linked, 1).game.moves
            assert moves[:3] == [4, 0, 5] and moves[3:] in ([1], [2]), (period, phase)
            assert len(shown) == 1 and look_broken(shown, taps, clock) is None, (period, phase)


def _mine(screen):
    """A sweep's wait on a turn: the joiner's own (tests/sweep.py makes it a rest where its
    taps met THEY PLAY)."""
    return GUARD_MS if screen.human_turn() else 0


def _host_moves_at(linked, at):
    """sweep's run for the linked pair: the host's A down at ms at, up 80 ms later."""
    clock, pad = linked.boards[0].clock, linked.boards[0].pad

    def run(ms):
        for edge, act in ((at, pad.press), (clock.ticks_add(at, 80), pad.release)):
            to = clock.ticks_diff(edge, clock.ticks_ms())
            if 0 <= to < ms:
                linked.run(to)
                act(A)
                ms -= to
        linked.run(ms)
    return run


def test_the_host_switched_off_and_on_resumes_and_play_goes_on():
    linked = start("connect4")
    drop(linked, 0, 2)
    drop(linked, 1, 4)
    linked.off(0)
    linked.run(LOST_LIMIT_MS)
    assert on_glass(linked, 1, "LINK LOST")
    linked.on(0)   # its title card would offer Resume; --game resumes it straight
    linked.run(BOOT_MS)
    assert screen(linked, 0).game.moves == [2, 4] and on_glass(linked, 0, "YOUR MOVE")
    assert not on_glass(linked, 1, "LINK LOST")
    drop(linked, 0, 2)
    assert screen(linked, 1).game.moves == [2, 4, 2]


def test_from_the_title_cards_host_and_join_then_the_host_starts():
    from sim.link import Linked
    linked = Linked(2, None, 1)   # two boards as they power up: the launcher
    linked.run(BOOT_MS)
    for i, keys in ((0, "DOWN DOWN A DOWN DOWN A A"), (1, "DOWN DOWN A DOWN DOWN A DOWN A")):
        for name in keys.split():   # the title card (New game, Help, Link), Host / Join
            press(linked, i, "UDLRAB".index(name[0]))
            linked.run(PACE_MS)
    assert on_glass(linked, 0, "A starts the game.") and on_glass(linked, 1, "Waiting for")
    press(linked, 0, A)
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "YOUR MOVE") and on_glass(linked, 1, "THEIR MOVE")
    assert on_glass(linked, 0, "LINK HOST") and on_glass(linked, 1, "LINK JOIN")


def test_leaving_the_lobby_and_hosting_again_links_again():
    from sim.link import Linked
    linked = Linked(2, "tictactoe", 7)
    linked.run(BOOT_MS)
    press(linked, 0, B)   # the host leaves its lobby: the title card
    linked.run(PACE_MS)
    assert linked.apps[0].game is None
    linked.apps[0].start_game("tictactoe", False, 0)   # Link, Host a game again
    linked.run(BOOT_MS)
    assert on_glass(linked, 0, "A starts the game.")
    press(linked, 0, A)
    linked.run(PACE_MS)
    assert on_glass(linked, 1, "THEIR MOVE")


def test_quitting_with_the_link_lost_tells_the_other_once_it_is_back():
    linked = start("connect4")
    drop(linked, 0, 2)
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    linked.press(1, B, 1200)   # a long B: the pause menu, over the LINK LOST box
    linked.run(PACE_MS)
    for button in (DOWN, DOWN, DOWN, A):   # Quit to menu
        press(linked, 1, button)
        linked.run(PACE_MS)
    assert linked.apps[1].game is None and linked.apps[1].farewell is not None
    linked.run(LOST_LIMIT_MS)
    assert on_glass(linked, 0, "LINK LOST")
    linked.cables[0].restore()   # the quitter's BYE goes now: the other is told
    linked.run(PACE_MS)
    assert on_glass(linked, 0, "THEY LEFT") and linked.apps[1].farewell is None
    to_computer(linked, 0)   # the computer plays the seat left
    assert on_glass(linked, 0, "VS MEDIUM")
