"""Video poker on the screen: the table (bet, deal, hold, draw, double-up), the pay table and
the stats page (view.py draws them).

Table: before the deal LEFT/RIGHT change the bet (it stops at 1 and 5: no wrap), A deals
(broke: A refills, and the next A deals), UP opens the pay table, B puts the last hand away
(the table as before a deal: its B once read, app.LOOK_MS) or, with none shown, leaves;
after the deal LEFT/RIGHT move along the cards and the DRAW button after them (DOWN goes to
it), A holds (on DRAW: draws), B takes back the last hold, UP hints; the cursor is on DRAW as
the hand is dealt (one A draws; an arrow goes to the cards, RIGHT to the first, LEFT to the
last); a dealt hand, A tapped on from the deal, waits for an aim (AIM_WORDS, AIM_KEEP).
An arrow never spends a credit: only A deals, draws or takes a win and deals.
After a win the bar offers TAKE+DEAL (chosen at first) or DOUBLE UP: LEFT/RIGHT choose, A
confirms, B takes (no deal); in the double-up LEFT/RIGHT pick a face-down card
(PICK under it; the first at first) and A turns it, then the other three turn over; UP, DOWN
and B there say what does act. A result holds presses back briefly
(ctx.hold_input) and is tallied on the Stats page: a hand is a game.
The dealt hand, the double-up and the pay table are new pictures: A and B act on them once
they have been seen (ctx.guard_turn), the arrows at once; the trainer's stop opens with a
choice made, which A takes once it has been read (hold_input with look 1 << A: app.LOOK_MS).
The double-up's first card is picked as it opens too, but the pick is luck (every card is
face down), so its A is a plain guarded press (review 41: a deliberate A 0.76 s on was
refused).
Every draw is judged against the best hold (trainer.Verdict): the Stats page and the
session's page (after the stats page) count the player's return against perfect play and
the mistakes by kind. The advice mode (the pay table's LEFT/RIGHT): off, the coach (the best
hold shown after the draw) or the trainer, which stops a draw with a worse hold: TAKE BEST or
KEEP MINE (KEEP MINE chosen at first: LEFT/RIGHT choose, A draws with it), B back to the
holds.
Credits, bet, stats and the advice mode persist in the record "poker"; the hand in play
resumes from snapshot(). The record also keeps an open hand or double-up (the money in
play, its holds saved once they are on the glass), so a lost resume state loses nothing.
New game (no resume state) means a new bankroll of START_CREDITS, stats, bet and mode kept:
where credits or a hand in play would go, a page asks first (A: new, B: keep playing what
the record holds). A game to resume is a machine opened by Play (or a game resumed): the
setup page alone saves none, and leaving it keeps the resume state saved before as it was.
A double-up's pick is decided at A: the record keeps the decided hand (phase BETTING, its
outcome) from then on, and a resume state older than the pick yields to it, so a power
cut while the cards turn resumes to that result, turned (the offer to double again too)."""
from firmware.games.poker import doubleup, view
from firmware.games.poker.cards import ACE, rank_of
from firmware.games.poker.engine import (BETTING, DOUBLING, HOLDING, START_CREDITS, Machine,
                                         new_stats)
from firmware.games.poker.hands import NOTHING
from firmware.games.poker.hint import Advisor
from firmware.games.poker.mistakes import KINDS
from firmware.games.poker.paytable import JACKS, MACHINES, MAX_BET, by_key
from firmware.ui import partial
from hal.buttons import A, ALL, B, DOWN, LEFT, PRESS, REPEAT, RIGHT, UP, step

RECORD = "poker"  # Jacks or Better's record; another machine's is RECORD + "_" + its key
RECORD_VERSION = 1
FLIP_MS = 90  # the deal and the draw turn one card per step
# A note inverted in the message's place a while (or till the next press): B where it has
# nothing to take back (the double-up: review 61, HOLD B: MENU never said the stake was in)
MENU_NOTE = "NO BACKING OUT"
HOLD_MENU = "HOLD B: MENU"   # B after the deal with nothing held to release
# ... and with some, B takes back the last step of the holds, one card, or the cards KEEP
# held (then A on DRAW draws five), or the hint's, which it undoes as one press made it
# (back to the holds before it: review 86, one B threw every hold away)
RELEASED = "RELEASED"   # the cards released after it (view.draw_message: RELEASED 4♥)
HINT_UNDONE = "HINT UNDONE"
CARDS = 31   # the holds' bits (bit i: card i) in a step B goes back to (Screen.undo) ...
HINT_STEP = 32   # ... and this one where the step was the hint's
PICK_NOTE = "<>: PICK A CARD"  # UP or DOWN at the double-up, where they do nothing
# The double-up's message while a card is picked, after HOUSE's tab under the house card:
# the two read HOUSE CARD TO BEAT
BEAT = "CARD TO BEAT"
# ... where the house card is an ace, none beats it: what a tie does (doubleup.py: a push,
# the stake back; reviews 67-70: nothing said, against a house ace)
ACE_TIES = "ACE: TIE PUSHES"
NOTE_MS = 1500
# A on DRAW with nothing held over a dealt hand that pays holds the cards that make it, once
# a deal, saying so over the key bar; the next A draws with them, and after B (released)
# A draws five (review 75: one A 2.5 s after the deal threw TWO PAIR away, and a mash a THREE
# OF A KIND; reviews 77-79: A AGAIN: DRAW 5, asked instead, was answered by taps a second
# apart, and taps kept up faster were held for good; the trainer's stop asks its own way)
KEPT_PAYING = "KEPT WHAT PAYS"
KEEP = "KEEP"   # ... the DRAW button's word till then
SHOW = "SHOW"   # the button's word while the dealt cards turn: A there ends the turning
# A tapped on from the deal into a hand that pays nothing waits for an arrow or a pause
# (app.guard_turn's aim), saying both ways on in two lines under the cards (view.TOAST_AIM):
# drawing five is a real play (review 91: CHOOSE WITH <> FIRST asked for an arrow it needs not)
AIM_WORDS = "HOLD CARDS WITH <>\nOR WAIT: A DRAWS 5"
# ... and into one that pays, whose A holds what pays (KEEP): a steady tap kept it and drew
# with it, a pair kept where four to a royal were dealt with it (review 92)
AIM_KEEP = "HOLD CARDS WITH <>\nOR WAIT: A:KEEP"
# ... and taps kept up from Play into the table, where A deals (the bet spent)
DEAL_AIM = "BET WITH <>\nOR WAIT: A DEALS"
TABLE_KEYS = (("A", "DEAL"), ("<>", "BET"), ("▲", "PAYS"))   # the table's key bar
TAKE = 0  # the choices offered after a win
DOUBLE = 1
DRAW = 5  # after the deal the cursor's place after the five cards: the DRAW button

