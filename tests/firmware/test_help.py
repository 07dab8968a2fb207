# runs-on: micropython, whole app
"""Help pages (issue #14 item 14): every game's help.py is PAGES, (title, text) pairs with a
short controls card first; the viewer turns pages with LEFT/RIGHT and numbers them."""
import sys

from firmware.app import App
from firmware.gamehost import help_pages
from firmware.games import GAMES
from firmware.ui.gfx import SMALL
from sim.board import SimBoard
from sim.games import back_to_first, to_title_card
from sim.keys import paced
from tests.screen import shows

# the most pages a game's help may have, Presses' included (firmware/games/README.md): five,
# six where the rules take two pages (reviews 97, 99: seven and eight read as long)
MOST_PAGES = {"poker": 6, "hearts": 6}


def test_each_games_help_starts_with_a_controls_card_that_fits_in_small():
    for name in [g[0] for g in GAMES]:
        pages = help_pages(name)
        assert 2 < len(pages) <= MOST_PAGES.get(name, 5) and pages[0][0] == "Controls", name
        for title, text in pages:
            assert isinstance(title, str) and isinstance(text, str) and text, (name, title)
        card = pages[0][1].split("\n")
        assert len(card) <= 5 and all(len(line) <= 20 for line in card), (name, card)
        assert "Hold B: menu" in card, (name, card)   # the pause menu, found from the card
    assert "firmware.games.poker.help" not in sys.modules   # read, then unloaded


def test_a_game_without_help_says_so():
    assert help_pages("nothing")[0][1] == "No help for this game yet."


def test_help_turns_page_by_page_from_the_title_card():
    board = SimBoard(seed=1)
    app = App(board)
    board.run(app, 1500)
    board.play_keys(app, paced(to_title_card("connect4") + " DOWN A"))   # title card: Help
    from firmware.gamehost import help_pages
    n = len(help_pages("connect4"))   # the game's pages, then Presses (every game's)
    assert shows(board, "Controls") and shows(board, "<1/%d>" % n)
    assert shows(board, "A or DOWN: drop", SMALL)   # the card is set in SMALL
    assert shows(board, "<>:PAGE B:BACK")   # its key bar, as every screen's (review 37)
    board.play_keys(app, paced("RIGHT"))
    assert shows(board, "How to play") and shows(board, "<2/%d>" % n)
    assert shows(board, "<>:PAGE ▼:MORE B:BACK")   # a longer page: DOWN reads on
    board.play_keys(app, paced("LEFT LEFT"))   # a press goes round past the first page (README)
    assert shows(board, "<%d/%d>" % (n, n)) and shows(board, "Presses")
    board.play_keys(app, paced("RIGHT"))   # and past the last
    assert shows(board, "Controls") and shows(board, "<1/%d>" % n)
    board.play_keys(app, paced("RIGHT:2000"))   # a held arrow stops at the last page
    assert shows(board, "<%d/%d>" % (n, n))
    board.play_keys(app, paced("B"))
    assert shows(board, "Help") and shows(board, "New game")   # back on the title card


def test_help_from_the_pause_menu_leaves_the_running_game_loaded():
    board = SimBoard(seed=1)
    app = App(board, game="tictactoe")
    board.run(app, 100)
    screen = sys.modules["firmware.games.tictactoe.screen"]
    board.play_keys(app, paced("B:1200 DOWN A"))   # pause menu: Help
    assert shows(board, "Controls")
    assert sys.modules["firmware.games.tictactoe.screen"] is screen
    assert "firmware.games.tictactoe.help" not in sys.modules
    board.play_keys(app, paced("B UP A"))   # close the help, Resume
    assert shows(board, "Play")


def test_every_help_page_is_set_in_the_5x7_font_and_reads_to_its_end():
    """Issue 23: no 3x5 text a player must read; a long page scrolls (DOWN) instead, and
    its key bar says so (review 37): ▼:MORE till its last line shows, then ▲:MORE. Every
    line fits the glass whole (no word cut), over the key bar, and a page reads to its end
    in two presses of DOWN at most (firmware/games/README.md; reviews 97, 99: pages of 20
    to 31 lines read as implementation notes)."""
    board = SimBoard(seed=1)
    app = App(board)
    board.run(app, 1500)
    for name, _, _ in GAMES:
        pages = help_pages(name)
        board.play_keys(app, paced(to_title_card(name) + " DOWN A"))   # title card: Help
        for title, text in pages:
            lines = app.gfx.wrap(text, SMALL, 124)
            assert " ".join(lines).split() == text.split(), (name, title)   # no word cut
            assert shows(board, title) and shows(board, lines[0], SMALL), (name, title)
            if title == "Controls":   # the whole card at once, its last line too
                assert lines == text.split("\n")
            rows = app.top.rows(SMALL)
            assert len(lines) <= rows + 2 * (rows - 1), (name, title, len(lines))
            more = len(lines) - rows
            if more > 0:
                assert shows(board, "<>:PAGE ▼:MORE B:BACK"), (name, title)
                board.play_keys(app, "DOWN:%d" % (400 + 120 * more))   # held: auto-repeat
                assert shows(board, "<>:PAGE ▲:MORE B:BACK"), (name, title)
            else:
                assert shows(board, "<>:PAGE B:BACK"), (name, title)
            assert shows(board, lines[-1], SMALL), (name, title, lines[-1])
            board.play_keys(app, paced("RIGHT"))
        board.play_keys(app, paced("B B " + back_to_first(name)))   # help, title card: back
