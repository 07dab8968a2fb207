"""Every text the board games' side panel (ui/board_panel.py) can show fits it: a line from
the panel's edge ends on column 126 at the most, a notice inverted over the status leaves
the strip's last two columns lit (as its first two), a row's label stands clear of its
count; the title and the status are in capitals. The texts come from each game's own hooks
at every setup, both sides to move."""
from firmware.ui import board_link, board_panel, board_screen
from firmware.ui.gfx import SMALL, WIDTH, Gfx
from sim.board import SimBoard
from tests.games import session
from tests.screen import _Canvas

GFX = Gfx(_Canvas())
X = board_panel.X
STRIP_END = board_panel._EDGE + board_panel._SPAN - 1   # the inverted strip's last column


def end(text, x=X, font=SMALL):
    """The last column text drawn from x reaches."""
    return x + GFX.text_width(text, font) - 1


def check_line(text, x=X):
    assert end(text, x) <= WIDTH - 2, (text, end(text, x))


def check_notice(notice):
    """A notice's line in the strip; a tuple's others (what to do instead) in TOAST_BOX,
    a dark column each side, two lines at most (the app's box's)."""
    text = notice if isinstance(notice, str) else notice[0]
    assert end(text) <= STRIP_END - (X - board_panel._EDGE), (text, end(text))
    if not isinstance(notice, str):
        box = board_panel.TOAST_BOX
        assert 1 <= len(notice) - 1 <= 2, notice
        for line in notice[1:]:
            assert GFX.text_width(line, SMALL) <= box[2] - 2, line


def check_panel(s):
    """What the panel of screen s shows now: the title and the status in one style, the
    capitals of the rest of the UI (review 31: "Your move" under VS MEDIUM)."""
    check_line(s.title())
    check_line(s.status(), X if s.status_mark() is None else X + 10)
    assert s.title() == s.title().upper() and s.status() == s.status().upper(), s.status()
    for row in s.panel_rows():
        if row is not None:
            mark, label, count = row
            x = X if mark is None else X + 10
            check_line(label, x)
            if count is not None:   # the widest figure shown, right-aligned to column 126
                assert end(label, x) + 2 <= WIDTH - 1 - GFX.text_width(
                    str(s.SCORE_SHOWN_MAX), SMALL), label
    for key, act in s.keys():
        check_line(key + ":" + act)


def check_banner(big, small):
    """One line in the strip, clear of its ends (review 51: every result in one style;
    review 66: a 10x14 word over a line was cramped): big a word or a mark, then small."""
    assert "\n" not in small, small
    assert board_panel.banner_width(GFX, big, small) <= board_panel._SPAN - 2, (big, small)


def every_setup(s, keys):
    """Each combination of the setup's keys (first: you, or the first side, and the other)."""
    counts = s.setup_page.CHOICES
    combos = [{}]
    for key in keys:
        combos = [dict(c, **{key: i}) for c in combos
                  for i in range(2 if key == "first" else counts[key])]
    for combo in combos:
        s.setup.update(combo)
        s.new_game()
        yield combo


def test_tictactoe_panel_texts_fit():
    board, app = session.start("tictactoe")
    s = session.screen_of(app)
    engine = session.game_module("tictactoe", "engine")
    for _ in every_setup(s, ("mode", "level", "you", "first")):
        check_panel(s)
        s.game = s.replay_moves([0, 3, 1, 4, 2], s.game.first)   # the first side wins
        s.phase = 2   # OVER
        check_panel(s)
        check_banner(*s.banner())
        s.game = s.replay_moves([0, 4, 8, 1, 7, 6, 2, 5, 3], s.game.first)
        assert s.game.result == engine.DRAW
        check_banner(*s.banner())
    screen = session.game_module("tictactoe", "screen")
    for notice in (screen.TAKEN, screen.AIM_AGAIN):   # (the refusals' words)
        check_notice(notice)


def test_connect4_panel_texts_and_notices_fit():
    """Every notice too: each refusal's, the fouls up to the classic limit."""
    board, app = session.start("connect4")
    s = session.screen_of(app)
    screen = session.game_module("connect4", "screen")
    setup = session.game_module("connect4", "setup")
    refused = set()
    for _ in every_setup(s, ("mode", "level", "first", "undos", "rules")):
        check_panel(s)
        s.notice = None
        s.act()   # in the computer's turn: refused with a notice (else a drop)
        if s.notice is not None:
            refused.add(s.notice_text())
            check_notice(s.notice_text())
    assert refused == {board_screen.WAIT}
    for notice in (board_screen.WAIT, board_screen.LINK_WAIT, board_link.CHOOSE,
                   board_screen.NOTHING_BACK, screen.NO_UNDOS, screen.COL_FULL,
                   screen.FILLED):
        check_notice(notice)
    for fouls in range(setup.FOUL_LIMIT + 1):
        check_notice(screen.FOUL % (fouls, setup.FOUL_LIMIT))
    s.setup.update(rules=setup.FOULS, first=0)   # you (or Solid) first: your fouls, after six
    for s.setup["mode"] in (0, 1):   # a win on fouls: vs the computer, and two players
        s.new_game()
        for _ in range(6 + setup.FOUL_LIMIT):
            s.play_move(3)
        assert s.game.reason == screen.WIN_VIOLATIONS
        check_banner(*s.banner())


def scores(s):
    """The panel's rows that count (the sides' wins, the draws)."""
    return [row for row in s.panel_rows() if row is not None and row[2] is not None]


