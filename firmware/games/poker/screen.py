"""Video poker on the screen: the table (bet, deal, hold, draw, double-up), the pay table and
the stats page (view.py draws them).

Table: before the deal B bets one more (wrapping), RIGHT bets max and deals, DOWN (or A)
deals, UP opens the pay table; after the deal LEFT/RIGHT move, A holds, B releases all, UP
hints, DOWN draws; after a win A doubles up (LEFT/RIGHT pick a face-down card, A turns it).
Credits, bet, stats and the coach switch persist in the record "poker"; the hand in play
resumes from snapshot(). The record also keeps an open hand or double-up (the money in
play), so a new game, or a lost resume state, carries it on instead of losing the stake."""
from firmware.games.poker import doubleup, ev, view
from firmware.games.poker.engine import BETTING, DOUBLING, HOLDING, Machine, new_stats
from firmware.games.poker.hands import NOTHING, TITLES, evaluate
from firmware.games.poker.hint import Advisor
from firmware.games.poker.paytable import MAX_BET, PER_COIN, PER_COIN_AT_MAX
from hal.buttons import A, B, DOWN, LEFT, PRESS, REPEAT, RIGHT, UP

RECORD = "poker"
RECORD_VERSION = 1
FLIP_MS = 90  # the deal and the draw turn one card per step

TABLE = 0
PAYS = 1
STATS = 2

_SIDE = {LEFT: -1, RIGHT: 1}
_RESULTS = {doubleup.HIGHER: "DOUBLED!", doubleup.PUSH: "PUSH", doubleup.LOWER: "YOU LOSE"}


def _valid_record(data):
    if not isinstance(data, dict):
        return False
    stats = data.get("stats")
    return (isinstance(data.get("credits"), int) and data["credits"] >= 0
            and data.get("bet") in (1, 2, 3, 4, 5) and isinstance(data.get("coach"), bool)
            and isinstance(stats, dict)
            and all(isinstance(stats.get(k), int) for k in new_stats())
            and _valid_hand(data.get("hand")))


def _valid_hand(hand):
    """None (older records have no hand), or a machine with money in play."""
    if hand is None:
        return True
    try:
        return Machine.from_dict(hand).phase != BETTING
    except (ValueError, KeyError, TypeError):
        return False


