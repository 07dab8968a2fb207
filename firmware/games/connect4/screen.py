"""Connect Four on the 128x64 screen: the setup page (setup.py), then the board (view.py).

Play: LEFT/RIGHT move the piece above the board, A (or DOWN) drops it. A full column is
refused with a message and counts as a foul; too many fouls lose the game. B takes back
your last move (and the computer's reply) while undos are left; with nothing to take back it
returns to the setup page. After a game: A plays again with the same setup, B returns to the
setup page. The running score of each mode and the last setup persist in the record
"connect4"; an unfinished game resumes from snapshot(), saved after every move.

A game's end writes two records: the score, then the resume state is removed. The record
counts the games scored ("played") and a snapshot carries that count, so a resume state
left behind by a power cut between the two writes is recognised as already scored and
dropped instead of being played out and counted again."""
from firmware.games.connect4 import setup as setup_page
from firmware.games.connect4.ai import new_player
from firmware.games.connect4.engine import DRAW, FULL, WIN_VIOLATIONS, Game
from firmware.games.connect4.lines import COLS, ROWS
from firmware.games.connect4.view import (CELL, RING, SOLID, cell_origin, draw_board,
                                          draw_panel)
from hal.buttons import A, B, DOWN, LEFT, PRESS, REPEAT, RIGHT

RECORD = "connect4"
RECORD_VERSION = 1
SNAPSHOT_VERSION = 1
CPU_DELAY_MS = 500   # the computer waits so the player's piece lands and "Thinking" shows
ROW_MS = 40          # the drop animation: time to fall one row
MESSAGE_MS = 1200    # how long a notice (column full, no undo left) stays

SETUP = 0
PLAY = 1
OVER = 2

VS_CPU = 0           # score rows by mode: [side 0 wins, side 1 wins, draws]
TWO_PLAYERS = 1


def _valid_record(data):
    if not isinstance(data, dict) or not setup_page.valid(data.get("setup")):
        return False
    scores = data.get("scores")
    played = data.get("played", 0)   # absent in records saved before the count existed
    return (isinstance(played, int) and played >= 0
            and isinstance(scores, list) and len(scores) == 2
            and all(isinstance(row, list) and len(row) == 3
                    and all(isinstance(n, int) and n >= 0 for n in row) for row in scores))


