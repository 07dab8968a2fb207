"""Loads one game lazily, runs its Screen behind an error boundary, saves its resume state,
and unloads it completely when it ends, so the launcher's heap is left as it was."""
import gc
import sys

from hal.buttons import ALL

RESUME_VERSION = 1
# What a board without a link says in the lobby, and what would make one (README's name),
# unless the board says it in its own words (no_link, hal/board.py: the simulator's --link)
NO_LINK = "This handheld has no link: wire its UART to another's, or use Wi-Fi (a Pico W). " \
    "README: Link play."


def resume_record(name):
    return "resume_" + name


class GameContext:
    """What a game's Screen may use (firmware/games/README.md)."""
    link_role = None   # a new game over the link: 0 hosts, 1 joins (issue 45)
    link = None        # its channel once open (firmware/link), which the app polls

    def __init__(self, app, name, link_role=None, resume=False):
        board = app.board
        self.name = name
        if link_role is not None:
            self.link_role = link_role
        self.rng = board.rng
        self.clock = board.clock
        self.sound = app.sound
        self.settings = app.settings
        self.storage = board.storage
        self._app = app
        self.screen = None
        self.state_due = False  # save_state() was asked for and is not written yet
        # a new game (New game, or the title card's Link): the game saved before it stays
        # until a game is on here to save over it, not lost to a setup page or a lobby left
        # (review 56: B on New game's setup page had lost the saved game); a resumed one is
        # this game: its end removes it
        self.keep_saved = not resume

    def link_port(self, role, peer=0):
        """The board's port to the other handheld (hal/board.py), the host's to its peer-th
        joiner; OSError: it has none."""
        board = self._app.board
        port = getattr(board, "link_port", None)
        if port is None:   # (the browser page; the simulator without --link)
            raise OSError(getattr(board, "no_link", NO_LINK))
        self._app.drop_farewell()   # the port is this game's now
        return port(role, peer) if peer else port(role)

    def link_nonce(self):
        """A number for a link's handshake from the board's own source, never ctx.rng: one
        output of that tells its state, and a joiner would know every deal."""
        return self._app.board.link_nonce()

    def link_peers(self):
        """How many handhelds may join this one's game at once (hal/board.py)."""
        return getattr(self._app.board, "link_peers", 1)

    def load(self, name, version, default, check=None):
        return self.storage.load(name, version, default, check)

    def save(self, name, version, data):
        return self.storage.save(name, version, data)

    def finished(self, level, result, counts=None, bests=None, rank=None):
        """A game is over: tally it on the Stats page (app.record_result)."""
        self._app.record_result(self.name, level, result, counts, bests, rank)

    def counted(self, level, counts=None, bests=None):
        """Counts and bests of a game already finished (e.g. a double-up after the hand)."""
        self._app.record_result(self.name, level, None, counts, bests)

    def clear_stats(self):
        """The player reset the game's scores: its Stats page is cleared too."""
        self._app.clear_stats(self.name)

    def hold_input(self, look=0, mask=ALL):
        """A result or a page is drawn in this step: no press begun before it was on the
        glass, or less than app.GUARD_MS after, acts on it (app.hold_input). look: a mask
        of the buttons that act (hal.buttons.ALL: all of them) that wait app.LOOK_MS
        instead, where the picture is one to read and their press cannot be taken back:
        the end of a hand or a game, an A that spends, stakes or takes a choice made for
        the player. mask: the buttons held (all unless said: a linked board game's move
        going into the other's turn holds B alone, its A refused there by the game)."""
        self._app.hold_input(mask, look)

    def guard_turn(self, look=0, back=False, aim=None, own=False):
        """The player's turn is drawn in this step (back from the computer, or a press's):
        the buttons that act act on it only once it has been seen (app.guard_turn); look:
        as hold_input's (a move taken back: B). back: the turn is back
        from the computer, so a press refused as it appeared rests the button (app.REST_MS)
        as one refused in the computer's turn does. aim: the words naming the arrows that
        choose the move (e.g. <>:AIM; True: app.AIM_NOTE's): A tapped into the turn waits for
        one (app.AIM_MS). own: the turn the player's own press drew (Play): a tap its guard
        refuses, kept up from that press, waits for an aim, not the press itself."""
        self._app.guard_turn(look, back, aim, own)

    def aiming(self):
        """A waits for an aim (app.aiming): the key bar offers the arrows in A's place."""
        return self._app.aiming()

    def aimed(self):
        """The press being answered changed what the turn's A acts on (Hearts: a pick of
        the hint's pass dropped): as an arrow does, it ends the wait for an aim
        (app.aimed), so the next A acts."""
        self._app.aimed(self.clock.ticks_ms())

    def off_turn(self):
        """The press being answered came in the computer's turn, refused as its turn (CPU
        TURN, NOT YOUR TURN): taps of it kept up as the player's turn comes play nothing there
        till the button rests (app.off_turn, app.REST_MS)."""
        self._app.off_turn()

    def refuse(self):
        """A press the screen cannot take now (a card under the link's LINK LOST box, a
        value at its end) is refused with the app's low tick (app.refuse_press): what is on
        the glass says why."""
        self._app.refuse_press()

    def release_input(self):
        """What a result held back has left the glass, and the computer plays on (a press
        only hurries it): presses act again, a mash going on too (app.release_input)."""
        self._app.release_input()

    def save_state(self):
        """Ask for the resume state to be saved. The app writes it at the end of the step,
        once the frame that shows the move is on the glass: a flash write takes 12 ms, 70
        with an erase, on the device, and the player should not wait for it to see a press."""
        self.state_due = True

    def write_state(self):
        """Save the resume state now (the app calls this; a game calls save_state()), then
        collect: a safe point (the move is on the glass and saved), so the next long-lived
        allocation lands low in the heap, not amid the garbage of this move's search, where
        it would split the free space (DESIGN.md section 7). Not while the screen has work
        due (the computer's think, whose reply the player waits for): the save after the
        reply collects."""
        self.state_due = False
        screen = self.screen
        snap = screen.snapshot() if screen else None
        record = resume_record(self.name)
        if snap is None:
            if not self.keep_saved:
                self.storage.remove(record)
            saved = True
        else:
            saved = self.storage.save(record, RESUME_VERSION, snap)
            self.keep_saved = False
        if not getattr(screen, "due", False):
            gc.collect()
        return saved


