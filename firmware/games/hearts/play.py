"""One hand at the table, from the pass to the last trick: our cursor and picks, the
computer players' cards (turns.py), the finished trick left on the table, messages in the
status bar, the pages over the table and hints. The screen (screen.py) owns the game and
takes over when the hand is over."""
import gc

from firmware.games.hearts import pages, status, table
from firmware.games.hearts.engine import PASS, PASS_OFFSET, PLAY, pass_target, trick_points
from firmware.games.hearts.players import new_player
from firmware.ui import partial
from hal.buttons import A, B, DOWN, LEFT, PRESS, RIGHT, UP, step
from hal.rng import Rng

TRICK_MS = 1000  # a finished trick stays on the table this long
NOTE_MS = 1500  # a flashed message stays in the status bar this long
NOT_YOURS = "NOT YOUR TURN"  # A in the others' turn: refused saying so (only till ours)
THREE_PICKED = "3 PICKED: B DROPS ONE"  # A on a fourth card: how to pick it instead
# The hint's three, asked by A on the PASS button, are a choice made for the player: A tapped
# on from it passes them only after a pause (the app's aim, AIM_MS) and meanwhile the status
# bar says so (the arrows there move off the button: CHOOSE WITH <> FIRST was untrue; review
# 91 #4: a tap a second passed them 1.5 s after the hint picked them, at the look's end)
PASS_AIM = "WAIT, THEN A:PASS"
# B with nothing to hurry or drop (our turn; passing, none picked): what it does held (not
# NO UNDO, as the board games say: Hearts takes no card back, and review 74 read it as an
# undo missing); its news, status.MENU_TAG, beside YOUR TURN or who plays, passing beside
# the task (status.PASS_TAGGED)
MENU_NOTE = "HOLD B: MENU"
PAGE_COUNT = 3  # the pages DOWN opens (pages.py: scores first), LEFT/RIGHT turn them
# FINDING A HINT... stays on the glass at least this long before the hint shows, the think
# included (0.3 s on the Pico, the pass's a few ms: it flashed for a frame, too short to
# read, a fresh review): the app's GUARD_MS, its measure of a picture seen (0.6 s, with no
# key bar, looked like a stall: review 58)
HINT_MS = 300


