"""Hearts on the 128x64 screen: the setup page (setup.py), then the table (table.py) against
three computer players.

Passing: LEFT/RIGHT move the cursor, A picks or drops a card (picked cards stand raised),
UP passes the three picked. Playing: LEFT/RIGHT, A plays the card (cards that may not be
played are drawn dotted). DOWN or B shows the scores page (hand points, totals, hearts,
leader) and hides it again. A finished trick stays on the table briefly with its winner
(A skips the wait); the hand and game end on score tables: A goes on, B (game over) returns
to the setup. The game saves after every card (snapshot) and resumes exactly; the setup and
the player's record (games, wins, moons) persist in the record "hearts"."""
from firmware.games.hearts import setup as setup_page
from firmware.games.hearts import table
from firmware.games.hearts.engine import (
    GAME_END, HAND_END, PASS, PLAY, QUEEN_SPADES, Game, card_str)
from firmware.games.hearts.players import new_player
from hal.buttons import A, B, DOWN, LEFT, PRESS, REPEAT, RIGHT, UP

RECORD = "hearts"
RECORD_VERSION = 1
CPU_DELAY_MS = 350  # between the computer players' cards, so each is seen arriving
TRICK_MS = 1200     # a finished trick stays on the table this long
NOTE_MS = 1500      # how long an announcement stays in the status panel

SETUP = 0
PASSING = 1
PLAYING = 2
HAND_OVER = 3
GAME_OVER = 4


def _valid_record(data):
    if not isinstance(data, dict) or not setup_page.valid(data.get("setup")):
        return False
    for key in ("played", "won", "moons"):
        if not isinstance(data.get(key), int) or data[key] < 0:
            return False
    return True


