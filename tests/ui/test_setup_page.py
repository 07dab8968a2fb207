# runs-on: micropython
"""The setup page shared by the games: choices stored as indexes, rows and names that follow
the mode, and the validation of a stored setup."""
from firmware.ui import setup_page
from firmware.ui.setup_page import CHOICE, LEAVE, PLAY, RESET, SetupPage
from hal.buttons import A, B, DOWN, LEFT, PRESS, RIGHT, UP

LABELS = {"mode": ("Mode: ", ("vs CPU", "2 players")), "level": ("Level: ", ("Easy", "Hard")),
          "first": ("First: ", ("You", "CPU"), ("Solid", "Ring"))}
COUNTS = {"mode": 2, "level": 2, "first": 2}
ROWS = ("play", "mode", "level", "first", "reset")


def page(setup=None):
    return SetupPage("Game", setup or {"mode": 0, "level": 0, "first": 0}, LABELS, COUNTS,
                     ROWS, "Reset score", ("level",))


def press(p, button):
    return p.on_button(PRESS, button)


def labels(p):
    return [p.menu.label(i) for i in range(len(p.rows))]


def test_play_reset_and_leave():
    p = page()
    assert press(p, A) == PLAY
    assert press(p, UP) is None and p.menu.index == 0  # never round to the reset row
    for _ in ROWS:
        press(p, DOWN)
    assert press(p, A) is None and p.confirming  # the reset asks first
    assert press(p, B) is None and not p.confirming  # B keeps
    assert press(p, A) is None and press(p, A) == RESET  # A again clears
    assert press(p, B) == LEAVE


def test_a_choice_steps_both_ways_and_wraps():
    p = page()
    press(p, DOWN)
    press(p, DOWN)  # level
    assert press(p, RIGHT) == CHOICE and p.setup["level"] == 1
    assert press(p, RIGHT) == CHOICE and p.setup["level"] == 0
    assert press(p, LEFT) == CHOICE and p.setup["level"] == 1
    assert press(p, A) == CHOICE and p.setup["level"] == 0


def test_on_play_the_arrows_change_the_first_choice_which_shows_its_arrows():
    """Poker's machine, a board game's mode, Hearts' opponents: changed from the first line,
    where the page opens; A there still plays."""
    p = page()
    assert labels(p) == ["Play", "Mode: <vs CPU>", "Level: Easy", "First: You", "Reset score"]
    assert press(p, RIGHT) == CHOICE and p.setup["mode"] == 1 and p.menu.index == 0
    assert labels(p) == ["Play", "Mode: <2 players>", "First: Solid", "Reset score"]
    assert press(p, LEFT) == CHOICE and p.setup["mode"] == 0
    assert p.setup == {"mode": 0, "level": 0, "first": 0}
    assert press(p, A) == PLAY
    for _ in ROWS:
        press(p, DOWN)
    assert press(p, RIGHT) is None and p.setup == {"mode": 0, "level": 0, "first": 0}


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
    for _ in ROWS:
        press(p, DOWN)  # reset, the last of five rows
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
    for _ in ROWS:
        press(p, DOWN)
    assert labels(p)[-1] == "Reset score"   # a row without a value: no arrows


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
