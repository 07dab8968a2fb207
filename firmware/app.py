"""The launcher: splash, game list with title cards, settings, stats, pause menu, help,
power saving, and the error boundary around everything a game does.

A board (hal/board.py) is all it needs; main.py on the device and sim/ on the PC build one.
The loop never busy-waits: step() does one frame and returns how long to sleep."""
import gc

from hal.buttons import (A, ALL, B, COUNT, DOWN, LEFT, LONG, PRESS, RELEASE, REPEAT, RIGHT, UP,
                         step)
from firmware import errorlog, settings as settings_mod, stats as stats_mod
from firmware.games import GAMES, LINKED
from firmware.gamehost import (GameHost, asks_new, forget, help_pages, resume_record,
                               stats_lines, title_tagline)
from firmware.sound import Sound
from firmware.ui.gfx import Gfx, HEIGHT, SMALL, WIDTH
from firmware.ui.menu import CHANGE_KEYS, CYCLE, OPEN_KEYS, ROWS
from firmware.ui.views import AskView, MenuView, MessageView, PagedView, View

FRAME_MS = 20  # awake: 50 frames a second is plenty for menus and card animations
DIM_FRAME_MS = 50
SLEEP_FRAME_MS = 100
FRAMES_MS = (FRAME_MS, DIM_FRAME_MS, SLEEP_FRAME_MS)  # by power state (made once, not per step)
# While a link is open (awake): a frame this often, so a press reaches the other's glass in
# under 50 ms (issue 45.5), not up to a 20 ms frame later on each side; the price: the Pico
# busy about 30% of the time in an idle linked game (DESIGN.md section 8)
LINK_FRAME_MS = 4
# After a frame, this long with nothing new to show, and PRESS_QUIET_MS with no press: collect
# once. What the next press makes (a title card, a new game, a trick) then lands low in a clean
# heap, not above the garbage of the screens before, where it would split the free space
# (DESIGN.md 7). Not sooner after a press: a player moving a cursor taps again within about a
# second, and the collection (22 ms on the Pico) 250 ms after a tap met the next tap of one
# tapping three times a second (issue 44.6); a tap after a pause of about 1.1 s still meets it.
# gc.mem_alloc() would tell a cursor move's little garbage from a new screen's, but it walks
# the whole heap: 9 ms on the Pico, in the same path. Collecting right after each press's frame
# is on the glass met no tap, but made every press after it slower (its allocations among the
# holes the collection reopened low in the heap: about 1 ms a launcher or Connect Four move,
# some of those over 10 ms; DESIGN.md 7).
QUIET_MS = 250
PRESS_QUIET_MS = 1000
DIM_AFTER_MS = 30000
DISPLAY_RETRY_MS = 2000  # a display that stopped answering is tried again this often
LAUNCHER_FOOTER = 2  # Settings and Stats, under every page of games
LAUNCHER_KEY = "A:OPEN"   # the launcher's key, on its title's line (the same on every line)
PAUSE_KEYS = (("A", "OK"), ("B", "BACK"))   # the pause menu's key bar (B: back to the game)
# No one answers a new picture in under ~250 ms: a press of A or B (or a game's own acting
# key) that began before a new picture (a turn, a result, a screen) was on the glass, or less
# than this after, was aimed at what came before and does nothing; one begun later acts,
# however fast the taps before it came (issue 44: a press acts on what the player could have
# seen, at any pace of tapping; reviews 30, 35, 37 and 38: refusing a steady tapper's every
# tap as a "mash" froze a game at 2.5 taps a second and let it through at 1.5, a cliff no
# player could learn, and it took six timings to explain).
GUARD_MS = 300
# Where the picture is one to read and its press cannot be taken back, the buttons look
# names wait this long instead (hold_input's look): the end of a hand or a game, and poker's
# outcome (review 37: a 0.8-a-second tapper took HAND 1 OVER away 0.44 s after it came;
# reviews 27-29: a poker win taken 0.58 s on), a question's A (taps 0.44 s, then 0.67 s
# apart answered START A NEW GAME?), an A that takes a choice made for the player (poker's
# trainer stop; not its double-up's pick, which is luck: review 41), and a B after the B
# that closed a menu over the game (B, B never
# takes back a move; menus over menus take B, B at once: review 47). A press refused there
# under REST_MS after the one before (a stream's) starts the wait again: such a picture takes
# a fresh press, never the next beat of taps kept up through it (a lone one does not: reviews
# 73, 74, a tap a second met a result with WAIT for 3.5 s) (reviews 38 and 40: at 2 and 3
# taps a second, A:AGAIN went through CPU WINS 1.4 s on and started the next game unseen).
# No cap: taps kept up are held till a pause, WAIT's band filled again by each (review 96: at
# 4 to 6 taps a second CPU WINS gave way at a 3 s cap and A:AGAIN started the next game under
# the taps; reviews 67-70 and 73 had read a mash held till a pause as a game frozen, before
# WAIT's band showed the wait and each tap putting it back: review 81). Kept up means under
# AIM_MS apart, as on a turn: one rule for a tapper (review 97: a tap a second played
# nothing on a turn, the aim's, but took CPU WINS away 1.4 s on, under REST_MS's 0.85 s; a
# pause of 2 s then a press acts on both).
LOOK_MS = 1200
# A turn that comes while its button was being pressed in the computer's turn (refused there,
# NOT YOUR TURN, CPU TURN: ctx.off_turn, up to LOOK_MS before) takes a fresh press too: that
# button waits this long from that press (GUARD_MS from the turn at the least: _rest_end), and
# a press refused there starts it again, so taps kept up through
# the computer's turn do not play for the player while they go on (reviews 40, 41: A at 2.5
# and 8 taps a second played a whole Hearts hand, the queen taken, and Connect Four pieces
# the player never aimed), and a tapper at 1 a second plays on the tap after a refused one.
# A press refused by the guard of a turn back from the computer (guard_turn's back: begun
# as it appeared) is one kept up through its turn too. Not 0.6 s: taps 0.61 s apart (1.6
# a second, an impatient drumming) escaped it on every turn and played a Hearts hand, the
# queen taken, and lost a Connect Four game unaimed (review 44).
REST_MS = 850
# ... but never longer than this from the turn on the glass, however the taps go on: by then
# the turn has been up as long as a look, and a press is the player's (review 47: tapping
# on at 2 a second, the game looked frozen, STOP TAPPING up for 14 s, with no end to it;
# review 51: at 2 s, 2 to 8 taps a second moved every 2.6-3.0 s, STOP TAPPING up most of it)
REST_CAP_MS = 1200
# The caps are for taps a player paces: a press that came less than this after the one
# before it is a mash (about 2.4 taps a second or more, faster than anyone reads between),
# and a look or a rest it meets waits for a pause, WAIT up (reviews 52, 62: A at 3
# and 2.8 a second went on through CPU WINS at the cap, and led a Hearts card at the rest's
# cap, the player never having paused to choose it; reviews 71, 72: the same at 1.2 s, a
# Hearts hand and a poker pair thrown away), ...
MASH_MS = 420
# ... for this long from the turn at most: then the next tap acts (reviews 67-70, 73: a
# mash held till a pause, however long, read as a game frozen, 5 taps a second locked out
# for good; a turn's tap is held for an aim since, AIM_MS)
MASH_CAP_MS = 3000
# A turn back from the computer (ctx.guard_turn's aim) that the player tapped into, an acting
# button other than B pressed less than this before it came with no arrow since, plays nothing
# for that button's next press made less than this after its last: it waits for an arrow (an
# aim), or for a press after a pause this long, the glass naming the arrows (aim's words). No
# timing tells a steady tap from a chosen one: at a tap a second, or 1.3 s apart, every turn's
# first tap played the cursor's square, card or column unaimed, and lost games (reviews 87,
# 88); a wait restarted by such taps only moves that pace (the 0.85 s cliff: review 87). An
# arrow is a choice no rhythm makes; a press after a pause is a single press. 1.1 s, just
# over a tap a second (the slowest stream the sweeps hold): calm presses 1.6 s apart (at 2 s:
# reviews 98, 99) and 1.2 s apart on a result (at 1.5 s: review 101) met the refusal again
# and again and read as a frozen game.
AIM_MS = 1100
AIM_NOTE = "<>:AIM OR WAIT"   # ... its words where a game names no arrows (aim=True;
# review 96: CHOOSE WITH <> FIRST did not say a pause does too; review 99: PAUSE read as
# the pause menu)
# A press refused on a look's or a rest's wait (which it starts again): the glass says so
# (TOAST) till a press would act, its going the ready sign, on the top line or where the
# view's toast_box (x, y, width) says, off what the player reads then; one refused a moment
# early (GUARD_MS) too, for GUARD_MS from it (reviews 58-61: a dim alone said it, and read as
# a fault or the sleep; review 38 had found a box for one early press modal: this one goes as
# the next press would act). One word for every wait, a look's, a rest's or a mash's, its
# lit band narrowing round it as the wait runs out (TOAST_STEPS), filled again by a tap
# that starts the wait again: the time left seen, and that the taps put it back (review 81:
# WAIT and PAUSE A MOMENT took turns on one result at 4 taps a second and read as lag; a
# busy state wants one sign, shown as progress; before, LET GO, SLOW DOWN, STOP TAPPING
# and PAUSE A MOMENT each told the player rules about tapping: reviews 45, 46, 55)
TOAST = "WAIT"
TOAST_STEPS = 5   # the band's widths, a frame each (a whole redraw: 5 a wait at most)
# ... and while B is held in a game, from HOLD_NOTE_MS down till the pause menu opens or it is
# let go: the hold is seen to work (reviews 50, 51: nothing showed till the menu came)
TOAST_HOLD = "HOLD FOR MENU"
# In a game a B held this long and let go before it opens the pause menu was a hold for it,
# not a B: it only ticks (hal.buttons.Buttons.long_ms: the menu's); TOAST_HOLD shows from
# then, so B let go while it is up never takes a move back (review 53: shown from 0.3 s, B
# let go at 0.45 s took back a move; a tap is 0.1-0.2 s)
B_HOLD_MS = 400
HOLD_NOTE_MS = B_HOLD_MS
ACTS = 1 << A | 1 << B  # the buttons that act; the arrows only move a cursor
ERROR_LOG = "error.log"