def test_two_players_the_banner_names_the_winner_as_the_rows_and_the_turn_line_do():
    """One naming, everywhere: the banner's big word, or mark, is the winner's in its score
    row and in the turn line before its winning move (review 36: Connect Four's rows and
    turn line show only the pieces, its banner said RING WINS)."""
    for game, moves in (("tictactoe", (0, 3, 1, 4, 2)), ("connect4", (0, 1, 0, 1, 0, 1, 0))):
        board, app = session.start(game)
        s = session.screen_of(app)
        s.setup["mode"] = 1
        for s.setup["first"] in (0, 1):
            s.new_game()
            for move in moves:
                mark = s.status_mark()
                turn = s.status().split()[0] if mark is None else mark   # X (TO PLAY)
                before = scores(s)
                s.play_move(move)
                board.run(app, 400)   # (landed: while it falls the turn line names its mover)
            won = [(mark, label) for (mark, label, count), (_, _, was)
                   in zip(scores(s), before) if count != was]
            assert len(won) == 1 and s.game.result != s.DRAW, won
            mark, label = won[0]
            named = label if mark is None else mark
            assert s.banner() == (named, "WINS") and turn == named, (game, s.banner(), won)


def test_a_notice_covers_the_title_and_the_status_clear_of_the_rows():
    """A strip over the status alone touched the title's last row."""
    gfx = Gfx(SimBoard().display)
    board_panel.draw_panel(gfx, "LINK HOST", "YOUR MOVE", [(None, "YOU", 0)],
                           (("A", "DROP"),), 9999, notice="THEY PLAY")
    lit = gfx.display.pixel

    edges = (board_panel._EDGE, STRIP_END)
    top = board_panel.TOP
    assert all(lit(x, y) for x in edges for y in range(top, top + board_panel.NOTICE_H))
    assert not any(lit(x, y) for x in range(board_panel._EDGE, WIDTH)
                   for y in range(top + board_panel.NOTICE_H, board_panel.ROWS_Y))


def lit_bands(gfx):
    """The panel's runs of rows with something lit, as (first, last) row."""
    bands = []
    for y in range(64):
        if any(gfx.display.pixel(x, y) for x in range(board_panel._EDGE, WIDTH)):
            if bands and bands[-1][1] == y - 1:
                bands[-1][1] = y
            else:
                bands.append([y, y])
    return bands


def test_the_panel_keeps_a_dark_row_at_the_top_and_every_line_apart():
    """Review 80: VS MEDIUM on row 0 looked cut off at scale 4 (the launcher and Hearts keep
    a dark row over their first line). Every state keeps it, the notice's strip and the
    banner too, and the fullest panel (the title, the status, four rows, two keys: Connect
    Four's fouls row with A and B) keeps all eight lines, a dark row between each."""
    def panel(**kw):
        gfx = Gfx(SimBoard().display)
        board_panel.draw_panel(gfx, "VS MEDIUM", "YOUR MOVE",
                               [(None, "YOU", 0), (None, "CPU", 1), (None, "DRAW", 0),
                                (None, "FOUL 1/3", None)],
                               (("A", "DROP"), ("B", "UNDO 3")), 9999, **kw)
        return lit_bands(gfx)

    full = panel()
    assert full[0][0] >= 1 and len(full) == 8, full
    assert all(last - first <= 6 for first, last in full), full
    for kw in ({"notice": "CPU TURN"}, {"notice": ("NO UNDO",) + board_panel.MENU_HINT},
               {"banner": ("YOU", "WIN!")}):
        assert panel(**kw)[0][0] >= 1, kw


def test_a_choice_row_shows_which_answer_is_chosen_the_answers_standing_still():
    """None chosen: <YES  NO>, the arrows that pick each on its outer side; chosen: the
    menus' pointer before it, the other answer bare; the answers where they were; clear of
    column 127 and of the rows above and below."""
    def drawn(chosen):
        gfx = Gfx(SimBoard().display)
        board_panel.draw_panel(gfx, "LINK HOST", "YOUR MOVE",
                               [(None, "THEY ASK", None), (None, "TO UNDO", None),
                                (None, "1 MOVE?", None), (None, ("YES", "NO"), chosen)],
                               (("B", "NO"),), 9999)
        y = board_panel.ROWS_Y + 3 * 8
        return {(x, r) for x in range(board_panel._EDGE, WIDTH) for r in range(y - 1, y + 8)
                if gfx.display.pixel(x, r)}, y

    def text(word, x, y):
        gfx = Gfx(SimBoard().display)
        gfx.text(word, x, y, SMALL)
        return {(c, r) for c in range(WIDTH) for r in range(64) if gfx.display.pixel(c, r)}

    none, y = drawn(None)
    yes, _ = drawn(0)
    no, _ = drawn(1)
    words = text("YES", board_panel.CHOICE_X[0], y) | text("NO", board_panel.CHOICE_X[1], y)
    for lit in (none, yes, no):
        assert words <= lit and all(x < WIDTH - 1 and y <= r < y + 7 for x, r in lit)
    assert none - words == text("<", X, y) | text(">", end("NO", board_panel.CHOICE_X[1]) + 2, y)
    pointers = [{(x, r) for x, r in lit - words} for lit in (yes, no)]
    assert all(pointers) and pointers[0] != pointers[1]
    assert max(x for x, _ in pointers[0]) < board_panel.CHOICE_X[0]   # before YES
    assert end("YES", board_panel.CHOICE_X[0]) < min(x for x, _ in pointers[1]) \
        < board_panel.CHOICE_X[1]   # between the two, before NO
