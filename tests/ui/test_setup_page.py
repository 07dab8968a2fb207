# runs-on: micropython
"""The setup page shared by the games: choices stored as indexes, rows and names that follow
the mode, and the validation of a stored setup."""
from firmware.ui import setup_page
from firmware.ui.setup_page import CHOICE, LEAVE, PLAY, REFUSE, RESET, SetupPage
from hal.buttons import A, B, DOWN, LEFT, LONG, PRESS, RELEASE, REPEAT, RIGHT, UP

LABELS = {"mode": ("Mode: ", ("vs CPU", "2 players")), "level": ("Level: ", ("Easy", "Hard")),
          "first": ("First: ", ("You", "CPU"), ("Solid", "Ring"))}
COUNTS = {"mode": 2, "level": 2, "first": 2}
ROWS = ("play", "mode", "level", "first", "reset")


def page(setup=None):
    return SetupPage("Game", setup or {"mode": 0, "level": 0, "first": 0}, LABELS, COUNTS,
                     ROWS, "Reset score", ("level",))


def press(p, button):
    return p.on_button(PRESS, button)


def to_reset(p):
    """The cursor on the last row, the reset row (DOWN past every row: the list stops)."""
    for _ in p.rows:
        press(p, DOWN)
    assert p.rows[p.menu.index] == "reset"


def labels(p):
    return [p.menu.label(i) for i in range(len(p.rows))]


def test_play_reset_and_leave():
    p = page()
    assert press(p, A) == PLAY
    to_reset(p)
    assert press(p, A) is None and p.confirming  # the reset asks first
    assert press(p, B) is None and not p.confirming  # B keeps
    # A keeps, as first asked (review 84: A:CLEAR, taps a second apart cleared the score)
    assert press(p, A) is None and press(p, A) is None and not p.confirming
    assert press(p, A) is None and press(p, RIGHT) is None and p.clearing  # CLEAR chosen
    assert press(p, LEFT) is None and not p.clearing and press(p, RIGHT) is None
    assert press(p, A) == RESET and not p.confirming  # A clears once it is chosen
    assert press(p, A) is None and not p.clearing  # asked again: KEEP first again
    assert press(p, B) is None and press(p, B) == LEAVE


def test_up_and_down_choose_the_reset_questions_answer_as_left_and_right_do():
    p = page()
    p.menu.index = len(p.rows) - 1
    assert press(p, A) is None and p.confirming and not p.clearing
    assert press(p, DOWN) is None and p.clearing and p.confirming
    assert press(p, UP) is None and not p.clearing
    assert press(p, UP) is None and p.clearing and press(p, A) == RESET


def test_a_clear_is_said_under_the_reset_row_till_the_next_press():
    p = page()
    p.menu.index = len(p.rows) - 1
    press(p, A)
    press(p, RIGHT)
    assert press(p, A) == RESET and p.menu.under() is None   # (the screen dates it: press)
    p.cleared_at = 0
    assert p.menu.under() == (len(p.rows) - 1, "SCORE CLEARED")
    press(p, UP)
    assert p.menu.under() is None


def test_a_choice_steps_both_ways_and_wraps():
    p = page()
    press(p, DOWN)
    press(p, DOWN)
    press(p, DOWN)  # first
    assert press(p, RIGHT) == CHOICE and p.setup["first"] == 1
    assert press(p, RIGHT) == CHOICE and p.setup["first"] == 0
    assert press(p, LEFT) == CHOICE and p.setup["first"] == 1


def test_a_level_stops_at_its_ends():
    # review 49: LEFT past Random went round to Perfect (Settings' levels stop: review 47)
    assert "level" in setup_page.GRADED and "first" not in setup_page.GRADED
    p = page()
    press(p, DOWN)
    press(p, DOWN)  # level
    assert press(p, LEFT) == REFUSE and p.setup["level"] == 0
    assert press(p, RIGHT) == CHOICE and p.setup["level"] == 1
    assert press(p, RIGHT) == REFUSE and p.setup["level"] == 1
    assert p.on_button(REPEAT, RIGHT) == REFUSE and p.setup["level"] == 1


