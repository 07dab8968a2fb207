"""Connect Four on the 128x64 screen: the setup page (setup.py), then the board (view.py).
The score of each level and the last setup persist in record.py; an unfinished game
resumes from snapshot(), saved after every move."""
# (Comments, not the docstring, say the rest: compiling from source, as the tests under the
# unix port do, holds a string token whole in one block of the heap.)
#
# Play: LEFT/RIGHT move the piece above the board (past full columns under the friendly
# rules; under the classic rules a full column may be chosen and dropping there is a foul,
# the third of which loses), A (or DOWN) drops it. B takes back your last move (and the
# computer's reply) while undos are left; with nothing to take back it returns to the setup
# page. Against the computer your piece lands at once, and the computer thinks as soon as
# it and "Thinking" are on the glass; its piece comes no sooner than PACE_MS after your drop
# (ui/pacing.py), then falls. Meanwhile LEFT/RIGHT
# still move your cursor (a small mark above the board) and a drop is refused with a notice.
# After a game (its last piece landed, the winning four shown until a press, presses on
# their way held back): A plays again with the same setup, B returns to the setup page. A
# game against the computer is tallied on the Stats page at its level.
#
# A game's end writes two records: the score, then the resume state is removed. The record
# counts the games scored ("played") and a snapshot carries that count, so a resume state
# left behind by a power cut between the two writes is recognised as already scored and
# dropped instead of being played out and counted again.
from firmware.games.connect4 import record, setup as setup_page, table
from firmware.games.connect4.ai import new_player
from firmware.games.connect4.engine import DRAW, FULL, Game
from firmware.games.connect4.lines import COLS, ROWS
from firmware.games.connect4.view import RING, ROW_MS, SOLID
from firmware.ui.pacing import Pacer
from hal.buttons import A, B, DOWN, LEFT, PRESS, REPEAT, RIGHT

SNAPSHOT_VERSION = 1
PACE_MS = 450        # the computer's piece comes no sooner than this after yours
MESSAGE_MS = 1200    # how long a notice (column full, no undo left) stays
WAIT = "WAIT FOR CPU"  # the notice of a drop refused in the computer's turn, until it ends

SETUP = 0
PLAY = 1
OVER = 2


