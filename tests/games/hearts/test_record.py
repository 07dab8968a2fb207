# runs-on: micropython, whole app
"""The player's Hearts record and the Stats page (record.py), through the whole app on the
simulated board: finished games counted once, power cuts, damaged or older records."""
from tests.screen import find_text, shows
from tests.games.hearts.driver import (
    GAME_OVER, HAND_OVER, READ_MS, PACE_MS, PASSING, TRICK_MS, game_module, keys,
    new_game, pass_three, play_first_legal, play_hand, screen_of, start)


def test_a_record_saved_with_the_old_level_order_keeps_its_level():
    board, app = start()
    keys(board, app, "B")
    old = {"setup": {"level": 0, "target": 0, "moon": 0, "qs": 0}, "played": 2, "won": 1,
           "moons": 0}  # level 0 was Hard
    board.storage.save("hearts", 1, old)
    app.start_game("hearts", False)
    s = screen_of(app)
    assert s.setup["level"] == 2 and s.record["played"] == 2


def test_a_record_saved_with_the_old_target_order_keeps_its_target():
    """The targets ran 100, 50, 75, 150 before record.ORDER: each index saved then (with
    the levels hard first, no "v", or easy first, "v" 2) still plays to the same score."""
    board, app = start()
    for v in (None, 2):
        for index, score in enumerate((100, 50, 75, 150)):
            keys(board, app, "B")
            old = {"setup": {"level": 0, "target": index, "moon": 0, "qs": 0}, "played": 2,
                   "won": 1, "moons": 0}
            if v is not None:
                old["v"] = v
            board.storage.save("hearts", 1, old)
            app.start_game("hearts", False)
            keys(board, app, "wait:400")
            s = screen_of(app)
            assert game_module("setup").TARGETS[s.setup["target"]] == score
            assert s.setup["level"] == (2 if v is None else 0) and s.record["played"] == 2
            s = None   # held into the next start, two copies of the game's modules: on
            # MicroPython at 368K the third start ran out (MemoryError, on main too)
            assert shows(board, "Opponents: %s" % ("Hard" if v is None else "Easy"))
    keys(board, app, "DOWN DOWN")
    assert shows(board, "Game to: <150 pts>")   # the last one, on the glass
    keys(board, app, "UP UP A wait:500")
    assert screen_of(app).game.target == 150
    keys(board, app, "B")   # (the new order saved: read again, it is the same)
    app.start_game("hearts", False)
    assert screen_of(app).setup["target"] == 3


def test_a_game_to_50_ends_with_the_winners_and_counts_in_the_stats():
    board, app = start(seed=8)
    s = new_game(board, app, "Easy", target=50)  # random opponents, 50 points
    assert s.game.target == 50
    moons = 0
    while s.stage != GAME_OVER:
        play_hand(board, app)
        moons += s.game.moon == 0
        keys(board, app, "wait:%d A" % READ_MS)
    assert max(s.game.totals) >= 50
    won = 0 in s.game.winners()
    record = board.storage.load("hearts", 1, None)
    assert record["played"] == 1 and record["won"] == (1 if won else 0)
    tally = board.storage.load("stats", 1, None)["games"]["hearts"]["Easy"]
    assert tally["played"] == 1 and tally.get("won", 0) == record["won"]
    assert tally["moons"] == moons and tally["rank"] == 0   # Easy: first on its Stats page
    assert not board.storage.exists("resume_hearts")
    assert shows(board, "A:AGAIN B:SETUP")
    keys(board, app, "wait:%d A" % READ_MS)  # again
    assert s.stage == PASSING and s.game.totals == [0, 0, 0, 0]
    keys(board, app, "DOWN")  # (on the PASS button) the scores page: the game is on
    assert s.play.info is not None


def test_launching_and_leaving_counts_no_game():
    board, app = start()
    keys(board, app, "B")
    app.start_game("hearts", False)
    keys(board, app, "B")
    stats = board.storage.load("stats", 1, None)
    assert "hearts" not in stats["games"]


def test_a_damaged_record_falls_back_to_defaults():
    board, app = start()
    board.storage.save("hearts", 1, {"setup": {"level": 7}, "played": 1, "won": 0, "moons": 0})
    keys(board, app, "B")
    app.start_game("hearts", False)
    s = screen_of(app)
    assert s.setup == game_module("setup").DEFAULT and s.record["played"] == 0
    keys(board, app, "B")
    setup = dict(game_module("setup").DEFAULT, level=2)
    board.storage.save("hearts", 1, {"setup": setup, "played": 3, "won": 1, "moons": 0,
                                     "link": {"played": -1, "won": 0, "moons": 0}, "v": 2})
    app.start_game("hearts", False)   # linked games' counts damaged: the whole record too
    s = screen_of(app)
    assert s.setup["level"] == 1 and s.record["played"] == 0 and "link" not in s.record