def test_a_on_a_choice_steps_it_as_right_does_round_past_the_end_on_every_row():
    """Reviews 57, 58: A on a value only said <>: CHANGE; small screens' menus cycle a value
    on A. A steps the cursor's choice as RIGHT does, drawn at once, and goes round past the
    last value even on a graded row (a level), where the arrows stop; the cursor stays, so
    A never starts a game or clears from a choice; on Play and the reset row A does what it
    did."""
    p = page()
    for row, key in ((1, "mode"), (2, "level"), (3, "first")):
        p.menu.index = row
        seen = []
        for _ in range(COUNTS[key] + 1):
            assert press(p, A) == CHOICE and p.menu.index == row and not p.confirming
            seen.append(p.setup[key])
            assert labels(p)[row].endswith("<" + LABELS[key][1][p.setup[key]] + ">")
        assert seen == [1, 0, 1], (key, seen)   # round, a level too
        p.setup[key] = 0
        p.rebuild()
    p.menu.index = 2
    p.setup["level"] = 1
    assert press(p, RIGHT) == REFUSE and press(p, A) == CHOICE and p.setup["level"] == 0
    p.menu.index = 0
    assert press(p, A) == PLAY
    to_reset(p)
    assert press(p, A) is None and p.confirming


def test_a_on_mode_steps_it_and_the_rows_follow_with_the_cursor_on_mode():
    p = page()
    press(p, DOWN)
    assert press(p, A) == CHOICE and p.setup["mode"] == 1
    assert labels(p) == ["Play", "Mode: <2 players>", "First: Solid", "Reset score"]
    assert p.menu.index == 1
    assert press(p, A) == CHOICE and labels(p)[2] == "Level: Easy" and p.menu.index == 1


def test_a_press_or_a_held_arrow_stops_at_the_ends_with_the_low_tick():
    """Reviews 84, 88, 90: UP from Play, where the page opens, went round to Reset score, a
    following A asking to clear it; DOWN past Connect Four's last line went round to Play,
    which looked like nothing. The list stops at Play and at Reset, pressed (the low tick:
    REFUSE) or held (silent, as every held arrow at an end)."""
    p = page()
    assert press(p, UP) == REFUSE and p.menu.index == 0
    assert p.on_button(REPEAT, UP) is None and p.menu.index == 0
    assert press(p, DOWN) is None and p.menu.index == 1
    for _ in ROWS:
        p.on_button(REPEAT, DOWN)
    assert p.menu.index == 4   # held: stops on the reset row
    assert press(p, DOWN) == REFUSE and p.menu.index == 4   # a fresh press stops there too
    assert p.on_button(LONG, DOWN) is None and p.on_button(RELEASE, UP) is None
    assert p.menu.index == 4
    assert press(p, UP) is None and p.menu.index == 3


def test_on_play_the_arrows_change_nothing_where_the_page_has_more_choices():
    """A fresh review: RIGHT on Play set two players, unseen below it. Refused there (and on
    the reset row), the values plain: < > only on the cursor's line."""
    p = page()
    assert labels(p) == ["Play", "Mode: vs CPU", "Level: Easy", "First: You", "Reset score"]
    assert press(p, RIGHT) == REFUSE and press(p, LEFT) == REFUSE
    assert p.setup == {"mode": 0, "level": 0, "first": 0} and p.menu.index == 0
    assert press(p, A) == PLAY
    to_reset(p)
    assert press(p, RIGHT) == REFUSE and p.setup == {"mode": 0, "level": 0, "first": 0}


def test_on_play_the_arrows_change_a_pages_only_choice_which_shows_its_arrows():
    """Poker's machine, changed from the first line, where the page opens; A there plays."""
    p = SetupPage("Poker", {"machine": 0}, {"machine": ("", ("JoB", "Deuces"))},
                  {"machine": 2}, ("play", "machine"), "")
    assert labels(p) == ["Play", "<JoB>"]
    assert press(p, RIGHT) == CHOICE and p.setup["machine"] == 1 and p.menu.index == 0
    assert labels(p) == ["Play", "<Deuces>"]
    assert press(p, A) == PLAY