class Screen:
    dirty = True
    done = False

    def __init__(self, ctx, saved):
        self.ctx = ctx
        saved_record = record.load(ctx)
        self.setup = saved_record["setup"]
        self.scores = saved_record["scores"]
        self.played = saved_record["played"]   # games scored, ever
        self.page = setup_page.SetupPage(self.setup)
        self.phase = SETUP
        self.game = None
        self.first_side = SOLID  # the side (mark) that is the engine's player 1
        self.cpu = 0             # the computer's engine player number, 0 with two players
        self.player = None       # the computer player (ai.new_player)
        self.cursor = COLS // 2
        self.pacer = Pacer(ctx.clock, PACE_MS)
        self.falling = None      # (col, row, started ms) of the piece still dropping
        self.unsaved = False     # the computer's move is on the glass, to be saved next
        self.message = None
        self.message_at = 0
        if saved is not None:
            self._resume(saved)

    # sides and records ----------------------------------------------------------------------
    def side_of(self, player):
        """The side (SOLID / RING, also the score index) of engine player 1 or 2."""
        return (player - 1) ^ self.first_side

    def player_of(self, side):
        return 1 + (side ^ self.first_side)

    def _vs_cpu(self):
        return self.setup["mode"] == 0

    def score(self):
        """[solid wins, ring wins, draws] of the setup's level (or of two players)."""
        key = setup_page.LEVELS[self.setup["level"]] if self._vs_cpu() else record.TWO_PLAYERS
        row = self.scores.get(key)
        if row is None:
            row = self.scores[key] = [0, 0, 0]
        return row

    def save_record(self):
        record.save(self.ctx, self.setup, self.scores, self.played)

    def _classic(self):
        return self.setup["rules"] == setup_page.CLASSIC

    # games ----------------------------------------------------------------------------------
    def new_game(self):
        """Start a game with the current setup (a random first player drawn afresh)."""
        first = self.setup["first"]
        if first == setup_page.RANDOM:
            first = self.ctx.rng.randbelow(2)
        self.first_side = first
        undos = setup_page.UNDO_LIMITS[self.setup["undos"]]
        fouls = setup_page.CLASSIC_FOULS if self._classic() else None
        undo_limit = [undos, undos]
        foul_limit = [fouls, fouls]
        self.cpu = 0
        self.player = None
        if self._vs_cpu():
            self.cpu = self.player_of(RING)          # the player is SOLID, the computer RING
            undo_limit[self.cpu - 1] = None
            foul_limit[self.cpu - 1] = None
            self.player = new_player(setup_page.LEVELS[self.setup["level"]], self.ctx.rng)
        self._begin(Game(undo_limit, foul_limit), COLS // 2)

    def _begin(self, game, cursor):
        self.game = game
        self.cursor = cursor
        self.phase = PLAY
        self.falling = None
        self.message = None
        self._turn_now()
        self.ctx.save_state()

    def _resume(self, saved):
        setup = setup_page.upgrade(saved.get("setup")) if isinstance(saved, dict) else None
        first = saved.get("first") if setup else None
        cursor = saved.get("cursor") if setup else None
        if (saved.get("v") != SNAPSHOT_VERSION or not setup_page.valid(setup)
                or first not in (SOLID, RING) or not isinstance(cursor, int)
                or not 0 <= cursor < COLS):
            raise ValueError("bad saved game")
        if saved.get("played", 0) != self.played:
            raise ValueError("saved game already scored")
        game = Game.restore(saved.get("game"))
        if game.over():
            raise ValueError("saved game already over")
        self.setup.update(setup)
        self.page.rebuild()
        self.first_side = first
        self.cpu = 0
        self.player = None
        if self._vs_cpu():
            self.cpu = self.player_of(RING)
            self.player = new_player(setup_page.LEVELS[setup["level"]], self.ctx.rng)
        self._begin(game, cursor)

    def _turn_now(self):
        self.pacer.start()
        self.dirty = True

    def _cpu_turn(self):
        return self.phase == PLAY and self.game.to_move() == self.cpu

    def human_turn(self):
        return self.phase == PLAY and self.game.to_move() != self.cpu and self.falling is None

    def _notice(self, text):
        self.message = text
        self.message_at = self.ctx.clock.ticks_ms()
        self.dirty = True

    def _refuse(self, text):
        self.ctx.sound.play("error")
        self._notice(text)

    def _step_cursor(self, step):
        """Move the cursor a column (wrapping); under the friendly rules past full ones."""
        game = self.game
        col = self.cursor
        for _ in range(COLS):
            col = (col + step) % COLS
            if self._classic() or game.can_drop(col):
                break
        self.cursor = col
        self.dirty = True

    def _free_cursor(self):
        """Under the friendly rules the cursor never rests on a full column: the nearest
        free one (to the right first)."""
        game = self.game
        if self._classic() or game.can_drop(self.cursor) or game.over():
            return
        for d in range(1, COLS):
            for col in (self.cursor + d, self.cursor - d):
                if 0 <= col < COLS and game.can_drop(col):
                    self.cursor = col
                    self.dirty = True
                    return

    def _drop(self, col, save=True):
        game = self.game
        if not self._classic() and not game.can_drop(col):
            self._refuse("COLUMN FULL")
            return
        row = game.drop(col)
        if row == FULL:
            player = game.to_move()
            self._refuse("FULL! FOUL %d/%d" % (game.violations[player - 1],
                                               game.violation_limit[player - 1]))
            if game.over():
                self._finish()
                self._result_shown()
        else:
            # Against the computer your piece lands at once: its think blocks the loop, so
            # a fall first would only hold its reply back (its own piece falls: the reply).
            if not self.cpu or game.cells[col * ROWS + row] == self.cpu:
                self.falling = (col, row, self.ctx.clock.ticks_ms())
            if game.over():
                self._finish()
                if self.falling is None:
                    self._result_shown()
            else:
                self.ctx.sound.play("click")
        self._turn_now()
        if save or game.over():
            self.ctx.save_state()

    def _finish(self):
        """Score the game at once (a power cut loses nothing); it is shown when the last
        piece has landed (_result_shown)."""
        result = self.game.result
        self.phase = OVER
        self.played += 1
        row = self.score()
        if result == DRAW:
            row[2] += 1
        else:
            row[self.side_of(result)] += 1
        self.save_record()
        if self.cpu:
            level = self.setup["level"]
            self.ctx.finished(setup_page.LEVEL_NAMES[level],
                              "drawn" if result == DRAW else
                              "lost" if result == self.cpu else "won", rank=level)

    def _result_shown(self):
        """The result is on the glass: presses already on their way do not act on it."""
        result = self.game.result
        self.ctx.hold_input()
        if result == DRAW:
            self.ctx.sound.play("move")
        else:
            self.ctx.sound.play("lose" if result == self.cpu else "win")

    def _undo(self):
        """vs the computer: your last move and its reply; two players: the last move, charged
        to whoever made it. With nothing of yours to take back, back to the setup page."""
        game = self.game
        if self.cpu:
            who = self.player_of(SOLID)
            mine = len(game.moves) if who == 1 else len(game.moves) - 1
        else:
            who = 1 + ((len(game.moves) - 1) & 1)
            mine = len(game.moves)
        if mine <= 0:
            self._to_setup()
            return
        if not game.can_undo(who):
            self._refuse("NO UNDO LEFT")
            return
        game.undo(who)
        self.falling = None
        self.message = None
        self.ctx.sound.play("click")
        self._turn_now()
        self.ctx.save_state()

    def _to_setup(self):
        self.phase = SETUP
        self.game = None
        self.falling = None
        self.page.menu.index = 0
        self.dirty = True
        self.ctx.save_state()

    # Screen contract ------------------------------------------------------------------------
    def on_button(self, kind, button):
        if kind != PRESS and kind != REPEAT:
            return
        if self.phase == SETUP:
            setup_page.press(self, kind, button, self._clear_scores)
        elif button == LEFT or button == RIGHT:
            if self.phase == PLAY:
                self._step_cursor(1 if button == RIGHT else -1)
        elif kind != PRESS or self.phase == OVER and self.falling is not None:
            return   # the last piece is still falling: the result is not up yet
        elif self.phase == OVER:
            if button == A:
                self.new_game()
            elif button == B:
                self._to_setup()
        elif button == A or button == DOWN:
            self._drop_pressed()
        elif button == B:
            self._undo()

    def _drop_pressed(self):
        if self.falling is not None and not self.cpu:
            self.falling = None   # two players: a drop lands the last piece at once
        if self.human_turn():
            self._drop(self.cursor)
        else:
            self._refuse(WAIT)

    def _clear_scores(self):
        self.scores.clear()  # every level's row, as the Stats page is cleared whole

    def tick(self, now):
        clock = self.ctx.clock
        if self.message is not None and clock.ticks_diff(now, self.message_at) >= MESSAGE_MS:
            self.message = None
            self.dirty = True
        if self.falling is not None:
            self.dirty = True
            if clock.ticks_diff(now, self.falling[2]) >= (ROWS - self.falling[1]) * ROW_MS:
                self.falling = None
                if self.phase == OVER:
                    self._result_shown()
                elif self.message == WAIT and self.human_turn():
                    self.message = None
        if self.phase != PLAY:
            return
        if self.unsaved:
            self.unsaved = False
            self.ctx.save_state()
        if self.falling is None and self.game.to_move() == self.cpu:
            col = self.pacer.step(self._think)
            if col is not None:
                self._drop(col, save=False)   # saved next frame: the reply shows first
                self.unsaved = not self.game.over()
        self._free_cursor()

    def _think(self):
        return self.player(self.game)

    @property
    def due(self):
        """The computer's turn is on the glass: tick again at once to think (app.step)."""
        return self.phase == PLAY and self.pacer.due

    def snapshot(self):
        if self.phase != PLAY:
            return None
        return {"v": SNAPSHOT_VERSION, "setup": self.setup, "first": self.first_side,
                "game": self.game.snapshot(), "cursor": self.cursor, "played": self.played}

    # drawing --------------------------------------------------------------------------------
    def draw(self, gfx):
        if self.phase == SETUP:
            self.page.draw(gfx)
            return
        if self.falling is None and self._cpu_turn():
            self.pacer.drawn()   # your piece has landed and "Thinking" shows with this frame
        table.draw(gfx, self)