class Screen:
    dirty = True
    done = False

    def __init__(self, ctx, saved):
        self.ctx = ctx
        record = ctx.load(RECORD, RECORD_VERSION, None, _valid_record)
        self.record = record or {"setup": dict(setup_page.DEFAULT), "played": 0, "won": 0,
                                 "moons": 0}
        self.setup = self.record["setup"]
        self.page = setup_page.SetupPage(self.setup)
        self.stage = SETUP
        self.game = None
        self.game_id = 0      # tells this game's hands from another's in record["counted"]
        self.players = None
        self.cursor = 0
        self.chosen = []
        self.scores = False   # the scores page is shown instead of the table
        self.shown = None     # (leader, cards) of the finished trick still on the table
        self.shown_at = 0
        self.note = None      # announcement in the status panel
        self.note_at = 0
        self.last_card_at = 0
        if saved is not None:
            self._resume(saved)

    # games --------------------------------------------------------------
    def save_record(self):
        self.ctx.save(RECORD, RECORD_VERSION, self.record)

    def _make_players(self):
        level = setup_page.LEVELS[self.setup["level"]]
        self.players = [None] + [new_player(level, self.ctx.rng) for _ in range(3)]

    def new_game(self):
        s = self.setup
        self.game = Game(setup_page.TARGETS[s["target"]], s["moon"] == 1, s["qs"] == 1)
        self.game_id = self.ctx.rng.randbelow(1 << 30)
        self._make_players()
        self._deal()

    def _deal(self):
        game = self.game
        game.deal(self.ctx.rng)
        if game.phase == PASS:
            for seat in (1, 2, 3):
                game.pass_cards(seat, self.players[seat](game.view(seat)))
        self.cursor = 0
        self.chosen = []
        self.shown = None
        self._enter_stage()
        self.ctx.save_state()

    def _enter_stage(self):
        phase = self.game.phase
        if phase == PASS:
            self.stage = PASSING
        elif phase == PLAY:
            self.stage = PLAYING
        else:
            self.stage = HAND_OVER
        self.last_card_at = self.ctx.clock.ticks_ms()
        self.dirty = True

    def _resume(self, saved):
        if not setup_page.valid(saved.get("setup")):
            raise ValueError("bad saved setup")
        game = Game.from_snapshot(saved["game"])
        self.setup.update(saved["setup"])
        self.game = game
        game_id = saved.get("id", 0)
        self.game_id = game_id if isinstance(game_id, int) else 0
        self._make_players()
        self._enter_stage()
        hand = game.hands[0]
        self.chosen = [c for c in saved.get("chosen", ()) if c in hand][:3]
        cursor = saved.get("cursor", 0)
        self.cursor = cursor if isinstance(cursor, int) and 0 <= cursor < len(hand) else 0

    def _note(self, text):
        self.note = text
        self.note_at = self.ctx.clock.ticks_ms()
        self.dirty = True

    def _pass(self):
        game = self.game
        game.pass_cards(0, self.chosen)
        self.chosen = []
        self._enter_stage()
        self._note("GOT " + " ".join(card_str(c) for c in game.received[0]))
        self.ctx.sound.play("click")
        self.ctx.save_state()

    def _play(self, card):
        game = self.game
        seat = game.turn
        done = game.play(card)
        self.last_card_at = self.ctx.clock.ticks_ms()
        if seat == 0:
            self.cursor = min(self.cursor, len(game.hands[0]) - 1)
        if done:
            if game.phase in (HAND_END, GAME_END):
                self._count_hand()
            self._trick_done(done[0], done[1])
        else:
            self.ctx.sound.play("move")
        self.dirty = True
        self.ctx.save_state()

    def _trick_done(self, winner, points):
        game = self.game
        leader, cards, _ = game.tricks[-1]
        self.shown = (leader, cards)
        self.shown_at = self.ctx.clock.ticks_ms()
        name = table.SEAT_NAMES[winner]
        if QUEEN_SPADES in cards:
            self._note("QS TO " + name + "!")
            self.ctx.sound.play("lose" if winner == 0 else "win")
        elif points:
            self._note("%s +%d" % (name, points))
            self.ctx.sound.play("click")
        else:
            self._note(name + " TAKES")
            self.ctx.sound.play("click")

    def _count_hand(self):
        """The hand (and game) just ended enter the player's record at once, before the
        snapshot of the finished hand is saved. A power cut between the two saves resumes
        before the last card and plays it again, so the record keeps which hand it counted
        last (game id, hand number) and counts no hand twice."""
        game = self.game
        mark = [self.game_id, game.hand_no]
        if self.record.get("counted") == mark:
            return
        self.record["counted"] = mark
        if game.phase == GAME_END:
            self.record["played"] += 1
            if 0 in game.winners():
                self.record["won"] += 1
        if game.moon == 0:
            self.record["moons"] += 1
        self.save_record()

    def _finish_trick(self):
        """The finished trick leaves the table; at the end of the hand the table shows."""
        self.shown = None
        self.dirty = True
        game = self.game
        if game.phase in (HAND_END, GAME_END):
            self.stage = HAND_OVER
            self.ctx.sound.play("win" if game.hand_points[0] == min(game.hand_points)
                                else "lose")

    def _next(self):
        """A on the hand's table: the next hand, or the game's final table."""
        if self.game.phase == GAME_END:
            self.stage = GAME_OVER
            self.dirty = True
            self.ctx.save_state()
        else:
            self._deal()

    def _to_setup(self):
        self.stage = SETUP
        self.game = None
        self.players = None
        self.page.menu.index = 0
        self.dirty = True
        self.ctx.save_state()

    # Screen contract ----------------------------------------------------
    def on_button(self, kind, button):
        if kind != PRESS and kind != REPEAT:
            return
        if self.stage == SETUP:
            setup_page.press(self, kind, button, self._clear_scores)
            return
        self.dirty = True
        if button == LEFT or button == RIGHT:
            if self.stage in (PASSING, PLAYING) and self.game.hands[0]:
                step = -1 if button == LEFT else 1
                self.cursor = (self.cursor + step) % len(self.game.hands[0])
            return
        if kind != PRESS:
            return
        if self.stage == HAND_OVER:
            if button == A:
                self._next()
        elif self.stage == GAME_OVER:
            if button == A:
                self.new_game()
            elif button == B:
                self._to_setup()
        elif button == DOWN or button == B:
            self.scores = not self.scores
        elif self.scores:
            self.scores = False  # any other key closes the scores page first
        elif self.stage == PASSING:
            self._passing_button(button)
        elif button == A:
            self._playing_a()

    def _passing_button(self, button):
        hand = self.game.hands[0]
        if button == A:
            card = hand[self.cursor]
            if card in self.chosen:
                self.chosen.remove(card)
            elif len(self.chosen) < 3:
                self.chosen.append(card)
            else:
                self.ctx.sound.play("error")
                return
            self.ctx.sound.play("click")
            self.ctx.save_state()
        elif button == UP:
            if len(self.chosen) == 3:
                self._pass()
            else:
                self.ctx.sound.play("error")

    def _playing_a(self):
        if self.shown is not None:
            self._finish_trick()  # A skips the wait
            return
        game = self.game
        card = game.hands[0][self.cursor] if game.hands[0] else None
        if game.phase == PLAY and game.turn == 0 and card in game.legal():
            self._play(card)
        else:
            self.ctx.sound.play("error")

    def _clear_scores(self):
        self.record.update({"played": 0, "won": 0, "moons": 0})

    def tick(self, now):
        if self.stage != PLAYING:
            return
        diff = self.ctx.clock.ticks_diff
        if self.note is not None and diff(now, self.note_at) >= NOTE_MS:
            self.note = None
            self.dirty = True
        if self.shown is not None:
            if diff(now, self.shown_at) >= TRICK_MS:
                self._finish_trick()
            return
        game = self.game
        if game.phase == PLAY and game.turn != 0 and \
                diff(now, self.last_card_at) >= CPU_DELAY_MS:
            seat = game.turn
            self._play(self.players[seat](game.view(seat)))

    def snapshot(self):
        if self.stage in (SETUP, GAME_OVER):
            return None
        return {"setup": self.setup, "game": self.game.snapshot(), "id": self.game_id,
                "cursor": self.cursor, "chosen": self.chosen}

    # drawing ------------------------------------------------------------
    def draw(self, gfx):
        stage = self.stage
        if stage == SETUP:
            self.page.draw(gfx)
        elif stage == HAND_OVER:
            table.draw_hand_over(gfx, self.game)
        elif stage == GAME_OVER:
            table.draw_game_over(gfx, self.game, self.record["won"], self.record["played"])
        elif self.scores:
            table.draw_scores(gfx, self.game)
        else:
            table.draw_play(gfx, self.game, stage == PASSING, self.shown, self.note,
                           self.cursor, self.chosen)