def test_two_player_mode_hides_the_computer_rows_and_renames_the_sides():
    p = page()
    press(p, DOWN)
    press(p, DOWN)
    assert labels(p) == ["Play", "Mode: vs CPU", "Level: <Easy>", "First: You", "Reset score"]
    press(p, UP)
    assert press(p, RIGHT) == CHOICE
    assert p.rows == ("play", "mode", "first", "reset")
    assert labels(p) == ["Play", "Mode: <2 players>", "First: Solid", "Reset score"]


def test_the_cursor_stays_on_the_page_when_rows_go():
    p = page()
    to_reset(p)  # the last of five rows
    p.setup["mode"] = 1
    p.rebuild()
    assert p.menu.index == len(p.rows) - 1


def test_valid_takes_only_indexes_in_range():
    assert setup_page.valid({"mode": 1, "level": 0, "first": 1}, COUNTS)
    for bad in (None, [], {"mode": 2, "level": 0, "first": 0}, {"mode": 0, "level": 0},
                {"mode": "0", "level": 0, "first": 0}, {"mode": -1, "level": 0, "first": 0}):
        assert not setup_page.valid(bad, COUNTS), bad


def test_the_value_under_the_cursor_stands_between_arrows():
    """LEFT/RIGHT change it: the row says so, as Settings' < > does; other rows plain."""
    p = page()
    press(p, DOWN)
    assert labels(p) == ["Play", "Mode: <vs CPU>", "Level: Easy", "First: You", "Reset score"]
    press(p, DOWN)
    assert labels(p) == ["Play", "Mode: vs CPU", "Level: <Easy>", "First: You", "Reset score"]
    press(p, RIGHT)
    assert labels(p)[2] == "Level: <Hard>"
    press(p, DOWN)
    press(p, DOWN)
    assert p.menu.index == 4 and labels(p)[-1] == "Reset score"   # no value: no arrows


def test_every_games_setup_rows_fit_the_glass_with_their_arrows():
    """Each label of each game's setup page at each of its values, between < > as on the
    cursor's row, ends in SMALL left of the scroll mark (x 124) and of column 127."""
    from firmware.ui.gfx import SMALL, Gfx
    from tests.screen import _Canvas
    gfx = Gfx(_Canvas())
    for game in ("tictactoe", "connect4", "hearts"):
        setup = __import__("firmware.games.%s.setup" % game, None, None, ["LABELS"])
        for label in setup.LABELS.values():
            for names in label[1:]:
                for name in names:
                    text = label[0] + "<" + name + ">"
                    right = 8 + gfx.text_width(text, SMALL)   # Menu.draw's x
                    assert right <= 122, (game, text, right)


def games_pages():
    """Each game's setup page in each of its modes (where it has them): (game, mode, page)."""
    for game in ("tictactoe", "connect4", "hearts"):
        setup = __import__("firmware.games.%s.setup" % game, None, None, ["SetupPage"])
        for mode in (0, 1) if "mode" in setup.DEFAULT else (None,):
            yield game, mode, setup.SetupPage(dict(setup.DEFAULT) if mode is None else
                                              dict(setup.DEFAULT, mode=mode))


def test_every_games_setup_page_marks_rows_below_the_glass_and_only_those():
    """Review 35 found no ▼ under Hearts' list, which Connect Four's has. Over the key bar
    five rows show: Hearts' sixth is below them, Connect Four's sixth and seventh. Each
    game's page (in each mode, where it has one): the ▼ where rows are hidden below, the ▲
    where above, else neither (the list's own marks, menu.draw_more: the same on every
    page)."""
    from firmware.ui.gfx import Gfx
    from firmware.ui.menu import ROWS
    from sim.board import SimBoard
    from tests.screen import triangles
    seen = set()
    for game, mode, p in games_pages():
        for last in (False, True):   # the cursor on Play, then on the last row
            if last:
                to_reset(p)
            gfx = Gfx(SimBoard().display)
            p.draw(gfx)
            below = not last and len(p.rows) > ROWS - 1   # (the key bar's line)
            above = last and len(p.rows) > ROWS - 1
            marks = {name for _, _, name in triangles(gfx.display.pixel)}
            assert ("DOWN" in marks) == below, (game, mode, last)
            assert ("UP" in marks) == above, (game, mode, last)
            seen.add((game, len(p.rows)))
    assert ("hearts", ROWS) in seen and ("connect4", ROWS + 1) in seen


