"""The side panel right of a board game's board (ui/board_screen.py draws it), all in the
5x7 font: the title and the status (or a notice inverted over both), rows of scores, the key
bar's pairs one a line at the bottom; once a game is over, a banner with the result in
place of the title and the status, as a notice stands, the board (and its winning line)
left in view."""
from firmware.ui import partial
from firmware.ui.gfx import HEIGHT, SMALL, WIDTH
from hal.buttons import DOWN, LEFT, RIGHT, UP

X = 68            # the panel's left edge; the board is drawn left of it
# Its lines 8 rows apart from row 1, a dark row under each: the title, the status, the rows,
# the key bar's last pair on rows 57-63, as every screen's key bar (gfx.keybar). A dark row
# over the title, as the launcher and Hearts keep (review 80: VS MEDIUM on row 0 looked cut
# off at scale 4): eight lines of 7 rows, one between each, fill the other 63 (kept off the
# bottom row too, the panel would lose a line, or two lines would touch)
TOP = 1
ROWS_Y = TOP + 16   # the first row under the title and the status
KEYS_Y = HEIGHT - 7   # the key bar's last pair
NOTICE_H = 15     # a notice's strip over the title and the status (from TOP), clear of the
NOTICE_Y = TOP + (NOTICE_H - 7) // 2   # first row; its line in the strip's middle
_EDGE = X - 2     # an inverted strip starts here, two columns clear of the text
_SPAN = WIDTH - 1 - _EDGE   # ...and ends on column 126 (nothing on column 127)
# So a line of text from X holds 10 characters (to column 126), a notice inverted in the
# strip 9 (to column 120: its last stroke must stand clear of the strip's end as of its start)
# The app's WAIT (app.TOAST) in place of the key bar, and of anything under the score rows
# (the two sides and the draws: SCORE_ROWS), from the dark row under them to the key bar's
# last row: it is up only while the key pressed would not act (a result, a B after the B that
# closed the pause menu: app.LOOK_MS; taps kept up through the computer's turn: app.REST_MS;
# once PAUSE A MOMENT, on two lines), and the keys coming back is the sign they
# act. The result, the status and every score row stay in view (review 38: over the score
# rows it hid CPU and DRAW under CPU WINS; review 32's STOP, THEN PRESS, up for every
# refused tap, over the key bar touched the DRAW row and hid keys that acted), and its lines
# stand clear of the glass's edges (review 50: STOP TAPPING's two lines filled the key
# bar's 15 rows to the bottom edge), the box to the bottom row as the key bar it covers:
# in play 23 rows, two lines with lit rows round them (a fourth row, Connect Four's fouls or
# a linked game's news, hidden whole by HOLD FOR MENU's two lines; not by WAIT: KEYS_BOX);
# under the result's banner the same (review
# 66: under a banner of two sizes, 23 rows high, the box had the key bar's 15, and the
# app's HOLD FOR MENU no room for its two lines).
SCORE_ROWS = 3
TOAST_BOX = (_EDGE, ROWS_Y + 8 * SCORE_ROWS, _SPAN, KEYS_Y + 7 - ROWS_Y - 8 * SCORE_ROWS)
# ... but where a row stands under the score (Connect Four's FOUL 1/3, CPU BEGAN, a linked
# game's news), a note of one line (WAIT) over the key bar's two lines alone, a dark row
# over it, four lit rows under its word (review 86: WAIT hid the FOUL count, which the
# player needs as the turn comes; the key bar's A:DROP does not act under it anyway)
KEYS_BOX = (_EDGE, KEYS_Y - 8, _SPAN, 15)
# B with nothing to take back: what to do instead, in the app's box (TOAST_BOX), where its
# HOLD FOR MENU comes as B is held (issue 44, reviews 67-70: NOT YET read as "wait"); the
# words of Hearts' status bar (its MENU_NOTE). Unlike the app's WAIT there, A still acts
# under it: the box goes with the notice, at the next move or after SAY_MS (1.2 s)
MENU_HINT = ("HOLD B:", "MENU")
CHOICE_X = (X + 6, X + 38)   # a choice row's two answers (see draw_choice)
_MARK_STEP = 10   # a row's mark (7 across) to its label
CPU_BEGAN = "CPU BEGAN"   # the row under the score while the computer's opening move is alone
ARROWS = {LEFT: "<", RIGHT: ">", UP: "▲", DOWN: "▼"}   # the key bar's names (gfx.keybar)
AIM = "AIM"   # act_word while A waits for an arrow (must_aim): the key bar's aim_key


