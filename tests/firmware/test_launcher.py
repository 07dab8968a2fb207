"""The launcher scales: however many games, a cursor move changes a few bytes of the glass
(the simulator's SSD1306 bus model) and a page turn only the rows of games."""
from firmware import app as app_module, games
from firmware.app import App
from firmware.ui.menu import ROWS
from sim.board import SimBoard
from sim.keys import paced
from tests.screen import find_text, shows


def with_twelve_games(play):
    """play(board, app) on a launcher of twelve games (eight made up), seen; the list put
    back after."""
    real = games.GAMES
    games.GAMES = app_module.GAMES = real + tuple(("x%d" % i, "Extra %d" % i, "")
                                                  for i in range(8))
    try:
        board = SimBoard(seed=1)
        app = App(board)
        board.run(app, 1500)
        play(board, app)
    finally:
        games.GAMES = app_module.GAMES = real


def test_a_cursor_move_stays_a_few_bytes_with_twelve_games():
    def play(board, app):
        chip = board.chip
        for key in ("DOWN " * 7 + "RIGHT " + "UP " * 7 + "LEFT RIGHT RIGHT").split():
            sent = chip.bytes_received
            board.play_keys(app, key)
            limit = 30 if key in ("UP", "DOWN") else 420   # a turn: four rows of games
            assert 0 < chip.bytes_received - sent <= limit, (key, chip.bytes_received - sent)
        assert app.top.menu.page == 2
    with_twelve_games(play)


def boot(state_dir):
    board = SimBoard(seed=1, state_dir=str(state_dir))
    app = App(board)
    board.run(app, 1600)   # past the splash, and the launcher seen (app.GUARD_MS)
    return board, app


def test_the_cursor_starts_on_the_game_last_played_after_a_power_cut(tmp_path):
    names = [g[0] for g in games.GAMES]
    board, app = boot(tmp_path)
    assert app.top.menu.index == 0   # nothing played yet: the first game
    board.play_keys(app, paced("DOWN " * names.index("connect4") + "A A wait:500"))   # New game
    assert app.game is not None and app.game.name == "connect4"
    board.play_keys(app, paced("A wait:3000 A wait:3000"))   # Play, a stone: a game to resume
    moves = list(app.game.screen.game.moves)
    assert moves
    board, app = boot(tmp_path)   # the power comes back
    assert app.top.menu.index == names.index("connect4")
    board.play_keys(app, "A")   # its title card, on Resume
    assert app.top.items[app.top.cursor] == "Resume"
    board.play_keys(app, paced("A wait:500"))
    assert app.game is not None and app.game.name == "connect4"
    assert app.game.screen.game.moves == moves   # the game played before, resumed


def test_a_settings_record_without_the_last_game_still_loads(tmp_path):
    from hal.storage import Storage
    old = {"contrast": 3, "sound": 0, "repeat": 1, "sleep": 1}   # written before "last"
    Storage(str(tmp_path)).save("settings", 1, old)
    board, app = boot(tmp_path)
    assert app.settings == old and app.top.menu.index == 0
    assert board.chip.contrast == 0xFF and not board.storage.notices
    Storage(str(tmp_path)).save("settings", 1, dict(old, last="gone"))   # no longer listed
    board, app = boot(tmp_path)
    assert app.settings["contrast"] == 3 and app.top.menu.index == 0


def test_a_game_started_directly_is_where_the_launcher_starts(tmp_path):
    board = SimBoard(seed=1, state_dir=str(tmp_path))
    app = App(board, game="hearts")   # as sim --game does
    board.run(app, 500)
    assert app.views[0].menu.index == [g[0] for g in games.GAMES].index("hearts")


def test_the_paged_launcher_opens_on_the_page_of_the_last_game(tmp_path):
    from hal.storage import Storage
    real = games.GAMES
    games.GAMES = app_module.GAMES = real + tuple(("x%d" % i, "Extra %d" % i, "")
                                                  for i in range(8))
    try:
        Storage(str(tmp_path)).save("settings", 1, {"contrast": 2, "sound": 1, "repeat": 1,
                                                    "sleep": 1, "last": "x5"})
        board, app = boot(tmp_path)
        index = len(real) + 5   # counted, so a game added to GAMES changes nothing here
        per_page = ROWS - app_module.LAUNCHER_FOOTER
        pages = (len(games.GAMES) + per_page - 1) // per_page
        assert app.top.menu.index == index and app.top.menu.page == index // per_page
        assert shows(board, "Extra 5") and shows(board, "<%d/%d>" % (index // per_page + 1,
                                                                      pages))
    finally:
        games.GAMES = app_module.GAMES = real