def test_a_list_longer_than_the_glass_has_a_bar_beside_it_lit_where_the_glass_is():
    """Review 88: DOWN seven times on Connect Four's seven rows looked like nothing, the ▼
    unseen at true size: a bar on the glass's last column beside the rows, its lit part
    at its top on the first row, at its foot on the last, clear of the ▼'s dark ring; none
    where the list fits."""
    from firmware.ui.gfx import Gfx
    from firmware.ui.menu import BAR_X, ROWS
    from sim.board import SimBoard

    def bar(p):
        gfx = Gfx(SimBoard().display)
        p.draw(gfx)
        column = [gfx.display.pixel(BAR_X, y) for y in range(64)]
        runs = [y for y in range(1, 64) if column[y] and column[y - 1]]
        return column, (runs[0] - 1, runs[-1]) if runs else None

    for game, mode, p in games_pages():
        if len(p.rows) < ROWS:   # (tic-tac-toe's two players: four rows, all in view)
            assert not any(bar(p)[0][10:]), (game, mode)
            continue
        thumbs = []
        for _ in p.rows:
            column, thumb = bar(p)
            assert column[9] and not any(column[:9]) and not column[10] and \
                not any(column[48:]), (game, mode)   # (row 9: the title's rule)
            thumbs.append(thumb)
            press(p, DOWN)
        assert thumbs[0][0] == 11 and thumbs[-1][1] == 47, (game, mode, thumbs)
        assert thumbs[0][1] < 47 and thumbs[-1][0] > 11, (game, mode, thumbs)
    few = page({"mode": 1, "level": 0, "first": 0})   # Play, Mode, First, Reset: they fit
    assert not any(bar(few)[0][10:])


def test_every_games_setup_text_stays_two_columns_clear_of_the_scroll_bar():
    """Reviews 90, 91: tic-tac-toe's "Wins, blocks, no plan" and Connect Four's "Full
    columns skipped", right-aligned under their choice, ran into the scroll bar. Each game's
    page in each mode (poker's too), the cursor on every row at each value of the choice the
    arrows change there (its explain under it), and a clear said: the two columns left of
    the bar's stay dark beside it, the bar drawn where the list goes on past the glass."""
    from firmware.games.poker import setup as poker
    from firmware.ui.gfx import Gfx
    from firmware.ui.menu import BAR_X, ROW, TOP
    from sim.board import SimBoard

    def dark_beside_the_bar(p, where):
        gfx = Gfx(SimBoard().display)
        p.draw(gfx)
        foot = TOP + p.menu.lines() * ROW - 8   # the bar's last row, and one under it
        for y in range(TOP, foot + 2):
            for x in (BAR_X - 2, BAR_X - 1):
                assert not gfx.display.pixel(x, y), (where, p.menu.label(p.menu.index), x, y)
        return any(gfx.display.pixel(BAR_X, y) for y in range(TOP + 1, foot))

    pages = list(games_pages()) + [("poker", None, poker.page(dict(poker.DEFAULT)))]
    barred = explained = 0
    for game, mode, p in pages:
        for _ in p.rows:
            key = p._arrowed()
            kept = p.setup.get(key)
            for value in range(p.counts[key]) if key else (None,):
                if key:
                    p.setup[key] = value
                    p.rebuild()
                barred += dark_beside_the_bar(p, (game, mode, value))
                explained += p.menu.under() is not None
            if key:
                p.setup[key] = kept
                p.rebuild()
            press(p, DOWN)
        if "reset" in p.rows:
            p.cleared_at = 0   # SCORE CLEARED under the reset row
            dark_beside_the_bar(p, (game, mode, "cleared"))
    assert barred >= 40 and explained >= 20, (barred, explained)