def unload(name, before=None):
    """Drop the game's modules and, given before (the module names loaded before the game
    started), every other module it brought in (shared ui pieces), so none stays on the
    launcher's heap."""
    prefix = "firmware.games." + name
    for mod in [m for m in sys.modules if m == prefix or m.startswith(prefix + ".")
                or (before is not None and m not in before)]:
        forget(mod)
    gc.collect()


def forget(mod):
    """Drop a module from sys.modules; its parent loses the attribute too, or it would keep
    the module alive."""
    del sys.modules[mod]
    dot = mod.rfind(".")
    parent = sys.modules.get(mod[:dot]) if dot > 0 else None
    if parent is not None and hasattr(parent, mod[dot + 1:]):
        delattr(parent, mod[dot + 1:])


def _peek(name, sub, read):
    """read(module) of firmware.games.<name>.<sub>, imported for the moment: afterwards the
    game's modules are dropped again, or only that one while the game runs (pause menu)."""
    running = "firmware.games." + name in sys.modules
    mod = "firmware.games.%s.%s" % (name, sub)
    try:
        return read(__import__(mod, None, None, ["read"]))
    finally:
        if not running:
            unload(name)
        elif mod in sys.modules:
            forget(mod)


# Every game's help ends with how a press is answered (app.py's guard): the rules had been
# met only as refusals (a fresh review: "invisible until you trip them")
PRESSES = ("Presses",
           "A or B under 0.3 s after anything new does nothing (WAIT). Results and "
           "questions take them after 1.2 s: stop tapping, then press. A tapped on into "
           "your turn plays nothing till you aim with the arrows or wait 1.1 s: <>:AIM OR "
           "WAIT says so.")


def help_pages(name):
    """The game's help: its help.py's PAGES, (title, text) pairs with the controls card
    first, then PRESSES."""
    try:
        return _peek(name, "help", lambda m: m.PAGES) + (PRESSES,)
    except ImportError:
        return (("Help", "No help for this game yet."), PRESSES)


def stats_lines(name):
    """The lines(levels) function of the game's stats.py (its own Stats page), or None."""
    try:
        return _peek(name, "stats", lambda m: m.lines)
    except ImportError:
        return None