AWAKE = 0
DIM = 1
ASLEEP = 2


class TitleCard(View):
    """A game's title card: Play / Resume / Help. Under the title, GAMES' tagline, or with
    a title.py what it says (poker: the machine Resume opens, or with none saved New game's)."""
    # Link where a game is saved: a linked game dealt here takes its place (one resume
    # record a game), so it asks first; B keeps it (a fresh review lost a game so)
    LINK_ASK = ("START A LINK?", "Starting a linked game replaces your saved one (Resume).",
                (("A", "LINK"), ("B", "KEEP IT")))
    # New game where a game is saved replaces it once the new one starts (Play), so it asks
    # too (a fresh review lost one so); a game whose own New game asks opts out (asks_new).
    # Left before Play, the setup page keeps it (review 56: B there lost it; review 26:
    # "even if you go back" beside B:KEEP IT read as B keeping it). Each fits AskView's
    # three lines.
    NEW_ASK = ("START A NEW GAME?", "Once it starts, it replaces your saved one (Resume).",
               (("A", "NEW"), ("B", "KEEP IT")))
    toast_box = (0, 0, WIDTH)   # WAIT over the title's rows, whole (over the
    # top line it left the title's last row showing under it, a fresh review's remnants)
    BAND = 19   # the title and the tagline, dark on a lit band
    # the key bar, as every other screen has (review 32): a band 2 rows lower than it was
    # left four lines (Resume, New game, Help, Link) no room above it; LEFT/RIGHT turn to the
    # next game's card (review 55: they did nothing, silently)
    KEYS = OPEN_KEYS + (("<>", "GAME"),)

    def __init__(self, app, index, linking=False):
        self.app = app
        self.index = index
        # Link was chosen last (or sim's link_role): the card comes back with the cursor on it
        self.linking = linking
        self.name, self.title, self.tagline = GAMES[index]
        self.refresh()

    def refresh(self):
        self.items = ["New game", "Help"]
        if self.name in LINKED:
            self.items.append("Link")   # play another handheld (firmware/ui/board_link.py)
        storage = self.app.board.storage
        record = resume_record(self.name)
        self.tagline = title_tagline(self.name, storage) or GAMES[self.index][2]
        if storage.exists(record):   # (a damaged one: the read set it aside, said so)
            self.items.insert(0, "Resume")
        self.cursor = self.items.index("Link") if self.linking else 0
        self.dirty = True

    def on_button(self, kind, button):
        if kind not in (PRESS, REPEAT):
            return
        self.dirty = True
        if button == UP or button == DOWN:
            self.cursor = step(self.cursor, 1 if button == DOWN else -1, len(self.items), kind)
        elif (button == LEFT or button == RIGHT) and kind == PRESS:
            self._turn(1 if button == RIGHT else -1)
        elif button == B and kind == PRESS:
            self.done = True
        elif button == A and kind == PRESS:
            item = self.items[self.cursor]
            self.linking = item == "Link"
            if item == "Help":
                self.app.push(PagedView(help_pages(self.name)))
            elif self.linking and "Resume" in self.items and \
                    getattr(self.app.board, "link_port", None) is not None:
                self._ask(self.LINK_ASK, lambda: self._link_menu(True))
            elif self.linking:
                self._link_menu()
            elif item == "New game" and "Resume" in self.items and not asks_new(self.name):
                self._ask(self.NEW_ASK, self._new_game)
            else:
                self.app.start_game(self.name, item == "Resume")

    def _turn(self, way):
        """The card of the game way (1, -1) along the launcher's list, round from its last
        to its first, as the launcher would open it: its cursor follows (B goes back to it
        on this game), and A and B wait for the new card to be seen."""
        self.index = (self.index + way) % len(GAMES)
        self.name, self.title = GAMES[self.index][0], GAMES[self.index][1]
        self.linking = False
        self.refresh()
        launcher = self.app.views[0]
        if isinstance(launcher, MenuView):
            launcher.menu.point(self.index)
        self.app.hold_input(ACTS)

    def _ask(self, question, on_yes):
        """Ask question (title, text, keys) before the saved game is lost; A: on_yes()."""
        title, text, keys = question
        self.app.push(AskView(title, text, on_yes, keys))

    def _new_game(self):
        """NEW_ASK answered A: the new game in its place (B left the cursor on New game)."""
        self.app.views.pop()
        self.app.start_game(self.name, False)

    def _link_menu(self, asked=False):
        """Host or join; asked: in place of LINK_ASK, answered A."""
        if asked:
            self.app.views.pop()
        self.app.push(MenuView("Link " + self.title, ["Host a game", "Join a game"],
                               self._link, keys=OPEN_KEYS))

    def _link(self, role):
        """Host (0) or join (1) a game over the link; it ends back on this title card."""
        self.app.views.pop()
        self.app.start_game(self.name, False, role)

    def draw(self, gfx):
        gfx.fill_rect(0, 0, WIDTH, self.BAND, 1)
        gfx.center(self.title, 1, SMALL, 0)
        gfx.center(self.tagline, 10, SMALL, 0)
        count = len(self.items)
        pitch = 12 if count < 4 else 9   # four lines: Resume, New game, Help, Link
        # the lines centred between the band and the key bar (two dark rows each side, or more)
        top = self.BAND + (HEIGHT - 7 - self.BAND - (count - 1) * pitch - 7) // 2
        for i, item in enumerate(self.items):
            y = top + i * pitch
            x = gfx.center(item, y, SMALL)
            if i == self.cursor:
                gfx.pointer(x - 8, y)
        gfx.keybar(self.KEYS)


