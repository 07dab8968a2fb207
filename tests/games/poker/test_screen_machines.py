# runs-on: micropython, whole app
"""Video poker's machines through the whole app: the setup page, each machine's own record
and resume (apart from test_screen.py and test_screen_saves.py, so that each suite fits the
unix port's heap)."""
import gc

from firmware.app import AIM_MS, App
# compiled here, before any app runs: compiled from source mid-game, as the unix port would
# at the first other machine, it finds no room on a heap cut up by the app (the Pico loads
# it precompiled)
from firmware.games.poker import machines  # noqa: F401
from firmware.games.poker.engine import HOLDING
from firmware.games.poker.screen import RECORD_VERSION
from firmware.sound import CUES
from sim.board import SimBoard
from tests.games.poker.flow import READ, deal, keys, saved_record, screen_of
from tests.screen import shows


def play_deuces_wild():
    """The setup page's Deuces Wild played, a hand dealt and left open; the saves' folder
    and its cards. (A function of its own: once it returns, nothing of that app stays on
    the heap, as a local deleted in the test's own frame might under MicroPython.)"""
    board = SimBoard(seed=2)
    app = App(board, game="poker")
    board.run(app, 400)  # the setup page seen (app.GUARD_MS)
    assert shows(board, "Play") and shows(board, "9/6 Jacks/Better")
    # review 51: UP took the cursor to the machine's line, where A:START was gone; Play is
    # the only stop, UP and DOWN refused (the low tick), A:START on the key bar throughout
    for key in ("UP", "DOWN"):
        tones = board.sound.count
        keys(board, app, key + " wait:300")
        assert board.sound.count > tones and board.sound.tones[-1] == CUES["held"][0], key
        assert screen_of(app).setup_page.menu.index == 0 and shows(board, "A:START B:BACK")
    keys(board, app, "RIGHT RIGHT RIGHT RIGHT")  # from Play: the machine, Deuces Wild
    assert shows(board, "<Full-pay Deuces")
    keys(board, app, "A wait:500")  # Play: the machine seen before it deals
    s = screen_of(app)
    assert s.m.table.key == "deuces" and shows(board, "FULL-PAY DEUCES")
    deal(board, app)
    keys(board, app, "DOWN A %s" % READ)   # the outcome read: A deals
    assert board.storage.load("poker_deuces", RECORD_VERSION, None)["stats"]["hands"] == 1
    assert saved_record(board) is None  # Jacks or Better's record untouched
    assert board.storage.load("poker_setup", 1, None) == {"machine": 4}
    deal(board, app)
    assert shows(board, "2s WILD")   # review 93: once dealt, nothing named the machine
    return board.state_dir, s.m.cards


def test_each_machine_keeps_its_own_record_and_resumes():
    state_dir, cards = play_deuces_wild()
    gc.collect()
    board = SimBoard(seed=2, state_dir=state_dir)  # Resume: the Deuces Wild hand in play
    app = App(board, game="poker")
    board.run(app, 100)
    s = screen_of(app)
    assert s.m.table.key == "deuces" and s.m.cards == cards and s.m.phase == HOLDING


def resume_from_the_title_card(state_dir):
    """The launcher on state_dir, A: the title card (the cursor starts on poker, the game
    last played); (the board, the app)."""
    board = SimBoard(seed=2, state_dir=state_dir)
    app = App(board)
    board.run(app, 1600)   # the splash, then the launcher seen
    keys(board, app, "A wait:400")
    return board, app


def test_the_title_card_names_the_machine_resume_opens():
    # a fresh reviewer: Deuces Wild left to resume, the title card said Jacks or Better
    # over Resume, which went on with the Deuces hand
    state_dir, cards = play_deuces_wild()
    gc.collect()
    board, app = resume_from_the_title_card(state_dir)
    assert shows(board, "Full-pay Deuces", inverted=True) and shows(board, "Resume")
    assert not shows(board, "Jacks or Better", inverted=True)
    keys(board, app, "A wait:400")   # Resume: the machine the card named
    s = screen_of(app)
    assert s.m.table.key == "deuces" and s.m.cards == cards
    del board, app, s
    gc.collect()
    # a machine no longer known: the game's own tagline
    SimBoard(state_dir=state_dir).storage.save("resume_poker", 1,
                                               {"machine": {"machine": "nine_six"}})
    board, app = resume_from_the_title_card(state_dir)
    assert shows(board, "Jacks or Better", inverted=True) and shows(board, "Resume")

    del board, app
    gc.collect()
    with open(state_dir + "/resume_poker.rec", "w") as f:   # damaged: said, set aside
        f.write("garbage")
    board, app = resume_from_the_title_card(state_dir)
    assert shows(board, "resume_poker was")   # the storage's notice over the card
    keys(board, app, "A wait:400")   # nothing to resume: the machine New game opens on
    assert shows(board, "Full-pay Deuces", inverted=True) and not shows(board, "Resume")
    assert shows(board, "New game")