class Screen:
    dirty = True
    done = False

    def __init__(self, ctx, saved):
        self.ctx = ctx
        record = ctx.load(RECORD, RECORD_VERSION, None, _valid_record)
        if record and record.get("hand"):
            self.m = Machine.from_dict(record["hand"])
            self.coach = record["coach"]
        elif record:
            self.m = Machine(record["credits"], record["bet"], dict(record["stats"]))
            self.coach = record["coach"]
        else:
            self.m = Machine()
            self.coach = False
        self.cursor = 1 if self.m.phase == DOUBLING else 0  # double-up picks are 1..4
        self.page = TABLE
        self.lost = None  # the coach's verdict on the last hold: EV given up, in credits
        self.flips = []  # positions turned face up one by one by the deal/draw animation
        self.turned = 0  # how many of them are face up already
        self.flip_start = 0
        self.advisor = None  # opened at the first hint or coached draw
        if saved is not None:
            self.m = Machine.from_dict(saved["machine"])
            self.cursor = int(saved["cursor"]) % 5
            self.coach = bool(saved["coach"])
            self.lost = None if saved["lost"] is None else float(saved["lost"])

    # records ------------------------------------------------------------
    def _save(self):
        """The record first: a power cut before the resume state is written leaves the
        older resume state, whose credits are those before this move, so nothing is lost."""
        m = self.m
        hand = m.to_dict() if m.phase != BETTING else None
        self.ctx.save(RECORD, RECORD_VERSION, {"credits": m.credits, "bet": m.bet,
                                               "stats": m.stats, "coach": self.coach,
                                               "hand": hand})
        self.ctx.save_state()

    def snapshot(self):
        return {"machine": self.m.to_dict(), "cursor": self.cursor, "coach": self.coach,
                "lost": self.lost}

    def _advisor(self):
        if self.advisor is None:
            self.advisor = Advisor()
        return self.advisor

    # buttons ------------------------------------------------------------
    def on_button(self, kind, button):
        if kind not in (PRESS, REPEAT):
            return
        self.dirty = True
        if self.flips:  # a press during the animation just finishes it
            self._end_flips()
            return
        if self.page == PAYS:
            self._pays_button(kind, button)
        elif self.page == STATS:
            if kind == PRESS:
                self.page = PAYS if button == DOWN else TABLE
        elif self.m.phase == HOLDING:
            self._holding_button(kind, button)
        elif self.m.phase == DOUBLING:
            self._doubling_button(kind, button)
        elif kind == PRESS:
            self._betting_button(button)

    def _pays_button(self, kind, button):
        if button in _SIDE:
            if self.m.phase == BETTING:
                self.m.set_bet((self.m.bet - 1 + _SIDE[button]) % MAX_BET + 1)
                self._save()
        elif kind != PRESS:
            return
        elif button == A:
            self.coach = not self.coach
            self._save()
        elif button == DOWN:
            self.page = STATS
        else:
            self.page = TABLE

    def _betting_button(self, button):
        m = self.m
        if button == B:
            m.bet_one()
            self.ctx.sound.play("click")
            self._save()
        elif button == RIGHT:  # bet max: like the machine's button, it deals at once
            m.set_bet(MAX_BET)
            self._deal()
        elif button == UP:
            self.page = PAYS
        elif button == A and m.can_double():
            m.start_double(self.ctx.rng)
            self.cursor = 1
            self.lost = None
            self._save()
        elif button in (A, DOWN):
            self._deal()

    def _holding_button(self, kind, button):
        m = self.m
        if button in _SIDE:
            self.cursor = (self.cursor + _SIDE[button]) % 5
            return
        if kind != PRESS:
            return
        if button == A:
            m.toggle(self.cursor)
        elif button == B:
            m.set_held(0)
        elif button == UP:
            m.set_held(self._advisor().hold(m.cards[:5], m.stake))
        elif button == DOWN:
            self._draw()
            return
        self.ctx.save_state()

    def _doubling_button(self, kind, button):
        if button in _SIDE:
            self.cursor = (self.cursor - 1 + _SIDE[button]) % 4 + 1
        elif kind == PRESS and button in (A, DOWN):
            outcome = self.m.pick(self.cursor - 1)
            self.ctx.sound.play("win" if outcome == doubleup.HIGHER else
                                "lose" if outcome == doubleup.LOWER else "click")
            self._save()

    # moves --------------------------------------------------------------
    def _deal(self):
        self.m.deal(self.ctx.rng)
        self.cursor = 0
        self.lost = None
        self._start_flips([0, 1, 2, 3, 4])
        self._save()

    def _draw(self):
        m = self.m
        dealt = m.cards[:5]
        held = m.held
        m.draw()
        if self.coach:
            # the hand's own pays: the royal pays 800 per coin only at the maximum bet
            pays = PER_COIN_AT_MAX if m.stake == MAX_BET else PER_COIN
            best = ev.hold_ev(dealt, self._advisor().hold(dealt, m.stake), pays)
            self.lost = max(0.0, best - ev.hold_ev(dealt, held, pays)) * m.stake
        self._start_flips([i for i in range(5) if not held >> i & 1])
        self._save()

    def _start_flips(self, positions):
        self.flips = positions
        self.turned = 0
        self.flip_start = self.ctx.clock.ticks_ms()
        if not positions:
            self._end_flips()

    def _end_flips(self):
        self.flips = []
        self.dirty = True
        if self.m.phase == BETTING and self.m.win:
            self.ctx.sound.play("win")

    def tick(self, now):
        if not self.flips:
            return
        turned = self.ctx.clock.ticks_diff(now, self.flip_start) // FLIP_MS
        if turned >= len(self.flips):
            self._end_flips()
        elif turned != self.turned:
            self.turned = turned
            self.dirty = True

    # drawing ------------------------------------------------------------
    def draw(self, gfx):
        m = self.m
        if self.page == PAYS:
            view.draw_paytable(gfx, m.bet, self.coach)
            return
        if self.page == STATS:
            view.draw_stats(gfx, m.credits, m.stats)
            return
        flipping = bool(self.flips)
        hidden = 0
        for i in self.flips[self.turned:]:
            hidden |= 1 << i
        settled = m.phase == BETTING and not flipping
        view.draw_top(gfx, m.credits - (m.win if flipping and m.phase == BETTING else 0),
                      m.stake if m.phase == HOLDING else m.bet, m.win if settled else 0)
        if m.phase == DOUBLING or (m.phase == BETTING and m.outcome):
            self._draw_double(gfx)
        elif m.phase == HOLDING:
            view.draw_cards(gfx, m.cards, hidden)
            view.draw_holds(gfx, m.held)
            if not flipping:
                view.draw_cursor(gfx, self.cursor)
                cat = evaluate(m.cards[:5])
                view.draw_message(gfx, TITLES[cat] if cat != NOTHING else "")
            view.draw_hint(gfx, "A HOLD  DOWN DRAW  UP HINT")
        elif m.final:
            view.draw_cards(gfx, m.final, hidden)
            if not flipping:
                view.draw_message(gfx, TITLES[m.category] if m.win else "NO WIN", bool(m.win))
            coach = self._coach_text()
            view.draw_hint(gfx, coach + self._betting_prompt(not coach))
        else:
            view.draw_cards(gfx, m.cards, 31)
            view.draw_message(gfx, "JACKS OR BETTER")
            view.draw_hint(gfx, self._betting_prompt())

    def _draw_double(self, gfx):
        m = self.m
        cards = [m.house] + m.hidden
        picked = m.picked + 1 if m.phase == BETTING else 0
        view.draw_cards(gfx, cards, 0b11110 & ~(1 << picked), 0)
        if m.phase == DOUBLING:
            view.draw_cursor(gfx, self.cursor)
            view.draw_message(gfx, "BEAT THE HOUSE")
            view.draw_hint(gfx, "PICK: LEFT RIGHT  A TURNS")
        else:
            view.draw_message(gfx, _RESULTS[m.outcome], m.outcome != doubleup.LOWER)
            view.draw_hint(gfx, self._betting_prompt())

    def _betting_prompt(self, room=True):
        """room: False beside the coach's verdict, where the whole prompt does not fit."""
        m = self.m
        if m.broke():
            return "BROKE: DOWN REFILLS 100"
        if m.can_double():
            return "A DOUBLE UP  DOWN DEAL"
        return "DOWN DEAL B+1 >MAX" + (" UP PAYS" if room else "")

    def _coach_text(self):
        if not self.coach or self.lost is None:
            return ""
        if self.lost < 0.005:
            return "EV OK  "
        return "EV-%.2f " % self.lost
