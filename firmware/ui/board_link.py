"""A board game played on two linked handhelds (issue 45): the one place that knows the
link, so a BoardScreen game needs only its few link hooks (below). Loaded only when a
linked game starts or resumes."""
# (Comments, not the docstring, say the rest: compiling from source, as the tests under the
# unix port do, holds a string token whole in one block of the heap.)
#
# The host rules: it deals the games (gid, who moves first: the host the first game, then
# in turn) and its state wins. Each side plays its own moves and sends them (MOVE: gid,
# index, move); a move that does not fit (another game, a missed move) makes the host send
# the whole game (SYNC: gid, first, the moves), which the joiner takes as it is. The host
# sends START (the game's name) and SYNC whenever the joiner (re)joins, so a restarted or
# resumed handheld catches up. Take-back asks the other player (ASK: see _question_press,
# LEFT/RIGHT choose YES or NO, A answers the one chosen, B says no at once); whoever
# asked, the host takes the moves back to and including the asker's last one (its reply
# after it too, if any: the asker moves again) and sends SYNC; each glass says how many
# went. A request names the moves it is about (their count): the asker's B again or its
# next move withdraws it (WITHDRAW), an answer to moves no longer asked about does nothing,
# and a (re)join drops the one asked of us (the asker may have restarted) and sends ours
# again (the other may have). After a game both press A (AGAIN, sent either way: the
# other's panel says so), then the host deals the next. The link lost or the other gone:
# the board stays, saved on each handheld, a question asked waits under the box; play goes
# on when the link is back, or on the host B, then A to the box's question, hands the
# joiner's seat to the computer (the setup's level) for the rest of that game, and the link
# says BYE (the joiner: CPU HAS YOUR SEAT, a page, nothing left to resume) now or once it is
# up again (Channel.leave). Only the host may: two handhelds each handing the other's seat
# over in one cut would each play on alone; the joiner waits or leaves (B, saved: Resume).
#
# Side index 0 is the host's, 1 the joiner's, on both glasses; the game maps them to its
# engine's sides. Hooks a game may replace (defaults in ui/board_moves.py and
# ui/board_panel.py): link_game(moves, first) a Game with moves replayed, first the side
# index that moved first (ValueError on an illegal move); link_side(index) the engine's
# side; link_mark(index) a mark for the panel's rows, or None (then the side's name is
# written); and the game's legal_moves() names what a move may be.
from firmware.link import channel as ch
from firmware.stats import LINK as LEVEL   # the Stats page's row of linked games
from firmware.ui import linked_game
from firmware.ui.board_panel import ARROWS
from firmware.ui.board_screen import NOTHING_BACK, OVER, PLAY, SETUP
from hal.buttons import A, B, LEFT, PRESS, RIGHT

START = linked_game.START   # either way, on every join: the game's name
SYNC = ch.DATA + 1    # host -> joiner: gid, first, the moves
MOVE = ch.DATA + 2    # either way: gid, index, move
ASK = ch.DATA + 3     # either way: take back my last move? (gid, moves so far)
ANSWER = ch.DATA + 4  # either way: gid, 1 yes / 0 no, moves asked about (the host's yes: SYNC)
AGAIN = ch.DATA + 5   # either way: ready for the next game (gid of the one over)
RESYNC = ch.DATA + 6  # joiner -> host: send the game again
WITHDRAW = ch.DATA + 7   # either way: not asking any more (gid, moves asked about)

ROLE_NAMES = ("HOST", "JOIN")
SAID_NO = "THEY SAID NO"   # the asker's news when the other refused (NO UNDO: none to take)
ANSWERS = ("YES", "NO")   # the question's choice row: LEFT picks YES, RIGHT NO
CHOOSE = "CHOOSE <>"   # the notice of a press refused before an answer is chosen...
CHOOSE_MS = 1500       # ...shown this long
SCORE_VERSION = 1