def draw_panel(gfx, title, status, rows, keys, most, mark=None, status_mark=None,
               notice=None, banner=None):
    """title and status (status_mark, a mark drawn before it, or None) or, with banner
    ((big, small): e.g. ("YOU", "WIN!"), see draw_banner), the result instead; notice (or
    None) inverted over both (a strip over the status alone would touch the title's last
    row; a tuple: its first line there, the rest in TOAST_BOX over the key bar, as the app's
    box stands there); rows: (mark or None, label, count or None) a line each from
    ROWS_Y, None a blank line; counts right-aligned, shown up to most; a label that is a
    pair of answers is a choice (draw_choice), its count the one chosen;
    mark(gfx, x, y, mark, c=1, size=7) draws a mark size across (lit, or dark with c=0: in
    the banner); keys: the key bar's pairs."""
    y = ROWS_Y
    if banner is not None:
        draw_banner(gfx, banner[0], banner[1], mark)
    elif notice:
        gfx.fill_rect(_EDGE, TOP, _SPAN, NOTICE_H, 1)
        gfx.text(notice if isinstance(notice, str) else notice[0], X, NOTICE_Y, SMALL, 0)
    else:
        gfx.text(title, X, TOP, SMALL)
        if status_mark is not None:
            mark(gfx, X, TOP + 8, status_mark)
            gfx.text(status, X + _MARK_STEP, TOP + 8, SMALL)
        else:
            gfx.text(status, X, TOP + 8, SMALL)
    for row in rows:
        if row is not None:
            icon, label, count = row
            if isinstance(label, tuple):
                draw_choice(gfx, label, count, y)
                y += 8
                continue
            x = X
            if icon is not None:
                mark(gfx, x, y, icon)
                x += _MARK_STEP
            gfx.text(label, x, y, SMALL)
            if count is not None:
                gfx.right(str(min(count, most)), WIDTH - 1, y, SMALL)
        y += 8
    gfx.keybar(keys, KEYS_Y, X)
    if banner is None and isinstance(notice, tuple):
        gfx.note_box(notice[1:], TOAST_BOX[0], TOAST_BOX[1], TOAST_BOX[2], TOAST_BOX[3])


def draw_choice(gfx, answers, chosen, y):
    """Two short answers (3 letters and 2, e.g. YES and NO) side by side on row y, LEFT
    picking the first, RIGHT the second: the menus' pointer before the one chosen (0 or
    1); None: none chosen yet, each with the arrow that picks it on its outer side
    (<YES  NO>). The answers stand still whichever it is: only the marks change."""
    for i, text in enumerate(answers):
        gfx.text(text, CHOICE_X[i], y, SMALL)
        if chosen == i:
            gfx.pointer(CHOICE_X[i] - 6, y)
    if chosen is None:
        gfx.text("<", X, y, SMALL)
        gfx.text(">", CHOICE_X[1] + gfx.text_width(answers[1], SMALL) + 1, y, SMALL)


def banner_line(big, small):
    """The banner's words on one line, or None where big is a mark (drawn before small)."""
    return big + " " + small if isinstance(big, str) else None


def banner_width(gfx, big, small):
    """The banner's line's width in columns: its words, or a mark (7 across), a dark
    character's width, then small."""
    line = banner_line(big, small)
    return gfx.text_width(line, SMALL) if line else 7 + 6 + gfx.text_width(small, SMALL)


def draw_banner(gfx, big, small, mark=None):
    """The result, inverted at the panel's top where a notice stands: big then small on
    one line in the 5x7 font, centred, 10 characters at most (YOU WIN!, CPU WINS, DRAW
    GAME); big a mark (an int): mark(gfx, x, y, big, 0) draws it (Connect Four's piece,
    between two players: the rows and the turn line name the sides by their pieces). One
    style for every result of every board game (review 51: Connect Four's fouls put two
    small lines in the box where the rest had two sizes; review 66: a 10x14 word over a
    5x7 line filled the box's rows, cramped, and pushed the score rows down, the app's HOLD
    FOR MENU left no room under them)."""
    gfx.fill_rect(_EDGE, TOP, _SPAN, NOTICE_H, 1)
    x = _EDGE + (_SPAN - banner_width(gfx, big, small) + 1) // 2
    y = NOTICE_Y
    line = banner_line(big, small)
    if line:
        gfx.text(line, x, y, SMALL, 0)
    else:
        mark(gfx, x, y, big, 0)
        gfx.text(small, x + 7 + 6, y, SMALL, 0)