def drawn(p):
    """The glass with p drawn on it (a SimBoard)."""
    import gc
    from firmware.ui.gfx import Gfx
    from sim.board import SimBoard
    gc.collect()   # (the boards drawn before gone whole: at 176K their pieces left no 1 KB
    board = SimBoard()   # block for the next's frame under MicroPython)
    gfx = Gfx(board.display)
    p.draw(gfx)
    gfx.show()
    return board


def test_every_row_keeps_the_title_and_says_its_keys_on_the_key_bar():
    """Review 73: on Connect Four's Rules the title's line said <>:CHANGE B:BACK where
    Connect Four stood, the one fixed landmark gone. Each game's page in each mode, every
    row: the game's name alone on the title's line (a scrolled list's ▲ aside), the row's
    keys on the key bar (review 46: A:START on Play; review 60: <>:CHANGE on a choice)."""
    from firmware.ui.menu import CHANGE_KEYS, OPEN_KEYS
    from tests.screen import find_text
    keys = {"play": setup_page.START_KEYS, "reset": OPEN_KEYS}
    for game, mode, p in games_pages():
        for row in p.rows:
            board = drawn(p)
            said = " ".join(k + ":" + a for k, a in keys.get(row, CHANGE_KEYS))
            assert find_text(board.chip, p.title) == (2, 0), (game, mode, row)
            assert find_text(board.chip, said)[1] == 57, (game, mode, row)
            assert find_text(board.chip, "B:BACK")[1] == 57, (game, mode, row)   # none above
            press(p, DOWN)


def test_a_page_of_few_rows_says_its_keys_on_a_key_bar():
    """Poker's page, Play and the machine: its Play's words fill their line; the glass's
    last line is free for the keys, as in Settings (B:BACK there, not on the title's)."""
    from tests.screen import find_text
    p = SetupPage("Poker", {"machine": 0}, {"machine": ("", ("JoB", "Deuces"))},
                  {"machine": 2}, ("play", "machine"), "", play="Play this machine:")
    board = drawn(p)
    assert find_text(board.chip, "A:START B:BACK")[1] == 57
    assert find_text(board.chip, "B:BACK")[1] == 57   # not on the title's line too


def test_a_pages_only_choice_is_no_cursor_stop_under_play_which_changes_it():
    """Review 51: on poker's page UP took the cursor to the machine's line, where A only
    said <>: CHANGE and A:START was gone. Play's line changes that choice already: the
    cursor stays on Play (UP and DOWN refused: nowhere to go), A:START on its key bar, the
    choice's explain under its line, the title on the title's; LEFT/RIGHT change it, A
    plays."""
    from tests.screen import find_text
    p = SetupPage("Poker", {"machine": 0}, {"machine": ("", ("JoB", "Deuces"))},
                  {"machine": 2}, ("play", "machine"), "", play="Play this machine:",
                  explains={"machine": "<>: CHANGE MACHINE"})
    for button in (UP, DOWN):
        assert press(p, button) == REFUSE and p.menu.index == 0
        assert p.on_button(REPEAT, button) is None and p.menu.index == 0
        board = drawn(p)
        assert find_text(board.chip, "A:START B:BACK")[1] == 57
        assert find_text(board.chip, "<>: CHANGE MACHINE")[1] == 29   # the third line
        assert find_text(board.chip, "Poker") == (2, 0)
    assert press(p, RIGHT) == CHOICE and labels(p) == ["Play this machine:", "<Deuces>"]
    assert press(p, A) == PLAY


