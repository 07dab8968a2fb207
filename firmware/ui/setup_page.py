"""A game's setup page: Play, the game's choices, then a reset row. Each choice is kept in the
game's setup dict as an index into its names (small, and easy to validate when loaded);
LEFT/RIGHT change the cursor's choice in place, its value between < >, and A steps it as
RIGHT does, with a click (reviews 57, 58: A, the natural press, only said <>: CHANGE; the
app's guard of the page's first GUARD_MS keeps a mash from the screen before off it). On
Play LEFT/RIGHT change the choice only on a page of one (poker's machine, which then stands
between < > too, its line no cursor stop: review 51, the cursor on it lost A:START; its
explain on the title's line); where there are more they are refused (a fresh review: on Play
they changed the mode below it unseen). UP/DOWN stop at the page's ends, pressed or held, a
press there the low tick (its menu's wrap off); under the arrows a graded choice (GRADED: a
level, an amount) stops at its ends, as Settings' levels do (review 49: LEFT past Random landed on
Perfect), A going round (menu.stepped); the reset row asks first: it says what it clears
over two answers, KEEP lit till an arrow lights CLEAR (UP/DOWN as LEFT/RIGHT); A takes the
lit one, B keeps, and a clear is said under the reset row for CLEARED_MS (review 88: it went
back with no word). The page says its keys on the key bar, as Settings does (review 46:
nothing said A starts): A:START B:BACK on Play, <>:CHANGE B:BACK on a choice, A:OPEN B:BACK
on the reset row; the title's line says the game's name whatever the cursor is on (review
73: there <>:CHANGE B:BACK took the place of the one fixed landmark), the list scrolling
under it."""
from firmware.ui.gfx import SMALL, WIDTH
from firmware.ui.menu import BACK, CHANGE_KEYS, CHANGED, CHOSEN, OPEN_KEYS, Menu, stepped
from hal.buttons import A, B, DOWN, LEFT, PRESS, RIGHT, UP

# What on_button asks the game's screen to do.
PLAY = 1
RESET = 2
LEAVE = 3
CHOICE = 4  # a choice changed: save the setup
REFUSE = 5  # LEFT/RIGHT on a line with nothing to change: the refusal's tick
START_KEYS = (("A", "START"), ("B", "BACK"))
# The reset's question: its two answers side by side under its words, the chosen one lit,
# KEEP first; the arrows choose, A takes the chosen, B keeps, the key bar naming all three
# (review 86: A:KEEP <>:CLEAR named the answer on the key bar alone, read as "an arrow
# clears", nothing lit; review 88: B was not on it; <>:CHOOSE with it filled the glass)
ANSWERS = ("KEEP", "CLEAR")
ANSWER_Y = 47   # the lit answer's box: a dark row above (the words' descenders) and below
ASK_KEYS = (("A", "OK"), ("<>", "PICK"), ("B", "KEEP"))
# WAIT over the key bar: the question and both answers stay in view
ASK_TOAST_BOX = (0, 56, WIDTH, 8)
# a clear confirmed, under the reset row (its label's last word: SCORE CLEARED) this long;
# the next press takes it away sooner
CLEARED = " CLEARED"
CLEARED_MS = 2000
# The choices whose values run in order, easiest or least first: they stop at their ends
GRADED = ("level", "target", "undos")


def press(screen, kind, button, clear_scores):
    """Pass a button to screen.page (a SetupPage) and do what it asks of the game's screen:
    leave, start a game (screen.new_game()), clear the scores once confirmed
    (clear_scores(), then saved, and the game's Stats page cleared too, with a click) or
    keep a changed choice (screen.save_record(); A's with a click: it was taken, where the
    guard's refusal ticks low)."""
    asking = screen.page.confirming
    action = screen.page.on_button(kind, button)
    screen.dirty = True
    if screen.page.confirming and not asking:   # the question is new: a press seen first;
        screen.ctx.guard_turn()   # not a look's wait: A keeps till an arrow chose CLEAR
        # (review 86: the safe answer met WAIT at every tap for 1.2 s)
    if action == LEAVE:
        screen.done = True
    elif action == PLAY:
        screen.new_game()
        screen.ctx.guard_turn()   # the game opening: a double tap on Play makes no move
    elif action == RESET:
        screen.page.cleared_at = screen.ctx.clock.ticks_ms()
        clear_scores()
        screen.save_record()
        screen.ctx.clear_stats()
        screen.ctx.sound.play("click")
    elif action == CHOICE:
        screen.save_record()
        if button == A:
            screen.ctx.sound.play("click")
    elif action == REFUSE:
        screen.ctx.refuse()


