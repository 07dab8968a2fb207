"""Connect Four on the 128x64 screen: the setup page (setup.py), then the board (view.py),
on the board-game screen (firmware/ui/board_screen.py). The score of each level and the
last setup persist in record.py; an unfinished game resumes from snapshot(), saved after
every move."""
# (Comments, not the docstring, say the rest: compiling from source, as the tests under the
# unix port do, holds a string token whole in one block of the heap.)
#
# Play: LEFT/RIGHT move the piece above the board (past full columns under the friendly
# rules; under the Fouls rules a full column may be chosen and dropping there is a foul,
# the third of which loses), A (or DOWN) drops it; where the other's piece filled the
# cursor's column and moved it (FILLED UP), only once an arrow has aimed. B takes back your
# last move (and the computer's reply) while undos are left; with nothing to take back it
# is refused (NO UNDO, the board screen's; NO UNDOS with none left; both saying HOLD B:
# MENU). Against the
# computer your piece lands at once, and the computer thinks as soon as it and THINKING
# are on the glass; its piece falls and lands no sooner than the board screen's
# CPU_BEAT_MS after (ui/pacing.py; arrival_ms), its fall quicker when the think left less
# of that than a fall takes (_fall_ms). Meanwhile
# LEFT/RIGHT still move your cursor (a small mark above the board) and a drop or a B is
# refused with a notice.
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
from firmware.games.connect4.engine import DRAW, FULL, WIN_VIOLATIONS, Game, from_digits
from firmware.games.connect4.lines import COLS, ROWS
from firmware.games.connect4.view import RING, ROW_MS, SOLID, draw_piece
from firmware.ui import partial
from firmware.ui.board_panel import AIM, MENU_HINT
from firmware.ui.board_screen import OVER, PLAY, SETUP, BoardScreen  # noqa: F401 (phases)
from hal.buttons import A, DOWN, LEFT, RIGHT, step

SNAPSHOT_VERSION = 1
MESSAGE_MS = 1200    # how long a notice (column full, no undo left) stays
# The notices, inverted over the title and the status: 9 characters at most (ui/board_panel.py;
# a drop refused for the turn says the board screen's wait_notice)
NO_UNDOS = ("NO UNDOS",) + MENU_HINT   # B with none left: what to do instead too
COL_FULL = "COL. FULL"  # under the friendly rules
# The cursor's column filled by the other's piece, the cursor moved on: what happened, not
# a refusal (review 81: COL. FULL there, nothing pressed, read as "you pressed wrong")
FILLED = "FILLED UP"
# The column your own drop filled, the cursor moved on: said once the turn is back (the
# other's move landed) (review 88: the cursor moved with no word; review 70: COL. FULL through
# the reply read as that drop refused), A waiting for an arrow as after the other's fill
# (review 94: a press 4 s on dropped in the next column, never aimed at)
OWN_FILLED = "COL%d FULL"
FOUL = "FOUL %d/%d"  # under the Fouls rules: the fouls so far, and the limit
# the banner's word after the side whose last foul lost the game, as YOU WIN!, CPU WINS: YOU
# FOULED, or a piece's (the banner's one line: 10 characters; FOULED OUT is 14 after YOU)
FOUL_OUT = "FOULED"