def test_the_cursor_goes_past_the_choice_play_changes_to_the_next_stop():
    # the same rule on a page with a reset row too: the choice under Play is skipped, and
    # the list stops at its ends, pressed or held
    p = SetupPage("Poker", {"machine": 0}, {"machine": ("", ("JoB", "Deuces"))},
                  {"machine": 2}, ("play", "machine", "reset"), "Reset")
    assert press(p, DOWN) is None and p.rows[p.menu.index] == "reset"
    assert press(p, DOWN) == REFUSE and p.rows[p.menu.index] == "reset"
    assert press(p, UP) is None and p.menu.index == 0
    assert press(p, UP) == REFUSE and p.menu.index == 0
    assert p.on_button(REPEAT, DOWN) is None and p.rows[p.menu.index] == "reset"
    assert p.on_button(REPEAT, DOWN) is None and p.rows[p.menu.index] == "reset"
    assert p.on_button(REPEAT, UP) is None and p.menu.index == 0   # held: on past it...
    assert p.on_button(REPEAT, UP) is None and p.menu.index == 0   # ...and stops at the end


def test_every_games_setup_page_says_a_starts():
    from firmware.games.connect4 import setup as connect4
    from firmware.games.hearts import setup as hearts
    from firmware.games.poker import setup as poker
    from firmware.games.tictactoe import setup as tictactoe
    from tests.screen import shows
    pages = [game.SetupPage(dict(game.DEFAULT)) for game in (tictactoe, connect4, hearts)]
    for p in pages + [poker.page(dict(poker.DEFAULT))]:
        assert shows(drawn(p), "A:START"), p.title


def explained(p, words):
    """The glass with p drawn says words on the line under its cursor's (its choice's),
    within the glass, column 127 dark, the title on the title's line and <>:CHANGE B:BACK
    on the key bar (review 66: the explain had taken the title's line, the key hint gone
    where a value changes; review 73: the key hint had taken the title's place)."""
    from firmware.ui.gfx import SMALL, WIDTH
    from firmware.ui.menu import ROW
    from tests.screen import find_text
    board = drawn(p)
    label = find_text(board.chip, p.menu.label(p.menu.index))
    at = find_text(board.chip, words)
    assert label is not None and at is not None and at[1] == label[1] + ROW, words
    assert at[0] == label[0] + SMALL[3], words   # a letter in from the label's first (review
    # 99: aligned right, each explain stood at its own place)
    assert at[0] >= 1 and at[0] + SMALL[3] * len(words) - 1 <= WIDTH - 2, words
    assert find_text(board.chip, p.title) == (2, 0), words
    assert find_text(board.chip, "<>:CHANGE B:BACK")[1] == 57, words


def test_a_level_says_what_it_plays_like_under_its_line_each_in_a_line():
    """Review 55: "Level: Medium says nothing of its strength". With the cursor on Level
    the line under it says it in a few words, the value's own (explains' tuple); review 66:
    on the title's line it hid the key hint, on the one line where a value changes."""
    from firmware.games.connect4 import setup as connect4
    from firmware.games.tictactoe import setup as tictactoe
    from tests.screen import find_text
    for game in (tictactoe, connect4):
        setup = dict(game.DEFAULT, level=0)
        p = game.SetupPage(setup)
        assert len(game.LEVEL_EXPLAINS) == len(game.LEVEL_NAMES)
        press(p, DOWN)
        # on Mode, which no line explains: how a choice changes (review 60), B:BACK
        assert find_text(drawn(p).chip, "<>:CHANGE B:BACK")[1] == 57
        assert find_text(drawn(p).chip, p.title) == (2, 0)
        press(p, DOWN)
        for level, words in enumerate(game.LEVEL_EXPLAINS):
            assert setup["level"] == level and p.rows[p.menu.index] == "level"
            explained(p, words)
            press(p, RIGHT)