class Play:
    def __init__(self, ctx, game, opponents, seed, cursor=None, chosen=(), link=None,
                 shown=False):
        """seed: where this game's hints start their random deals (never the game's rng);
        link: a linked game's (link.py), told of our pass and of every card played; shown:
        a game resumed while the trick just taken was on the table shows it again."""
        self.ctx = ctx
        self.link = link
        self.game = game
        self.opponents = opponents
        self.seed = seed
        self.passing = game.phase == PASS
        hand = game.hands[0]
        places = len(hand) + self.passing  # passing: len(hand) is the PASS button
        if cursor is None:
            # a new hand's pass starts on the PASS button, where A takes the hint's three:
            # the same at any pace of tapping (review 81: at a tap a second A picked the
            # three leftmost cards, faster taps kept up through HAND n OVER the hint's)
            cursor = len(hand) if self.passing else 0
        self.cursor = cursor if 0 <= cursor < places else 0
        self.chosen = [c for c in chosen if c in hand][:3]
        if self.waiting():
            self.chosen = list(game.passed[0])
            self.cursor = len(hand)   # (A passed there: DOWN's key, ▼:SCORE, says so)
        self.info = None  # the page shown over the table (0: scores), or None
        self.shown = None  # (leader, cards, winner, points): a finished trick on the table
        self.shown_at = ctx.clock.ticks_ms()
        if shown and game.phase == PLAY and game.tricks and not game.trick:
            leader, cards, winner = game.tricks[-1]
            self.shown = (leader, cards, winner, trick_points(cards))
        self.note = None  # a message flashed in the status bar
        self.news = None  # its short form beside YOUR TURN (news, not a refusal), or None
        self.note_seen = False  # it has been on the glass whole
        self.note_at = 0
        self.note_going = False  # it goes in the frame after this one (a cursor move's)
        # the next frame draws what a move's or a pick's frame left: the large copy (a
        # jump's: _redraw), passing the bar's text (a pick that changes it: draw) and the
        # key that follows the cursor onto or off the PASS button (draw)
        self.copy_due = False
        self.to_button = False  # the third pick made: the cursor to the PASS button (tick)
        self.hint = False  # a hint asked for: found once FINDING A HINT... is on the glass
        self.hint_at = None  # when FINDING A HINT... was first on the glass (the think began)
        self.hint_by_a = False  # the hint asked by A: its pass waits for an aim (_show_hint)
        self.found = None  # the hint found, shown once FINDING A HINT... has been up HINT_MS
        self.dirty = True
        self.save_due = False  # save once the frame that shows the change is on the glass
        self.ended = False  # the hand's last trick is taken
        self.counted = False  # ... and the record has counted the hand
        self.over = False  # ... and has left the table: the hand's table comes
        self.last_card_at = ctx.clock.ticks_ms()
        # The table as last drawn (a cursor move redraws only what it changes over the glass,
        # which shows it): its frame's number, all it showed but the cursor and the status
        # bar (a list, see _as_drawn, the picks in it too; None: draw it whole), the cards
        # that could be played, and the cursor and the bar's text, inversion and key hint.
        self.drawn_frame = -1
        self.drawn = None
        # The cards we may play, and the turn they are for (trick_no * 4 + cards in the trick):
        # found once a turn, not per arrow (a new list each, on the Pico amid a game's objects)
        self.legal = None
        self.legal_for = -1
        self.drawn_cursor = 0
        self.drawn_text = None
        self.drawn_inverted = False
        self.drawn_keys = None
        self.drawn_news = None
        self.drawn_label = None   # the large copy's label as drawn (None: no copy)
        # passing: DOWN's key as drawn, the button's (True) or a card's
        self.drawn_key = False
        if game.phase == PLAY and game.turn == 0 and self.shown is None:
            self._my_turn()

    def flash(self, text, news=None):
        """text in the status bar a while; news: its short form, shown instead beside YOUR
        TURN or beside who plays (WEST PLAYS): news never hides the turn (issue 44, review
        58). A notice seen whole our turn ends (_my_turn). Nor does news hide who took a
        finished trick on the table: it waits under that line and shows its whole time after
        it (HEARTS BROKEN by the trick's last card); a notice before it goes."""
        self.note = text
        self.news = news
        self.note_seen = False
        self.note_at = self.ctx.clock.ticks_ms()
        self.note_going = False
        self.dirty = True

    def _refuse(self, text):
        self.flash(text)
        self.ctx.sound.play("error")

    def received_up(self):
        """The cards we received are marked in the hand till the first trick has left the
        table (review 86: till our first card, holding the 2 of clubs, whose forced lead
        a tapper makes 1 s in, they were gone before they were seen)."""
        game = self.game
        if game.received[0] is None or game.trick_no > 1 or \
                game.trick_no and self.shown is None:
            return ()
        return game.received[0]

    def _my_turn(self):
        """Our turn: the cursor goes to the nearest card we may play, unless it is on one.
        A tapped through their cards, or a mash going on, does not play here (guard_turn).
        A message already on the glass whole goes: YOUR TURN takes the bar (its news beside
        YOUR TURN read as the old line's tail left over, RECEIVED FROM EAST's FROM EAST:
        review 36); NOT YOUR TURN, whether seen or not, is untrue now (review 39: tapped on
        YOU TAKE IT, it stood over our lead in YOUR TURN's place)."""
        if self.note_seen or self.note == NOT_YOURS:
            self.note = None
        self.opponents.hurry = 0
        hand = self.game.hands[0]
        legal = self._legal()
        # A tapped into the turn waits for an arrow where there is a card to choose (the
        # app's note, app.AIM_NOTE, on the status bar as the game's own refusals: aim_box)
        self.ctx.guard_turn(aim=True if len(legal) > 1 else None)
        if len(legal) == 1 and len(hand) > 1 and self.note is None:
            # one card to play: why, at once (review 62: FOLLOW DIAMONDS came only with an
            # arrow, the one bar under a card unexplained)
            for card in hand:
                if card not in legal:
                    self.flash(status.why_not(self.game, card))
                    break
        if self.cursor < len(hand) and hand[self.cursor] in legal:
            return
        best = None
        for i in range(len(hand)):
            if hand[i] in legal and (best is None or
                                     abs(i - self.cursor) < abs(best - self.cursor)):
                best = i
        self.cursor = best

    def _legal(self):
        """The cards we may play now (our turn), one list a turn."""
        game = self.game
        turn = game.trick_no * 4 + len(game.trick)
        if turn != self.legal_for:
            self.legal = game.legal()
            self.legal_for = turn
        return self.legal

    def waiting(self):
        """Our pass is made, another seat's (a person's, over the link) is not yet."""
        return self.passing and self.game.passed[0] is not None

    def _pass(self):
        game = self.game
        gc.collect()  # a safe point: the hands the exchange makes land low in the heap
        game.pass_cards(0, self.chosen)
        if self.link is not None:
            self.link.passed(self.chosen)
        if game.phase == PASS:   # the exchange waits for a person's pass: tick() ends it
            self.dirty = True
            self.ctx.sound.play("click")
            self.ctx.save_state()
            return
        self._passed()

    def _passed(self):
        """The cards are exchanged: play begins."""
        game = self.game
        self.passing = False
        self.chosen = []
        self.cursor = 0
        self.last_card_at = self.ctx.clock.ticks_ms()
        self.opponents.reset()
        if game.turn == 0:
            self._my_turn()
        else:
            self.opponents.expect(game)
        giver = -PASS_OFFSET[game.pass_dir] % 4
        self.flash("RECEIVED FROM " + status.SEAT_NAMES[giver], status.FROM[giver])
        self.ctx.sound.play("click")
        self.dirty = True
        self.ctx.save_state()

    def _play(self, card):
        game = self.game
        broken = game.hearts_broken
        seat = game.turn
        done = game.play(card)
        if self.link is not None:
            self.link.played(seat, card)
        self.last_card_at = self.ctx.clock.ticks_ms()
        self.cursor = min(self.cursor, max(0, len(game.hands[0]) - 1))
        if game.hearts_broken and not broken:
            self.flash("HEARTS BROKEN", status.BROKEN)
        if done:
            leader, cards, winner = game.tricks[-1]
            self.shown = (leader, cards, winner, done[1])
            self.shown_at = self.last_card_at
            if self.news is None:
                # a notice answered the table before the trick was taken (UP's HINT ON YOUR
                # TURN as the last card came hid YOU TAKE 1 POINT: a fresh review): gone
                self.note = None
            self.opponents.hurry = 0
            self.ctx.hold_input()
            self.ctx.sound.play("lose" if winner == 0 and done[1] else "click")
            self.ended = game.phase != PLAY
        else:
            self.ctx.sound.play("move")
            if game.turn == 0:
                self._my_turn()
            else:
                self.opponents.expect(game)
        self.dirty = True
        self.save_due = True

    def finish_trick(self):
        """The finished trick leaves the table; after the hand's last one the hand is over.
        Saved once the table without it is on the glass (a resume shows it no more)."""
        self.shown = None
        self.dirty = True
        self.note_at = self.ctx.clock.ticks_ms()   # news kept under the trick's line: whole
        self.save_due = not self.ended
        self.last_card_at = self.ctx.clock.ticks_ms()
        if self.ended:
            self.over = True
        elif self.game.turn == 0:
            self._my_turn()
        else:
            self.ctx.release_input()  # B hurries their cards again, a mash going on too
            self.opponents.expect(self.game)

    # buttons ------------------------------------------------------------
    def on_button(self, kind, button):
        """A press (or a repeat of LEFT or RIGHT) while the hand is on; none while a hint
        is coming (it moves the cursor and picks): refused, saying so (review 33: a tick
        alone, the press seemed lost)."""
        if self.hint:
            if kind == PRESS:
                self._refuse(status.WAIT_HINT)
            return
        self.dirty = True
        self.to_button = False   # (a press after the third pick: the cursor is the player's)
        to_pass = button == DOWN and self.info is None and self._to_pass()
        # A flashed message goes with the next press; with a cursor move at the table, in the
        # frame after the move's: the bar's rows on top of the move's cost the Pico 3-4 ms more
        # from the tap to the glass (the news beside YOUR TURN: 10.2-11.0 ms, issue 44.6)
        if self.info is None and (button == LEFT or button == RIGHT or to_pass) and \
                self.note is not None:
            self.note_going = True
        else:
            self.note = None
            self.note_going = False
        if self.info is not None:
            if button == LEFT or button == RIGHT:
                self.info = step(self.info, 1 if button == RIGHT else -1, PAGE_COUNT, kind)
            elif button != UP:
                self.info = None
        elif button == LEFT or button == RIGHT:
            self._move(1 if button == RIGHT else -1, kind)
        elif to_pass:
            self.cursor = len(self.game.hands[0])
        elif button == DOWN:
            self.info = 0
        elif (button == A or button == B) and not self.passing and \
                (self.shown is not None or self.game.turn != 0):
            self._theirs(button)
        elif button == B and not (self.passing and self.chosen):
            self.flash(MENU_NOTE, status.MENU_TAG)
        elif self.passing:
            if not self.waiting():
                self._passing_button(button)
        else:
            self._playing_button(button)

    def _to_pass(self):
        """Passing, DOWN takes the cursor from a card to the PASS button (it moves only: A
        there passes), as poker's DOWN goes to DRAW (review 47: up to 13 RIGHTs, or LEFT's
        wrap from the first card to know; table.TO_PASS_KEY names it). On the button, and while
        playing, DOWN opens the scores pages (table.SCORES_KEY)."""
        return self.passing and not self.waiting() and self.cursor < len(self.game.hands[0])

    def _move(self, d, kind):
        """LEFT/RIGHT: the cursor to the next place; on our turn to the next card we may
        play (a bar under each), round among them, the others skipped (review 33: with one
        or two to play, up to 12 presses; it stopped on cards A refuses). Where no other
        may be played, a press says why, as A on one did."""
        game = self.game
        hand = game.hands[0]
        n = len(hand) + self.passing
        if self.passing or self.shown is not None or game.turn != 0:
            if n:
                self.cursor = step(self.cursor, d, n, kind)
            return
        legal = self._legal()
        i = self.cursor
        while True:
            j = step(i, d, n, kind)
            if j == i:   # a held arrow stops at the end
                return
            if j == self.cursor:   # round: no other card may be played
                if kind == PRESS:
                    for card in hand:
                        if card not in legal:
                            self._refuse(status.why_not(game, card))
                            return
                return
            i = j
            if hand[i] in legal:
                self.cursor = i
                return

    def _passing_button(self, button):
        hand = self.game.hands[0]
        chosen = self.chosen
        if button == B:  # the last pick taken back: the picks the player's (an A acts)
            self.cursor = hand.index(chosen.pop())
            self.ctx.aimed()
        elif button == UP:
            self.hint = True  # the next tick finds it, once FINDING A HINT... is on the glass
            return
        elif self.cursor == len(hand):
            if len(chosen) == 3:
                self._pass()
            elif not chosen:   # A:HINT (status.passing_key), as UP; its three a choice made
                self.hint = True   # by A, so A passes them after a pause (_show_hint)
                self.hint_by_a = True
            else:
                self._refuse("PICK 3 CARDS FIRST")
            return
        elif hand[self.cursor] in chosen:
            chosen.remove(hand[self.cursor])
        elif len(chosen) < 3:
            # the cursor stays on the card picked (review 95: stepped on to the next card, it
            # made LEFT, A three times pick two cards and drop one; review 66 had asked for
            # the step so that steady A would not pick and drop one card for ever: it picks
            # nothing more now, as steady taps play nothing elsewhere: the aim)
            chosen.append(hand[self.cursor])
            if len(chosen) == 3:   # the third: on to the PASS button, as the hint's
                # (review 67: left on the card, steady A dropped and picked it again for
                # ever), once the pick is
                # on the glass (tick), guarded as a turn back from the computer: A there
                # acts from GUARD_MS (review 68: a 1.2 s look refused pick, pick, pick,
                # pass at 2 taps a second), and a tap refused as it came rests it: a mash
                # passes MASH_CAP_MS after the arrow came at the latest (3 a second at once)
                self.to_button = True   # (review 43)
                self.ctx.guard_turn(back=True)
        else:
            self._refuse(THREE_PICKED)
            return
        self.ctx.sound.play("click")
        self.save_due = True

    def _theirs(self, button):
        """A or B while the others play or a finished trick is on the table. A or B on the
        trick: it goes (the last: the hand is over), as a continue does anywhere (review 62:
        A refused there, a player kept tapping it); the A counts as kept up into the turn
        it brings (ctx.off_turn: our lead waits for A to rest, so the taps that went on
        from it never lead a card unseen). In their turn B hurries: the computer's next
        card comes at once. A only ever plays or picks a card: there it is refused as a
        board game refuses a move in the computer's turn (review 37: A:HURRY invited a
        steady A through their cards, and the same A, kept up, played whatever card the
        cursor was on as our turn came), and it says so."""
        game = self.game
        if self.shown is not None:
            if button == A:
                self.ctx.off_turn()   # (before the turn it brings is guarded: guard_turn)
            self.finish_trick()
        elif button == A:   # (review 38: refused with no word, it read as a dead button)
            self.ctx.refuse()   # (NOT YOURS says why)
            self.ctx.off_turn()   # (kept up as our turn comes: a rest's wait there)
            self.flash(NOT_YOURS)
        elif game.turn in self.opponents.remote:
            self.flash(MENU_NOTE, status.MENU_TAG)   # a person's seat: nothing to hurry
        else:
            self.opponents.hurry_press(game)

    def _playing_button(self, button):
        """UP, or A on our turn (A and B in the others': _theirs)."""
        if self.shown is not None:
            return
        if button == UP:
            if self.game.turn == 0:
                self.hint = True  # the next tick finds it, once FINDING A HINT... is on the glass
            else:
                self.flash("HINT ON YOUR TURN")
        elif button == A:
            self._play(self.game.hands[0][self.cursor])   # the cursor is on a card we may
            # play (_my_turn, _move)

    # time ---------------------------------------------------------------
    def tick(self, now):
        if self.save_due and not self.dirty:
            self.save_due = False
            self.ctx.save_state()
        diff = self.ctx.clock.ticks_diff
        if self.to_button and not self.dirty and not self.copy_due:
            # the third pick's frames on the glass: the cursor's move to the button in frames
            # of its own, as a RIGHT's (in the pick's, 96 bytes: past the press's 80)
            self.to_button = False
            self.cursor = len(self.game.hands[0])
            self.dirty = True
        if self.copy_due:
            self.dirty = True
        if self.note is not None and (diff(now, self.note_at) >= NOTE_MS or
                                      self.note_going and not self.dirty):
            self.note = None
            self.note_going = False
            self.dirty = True
        if self.drawn_label is not None and \
                self.drawn_label is not table.copy_label(self.ctx.aiming()):
            self.dirty = True   # the copy's label a move's frame left (draw), with a note going
        if self.hint:
            if self.dirty:
                return
            if self.hint_at is None:  # FINDING A HINT... is on the glass
                self.hint_at = now
                self.found = self._find_hint()
            elif diff(now, self.hint_at) >= HINT_MS:
                self._show_hint()
            return
        game = self.game
        if self.passing and game.phase == PLAY:
            self._passed()   # the last pass came (over the link)
        if self.passing or self.info is not None:
            return
        if self.shown is not None:
            if diff(now, self.shown_at) >= TRICK_MS:
                self.finish_trick()
            elif not self.ended and game.turn != 0 and not self.dirty:
                self.opponents.prepare(game)  # the trick is on the glass: the leader thinks
            return
        if game.turn != 0:
            opponents = self.opponents
            thinking = opponents.thinking
            card = opponents.card(game, diff(now, self.last_card_at), not self.dirty)
            if card is not None:
                self._play(card)
            elif opponents.thinking != thinking:
                self.dirty = True

    def _find_hint(self):
        """The hard player's pass (three cards) or card, with random deals of its own:
        asking for a hint changes nothing else in the game."""
        game = self.game
        if self.passing:
            from firmware.games.hearts.passing import hard_pass
            return hard_pass(game.hands[0])
        rng = Rng(self.seed + 53 * game.hand_no + 4 * game.trick_no + len(game.trick))
        card = new_player("hard", rng)(game.view(0))
        gc.collect()  # a safe point after a long think, as the others' (turns.py)
        return card

    def _show_hint(self):
        """The hint found: the pass picked and the cursor on the PASS button (review 47: left
        on a card, the button was up to 13 presses away), where an A passes them once seen
        (GUARD_MS, as any new picture: a look there, 1.2 s restarted, refused UP then A at a
        natural pace, review 48); where A asked for them (a choice made for the player), an
        A tapped on from that one passes them only after a pause, as a turn tapped into
        plays (the app's aim: AIM_MS, PASS_AIM on the glass), never at a steady pace (review
        91 #4: at a tap a second, past a look of LOOK_MS, the next tap passed them); an
        arrow or a pick dropped ends that. Or the cursor on the card, which an A plays:
        an A or B as it appears does not act on it. The arrows move at once. The status bar
        says which."""
        found = self.found
        self.hint = False
        self.hint_at = self.found = None
        if self.passing:
            self.chosen = found
            self.cursor = len(self.game.hands[0])
            self.ctx.guard_turn(aim=PASS_AIM if self.hint_by_a else None)
            self.hint_by_a = False
            self.flash("HINT: PASS THESE 3")
            self.save_due = True   # (as a pick)
        else:
            self.ctx.guard_turn()
            self.cursor = self.game.hands[0].index(found)
            self.flash(status.hint(found))

    # drawing ------------------------------------------------------------
    def draw(self, gfx):
        """The table: whole, or where only the cursor, the status bar or (passing) the picks
        changed since the frame the glass shows, just that over it. A cursor move allocates
        nothing on that path (an allocation cost the Pico 0.1-0.15 ms in the app's heap:
        comparing the table through new tuples of its state was 1.4 ms of a 10 ms move)."""
        game = self.game
        if self.info is not None:
            pages.draw_page(gfx, self.info, game)
            self.drawn = None  # the table comes back whole
            self.copy_due = False   # (with it)
            self.drawn_label = None
            return
        hand = game.hands[0]
        raised = self.chosen if self.passing else ()
        received = () if self.passing else self.received_up()
        people = self.link.people() if self.link is not None else ()
        glass = partial.last_frame(gfx, self.drawn_frame)
        partial.heap_lock()  # (compares: allocates nothing)
        try:
            same = glass is not None and self._as_drawn(raised, received, people)
        finally:
            partial.heap_unlock()
        playable = None
        if self.passing:
            text = status.WAITING_PASS if self.waiting() else \
                status.passing(len(self.chosen), self.hint, pass_target(0, game.pass_dir))
        else:
            if self.shown is None and game.turn == 0:
                playable = self._legal()
            text = status.playing(game, self.shown, self.hint,
                                  game.turn in self.opponents.remote)
        label = None if playable is None else table.copy_label(self.ctx.aiming())
        keys = None
        if self.passing and not self.hint and not self.waiting():
            on_button = self.cursor == len(hand)
            keys = status.passing_key(len(raised), not on_button and hand[self.cursor] in raised,
                                      on_button, text, self.ctx.aiming())
        elif (self.passing or playable is not None) and len(text) <= status.KEYS_ROOM:
            keys = status.HINT_KEY
        inverted = False
        news = None
        if self.note is not None and self.shown is None:   # a trick's line wins over it
            keys = None
            if self.passing and self.news is not None:   # (B's, nothing picked)
                news = self.news
                text = status.PASS_TAGGED
            elif playable is not None and self.news is not None:
                news = self.news  # beside YOUR TURN
            elif game.turn != 0 and (self.news is not None or self.note == NOT_YOURS):
                # who plays, in view (review 51), the news or the refusal beside it (review
                # 58: RECEIVED FROM EAST across the line, over WEST's label marked to play,
                # read as WEST the sender)
                news = self.news or (status.NOT_YOURS_TAG if game.turn in
                                     self.opponents.remote else status.CPU_TURN_TAG)
                text = status.plays(game.turn, news)
            else:
                text = self.note
                inverted = True
        link = self.link
        if link is not None and (link.problem() is not None or link.paused and
                                 playable is None and (not self.passing or self.waiting())):
            # under the link's box: offer nothing it refuses; another seat to move while
            # the host's game waits under its pause menu: that, not who plays
            text = status.HELD if link.problem() is not None else status.PAUSED
            keys = news = None
            inverted = False
        if text is self.note:
            self.note_seen = True   # drawn whole: on the glass once this frame is
        cursor = self.cursor   # where the glass shows the cursor once drawn
        if same:
            partial.load_frame(gfx, glass)
            try:
                picked = self.passing and self.drawn[9] != raised   # (_redraw keeps them)
                cursor = self._redraw(gfx, glass, raised, playable, received)
                bar = False
                partial.heap_lock()  # (as _redraw's)
                try:
                    if picked and text != self.drawn_text and \
                            inverted == self.drawn_inverted and news == self.drawn_news:
                        # a pick and the bar's text (the third's: PASS_WAY) in one push, 156
                        # bytes: the card and the PASS button first, the whole bar in the
                        # next frame (its key with it: a new key beside the old words read
                        # A:PICK 3 CARDS A:DROP for a frame, reviews 45 and 48)
                        text, keys = self.drawn_text, self.drawn_keys
                        self.copy_due = True
                    elif text != self.drawn_text or inverted != self.drawn_inverted or \
                            news != self.drawn_news:
                        table.redraw_status(gfx, text, inverted, keys, news)
                        bar = True   # (the keys below wait for a frame of their own)
                    elif keys != self.drawn_keys:
                        table.redraw_keys(gfx, self.drawn_keys, keys, inverted)
                    # passing, DOWN's key follows the cursor onto or off the PASS button:
                    # in a frame of its own after the move's (and after a bar's that goes),
                    # no frame of a move more than the move's own
                    at = self.passing and cursor == len(hand)
                    if at != self.drawn_key:
                        if cursor != self.drawn_cursor or bar or self.copy_due:
                            self.copy_due = True
                        else:
                            table.redraw_down_key(gfx, at)
                            self.drawn_key = at
                    if label != self.drawn_label and cursor == self.drawn_cursor:
                        # an aim begun or ended (the pause, an arrow): the copy's label, in
                        # a frame after an arrow's move (tick), so a move sends no more
                        table.redraw_copy_label(gfx, label)
                        self.drawn_label = label
                finally:
                    partial.heap_unlock()
            except MemoryError:  # a redraw with the heap locked needed it: the table whole
                gfx.clear()
                same = False
                cursor = self.cursor
        if not same:
            shown = self.shown and self.shown[:3]
            table.draw_play(gfx, game, self.passing, shown, self.opponents.thinking,
                            (text, inverted, keys, news), self.cursor, raised, playable,
                            received, people, label)
            self.copy_due = False
            self.drawn_label = label
            self.drawn_key = self.passing and self.cursor == len(hand)
            self.drawn = [self.passing, list(hand), list(game.trick), game.leader, game.turn,
                          list(game.taken), list(game.totals), self.shown,
                          self.opponents.thinking, raised[:], received, people]
        self.drawn_frame = gfx.frames
        self.drawn_cursor = cursor
        self.drawn_text = text
        self.drawn_inverted = inverted
        self.drawn_keys = keys
        self.drawn_news = news

    def _as_drawn(self, raised, received, people):
        """The table is as last drawn but for the cursor, the status bar and (passing) the
        picks: compared part by part with the copies kept (the finished trick and the cards
        received are new objects when they change, never changed in place)."""
        d = self.drawn
        if d is None:
            return False
        game = self.game
        return d[0] == self.passing and d[1] == game.hands[0] and d[2] == game.trick and \
            d[3] == game.leader and d[4] == game.turn and d[5] == game.taken and \
            d[6] == game.totals and d[7] is self.shown and \
            d[8] == self.opponents.thinking and (self.passing or d[9] == raised) and \
            d[10] is received and d[11] == people

    def _redraw(self, gfx, glass, raised, playable, received):
        """Only the cursor, the status bar or (passing) the picks changed since the table
        drawn last, which the glass shows: redraw what they change over it (table.py's
        partial redraws). Returns where the glass shows the cursor."""
        game = self.game
        passing = self.passing
        was = self.drawn_cursor
        cursor = self.cursor
        if passing:
            return self._redraw_passing(gfx, glass, raised, was, cursor)
        if cursor == was:
            if self.copy_due and playable is not None:
                self.copy_due = False
                table.redraw_copy(gfx, game, passing, cursor, playable)
            return cursor
        partial.heap_lock()  # a move allocates nothing: its calls' frames on the C stack
        try:
            # the places that look otherwise: the cards standing out
            lo = min(was, cursor)
            hi = max(was, cursor)
            apart = hi - lo > 1
            if apart:
                # apart: one redraw each, the right one first (what it takes back from the
                # glass may reach the left one's last column, which that one then draws)
                table.redraw_slots(gfx, glass, game, passing, cursor, raised, playable,
                                   received, hi, hi)
                table.redraw_slots(gfx, glass, game, passing, cursor, raised, playable,
                                   received, lo, lo)
            else:  # side by side: one (each would draw the other's shared column)
                table.redraw_slots(gfx, glass, game, passing, cursor, raised, playable,
                                   received, lo, hi)
            # our turn: the copy of the card reached; after a jump (round the hand, or over
            # cards we may not play) in the next frame, 20 ms on: the two cards far apart and
            # a copy of another suit, 110 bytes in one push, took the emulated Pico 9.3-11.8
            # ms from the press to the glass (issue 44.6); the raised card says where it went
            self.copy_due = apart and playable is not None
            if playable is not None and not apart:
                table.redraw_copy(gfx, game, passing, cursor, playable)
        finally:
            partial.heap_unlock()
        return cursor

    def _redraw_passing(self, gfx, glass, raised, was, cursor):
        """Passing: the places that look otherwise, the cards picked or dropped and the PASS
        button (inverted under the cursor, solid once three are picked), redrawn in runs of
        neighbours from the right (as _redraw's places apart); then the pointer and the
        large copy if the cursor moved (a first or second pick, on to the next card: 55
        bytes with its card; B's drop, to the card dropped). Returns where the glass shows
        the cursor."""
        game = self.game
        hand = game.hands[0]
        n = len(hand)
        picked = self.drawn[9]
        button = max(was, cursor) == n   # a move onto or off the PASS button
        self.copy_due = False   # (the bar's text a pick left: draw)
        places = None
        if picked != raised:
            places = [i for i in range(n) if (hand[i] in picked) != (hand[i] in raised)]
            self.drawn[9] = raised[:]
            if button or (len(picked) == 3) != (len(raised) == 3):
                places.append(n)
        partial.heap_lock()  # the rest allocates nothing (as _redraw's)
        try:
            if places is not None:
                end = len(places)
                while end:
                    first = end - 1
                    while first and places[first - 1] == places[first] - 1:
                        first -= 1
                    table.redraw_slots(gfx, glass, game, True, cursor, raised, None, (),
                                       places[first], places[end - 1])
                    end = first
            elif button:  # a move onto or off the PASS button
                # the button alone: drawn last over its own rectangle, nothing else in it
                table.draw_pass_button(gfx, game.pass_dir, cursor == n, len(raised) == 3)
            if cursor != was:
                table.redraw_pointer(gfx, was, cursor)
                table.redraw_copy(gfx, game, True, cursor, None)
        finally:
            partial.heap_unlock()
        return cursor
