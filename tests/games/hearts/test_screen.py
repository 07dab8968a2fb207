# runs-on: micropython, whole app
"""Whole-app Hearts flows through the simulated board: buttons in, the SSD1306 model's pixels
and the screen's state out.

The game's modules are reached through the running app (sys.modules), never imported here:
the app unloads them when a game ends and loads fresh copies for the next."""
import sys

from firmware.app import App
from hal.rng import Rng
from sim.board import SimBoard

CPU_DELAY_MS = 350  # screen.CPU_DELAY_MS, checked in test_the_constants_match_the_screen
TRICK_MS = 1200
SETUP, PASSING, PLAYING, HAND_OVER, GAME_OVER = 0, 1, 2, 3, 4
ERROR_TONE = 220  # firmware/sound.py "error"


def start(seed=1, state_dir=None):
    board = SimBoard(seed=seed, state_dir=state_dir)
    app = App(board, game="hearts")
    board.run(app, 100)
    return board, app


def error_log(board):
    try:
        with open(board.state_dir + "/error.log") as f:
            return f.read()
    except OSError:
        return ""


def screen_of(app):
    assert app.game is not None, error_log(app.board)
    return app.game.screen


def game_module(name):
    return sys.modules["firmware.games.hearts." + name]


def keys(board, app, script):
    board.play_keys(app, script)


def choose_setup(board, app, row, steps):
    """Move the setup cursor to row, press RIGHT steps times, and back to Play."""
    index = game_module("setup").ROWS.index(row)
    keys(board, app, " ".join(["DOWN"] * index + ["RIGHT"] * steps + ["UP"] * index))


def new_game(board, app, level_steps=0, target_steps=0):
    """From the setup page: opponents (0 hard, 1 random, 2 basic steps) and target, then Play."""
    if level_steps:
        choose_setup(board, app, "level", level_steps)
    if target_steps:
        choose_setup(board, app, "target", target_steps)
    keys(board, app, "A")
    return screen_of(app)


def cursor_to(board, app, index):
    s = screen_of(app)
    n = len(s.game.hands[0])
    keys(board, app, " ".join(["RIGHT"] * ((index - s.cursor) % n)) or "wait:1")
    assert s.cursor == index


def pass_three(board, app):
    for i in (0, 1, 2):
        cursor_to(board, app, i)
        keys(board, app, "A")
    keys(board, app, "UP")


def until_my_turn(board, app):
    """Let the computer players play (skipping the trick pause with A) until it is our turn
    or the hand is over."""
    s = screen_of(app)
    for _ in range(40):
        if s.stage != PLAYING or (s.shown is None and s.game.turn == 0):
            return
        if s.shown is not None:
            keys(board, app, "A")
        else:
            keys(board, app, "wait:%d" % CPU_DELAY_MS)
    raise AssertionError("the computer players stalled")


def play_first_legal(board, app):
    s = screen_of(app)
    hand = s.game.hands[0]
    cursor_to(board, app, hand.index(s.game.legal()[0]))
    keys(board, app, "A")


def play_hand(board, app):
    s = screen_of(app)
    if s.stage == PASSING:
        pass_three(board, app)
    while s.stage == PLAYING:
        until_my_turn(board, app)
        if s.stage == PLAYING:
            play_first_legal(board, app)
    assert s.stage == HAND_OVER


def card_outline_lit(board, x, y):
    """Lit pixels along a card's top edge (9 for a solid outline, 5 for a dotted one)."""
    return sum(board.chip.glass_pixel(x + i, y) for i in range(9))


def test_the_constants_match_the_screen():
    start()
    screen = game_module("screen")
    assert (screen.CPU_DELAY_MS, screen.TRICK_MS) == (CPU_DELAY_MS, TRICK_MS)
    assert (screen.SETUP, screen.PASSING, screen.PLAYING, screen.HAND_OVER,
            screen.GAME_OVER) == (SETUP, PASSING, PLAYING, HAND_OVER, GAME_OVER)


def test_passing_picks_three_then_confirms_and_exchanges():
    board, app = start()
    s = new_game(board, app)
    assert s.stage == PASSING and s.game.pass_dir == 0 and len(s.game.hands[0]) == 13
    hand = list(s.game.hands[0])
    view = game_module("view")
    for i in (0, 1):
        cursor_to(board, app, i)
        keys(board, app, "A")
    assert s.chosen == hand[:2]
    # a picked card stands raised: its top edge is drawn at RAISED_Y, not HAND_Y
    assert card_outline_lit(board, view.hand_x(0, 13), view.RAISED_Y) == 9
    assert card_outline_lit(board, view.hand_x(5, 13), view.RAISED_Y) == 0
    tones = board.sound.count
    keys(board, app, "UP")  # only two picked: refused
    recent = board.sound.tones[tones - board.sound.count:]
    assert s.stage == PASSING and ERROR_TONE in [f for f, _ in recent]
    keys(board, app, "A")  # third pick on card 1: drops it again
    assert s.chosen == hand[:1]
    cursor_to(board, app, 2)
    keys(board, app, "A")
    cursor_to(board, app, 3)
    keys(board, app, "A UP")
    assert s.stage == PLAYING and s.game.passed[0] == sorted([hand[0], hand[2], hand[3]])
    for c in (hand[0], hand[2], hand[3]):
        assert c not in s.game.hands[0] and c in s.game.hands[1]
    assert all(c in s.game.hands[0] for c in s.game.received[0])