TABLE = 0
PAYS = 1
STATS = 2
ASK = 3  # New game would lose credits or a hand in play: A starts it, B keeps them
SETUP = 4  # New game: the machine, then Play
SESSION = 5  # this game's play against perfect play (after the stats page)
# The advice modes, a machine's record's "coach" (older records: False/True, off and coach):
# the coach shows the best hold after the draw; the trainer stops a draw with a worse hold.
OFF = 0
COACH = 1
TRAINER = 2
TAKE_BEST = 0  # the trainer's stop: the choices
KEEP_MINE = 1
YOURS = 1  # who found the best hold drawn (view.FINDERS; 0: it was not drawn)
HINTS = 2
TRAINERS = 3
# The session's figures: hands, coins bet, the player's and the best holds' value in
# thousandths of a coin, then the mistakes of each kind (mistakes.KINDS).
SESSION_FIGURES = 4 + len(KINDS)
NEW_NOTE = "NEW BANKROLL: %d" % START_CREDITS  # on the table until the first deal

_SIDE = {LEFT: -1, RIGHT: 1}
_RESULTS = {doubleup.HIGHER: "DOUBLED!", doubleup.PUSH: "PUSH", doubleup.LOWER: "YOU LOSE"}
_SOUNDS = {doubleup.HIGHER: "win", doubleup.PUSH: "click", doubleup.LOWER: "lose"}


def _valid_record(data):
    if not isinstance(data, dict):
        return False
    stats = data.get("stats")
    return (isinstance(data.get("credits"), int) and data["credits"] >= 0
            and data.get("bet") in (1, 2, 3, 4, 5) and _valid_mode(data.get("coach"))
            and isinstance(stats, dict)
            and all(isinstance(stats.get(k), int) for k in new_stats())
            and _valid_hand(data.get("hand")))


def _valid_mode(mode):
    """An advice mode (OFF, COACH, TRAINER); older records kept False/True: off and the
    coach (equal to 0 and 1; under MicroPython a bool is no int for isinstance)."""
    return mode in (OFF, COACH, TRAINER) and not isinstance(mode, float)


def _valid_hand(hand):
    """None (older records have no hand), or a machine with money in play or a double-up's
    result (_save_record)."""
    if hand is None:
        return True
    try:
        m = Machine.from_dict(hand)
    except (ValueError, KeyError, TypeError):
        return False
    return m.phase != BETTING or m.outcome != 0


def _picked(hand, m):
    """The record's hand is the double-up m, its pick decided (a cut came before the resume
    state said so)."""
    return (m.phase == DOUBLING and hand is not None and hand["phase"] == BETTING
            and hand["house"] == m.house and hand["hidden"] == m.hidden)


def record_name(table):
    return RECORD if table is JACKS else RECORD + "_" + table.key