def play_to_hand_end(board, app, before_last=None):
    """Play until the hand's last trick lies on the table (its display not yet over);
    before_last(screen) is called once when the last card is about to be played."""
    s = screen_of(app)
    if s.stage == PASSING:
        pass_three(board, app, dealt=True)
    for _ in range(300):
        game = s.game
        if s.play.shown is not None:
            if game.phase != "play":
                return
            keys(board, app, "wait:%d" % TRICK_MS)
        elif game.trick_no == 12 and len(game.trick) == 3 and before_last is not None:
            before_last(s)
            before_last = None
        elif game.turn == 0:
            play_first_legal(board, app)
        else:
            keys(board, app, "wait:%d" % PACE_MS)
    raise AssertionError("the hand did not end")


def play_to_game_end(board, app, before_last=None):
    """Hand after hand until the game's last trick lies on the table."""
    s = screen_of(app)
    while True:
        play_to_hand_end(board, app, before_last)
        if s.game.phase == "game_end":
            return s
        keys(board, app, "wait:%d A" % (TRICK_MS + READ_MS))  # the hand's table, then on


def test_a_power_cut_during_the_last_trick_keeps_the_game_in_the_record():
    board, app = start(seed=8)
    new_game(board, app, "Easy", target=50)  # random opponents, 50 points
    s = play_to_game_end(board, app)
    won = 1 if 0 in s.game.winners() else 0
    state = board.state_dir
    board = app = s = None  # the power goes: nothing of that run stays
    board, app = start(seed=9, state_dir=state)  # cut while the trick shows
    s2 = screen_of(app)
    assert s2.stage == HAND_OVER and s2.game.phase == "game_end"
    keys(board, app, "wait:%d A" % READ_MS)   # (resumed on it: read first, as when it came)
    assert s2.stage == GAME_OVER
    record = board.storage.load("hearts", 1, None)
    assert record["played"] == 1 and record["won"] == won


def test_a_last_card_played_again_after_a_power_cut_counts_once():
    board, app = start(seed=8)
    new_game(board, app, "Easy", target=50)
    before = []

    def keep_resume(s):  # the saved game just before the hand's last card
        board.run(app, 40)
        before[:] = [board.storage.load("resume_hearts", 1, None)]
    s = play_to_game_end(board, app, keep_resume)
    assert board.storage.load("hearts", 1, None)["played"] == 1
    # The power fails after the record is saved, before the finished hand's snapshot is.
    board.storage.save("resume_hearts", 1, before[0])
    totals = s.game.totals
    state = board.state_dir
    board = app = s = None  # the power goes: nothing of that run stays
    board, app = start(seed=9, state_dir=state)
    s2 = play_to_hand_end(board, app) or screen_of(app)
    assert s2.game.phase == "game_end" and s2.game.totals == totals
    keys(board, app, "wait:%d A" % (TRICK_MS + READ_MS))
    assert s2.stage == GAME_OVER
    assert board.storage.load("hearts", 1, None)["played"] == 1
    tally = board.storage.load("stats", 1, None)["games"]["hearts"]["Easy"]
    assert tally["played"] == 1


def counted_before(board, app):
    """A Hearts record and Stats page with games on them, and the setup page up."""
    keys(board, app, "B")
    board.storage.save("hearts", 1, {"setup": {"level": 0, "target": 0, "moon": 0, "qs": 0},
                                     "played": 3, "won": 1, "moons": 2, "v": 2,
                                     "link": {"played": 2, "won": 1, "moons": 0}})
    app.record_result("hearts", "Easy", "won", {"moons": 2}, rank=0)
    app.start_game("hearts", False)
    return screen_of(app)


def test_the_stats_page_says_whose_moons_it_counts():
    # review 31: "Medium: moons 7", whose? (record.py counts the moons the player shot)
    board, app = start()
    counted_before(board, app)
    keys(board, app, "wait:400 B")   # the setup page left: the launcher
    app.open_stats()
    keys(board, app, "wait:400")
    keys(board, app, "DOWN " * 6)   # under the levels' tables, the moons'
    label = find_text(board.chip, "YOUR MOONS")
    assert shows(board, "Hearts") and label is not None
    easy = find_text(board.chip, "Easy", top=label[1] + 1)
    assert find_text(board.chip, "2", top=label[1] + 1)[1] == easy[1]


