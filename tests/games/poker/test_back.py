# runs-on: micropython, whole app
"""B in video poker, through the whole app on the simulated board (issue 23): on the bet
screen it leaves for the title card (spending nothing), after a hand it puts the hand away
first; in the double-up, where it has
nothing to take back, it says how to reach the menu. (Its own suite: leaving the game
unloads the poker modules, which suites that import them would then hold twice.)"""
from sim.board import SimBoard
from firmware.app import AIM_MS, App, LOOK_MS
from tests.screen import shows

START_CREDITS = 100
DOUBLING = 2  # engine.DOUBLING
JACKS_DEAL = "JC JD 2S 5H 9C 3C 4D 7S 8H KC"  # hold the jacks: a pair of jacks, paid


def start():
    board = SimBoard(seed=1)
    app = App(board, game="poker")
    board.run(app, 400)  # the game's screen has been on the glass past the guard
    return board, app


def keys(board, app, script):
    board.play_keys(app, script)


def screen_of(app):
    return app.game.screen


def saved_record(board):
    return board.storage.load("poker", 1, None)


def deal(board, app, rigged):
    """A deals; the ten cards replaced by rigged (the engine's own card parser)."""
    keys(board, app, "A")
    cards = __import__("firmware.games.poker.cards", None, None, ["parse_all"])
    screen_of(app).m.cards = cards.parse_all(rigged)
    keys(board, app, "wait:900 RIGHT")  # the hand turned (450 ms) and seen; RIGHT: from
    # DRAW, where the deal puts the cursor, to the first card


def test_b_goes_back_from_the_bet_and_says_how_to_reach_the_menu_where_it_cannot():
    board, app = start()
    keys(board, app, "B")  # started straight in the game: B leaves to its title card, as
    assert app.game is None and shows(board, "New game")   # from the launcher (review 33)
    assert not shows(board, "Pico Parlor")
    # New game (its setup page), and B: the title card again (each screen seen first),
    # with nothing to resume: nothing was played
    keys(board, app, "wait:300 A wait:300 B")
    assert app.game is None and shows(board, "New game") and shows(board, "Help")
    assert not shows(board, "Resume")
    assert (saved_record(board) or {"credits": START_CREDITS})["credits"] == START_CREDITS
    keys(board, app, "wait:600 A wait:600 A wait:600")  # New game, Play: the table, seen
    s = screen_of(app)
    deal(board, app, JACKS_DEAL)
    keys(board, app, "A RIGHT A DOWN A wait:600")  # hold the jacks, draw: a win
    keys(board, app, "wait:%d RIGHT A wait:400" % LOOK_MS)  # the win read, double up: its
    # house card seen
    assert s.m.phase == DOUBLING
    keys(board, app, "B")
    assert s.m.phase == DOUBLING and shows(board, "NO BACKING OUT", inverted=True)
    keys(board, app, "RIGHT")
    assert not shows(board, "NO BACKING OUT", inverted=True)


def test_b_after_a_hand_puts_it_away_and_only_then_leaves():
    # review 46: B after a hand went straight back to the title card. B goes back: the hand
    # is put away (the table as before a deal, the machine named, no credit spent); B there
    # leaves, as it does before the first deal
    board, app = start()
    s = screen_of(app)
    keys(board, app, "A wait:300 A")   # Play, then the deal
    cards = __import__("firmware.games.poker.cards", None, None, ["parse_all"])
    s.m.cards = cards.parse_all(JACKS_DEAL)
    keys(board, app, "wait:900 DOWN A wait:400 B wait:400 A wait:%d" % (LOOK_MS + 600))
    # (nothing held over a paying deal: A holds the jacks, B releases them, A draws five)
    assert shows(board, "NO WIN") and s.m.final
    keys(board, app, "B")
    assert app.game is not None and not s.m.final and s.m.credits == START_CREDITS - 5
    assert shows(board, "9/6 JACKS/BETTER") and shows(board, "A:DEAL <>:BET")
    assert not shows(board, "NO WIN") and shows(board, "CR 95")
    keys(board, app, "B")   # at once: a new picture, its B once read (review 62: B, B, B
    assert app.game is not None   # left past it: ctx.guard_turn's look, LOOK_MS)
    keys(board, app, "wait:%d B" % (LOOK_MS - 300))
    assert app.game is not None
    keys(board, app, "wait:%d B" % (AIM_MS + 100))   # (B kept up: again for AIM_MS)
    assert app.game is None and shows(board, "Resume")