def test_a_machine_chosen_on_the_setup_page_and_left_with_b_is_the_one_the_card_names():
    # review 47: RIGHT to 10/7 Double Bonus on the setup page, then B: the title card said
    # Jacks or Better. The choice stands (New game opens on it), so the card names it
    board = SimBoard(seed=2)
    app = App(board, game="poker")
    board.run(app, 400)  # the setup page seen (app.GUARD_MS)
    keys(board, app, "RIGHT RIGHT")
    assert shows(board, "<10/7 Double Bonus>")
    keys(board, app, "B wait:400")
    assert app.game is None and shows(board, "New game") and not shows(board, "Resume")
    assert shows(board, "10/7 Double Bonus", inverted=True)
    assert not shows(board, "Jacks", inverted=True)
    keys(board, app, "A wait:400")   # New game: the setup page on that machine
    assert shows(board, "<10/7 Double Bonus>")


def test_every_machines_pay_table_keeps_its_figures_apart_on_the_glass():
    # review 44: at true size the left column's figures touched the rule: two dark columns
    # each side of it now, on every machine's pay table at every bet (LEFT on the table);
    # and S.FLUSH250 read as one word: a space's worth of dark columns (5) at least between
    # each name and its figure (paypixels.faults)
    from firmware.games.poker.paytable import MACHINES, MAX_BET, by_key
    from tests.games.poker.paypixels import faults
    for index in range(len(MACHINES)):
        board = SimBoard(seed=2)
        board.storage.save("poker_setup", 1, {"machine": index})
        app = App(board, game="poker")
        board.run(app, 400)   # the setup page seen (app.GUARD_MS)
        keys(board, app, "A wait:500 UP wait:400")   # Play, then the pay table
        assert shows(board, "A:OK <>:COACH ▼:STAT")
        table = by_key(MACHINES[index][0])
        for bet in range(MAX_BET, 0, -1):
            assert shows(board, "BET %d" % bet, inverted=True)
            chip = board.chip
            assert faults(chip.glass_pixel, table, bet) == [], (index, bet)
            keys(board, app, "B LEFT UP wait:400")   # (its B once it is seen)
        del board, app, chip
        gc.collect()


def _wild_ws(board):
    """The cards whose W (view.draw_card's, a wild card: dark on a red card, lit on a black
    one) is on the glass in its place, the card up or lowered by the cursor, as positions."""
    from firmware.games.poker import view
    from firmware.ui.gfx import LARGE
    from tests.screen import glyph_rows
    w = glyph_rows("W", LARGE)
    glass = board.chip.glass_pixel

    def at(x0, y0):
        ink = glass(x0, y0)   # the W's top-left pixel is ink
        return all(glass(x0 + x, y0 + y) == (ink if w[y][x] else 1 - ink)
                   for y in range(len(w)) for x in range(len(w[0])))
    return [i for i in range(5) if any(at(view.card_x(i) + view.WILD_X, view.CARD_Y + drop +
                                          view.WILD_Y) for drop in (0, view.CURSOR_DROP))]


def _deuces_dealt():
    """Deuces Wild, a rigged deal with a red and a black 2: the cards showing a W after the
    deal, after the cursor's move (only its two cards drawn again), and after the draw."""
    board = SimBoard(seed=1)
    app = App(board, game="poker")
    board.run(app, 400)
    keys(board, app, "RIGHT RIGHT RIGHT RIGHT A wait:500")   # Deuces Wild, seen
    deal(board, app, "2D 7C 2S KH 9C 3C 4D 7S 8H QC")
    seen = [_wild_ws(board)]
    keys(board, app, "RIGHT wait:300")   # the cursor from the first card to the second
    seen.append(_wild_ws(board))
    keys(board, app, "LEFT A RIGHT RIGHT A DOWN wait:%d A %s" % (AIM_MS, READ))   # hold both 2s
    seen.append(_wild_ws(board))
    return screen_of(app).m.final[:5], seen


def test_in_deuces_wild_every_2_on_the_glass_shows_its_w():
    # review 95: nothing on the card said a 2 was wild
    final, seen = _deuces_dealt()
    gc.collect()
    assert final[0] >> 2 == final[2] >> 2 == 0   # the 2s held
    assert seen[0] == seen[1] == [0, 2], seen
    assert seen[2] == [i for i in range(5) if final[i] >> 2 == 0], seen
