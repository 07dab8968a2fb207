"""The screen of a two-sided board game against the computer or a second player: the setup
page, then play, then the result (SETUP -> PLAY -> OVER); tic-tac-toe and Connect Four
stand on it, each keeping only its board, cursor and drawing."""
# (Comments, not the docstring, say the rest: compiling from source, as the tests under the
# unix port do, holds a string token whole in one block of the heap.)
#
# What it does for a game: the setup page and its record; the computer's turns paced by
# ui/pacing.py (the player's move and THINKING are on the glass before the computer thinks,
# and the turn lasts CPU_BEAT_MS at least); take-back of the player's move with the
# computer's reply, refused with nothing_back() (NO UNDO, HOLD B: MENU) when there is none
# (B never leaves a game: that is the pause menu's Quit), and in the computer's turn, as A is
# there (wait_notice: CPU TURN; the key bar empty meanwhile); a refusal notice that clears
# after NOTICE_MS (one in words after SAY_MS), or sooner at the next move on the board
# (whose turn it is: once the turn is back); the result scored, saved and
# tallied on the Stats page, shown in a banner (ui/board_panel.py) with its sound, held
# against presses already on their way; resume from snapshot() (the cursor saved once it
# rests, CURSOR_SAVE_MS); where a move moved the cursor off the player's aim (the game calls
# lose_aim), A waiting for an arrow, saying why. Play keys: the game's
# CURSOR_KEYS move its cursor (also while the computer thinks), ACT_KEYS act (act()), B
# takes back; after a game A plays again, B goes to setup.
#
# A game subclasses BoardScreen and provides (firmware/games/README.md, "Board games"):
#   setup_page               its setup module: SetupPage, LEVELS (ai names), LEVEL_NAMES
#                            (easiest first), valid(setup), RANDOM, optional
#                            TAKE_TURNS (see choice); a "mode"
#                            choice, 0 = vs CPU; optional "you" (your side) and "first"
#   NOTICE_MS, START_CURSOR, CURSOR_KEYS, ACT_KEYS, ACT_NAME (A's word on the key
#   bar), NO_CPU
#   new_player(name)         a computer player of the ai's level name
#   move_cursor(button, kind), act() (an ACT_KEYS press while playing), draw_play(gfx)
#                            (the board, then draw_panel(gfx)); a held arrow (kind REPEAT)
#                            stops at the edge (hal.buttons.step)
#   play_move(move)          the computer's move, thought and paced: play it, then moved()
#   settled()                optional: False while an animation runs (the result waits for it)
#   arrival_ms(move)         optional: the ms the computer's move takes to be on the glass
#                            once played (Connect Four: its piece's fall), in its turn's beat
# and, for the default hooks below, an engine whose Game has first, turn (the side to move),
# moves, over() and result, and replay(moves, first) (ValueError on an illegal move):
#   RECORD, RECORD_VERSION   the record (named after the game) of the setup and the score
#   SIDES                    the engine's two sides, the score's order (you first vs CPU)
#   SAVED_SIDES              how a snapshot spells them (default: as the engine does)
#   DRAW                     the engine's drawn result, or None for a game without draws
#   replay_moves             staticmethod(the engine's replay)
# Hooks with defaults (the first three lines in ui/board_moves.py), which a game may
# replace (Connect Four replaces most):
#   load_record(), save_record(), clear_scores(), count_result(result)   the record
#   fresh_game(), restore(saved), saved_game(), valid_cursor(cursor)      games and resume
#   mover(), own_moves(), take_back()      take-back replays the moves before yours
#   side_name(side), title(), status(), status_mark(), notice_text(), panel_rows(), keys(),
#   act_word(), undo_word(), banner()    what the side panel shows (ui/board_panel.py)
#   wait_notice()            the notice of a move refused for the turn (CPU TURN, THEY PLAY)
#   refuse_unaimed()         A while it waits for an arrow (lose_aim): refused, the words said
#   link_game(moves, first), link_side(index), link_mark(index)   a game named in LINKED
#                            (firmware/games) played on two linked handhelds
#                            (ui/board_link.py, which holds all the link's rules)
from firmware.ui import setup_page as setup_keys
from firmware.ui.board_moves import ReplayedGame
from firmware.ui.board_panel import MENU_HINT, TOAST_BOX, PanelHooks
from firmware.ui.pacing import Pacer
from hal.buttons import A, ALL, B, PRESS, REPEAT

SETUP = 0
PLAY = 1
OVER = 2