def test_unplayable_cards_are_dotted_on_our_turn():
    board, app = start(seed=2)
    s = new_game(board, app)
    pass_three(board, app)
    until_my_turn(board, app)
    view = game_module("view")
    hand = s.game.hands[0]
    legal = s.game.legal()
    board.run(app, 40)
    assert len(legal) < len(hand)  # the first trick: clubs (or the 2C) only
    for i in range(len(hand)):
        if i == s.cursor:
            continue  # the cursor's card is inverted
        lit = card_outline_lit(board, view.hand_x(i, len(hand)), view.HAND_Y)
        assert lit == (9 if hand[i] in legal else 5), (i, lit)
    bad = hand.index([c for c in hand if c not in legal][0])
    cursor_to(board, app, bad)
    # the cursor on an unplayable card: a bar above it, the card still dotted, and why
    x = view.hand_x(bad, len(hand))
    assert board.chip.glass_pixel(x + 4, view.HAND_Y - 2) == 1
    assert card_outline_lit(board, x, view.HAND_Y) == 5
    has_led_suit = any(c // 13 == s.game.trick[0] // 13 for c in hand)
    assert view.why_not(s.game, hand[bad]) == ("FOLLOW SUIT" if has_led_suit else "NO POINTS")
    keys(board, app, "A")
    assert len(s.game.hands[0]) == len(hand) and board.sound.tones[-1][0] == ERROR_TONE


def test_trick_cards_appear_at_their_seats_and_the_winner_is_announced():
    board, app = start(seed=4)
    s = new_game(board, app)
    pass_three(board, app)
    view = game_module("view")
    seen = set()
    for _ in range(60):
        if s.shown is not None:
            break
        game = s.game
        if game.turn == 0:
            play_first_legal(board, app)
        else:
            keys(board, app, "wait:%d" % CPU_DELAY_MS)
        for i in range(len(game.trick)):
            seat = (game.leader + i) % 4
            x, y = view.TRICK_XY[seat]
            assert card_outline_lit(board, x, y) == 9, seat
            seen.add(seat)
    assert s.shown is not None and len(seen) == 3  # the fourth card ends the trick...
    board.run(app, 40)
    for seat in range(4):  # ...which stays on the table, every card at its seat
        x, y = view.TRICK_XY[seat]
        assert card_outline_lit(board, x, y) == 9, seat
    winner = s.game.tricks[-1][2]
    assert s.note is not None and view.SEAT_NAMES[winner] in s.note
    keys(board, app, "wait:%d" % TRICK_MS)
    assert s.shown is None and s.game.trick_no == 1


def test_scores_page_opens_and_closes():
    board, app = start()
    s = new_game(board, app)
    keys(board, app, "DOWN")
    assert s.scores
    keys(board, app, "A")  # closes the page without picking a card
    assert not s.scores and s.chosen == []
    keys(board, app, "B")
    assert s.scores
    keys(board, app, "B")
    assert not s.scores


def test_a_whole_hand_ends_on_the_score_table():
    board, app = start(seed=6)
    s = new_game(board, app, level_steps=2)  # basic opponents
    play_hand(board, app)
    game = s.game
    assert sum(game.taken) == 26 and sum(game.totals) in (26, 78)
    assert game.totals == game.hand_points
    keys(board, app, "A")  # next hand: pass right
    assert s.stage == PASSING and s.game.pass_dir == 1 and s.game.hand_no == 1


def test_a_game_to_50_ends_with_the_winners_and_counts_in_the_record():
    board, app = start(seed=8)
    s = new_game(board, app, level_steps=1, target_steps=1)  # random opponents, 50 points
    assert s.game.target == 50
    while s.stage != GAME_OVER:
        play_hand(board, app)
        keys(board, app, "A")
    assert max(s.game.totals) >= 50
    record = board.storage.load("hearts", 1, None)
    assert record["played"] == 1 and record["won"] == (1 if 0 in s.game.winners() else 0)
    assert not board.storage.exists("resume_hearts")
    keys(board, app, "A")  # again
    assert s.stage == PASSING and s.game.totals == [0, 0, 0, 0]
    keys(board, app, "B")  # the scores page, not the setup: the game is on
    assert s.scores


def test_a_game_resumes_mid_trick_after_a_power_cut():
    board, app = start(seed=10)
    s = new_game(board, app)
    pass_three(board, app)
    for _ in range(30):
        if s.game.trick_no >= 2 and s.game.trick and s.shown is None:
            break
        until_my_turn(board, app)
        play_first_legal(board, app)
    assert s.game.trick_no >= 2 and s.game.trick
    snap = s.game.snapshot()
    cursor = s.cursor
    board2, app2 = start(seed=99, state_dir=board.state_dir)
    s2 = screen_of(app2)
    assert s2.stage == PLAYING and s2.game.snapshot() == snap and s2.cursor == cursor
    until_my_turn(board2, app2)
    play_first_legal(board2, app2)  # and play goes on
    assert len(s2.game.hands[0]) < len(snap["hands"][0])


def test_a_damaged_record_falls_back_to_defaults():
    board, app = start()
    board.storage.save("hearts", 1, {"setup": {"level": 7}, "played": 1, "won": 0, "moons": 0})
    keys(board, app, "B")
    app.start_game("hearts", False)
    s = screen_of(app)
    assert s.setup == game_module("setup").DEFAULT and s.record["played"] == 0


def test_mashing_buttons_never_crashes():
    board, app = start(seed=3)
    rng = Rng(17)
    names = ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "B")
    for _ in range(300):
        if app.game is None:  # B on the setup page went back to the launcher
            app.start_game("hearts", True)
        if rng.randbelow(8) == 0:
            keys(board, app, "wait:%d" % rng.randbelow(1500))
        keys(board, app, "%s:%d" % (rng.choice(names), 30 + rng.randbelow(60)))
    assert error_log(board) == "" and board.chip.errors == []