def test_first_says_who_goes_first_in_each_mode_under_its_line():
    """Review 57: Connect Four's two players showed "First: Ring", never explained (Level
    says how it plays). On First the line under it says who goes first, each value its own
    line, two players which mark (tic-tac-toe's Take turns too), each within the glass."""
    from firmware.games.connect4 import setup as connect4
    from firmware.games.tictactoe import setup as tictactoe
    seen = set()
    for game in (tictactoe, connect4):
        for mode, lines in ((0, game.FIRST_EXPLAINS_CPU), (1, game.FIRST_EXPLAINS_2P)):
            setup = dict(game.DEFAULT, mode=mode, first=0)
            p = game.SetupPage(setup)
            p.menu.index = p.rows.index("first")
            assert len(lines) == len(p.names("first"))
            for first, words in enumerate(lines):
                assert setup["first"] == first
                explained(p, words)
                seen.add(words)
                press(p, A)
    assert {"Filled piece first", "Hollow piece first", "Swaps each game"} <= seen


def test_connect_fours_rules_say_what_they_do_under_their_line_never_over_the_mark():
    """Review 63: Rules: Friendly / Fouls was never explained on the page. On Rules the
    line under it says what each does, in both modes, within the glass; the list scrolled
    so a line under it is Reset's, the ▼ on no explain's words."""
    from firmware.games.connect4 import setup as connect4
    from tests.screen import find_text
    for mode in (0, 1):
        setup = dict(connect4.DEFAULT, mode=mode)
        p = connect4.SetupPage(setup)
        p.menu.index = p.rows.index("rules")
        assert len(connect4.RULE_EXPLAINS) == len(p.names("rules"))
        for rules, words in enumerate(connect4.RULE_EXPLAINS):
            assert setup["rules"] == rules
            explained(p, words)
            assert find_text(drawn(p).chip, "Reset score")
            press(p, A)


def test_every_games_explains_stand_under_their_choice_the_list_marked_as_it_goes_on():
    """Each game's page in each mode, the cursor down every line: where a line explains the
    cursor's choice it stands under it (explained), and the list's marks say the rows it
    hides (a scrolled list: ▲ on the title's line; ▼ over the last line's end)."""
    from firmware.ui.menu import ROWS
    from tests.screen import triangles
    from firmware.ui.gfx import Gfx
    from sim.board import SimBoard
    count = 0
    for game, mode, p in games_pages():
        for _ in p.rows:
            press(p, DOWN)
            under = p._under()
            if under is not None:
                explained(p, under[1])
                count += 1
            gfx = Gfx(SimBoard().display)
            p.draw(gfx)
            shown = len(p.menu.rows())
            marks = {name for _, _, name in triangles(gfx.display.pixel)}
            assert ("UP" in marks) == (p.menu.top > 0), (game, mode, p.menu.index)
            assert ("DOWN" in marks) == (p.menu.top + shown < len(p.rows)), (game, p.menu.index)
            assert shown + (under is not None) <= ROWS - 1   # over the key bar
    assert count >= 8


def test_a_stepping_a_choice_clicks_and_keeps_it():
    """press(): A's step is taken with a click (the guard's refusal ticks low), saved as an
    arrow's; an arrow's step stays silent, as the lists' arrows are."""
    played, saved = [], []

    class Ctx:
        class sound:
            play = played.append

    class Screen:
        ctx = Ctx
        page = page()
        dirty = False
        save_record = staticmethod(lambda: saved.append(1))

    Screen.page.menu.index = 1
    setup_page.press(Screen, PRESS, RIGHT, None)
    assert played == [] and len(saved) == 1 and Screen.page.setup["mode"] == 1
    setup_page.press(Screen, PRESS, A, None)
    assert played == ["click"] and len(saved) == 2 and Screen.page.setup["mode"] == 0


def test_the_board_games_open_on_the_same_first_you():
    """Review 62: tic-tac-toe's setup opened on First: You, Connect Four's on First: Random.
    Both open on You (a newcomer expects to start); a saved setup keeps its own choice
    (tests/games/connect4/test_screen.py: a saved Random stays)."""
    from firmware.games.connect4 import setup as connect4
    from firmware.games.tictactoe import setup as tictactoe
    from tests.screen import shows
    for game in (tictactoe, connect4):
        assert game.FIRST_NAMES_CPU[game.DEFAULT["first"]] == "You", game.__name__
        page = game.SetupPage(dict(game.DEFAULT))
        assert shows(drawn(page), "First: You"), game.__name__