class Screen:
    dirty = True
    done = False

    def __init__(self, ctx, saved):
        self.ctx = ctx
        record = ctx.load(RECORD, RECORD_VERSION, None, _valid_record)
        self.scores = [list(row) for row in record["scores"]] if record else [[0] * 3, [0] * 3]
        self.played = record.get("played", 0) if record else 0   # games scored, ever
        self.setup = dict(record["setup"]) if record else dict(setup_page.DEFAULT)
        self.page = setup_page.SetupPage(self.setup)
        self.phase = SETUP
        self.game = None
        self.first_side = SOLID  # the side (mark) that is the engine's player 1
        self.cpu = 0             # the computer's engine player number, 0 with two players
        self.player = None       # the computer player (ai.new_player)
        self.cursor = COLS // 2
        self.turn_started = 0
        self.falling = None      # (col, row, started ms) of the piece still dropping
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

    def _mode(self):
        return VS_CPU if self.setup["mode"] == 0 else TWO_PLAYERS

    def save_record(self):
        self.ctx.save(RECORD, RECORD_VERSION, {"setup": self.setup, "scores": self.scores,
                                               "played": self.played})

    # games ----------------------------------------------------------------------------------
    def new_game(self):
        """Start a game with the current setup (a random first player drawn afresh)."""
        first = self.setup["first"]
        if first == setup_page.RANDOM:
            first = self.ctx.rng.randbelow(2)
        self.first_side = first
        undos = setup_page.UNDO_LIMITS[self.setup["undos"]]
        fouls = setup_page.FOUL_LIMITS[self.setup["fouls"]]
        undo_limit = [undos, undos]
        foul_limit = [fouls, fouls]
        self.cpu = 0
        self.player = None
        if self._mode() == VS_CPU:
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
        setup = saved.get("setup") if isinstance(saved, dict) else None
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
        if self._mode() == VS_CPU:
            self.cpu = self.player_of(RING)
            self.player = new_player(setup_page.LEVELS[setup["level"]], self.ctx.rng)
        self._begin(game, cursor)

    def _turn_now(self):
        self.turn_started = self.ctx.clock.ticks_ms()
        self.dirty = True

    def _human_turn(self):
        return self.phase == PLAY and self.game.to_move() != self.cpu and self.falling is None

    def _notice(self, text):
        self.message = text
        self.message_at = self.ctx.clock.ticks_ms()
        self.dirty = True

    def _drop(self, col):
        game = self.game
        row = game.drop(col)
        if row == FULL:
            self.ctx.sound.play("error")
            player = game.to_move()
            limit = game.violation_limit[player - 1]
            fouls = game.violations[player - 1]
            self._notice("COLUMN FULL" if limit is None else "FULL! FOUL %d/%d" % (fouls, limit))
            if game.over():
                self._finish()
        else:
            self.falling = (col, row, self.ctx.clock.ticks_ms())
            if game.over():
                self._finish()
            else:
                self.ctx.sound.play("click")
        self._turn_now()
        self.ctx.save_state()

    def _finish(self):
        result = self.game.result
        self.phase = OVER
        self.played += 1
        row = self.scores[self._mode()]
        if result == DRAW:
            row[2] += 1
            self.ctx.sound.play("move")
        else:
            row[self.side_of(result)] += 1
            self.ctx.sound.play("lose" if result == self.cpu else "win")
        self.save_record()

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
            self.ctx.sound.play("error")
            self._notice("NO UNDO LEFT")
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
                self.cursor = (self.cursor + (1 if button == RIGHT else -1)) % COLS
                self.dirty = True
        elif kind != PRESS:
            return
        elif self.phase == OVER:
            if button == A:
                self.new_game()
            elif button == B:
                self._to_setup()
        elif button == A or button == DOWN:
            if self._human_turn():
                self._drop(self.cursor)
            else:
                self.ctx.sound.play("error")
        elif button == B:
            self._undo()

    def _clear_scores(self):
        self.scores[self._mode()] = [0, 0, 0]

    def tick(self, now):
        clock = self.ctx.clock
        if self.message is not None and clock.ticks_diff(now, self.message_at) >= MESSAGE_MS:
            self.message = None
            self.dirty = True
        if self.falling is not None:
            self.dirty = True
            if clock.ticks_diff(now, self.falling[2]) >= (ROWS - self.falling[1]) * ROW_MS:
                self.falling = None
        if (self.phase == PLAY and self.game.to_move() == self.cpu and self.falling is None
                and clock.ticks_diff(now, self.turn_started) >= CPU_DELAY_MS):
            self._drop(self.player(self.game))

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
        game = self.game
        mark_of = (None, self.side_of(1), self.side_of(2))
        hidden = falling = cursor = None
        if self.falling is not None:
            col, row, started = self.falling
            hidden = col * ROWS + row
            fallen = self.ctx.clock.ticks_diff(self.ctx.clock.ticks_ms(), started) * CELL // ROW_MS
            top = cell_origin(col, row)[1] + 1
            falling = (col, min(top, 1 + fallen), mark_of[game.cells[hidden]])
        elif self._human_turn():
            cursor = (self.cursor, mark_of[game.to_move()])
        line = game.line if self.falling is None else None
        draw_board(gfx, game.cells, mark_of, line, hidden, falling, cursor)
        self._draw_panel(gfx, mark_of)

    def _draw_panel(self, gfx, mark_of):
        game = self.game
        vs_cpu = self.cpu != 0
        score = self.scores[self._mode()]
        names = ("YOU", "CPU") if vs_cpu else ("SOLID", "RING")
        sides = []
        for side in (SOLID, RING):
            player = self.player_of(side)
            counters = None
            if player != self.cpu:
                left = game.undos_left(player)
                limit = game.violation_limit[player - 1]
                fouls = game.violations[player - 1]
                counters = "UNDO %s FOUL %s" % ("*" if left is None else left,
                                                fouls if limit is None else
                                                "%d/%d" % (fouls, limit))
            sides.append((side, "%s %d" % (names[side], score[side]), counters))
        status_mark = None
        if self.phase == OVER:
            status = self._result_text(vs_cpu)
            hint = "A:AGAIN B:SETUP"
        else:
            hint = "A:DROP B:UNDO"
            if vs_cpu:
                status = "Thinking" if game.to_move() == self.cpu else "Your move"
            else:
                status = "to play"
                status_mark = mark_of[game.to_move()]
        title = "VS " + setup_page.LEVEL_NAMES[self.setup["level"]] if vs_cpu else "2 PLAYERS"
        draw_panel(gfx, title, status, status_mark, sides, score[2], self.message, hint)

    def _result_text(self, vs_cpu):
        game = self.game
        if game.result == DRAW:
            return "Draw"
        winner = self.side_of(game.result)
        fouled = game.reason == WIN_VIOLATIONS
        if vs_cpu:
            if game.result == self.cpu:
                return "Fouled out" if fouled else "CPU wins"
            return "You win!"
        return ("Ring" if winner == RING else "Solid") + " wins"