def tick(screen, now):
    """A clear said long enough (CLEARED_MS): its words go."""
    page = screen.page
    if page.cleared_at is not None \
            and screen.ctx.clock.ticks_diff(now, page.cleared_at) >= CLEARED_MS:
        page.cleared_at = None
        screen.dirty = True


def valid(setup, counts):
    """True when setup holds an index in range for every choice (counts: key -> how many)."""
    if not isinstance(setup, dict):
        return False
    for key, count in counts.items():
        value = setup.get(key)
        if not isinstance(value, int) or not 0 <= value < count:
            return False
    return True


class SetupPage:
    """rows: the row keys in order ("play", the choices, "reset"); labels: key -> (prefix,
    names) or (prefix, names, names in two-player mode), prefix and name at most 17
    characters (on the cursor's row the value stands between < >: 19 characters fill the
    line in SMALL); counts: key -> how many names; clears: what the reset row clears, said
    before it does; explains: row key -> a line
    (up to 18 characters) shown under the choice's line, a letter in, while LEFT/RIGHT
    change it, for a choice its label cannot explain, or a tuple of lines, one per value (a level's
    strength: review 55, "Level: Medium says nothing"); explains_2p: those of two-player
    mode where they differ (First's: which mark goes first, review 57: "First: Ring" was
    never explained); play: the Play row's words (up to 19 characters). Games with a
    "mode" choice (1: two players) hide the cpu_only rows in two-player mode."""

    def __init__(self, title, setup, labels, counts, rows, reset_label, cpu_only=(),
                 clears="", explains=None, play="Play", explains_2p=None):
        self.title = title
        self.play = play
        self.explains = explains or {}
        self.explains_2p = explains_2p or {}
        self.setup = setup
        self.labels = labels
        self.counts = counts
        self.all_rows = rows
        self.cpu_only = cpu_only
        self.reset_label = reset_label
        self.clears = clears
        self.confirming = False  # the reset asks: A does what is chosen, B keeps
        # ... and what A does there: KEEP unless an arrow chose CLEAR (review 84: with
        # A:CLEAR the answer, taps a second apart cleared the score 2 s after it asked)
        self.clearing = False
        self.cleared_at = None   # the ticks a clear was confirmed, while it is said, or None
        self.menu = Menu(title, [])
        # the list stops at Play and at its last line, pressed too (reviews 84, 88, 90: UP
        # from Play, where the page opens, went round to Reset and A asked to clear; DOWN
        # seven times round Connect Four's seven lines looked like nothing), where every
        # other list goes round (review 33 had asked for that here too)
        self.menu.wrap = False
        self.menu.under = self._under
        self.menu.values = lambda i: self.rows[i] in counts
        self.menu.keys = self._keys
        self.rebuild()

    def _two_players(self):
        return self.setup.get("mode") == 1

    def names(self, key):
        label = self.labels[key]
        return label[2] if len(label) > 2 and self._two_players() else label[1]

    def rebuild(self):
        rows = self.all_rows
        if self._two_players():
            rows = tuple(row for row in rows if row not in self.cpu_only)
        self.rows = rows
        self.menu.items = [self._label(row) for row in self.rows]
        self.menu.index = min(self.menu.index, len(self.rows) - 1)

    def _label(self, row):
        if row == "play":
            return self.play
        if row == "reset":
            return self.reset_label
        prefix = self.labels[row][0]
        return lambda: prefix + self._value(row)

    def _keys(self, i):
        row = self.rows[i]
        return START_KEYS if row == "play" else OPEN_KEYS if row == "reset" else CHANGE_KEYS

    def _play_choice(self):
        """The choice Play's line changes: the page's only one (poker's machine), else None."""
        if len(self.counts) == 1:
            for key in self.counts:
                return key
        return None

    def _arrowed(self):
        """The choice LEFT/RIGHT change: the cursor's row, or on Play the page's only choice;
        None on the reset row, and on Play where there are more."""
        row = self.rows[self.menu.index]
        if row == "play":
            row = self._play_choice()
        return row if row in self.counts else None

    def _move(self, kind, button):
        """UP/DOWN: the cursor to the next line it stops on, past the choice Play's line
        changes (no stop: it would only repeat Play, without A); pressed or held it stops at
        the page's ends (menu.wrap); REFUSE where there is none to go to (at an end; poker's
        page: Play alone)."""
        start = self.menu.index
        self.menu.on_button(kind, button)
        while self.rows[self.menu.index] == self._play_choice():
            at = self.menu.index
            self.menu.on_button(kind, button)
            if self.menu.index == at:   # at the list's end: stay
                self.menu.index = start
                break
        return REFUSE if kind == PRESS and self.menu.index == start else None

    def _value(self, row):
        """A choice's value, between < > where LEFT/RIGHT change it (as in Settings)."""
        value = self.names(row)[self.setup[row]]
        return "<" + value + ">" if self._arrowed() == row else value

    def on_button(self, kind, button):
        """PLAY, RESET, LEAVE, CHOICE, REFUSE or None."""
        self.cleared_at = None
        if self.confirming:
            if kind == PRESS and button in (LEFT, RIGHT, UP, DOWN):
                self.clearing = not self.clearing
                return None
            if kind == PRESS and (button == A or button == B):
                self.confirming = False
                return RESET if button == A and self.clearing else None
            return None
        if button == UP or button == DOWN:
            return self._move(kind, button)
        result = self.menu.on_button(kind, button)
        row = self.rows[self.menu.index]
        if result == BACK:
            return LEAVE
        if result == CHOSEN and row == "play":
            return PLAY
        if result == CHOSEN and row == "reset":
            self.confirming = True
            self.clearing = False
            return None
        if result == CHANGED:
            row = self._arrowed()
            if row is None:
                return REFUSE
            value = stepped(self.setup[row], self.counts[row], self.menu.step, row in GRADED)
            if value is None:
                return REFUSE   # (at its end: the refusal's tick)
            self.setup[row] = value
            self.rebuild()  # another row's presence or names may depend on this choice
            return CHOICE
        return None

    @property
    def toast_box(self):
        """Where the app's WAIT goes: on the reset's question over its key bar, its words and
        answers in view; else the top line (None)."""
        return ASK_TOAST_BOX if self.confirming else None

    def _under(self):
        """The explain of the choice LEFT/RIGHT change, under its line (menu.under), or a
        clear's confirmation under the reset row: (index, words), or None."""
        if self.cleared_at is not None:
            return self.rows.index("reset"), self.reset_label.split(" ")[-1].upper() + CLEARED
        row = self._arrowed()
        explains = self.explains
        if self._two_players() and row in self.explains_2p:
            explains = self.explains_2p
        explain = explains.get(row)
        if explain is None:
            return None
        if isinstance(explain, tuple):
            explain = explain[self.setup[row]]
        return self.rows.index(row), explain

    def draw(self, gfx):
        if not self.confirming:
            # on a choice the key bar says how it changes (review 60: the page said so
            # nowhere but the < > round the value) and B:BACK (a fresh review: "what does B
            # do here?"), an explain on the line under the choice's (review 66)
            self.menu.draw(gfx)
            return
        gfx.text(self.reset_label + "?", 2, 0, SMALL)
        gfx.hline(0, 9, WIDTH, 1)
        for i, line in enumerate(gfx.wrap(self.clears, SMALL, WIDTH - 4)[:4]):
            gfx.text(line, 2, 11 + 9 * i, SMALL)
        for i, answer in enumerate(ANSWERS):
            w = gfx.text_width(answer, SMALL) + 8
            x = WIDTH // 2 * i + (WIDTH // 2 - w) // 2
            chosen = i == self.clearing
            gfx.fill_rect(x, ANSWER_Y, w, 9, chosen)
            gfx.text(answer, x + 4, ANSWER_Y + 1, SMALL, 0 if chosen else 1)
        gfx.keybar(ASK_KEYS)