_SOUNDS = {"drawn": "move", "lost": "lose", "won": "win"}
# B with none of the player's moves on the board (as linked: its first line), and what to
# do instead (reviews 67-70: NOT YET read as "wait"; review 53 had read NO UNDO alone,
# beside Connect Four's NO UNDOS, as none left: B:UNDO 3 on the key bar once you move)
NOTHING_BACK = ("NO UNDO",) + MENU_HINT
SAY_MS = 1200   # a refusal in words stays this long, to be read (a frame may go sooner)
# B took a move back: said as long, over the title (review 62: tic-tac-toe's board just
# emptied, nothing said what B had done); the key bar's B says UNDO
UNDONE = "UNDONE"
WAIT = "CPU TURN"    # a move refused in the computer's turn (wait_notice)
LINK_WAIT = "THEY PLAY"   # ... in the other player's, over the link
# The computer's turn lasts at least this long, from the push of the player's move (THINKING
# beside it) to the computer's move on the glass (landed), its think counted in: a press in
# it is refused (CPU TURN, ctx.off_turn), so taps kept up at 2 a second or faster always
# meet it and rest (app.REST_MS, to app.REST_CAP_MS) instead of chaining the player's
# moves (review 43: a reply that came before the next tap let a steady stream play move
# after move); slower ones meet the guard of the turn it gives back (turn_shown:
# guard_turn's back), which rests the button as well (review 44: taps 0.61 s apart lost a
# game unaimed). No longer:
# a tap a second, 0.3 s past the reply (app.GUARD_MS), still plays each tap (review 38:
# refusing it was a trap), with ~0.1 s to spare for the Pico's poll, draw and push.
CPU_BEAT_MS = 550
# The cursor moved in the player's turn and left this long is saved with the game (review
# 89: resumed after a power cut where the last move had left it, so RIGHT, A met TAKEN); not
# at each arrow, whose save (12-119 ms of flash on the device, and a collection) would hold
# up the next; nor a second on, when an A aimed and thought over often comes, the write
# holding up its move.
CURSOR_SAVE_MS = 3000