def test_up_from_play_stays_there_never_round_to_reset_stats():
    # an issue's wipe, then review 90: UP went round to Reset stats, a following A asked
    board, app = start()
    s = counted_before(board, app)
    keys(board, app, "UP wait:400 A")  # UP stops on Play: A plays
    assert not shows(board, "Reset stats?") and s.stage == PASSING
    assert s.record["played"] == 3 and "hearts" in board.storage.load("stats", 1, None)["games"]


def test_reset_stats_asks_says_what_it_clears_and_clears_the_stats_page_too():
    board, app = start()
    counted_before(board, app)
    keys(board, app, "DOWN:3000 A")  # the last row, held: Reset stats, asked
    assert shows(board, "Reset stats?") and shows(board, "Clears the games,")
    assert shows(board, "KEEP", inverted=True)   # KEEP first (review 84), lit (review 86)
    keys(board, app, "wait:400 B")  # kept (the question read: it is a new picture)
    assert shows(board, "Reset stats") and not shows(board, "A:OK <>:PICK")
    assert board.storage.load("hearts", 1, None)["played"] == 3
    keys(board, app, "A wait:400 RIGHT A")  # asked again, seen, CLEAR chosen, cleared
    assert shows(board, "Reset stats") and not shows(board, "A:OK <>:PICK")
    record = board.storage.load("hearts", 1, None)
    assert (record["played"], record["won"], record["moons"]) == (0, 0, 0)
    assert "link" not in record   # the linked games' counts too
    assert "hearts" not in board.storage.load("stats", 1, None)["games"]
    assert "hearts" not in app.stats["games"]
    assert shows(board, "STATS CLEARED")   # said for a moment (review 88: no word)
    keys(board, app, "wait:2100")
    assert shows(board, "Reset stats") and not shows(board, "STATS CLEARED")


class _Ended:
    """A game at its end, seats 0 and 2 tied on the lowest total."""
    phase = "game_end"
    hand_no = 4
    moon = None

    def winners(self):
        return [0, 2]


class _Ctx:
    def __init__(self):
        self.results, self.saved = [], []

    def finished(self, level, result, counts=None, bests=None, rank=None):
        self.results.append((level, result, counts))

    def save(self, name, version, data):
        self.saved.append(name)


def test_a_shared_first_is_counted_apart_in_the_record_and_on_the_stats_page():
    """Review 62: YOU+NORTH WIN counted as a win on Stats (review 28 made it one: drawn
    there, the page said WON 0 and nothing more). A first place shared is no lone win:
    "shared" in the record (the game-over page's WON 0 SHARED 1 OF 1), drawn on Stats
    (neither WON nor LOST, the run of wins ended) with its own table, SHARED WINS; a lone
    win is a win as before. A record saved before (no "shared") still loads."""
    from firmware.games.hearts import record as record_module
    from firmware.games.hearts import stats as stats_module
    from firmware.stats import tally_result
    from firmware.ui.stats_page import STREAKS_TITLE
    record = {"setup": {"level": 1}, "played": 0, "won": 0, "moons": 0}
    assert record_module.valid(dict(record, setup=dict(game_module("setup").DEFAULT)))
    ctx = _Ctx()
    record_module.count_hand(ctx, record, _Ended(), 7)
    assert (record["won"], record["shared"], record["played"]) == (0, 1, 1)
    assert ctx.results == [("Medium", "drawn", {"moons": 0, "shared": 1})]
    alone = _Ended()
    alone.winners = lambda: [0]
    record_module.count_hand(ctx, record, alone, 8)
    assert (record["won"], record["shared"], record["played"]) == (1, 1, 2)
    assert ctx.results[1] == ("Medium", "won", {"moons": 0})
    levels = {"Medium": {}}
    for _, result, counts in ctx.results:
        tally_result(levels["Medium"], result, counts, rank=1)
    rows = stats_module.lines(levels)
    assert rows[:2] == [("VS", "WON", "LOST"), ("Medium", 1, 0)]
    assert rows[rows.index(STREAKS_TITLE) + 2] == ("Medium", 1, 1)
    assert ("VS", "SHARED WINS") in rows and rows[-1] == ("Medium", 1)
    record_module.clear(record)
    assert "shared" not in record