def test_the_hand_table_survives_a_power_cut():
    board, app = start(seed=12)
    s = new_game(board, app, level_steps=2)
    play_hand(board, app)
    totals = list(s.game.totals)
    board2, app2 = start(seed=13, state_dir=board.state_dir)
    s2 = screen_of(app2)
    assert s2.stage == HAND_OVER and s2.game.totals == totals
    keys(board2, app2, "A")
    assert s2.stage == PASSING and s2.game.hand_no == 1 and s2.game.totals == totals


def play_to_hand_end(board, app, before_last=None):
    """Play until the hand's last trick lies on the table (its display not yet over);
    before_last(screen) is called once when the last card is about to be played."""
    s = screen_of(app)
    if s.stage == PASSING:
        pass_three(board, app)
    for _ in range(200):
        game = s.game
        if s.shown is not None:
            if game.phase != "play":
                return
            keys(board, app, "A")
        elif game.trick_no == 12 and len(game.trick) == 3 and before_last is not None:
            before_last(s)
            before_last = None
        elif game.turn == 0:
            play_first_legal(board, app)
        else:
            keys(board, app, "wait:%d" % CPU_DELAY_MS)
    raise AssertionError("the hand did not end")


def play_to_game_end(board, app, before_last=None):
    """Hand after hand until the game's last trick lies on the table."""
    s = screen_of(app)
    while True:
        play_to_hand_end(board, app, before_last)
        if s.game.phase == "game_end":
            return s
        keys(board, app, "A A")  # the trick, then the hand's table


def test_a_power_cut_during_the_last_trick_keeps_the_game_in_the_record():
    board, app = start(seed=8)
    new_game(board, app, level_steps=1, target_steps=1)  # random opponents, 50 points
    s = play_to_game_end(board, app)
    won = 1 if 0 in s.game.winners() else 0
    board2, app2 = start(seed=9, state_dir=board.state_dir)  # cut while the trick shows
    s2 = screen_of(app2)
    assert s2.stage == HAND_OVER and s2.game.phase == "game_end"
    keys(board2, app2, "A")
    assert s2.stage == GAME_OVER
    record = board2.storage.load("hearts", 1, None)
    assert record["played"] == 1 and record["won"] == won


def test_a_last_card_played_again_after_a_power_cut_counts_once():
    board, app = start(seed=8)
    new_game(board, app, level_steps=1, target_steps=1)
    before = []

    def keep_resume(s):  # the saved game just before the hand's last card
        before[:] = [board.storage.load("resume_hearts", 1, None)]
    s = play_to_game_end(board, app, keep_resume)
    assert board.storage.load("hearts", 1, None)["played"] == 1
    # The power fails after the record is saved, before the finished hand's snapshot is.
    board.storage.save("resume_hearts", 1, before[0])
    board2, app2 = start(seed=9, state_dir=board.state_dir)
    s2 = play_to_hand_end(board2, app2) or screen_of(app2)
    assert s2.game.phase == "game_end" and s2.game.totals == s.game.totals
    keys(board2, app2, "A A")
    assert s2.stage == GAME_OVER
    assert board2.storage.load("hearts", 1, None)["played"] == 1


def test_a_tied_game_names_every_winner():
    start()
    title = game_module("view").game_over_title
    assert title([0]) == "YOU WIN!" and title([2]) == "NORTH WINS"
    assert title([0, 3]) == "YOU+EAST WIN"
    assert title([1, 2, 3]) == "WEST+NORTH+EAST WIN"
    assert title([0, 1, 2, 3]) == "ALL FOUR TIE!"
