"""The launcher: splash, game list with title cards, settings, stats, pause menu, help,
power saving, and the error boundary around everything a game does.

A board (hal/board.py) is all it needs; main.py on the device and sim/ on the PC build one.
The loop never busy-waits: step() does one frame and returns how long to sleep."""
import gc

from hal.buttons import A, ALL, B, COUNT, DOWN, LONG, PRESS, RELEASE, REPEAT, UP, step
from firmware import errorlog, settings as settings_mod, stats as stats_mod
from firmware.games import GAMES, LINKED
from firmware.gamehost import (GameHost, asks_new, forget, help_pages, resume_record,
                               resume_tagline, stats_lines)
from firmware.sound import Sound
from firmware.ui.gfx import Gfx, HEIGHT, SMALL, WIDTH
from firmware.ui.menu import OPEN_KEYS, ROWS
from firmware.ui.views import ASK_GAP_MS, AskView, MenuView, MessageView, PagedView, View

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
# No one answers a new picture in under ~250 ms: a press that began before a guarded frame
# (a turn, a result, a new screen) was on the glass, or less than this after, answers what
# came before it and does nothing (hold_input).
GUARD_MS = 300
# ... and a tap of a stream (begun under STREAM_MS after the press before it) less than this
# after what came by itself (not a screen the player's press opened): a steady 1.5 taps a
# second whose every tap was a move landed 0.34-0.37 s after each
# reply of tic-tac-toe's quick computer (a fresh review: 11 games lost in 30 s); a lone press
# (a pause before it) at 0.3 s acts, one 0.4 s on always does (issue 44: less a 20 ms frame,
# as a press is timed from the poll before the one that saw it)
STREAM_GUARD_MS = 380
STREAM_MS = 1200
# A result that came by itself (CPU WINS, a poker outcome) less than STREAM_MS after a press:
# a tap keeping that stream's beat (its last two gaps under STREAM_MS, within DRIFT_MS of
# each other) is refused till the result has been up this long (fresh reviews 27-29: a
# steady move every 0.7-1.1 s answered CPU WINS 0.4 s after it came and played game after
# game; a steady beat took a poker win 0.58 s after the outcome); a press off the beat is an
# answer from GUARD_MS
RESULT_SEEN_MS = 2000
# A tap that follows a refused one, or one of a stream going on as a turn or a result came
# (its taps acted through the computer's turn too: Hearts' hurry taps, a result's go-on,
# review 33; _acted_off, whose one cost is a hurry tap, then A 0.5 s on, 0.4 s into the turn),
# is refused while it begins this long or less after the tap before it began (the beat,
# whatever each tap's length): a steady stream of 2 taps a second or more cannot stop within
# one beat of the turn appearing, so its next tap (300-500 ms on) is the mash's, not an
# answer (fresh reviews: 2.4 taps a second dropped a piece every turn; a 2-a-second tapper
# was dealt again 326-400 ms after a poker result).
MASH_MS = 500
# A human's steady beat is uneven: a tap begun up to MASH_MS + DRIFT_MS after the one before
# keeps the mash going too, if its beat is at most twice this longer than the beat before
# it, so a 2-a-second tapper whose gaps drift by +-80 ms (420 and 580 in turn) is refused
# on every tap, not every other one (fresh reviewers' traps: alternate gaps of 480 and 520
# ms played the moves in all four games; at 420 and 580 a B mash took back two moves); a
# tap that comes later than that, or after quick taps (a double tap, then a pause), is an
# answer. Slower taps are each an answer, wherever they fall, once the picture they land on
# has been up GUARD_MS (review 36: a retry 0.86 s after a refused press, and a steady tap
# every 0.7 s, were refused as a "slow rhythm" for as long as they went on, a rule no player
# could learn; reviews 32 and 34 had judged that rule both ways)
DRIFT_MS = 150
# A tap begun less than this after the press that opened what it would act on (a poker stop or
# double-up, a game from Play) is the next beat of a mash begun with that press, not an
# answer (a fresh reviewer: 3 taps a second on DRAW took the trainer's TAKE BEST 333 ms after
# the stop appeared); a lone press this long after acts (issue 44).
ANSWER_MS = 400
# ... where what it opened has a choice made already, which A takes (poker's double-up, its
# first card picked; the trainer's stop, KEEP MINE): a 2-a-second hand's drifting beat, so
# its next tap (0.42-0.58 s on) takes nothing (a fresh reviewer: a steady 2 taps a second,
# begun with A on DOUBLE UP, turned the card 500 ms later and staked the win blind)
CHOSEN_ANSWER_MS = MASH_MS + DRIFT_MS
# A refused press dims the glass this long, at most once a BLINK_GAP_MS (no strobe for a
# fast masher): seen where the buzzer's tick is not heard (no buzzer, Sound off).
BLINK_MS = 90
BLINK_GAP_MS = 600
# From a refused press on, the glass says what to do (fresh reviews: a steady tapper was
# never answered, and nothing said why; a lone refused press showed no words: the dim and the
# tick are easy to miss) until the next press would act: the buttons up MASH_MS + DRIFT_MS
# (a question's, ASK_GAP_MS), so its going is the ready sign (review 36: it stayed up 1.9 s
# where a press at 1 s acted); a mash keeps it up, refused till it stops (review 31: a mash
# let act once the words went played cards and marks the player never chose). On the top
# line, or where the view's toast_box (x, y, width) says, off what the player reads then
# (Connect Four's top line is its cursor; Hearts' says YOUR TURN), in as many lines as that
# width needs.
# One message for every refused press (fresh reviews: LET GO read as if a button were held;
# a second one for a slow rhythm, YOUR TURN: PRESS A, then TAP AGAIN, was said to players
# dropping with DOWN, and to a mash whose next tap was refused too: one rule, one message)
TOAST = "STOP, THEN PRESS"
ACTS = 1 << A | 1 << B  # the buttons that act; the arrows only move a cursor
ERROR_LOG = "error.log"

