# runs-on: micropython, heap 512K: two whole apps on two simulated boards, the link from source
"""The Link lobby's own screen, the handheld with no link, and a joiner that resumed an older
game (apart from test_linked_lobby.py: one suite of both ran out of the unix port's heap
where the clone's path moved its layout)."""
from sim.link import BOOT_MS, Linked
from tests.link.linked import A, B, PACE_MS, drop, on_glass, press, quit_game, screen, start


def test_the_lobby_names_the_game_and_five_lines_stand_clear_of_the_key_bar():
    linked = Linked(3, None, 1)
    linked.run(BOOT_MS)
    for i, game in enumerate(("hearts", "hearts", "connect4")):   # one joiner elsewhere
        linked.apps[i].start_game(game, False, 0 if i == 0 else 1)
    linked.run(BOOT_MS)
    assert on_glass(linked, 0, "HOSTING HEARTS") and on_glass(linked, 1, "JOINING HEARTS")
    assert on_glass(linked, 0, "Connect Four's Link.") and on_glass(linked, 0, "without it.")
    chip = linked.boards[0].chip   # the fifth line ends two rows or more above the key bar's
    assert not any(chip.glass_pixel(x, y) for x in range(128) for y in range(53, 57))
    assert any(chip.glass_pixel(x, 57) for x in range(128))


def test_joining_on_a_handheld_with_no_link_says_so_in_every_linked_game():
    # Hearts' joiner read its missing channel and the error boundary caught it (the fuzz)
    from sim.board import SimBoard
    from firmware.app import App
    from tests.games.session import error_log
    from firmware.sound import CUES
    from tests.screen import glass, shows
    # the title says so too, whichever role (review 31: HOSTING HEARTS over the words)
    for game, role in (("hearts", 1), ("connect4", 1), ("tictactoe", 1), ("hearts", 0)):
        board = SimBoard(seed=1)
        app = App(board)
        board.run(app, BOOT_MS)
        app.start_game(game, False, role)   # the title card's Link: Join (Host) a game
        board.run(app, 2000)
        # in the simulator's words: a handheld's (wire its UART...) told its player nothing
        # (review 44)
        assert shows(board, "The simulator has no") and not error_log(board), game
        assert shows(board, "--link host, another") and shows(board, "with --link join."), game
        assert shows(board, "NO LINK", inverted=True), game
        assert not shows(board, "HOSTING", inverted=True), game
        assert not shows(board, "JOINING", inverted=True), game
        # no lobby to leave: B goes back, and what would make a link (the README's name)
        assert shows(board, "B:BACK") and not shows(board, "B:LEAVE"), game
        assert shows(board, "README: Link play."), game
        # A: nothing to start or wait for, refused with the app's tick, the page as it was
        # (review 74: its words inverted for good)
        shown, count = glass(board.chip), board.sound.count
        board.tap(app, A, 80)
        board.run(app, 2000)
        assert board.sound.count > count and board.sound.tones[-1] == CUES["held"][0], game
        assert glass(board.chip) == shown, game


def test_a_refused_lobby_s_inverted_words_stand_two_rows_inside_their_box():
    """The box round the words (lit) reaches two rows past the last line's cell, its
    descenders' row, as it starts two above the first's (review 74: the last line stood on
    its edge), clear of the key bar; with five lines and with fewer."""
    from firmware.ui.gfx import Gfx
    from firmware.ui.linked_game import draw_page
    from sim.board import SimBoard
    for words, last in (("x " * 50, 45), ("Apply by typing.", 13)):
        board = SimBoard(seed=1)
        gfx = Gfx(board.display)
        draw_page(gfx, "JOINING HEARTS", words, (("B", "LEAVE"),), True)
        for y in range(11, last + 10):
            assert board.display.pixel(0, y) and board.display.pixel(126, y), (last, y)
        for y in range(last + 10, 57):
            assert not any(board.display.pixel(x, y) for x in range(128)), (last, y)


def test_a_joiner_resuming_an_older_game_while_the_host_starts_a_new_one_joins_the_new():
    """The host's lobby says A starts the game only when it can: the joiner's resumed game
    (not the host's: it chose a new one) is dropped there, its lobby saying so."""
    linked = resumed_by_the_joiner_alone("connect4")
    host, join = screen(linked, 0), screen(linked, 1)
    assert host.game.moves == join.game.moves == []


def test_a_joiner_resuming_an_older_hearts_game_is_dealt_into_the_new_one():
    linked = resumed_by_the_joiner_alone("hearts")
    assert screen(linked, 0).game.hands[2] == screen(linked, 1).game.hands[0]


def resumed_by_the_joiner_alone(game):
    """A linked game both quit (saved); the host opens a new game's Link, the joiner
    Resumes: told, in the lobby, nothing kept; the host's A deals it in."""
    linked = start(game)
    if game == "connect4":
        drop(linked, 0, 3)
        drop(linked, 1, 2)
    for i in (1, 0):
        quit_game(linked, i)
    linked.apps[0].start_game(game, False, 0)   # the host: a new game's Link
    linked.apps[1].start_game(game, True)       # the joiner: Resume
    linked.run(BOOT_MS + PACE_MS)
    assert on_glass(linked, 1, "resumed here is") and not on_glass(linked, 1, "WAITING")
    assert not on_glass(linked, 1, "Waiting for")   # three lines: not cramped
    assert screen(linked, 1).game is None
    assert not linked.boards[1].storage.exists("resume_" + game)
    assert on_glass(linked, 0, "A starts the game.")
    press(linked, 0, A)
    linked.run(PACE_MS)
    assert screen(linked, 0).game is not None and screen(linked, 1).game is not None
    return linked


def test_a_link_lobby_left_keeps_the_game_saved_against_the_computer_till_one_is_dealt():
    """The title card's Link, Host or Join, then B: the game saved against the computer is
    still there to resume (a lobby has nothing to save over it); a linked game dealt
    replaces it (the host's A)."""
    from firmware.gamehost import RESUME_VERSION, resume_record
    linked = Linked(2, None, 1)
    linked.run(BOOT_MS)
    app, storage = linked.apps[0], linked.boards[0].storage
    for game in ("connect4", "tictactoe", "hearts"):
        record = resume_record(game)
        app.start_game(game, False)   # New game, Play, a move (Hearts: its hand dealt)
        for _ in range(2):
            linked.run(PACE_MS)
            press(linked, 0, A)
        linked.run(PACE_MS)
        app.end_game()   # Quit to menu: saved
        saved = storage.load(record, RESUME_VERSION, None)
        assert saved is not None and "link" not in saved, game
        for role in (0, 1):   # Link, Host a game (Join a game), B
            app.start_game(game, False, role)
            linked.run(BOOT_MS)
            press(linked, 0, B)
            linked.run(PACE_MS)
            assert app.game is None and storage.load(record, RESUME_VERSION, None) == saved, \
                (game, role)
    linked.apps[1].start_game("connect4", False, 1)
    app.start_game("connect4", False, 0)
    linked.run(BOOT_MS)
    press(linked, 0, A)   # the host deals: the linked game is the one saved now
    linked.run(PACE_MS)
    assert storage.load(resume_record("connect4"), RESUME_VERSION, None)["link"] == 0