class App:
    def __init__(self, board, game=None, link_role=None):
        self.board = board
        self.clock = board.clock
        self.gfx = Gfx(board.display)
        self.sound = Sound(board)
        self.settings = settings_mod.load(board.storage)
        self.display_lost = None  # ticks of the last display write that failed, or None
        self.unshown = False  # a frame is drawn but not on the glass yet
        self.last_frame = board.clock.ticks_ms()  # ... when the last one was drawn
        self.quiet_collected = False  # collected since then (QUIET_MS)
        self.apply_settings()
        self.stats = stats_mod.load(board.storage)
        self.stats["boots"] += 1
        board.storage.save(stats_mod.RECORD, stats_mod.VERSION, self.stats)
        self.views = []
        self.game = None
        self.power = AWAKE
        self.last_input = self.clock.ticks_ms()
        # buttons whose press, until released, does nothing more: a long B's (the pause menu
        # took it), the press that woke the screen
        self.swallow = 0
        self.held_back = False  # a long B with no pause menu to open: B on its release
        # hold_input: per button, a press acts only if it began at or after hold_until[b]
        # (None: no hold); hold_ms: per button, the wait a picture drawn in this step asks,
        # from the push of the frame that carries it (0: none)
        self.hold_until = [None] * COUNT
        self.hold_ms = [0] * COUNT
        # each hold's length: a look's or a rest's (over GUARD_MS) a refused press restarts
        self.hold_len = [0] * COUNT
        self.hold_cap = [0] * COUNT  # ticks each rest ends by (REST_CAP_MS; a look has none)
        self.mash_cap = [0] * COUNT  # ... for a mash (MASH_CAP_MS)
        self.off_at = [None] * COUNT  # ticks each button was last pressed off the turn
        self.pressed_at = [None] * COUNT  # ... and last pressed at all (seen)
        self.back = 0  # the buttons whose guard is a turn's back from the computer (rest)
        self.aim = 0  # the buttons whose next press waits for an arrow or a pause (AIM_MS)
        self.aim_armed = 0   # ... whose press a guard refuses starts that (guard_turn's own)
        self.aim_words = None  # ... what the glass says then (guard_turn's aim)
        self.arrow_at = None  # ticks an arrow was last pressed
        self.pressed = None  # the button whose press is being answered (off_turn)
        self.off = False  # ... and the game refused it as off the turn
        self.acts = ACTS  # the buttons that act, and the open game's own (ACT_KEYS)
        self.toast_until = None  # ticks TOAST goes (a press would act then), or None
        self.toast_from = 0  # ... the ticks its wait began (again)
        self.toast_step = TOAST_STEPS  # ... its band's width drawn, in TOAST_STEPS
        self.toast = TOAST  # ... and its words (TOAST_HOLD while B is held)
        self.heap_after_game = {}
        # a quit game's link, lost as it quit: polled till its BYE has gone (Channel.quit),
        # so the other handheld says THEY LEFT once the link is back, not LINK LOST for good
        self.farewell = None
        self.refresh()
        if game is not None:
            self.remember(game)  # the launcher under it starts on it
        self.push(self.launcher())
        if game is not None:  # (link_role: a new game over the link, sim/link.py's)
            names = [g[0] for g in GAMES]
            if game in names:   # its title card under it, as the launcher opens it (B
                # before poker's deal went to the launcher: review 33)
                self.push(TitleCard(self, names.index(game), link_role is not None))
            resume = board.storage.exists(resume_record(game))
            self.start_game(game, resume, None if resume else link_role)
        elif board.hardware_check:  # A held at power-up
            self.open_hardware()
        else:
            self.push(__import__("firmware.ui.splash", None, None, ["Splash"]).Splash(self))
            forget("firmware.ui.splash")  # boot only: the launcher's heap does not carry it
        self.show_notices()

    # views --------------------------------------------------------------
    def push(self, view):
        self.views.append(view)
        # a new screen: A and B wait for it to be seen (a question's A to be read: its look)
        self.hold_input(ACTS, getattr(view, "look", 0))

    @property
    def top(self):
        return self.views[-1]

    def launcher(self):
        items = [g[1] for g in GAMES] + ["Settings", "Stats"]

        def choose(i):
            if i < len(GAMES):
                self.push(TitleCard(self, i))
            elif i == len(GAMES):
                self.open_settings()
            else:
                self.open_stats()

        # the cursor starts on the game last played, so A, A resumes it after a power cut
        names = [g[0] for g in GAMES]
        last = self.settings.get("last")
        index = names.index(last) if last in names else 0
        view = MenuView("Pico Parlor", items, choose, index=index)
        if len(items) > ROWS:   # the games in pages above Settings and Stats (the title's
            # line says <1/2> where the key would be)
            paged = __import__("firmware.ui.paged_menu", None, None, ["PagedMenu"])
            view.menu = paged.PagedMenu(view.menu.title, items, LAUNCHER_FOOTER, index)
        else:   # what A does, as every other screen says its keys (review 32); B does
            view.menu.title_key = LAUNCHER_KEY   # nothing here
        view.on_button = self._launcher_button(view)
        # a game with a game in progress says so at the end of its line
        view.menu.note = lambda i: "RESUME" if i in self.in_progress else ""
        return view

    def refresh(self):
        """in_progress: the launcher's lines of the games with a game to resume (read once
        per return to the launcher, not at every cursor move)."""
        exists = self.board.storage.exists
        self.in_progress = [i for i in range(len(GAMES)) if exists(resume_record(GAMES[i][0]))]

    def _launcher_button(self, view):
        handle = view.on_button

        def on_button(kind, button):
            handle(kind, button)
            view.done = False  # B on the launcher goes nowhere: it is the bottom

        return on_button

    def open_stats(self):
        """The Stats page; its module is loaded for it and dropped again (launcher heap)."""
        page = __import__("firmware.ui.stats_page", None, None, ["StatsView"])
        self.push(page.StatsView(page.pages(self.stats, GAMES, stats_lines)))
        forget("firmware.ui.stats_page")

    def open_hardware(self):
        """The hardware check (firmware/hwcheck.py), loaded for it and dropped again."""
        gc.collect()  # its code wants a few KB in one piece
        check = __import__("firmware.hwcheck", None, None, ["open_check"])
        check.open_check(self)
        forget("firmware.hwcheck")

    def open_settings(self):
        count = len(settings_mod.KEYS)

        def change(i, step):
            if i == count:
                return  # the Hardware line has no value to change
            if not settings_mod.adjust(self.settings, settings_mod.KEYS[i], step):
                return   # (at its end: no write to flash for a held arrow's every repeat)
            self.apply_settings()
            settings_mod.save(self.board.storage, self.settings)
            if step == CYCLE:
                self.sound.play("click")   # A's step heard, as on a setup page
            self.show_notices()

        def label(i):   # the cursor's value between < >: LEFT/RIGHT change it
            return lambda: settings_mod.labels(self.settings, view.menu.index)[i]

        # A opens the hardware check; on a setting it steps it, round past the last (CYCLE)
        view = MenuView("Settings", [label(i) for i in range(count)] + ["Hardware check"],
                        lambda i: self.open_hardware(), change)
        view.menu.values = lambda i: i < count
        # the key bar, as the other pages have (review 37)
        view.menu.keys = lambda i: OPEN_KEYS if i == count else CHANGE_KEYS
        self.push(view)

    def apply_settings(self):
        self.sound.enabled = bool(self.settings["sound"])
        self._display(settings_mod.apply, self.settings, self.board)

    def show_notices(self):
        notices = self.board.storage.take_notices()
        if notices:
            self.push(MessageView("Notice", "\n".join(notices)))

    # games --------------------------------------------------------------
    def start_game(self, name, resume, link_role=None):
        try:
            host = GameHost(self, name, resume, link_role)
        except ImportError as e:
            missing = str(e)
            prefix = "firmware.games." + name
            if "'%s'" % prefix not in missing and "'%s.screen'" % prefix not in missing:
                self.fail(name, e)  # a real import bug inside the game
                return
            self.push(MessageView("Coming soon", "This game is being built."))
            return
        except Exception as e:
            self.fail(name, e)
            return
        self.game = host
        for key in getattr(host.screen, "ACT_KEYS", ()):   # (Connect Four's DOWN drops)
            self.acts |= 1 << key
        self.push(host)
        self.remember(name)
        self.show_notices()

    def remember(self, name):
        """Keep name as the game last played, in the settings record (a record without it,
        or with a game no longer listed, starts the launcher on the first game)."""
        if self.settings.get("last") != name:
            self.settings["last"] = name
            settings_mod.save(self.board.storage, self.settings)

    def record_result(self, name, level, result, counts=None, bests=None, rank=None):
        """A game of name finished at level (its name, as the player sees it; rank its
        place, easiest first): stats.WON, LOST or DRAWN, or None for counts and bests
        alone; counts are added up, bests kept at their highest (small ints)."""
        levels = self.stats["games"].setdefault(name, {})
        stats_mod.tally_result(levels.setdefault(level, {}), result, counts, bests, rank)
        self.board.storage.save(stats_mod.RECORD, stats_mod.VERSION, self.stats)

    def clear_stats(self, name):
        """Forget every finished game of name (its Stats page)."""
        if self.stats["games"].pop(name, None) is not None:
            self.board.storage.save(stats_mod.RECORD, stats_mod.VERSION, self.stats)

    def hold_input(self, mask=ALL, look=0, rest=0):
        """Something new is drawn in this step (a turn, a result, a screen): a press of a
        button in mask acts on it only if it began (its down edge) GUARD_MS or more after
        the frame reached the glass, LOOK_MS for the buttons that act in look (a picture
        to read whose press cannot be taken back), REST_MS for those in rest; one begun
        sooner, or before, was aimed at what came before and does nothing. A long B still
        opens the pause menu."""
        self.top.dirty = True  # the frame that carries it goes to the glass
        self.back = 0
        self.aim = 0   # (a new picture: a turn's aim was for that turn)
        self.aim_armed = 0
        look &= self.acts
        rest &= self.acts
        for b in range(COUNT):
            if mask >> b & 1:
                self.hold_ms[b] = max(self.hold_ms[b], LOOK_MS if look >> b & 1 else
                                      REST_MS if rest >> b & 1 else GUARD_MS)

    def guard_turn(self, look=0, back=False, aim=None, own=False):
        """The player's turn is drawn in this step (back from the computer, or a press's:
        Play, a deal, a move taken back): the buttons that act wait for it to be seen
        (hold_input), so no tap made through the computer's turn or as the turn appeared
        plays for the player, nor one kept up since a press there (off_at: a rest's wait);
        the arrows move the cursor at once. back: the turn is back from the computer, so a
        press its guard refuses was kept up through that turn and rests the button. aim:
        the words naming the arrows (e.g. <>:AIM; True: AIM_NOTE), the turn's move one an
        arrow chooses: a
        button but B tapped into it, no arrow since, waits for one or a pause (AIM_MS).
        own: the turn is the one the player's own press drew (Play): that press is no tap
        into it, but one its guard refuses (under GUARD_MS: taps kept up from it) is, and
        that button waits for an aim from then (review 100: taps kept up from Play, WAIT's
        band running out under them, played the first move 0.4 s on)."""
        now = self.clock.ticks_ms()
        rest = 0
        for b in range(COUNT):
            off = self.off_at[b]
            if off is not None and self.clock.ticks_diff(now, off) < LOOK_MS:
                rest |= 1 << b
        self.hold_input(self.acts, look, rest)
        if back:
            self.back = self.acts & ~look
        if aim is not None:
            self.aim_words = AIM_NOTE if aim is True else aim
            if own:
                self.aim_armed = self.acts & ~(1 << B)
                return
            arrow = self.arrow_at
            for b in range(COUNT):
                at = self.pressed_at[b]
                if self.acts >> b & 1 and b != B and at is not None and \
                        self.clock.ticks_diff(now, at) < AIM_MS and \
                        (arrow is None or self.clock.ticks_diff(arrow, at) < 0):
                    self.aim |= 1 << b

    def aiming(self):
        """A waits for an aim now (guard_turn's aim): a view's key bar offers the arrows."""
        return self.aim >> A & 1

    def off_turn(self):
        """The press being answered came in the computer's turn, and the game refused it:
        a turn coming within LOOK_MS takes a fresh press of that button (guard_turn)."""
        if self.pressed is not None:
            self.off_at[self.pressed] = self.clock.ticks_ms()
            self.off = True

    def release_input(self, mask=ALL):
        """What the holds of mask's buttons kept back is gone from the glass and nothing a
        press could lose is there (the computer plays on, a press only hurries it): presses
        act again."""
        for b in range(COUNT):
            if mask >> b & 1:
                self.hold_until[b] = None
                self.hold_ms[b] = 0

    def drop_farewell(self):
        """A game opens the link: a quit game's channel still waiting to say BYE gives up
        the port (the other hears this one's new handshake instead)."""
        if self.farewell is not None:
            self.farewell.close()
            self.farewell = None

    def end_game(self, save=True):
        host = self.game
        self.game = None
        self.acts = ACTS
        while self.views and self.views[-1] is not host and len(self.views) > 1:
            self.views.pop()
        if self.views and self.views[-1] is host:
            self.views.pop()
        try:
            host.close(save)
        except Exception as e:
            errorlog.append(self.log_path(), host.name + " save", e)
        gc.collect()
        self.heap_after_game[host.name] = self.board.free_heap()
        self.refresh()
        for view in self.views:
            if isinstance(view, TitleCard):
                view.refresh()
        self.hold_input(ACTS)  # the screen under the game: a new screen
        self.show_notices()

    def pause(self):
        name = self.game.name

        def quit_game():
            self.end_game()
            del self.views[1:]  # straight back to the launcher, past the title card
            self.hold_input(ACTS)

        def choose(i):
            if i == 0:
                menu.done = True
            elif i == 1:
                self.push(PagedView(help_pages(name)))
            elif i == 2:
                self.open_settings()
            else:
                ask = self.game.quit_question()  # a linked game's host: the others stop too
                if ask is None:
                    quit_game()
                else:
                    self.push(AskView(ask[0], ask[1], quit_game))

        title = [g[1] for g in GAMES if g[0] == name][0]   # (review 52: "Paused" named none)
        menu = MenuView("Paused: " + title, ["Resume", "Help", "Settings", "Quit to menu"],
                        choose, keys=PAUSE_KEYS)   # as every screen says its keys (review 32)
        menu.is_pause = True
        self.game.pause()  # a linked game's others are told (Hearts: HOST PAUSED)
        self.release_input()  # a guard on the game's screen is not one on the menu over it
        self.push(menu)

    def _paused(self):
        """The pause menu is open (Help or Settings may be over it)."""
        for view in self.views:
            if getattr(view, "is_pause", False):
                return True
        return False

    def log_path(self):
        return self.board.storage.root + "/" + ERROR_LOG

    def fail(self, where, exc):
        """The error boundary: log, drop the broken game, say so briefly. The game's state
        in memory is not saved (it may be what broke), but its last save is kept: the
        title card offers Resume and New game, so nothing is lost and nothing loops."""
        errorlog.append(self.log_path(), where, exc)
        if self.game is not None:
            try:
                self.end_game(save=False)
            except Exception as e:
                errorlog.append(self.log_path(), "unload", e)
                self.game = None
        del self.views[1:]
        self.push(MessageView("Oops", "%s stopped: %s. Logged to %s." %
                              (where, type(exc).__name__, ERROR_LOG)))

    # loop ---------------------------------------------------------------
    # The per-frame methods (_frame, _update, _input, _end_holds, _after) keep few names and
    # no `except ... as`: a bytecode call whose locals, stack and try blocks outgrow 44 bytes
    # takes its frame from the heap on MicroPython, and on the emulated Pico those
    # allocations were most of an idle step (DESIGN.md section 7).
    def step(self):
        """One frame: input, update, draw if needed, inside the error boundary. Returns ms
        to sleep."""
        try:
            return self._frame()
        except Exception as e:
            return self._recover(e)

    def _frame(self):
        now = self.clock.ticks_ms()
        self._update(now)
        return self._after(now)

    def _farewell(self, now):
        self.farewell.poll(now)
        if self.farewell.closed:
            self.farewell = None

    def _recover(self, e):
        """The error boundary: a short message, the log, back to the launcher; ms to sleep."""
        if isinstance(e, MemoryError):
            gc.collect()
        self.fail(self.game.name if self.game else "app", e)
        return self._after(self.clock.ticks_ms())

    def _after(self, now):
        """The watchdog fed, the power saved; the ms to sleep after the step."""
        self.board.watchdog.feed()
        self._power(now)
        if self.power == AWAKE and getattr(self.top, "due", False):
            return 0  # the game has work waiting for this frame to be shown: no sleep
        link = self.game.ctx.link if self.game is not None else None
        if self.power == AWAKE and link is not None and link.playing:
            return LINK_FRAME_MS
        return FRAMES_MS[self.power]

    def _update(self, now):
        self._input(now)
        self.sound.tick(now)
        if self.game is not None and self.game.ctx.link is not None:
            self.game.ctx.link.poll(now)   # heartbeats go on under the pause menu too
        if self.farewell is not None:
            self._farewell(now)
        top = self.top
        if top is not self.game or not self._holding_b(now):
            top.tick(now)
        elif self.toast is not TOAST_HOLD or self.toast_until is None:
            self._hold_note(now)
        self._pop_done()
        if self.board.storage.notices:
            self.show_notices()  # e.g. a save the full filesystem refused, mid-game
        if self.toast_until is not None:
            self._toast(now)
        if self.aim:
            self._aim_lapse(now)
        top = self.top
        if top.dirty and self.power != ASLEEP:
            self.gfx.clear()
            top.draw(self.gfx)
            if self.toast_until is not None:
                self._draw_toast()
            top.dirty = False
            self.unshown = True
            self.last_frame = now
            self.quiet_collected = False
        if self.unshown:
            self._show(now)
        if self.game is not None and self.game.ctx.state_due:
            self.game.ctx.write_state()  # after the push: the press shows first
        elif not self.quiet_collected and not getattr(top, "due", False) and \
                self.clock.ticks_diff(now, self.last_frame) >= QUIET_MS and \
                self.clock.ticks_diff(now, self.last_input) >= PRESS_QUIET_MS:
            self.quiet_collected = True
            gc.collect()

    # display faults -----------------------------------------------------
    def _display(self, command, *args):
        """Send the display a command; a display that does not answer (a loose wire, a
        brown-out) must not stop the game or lose its save: note it and play on."""
        try:
            command(*args)
            return True
        except OSError as e:
            self._lost(e)
            return False

    def _lost(self, e):
        """A display write failed (OSError e): logged once, tried again later (_show)."""
        if self.display_lost is None:
            errorlog.append(self.log_path(), "display", e)
        self.display_lost = self.clock.ticks_ms()

    def _show(self, now):
        """Put the drawn frame on the glass. While the display is lost, try again every
        DISPLAY_RETRY_MS: set the controller up again first (it may have lost power and
        forgotten everything), then redraw the whole screen."""
        if self.display_lost is not None:
            if self.clock.ticks_diff(now, self.display_lost) < DISPLAY_RETRY_MS:
                return
            if not self._display(self.board.display.init_display):
                return
            self.display_lost = None
            self.apply_settings()
            if self.power == DIM:
                self._display(self.board.display.contrast, 0)
            self.top.dirty = True  # init_display cleared the buffer: draw it again
            return
        try:   # (not _display(self.gfx.show): a bound method made on every push)
            self.gfx.show()
        except OSError as e:
            self._lost(e)
            return
        self.unshown = False
        shown = None
        for b in range(COUNT):   # the holds it carries start now, after the push (~23
            ms = self.hold_ms[b]   # ms on the device), never before one already set
            if ms:
                if shown is None:
                    shown = self.clock.ticks_ms()
                start = self.clock.ticks_add(shown, ms)
                if ms == REST_MS:
                    start, ms = self._rest_end(b, shown)
                until = self.hold_until[b]
                if until is None or self.clock.ticks_diff(start, until) > 0:
                    self.hold_until[b] = start
                    self.hold_len[b] = ms
                    self.hold_cap[b] = self.clock.ticks_add(shown, REST_CAP_MS)
                    self.mash_cap[b] = self.clock.ticks_add(shown, MASH_CAP_MS)
                self.hold_ms[b] = 0

    def _rest_end(self, b, shown):
        """A rest's end and length: REST_MS after b's last press (the one the game refused
        in the computer's turn, off_at, or one refused since, on a trick taken), not after
        the turn, so a button rested that long is no stream kept up (review 52: taps a
        second apart met STOP TAPPING on 12 of 13 Hearts turns, each come just after one);
        GUARD_MS after the turn at the soonest, a press refused there resting b again."""
        start = self.clock.ticks_add(self.pressed_at[b], REST_MS)
        soonest = self.clock.ticks_add(shown, GUARD_MS)
        return (soonest if self.clock.ticks_diff(start, soonest) <= 0 else start), REST_MS

    def _input(self, now):
        events = self.board.buttons.poll(now)
        if events:
            self._on_events(now, events)
        for b in range(COUNT):   # a hold is over once a press from now on began after it
            start = self.hold_until[b]   # (after the events, and not while its button is
            if start is not None and self.clock.ticks_diff(now, start) >= 0 and \
                    not self.board.buttons.held() >> b & 1:   # down: a press begun before
                self.hold_until[b] = None   # it, seen now or on its release as B's is, is
                # refused; held() read here, not once before: its name would take the frame
                # past 11 words, to the heap on every step)

    def _holding_b(self, now):
        """B is down, not yet a long press: the game stands still till it is let go or
        the pause menu opens, so a hold meant for the menu lets nothing happen unseen
        (review 46: Hearts' trick played on under the hold, the queen taken, and the game
        resumed on YOU TAKE THE QUEEN)."""
        buttons = self.board.buttons
        at = buttons.down_at[B]   # (its long press comes a poll or two past long_ms; a B
        return buttons.held() >> B & 1 and at is not None and \
            self.clock.ticks_diff(now, at) < buttons.long_ms + 200   # stuck down: no more)

    def _on_events(self, now, events):
        buttons = self.board.buttons
        self.last_input = now
        if self.power == ASLEEP:
            self.wake()
            self.swallow = buttons.held()  # the press that wakes the screen does nothing else
            return
        if self.power == DIM:  # dimmed, the glass still shows what a press answers (a fresh
            self.wake()  # review: a move thought over 31 s was swallowed): it acts too
        for kind, button in events:
            bit = 1 << button
            if kind == LONG and self.game is not None and not self._paused():   # (B's)
                self.swallow |= bit
                self._clear_hold()
                self.pause()
                continue
            if self.swallow & bit:
                if kind == RELEASE:
                    self.swallow &= ~bit
                continue
            if kind == LONG:   # no pause menu to open here (or one open): the held B is a
                self.held_back = True   # B, on its release as a short one's (review 31: it
                continue   # did nothing on the launcher, a title card, Help)
            if kind == RELEASE:
                if button == B:
                    self._clear_hold()
                if not (button == B and self.held_back):
                    continue
                self.held_back = False
                kind = PRESS
            elif kind == PRESS and button == B and self._let_go(now):
                continue
            # a press begun before the frame it would act on was on the glass, or less than
            # its hold after (down_at is the poll before the one that saw it, None: before
            # the first), does nothing; a hold set by an earlier press of this poll counts
            start = self.hold_until[button]
            at = buttons.down_at[button]
            if (self.hold_ms[button] or start is not None and (
                    at is None or self.clock.ticks_diff(at, start) < 0)) and \
                    not (kind == PRESS and self._capped(button, now, at)):
                if kind == PRESS:
                    self._refused(button, now, start)
                continue
            if self.aim >> button & 1 and kind != RELEASE and self._unaimed(button, now, kind):
                continue
            if kind == PRESS:
                self.pressed_at[button] = now   # (a rest counts from it: _rest_end)
            self.hold_until[button] = None   # (it acts: the hold is over)
            self.pressed = button   # (off_turn)
            self.off = False
            self.top.on_button(kind, button)
            if kind == PRESS and bit & self.acts:
                if not self.off:   # it answered what was held: the other buttons' holds
                    for b in range(COUNT):   # guarded that, not what it brings (a
                        if self.acts >> b & 1:   # question's B, then its page's A); not
                            self.hold_until[b] = None   # one refused as off the turn
                            # (board45: A, then B, took back the move just made)
                if self.toast_until is not None:   # (the toast: an arrow leaves it, the
                    self.toast_until = None   # wait it counts down is A's and B's; the
                    self.top.dirty = True   # game's own words answer one off the turn)
            elif kind != RELEASE and not bit & self.acts:   # an arrow: an aim
                self.aimed(now)
            # (the view a press closed uncovers one: it opened it)
            self._pop_done(kind == PRESS and button == B)

    def _capped(self, button, now, at):
        """A press of button begun (at) past its rest's cap, MASH_MS or more after the one
        before: the wait is over, it acts (review 69: after a mash, a press 0.5 s on was
        refused, its wait ending at once, and nothing said it: the press lost)."""
        last = self.pressed_at[button]
        return not self.hold_ms[button] and self.hold_len[button] == REST_MS and \
            last is not None and at is not None and \
            self.clock.ticks_diff(now, last) >= MASH_MS and \
            self.clock.ticks_diff(at, self.hold_cap[button]) >= 0

    def aimed(self, now):
        """An arrow pressed, or a press the game answered by changing what A would act on
        (ctx.aimed: Hearts' pick dropped from the hint's pass): the aim is over, the next A
        acts on its guard alone, the note naming the arrows and a key bar's <>:AIM gone."""
        self.arrow_at = now
        if self.aim:
            self.aim = 0
            self.top.dirty = True
            if self.toast is self.aim_words and self.toast_until is not None:
                self.toast_until = None

    def _unaimed(self, button, now, kind):
        """A press (or its repeat) of button on a turn tapped into (aim), no arrow since: it
        plays nothing if it came under AIM_MS after the button's last press, which it
        becomes, the glass naming the arrows till a press after a pause would act; one
        after a pause acts, the aim over."""
        last = self.pressed_at[button]
        if kind == PRESS:
            if self.clock.ticks_diff(now, last) >= AIM_MS:
                self.aim = 0
                return False
            self.pressed_at[button] = now
            self._aim_note(now)
            self.refuse_press()
        return True

    def _aim_lapse(self, now):
        """Each aimed button's last press AIM_MS ago: its next is a single press, the aim
        over, and the view (its key bar's <>:AIM) drawn again."""
        for b in range(COUNT):
            if self.aim >> b & 1 and self.clock.ticks_diff(now, self.pressed_at[b]) < AIM_MS:
                return
        self.aim = 0
        self.top.dirty = True

    def _aim_note(self, now):
        """A press of a button waiting for an aim refused now: the glass names the arrows
        (aim_words) till a press after a pause would act, AIM_MS on."""
        self.toast = self.aim_words
        self.toast_from = now
        self.toast_until = self.clock.ticks_add(now, AIM_MS)
        self.toast_step = TOAST_STEPS
        self.top.dirty = True

    def _refused(self, button, now, start):
        """A press of button its hold refused (start: the hold's end, None: a frame's not
        on the glass yet): the tick, and WAIT up till a press would act; on a look's or a
        rest's wait it starts that wait again, from it (WAIT filled again), but only
        if it came under REST_MS (a look's: AIM_MS) after the button's last press: one after
        a longer rest is no stream kept up, refused only by the wait it met (review 52: at a
        tap a second, each turn come just before a tap met STOP TAPPING). A rest ends by
        its cap at the latest, a mash's (a press under MASH_MS after the one before) by
        MASH_CAP_MS; a look by none (LOOK_MS)."""
        wait = self.hold_len[button]
        if wait == GUARD_MS and self.back >> button & 1:   # (as the turn came back: kept
            wait = self.hold_len[button] = REST_MS   # up through it, if a stream)
        last = self.pressed_at[button]
        self.pressed_at[button] = now
        kept = AIM_MS if wait == LOOK_MS else REST_MS   # (under it: a tap kept up)
        since = kept if last is None else self.clock.ticks_diff(now, last)
        toasted = wait > GUARD_MS and start is not None and since < kept
        if toasted:   # (again for kept: a look's AIM_MS, so no tap under it ever acts;
            again = self.clock.ticks_add(now, kept)   # never sooner than the wait it met:
            if self.clock.ticks_diff(again, start) > 0:   # AIM_MS is under LOOK_MS)
                start = again
            mash = since < MASH_MS
            cap = self.mash_cap[button] if mash else self.hold_cap[button]
            if wait != LOOK_MS and self.clock.ticks_diff(start, cap) > 0:   # (a rest ends
                start = cap   # by its cap, a mash's later: review 54, taps 0.6 s apart met
                # WAIT for 15 s on a turn)
            self.hold_until[button] = start
            self._refused_toast(now, start)
        else:   # a moment's wait: WAIT too, GUARD_MS at least, so it can be read (reviews
            # 58-61: the dim that said it read as a fault or a sleep, a word everywhere else)
            soonest = self.clock.ticks_add(now, GUARD_MS)
            self._refused_toast(now, soonest if start is None or
                                self.clock.ticks_diff(soonest, start) > 0 else start)
        if self.aim_armed >> button & 1:   # (a tap kept up from the press that drew it)
            self.aim |= 1 << button
        if self.aim >> button & 1 and (self.toast_until is None or self.clock.ticks_diff(
                self.toast_until, now) < GUARD_MS):   # (WAIT going at once, its wait over by
            self._aim_note(now)   # its cap: it waits for an aim too, from it: said)
        self.refuse_press()

    def _hold_note(self, now):
        """B held HOLD_NOTE_MS in a game: TOAST_HOLD till its long press (_clear_hold)."""
        at = self.board.buttons.down_at[B]
        if self.clock.ticks_diff(now, at) >= HOLD_NOTE_MS:
            self.toast = TOAST_HOLD
            self.toast_from = now
            self.toast_until = self.clock.ticks_add(at, self.board.buttons.long_ms + 200)
            self.top.dirty = True

    def _clear_hold(self):
        """The hold's note gone: B let go, or the pause menu open."""
        if self.toast is TOAST_HOLD and self.toast_until is not None:
            self.toast_until = None
            self.top.dirty = True

    def _let_go(self, now):
        """B, told on its release, was a hold for the pause menu let go short of it (in a
        game, B_HOLD_MS or more): no B, only a tick (review 50: B held 0.7-1 s took back
        the move and its reply)."""
        at = self.board.buttons.down_at[B]
        if self.top is not self.game or at is None or \
                self.clock.ticks_diff(now, at) < B_HOLD_MS:
            return False
        self.refuse_press()
        return True

    def _refused_toast(self, now, start):
        """A press refused now, its wait begun (again) to end at start: TOAST says so till
        then (_toast), its band full."""
        if self.toast_until is None or self.clock.ticks_diff(start, self.toast_until) > 0:
            self.toast_until = start
            self.toast_from = now
            self.toast = TOAST
            self.toast_step = TOAST_STEPS
            self.top.dirty = True

    def _toast(self, now):
        """TOAST goes once the press it was raised for would act, so its going is the ready
        sign; till then its band narrows with the time left, a frame a step."""
        left = self.clock.ticks_diff(self.toast_until, now)
        if left <= 0:
            self.toast_until = None
            self.top.dirty = True   # the view again without it
            return
        span = max(left, self.clock.ticks_diff(self.toast_until, self.toast_from))
        step = (left * TOAST_STEPS + span - 1) // span
        if step != self.toast_step:
            self.toast_step = step
            self.top.dirty = True

    def _draw_toast(self):
        """TOAST inverted across the top line, or in the view's toast_box, in as many
        lines as its width needs, the box as high as they are or as a fourth figure says,
        the lines in its middle (rows of text hidden whole: the board games' score rows). The
        view's own frame is kept under it (gfx.cover): a view that redraws in part starts
        from that, so a step of the band or its going pushes the band's bytes, not a whole
        table (on the emulated Pico an arrow pressed in a wait at Hearts' table took 15-28 ms
        to the glass, 9-11 ms since)."""
        gfx = self.gfx
        gfx.cover()
        part = (self.toast_step, TOAST_STEPS)
        box = getattr(self.top, "toast_box", None)
        if box is None:
            gfx.top_note(self.toast, part)
        else:
            x, y, w = box[0], box[1], box[2]
            lines = gfx.wrap(self.toast, SMALL, w - 2)   # columns x+1 to x+w-2
            tall = box[3] if len(box) > 3 else 8 * len(lines) + 1
            gfx.note_box(lines, x, y, w, tall, part)

    def refuse_press(self):
        """A press refused, but answered: a short low tick (what is on the glass says why:
        the screen's words, a box, an end of a list; the guard's own refusals, WAIT)."""
        self.sound.play("held")

    def _pop_done(self, back=False):
        """Close the views that are done; back: a B press closed them, so the next B waits
        LOOK_MS on the game it uncovered (B, B backs out once: a fresh review's second B
        took back a move); on a menu it backs out at once (review 47: B tapped through
        Settings' screens met WAIT again and again and never reached the launcher)."""
        while len(self.views) > 1 and self.top.done:
            if self.top is self.game:
                self.end_game()
            else:
                self.views.pop()
                # the view uncovered: a new screen
                self.hold_input(ACTS, 1 << B if back and self.top is self.game else 0)

    def _power(self, now):
        idle = self.clock.ticks_diff(now, self.last_input)
        off_after = settings_mod.sleep_ms(self.settings)
        if self.power == AWAKE and idle >= DIM_AFTER_MS:
            self.power = DIM
            self._display(self.board.display.contrast, 0)
        elif self.power == DIM and off_after and idle >= off_after:
            self.power = ASLEEP
            self._display(self.board.display.poweroff)
            if self.game is not None:
                self.game.ctx.write_state()

    def wake(self):
        if self.power == ASLEEP:
            self._display(self.board.display.poweron)
        self.power = AWAKE
        self.apply_settings()
        self.top.dirty = True

    def run(self):
        """The device's loop: step's error boundary around the loop rather than in each
        frame (an `except ... as` in a frame's method made its frame a heap allocation)."""
        sleep_ms = self.clock.sleep_ms
        while True:
            try:
                while True:
                    sleep_ms(self._frame())
            except Exception as e:
                sleep_ms(self._recover(e))