class Screen:
    dirty = True
    done = False
    # the hand after the deal as last drawn: its frame, the cursor's place, _look's
    drawn = (-2, 0, None)

    def __init__(self, ctx, saved):
        self.ctx = ctx
        self.setup_page = None  # New game's setup page (setup.py, loaded for it alone)
        if saved is not None:
            self._open(Machine.from_dict(saved["machine"]).table, saved)
        else:  # New game: the setup page first, over the chosen machine as it was
            # (a game saved before stays to resume until Play opens one: gamehost's
            # keep_saved for every new game, snapshot())
            from firmware.games.poker import setup
            self.setup_page = setup.page(
                ctx.load(setup.RECORD, setup.RECORD_VERSION, None, setup.valid)
                or dict(setup.DEFAULT))
            self._open(self._chosen(), None, False)
            self.page = SETUP

    def _chosen(self):
        return by_key(MACHINES[self.setup_page.setup["machine"]][0])

    def _open(self, table, saved, new=True):
        """Play the machine of table: its record's credits, stats and mode, the resume
        state saved (or None); new: a new game, which starts a new bankroll or asks."""
        ctx = self.ctx
        record = ctx.load(record_name(table), RECORD_VERSION, None, _valid_record)
        if record and record.get("hand"):
            self.m = Machine.from_dict(record["hand"])
        elif record:
            self.m = Machine(record["credits"], record["bet"], dict(record["stats"]), table)
        else:
            self.m = Machine(table=table)
        self.mode = int(record["coach"]) if record else OFF
        # the hold's card (0..4) or DRAW; a double-up's pick (1..4), the first card at first
        self.cursor = 1 if self.m.phase == DOUBLING else 0
        self.staked = 0  # the win a double-up's turned card decides, shown while they turn
        self.page = TABLE
        self.best = None  # the coach: the best hold of the last hand's deal (a mask)
        self.finder = 0  # who found the hold drawn, if the best: view.FINDERS' index
        self.verdict = None  # the deal's first hold drawn for, judged (trainer.Verdict)
        self.stop = None  # the trainer stopped the draw: the verdict on the player's hold
        self.keep = KEEP_MINE  # the stop's choice
        self.session = [0] * SESSION_FIGURES
        self.offer = False  # a win waits for the choice: take it or double up
        self.choice = TAKE
        self.flips = []  # positions turned face up one by one by the deal/draw animation
        self.turned = 0  # how many of them are face up already
        self.flip_start = 0
        self.advisor = None  # opened at the first hint or draw
        self.note = None  # a note in the message's place a while (MENU_NOTE...), or None
        self.released = 0  # the cards B released last (bit i: card i), RELEASED names them
        self.kept_paying = False  # this deal's paying cards held by A on DRAW (KEPT_PAYING)
        self.note_at = 0
        self.hinted = None  # the hold the hint set this deal, said while it is the hold
        # the holds before each step that added to them (a card, KEEP's cards, the hint),
        # the last last: B goes back one (a card A released goes from them all)
        self.undo = []
        self.fresh = False  # a new bankroll, said on the table until the first deal
        self.record_due = False  # holds changed: the record keeps them, after the push
        if new and saved is None and record:
            if self.m.credits > START_CREDITS or self.m.phase != BETTING:
                self.page = ASK
                ctx.hold_input(1 << A)  # its A once it has been read (a question)
            else:
                self._new_bankroll()
        if saved is not None:
            self.m = Machine.from_dict(saved["machine"])
            self.cursor = int(saved["cursor"]) % (DRAW + 1)
            if self.m.phase == DOUBLING and not 0 < self.cursor < DRAW:   # (older states:
                self.cursor = 1   # 0, no card picked yet)
            self.mode = int(saved["coach"])
            if not _valid_mode(self.mode):
                raise ValueError("bad advice mode")
            session = saved.get("session")  # older states kept none
            if session is not None:
                if len(session) != SESSION_FIGURES:
                    raise ValueError("bad session figures")
                self.session = [int(n) for n in session]
            best = saved.get("best")  # older states kept the coach's EV figure instead
            self.best = best if isinstance(best, int) and 0 <= best < 32 else None
            finder = saved.get("finder")  # older states: YOURS when the best was drawn
            if finder is None:
                finder = YOURS if self.best == self.m.held else 0
            if not isinstance(finder, int) or not 0 <= finder < len(view.FINDERS):
                raise ValueError("bad finder")
            self.finder = finder
            undo = saved.get("undo", [])   # (older states kept none: B releases all)
            if not all(isinstance(before, int) and 0 <= before <= CARDS | HINT_STEP
                       for before in undo):
                raise ValueError("bad holds to go back to")
            self.undo = list(undo)
            self.offer = bool(saved.get("offer")) and self.m.can_double()
            if record and _picked(record.get("hand"), self.m):
                self.m = Machine.from_dict(record["hand"])
                self.offer = self.m.can_double()

    # records ------------------------------------------------------------
    def _save(self):
        """The record first: a power cut before the resume state is written leaves the
        older resume state, whose credits are those before this move, so nothing is lost."""
        self._save_record()
        self.ctx.save_state()

    def _save_record(self):
        """The record keeps the hand while money is in play, and a double-up's result (from
        the pick, which the resume state says only after the push, till the next deal)."""
        m = self.m
        hand = m.to_dict() if m.phase != BETTING or m.outcome else None
        self.ctx.save(record_name(m.table), RECORD_VERSION,
                      {"credits": m.credits, "bet": m.bet, "stats": m.stats,
                       "coach": self.mode, "hand": hand})

    def _setup_button(self, kind, button):
        from firmware.games.poker import setup
        from firmware.ui import setup_page
        action = self.setup_page.on_button(kind, button)
        if action == setup_page.LEAVE:
            self.done = True
        elif action == setup_page.PLAY:  # the chosen machine: a new bankroll (or it asks)
            if self.advisor is not None:  # another machine's tables
                self.advisor.close()
            self._open(self._chosen(), None)
            self.setup_page = None
            self.ctx.save_state()
            # the machine opening: a double tap on Play deals nothing, and taps kept up
            # from it (one its guard refuses) wait for an arrow or a pause (review 100: at
            # 4 to 22 a second the deal came 0.5 s on, the bet spent, WAIT's band running
            # out under the taps)
            self.ctx.guard_turn(back=True, aim=DEAL_AIM, own=True)
        elif action == setup_page.CHOICE:
            self.ctx.save(setup.RECORD, setup.RECORD_VERSION, self.setup_page.setup)
        elif action == setup_page.REFUSE:   # UP/DOWN: Play is the page's only stop
            self.ctx.refuse()

    def _new_bankroll(self):
        self.fresh = True
        self._clear(START_CREDITS)

    def _clear(self, credits):
        """The table as before a deal (the last hand put away), with credits."""
        m = self.m
        self.m = Machine(credits, m.bet, m.stats, m.table)
        self.cursor = 0
        self.best = None
        self._save()

    def in_play(self):
        """Credits the hand or double-up in play risks (not in m.credits)."""
        m = self.m
        return m.stake if m.phase == HOLDING else m.win if m.phase == DOUBLING else 0

    def snapshot(self):
        """None on the setup page: nothing is played there (ctx.keep_saved, set for every
        new game, keeps an older game's). While a result's cards turn, the offer they will
        end with (_end_flips)."""
        if self.page == SETUP:
            return None
        offer = self.offer or bool(self.flips) and self.m.can_double()
        return {"machine": self.m.to_dict(), "cursor": self.cursor, "coach": self.mode,
                "best": self.best, "finder": self.finder, "offer": offer,
                "session": self.session, "undo": self.undo}

    def _advisor(self):
        if self.advisor is None:
            self.advisor = Advisor(self.m.table)
        return self.advisor

    # buttons ------------------------------------------------------------
    def on_button(self, kind, button):
        if kind not in (PRESS, REPEAT):
            return
        self.dirty = True
        if kind == PRESS:
            self.note = None  # said; a press goes on
        if self.flips:  # a press during the animation just finishes it, but the arrows
            if kind == PRESS and (button == A or button == B):   # (the machine's turn: A
                self.ctx.off_turn()   # kept up through it rests, review 54: a mash after a
                # win took the deal and then toggled the new hand's holds)
            self._end_flips()   # over the deal act on too, as the hand's key bar there says
            if self.m.phase != HOLDING or button == A or button == B:   # (review 53: a
                return   # RIGHT lost there, the next A held the card it had left)
        if self.page == SETUP:
            self._setup_button(kind, button)
        elif self.page == ASK:
            if kind == PRESS and button in (A, B):
                self.page = TABLE
                if button == A:
                    self._new_bankroll()
        elif self.page == PAYS:
            self._pays_button(kind, button)
        elif self.page in (STATS, SESSION):
            if kind == PRESS and button == DOWN and self.page == SESSION:
                self._open_pays()
            elif kind == PRESS:
                self.page = SESSION if button == DOWN else TABLE
        elif self.stop is not None:
            self._stop_button(kind, button)
        elif self.m.phase == HOLDING:
            self._holding_button(kind, button)
        elif self.m.phase == DOUBLING:
            self._doubling_button(kind, button)
        elif self.offer:
            self._offer_button(kind, button)
        else:
            self._betting_button(kind, button)

    def _change_bet(self, button):
        """One coin less or more, stopping at 1 and MAX_BET even for a fresh press (no wrap
        as the lists': a player raising the bet does not expect it to fall to 1, and with
        two directions every bet is a press or a few away)."""
        bet = min(max(self.m.bet + _SIDE[button], 1), MAX_BET)
        if bet == self.m.bet:
            return  # at the end of the range
        self.m.set_bet(bet)
        self.ctx.sound.play("click")
        self._save()

    def _open_pays(self):
        self.page = PAYS
        self.ctx.guard_turn()  # a new page: A (back to the table) acts once it is seen

    def _pays_button(self, kind, button):
        """LEFT/RIGHT change the advice mode, a list (a press wraps round, a held arrow
        stops at its end), saying so over the wins a while; A or B (UP too) back to the
        table, DOWN the stats. Review 88: A changed the mode, and a player out of step (UP,
        then A as mid-hand, where UP hints) changed it twice unwarned; A now goes back to
        the table, whose A deals once it is seen."""
        if button in _SIDE:
            mode = step(self.mode, _SIDE[button], len(view.MODE_WORDS), kind)
            if mode != self.mode:
                self.mode = mode
                self.ctx.sound.play("click")
                self._say(view.MODE_WORDS[mode])
                self._save()
        elif kind != PRESS:
            return
        elif button == DOWN:
            self.page = STATS
        else:
            self.page = TABLE
            if button == A:   # a double tap of A closes the page and deals nothing
                self.ctx.guard_turn()

    def _betting_button(self, kind, button):
        if button in _SIDE:
            self._change_bet(button)
        elif kind != PRESS:
            return
        elif button == UP:
            self._open_pays()
        elif button == A and self.m.broke():   # 100 MORE: the new bankroll, NEW BANKROLL
            # on the table; it deals only at a fresh A once read (review 46: it dealt at once)
            self.m.refill()
            self._new_bankroll()
            self.ctx.hold_input(1 << A)
        elif button == A:
            self._deal()
        elif button == B and self.m.final:   # a hand on the glass: put away, the table
            # as before a deal; B there leaves (review 46: B after a hand left the game), once
            # the table has been read: B, B, B never leaves past it (review 62), A deals at once
            self.ctx.sound.play("click")
            self._clear(self.m.credits)
            self.ctx.guard_turn(look=1 << B)
        elif button == B:
            self.done = True  # back to the title card

    def _offer_button(self, kind, button):
        """Take the win (the choice offered first, and B) or double up: only what the bar
        shows. A on TAKE takes the win and deals the next hand at once."""
        if button in _SIDE:
            self.choice = DOUBLE if button == RIGHT else TAKE
        elif kind != PRESS:
            return
        elif button == A and self.choice == DOUBLE:
            self.offer = False
            self.m.start_double(self.ctx.rng)
            self.cursor = 1   # the first card picked: A turns it (review 36: none picked, A
            # did nothing, where A confirms everywhere else)
            self._save()
            # the house card is new: A turns the card once it is seen; no look, as no
            # picture tells one face-down card from another (review 41)
            self.ctx.guard_turn()
        elif button in (A, B):
            self.offer = False
            self.ctx.sound.play("click")
            if button == B:   # the win paid, A:DEAL on the bar: its presses once it is seen
                self.ctx.save_state()
                self.ctx.guard_turn()
            else:
                self._deal()

    def _holding_button(self, kind, button):
        m = self.m
        if button in _SIDE:   # a LEFT off the first card wraps to the last, past DRAW (a
            # fresh review: one LEFT, then A, drew five cards blind)
            first = button == LEFT and self.cursor == 0 and kind == PRESS
            self.cursor = DRAW - 1 if first else step(self.cursor, _SIDE[button], DRAW + 1, kind)
            return
        if kind != PRESS:
            return
        if button == DOWN:
            self.cursor = DRAW
            return
        if button == A and self.cursor == DRAW:
            if self._keeps_paying():
                self.kept_paying = True
                self._hold(m.table.scoring(m.cards[:5]))
                self._say(KEPT_PAYING)
                self.record_due = True
                self.ctx.guard_turn()   # the holds a new picture: A draws with them once seen
                return
            self._draw()
            return
        if button == A:
            card = 1 << self.cursor
            if m.held & card:
                self._release(card)
            else:
                self._hold(m.held | card)
        elif button == B:
            self._take_back()
        elif button == UP:   # the hint holds the best, the cursor on DRAW (review 54: left
            self.hinted = self._advisor().hold(m.cards[:5], m.stake)   # on the first card,
            self._hold(self.hinted, HINT_STEP)   # the next A added it to the holds); A draws
            # once seen
            self.cursor = DRAW
            self.ctx.guard_turn()
        self.record_due = True  # the record too, where a lost resume state falls back
        self.ctx.save_state()

    def _hold(self, held, hint=0):
        """held the holds now, a step B takes back (where it changes them; hint: HINT_STEP
        for the hint's)."""
        if held != self.m.held:
            self.undo.append(self.m.held | hint)
            self.m.set_held(held)

    def _release(self, card):
        """A on a held card (bit): released, from the holds B would go back to as well; a
        step that then changes nothing goes (a card tapped on and off would pile up steps,
        B taking back nothing, kept in every save), the later one's word kept (HINT_STEP)."""
        m = self.m
        m.set_held(m.held & ~card)
        undo = []
        for before in self.undo:
            before &= ~card
            if undo and before & CARDS == undo[-1] & CARDS:
                undo[-1] = before
            else:
                undo.append(before)
        if undo and undo[-1] & CARDS == m.held:
            undo.pop()
        self.undo = undo

    def _take_back(self):
        """B: the holds as before their last step, saying so (review 80: the pair held for
        the player went without a word, the next A drew five); with no step left, every hold
        (a resume state older than the steps). Nothing held: what B's hold does (review 78:
        B did nothing, where the other games say so)."""
        m = self.m
        if not (self.undo or m.held):
            self._say(HOLD_MENU)
            self.ctx.refuse()
            return
        before = self.undo.pop() if self.undo else 0
        self.released = m.held & ~before
        m.set_held(before & CARDS)
        self._say(HINT_UNDONE if before & HINT_STEP else RELEASED)
        self.ctx.guard_turn()   # a new picture: an A 0.28 s on drew five (review 81)

    def _keeps_paying(self):
        """A on DRAW would hold the cards that pay (KEPT_PAYING), not draw: nothing held over
        a paying deal, not yet this deal, and no trainer (whose stop asks its own way)."""
        return not (self.kept_paying or self.m.held or self.mode == TRAINER) and \
            self._dealt_pays()

    def _dealt_pays(self):
        m = self.m
        return m.table.evaluate(m.cards[:5]) != NOTHING

    def _stop_button(self, kind, button):
        """The trainer's stop: LEFT/RIGHT choose TAKE BEST or KEEP MINE, A draws with it,
        B goes back to the holds (the cursor on DRAW). KEEP MINE is chosen as it opens
        (_draw)."""
        if button in _SIDE:
            self.keep = KEEP_MINE if button == RIGHT else TAKE_BEST
        elif kind != PRESS:
            return
        elif button == A:
            if self.keep == TAKE_BEST:
                self.m.set_held(self.stop.best)
            self._finish_draw()
        elif button == B:
            self.stop = None
            # the holds again, where A only toggles a card: the stop's longer wait for its
            # A goes with it (it outlived the stop: a hold 0.8 s after it came was refused)
            self.ctx.release_input()
            self.ctx.guard_turn()

    def _doubling_button(self, kind, button):
        if button in _SIDE:
            self.cursor = step(self.cursor - 1, _SIDE[button], 4, kind) + 1
        elif kind == PRESS and button == B:
            self._say(MENU_NOTE)  # B has nothing to take back here
        elif kind == PRESS and button in (UP, DOWN):
            self._say(PICK_NOTE)  # answered as B is (review 47: they did nothing)
        elif kind == PRESS and button == A:
            self.staked = self.m.win
            outcome = self.m.pick(self.cursor - 1)
            # the picked card turns first, then the other three
            self._start_flips([self.cursor] + [i for i in range(1, 5) if i != self.cursor])
            self._save()  # the record first: from it on the pick stands (_picked)
            # the hand stays won (the glass said WIN); its double-ups, and a win lost in
            # one, on lines of their own (stats.py; review 57: WON 1 beside PAID BACK 0.0%)
            counts = {"paid": self.m.win - self.staked, "doubles": 1}
            if outcome == doubleup.LOWER:
                counts["doubles_lost"] = 1
            self.ctx.counted(self.m.table.level, counts)

    def _say(self, note):
        self.note = note
        self.note_at = self.ctx.clock.ticks_ms()

    # moves --------------------------------------------------------------
    def _deal(self):
        self.m.deal(self.ctx.rng)
        self.fresh = False
        self.hinted = None
        self.undo = []
        # on DRAW, the cards an arrow away (review 55: A pressed to get on with it toggled
        # HELD under the first card, never drew); the dealt hand's guard keeps an A mashed
        # from drawing before the hand has been seen
        self.cursor = DRAW
        self.best = None
        self.verdict = None
        self.offer = False
        self.kept_paying = False
        self._start_flips([0, 1, 2, 3, 4])
        self._save()

    def _draw(self):
        """A on DRAW: the hold judged against the best; the trainer stops a worse one."""
        m = self.m
        dealt = m.cards[:5]
        from firmware.games.poker.trainer import Verdict  # (at the first draw: not small)
        verdict = Verdict(dealt, m.held, self._advisor().hold(dealt, m.stake), m.table, m.stake)
        if self.verdict is None:  # the figures count the player's own first hold
            self.verdict = verdict
        if self.mode == TRAINER and verdict.worse:
            self.stop = verdict
            # KEEP MINE chosen: what the player's DRAW asked for, so an A that skips the
            # lesson draws as without the trainer; TAKE BEST is the player's own choice
            self.keep = KEEP_MINE
            self.ctx.hold_input(1 << A)  # (A takes KEEP MINE once the stop is read)
            return
        self._finish_draw()

    def _finish_draw(self):
        m = self.m
        v = self.verdict  # the player's own first hold, judged
        held = m.held
        self.best = v.best
        if self.hinted is not None and held == self.hinted:
            self.finder = HINTS
        elif not v.worse:  # (the same cards in another suit are as good)
            self.finder = YOURS
        else:  # TAKE BEST, or the stop's BEST marks copied: the trainer's; or missed
            self.finder = TRAINERS if held == v.best else 0
        self.stop = self.verdict = None
        m.draw()
        counts = v.count(m.stake, self.session)
        counts["bet"] = m.stake
        counts["paid"] = m.win
        result = "won" if m.win else "lost"  # as the glass says: WIN 5 on bet 5 is a win
        self.ctx.finished(m.table.level, result, counts,
                          {"hand": m.category} if m.win else None)
        self._start_flips([i for i in range(5) if not held >> i & 1])
        self._save()

    def _start_flips(self, positions):
        self.flips = positions
        self.turned = 0
        self.flip_start = self.ctx.clock.ticks_ms()
        if not positions:
            self._end_flips()

    def _end_flips(self):
        """The animation is over: the dealt hand, or a draw's or a double-up's result, is
        on the glass now."""
        self.flips = []
        self.dirty = True
        m = self.m
        if m.phase == HOLDING:  # the dealt hand is new: A holds a card once it is seen,
            # a tap refused as it came, kept up since the deal, rests A (review 63: taps
            # 0.5 s apart drew a hand 0.54 s on); tapped into, it waits for an aim (review 89: A
            # tapped a second dealt and drew five blind), a paying deal's too (review 92)
            self.ctx.guard_turn(back=True, aim=AIM_KEEP if self._dealt_pays() else AIM_WORDS)
            return
        if m.outcome:
            self.ctx.sound.play(_SOUNDS[m.outcome])
        elif m.win:
            self.ctx.sound.play("win")
        # the hand's end: a win to take or double is read first (its A takes, deals and
        # spends); a loss has nothing to take, and its A deals at once, as a machine's
        # DEAL (review 57: mashed, a losing hand met WAIT till a 1.2 s pause)
        self.ctx.hold_input(ALL if m.win else 0)
        self.offer = m.can_double()
        self.choice = TAKE
        self.ctx.save_state()

    def tick(self, now):
        if self.record_due and not self.dirty:  # the frame with the holds is on the glass
            self.record_due = False
            self._save_record()
        if self.note is not None and self.ctx.clock.ticks_diff(now, self.note_at) >= NOTE_MS:
            self.note = None
            self.dirty = True
        if not self.flips:
            return
        turned = self.ctx.clock.ticks_diff(now, self.flip_start) // FLIP_MS
        if turned >= len(self.flips):
            self._end_flips()
        elif turned != self.turned:
            self.turned = turned
            self.dirty = True

    aim_box = view.TOAST_AIM   # where AIM_WORDS goes (gamehost.toast_box)

    @property
    def toast_box(self):
        """Where the app's WAIT goes (app.TOAST: a press refused on the pictures A waits app.LOOK_MS
        on: a win, the ASK page, the trainer's stop; and B's, after a B that closed a view
        over the table: at the double-up, the pause menu's), over what the player
        needs least then, CR, WIN and BET kept where it can: under the cards while nothing is
        there (no hold yet, NO WIN), over the key bar after a win, a double-up's outcome or
        with the coach's word (review 91: across the winning cards' tabs it hid what was
        won; its A waits anyway), over the message at the
        double-up (CARD TO BEAT after HOUSE's tab: the cards, PICK and HOUSE stay) and the
        trainer's stop (its COST, across: the holds, the choices and B:BACK stay); else
        across the top line (holds under the cards; a page's title, as the title's bar: its
        rows and key bar keep their dark rows, which a box over one would fill). The ASK
        page keeps its question, START A NEW GAME?, the box under its lines (review 26).
        Each box spans the rows it covers, so no line shows in part beside the word."""
        if self.page == ASK:
            return view.TOAST_MESSAGE
        if self.page != TABLE:
            return None
        m = self.m
        if self.stop is not None:
            return view.TOAST_STOP
        if m.phase == DOUBLING:
            return view.TOAST_HOUSE
        if m.phase == HOLDING and m.held:
            return None
        if m.phase == BETTING and (m.win or m.outcome or self.mode != OFF and
                                   self.best is not None):
            return view.TOAST_KEYS
        return view.TOAST_MARKS

    # drawing ------------------------------------------------------------
    def draw(self, gfx):
        m = self.m
        if self.page == SETUP:
            self.setup_page.draw(gfx)
            return
        if self.page == ASK:
            view.draw_ask(gfx, m.credits, self.in_play())
            return
        if self.page == PAYS:
            view.draw_paytable(gfx, m.table, m.bet, self.mode, self.note is not None)
            return
        if self.page == STATS:
            view.draw_stats(gfx, m.table, m.credits, m.stats)
            return
        if self.page == SESSION:
            view.draw_session(gfx, self.session, KINDS)
            return
        if self.stop is not None:
            view.draw_stop(gfx, m.credits, m.stake, m.cards, m.held, self.stop.best,
                           self.stop.cost, self.keep, self.note)
            return
        flipping = bool(self.flips)
        hidden = 0
        for i in self.flips[self.turned:]:
            hidden |= 1 << i
        settled = m.phase == BETTING and not flipping
        # CR counts a win once its cards show it, offered (TAKE or DOUBLE UP) too, so the
        # figures add up beside WIN (review 55: CR 95 WIN 5 read as a win of 5 still 95);
        # not while the cards turn (nothing tells the outcome: not the credits, win or bar)
        offered = m.phase == BETTING and flipping
        # WIN: the win offered; once taken, PAID says what the hand paid. DOUBLE UP takes
        # the win out of CR as the STAKE, till the turned card shows the outcome (as
        # before the pick: it is not told sooner), which pays it back doubled (WIN again,
        # in CR), gives it back or loses it (YOU LOSE 5, CR as it stood): review 90, CR
        # 100 WIN 5 in the double-up read as the 5 banked, and a loss then took it off CR;
        # review 77, CR dropping under WIN 5 read as a charge for choosing DOUBLE UP
        turning = flipping and m.outcome
        at_stake = self.staked if turning else m.win if m.phase == DOUBLING else 0
        top = (m.credits - (m.win if offered else 0),
               m.stake if m.phase == HOLDING else m.bet,
               m.win if self.offer and settled else 0,
               m.win if settled and not self.offer else 0, at_stake)
        if m.phase == HOLDING and not flipping and self._moved(gfx, top):
            return
        view.draw_top(gfx, top[0], top[1], top[2], top[3], top[4], m.table.tag)
        if m.phase == DOUBLING or (m.phase == BETTING and m.outcome):
            self._draw_double(gfx, hidden, flipping)
        elif m.phase == HOLDING:
            view.draw_cards(gfx, m.cards, hidden, -1, -1 if flipping else self.cursor,
                            m.table.wild_rank)
            view.draw_holds(gfx, m.held)
            if not flipping:   # (a note inverted, plain under the HLD tabs: a box would
                # touch them)
                view.draw_message(gfx, self._hold_message(), self.note is not None and
                                  not m.held, view.HOLD_ROOM, cards=self._released())
            # the hand's keys from the deal's first frame, in their places (review 82: the
            # bar was empty while the cards turned), the button saying what A does then:
            # SHOW, the turning ended, nothing drawn (review 33: A:HOLD over the backs held
            # nothing); the arrows act there as after it (on_button)
            view.draw_hold_keys(gfx, self.cursor == DRAW, SHOW if flipping else
                                KEEP if self._keeps_paying() else "DRAW", self.ctx.aiming(),
                                self._on_held())
            if not flipping:
                self.drawn = (gfx.frames, self.cursor, self._look(top))
        elif m.final:
            view.draw_cards(gfx, m.final, hidden, wild=m.table.wild_rank)
            if not flipping:
                coach = self.mode != OFF and self.best is not None
                view.draw_winners(gfx, m.table.scoring(m.final) if m.win else 0, not coach)
                view.draw_message(gfx, m.table.titles[m.category] if m.win else "NO WIN",
                                  bool(m.win))
                if coach:
                    view.draw_coach(gfx, m.cards[:5], self.best, self.finder)
                self._draw_bar(gfx)
        else:
            view.draw_cards(gfx, m.cards, 31)
            # the machine's name as the setup page and the title card say it, its pays
            # first (review 39: its hand's name, JACKS OR BETTER, read as a win); not under
            # DEAL_AIM's box, whose rows it leaves a row of
            if not self.ctx.aiming():
                view.draw_message(gfx, NEW_NOTE if self.fresh else m.table.title.upper())
            self._draw_bar(gfx)

    def _look(self, top):
        """What the hand after the deal shows but for the cursor's place on the cards."""
        m = self.m
        return (top, list(m.cards), m.held, self._hold_message(), self.note is None,
                self.cursor == DRAW, self._keeps_paying())

    def _moved(self, gfx, top):
        """Only the cursor moved, from card to card, since the hand was drawn, which the
        glass shows: the two cards drawn again over it, the one left and the one lowered,
        and A's word on the key bar (a whole hand is 12-14 ms to the glass on the emulated
        Pico, over the cursor's 10 ms). False where it must be drawn whole."""
        frame, cursor, look = self.drawn
        glass = partial.last_frame(gfx, frame)
        if glass is None or cursor == DRAW or self.cursor == DRAW or \
                look != self._look(top):
            return False
        partial.load_frame(gfx, glass)
        for i in (cursor, self.cursor):
            gfx.fill_rect(view.card_x(i) - view.CURSOR_SIDE, view.CARD_Y,
                          view.CARD_W + 2 * view.CURSOR_SIDE, view.CARD_H + view.CURSOR_DROP, 0)
            view.draw_card(gfx, self.m.cards, i, 0, self.cursor, self.m.table.wild_rank)
        view.draw_card_key(gfx, False, self._on_held())
        self.drawn = (gfx.frames, self.cursor, look)
        return True

    def _on_held(self):
        """The cursor is on a held card (its A releases it: A:DROP on the key bar)."""
        return self.cursor != DRAW and self.m.held >> self.cursor & 1

    def _hold_message(self):
        """Over the key bar after the deal: the hint's answer while its hold stands (every
        held card is marked HLD, the hint's as the player's), else the hand's name."""
        m = self.m
        if self.note is not None:
            return self.note
        if self.hinted is not None and m.held == self.hinted:
            return "HINT: BEST HOLD" if self.hinted else "HINT: DRAW FIVE"
        cat = m.table.evaluate(m.cards[:5])
        return m.table.titles[cat] if cat != NOTHING else ""

    def _released(self):
        """The cards RELEASED names while it is said (review 88: it named none)."""
        if self.note != RELEASED:
            return ()
        return [self.m.cards[i] for i in range(5) if self.released >> i & 1]

    def _draw_double(self, gfx, hidden, flipping):
        m = self.m
        cards = [m.house] + m.hidden
        if m.phase == DOUBLING:
            view.draw_cards(gfx, cards, 0b11110)
            view.draw_pick(gfx, self.cursor)
            view.draw_house(gfx)
            beat = ACE_TIES if rank_of(m.house) == ACE else BEAT
            view.draw_message(gfx, self.note or beat, bool(self.note), view.WIDTH - 1,
                              view.HOUSE_ROOM)
            view.draw_keys(gfx, (("<>", "PICK"), ("A", "TURN IT")))
            return
        view.draw_cards(gfx, cards, hidden, 0)
        view.draw_cursor(gfx, m.picked + 1)  # the card the player turned
        if flipping:  # the pick's frame but the cards: what is at stake, till they show
            view.draw_message(gfx, "%d AT STAKE" % self.staked)
        else:
            message = _RESULTS[m.outcome]
            if m.outcome == doubleup.LOWER and self.staked:   # what went (review 66: the
                message += " %d" % self.staked   # win just vanished; a resume forgets it)
            view.draw_message(gfx, message, m.outcome != doubleup.LOWER)
            self._draw_bar(gfx)

    def _draw_bar(self, gfx):
        m = self.m
        if self.offer:
            view.draw_offer(gfx, self.choice == DOUBLE)
        elif m.broke():
            view.draw_keys(gfx, (("BROKE! A", "100 MORE"),))
        else:   # (A tapped on from Play waits, DEAL_AIM: no A:DEAL meanwhile, review 99)
            view.draw_keys(gfx, TABLE_KEYS[1:] if self.ctx.aiming() else TABLE_KEYS)