class BoardScreen(ReplayedGame, PanelHooks):
    dirty = True
    done = False
    CURSOR_KEYS = ()
    ACT_KEYS = (A,)
    NO_CPU = None   # self.cpu with two players

    def __init__(self, ctx, saved):
        self.ctx = ctx
        self.load_record()
        self.page = self.setup_page.SetupPage(self.setup)
        self.phase = SETUP
        self.game = None
        self.cpu = self.NO_CPU   # the computer's side (see fresh_game)
        self.player = None   # the computer player, None with two players
        self.cursor = self.START_CURSOR
        self.saved_cursor = None   # the cursor in the resume state last written (snapshot)
        self.cursor_at = 0   # when an arrow last moved it (ms)
        self.pacer = Pacer(ctx.clock, CPU_BEAT_MS, self._think, self.arrival_ms)
        self.notice = None   # what a refusal shows (the game's draw_play reads it), or None
        self.notice_at = 0
        self.notice_ms = self.NOTICE_MS   # how long this notice stays
        self.unaimed = None   # a move moved the cursor off where the player aimed: A waits
        # for an arrow (must_aim), refused saying these words (lose_aim), or None
        self.linked = None   # ui/board_link.BoardLink: the game is played over the link
        role = ctx.link_role   # a new linked game (the title card's Link)
        if role is None and isinstance(saved, dict) and "link" in saved:
            role = saved["link"]   # a linked game saved: its link opens again
        else:
            saved = None if role is not None else saved
        if role is not None:
            board_link = __import__("firmware.ui.board_link", None, None, ["BoardLink"])
            board_link.BoardLink(self, role, saved)
        elif saved is not None:
            self._resume(saved)

    def vs_cpu(self):
        return self.setup["mode"] == 0

    def choice(self, key):
        """The setup's index for key; its "Random" (setup_page.RANDOM, the third of a
        choice between two) drawn afresh as 0 or 1; "Take turns" (the optional
        setup_page.TAKE_TURNS, the fourth) the other of the last game's, kept in the setup
        as "turn" (review 53: between two players X began every game)."""
        index = self.setup[key]
        if index == self.setup_page.RANDOM:
            index = self.ctx.rng.randbelow(2)
        elif index == getattr(self.setup_page, "TAKE_TURNS", None):
            index = 1 if self.setup.get("turn") == 1 else 0
            self.setup["turn"] = 1 - index
        return index

    def settled(self):
        return True

    def arrival_ms(self, move):
        """The ms the computer's move takes to be on the glass once played: none."""
        return 0

    def human_turn(self):
        return self.phase == PLAY and self.mover() != self.cpu and self.settled()

    def thinking(self):
        """The computer's turn, its mark shown (nothing still moving on the board)."""
        return self.player is not None and self.phase == PLAY and self.mover() == self.cpu \
            and self.settled()

    # games ----------------------------------------------------------------------------------
    def new_game(self):
        """Start a game with the current setup (random choices drawn afresh)."""
        game = self.fresh_game()
        self._seat_computer()
        self._begin(game, self.START_CURSOR)

    def _seat_computer(self):
        self.player = None
        if self.vs_cpu():
            self.player = self.new_player(self.setup_page.LEVELS[self.setup["level"]])

    def _resume(self, saved):
        if not isinstance(saved, dict):
            raise ValueError("bad saved game")
        setup, game, cursor = self.restore(saved)
        if game.over():
            raise ValueError("saved game already over")
        self.setup.update(setup)
        self.page.rebuild()
        self._seat_computer()
        state = saved.get("rng")
        if isinstance(state, int):
            self.ctx.rng.set_state(state)   # see snapshot()
        self._begin(game, cursor)

    def _begin(self, game, cursor):
        self.game = game
        self.cursor = cursor
        self.phase = PLAY
        self.clear_turn()
        self._turn_now()
        self.ctx.save_state()

    def clear_turn(self):
        """A turn starts afresh (a game begun, a move taken back): no notice left over, no
        wait for an aim. Games with more to clear extend it."""
        self.notice = None
        self.unaimed = None

    def lose_aim(self, words):
        """A move (the other's, or a drop that filled the cursor's column) moved the cursor
        off where the player aimed: A waits for an arrow, which any arrow ends, moving the
        cursor or not (must_aim: the key bar offers the arrows), refused saying words
        (refuse_unaimed: tic-tac-toe's AIM AGAIN, Connect Four's FILLED UP; reviews 86, 97:
        a tap a second played where no one had aimed)."""
        self.unaimed = words
        self.dirty = True

    def must_aim(self):
        return self.unaimed is not None or super().must_aim()

    def refuse_unaimed(self):
        """A while it waits for an arrow (lose_aim): refused, what moved the cursor said
        again (never a silent refusal: the key bar's arrows say what to do)."""
        self.refuse(self.unaimed, SAY_MS)

    def _turn_now(self):
        self.pacer.start()
        self.dirty = True

    def moved(self, save=True):
        """A move is on the board: the next turn begins, or the result is scored (and
        shown once settled). save=False leaves the resume state, and a result's records
        (finish), to be saved later (end_saved)."""
        if self.linked is not None:
            self.linked.moved()   # the player's own move goes to the other handheld
        if self.notice != self.wait_notice():
            # a refusal (NO UNDO, TAKEN, COL. FULL...) answered the board before this move:
            # left up, it read as this move's (a fresh review); whose turn it is goes once
            # the turn is back (turn_shown)
            self.notice = None
        self._turn_now()
        over = self.game.over()
        if over:
            self.finish(save)
            if self.settled():
                self.result_shown()
        else:
            self.ctx.sound.play("click")
            if self.settled():
                self.turn_shown()
        if save:
            self.ctx.save_state()

    def outcome(self):
        """"won", "lost" or "drawn", as the player (or the first player of two) sees it."""
        result = self.game.result
        if result == self.DRAW:
            return "drawn"
        return "lost" if result == self.cpu else "won"

    def finish(self, save=True):
        """Score the game at once (a power cut loses nothing); it is shown when settled
        (result_shown). save=False: its records are written by end_saved."""
        self.phase = OVER
        if self.linked is not None:
            self.linked.finished()
            return
        self.count_result(self.game.result)
        if save:
            self._record_end()

    def end_saved(self):
        """A move saved later (moved's save=False) is saved now, with the records of the
        result it brought: the computer's winning move on the glass first (issue 44.7: its
        writes, 140 ms with a collection on the device, came before its landed frame). A
        power cut before loses only that move, played again on resume."""
        if self.phase == OVER and self.linked is None:
            self._record_end()
        self.ctx.save_state()

    def _record_end(self):
        self.save_record()
        if self.vs_cpu():
            level = self.setup["level"]
            self.ctx.finished(self.setup_page.LEVEL_NAMES[level], self.outcome(), rank=level)

    def turn_shown(self):
        """A move is on the glass, settled: when it was the computer's (or, two players on
        one handheld, either's: a fresh review's taps 0.15 s apart played X, O, X), the
        turn is back and presses already on their way do not play on it (ctx.guard_turn);
        when it was the player's over the link, B acts on it, asking the other to take it
        back, only once it has been seen too."""
        if self.cpu == self.NO_CPU:   # the other player's: GUARD_MS, as any turn (reviews
            # 48, 49: a 1.2 s look there met each turn with WAIT); a tap it refuses rests the
            # button, so a mover's taps kept up play nothing for the next one (tic-tac-toe's
            # cursor leaves the mark: review 87; TAKEN had stopped them there), and A tapped
            # on from the move waits for an aim (review 93: a tap a second played both sides'
            # every move on the cursor's cell, X WINS, nobody aiming)
            self.ctx.guard_turn(back=True, aim=self.turn_aim())
        elif self.mover() != self.cpu:   # an answer to a move of the player's is back: a tap
            # its guard refuses was kept up through it (not the computer's opening move: the
            # A after Play, review 45, was no stream); A tapped into it waits for an aim, the
            # opening move's too (review 92: A kept up from Play or A:AGAIN through the
            # computer's first move played the player's first, unaimed, at 1 to 8 taps a
            # second)
            self.ctx.guard_turn(back=len(self.game.moves) > 1, aim=self.turn_aim())
        elif self.linked is not None:   # the other's turn: B asks them to take the move
            self.ctx.hold_input(0, 1 << B)   # back once it has been seen (review 44: a B
            # 0.1 s on took it back); against the computer A and B reach the game, refused
            # as the turn's (CPU TURN, ctx.off_turn)
        if self.notice == self.wait_notice() and self.human_turn():
            self.notice = None   # CPU TURN (THEY PLAY): the turn is back

    def turn_aim(self):
        """What the app says to A tapped into the player's turn (two players on one handheld
        too), which waits for an arrow (app.AIM_MS): the arrows' words; None where the
        cursor is on the one move there is, which no aim chooses (as a forced Hearts card;
        review 93: on tic-tac-toe's last free cell A met <>:AIM, and an arrow led off it)."""
        return None if self.game.legal_moves() == [self.cursor] else self.aim_words()

    def result_shown(self):
        """The result is on the glass: A and B act on it once it has been read (the game's
        end: ctx.hold_input's look)."""
        self.ctx.hold_input(ALL)
        self.ctx.sound.play(_SOUNDS[self.outcome()])

    def refuse(self, notice, ms=None):
        """A move the rules or the turn refuse: a sound and a notice for ms (NOTICE_MS
        unless said)."""
        self.ctx.sound.play("error")
        self.say(notice, ms)

    def say(self, notice, ms=None):
        """A notice for ms (NOTICE_MS unless said), without a sound of its own (the link's
        question refuses with the app's tick)."""
        self.notice = notice
        self.notice_at = self.ctx.clock.ticks_ms()
        self.notice_ms = self.NOTICE_MS if ms is None else ms
        self.dirty = True

    def nothing_back(self):
        """What B says with none of the player's moves on the board: NO UNDO, and that its
        hold opens the menu."""
        return NOTHING_BACK

    def wait_notice(self):
        """What a move refused for the turn says: whose turn it is (the computer's in a
        linked game it took over: board91, THEY PLAY named a player gone)."""
        return WAIT if self.linked is None or self.linked.level is not None else LINK_WAIT

    def _undo(self):
        """Take back the player's last move (and the computer's reply); with nothing of
        the player's to take back, refused saying so (nothing_back): a mash of B stays in
        the game."""
        if self.own_moves() <= 0:
            self.refuse(self.nothing_back(), SAY_MS)
            return
        if not self.take_back():
            return
        self.clear_turn()
        self.ctx.sound.play("click")
        self._turn_now()
        # a board taken back is a turn shown: a B begun GUARD_MS after it takes back the
        # move before, one begun sooner nothing (reviews 48, 51: a LOOK_MS wait met a
        # second B 0.3 s on with WAIT, where B, B steps back twice everywhere else)
        self.ctx.guard_turn(back=True)   # (a B its guard refuses rests B: a mash of B takes
        # back one move, then waits for a pause; review 89: B tapped 4-6 times a second
        # took back every move in under a second)
        self.say(UNDONE, SAY_MS)
        self.ctx.save_state()

    def _to_setup(self):
        self.phase = SETUP
        self.game = None
        self.clear_turn()
        self.page.menu.index = 0
        self.dirty = True
        self.ctx.save_state()

    # Screen contract ------------------------------------------------------------------------
    def on_button(self, kind, button):
        if kind != PRESS and kind != REPEAT:
            return
        if self.linked is not None and self.linked.on_button(kind, button):
            return
        if self.phase == SETUP:
            setup_keys.press(self, kind, button, self.clear_scores)
            if self.phase == PLAY and self.human_turn():   # Play: a tap kept up from it
                # waits for an aim (review 100: at 4 to 22 a second the first move played
                # 0.4 s on, the board's own WAIT running out under the taps)
                self.ctx.guard_turn(back=True, aim=self.turn_aim(), own=True)
        elif button in self.CURSOR_KEYS:
            if self.phase == PLAY:
                if self.unaimed is not None:   # an arrow, moving the cursor or not: aimed
                    self.unaimed = None
                    self.dirty = True
                self.move_cursor(button, kind)
                self.cursor_at = self.ctx.clock.ticks_ms()
        elif kind != PRESS or self.phase == OVER and not self.settled():
            return   # a result still on its way is not up yet
        elif self.phase == OVER:
            if button == A:
                self.new_game()   # a new board: the A that asked for it plays nothing, and
                # a tap its guard refuses, kept up through the result, rests A as on any
                # turn (review 72: taps through CPU WINS played the rematch's first move)
                self.ctx.guard_turn(back=True, aim=self.turn_aim())
            elif button == B:
                self._to_setup()
        elif button in self.ACT_KEYS:
            if not self.human_turn():
                self.ctx.off_turn()   # (refused: the computer's or the other's turn)
                self.act()
            elif self.unaimed is not None:
                self.refuse_unaimed()
            else:
                self.act()
        elif button == B:
            if self.player is not None and not self.human_turn():
                self.ctx.off_turn()   # the computer's turn: refused as A is there, no undo
                # spent (review 76: B, Hearts' HURRY there, took the move back, no reply)
                self.refuse(self.wait_notice(), SAY_MS)
            else:
                self._undo()

    def tick(self, now):
        if self.linked is not None:
            self.linked.tick(now)
        if self.phase == SETUP:
            setup_keys.tick(self, now)
        if self.notice is not None and self.ctx.clock.ticks_diff(now, self.notice_at) \
                >= self.notice_ms:
            self.notice = None
            self.dirty = True
        if self.thinking():
            move = self.pacer.step()
            if move is not None:
                self.play_move(move)
        elif self.cursor != self.saved_cursor and self.human_turn() and \
                self.ctx.clock.ticks_diff(now, self.cursor_at) >= CURSOR_SAVE_MS:
            self.saved_cursor = self.cursor   # (asked once, whatever the snapshot holds)
            self.ctx.save_state()

    def _think(self):
        return self.player(self.game)

    @property
    def due(self):
        """The computer's turn is on the glass: tick again at once to think (app.step)."""
        return self.phase == PLAY and self.pacer.due

    def snapshot(self):
        self.saved_cursor = self.cursor
        if self.linked is not None:
            return self.linked.snapshot()
        if self.phase != PLAY:
            return None
        snap = self.saved_game()
        if self.player is not None and self.mover() == self.cpu:
            # The reply shows a frame before it is saved: after a power cut in between, the
            # computer draws from this state again and plays the reply it showed, not
            # another of its equal moves (a layout the player never saw).
            snap["rng"] = self.ctx.rng.state()
        return snap

    @property
    def toast_box(self):
        """Where the app's WAIT goes with the board up: in place of the panel's key bar
        (board_panel.TOAST_BOX, under the banner too; KEYS_BOX below a row under the
        score: panel_toast_box), off the board (the top line is Connect Four's cursor row),
        the result, the status, the score rows and a row under them in view (a linked
        game's question, whose A needs a choice first, holds no look: no WAIT over it)."""
        if self.phase == SETUP:
            return self.page.toast_box
        return self.panel_toast_box()

    @property
    def hold_box(self):
        """Where the app's HOLD FOR MENU goes while B is held (gamehost): its two lines in
        the panel's TOAST_BOX, over a row under the score too."""
        return None if self.phase == SETUP else TOAST_BOX

    # ... and the app's note to a tap that waits for an aim (gamehost), its two lines (the
    # arrows, OR WAIT: aim_words) there too: in KEYS_BOX they met the glass's edge
    aim_box = hold_box

    def draw(self, gfx):
        linked = self.linked
        if linked is not None and linked.draw(gfx):
            return   # the link's lobby: no game yet
        if self.phase == SETUP:
            self.page.draw(gfx)
            return
        if self.thinking():
            self.pacer.drawn()   # the player's move and THINKING are on the glass now
        self.draw_play(gfx)
        if linked is not None:
            linked.draw_over(gfx)