def test_new_game_over_a_saved_game_asks_on_the_card_but_poker_asks_on_its_own(tmp_path):
    """The title card asks before New game drops a saved game (START A NEW GAME?), in
    every game but poker, whose title.py says its own New game asks (NEW_ASKS: where
    credits or a hand in play would go): never twice."""
    from firmware.gamehost import RESUME_VERSION, resume_record
    names = [g[0] for g in games.GAMES]
    board, app = boot(tmp_path)
    for name in names:
        board.storage.save(resume_record(name), RESUME_VERSION, {"saved": 1})
        app.top.menu.index = names.index(name)
        board.play_keys(app, paced("A DOWN A wait:500"))   # its card: Resume, New game
        asked = shows(board, "START A NEW GAME?")
        assert asked == (name != "poker") and (app.game is None) == asked, name
        if asked:
            board.play_keys(app, paced("B B wait:500"))   # kept: the card, the launcher
            assert board.storage.exists(resume_record(name)), name
        else:
            app.end_game(False)
            del app.views[1:]
            board.run(app, 500)


def _clear_of_the_bar(board, card):
    """Every line of title card card is on the glass, each whole and at least a dark row
    above the key bar, which says A:OPEN B:BACK on the bottom rows."""
    bar = find_text(board.chip, "A:OPEN B:BACK")
    assert bar is not None and bar[1] == 57, bar
    for item in card.items:
        at = find_text(board.chip, item, inverted=False)
        assert at is not None and at[1] + 8 < bar[1], (item, at)


def test_the_launcher_and_every_title_card_say_their_keys(tmp_path):
    """Review 32: the launcher and the title cards had no key bar, every other screen one."""
    from sim.games import back_to_first, names, to_title_card
    from tests.screen import find_text
    board, app = boot(tmp_path)
    assert find_text(board.chip, "A:OPEN") == (128 - 1 - 35, 0)   # the title's line, right
    for name in names():
        board.play_keys(app, paced(to_title_card(name)))
        _clear_of_the_bar(board, app.top)
        board.play_keys(app, paced("B " + back_to_first(name)))
    # four lines: a game saved (Resume) and Link (New game, Play, a drop)
    board.play_keys(app, paced(to_title_card("connect4") + " A wait:500 A wait:3000 A wait:3000"))
    assert app.game is not None and app.game.screen.game.moves
    board.play_keys(app, "B:1200 " + paced("UP A wait:500"))   # the pause menu: Quit to menu
    board.play_keys(app, paced("A wait:600"))   # (the launcher's cursor on Connect Four)
    assert app.top.items == ["Resume", "New game", "Help", "Link"]
    _clear_of_the_bar(board, app.top)


def test_the_link_menu_says_its_keys_as_the_title_cards_do(tmp_path):
    """Review 33: Host/Join had no key bar, though every other list has one."""
    from sim.games import to_title_card
    board, app = boot(tmp_path)
    board.play_keys(app, paced(to_title_card("tictactoe") + " DOWN DOWN A wait:500"))
    assert shows(board, "Host a game") and shows(board, "Join a game")
    assert find_text(board.chip, "A:OPEN B:BACK")[1] == 57   # the key bar, bottom rows


def test_left_and_right_on_a_title_card_turn_to_the_next_games_card(tmp_path):
    """Review 55: LEFT and RIGHT on a title card did nothing, silently. They turn to the next
    game's card, round the list's ends, the key bar says so, B goes back to the launcher on
    that game, and A waits for the new card to be seen (app.GUARD_MS)."""
    names = [g[0] for g in games.GAMES]
    board, app = boot(tmp_path)
    board.play_keys(app, paced("A"))   # the first game's card
    assert app.top.name == names[0] and shows(board, "<>:GAME")
    board.play_keys(app, "RIGHT")
    assert app.top.name == names[1] and shows(board, games.GAMES[1][1])
    board.play_keys(app, "A")   # begun as the card came: it answers the card before
    assert app.game is None and app.top.name == names[1]
    board.play_keys(app, paced("LEFT LEFT"))
    assert app.top.name == names[-1]   # round the first to the last
    board.play_keys(app, paced("B"))
    assert app.top.menu.index == len(names) - 1   # the launcher, on the game last shown
    board.play_keys(app, paced("A"))
    assert app.top.name == names[-1]


def test_a_title_cards_turn_leaves_a_paged_launcher_on_that_games_page():
    """The title card's LEFT from the first game of twelve shows the last; B goes back to the
    launcher on its page, and the arrows move from there (the fuzzer: the cursor set past the
    page shown, DOWN raised ValueError)."""
    def play(board, app):
        board.play_keys(app, paced("A LEFT B"))
        menu = app.top.menu
        assert menu.index == len(games.GAMES) - 1 and shows(board, "Extra 7")
        assert menu.page == menu.pages() - 1
        board.play_keys(app, paced("DOWN UP UP RIGHT"))   # no error: the cursor on the page
        assert app.top.menu is menu and menu.page == 0
    with_twelve_games(play)