class Screen(BoardScreen):
    setup_page = setup_page
    NOTICE_MS = MESSAGE_MS
    START_CURSOR = COLS // 2
    DRAW = DRAW
    CURSOR_KEYS = (LEFT, RIGHT)
    ACT_KEYS = (A, DOWN)
    ACT_NAME = "DROP"
    NO_CPU = 0    # self.cpu is the computer's engine player number

    def __init__(self, ctx, saved):
        self.first_side = SOLID  # the side (mark) that is the engine's player 1
        self.falling = None      # (col, row, started ms, ms to land) of the piece dropping
        self.own_filled = None   # the column your drop filled, the cursor moved off it: said
        # with the turn (turn_shown)
        self.unsaved = False     # the computer's move is on the board, to be saved landed
        super().__init__(ctx, saved)

    # sides and records ----------------------------------------------------------------------
    def side_of(self, player):
        """The side (SOLID / RING, also the score index) of engine player 1 or 2."""
        return (player - 1) ^ self.first_side

    def player_of(self, side):
        return 1 + (side ^ self.first_side)

    def score(self):
        """[solid wins, ring wins, draws] of the setup's level (or of two players)."""
        key = setup_page.LEVELS[self.setup["level"]] if self.vs_cpu() else record.TWO_PLAYERS
        row = self.scores.get(key)
        if row is None:
            row = self.scores[key] = [0, 0, 0]
        return row

    def load_record(self):
        saved = record.load(self.ctx)
        self.setup = saved["setup"]
        self.scores = saved["scores"]
        self.played = saved["played"]   # games scored, ever

    def save_record(self):
        record.save(self.ctx, self.setup, self.scores, self.played)

    def clear_scores(self):
        self.scores.clear()  # every level's row, as the Stats page is cleared whole

    def count_result(self, result):
        self.played += 1
        self.score()[2 if result == DRAW else self.side_of(result)] += 1

    def _fouls(self):
        return self.setup["rules"] == setup_page.FOULS and self.linked is None

    # a linked game (ui/board_link.py): host SOLID, joiner RING; no undo limit, no fouls
    def link_game(self, moves, first):
        game = from_digits("".join(chr(48 + col) for col in moves))
        self.first_side = first
        return game

    def link_side(self, index):
        return self.player_of(index)

    def link_mark(self, index):
        return index

    def valid_cursor(self, cursor):
        return isinstance(cursor, int) and 0 <= cursor < COLS

    # games ----------------------------------------------------------------------------------
    def new_player(self, name):
        return new_player(name, self.ctx.rng)

    def fresh_game(self):
        """A new game (a random first player drawn afresh)."""
        self.first_side = self.choice("first")
        undos = setup_page.UNDO_LIMITS[self.setup["undos"]]
        fouls = setup_page.FOUL_LIMIT if self._fouls() else None
        undo_limit = [undos, undos]
        foul_limit = [fouls, fouls]
        self.cpu = 0
        if self.vs_cpu():
            self.cpu = self.player_of(RING)   # you play SOLID, the computer RING
            undo_limit[self.cpu - 1] = None
            foul_limit[self.cpu - 1] = None
        return Game(undo_limit, foul_limit)

    def restore(self, saved):
        setup = setup_page.upgrade(saved.get("setup"))
        first = saved.get("first") if setup else None
        cursor = saved.get("cursor") if setup else None
        if (saved.get("v") != SNAPSHOT_VERSION or not setup_page.valid(setup)
                or first not in (SOLID, RING) or not self.valid_cursor(cursor)):
            raise ValueError("bad saved game")
        if saved.get("played", 0) != self.played:
            raise ValueError("saved game already scored")
        game = Game.restore(saved.get("game"))
        self.first_side = first
        self.cpu = self.player_of(RING) if setup["mode"] == 0 else 0
        return setup, game, cursor

    def saved_game(self):
        return {"v": SNAPSHOT_VERSION, "setup": self.setup, "first": self.first_side,
                "game": self.game.snapshot(), "cursor": self.cursor, "played": self.played}

    def mover(self):
        return self.game.to_move()

    def settled(self):
        return self.falling is None

    def arrival_ms(self, col):
        """The computer's piece lands this long after it is dropped (tick)."""
        return (ROWS - self.game.heights[col]) * ROW_MS

    def clear_turn(self):
        super().clear_turn()
        self.falling = None
        self.own_filled = None

    def own_moves(self):
        moves = len(self.game.moves)
        if self.cpu:
            return moves if self.player_of(SOLID) == 1 else moves - 1
        return moves

    def undoer(self):
        """The player a take-back is charged to: vs the computer you, two players whoever
        made the last move."""
        return self.player_of(SOLID) if self.cpu else 1 + ((len(self.game.moves) - 1) & 1)

    def take_back(self):
        """vs the computer: your last move and its reply; two players: the last move,
        charged to whoever made it."""
        game = self.game
        who = self.undoer()
        if not game.can_undo(who):
            self.refuse(NO_UNDOS)
            return False
        game.undo(who)
        return True

    # play -----------------------------------------------------------------------------------
    def move_cursor(self, button, kind):
        """Move the cursor a column (a press wraps round, a held arrow stops at the edge);
        under the friendly rules past full ones."""
        delta = 1 if button == RIGHT else -1
        game = self.game
        col = self.cursor
        for _ in range(COLS):
            moved = step(col, delta, COLS, kind)
            if moved == col:
                return  # held against the edge (or no column free past it)
            col = moved
            if self._fouls() or game.can_drop(col):
                break
        else:
            return
        self.cursor = col
        self.dirty = True

    def _free_cursor(self, fouled=False, filled=False):
        """Under the friendly rules the cursor never rests on a full column: the nearest
        free one (to the right first), FILLED UP said where the other's piece filled it;
        under the fouls rules it leaves one it fouled on (review 64: tapped on, a foul a
        tap, it fouled out in 4 s) and one a drop has just filled (filled; review 83: left
        on the column the player's own drop filled, a tap a second, 0.44 s into the next
        turn, fouled), as under the friendly rules: the arrows may go back onto it."""
        game = self.game
        if self._fouls() and not (fouled or filled) or game.can_drop(self.cursor) or \
                game.over():
            return
        # (the piece on top: the computer's or the linked player's, not the player's own;
        # two on one handheld, the one who filled it is not the one to move)
        theirs = not self.cpu or game.cells[self.cursor * ROWS + ROWS - 1] == self.cpu
        if not theirs and not fouled:
            self.own_filled = self.cursor
        for d in range(1, COLS):
            for col in (self.cursor + d, self.cursor - d):
                if 0 <= col < COLS and game.can_drop(col):
                    self.cursor = col
                    self.dirty = True
                    if theirs and not fouled:   # a column the player did not fill:
                        self.say(FILLED)   # said (review 65: a steady tap dropped there,
                        # unsaid); filled by the player's own drop, said with the turn
                        # (review 70: through the reply it read as that drop refused:
                        # turn_shown)
                    if not fouled:   # A drops only once the player has aimed (lose_aim;
                        # review 86: read, 1.2 s on, a tap a second dropped in a column
                        # never aimed at; review 94: after the player's own fill, too)
                        self.lose_aim(FILLED if theirs else OWN_FILLED % (self.own_filled + 1))
                    return

    def turn_shown(self):
        """... and the column your own drop filled said with the turn, where no FILLED UP
        (said since) stands: the cursor moved in the other's turn, unsaid there."""
        super().turn_shown()
        if self.own_filled is not None and self.human_turn():
            if self.notice is None:
                self.say(OWN_FILLED % (self.own_filled + 1))
            self.own_filled = None

    def act(self):
        # (two players too: the piece lands and the turn is seen first, board_screen's
        # turn_shown; a press had landed it at once, and taps 0.23 s apart played both sides)
        if self.human_turn():
            self._drop(self.cursor)
        elif self.cpu or self.linked is not None:
            self.refuse(self.wait_notice())
        else:
            self.ctx.refuse()   # two players, a piece still falling: the tick, no words

    def play_move(self, col):
        self._drop(col, save=False)   # saved once landed (tick): the reply shows first
        self.unsaved = True

    def _drop(self, col, save=True):
        game = self.game
        if not self._fouls() and not game.can_drop(col):
            self.refuse(COL_FULL)
            return
        row = game.drop(col)
        if row == FULL:
            player = game.to_move()
            self.refuse(FOUL % (game.violations[player - 1], game.violation_limit[player - 1]))
            # a foul is read before A acts again, as a result is (review 53: a tap a second
            # into a full column fouled out in 2.3 s, FOUL 1/3 and 2/3 hardly seen)
            self.ctx.hold_input(1 << A, 1 << A)
            if not game.over():
                self._free_cursor(True)
                self._turn_now()
                if save:
                    self.ctx.save_state()
                return
        elif not self.cpu or game.cells[col * ROWS + row] == self.cpu:
            # Against the computer your piece lands at once: its think blocks the loop, so
            # a fall first would only hold its reply back (its own piece falls: the reply).
            self.falling = (col, row, self.ctx.clock.ticks_ms(), self._fall_ms(row))
        self.moved(save)
        if col == self.cursor and self._fouls():   # (after moved: its notice stands)
            self._free_cursor(filled=True)

    def _fall_ms(self, row):
        """How long a piece dropped now takes to land in row: ROW_MS a row. The computer's
        (paced, not a linked player's) lands at the pace's end, sooner than a row in ROW_MS
        after a long think, but never quicker than a fall into the top row: after a think
        past the pace's end its whole fall came after it, the reply 0.8-0.93 s after the
        press on the device (issue 44.7); now a fall of a frame or two."""
        ms = (ROWS - row) * ROW_MS
        if self.cpu and self.linked is None:   # (vs the computer only its piece falls)
            ms = max(ROW_MS, min(ms, self.pacer.left()))
        return ms

    def tick(self, now):
        if self.unsaved and self.falling is None:
            # The computer's move saved a frame after its piece landed (with the game's end,
            # its records: end_saved): the save and the collection after it
            # (gamehost.write_state, 51-171 ms on the device) made the falling piece skip
            # rows. A power cut before loses only the reply on the glass: the state saved
            # with your move, its rng too (board_screen.snapshot), thinks again on resume
            # and plays the same reply.
            self.unsaved = False
            self.end_saved()
        falling = self.falling
        if falling is not None:
            self.dirty = True
            if self.ctx.clock.ticks_diff(now, falling[2]) >= falling[3]:
                self.falling = None
                if self.phase == OVER:
                    self.result_shown()
                else:
                    self.turn_shown()
        super().tick(now)
        if self.phase == PLAY:
            self._free_cursor()

    # drawing --------------------------------------------------------------------------------
    drawn_frame = -2   # the frame the board was last drawn in (partial.last_frame)
    drawn_state = None
    drawn_moves = None
    # the panel's notice, A's word and the fouls, as last drawn (apart, not a tuple made on
    # every move: board91, a cursor move allocated 384 bytes on the unix port)
    drawn_notice = drawn_act = drawn_fouls = None

    def draw_play(self, gfx):
        """The board and the panel; where only the cursor moved since the frame on the glass
        (the same pieces and state, no piece falling, no link's box over the board), that
        frame with the cursor row drawn again: a move's 13 ms of drawing the board was most
        of its time to the glass on the Pico. Its panel is kept too where nothing a cursor
        move can change in it did (the notice, A's word over a full column under the Fouls
        rules, the fouls): its hooks' text cost the Pico 1.5-2 ms a move (issue 44.6: moves
        on a full board took 9-10.4 ms to the glass)."""
        state = table.board_state(self)
        game = self.game
        notice = self.notice_text()
        act = self.act_word()
        glass = None
        # (a falling piece moves every frame: its board drawn whole, whatever was pressed)
        if self.linked is None and self.falling is None and state == self.drawn_state and \
                game.moves == self.drawn_moves:
            glass = partial.last_frame(gfx, self.drawn_frame)
        kept = glass is not None and self.panel_drawn is not None and \
            notice == self.drawn_notice and act == self.drawn_act and \
            game.violations == self.drawn_fouls
        if glass is None:
            table.draw(gfx, self)
            self.drawn_moves = game.moves[:]
        else:
            partial.load_frame(gfx, glass)
            table.redraw_cursor_row(gfx, self, not kept)
        self.drawn_state = state
        self.drawn_frame = gfx.frames
        self.drawn_notice = notice
        self.drawn_act = act
        if game.violations != self.drawn_fouls:
            self.drawn_fouls = game.violations[:]
        if kept:
            self.keep_panel(gfx)
        else:
            self.draw_panel(gfx, draw_piece)

    def status(self):
        if self.phase == PLAY and not self.cpu:
            return "TO PLAY"   # after the mark of the side to move
        return super().status()

    def status_mark(self):
        """Two players: the side to move, but while a piece falls its mover's (review 96:
        the next side named TO PLAY as the piece set off)."""
        if self.phase == PLAY and not self.cpu:
            falling = self.falling
            if falling is not None:   # (no slice: drawn every frame of the fall)
                return self.side_of(self.game.cells[falling[0] * ROWS + falling[1]])
            return self.side_of(self.game.to_move())
        return None

    def panel_rows(self):
        """Both sides (a mark, "YOU"/"CPU" or, two players, the mark alone, and the wins),
        the draws, while playing the fouls of whoever a foul would count against (you, or
        the side to move) under the Fouls rules, and CPU BEGAN (began)."""
        game = self.game
        score = self.score()
        names = ("YOU", "CPU") if self.cpu else ("", "")
        rows = [(side, names[side], score[side]) for side in (SOLID, RING)]
        rows.append((None, "DRAW", score[2]))
        if self.phase == PLAY:
            player = self.player_of(SOLID) if self.cpu else game.to_move()
            limit = game.violation_limit[player - 1]
            if limit is not None:
                rows.append((self.side_of(player),
                             FOUL % (game.violations[player - 1], limit), None))
        return self.began(rows)

    def act_word(self):
        """Over a full column (the Fouls rules: the piece crossed out) A fouls, and says so
        (review 51: A:DROP there); under the friendly rules the cursor never rests on one.
        AIM while A waits for an arrow (must_aim: the key bar offers <>:AIM instead)."""
        if self.must_aim():
            return AIM
        if self._fouls() and not self.game.can_drop(self.cursor):
            return "FOUL"
        return super().act_word()

    def nothing_back(self):
        """B before a move of yours: NO UNDOS where the setup allows none, else the board
        screen's NO UNDO."""
        if self.game.undos_left(self.undoer()) == 0:
            return NO_UNDOS
        return super().nothing_back()

    def undo_word(self):
        """B takes back a move of yours (two players: the last one, of whoever made it):
        the undos left, none (B: NO UNDOS) or no limit."""
        left = self.game.undos_left(self.undoer())
        if left == 0:
            return None
        return "UNDO" if left is None else "UNDO %d" % left

    def banner(self):
        """As the board screen's, but between two players the winner is its piece, as the
        rows and the turn line name it (review 36: RING WINS named a side by a word seen
        nowhere else); a game lost on fouls names the side that fouled out, YOU (the
        computer makes none) or its piece, then FOULED, as any result says it (review 51:
        CPU WINS ON FOULS read as another style)."""
        result = self.game.result
        if self.game.reason == WIN_VIOLATIONS:
            return ("YOU" if self.cpu else self.side_of(3 - result)), FOUL_OUT
        if self.cpu or result == DRAW:
            return super().banner()
        return self.side_of(result), "WINS"