class PanelHooks:
    """The board screen's default hooks for its panel (firmware/games/README.md, "Board
    games"); a game replaces those that say more (Connect Four's marks and fouls)."""
    ACT_NAME = "PLAY"        # A's word on the key bar while playing
    SCORE_SHOWN_MAX = 9999   # the count is kept in full; only the shown figure stops here

    def side_name(self, side):
        return "P%d" % (self.SIDES.index(side) + 1)

    def title(self):
        if self.vs_cpu():
            return "VS " + self.setup_page.LEVEL_NAMES[self.setup["level"]].upper()
        return "2 PLAYERS"

    def status(self):
        if self.game.over():
            return ""   # the result still on its way (the banner says it once settled)
        if self.cpu == self.NO_CPU:
            return self.side_name(self.mover()) + " TO PLAY"
        return "YOUR MOVE" if self.human_turn() else self.cpu_status()

    def cpu_status(self):
        """The computer's turn: THINKING till its move is played, then, while that is on its
        way (Connect Four's piece falling), whose turn it still is, as a press there is told
        (wait_notice: CPU TURN; review 85: THINKING over the piece falling read as stuck)."""
        return "THINKING" if self.mover() == self.cpu else self.wait_notice()

    def status_mark(self):
        return None

    def notice_text(self):
        return self.notice

    def panel_rows(self):
        """A row per side (its name and wins; against the computer whose side it is, YOU X
        and CPU O, as a linked game's rows say YOU X and THEM O: a row of its own, YOU ARE
        X, left no room under the score for STOP TAPPING, review 50),
        then the draws."""
        score = self.score
        rows = []
        for i, side in enumerate(self.SIDES):
            name = self.side_name(side)
            if self.cpu != self.NO_CPU:
                name = ("CPU " if side == self.cpu else "YOU ") + name
            rows.append((None, name, score[i]))
        if self.DRAW is not None:
            rows.append((None, "DRAW", score[-1]))
        return self.began(rows)

    def began(self, rows):
        """rows, and CPU BEGAN after them while the computer's opening move is the only
        one on the board (review 54: First: Random drawn for the computer, the player found
        a piece there and nothing said why; THINKING said it only for 0.55 s)."""
        game = self.game
        if self.cpu != self.NO_CPU and game.moves and self.own_moves() == 0 \
                and not game.over():
            rows.append((None, CPU_BEGAN, None))
        return rows

    def keys(self):
        if self.game.over():
            return (("A", "AGAIN"), ("B", "SETUP"))
        if self.mover() == self.cpu or self.cpu != self.NO_CPU and not self.settled():
            # the computer's turn, or its piece still falling: no keys, A and B refused
            # there (fresh reviews: A:DROP was offered while it thought, and while its piece
            # fell; review 76: B:UNDO too). Changed in the frames the move and the reply
            # draw anyway: no frame of its own
            return ()
        act = self.act_word()
        act = (self.aim_key(),) if self.must_aim() else () if act is None else (("A", act),)
        word = self.undo_word() if self.own_moves() > 0 else None
        if word is None:
            return act   # nothing B could take back (it says why)
        return act + (("B", word),)

    def act_word(self):
        """A's word on the key bar in the player's turn: what A does there (None: A does
        nothing where the cursor is)."""
        return AIM if self.must_aim() else self.ACT_NAME

    def must_aim(self):
        """A acts only once the player has moved the cursor: the key bar offers the arrows
        (aim_key) in A's place. While A tapped into the turn waits for an aim (ctx.aiming,
        reviews 90, 91: A:DROP stood over the refusal), or where a game says (Connect Four's
        FILLED UP)."""
        return self.ctx.aiming()

    def aim_key(self):
        """The arrows' pair on the key bar: they put the cursor where the next move goes."""
        return ("".join(ARROWS[k] for k in self.CURSOR_KEYS), AIM)

    def aim_words(self):
        """aim_key as one note, and that a pause does as well: what the app says to a tap
        that waits for an aim (review 96: <>:AIM alone read as an arrow being needed)."""
        return "%s:%s\nOR WAIT" % self.aim_key()

    def undo_word(self):
        """B's word on the key bar while a move of the player's is on the board, or None:
        no take-back left."""
        return "UNDO"

    def banner(self):
        """(big, small): the result as the panel's banner shows it."""
        result = self.game.result
        if result == self.DRAW:
            return ("DRAW", "GAME")
        if self.cpu == self.NO_CPU:
            return (self.side_name(result), "WINS")
        return ("CPU", "WINS") if result == self.cpu else ("YOU", "WIN!")

    def link_mark(self, index):
        """A linked game's mark for side index (0 the host's), drawn by draw_panel's mark,
        or None: the side's name is written instead (ui/board_link.py)."""
        return None

    panel_drawn = None   # what the panel showed...
    panel_frame = -2     # ...in this frame (gfx.frames)

    def draw_panel(self, gfx, mark=None):
        """The side panel (ui/board_panel.py) from the hooks above (a linked game's title,
        status, rows, keys and banner are the link's); mark(gfx, x, y, mark) draws the
        marks that rows and status_mark name. Where it shows what the frame on the glass
        shows, the glass's pixels are taken back instead (a cursor move: its text cost the
        Pico several ms a frame); not under a link, whose boxes may cover it."""
        hooks = self if self.linked is None else self.linked
        banner = hooks.banner() if self.game.over() and self.settled() else None
        shown = (hooks.title(), hooks.status(), hooks.panel_rows(), hooks.keys(),
                 self.status_mark(), self.notice_text(), banner)
        if self.game.over() and not self.settled() and self.panel_drawn is not None:
            # the last piece still falling: the score the game just earned waits for its
            # banner (it had shown 0.2 s before it); the computer's says whose turn it still
            # is, as its every piece falling does (cpu_status), not the THINKING before it
            shown = self.panel_drawn
            if self.player is not None and shown[1] != self.wait_notice():
                shown = shown[:1] + (self.wait_notice(),) + shown[2:]
        glass = None
        if self.linked is None and self.panel_drawn == shown:
            glass = partial.last_frame(gfx, self.panel_frame)
        if glass is not None:
            partial.keep(gfx, glass, _EDGE, 0, WIDTH - 1, HEIGHT - 1)
        else:
            draw_panel(gfx, shown[0], shown[1], shown[2], shown[3], self.SCORE_SHOWN_MAX, mark,
                       shown[4], shown[5], banner)
        self.panel_drawn = shown
        self.panel_frame = gfx.frames

    def panel_toast_box(self):
        """Where the app's WAIT goes over the panel as last drawn: KEYS_BOX where a row
        stands under the score; else TOAST_BOX (a notice's own box there, HOLD B: MENU, is
        covered whole). HOLD FOR MENU's two lines want TOAST_BOX's 23 rows (hold_box)."""
        drawn = self.panel_drawn
        if drawn is None or len(drawn[2]) <= SCORE_ROWS or isinstance(drawn[5], tuple):
            return TOAST_BOX
        return KEYS_BOX

    def redraw_keys(self, gfx):
        """The panel as the frame on the glass (loaded as this one's start) shows it but
        for its key bar, drawn again from keys(): what A does changed with a cursor move."""
        keys = self.keys()
        drawn = self.panel_drawn
        top = KEYS_Y - 8 * (max(len(keys), len(drawn[3]), 1) - 1)   # (a pair a line, up)
        gfx.fill_rect(X, top, WIDTH - X, HEIGHT - top, 0)
        gfx.keybar(keys, KEYS_Y, X)
        self.panel_drawn = drawn[:3] + (keys,) + drawn[4:]
        self.panel_frame = gfx.frames

    def keep_panel(self, gfx):
        """The panel left as the frame on the glass shows it, that frame loaded as this one's
        start (partial.load_frame) by a game that knows nothing the panel shows has changed
        since draw_panel drew it there: its hooks' text, a cursor move's 1.5-2 ms on the
        Pico, not made again (nor anything allocated)."""
        self.panel_frame = gfx.frames