def title_tagline(name, storage):
    """The title card's line under the game's name: the tagline(saved, storage) of the game's
    optional title.py (saved: the resume state, None where none is saved or it is damaged;
    storage: for the game's own records), a str, or None (GAMES' tagline; a game without
    title.py: None)."""
    def read(module):
        return module.tagline(storage.load(resume_record(name), RESUME_VERSION, None,
                                           lambda d: isinstance(d, dict)), storage)
    try:
        return _peek(name, "title", read)
    except ImportError:
        return None


def asks_new(name):
    """Whether the game's own New game asks before it drops what the saved game holds (its
    optional title.py's NEW_ASKS: poker's ASK page), so the title card does not ask too."""
    try:
        return _peek(name, "title", lambda module: getattr(module, "NEW_ASKS", False))
    except ImportError:
        return False


class GameHost:
    """The view that hosts a running game."""
    done = False

    def __init__(self, app, name, resume, link_role=None):
        # Collections at safe points (here, and once the game's code is in) put what lives
        # as long as the game low in the heap, not above the garbage of the screens before
        # or of its loading, where it would split the free space for good (DESIGN.md 8)
        gc.collect()
        self.app = app
        self.name = name
        self.ctx = GameContext(app, name, link_role, resume)
        self.before = list(sys.modules)
        saved = None
        if resume:
            saved = app.board.storage.load(resume_record(name), RESUME_VERSION, None,
                                           lambda d: isinstance(d, dict))
        gc.collect()  # compiling/loading the game wants the largest free blocks
        try:
            self.screen = self._build(saved)
        except BaseException:
            # A half-imported game (e.g. MemoryError mid-import) must not stay in sys.modules
            # holding heap that the next game needs.
            self.screen = None
            unload(name, self.before)
            raise
        self.ctx.screen = self.screen

    def _build(self, saved):
        module = __import__("firmware.games.%s.screen" % self.name, None, None, ["Screen"])
        gc.collect()
        try:
            return module.Screen(self.ctx, saved)
        except Exception:
            if saved is None:
                raise
            # A resume state this version cannot read: start fresh rather than fail.
            self.app.board.storage.remove(resume_record(self.name))
            return module.Screen(self.ctx, None)

    @property
    def dirty(self):
        return self.screen.dirty

    @dirty.setter
    def dirty(self, value):
        self.screen.dirty = value

    @property
    def due(self):
        return getattr(self.screen, "due", False)

    @property
    def toast_box(self):
        """Where the app's note goes (app.TOAST): the screen's toast_box, or while B is held
        for the menu (app.TOAST_HOLD) its hold_box where it has one (Hearts' and the board
        games': a box for WAIT, one word on one line, had no room for the hold note's
        lines), and while a tap waits for an aim (app.aim_words) its aim_box where it has one
        (Hearts': on the status bar, where its own refusals stand)."""
        from firmware.app import TOAST_HOLD   # (loaded: the app runs this view)
        app = self.app
        box = getattr(self.screen, "hold_box", None) if app.toast is TOAST_HOLD else \
            getattr(self.screen, "aim_box", None) if app.toast is app.aim_words else None
        return box or getattr(self.screen, "toast_box", None)

    def on_button(self, kind, button):
        self.screen.on_button(kind, button)
        self._check_done()

    def tick(self, now):
        self.screen.tick(now)
        self._check_done()

    def draw(self, gfx):
        self.screen.draw(gfx)

    def quit_question(self):
        """(title, text) asked before the pause menu's Quit, or None (linked_game)."""
        linked = getattr(self.screen, "linked", None)
        return linked.QUIT_ASK if linked is not None and linked.quit_asks() else None

    def pause(self):
        """The pause menu opens over the game: a linked game tells the others (its
        pause(); the game is ticked again once the menu is gone)."""
        linked = getattr(self.screen, "linked", None)
        if linked is not None:
            linked.pause()

    def _check_done(self):
        if self.screen.done:
            self.done = True

    def close(self, save=True):
        """Save the resume state (or drop it) and unload every module of the game."""
        if save and self.screen is not None:
            self.ctx.write_state()
        link = self.ctx.link
        if link is not None:
            link.quit()
            if not link.closed:
                self.app.farewell = link   # its BYE once the link is back (App.step)
        self.ctx.screen = None
        self.screen = None
        self.ctx = None
        unload(self.name, self.before)