AWAKE = 0
DIM = 1
ASLEEP = 2


def _drifts(before, beat):
    """A beat of beat ms after one of before ms keeps an uneven hand's mash going
    (MASH_MS + DRIFT_MS; before 0: no beat before it)."""
    return 0 < before <= MASH_MS + DRIFT_MS and beat <= MASH_MS + DRIFT_MS and \
        beat <= before + 2 * DRIFT_MS


def _steady(before, beat, limit=MASH_MS + DRIFT_MS, drift=2 * DRIFT_MS):
    """Two gaps of one steady beat, each up to limit ms, less than drift apart (a
    hand's beat drifts +-80 ms): MASH_MS, an arrow tapped between two A taps in a mash's
    rhythm; MASH_MS + DRIFT_MS, a drifting hand's (A and an arrow in turn at 2 taps a
    second, gaps of 460-560 ms: a fresh review's trap dropped pieces 0.54 s into the turn);
    under STREAM_MS, a steady stream's (RESULT_SEEN_MS)."""
    return beat <= limit and before <= limit and -drift < beat - before < drift


class TitleCard(View):
    """A game's title card: Play / Resume / Help. Under the title, GAMES' tagline, or with
    a game to resume what the game's title.py says of it (poker: the machine Resume opens)."""
    # Link where a game is saved: a linked game dealt here takes its place (one resume
    # record a game), so it asks first; B keeps it (a fresh review lost a game so)
    LINK_ASK = ("START A LINK?", "Starting a linked game replaces your saved one (Resume).",
                (("A", "LINK"), ("B", "KEEP IT")))
    # New game where a game is saved drops it (as its setup page opens), so it asks too
    # (a fresh review lost one so); a game whose own New game asks opts out (asks_new).
    # Right away: A drops it, even if the setup page is then left (review 26: "even if you
    # go back" beside B:KEEP IT read as B keeping it). Each fits AskView's three lines.
    NEW_ASK = ("START A NEW GAME?", "A new game replaces your saved one (Resume) right away.",
               (("A", "NEW"), ("B", "KEEP IT")))
    toast_box = (0, 0, WIDTH)   # STOP, THEN PRESS over the title's rows, whole (over the
    # top line it left the title's last row showing under it, a fresh review's remnants)
    BAND = 19   # the title and the tagline, dark on a lit band
    # the key bar, as every other screen has (review 32): a band 2 rows lower than it was
    # left four lines (Resume, New game, Help, Link) no room above it
    KEYS = OPEN_KEYS

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
        self.tagline = GAMES[self.index][2]
        if storage.exists(record):
            self.tagline = resume_tagline(self.name, storage) or self.tagline
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

    def _ask(self, question, on_yes):
        """Ask question (title, text, keys) before the saved game is lost; A: on_yes()."""
        title, text, keys = question
        ask = AskView(title, text, on_yes, keys)
        ask.answer_gap = ASK_GAP_MS
        self.app.push(ask)

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
        # hold_input: per button, a press acts only if it began after hold_until[b] (None: no
        # hold); hold_mask: the buttons whose hold starts when the next frame is on the glass
        self.hold_until = [None] * COUNT
        self.hold_mask = 0
        self.mashing = 0  # buttons whose last press was refused: a mash goes on being refused
        self.pressing = False  # a press is being answered (guard_turn)
        self.came = False  # what is held came by itself, no press of the player's made it
        self.results = 0  # buttons held back by a result (hold_input's rhythm)
        self.answering = False  # ... the press being answered is one's answer (guard_turn)
        self.opened = 0  # buttons whose own press opened what is held: ANSWER_MS applies
        self.chosen = False  # ... and A takes a choice made on it (_answer_ms)
        self.acts = ACTS  # the buttons that act, and the open game's own (ACT_KEYS)
        self.offturn = False  # a press answered off the player's turn since the last turn
        self.tapped = None  # the button pressed last (_keeps_beat),
        self.last_beat = 0  # the beat of its last press (buttons.beat) and of the one
        self.prev_beat = 0  # before it, 0 if that was another button's (_keeps_beat)
        self.act_down = None  # ticks the last press of a button that acts began, and ms
        self.act_beat = 1 << 29  # from the one before it (any of them: _keeps_beat), and
        self.act_prev = 0  # that one's beat (guard_turn's handed)
        self.last_at = None  # ticks the last press of any button began, ms from the one
        self.prev_gap = 1 << 29  # (and from the one before that to it)
        self.last_gap = 1 << 29  # before it, whether it and that one acted, and whether
        self.last_acts = self.prev_acts = self.alt = self.flow = False  # the last is an A
        # of A, an arrow, A, tapped at one steady beat (_tap: a fresh review's A and LEFT in
        # turn); flow: it and the press before it came at one beat, any buttons (_steady)
        self.handed = False  # the turn is the other player's on this handheld (guard_turn)
        self.press_at = None  # ticks the press being answered began (hold_input's opened)
        self.backed_at = None  # ticks the B that closed the view over the top one began
        # (None: the top came otherwise, or a press acted on it since): B, B backs out once
        self.tap_due = None  # an arrow whose press the guard records after its frame (_settle)
        self.open_at = None  # ... and the press that opened what is held began
        self.blink = None  # ticks a refused press last dimmed the glass (BLINK_GAP_MS)
        self.dimmed = False  # ... and it is dim still (BLINK_MS)
        self.toast_at = None  # ticks the toast went up, or None
        self.toast_mash = False  # ... the last tap it refused was a mash's (_toast)
        self.toast_ask = False  # ... or a question's A, under ASK_GAP_MS after the last
        self.toast_result = False  # ... or a stream's tap on a result (_result_beat)
        self.result_due = False  # a result came by itself under STREAM_MS after a press,
        self.result_at = None  # ... and the ticks it reached the glass (RESULT_SEEN_MS)
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
        self._settle()  # (before the top changes)
        self.backed_at = None
        self.views.append(view)
        self.hold_input(ACTS)  # a new screen: A and B wait for it to be seen

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
            settings_mod.adjust(self.settings, settings_mod.KEYS[i], step)
            self.apply_settings()
            settings_mod.save(self.board.storage, self.settings)
            self.show_notices()

        def choose(i):
            if i == count:
                self.open_hardware()
            else:
                change(i, 1)

        def label(i):   # the cursor's value between < >: LEFT/RIGHT change it
            return lambda: settings_mod.labels(self.settings, view.menu.index)[i]

        view = MenuView("Settings", [label(i) for i in range(count)] + ["Hardware check"],
                        choose, change)
        # the key bar, as the other pages have; on a setting A steps it as RIGHT does, and
        # says so (review 37), the keys run together as the link's ▲▼<>:AIM
        view.menu.keys = lambda i: (("A", "OPEN") if i == count else ("<>A", "CHANGE"),
                                    ("B", "BACK"))
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

    def hold_input(self, mask=ALL, rhythm=False, chosen=False):
        """Something new is drawn in this step (a result, a turn, a screen): a press of a
        button in mask acts on it only if it began (its down edge) GUARD_MS or more after
        the frame reached the glass; one begun sooner, or before, was aimed at what came
        before and does nothing, and so do the taps of a mash begun so (each begun within
        MASH_MS of the one before). The hold ends with the first press it lets act, or once
        the button has been up MASH_MS past its start. A long B still opens the pause menu.
        rhythm (a result, not a screen the player opened): a mash of A or B taps going
        on as it came is refused too (_mash_on), and a stream's taps keeping its beat till it
        has been up RESULT_SEEN_MS (_result_beat). A screen a press opened: a tap begun less
        than ANSWER_MS after that press is its mash's next beat, refused (a fresh review: 3
        taps a second went from the launcher through a title card and a setup page into a
        game); an A under CHOSEN_ANSWER_MS where chosen (a choice is made on it
        already: A takes it)."""
        self._settle()
        self.chosen = chosen
        self.top.dirty = True  # the frame that carries it goes to the glass
        self.hold_mask |= mask
        self.came = not self.pressing
        if rhythm:
            self.results |= mask
            self._mash_on(mask, self._acted_off())
            self.result_at = None   # (till it is on the glass)
            self.toast_result = False   # (a refusal on the result before: not this one's)
            self.result_due = self.came and self.last_at is not None and \
                self.clock.ticks_diff(self.clock.ticks_ms(), self.last_at) < STREAM_MS
        elif self.pressing:  # a screen a press opened: a tap under ANSWER_MS on is its beat,
            # and a mash's beat goes on (a fresh review: A, Resume, A 0.44 s apart dropped a
            # piece); _mash_on notes the opening press (open_at)
            self._mash_on(mask & self.acts, False)

    def guard_turn(self, rhythm=True, handed=False, chosen=False):
        """The player's turn just came back from the computer: A and B act on it only if
        pressed GUARD_MS after it reached the glass, so neither a tap made through the
        computer's turn nor one made as the turn appeared plays for the player, nor one of
        a mash going on as it came (hurrying the computer, tapping through its turn); the
        arrows still move the cursor at once. A turn the player's own press opened (Play,
        AGAIN, Hearts' trick you took cleared) is guarded as a result is. rhythm=False: the
        player's own press brought it, drawn steps later (poker's dealt hand, after its
        flips), or took a move back (board_screen): a tap keeping a mash's beat with the
        press before it is refused (a fresh review: B at 2 a
        second, each tap 420 ms after the board the one before took back, took two back;
        two players on one handheld: a tap 0.48-0.6 s after a move made the other's).
        handed (it is the other player's turn on this handheld): the beat spans the buttons
        that act, so A then DOWN 0.56 s apart is the mover's too (a fresh review's trap);
        not after a take-back, where an A 0.56 s after the B plays (it is the same player's).
        chosen: as hold_input's."""
        acts = self.acts
        self.hold_input(acts, chosen=chosen)
        self._mash_on(acts, not (self.pressing and rhythm) or self._acted_off())
        if not rhythm:  # (its press a mash's beat: the same button up to 0.65 s on keeps it)
            self.last_beat = min(self.last_beat, MASH_MS)
        self.handed = handed
        if handed:
            self.act_beat = min(self.act_beat, MASH_MS)
        if not self.pressing:  # STOP, THEN PRESS said of the computer's turn is done with
            self.toast_at = None   # (a fresh review saw it over the next YOUR TURN)
        self.offturn = False  # (the turn is back: the taps to come are on it)

    def _acted_off(self):
        """Taps acted through the computer's turn: one since the last turn hurried it
        (offturn: Hearts' B: HURRY; a tap in the computer's turn, which the game refuses),
        or the press being answered, begun within MASH_MS + DRIFT_MS of its button's press
        before (a stream's tap, the result unread), is a result's go-on (YOU TAKE IT, A:
        AGAIN). The turn or result now appearing takes them as a mash going on (_mash_on):
        a tap keeping its beat is refused, STOP, THEN PRESS up, as after a refused tap
        (review 33: the card, YOU TAKE IT's go-on and a lead 0.58 s apart led A of clubs;
        their taps acted, so no mash was known). The cost: one hurry tap just before your
        turn, then a deliberate A within a mash's beat of it (0.5 s after, 0.4 s into the
        turn) is refused with STOP (two taps at 2 a second are a stream); a go-on after a
        look (AGAIN read, a move 0.4 s on) is no stream's, and the move acts."""
        return self.offturn or self.answering and self.last_beat <= MASH_MS + DRIFT_MS

    def _tap(self, button):
        """A press began: its beat, and the gaps a mash is told by."""
        beat = self.board.buttons.beat[button]
        if button == self.tapped:
            self.prev_beat = self.last_beat
        else:
            self.tapped = button
            self.prev_beat = 0
        self.last_beat = beat
        at = self.board.buttons.down_at[button]
        gap = 1 << 29 if at is None or self.last_at is None else \
            self.clock.ticks_diff(at, self.last_at)
        acts = ACTS >> button & 1 == 1  # (Connect Four's DOWN, an arrow off its board too, is
        self.alt = acts and not self.last_acts and self.prev_acts and \
            _steady(self.last_gap, gap, MASH_MS)  # one here: a fresh review's A and DOWN
        # answered Reset)
        self.flow = _steady(self.last_gap, gap)
        self.prev_gap = self.last_gap
        self.prev_acts, self.last_acts, self.last_gap, self.last_at = \
            self.last_acts, acts, gap, at
        if self.acts >> button & 1:  # the mash's 0.5 s beat: from any press that acts (A and
            self.act_prev = self.act_beat  # DOWN, or B and A, in turn, 0.36 s on: a review)
            self.act_beat = 1 << 29 if at is None or self.act_down is None else \
                self.clock.ticks_diff(at, self.act_down)
            self.act_down = at

    def _keeps_beat(self, b):
        """b's last tap kept a mash's beat: begun within MASH_MS of b's tap before it, or of
        the press before it of any button that acts (act_beat: A and DOWN in turn), or,
        that one just before it (no other button between), up to MASH_MS + DRIFT_MS and no
        more than 2 * DRIFT_MS later than that one's beat, itself a beat (an uneven hand's
        steady rhythm; a tap after a pause is no beat: a fresh review's deliberate press
        0.6 s after one early tap was refused). Two players on one handheld (handed): the
        drift is of the presses of any button that acts."""
        beat = self.board.buttons.beat[b]  # (prev_beat 0: another button's came between)
        act = self.act_beat
        return act <= MASH_MS or beat <= MASH_MS or self.alt or self.flow or \
            self.handed and _drifts(self.act_prev, act) or \
            b == self.tapped and _drifts(self.prev_beat, beat)

    def _mash_on(self, mask, always):
        """A stream of taps of the buttons that act, going on as a turn or a result came, is
        refused while its taps keep a mash's beat (_keeps_beat): its next tap lands 300-500
        ms in, aimed at nothing on the glass. always (a turn the computer or the other
        player brought): any tap before it starts one. Else, where it came by itself, a tap
        keeping the beat of the one before; where a press made it, that press only if begun
        within MASH_MS of the same button's before it, nothing between (2.5 taps a second on
        DRAW dealt 400 ms after the outcome; quick picks with arrows between, or a steady
        0.6 s through the screens, are a player looking: fresh reviews). Otherwise that
        press and one ANSWER_MS on are two taps (it acts); one sooner is its next beat."""
        for b in range(COUNT):
            if not mask >> b & 1:
                continue
            if always or (self.tapped == b and self.prev_beat > 0 and
                          self.board.buttons.beat[b] <= MASH_MS
                          if self.pressing else self._keeps_beat(b)):
                self.mashing |= 1 << b
            elif self.pressing:
                self.opened |= 1 << b
                self.open_at = self.press_at

    def release_input(self, mask=ALL):
        """What the holds of mask's buttons kept back is gone from the glass and nothing a
        press could lose is there (the computer plays on, a press only hurries it): presses
        act again, a mash going on too (a hurry tap is no answer)."""
        self._settle()
        for b in range(COUNT):
            if mask >> b & 1:
                self.hold_until[b] = None
        self.hold_mask &= ~mask
        self.mashing &= ~mask
        self.opened &= ~mask
        self.results &= ~mask

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
        self.backed_at = None
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

        menu = MenuView("Paused", ["Resume", "Help", "Settings", "Quit to menu"], choose,
                        keys=PAUSE_KEYS)   # as every screen says its keys (review 32)
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
        top.tick(now)
        self._pop_done()
        if self.board.storage.notices:
            self.show_notices()  # e.g. a save the full filesystem refused, mid-game
        if self.toast_at is not None:
            self._toast(now)
        top = self.top
        if top.dirty and self.power != ASLEEP:
            self.gfx.clear()
            top.draw(self.gfx)
            if self.toast_at is not None:
                self._draw_toast()
            top.dirty = False
            self.unshown = True
            self.last_frame = now
            self.quiet_collected = False
        if self.unshown:
            self._show(now)
        if self.tap_due is not None:  # an arrow's press on the glass: the guard's record of
            self._settle()  # it (no call in an idle frame: the linked game's 4 ms ones)
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
            if self.display_lost is None:
                errorlog.append(self.log_path(), "display", e)
            self.display_lost = self.clock.ticks_ms()
            return False

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
        if self._display(self.gfx.show):
            self.unshown = False
            if self.hold_mask:  # the holds it carries start now, after the push (~23 ms on
                # the device), later than any before them (GUARD_MS is the same for all)
                shown = self.clock.ticks_ms()
                start = self.clock.ticks_add(shown, GUARD_MS)
                if self.result_due:   # (a stream went on as it came: _result_beat)
                    self.result_at = shown
                    self.result_due = False
                for b in range(COUNT):
                    if self.hold_mask >> b & 1:
                        self.hold_until[b] = start
                self.hold_mask = 0

    def _input(self, now):
        if self.tap_due is not None:  # (a step that failed before its push left it)
            self._settle()
        self._end_holds(now)
        events = self.board.buttons.poll(now)
        if events:
            self._on_events(now, events)

    def _end_holds(self, now):
        for b in range(COUNT):  # a hold is over once a press from now on is neither begun
            start = self.hold_until[b]  # before it nor part of a mash going on
            if start is not None and \
                    self.clock.ticks_diff(now, start) > STREAM_GUARD_MS - GUARD_MS and \
                    not (self.acts >> b & 1 and self._alternating(now)) and \
                    self.board.buttons.quiet(now, self.acts if self.acts >> b & 1
                                             else 1 << b) > MASH_MS + DRIFT_MS and \
                    not (self.opened >> b & 1 and  # (nor the next of the press that opened
                         self.clock.ticks_diff(now, self.open_at) < self._answer_ms(b)):
                results = self.results  # (so no ticks of days ago are ever compared)
                self.release_input(1 << b)
                self.results = results  # the result is still up: a press answers it

    def _answer_ms(self, b):
        """How long after the press that opened what is held a press of b is its beat
        (opened): CHOSEN_ANSWER_MS for A where A takes a choice made on it (chosen)."""
        return CHOSEN_ANSWER_MS if self.chosen and b == A else ANSWER_MS

    def _alternating(self, now):
        """The last press, an arrow, came within MASH_MS of an acting one and less than
        MASH_MS ago: an A may follow at the mash's beat (A and LEFT in turn), so the acting
        buttons' holds go on (a fresh review: at 0.42 s a tap their hold ended between).
        Where a mash is being refused (a turn the computer brought) or a result is up, a
        drifting hand's beat too, up to MASH_MS + DRIFT_MS (a fresh review: at 0.5 s it
        ended between)."""
        beat = MASH_MS + DRIFT_MS if self.mashing or self.results else MASH_MS
        return not self.last_acts and self.prev_acts and self.last_gap <= beat and \
            self.board.buttons.quiet(now) <= beat

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
            self._settle()  # (the press before in this poll's)
            bit = 1 << button
            if kind == LONG and self.game is not None and not self._paused():   # (B's)
                self.swallow |= bit
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
                if not (button == B and self.held_back):
                    continue
                self.held_back = False
                kind = PRESS
            start = self.hold_until[button]
            # an arrow nothing holds moves the cursor whatever the guard's record of the taps
            # says: that record is kept after the frame is on the glass (_settle; 0.6-0.8 ms of
            # a Hearts move on the emulated Pico, issue 44.6)
            later = kind == PRESS and not (bit & self.acts or self.hold_mask & bit) and \
                start is None
            if kind == PRESS and not later:
                self._tap(button)
            # A press begun before the frame it would act on was seen (hold_input), or the
            # next tap of a mash begun so (begun within MASH_MS of a refused one), does nothing; a
            # hold set by an earlier press of this poll counts. (down_at is the poll before
            # the one that saw the press: at start or later, it began GUARD_MS or more after
            # the frame reached the glass, and acts.)
            # A mash's tap (A alone or with an arrow in turn, beats up to MASH_MS +
            # DRIFT_MS) is refused for as long as it keeps its beat, STOP, THEN PRESS up
            # (review 31: a mash let act once STOP went played Hearts' card and tic-tac-toe's
            # X the player never chose); a slower tap is an answer
            at = buttons.down_at[button]
            ask = button == A and self.last_gap < getattr(self.top, "answer_gap", 0)
            back = button == B and self.backed_at is not None and (
                at is None or self.clock.ticks_diff(at, self.backed_at) < ASK_GAP_MS)
            beat = self.results & bit and self._result_beat(at)
            mash = start is not None and (self.mashing & bit and self._keeps_beat(button) or
                                          self.alt or self.results & bit and self.flow)
            if not later and (self.hold_mask & bit or ask or back or mash or beat or
                              start is not None and (
                    at is None or self.clock.ticks_diff(at, start) < (
                        STREAM_GUARD_MS - GUARD_MS if self.last_gap < STREAM_MS and
                        self.came else 0) or
                    self.opened & bit and self.clock.ticks_diff(at, self.open_at) <
                    self._answer_ms(button))):
                self.mashing |= bit   # (the taps keeping its beat are a mash's)
                if kind == PRESS:
                    self.refuse_press(now)
                    self._refused_toast(now, ask or back, mash, beat)
                continue
            if later:
                self.tap_due = button   # (its record after the push: _settle)
            elif kind == PRESS and not bit & self.acts:
                self.opened = 0  # (UP to the pay table, RIGHT, then A 0.3 s after UP acts)
            elif kind == PRESS:
                self.backed_at = None   # (on the view a B uncovered: that run is over)
            if self.toast_at is not None and kind == PRESS and bit & self.acts:
                self.toast_at = None   # it acts: STOP, THEN PRESS is done with (an arrow
                # leaves it: a fresh review saw it blink through a mash of A and DOWN)
                self.top.dirty = True
            self.answering = self.results & bit != 0
            self.results = 0   # (answered: what a press does next, it brings)
            if start is not None:
                self.release_input(bit)  # it acts: the hold is over
            self.pressing = True  # what the view guards now, this press made (_mash_on)
            at = buttons.down_at[button]  # (None: seen at the first poll)
            self.press_at = now if at is None else at
            try:
                self.top.on_button(kind, button)
                # (the view a press closed uncovers one: it opened it)
                self._pop_done(kind == PRESS and button == B)
            finally:
                self.pressing = self.answering = False

    def _settle(self):
        """The guard's record of an arrow's press nothing held (_on_events' later), kept once
        its frame is on the glass, or before anything reads or changes it: the press's beat
        (_tap), as if kept before the view answered it."""
        button = self.tap_due
        if button is not None:
            self.tap_due = None
            self._tap(button)
            self.opened = 0

    def _refused_toast(self, now, ask, mash, beat):
        """A refused press: the glass says what to do (TOAST), till a press would act
        (_toast)."""
        self.toast_mash, self.toast_ask, self.toast_result = mash, ask, beat
        if self.toast_at is None:
            self.top.dirty = True
        self.toast_at = now

    def _toast(self, now):
        """TOAST goes once the next press would act, so its going is the ready sign: the
        buttons that act, and those refused, up MASH_MS + DRIFT_MS, as a hold ends
        (_end_holds; a question's A refused, ASK_GAP_MS), and a mash's not while an arrow
        tapped at its beat after its A may be followed by the next (_alternating: A and
        RIGHT in turn at 2 a second), nor, refused as a stream's on a result, before that
        has been up RESULT_SEEN_MS (_result_beat)."""
        if self.toast_result and self.results and self.result_at is not None and \
                self.clock.ticks_diff(now, self.result_at) < RESULT_SEEN_MS:
            return
        if self.board.buttons.quiet(now, self.acts | self.mashing) > (
                ASK_GAP_MS if self.toast_ask else MASH_MS + DRIFT_MS) and not (
                self.toast_mash and self._alternating(now)):
            self.toast_at = None
            self.top.dirty = True   # the view again without it

    def _result_beat(self, at):
        """A tap begun at at (None: before the last poll) keeps the beat of a stream that
        went on as the result on the glass came by itself, less than RESULT_SEEN_MS ago: its
        last two gaps under STREAM_MS, within DRIFT_MS of each other (a hand's steady beat;
        an early tap, then a second try, is no beat)."""
        return self.result_at is not None and _steady(
            self.prev_gap, self.last_gap, STREAM_MS - 1, DRIFT_MS) and (
            at is None or self.clock.ticks_diff(at, self.result_at) < RESULT_SEEN_MS)

    def _draw_toast(self):
        """TOAST inverted across the top line, or in the view's toast_box, in as many
        lines as its width needs (the board games' panel: two; Hearts' table: three), the
        box as high as they are or as a fourth figure says, the lines in its middle (rows
        of text hidden whole: the board games' score rows). The
        glass then is not the view's own frame: frames skips one, so a view that redraws in
        part over its last frame draws whole."""
        gfx = self.gfx
        box = getattr(self.top, "toast_box", None)
        if box is None:
            gfx.fill_rect(0, 0, WIDTH - 1, 8, 1)   # (nothing on column 127)
            gfx.center(TOAST, 0, SMALL, 0)
        else:
            x, y, w = box[0], box[1], box[2]
            lines = gfx.wrap(TOAST, SMALL, w - 2)   # columns x+1 to x+w-2
            h = 8 * len(lines) + 1   # (a comma's tail on the last row)
            tall = box[3] if len(box) > 3 else h
            gfx.fill_rect(x, y, w, tall, 1)
            y += (tall - h) // 2
            left = x
            for i, line in enumerate(lines):
                # under a line ending in a comma, from that line's left edge: centred, the
                # comma's tail stood on THEN's N (a fresh review, Hearts' three lines)
                if not (i and lines[i - 1].endswith(",")):
                    left = x + (w - gfx.text_width(line, SMALL) + 1) // 2
                gfx.text(line, left, y + 1 + 8 * i, SMALL, 0)
        gfx.frames += 1

    def refuse_press(self, now):
        """A press refused, but answered: a short low tick, and the glass dimmed a moment
        (at most once a BLINK_GAP_MS) where the tick is not heard: let go and look."""
        self.sound.play("held")
        if self.blink is None:
            self.blink = now
            self.dimmed = True
            self._display(self.board.display.contrast, 0)

    def _pop_done(self, back=False):
        """Close the views that are done; back: a B press closed them (backed_at)."""
        while len(self.views) > 1 and self.top.done:
            self._settle()  # (before the top changes)
            if self.top is self.game:
                self.end_game()
            else:
                self.views.pop()
                self.hold_input(ACTS)  # the view uncovered: a new screen
                if back and len(self.views) > 1:   # (the launcher's B does nothing)
                    self.backed_at = self.press_at

    def _power(self, now):
        if self.blink is not None:
            since = self.clock.ticks_diff(now, self.blink)
            if self.dimmed and since >= BLINK_MS:
                self.dimmed = False
                if self.power == AWAKE:
                    self.apply_settings()  # the settings' contrast back
            if since >= BLINK_GAP_MS:
                self.blink = None
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