class BoardLink(linked_game.LinkedGame):
    def __init__(self, screen, role, saved):
        super().__init__(screen, role)
        ctx = self.ctx
        self.gid = 0            # the game being played (0: none yet)
        self.first = 0          # the side index that moved first in it
        self.counted = 0        # the gid whose result is scored
        self.unsaved = False    # a result counted, not saved yet (finished)
        self.asked = None       # "in": the other asks to take back; "out": we asked
        self.asked_at = 0       # the game's moves when it was asked (what it is about)
        self.chosen = None      # the answer chosen to the other's question (ANSWERS' index)
        self.ready = [False, False]   # AGAIN pressed, per side index (host's count)
        self.level = None       # the computer's level once it took the other seat
        self.said = None        # the panel's news (NO UNDO, UNDID 2), until the next move
        self.record = "link_" + ctx.name
        score = ctx.load(self.record, SCORE_VERSION, None, _valid_score)
        self.score = list(score) if score else [0, 0, 0]   # won, lost, drawn
        if saved is not None:
            self._resume(saved)
        if self.level is None:
            self.open()

    # sides ----------------------------------------------------------------------------------
    def mover_of(self, index):
        """The side index that made move number index of the game."""
        return self.first ^ (index & 1)

    def remote(self):
        return 1 - self.role

    def my_turn(self):
        return self.screen.mover() == self.screen.link_side(self.role)

    # the game -------------------------------------------------------------------------------
    def _show(self, gid, first, moves, cursor=None):
        """Put game gid on the board, as the host has it (a new one, or caught up)."""
        screen = self.screen
        game = screen.link_game(moves, first)
        # a game it had in play is scored here (its end came while the link was down); one
        # that ended before this handheld (re)joined was scored before, or never seen
        playing = gid == self.gid and screen.game is not None and screen.phase == PLAY
        undone = len(screen.game.moves) - len(moves) if playing else 0
        if gid != self.gid:
            self.ready = [False, False]
            cursor = screen.START_CURSOR if cursor is None else cursor
        self.gid = gid
        self.first = first
        screen.cpu = screen.link_side(self.remote())
        screen.player = None
        self.asked = None
        self.said = "UNDID %d" % undone if undone > 0 else None   # a take-back, host's or not
        screen.notice = None
        screen.game = game
        if cursor is not None:
            screen.cursor = cursor
        screen.phase = OVER if game.over() else PLAY
        screen.clear_turn()
        screen.pacer.start()
        screen.dirty = True
        if game.over():
            if playing:
                screen.finish()
            screen.result_shown()
        else:
            screen.turn_shown()
        screen.ctx.save_state()

    def deal(self):
        """The host starts the next game: the host moves first in the first, then in turn."""
        first = 0 if self.gid == 0 else 1 - self.first
        self._show(self.gid % 255 + 1, first, [])
        self._sync()

    def _sync(self):
        if self.chan is not None and self.gid:
            moves = self.screen.game.moves
            self.chan.send(SYNC, bytes((self.gid, self.first)) + bytes(moves))

    def moved(self):
        """A move is on the board: the player's own is sent to the other handheld."""
        moves = self.screen.game.moves
        index = len(moves) - 1
        self.said = None
        if index >= 0 and self.mover_of(index) == self.role and self.chan is not None:
            if self.asked == "out":
                self._withdraw(None)   # a move of ours withdraws our request
            self.chan.send(MOVE, bytes((self.gid, index, moves[index])))
            # on the wire now, not after this move's saves (a game's last: 140 ms on a Pico)
            self.chan.poll(self.ctx.clock.ticks_ms())

    def finished(self):
        """The game is over: counted at once (the panel shows it with the last move), saved
        on this handheld (its record and the Stats page) with the resume state (snapshot),
        once that frame is on the glass: the saves (~140 ms on a Pico) do not hold the
        move back, on either side."""
        if self.counted == self.gid:
            return
        self.counted = self.gid
        if self.level is None:
            self.score[("won", "lost", "drawn").index(self.screen.outcome())] += 1
        self.unsaved = True

    def _save_result(self):
        self.unsaved = False
        screen = self.screen
        outcome = screen.outcome()
        if self.level is not None:
            names = screen.setup_page.LEVEL_NAMES
            self.ctx.finished(names[self.level], outcome, rank=self.level)
            return
        self.ctx.save(self.record, SCORE_VERSION, self.score)
        self.ctx.finished(LEVEL, outcome, rank=len(screen.setup_page.LEVEL_NAMES))

    def undo_count(self, asker):
        """How many moves a take-back asked by asker goes: back to and including its last
        one (0: none of its moves on the board)."""
        n = len(self.screen.game.moves)
        for i in range(n - 1, -1, -1):
            if self.mover_of(i) == asker:
                return n - i
        return 0

    def _take_back(self, asker):
        """The host takes the moves back to and including the asker's last one."""
        moves = list(self.screen.game.moves)
        count = self.undo_count(asker)
        if count:
            self._show(self.gid, self.first, moves[:-count], moves[-count])
            self._sync()

    # messages -------------------------------------------------------------------------------
    def tick(self, now):
        if self.chan is None:
            return
        self.read()
        if self.screen.game is None:
            self.lobby_tick(now)
        if self.show_problem():   # the box came, went or changed: what it asked is gone,
            self.ctx.hold_input()   # and a press on its way acts on nothing new (the question)

    def rejoined(self, peer):
        if self.asked == "in":   # the asker may have restarted: its request is gone
            self._unasked("WITHDRAWN")
        self._sync()
        if self.asked == "out":   # the other may have restarted: asked again
            self._send_ask()

    def on_message(self, kind, body, peer):
        screen = self.screen
        game = screen.game
        host = self.role == ch.HOST
        if kind == SYNC and not host and len(body) >= 2:
            self.synced = True
            asking = self.asked == "out" and body[0] == self.gid and game is not None \
                and list(body[2:]) == game.moves
            dropped = self.asked == "in"   # the host's request (it restarted: gone)
            try:
                self._show(body[0], body[1] & 1, list(body[2:]))
            except ValueError:
                self.chan.send(RESYNC)
                return
            if asking:   # the game as asked about: asked again (the host may have restarted)
                self.asked = "out"
                self._send_ask()
            elif dropped and self.said is None:
                self.said = "WITHDRAWN"
        elif kind == RESYNC and host:
            self._sync()
        elif kind == MOVE and len(body) == 3:
            if (game is not None and screen.phase == PLAY and body[0] == self.gid
                    and body[1] == len(game.moves) and not self.my_turn()
                    and body[2] in game.legal_moves()):
                screen.play_move(body[2])
            elif host:
                self._sync()
            else:
                self.chan.send(RESYNC)
        elif kind == ASK and len(body) == 2:
            if game is not None and body[0] == self.gid and body[1] == len(game.moves):
                self.asked = "in"
                self.asked_at = body[1]
                self.chosen = None   # none as it opens: a press meant for a move answers nothing
                self.ctx.hold_input()
                screen.dirty = True
            else:
                self.chan.send(ANSWER, bytes((body[0], 0, body[1])))
        elif kind == ANSWER and len(body) == 3 and self._asking(body, "out"):
            if body[1] and host:
                self._take_back(self.role)   # the host asked, the joiner said yes
            elif not body[1]:
                self.said = SAID_NO
            self.asked = None
            screen.dirty = True
        elif kind == WITHDRAW and len(body) == 2 and self._asking(body, "in"):
            self._unasked("WITHDRAWN")
            self.ctx.hold_input()   # a YES or NO on its way does not play instead
        elif kind == AGAIN and body and body[0] == self.gid:
            self.ready[1] = True   # the panel says THEY WANT AGAIN
            screen.dirty = True
            if host and self.ready[0]:
                self.deal()

    def _asking(self, body, way):
        """body (gid, ...the moves asked about last) is about the request we have so."""
        return self.asked == way and body[0] == self.gid and body[-1] == self.asked_at

    def _unasked(self, said):
        """The other's question is gone (answered, withdrawn): a notice on it goes too."""
        self.asked = None
        self.said = said
        screen = self.screen
        if screen.notice == CHOOSE:
            screen.notice = None
        screen.dirty = True

    def _question_press(self, kind, button):
        """The other's question, none chosen as it opens: LEFT/RIGHT choose YES or NO, A
        answers the one chosen, B says no at once; A with none chosen, or any other key, is
        refused (the app's tick, and CHOOSE <> for CHOOSE_MS): a press meant for a move (a
        drop planned as the question came) never answers it."""
        if button == LEFT or button == RIGHT:
            self.chosen = 0 if button == LEFT else 1
            self.screen.dirty = True
        elif kind != PRESS:
            return
        elif button == B or button == A and self.chosen is not None:
            self._answer(button == A and self.chosen == 0)
        else:
            self.ctx.refuse()
            self.screen.say(CHOOSE, CHOOSE_MS)

    def _answer(self, yes):
        self._unasked(self.said)
        if yes and self.role == ch.HOST:
            self._take_back(self.remote())
        else:
            self.chan.send(ANSWER, bytes((self.gid, 1 if yes else 0, self.asked_at)))

    def _ask(self):
        """B: ask the other to take back our last move (and its reply after it); B again
        withdraws the request."""
        if self.asked == "out":
            self._withdraw("WITHDRAWN")
            return
        if not self.undo_count(self.role):
            self.said = NOTHING_BACK[0]   # none of the player's own moves to take back
            self.screen.dirty = True
            return
        self.asked = "out"
        self.asked_at = len(self.screen.game.moves)
        self.said = None
        self.screen.dirty = True
        self._send_ask()

    def _send_ask(self):
        self.chan.send(ASK, bytes((self.gid, self.asked_at)))

    def _withdraw(self, said):
        self.asked = None
        self.said = said
        self.screen.dirty = True
        self.chan.send(WITHDRAW, bytes((self.gid, self.asked_at)))

    def _again(self):
        self.ready[0] = True
        self.screen.dirty = True
        if self.role == ch.HOST and self.ready[1]:
            self.deal()
        else:   # the joiner's tells the host; the host's the joiner's panel
            self.chan.send(AGAIN, bytes((self.gid,)))

    def to_computer(self):
        """The link is gone: the computer (the setup's level) takes the other seat for the
        rest of this game, which is saved as such (no link is opened on resume)."""
        if self.chan is not None:
            self.chan.leave()   # the app polls it (ctx.link) till BYE has gone
        self.chan = None
        self.asked = None   # no take-back against the computer: a request of ours is gone
        screen = self.screen
        self.level = screen.setup["level"]
        screen.player = screen.new_player(screen.setup_page.LEVELS[self.level])
        screen.pacer.start()
        screen.dirty = True
        screen.ctx.save_state()

    def drop_game(self):
        screen = self.screen
        screen.game = None   # the lobby (draw) until the host deals, as a new linked game
        screen.phase = SETUP
        self.gid = 0
        self.asked = None
        screen.dirty = True
        self.ctx.save_state()   # nothing to resume

    def with_people(self):
        """The other handheld, in a game in play whose other seat is its (not the
        computer's); else none."""
        if self.level is None and self.chan is not None and self.screen.phase == PLAY:
            return (self,)
        return ()

    def unlink(self):
        """The computer's game is over: the screen is an ordinary one again, vs the
        computer (A: a new game at that level) or to its setup page (B)."""
        screen = self.screen
        screen.linked = None
        screen.setup["mode"] = 0

    # the player -----------------------------------------------------------------------------
    def problem(self):
        """What stops play now (a short line for the glass), or None."""
        if self.level is not None:
            return None
        return linked_game.problem(self.chan, self.error, self.screen.game is not None,
                                  self.synced, self.away(self))

    def on_button(self, kind, button):
        """True when the link took the press (the rest are the game's: the cursor, and its
        act keys on the player's own turn)."""
        screen = self.screen
        if self.level is not None:
            if screen.phase == OVER:
                self.unlink()   # the board screen's A (again) or B (setup) from here
                return False
            return button == B   # no take-back: the moves were both players' own
        press = kind == PRESS and (button == A or button == B)
        if screen.game is None:
            if press:
                self.lobby_press(button)
            return True
        if self.problem() is not None:   # only the box's keys: a question under it waits
            if press:
                self._box_press(button)
            return button not in screen.CURSOR_KEYS
        if self.asked == "in":
            self._question_press(kind, button)
            return True
        if not press:
            return False
        if screen.phase == OVER:
            if button == A and not self.ready[0]:
                self._again()
            elif button == B:
                screen.done = True
            return True
        if button == B:
            self._ask()
            return True
        return False

    def snapshot(self):
        """The resume state; the app takes it after the frame is on the glass, so the
        result of a game just over is saved here first (finished)."""
        if self.unsaved:
            self._save_result()
        screen = self.screen
        if screen.game is None or screen.phase != PLAY or self.seat_gone():
            return None
        snap = {"link": self.role, "gid": self.gid, "first": self.first,
                "moves": list(screen.game.moves), "cursor": screen.cursor, "cpu": self.level}
        if self.level is not None and screen.mover() == screen.cpu:
            snap["rng"] = self.ctx.rng.state()   # see BoardScreen.snapshot
        return snap

    def _resume(self, saved):
        gid, first, moves = saved.get("gid"), saved.get("first"), saved.get("moves")
        level, cursor = saved.get("cpu"), saved.get("cursor")
        screen = self.screen
        if (not isinstance(gid, int) or not 0 < gid < 256 or first not in (0, 1)
                or not isinstance(moves, list) or not screen.valid_cursor(cursor)
                or level is not None and level not in range(len(screen.setup_page.LEVELS))):
            raise ValueError("bad saved linked game")
        if screen.link_game(moves, first).over():
            raise ValueError("saved game already over")
        self._show(gid, first, moves, cursor)
        if level is not None:
            state = saved.get("rng")
            if isinstance(state, int):
                self.ctx.rng.set_state(state)
            self.level = level
            screen.player = screen.new_player(screen.setup_page.LEVELS[level])

    # the panel and the glass ----------------------------------------------------------------
    def title(self):
        if self.level is not None:
            return "VS " + self.screen.setup_page.LEVEL_NAMES[self.level].upper()
        return "LINK " + ROLE_NAMES[self.role]

    def status(self):
        screen = self.screen
        if screen.game.over():
            return ""
        if self.problem() is not None:
            return "ON HOLD"   # under the box: not YOUR MOVE, a move it refuses
        if self.level is not None and not screen.human_turn():
            return screen.cpu_status()
        return "YOUR MOVE" if self.my_turn() else "THEIR MOVE"

    def panel_rows(self):
        """The score and the news (UNDID 2), or in its place a question, their NO, or who
        waits after a game."""
        screen = self.screen
        if self.level is not None:
            return [None, (None, "CPU PLAYS", None), (None, "FOR THEM", None)]
        if self.problem() is not None:
            return []   # the box over the board: no row peeking out beside or above it
        words = None
        if screen.game.over():   # after a game: who waits for whom (the score seen)
            if self.ready[0] or self.ready[1]:
                words = ("WAITING", "FOR THEM") if self.ready[0] else ("THEY WANT", "AGAIN")
        elif self.asked == "in":   # the question, its choice under it
            count = self.undo_count(self.remote())
            words = ("THEY ASK", "TO UNDO", "%d MOVE%s?" % (count, "S" if count > 1 else ""))
            return [(None, w, None) for w in words] + [(None, ANSWERS, self.chosen)]
        elif self.said == SAID_NO:   # 10 characters a line
            words = ("THEY SAID", "NO")
        if words is not None:
            return [(None, w, None) for w in words]
        rows = []
        for side, label, count in ((self.role, "YOU", self.score[0]),
                                   (self.remote(), "THEM", self.score[1])):
            mark = screen.link_mark(side)
            if mark is None:
                label += " " + screen.side_name(screen.link_side(side))
            rows.append((mark, label, count))
        rows.append((None, "DRAW", self.score[2]))
        news = "ASKING..." if self.asked == "out" else self.said
        if news is not None and not screen.game.over():
            rows.append((None, news, None))
        return rows

    def keys(self):
        """The key bar: the keys that act now (none under a box: it says its own)."""
        screen = self.screen
        if self.problem() is not None:
            return ()
        if self.asked == "in":   # the panel's question
            if self.chosen is None:
                return ((ARROWS[LEFT] + ARROWS[RIGHT], "CHOOSE"), ("B", "NO"))
            return (("A", ANSWERS[self.chosen]), ("B", "NO"))
        if screen.game.over():
            if self.level is not None:
                return (("A", "AGAIN"), ("B", "SETUP"))
            if self.ready[0]:
                return (("B", "LEAVE"),)   # the panel says WAITING FOR THEM
            return (("A", "AGAIN"), ("B", "LEAVE"))
        # A's pair on the player's own turn, or the arrows' where the game moved the cursor
        act = screen.aim_key() if screen.must_aim() else ("A", screen.ACT_NAME)
        if self.level is not None:   # no take-back in a game handed over; in the computer's
            # turn no key, as in any game against it (board90: A:DROP while it thought)
            return (act,) if screen.human_turn() else ()
        if self.asked == "out":
            undo = (("B", "CANCEL"),)
        else:   # a take-back asked only of a move of the player's own
            undo = (("B", "UNDO"),) if self.undo_count(self.role) else ()
        if self.my_turn():
            return (act,) + undo
        # their turn: A is refused; the cursor may go where the next move will be
        return (screen.aim_key(),) + undo

    def banner(self):
        outcome = self.screen.outcome()
        if outcome == "drawn":
            return ("DRAW", "GAME")
        if outcome == "won":
            return ("YOU", "WIN!")
        return ("CPU", "WINS") if self.level is not None else ("THEY", "WIN!")

    def draw(self, gfx):
        """The lobby while no game is on, a joiner's page once its seat is the computer's
        (True), else nothing (False: the board screen draws the board, then over() the
        link's box)."""
        if self.seat_gone():
            self.draw_seat_gone(gfx)
            return True
        if self.screen.game is not None:
            return False
        self.draw_lobby(gfx)
        return True

    def _box_press(self, button):
        """A or B under the box: the host's asks first (a stray B, the take-back key, never
        ends the linked game); the joiner's B leaves (saved); A is refused, answered."""
        if self.hands_over():
            self.ask_cpu_press(button)
        elif button == B:
            self.screen.done = True
        else:
            self.ctx.refuse()   # no move under the box: answered, not taken

    def hands_over(self):
        """B under the box asks CPU PLAYS THEM?: the host's, in play, the link not refused
        (the joiner waits or leaves)."""
        return self.role == ch.HOST and self.screen.phase == PLAY and \
            self.problem() != "REFUSED"

    def draw_over(self, gfx):
        """A box over the board when something stops play (the other's question is in the
        panel: the moves it is about stay in view)."""
        problem = self.problem()
        if problem is None:
            return
        if self.confirming:
            lines = (problem,) + linked_game.ASK_CPU
        elif problem == "REFUSED":
            lines = (problem, "B:LEAVE (VERSIONS)")
        elif self.hands_over():
            lines = (problem,) + linked_game.HOST_LOST_LINES
        elif problem == linked_game.ENDED and self.screen.phase == PLAY:
            lines = (problem,) + linked_game.ENDED_LINES
        elif self.screen.phase == PLAY:   # the joiner's (the host chooses)
            lines = (problem,) + linked_game.JOIN_LOST_LINES
        else:   # after a game
            lines = (problem, "B:LEAVE")
        linked_game.draw_box(gfx, lines)


def _valid_score(data):
    return (isinstance(data, list) and len(data) == 3
            and all(isinstance(n, int) and n >= 0 for n in data))
