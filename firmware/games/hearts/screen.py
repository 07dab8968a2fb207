"""Hearts on the 128x64 screen: the setup page (setup.py), then hand after hand at the table
(play.py) against three computer players (turns.py), each ending on a score table
(pages.py) that waits for A; results hold presses back (ctx.hold_input()). The game saves
after every card and resumes exactly (snapshot); the setup and the player's record
persist (record.py). Keys: help.py's Controls page."""
import gc

from firmware.games.hearts import pages, record
from firmware.games.hearts import setup as setup_page
from firmware.games.hearts.engine import GAME_END, NO_PASS, PASS, PLAY, Game
from firmware.games.hearts.play import Play
from firmware.games.hearts.table import STATUS_TOAST, TABLE_HOLD, TABLE_TOAST
from firmware.games.hearts.turns import Opponents
from firmware.ui import setup_page as setup_keys
from hal.buttons import A, ALL, B, LEFT, PRESS, REPEAT, RIGHT

SETUP = 0
PASSING = 1
PLAYING = 2
HAND_OVER = 3
GAME_OVER = 4


class Screen:
    done = False

    def __init__(self, ctx, saved):
        self.ctx = ctx
        self.record = record.load(ctx)
        self.setup = self.record["setup"]
        self.page = setup_page.SetupPage(self.setup)
        self.over = SETUP  # SETUP, HAND_OVER or GAME_OVER while no hand is at the table
        self.game = None
        self.game_id = 0  # tells this game's hands from another's in the record
        self.opponents = None
        self.play = None  # the hand at the table
        self._dirty = True
        self.linked = None  # link.HeartsLink: the game is played over the link
        role = ctx.link_role  # a new linked game (the title card's Link)
        if role is None and isinstance(saved, dict) and "link" in saved:
            role = saved["link"]  # a linked game saved: its link opens again
        elif role is not None:
            saved = None
        if role is not None:
            __import__("firmware.games.hearts.link", None, None, ["HeartsLink"]).HeartsLink(
                self, role, saved)
        if saved is not None:
            self._resume(saved)

    @property
    def stage(self):
        if self.play is None:
            return self.over
        return PASSING if self.play.passing else PLAYING

    @property
    def dirty(self):
        return self._dirty or (self.play is not None and self.play.dirty)

    @dirty.setter
    def dirty(self, value):
        self._dirty = value
        if self.play is not None:
            self.play.dirty = value

    # games --------------------------------------------------------------
    def save_record(self):
        self.ctx.save(record.NAME, record.VERSION, self.record)

    def _make_players(self):
        remote = self.linked and self.linked.remote()
        self.opponents = Opponents(setup_page.LEVELS[self.setup["level"]], self.ctx.rng, remote)

    def new_game(self):
        gc.collect()  # a safe point: the game's state lands low in the heap (DESIGN.md 8)
        s = self.setup
        self.game = Game(setup_page.TARGETS[s["target"]], s["moon"] == 1, s["qs"] == 1)
        self.game_id = self.ctx.rng.randbelow(1 << 30)
        self._make_players()
        self._deal()

    def _deal(self):
        gc.collect()  # a safe point: the new hand's lists land low in the heap
        game = self.game
        game.deal(self.ctx.rng)
        if game.phase == PASS:
            self.opponents.pass_cards(game)
        if self.linked is not None:
            self.linked.dealt()
        self.show_hand(game)

    def show_hand(self, game):
        """game's new hand at the table (a linked joiner's: as the host dealt it)."""
        if game is not self.game:
            self.game = game
            self._make_players()
        self._at_table()
        if game.pass_dir == NO_PASS:
            self.play.flash("NO PASSING THIS HAND", "NO PASSING")
        self.ctx.save_state()

    def _at_table(self, cursor=None, chosen=(), shown=False):
        gc.collect()  # after the others' passes: the hand's Play lands low too
        self.opponents.reset()
        self.play = Play(self.ctx, self.game, self.opponents, self.game_id, cursor, chosen,
                         self.linked, shown)
        self.dirty = True

    def _resume(self, saved):
        if not setup_page.valid(saved.get("setup")):
            raise ValueError("bad saved setup")
        record.upgrade(saved)
        game = (Game if self.linked is None else self.linked.game_class).from_snapshot(
            saved["game"])
        self.setup.update(saved["setup"])
        self.game = game
        game_id = saved.get("id", 0)
        self.game_id = game_id if isinstance(game_id, int) else 0
        self._make_players()
        if game.phase in (PASS, PLAY):
            cursor = saved.get("cursor", 0)
            self._at_table(cursor if isinstance(cursor, int) else 0, saved.get("chosen", ()),
                           saved.get("shown") == 1 and self.linked is None)
        else:
            self.over = HAND_OVER
            self.ctx.hold_input(ALL)   # resumed on the hand's end: read first, as when it came

    def _check_hand(self):
        """After the hand's last card the record counts it at once (before the snapshot is
        saved); once that trick has left the table, the hand's score table shows."""
        play = self.play
        if play.ended and not play.counted:
            play.counted = True
            record.count_hand(self.ctx, self.record, self.game, self.game_id, self._with_people())
        if play.over:
            self.play = None
            self.over = HAND_OVER
            self.dirty = True
            self.ctx.hold_input(ALL)   # the hand's end: A and B once it has been read
            points = self.game.hand_points
            self.ctx.sound.play("win" if points[0] == min(points) else "lose")
            self.ctx.save_state()

    def _with_people(self):
        """The game is played with people on other handhelds (counted apart): linked, and
        not every one of their seats given to the computer (then it counts as a game
        against it, as the linked board games do)."""
        return self.linked is not None and not self.linked.cpu

    def next_table(self):
        """A on the hand's table: the next hand, or the game's final table."""
        if self.game.phase == GAME_END:
            self.over = GAME_OVER
            self.dirty = True
            self.ctx.hold_input(ALL)   # the game's end: A and B once it has been read
            self.ctx.save_state()
        else:
            self._deal()

    def to_setup(self):
        """Back to the setup page, no game kept (B at a game's end; a linked joiner whose
        resumed game the host has replaced)."""
        self.over = SETUP
        self.game = None
        self.opponents = None
        self.page.menu.index = 0
        self.dirty = True
        self.ctx.save_state()

    def _clear_scores(self):
        record.clear(self.record)

    # Screen contract ----------------------------------------------------
    def on_button(self, kind, button):
        if self.linked is not None and self.linked.on_button(kind, button):
            return
        if kind != PRESS and kind != REPEAT:
            return
        if self.play is not None:
            if kind == PRESS or button == LEFT or button == RIGHT:
                self.play.on_button(kind, button)
                self._check_hand()
            return
        if self.over == SETUP:
            setup_keys.press(self, kind, button, self._clear_scores)
            return
        if kind != PRESS:
            return
        self.dirty = True
        if button == A:
            if self.over == HAND_OVER:
                self.next_table()
            else:
                self.new_game()
            if self.play is not None:
                self.ctx.guard_turn()   # a new hand: a double tap picks nothing
        elif button == B and self.over != HAND_OVER:
            self.to_setup()

    @property
    def toast_box(self):
        """Where the app's WAIT goes (app.TOAST), off what the player reads then: on the
        end tables (their look: WAIT's usual place) on the keys' line left of them
        (pages.end_toast); at the table in the scores key's place (table.TABLE_TOAST), the
        status bar in view; on a page in place of the title (pages.TOAST_BOX); on the setup
        page as it says."""
        if self.play is not None:
            return pages.TOAST_BOX if self.play.info is not None else TABLE_TOAST
        if self.over == SETUP:
            return self.page.toast_box
        if self.over == HAND_OVER:
            return pages.end_toast(pages.hand_over_keys(self.game, self._waiting()))
        return pages.end_toast(self._final_keys())

    @property
    def aim_box(self):
        """Where the app's note to a tap that waits for an aim (app.AIM_NOTE) goes: on the
        status bar, where the game's own refusals stand (in WAIT's box it had no room)."""
        return STATUS_TOAST

    @property
    def hold_box(self):
        """Where the app's HOLD FOR MENU goes while B is held (gamehost), where WAIT's box
        has no room for its lines: at the table (table.TABLE_HOLD), on the end tables over
        the tally (pages.TALLY_TOAST); elsewhere (None) where WAIT goes."""
        if self.play is not None:
            return TABLE_HOLD if self.play.info is None else None
        return None if self.over == SETUP else pages.TALLY_TOAST

    def _waiting(self):
        """A linked joiner's end tables: the host deals the next hand, shows the final."""
        return self.linked is not None and not self.linked.host

    def _final_keys(self):
        return "A:AGAIN B:SETUP" if self.linked is None else self.linked.final_keys()

    def tick(self, now):
        if self.linked is not None:
            self.linked.tick(now)
        if self.play is not None:
            self.play.tick(now)
            self._check_hand()
        elif self.over == SETUP:
            setup_keys.tick(self, now)

    def snapshot(self):
        if self.play is None and self.over != HAND_OVER:
            return None
        play = self.play
        snap = {"setup": self.setup, "game": self.game.snapshot(), "id": self.game_id,
                "cursor": play.cursor if play else 0, "chosen": play.chosen if play else [],
                "v": record.ORDER}
        if play is not None and play.shown is not None and self.game.phase in (PASS, PLAY):
            snap["shown"] = 1   # the trick just taken is on the table (a save before: none;
            # the hand's last: it resumes on HAND n OVER, as the load reads it)
        return snap if self.linked is None else self.linked.snapshot(snap)

    def draw(self, gfx):
        if self.linked is not None and self.linked.draw(gfx):
            return  # the link's lobby: no game yet
        self._draw(gfx)
        if self.linked is not None:
            self.linked.draw_over(gfx)

    def _draw(self, gfx):
        if self.play is not None:
            self.play.draw(gfx)
        elif self.over == SETUP:
            self.page.draw(gfx)
        elif self.over == HAND_OVER:
            pages.draw_hand_over(gfx, self.game, self._waiting())
        else:
            counts = record.tally(self.record, self._with_people())
            pages.draw_game_over(gfx, self.game, counts["won"], counts["played"],
                                 self._final_keys(), counts.get("shared", 0))
