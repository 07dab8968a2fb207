"""Hearts on two linked handhelds (issue 45): the host deals and rules, the joiner plays the
seat across (NORTH on the host's glass; on its own glass it is YOU, the host NORTH), the
computer (the host's level) the two others. Loaded only when a linked Hearts game starts
or resumes."""
# (Comments, not the docstring, say the rest: compiling from source, as the tests under the
# unix port do, holds a string token whole in one block of the heap.)
#
# The host sends the joiner only what its seat may see: its own hand as dealt (HAND), the
# seat that leads (it holds the two of clubs, which it must lead at once), its own pass and
# the cards it receives once the exchange is made (PASSED), every card as it is played
# (PLAYS) and the totals. The joiner's table is a ViewGame (linkview.py), its seat 0, the
# others' hands hidden; its pass (PASS) and its cards (PLAYS) are requests the host checks
# by the engine's rules. Anything out of step (a lost state, a bad request) makes the host
# send the hand again from its deal (HAND, PASSED, PLAYS from the first card), which the
# joiner replays; the host does so whenever the joiner (re)joins. The link lost: "LINK
# LOST" over the table, both keep the game saved and play goes on when it is back, or B on
# the host gives the seat to the computer for the rest of the game.
from firmware.games.hearts import linkview, setup as setup_page
from firmware.games.hearts.engine import GAME_END, HAND_END, PASS, PLAY, Game
from firmware.games.hearts.players import new_player
from firmware.games.hearts.screen import GAME_OVER
from firmware.link import channel as ch
from firmware.ui import linked_game
from hal.buttons import A, B, PRESS

HAND = ch.DATA + 8       # host -> joiner: seat, hand_no, leader, rules, totals, our 13 cards
PASSED = ch.DATA + 9     # host -> joiner: hand_no, leader, our pass, the 3 cards received
PLAYS = ch.DATA + 10     # host -> joiner: hand_no, index, the cards played from index on;
#                          joiner -> host: hand_no, index, our card
PASS_CARDS = ch.DATA + 11   # joiner -> host: hand_no, our 3 cards
RESYNC = ch.DATA + 12    # joiner -> host: the hand again, please
SEAT = 2                 # the joiner's seat at the host's table (across)
NOBODY = 255             # no leader known yet (before the exchange)


def _total(n):
    return bytes(((n + 32768) >> 8, (n + 32768) & 0xFF))


def played_cards(game):
    """Every card of the hand so far, in play order."""
    cards = []
    for t in game.tricks:
        cards += t[1]
    return cards + game.trick


def seat_cards(game, seat):
    """The cards seat has played so far this hand."""
    cards = [t[1][(seat - t[0]) % 4] for t in game.tricks]
    i = (seat - game.leader) % 4
    if i < len(game.trick):
        cards.append(game.trick[i])
    return cards


class HeartsLink(linked_game.LinkedGame):
    def __init__(self, screen, role, saved):
        super().__init__(screen, role)
        self.host = role == ch.HOST
        self.game_class = Game if self.host else linkview.ViewGame
        self.cards = []        # cards played on the other handheld, not yet on our table
        self.told = None       # host: the hand whose exchange the joiner has been told of
        self.replaying = False   # joiner: our own cards of a hand sent again are being put
        self.cpu = bool(saved and saved.get("cpu"))   # host: the computer took the seat
        if not self.cpu:
            self.open()

    def remote(self):
        """The seats played on another handheld (turns.Opponents' remote)."""
        if self.cpu:
            return None
        return {SEAT: self} if self.host else {1: self, 2: self, 3: self}

    def take(self, game):
        """turns.py's source for the seats played on the other handheld: the next card
        played there, once it is that seat's turn, or None."""
        cards = self.cards
        if not cards:
            return None
        if not self.host and cards[0] in game.hands[0]:
            self._resync()   # never another seat's: out of step
            return None
        return cards.pop(0)

    # the host's side ------------------------------------------------------------------------
    def deal(self):
        """The host starts the game (sim/link.py's --game, or A in the lobby)."""
        self.screen.new_game()

    def dealt(self):
        """A new hand is dealt on the host: the joiner gets its own cards."""
        self.told = None
        self._send_hand()

    def _send_hand(self):
        game = self.screen.game
        if self.chan is None or game is None:
            return
        hand = game.hands[SEAT] + seat_cards(game, SEAT)   # as dealt
        if game.received[SEAT] is not None:
            hand = [c for c in hand if c not in game.received[SEAT]] + game.passed[SEAT]
        totals = game.totals
        if game.phase in (HAND_END, GAME_END):
            totals = [totals[s] - game.hand_points[s] for s in range(4)]
        body = bytearray((SEAT, game.hand_no, self._leader(game),
                          game.moon_minus | game.qs_breaks << 1))
        body += _total(game.target)
        for s in range(4):
            body += _total(totals[(s + SEAT) % 4])
        self.chan.send(HAND, bytes(body) + bytes(sorted(hand)))

    def _leader(self, game):
        if game.phase == PASS:
            return NOBODY
        leader = game.tricks[0][0] if game.tricks else game.leader
        return (leader - SEAT) % 4

    def _sync(self):
        """The hand again from its deal: the joiner replays it."""
        game = self.screen.game
        if self.chan is None or game is None or game.hand_no < 0:
            return
        self._send_hand()
        self.told = None
        self._tell_pass(game)
        cards = played_cards(game)
        if cards:
            self.chan.send(PLAYS, bytes((game.hand_no, 0)) + bytes(cards))

    def _tell_pass(self, game):
        """The joiner's pass, once made, and after the exchange the cards it received."""
        passed = game.passed[SEAT]
        if passed is None or self.told == game.hand_no:
            return
        body = bytes((game.hand_no, self._leader(game))) + bytes(passed)
        if game.phase != PASS:
            body += bytes(game.received[SEAT])
            self.told = game.hand_no
        self.chan.send(PASSED, body)

    def passed(self, cards):
        """Our pass is made (play.py): the joiner's goes to the host."""
        if not self.host and self.chan is not None:
            self.chan.send(PASS_CARDS, bytes((self.screen.game.hand_no,)) + bytes(cards))

    def played(self, seat, card):
        """A card is on the table (play.py): the host tells the joiner of every card, the
        joiner the host of its own."""
        game = self.screen.game
        if self.chan is None or self.replaying or (not self.host and seat != 0):
            return
        index = 4 * game.trick_no + len(game.trick) - 1
        self.chan.send(PLAYS, bytes((game.hand_no, index, card)))

    def _host_message(self, kind, body):
        game = self.screen.game
        if kind == RESYNC:
            self._sync()
            return
        if game is None or not body or body[0] != game.hand_no:
            self._sync()
            return
        if kind == PASS_CARDS and len(body) == 4:
            if game.phase == PASS and game.passed[SEAT] is None:
                try:
                    game.pass_cards(SEAT, list(body[1:]))
                except ValueError:
                    self._sync()
                self.screen.ctx.save_state()
                return
        elif kind == PLAYS and len(body) == 3:
            count = len(played_cards(game))
            if body[1] < count + len(self.cards):
                return   # a card the host has (its resend)
            if game.phase == PLAY and body[1] == count and game.turn == SEAT and \
                    body[2] in game.legal():
                self.cards.append(body[2])
                return
        self._sync()

    def to_computer(self):
        """The link is gone: the computer (the setup's level) takes the joiner's seat for the
        rest of this game (saved so: no link is opened on resume)."""
        if self.chan is not None:
            self.chan.close()
        self.ctx.link = self.chan = None
        self.cpu = True
        screen = self.screen
        opponents = screen.opponents
        game = screen.game
        if opponents is not None:
            opponents.remote = {}
            level = setup_page.LEVELS[screen.setup["level"]]
            opponents.players[SEAT] = new_player(level, self.ctx.rng)
            if game.phase == PASS and game.passed[SEAT] is None:
                game.pass_cards(SEAT, opponents.players[SEAT](game.view(SEAT)))
        screen.dirty = True
        self.ctx.save_state()

    # the joiner's side ----------------------------------------------------------------------
    def _join_message(self, kind, body):
        screen = self.screen
        game = screen.game
        if kind == HAND and len(body) == 27 and body[0] == SEAT:
            totals = [(body[6 + 2 * s] << 8 | body[7 + 2 * s]) - 32768 for s in range(4)]
            target = (body[4] << 8 | body[5]) - 32768
            try:
                view = linkview.ViewGame(target, bool(body[3] & 1), bool(body[3] & 2))
                view.deal_view(body[1], totals, list(body[14:]), body[2] & 3)
            except ValueError:
                self._resync()
                return
            self.cards = []
            self.synced = True
            screen.show_hand(view)
            self.ctx.hold_input()   # a new hand: a press begun before it does not act on it
            return
        if game is None or not body or body[0] != game.hand_no or not self.synced:
            return
        try:
            if kind == PASSED and len(body) in (5, 8):
                if game.passed[0] is None:
                    game.pass_cards(0, list(body[2:5]))
                if len(body) == 8 and game.phase == PASS:
                    game.receive(list(body[5:]), body[1] & 3)
                screen.dirty = True
            elif kind == PLAYS and len(body) >= 3:
                self._plays(game, body[1], body[2:])
        except ValueError:
            self._resync()

    def _resync(self):
        """Out of step with the host: the hand again, please (WAITING until it comes)."""
        self.cards = []
        self.synced = False
        self.chan.send(RESYNC)

    def _plays(self, game, index, cards):
        known = played_cards(game) + self.cards
        for i, c in enumerate(cards):
            at = index + i
            if c > 51:
                raise ValueError("no card")
            if at < len(known):
                if known[at] != c:
                    raise ValueError("another card")
            elif at == len(known):
                known.append(c)
                self.cards.append(c)
            else:
                raise ValueError("a card missed")

    def _catch_up(self):
        """Our own cards of a hand sent again are put for us (the others' come through
        the table's pace, turns.py)."""
        play = self.screen.play
        game = self.screen.game
        cards = self.cards
        while play is not None and cards and game.phase == PLAY and game.turn == 0 and \
                play.shown is None:
            card = cards.pop(0)
            if card not in game.legal():
                self._resync()
                return
            self.replaying = True
            play._play(card)
            self.replaying = False

    # both -----------------------------------------------------------------------------------
    def tick(self, now):
        if self.chan is None:
            return
        self.read()
        game = self.screen.game
        if self.host and game is not None and game.phase != PASS:
            self._tell_pass(game)
        if not self.host:
            self._catch_up()
        if self.show_problem() and self.screen.play is not None:
            self.screen.play.drawn = None   # the table drawn whole: the box came or went

    def on_message(self, kind, body):
        if self.host:
            self._host_message(kind, body)
        else:
            self._join_message(kind, body)

    def problem(self):
        if self.cpu:
            return None
        return linked_game.problem(self.chan, self.error, self.screen.game is not None,
                                  self.synced)

    def on_button(self, kind, button):
        """True when the link took the press (the rest are the table's)."""
        screen = self.screen
        press = kind == PRESS
        if screen.game is None:   # the lobby
            if press and button == B:
                screen.done = True
            elif press and button == A and self.host and self.chan is not None and \
                    self.chan.up():
                self.deal()
            return True
        if self.cpu:
            return False
        if self.problem() is not None:
            if press and button == B:
                if self.host and screen.play is not None:
                    self.to_computer()
                else:
                    screen.done = True
            return True
        if screen.play is not None or not press:
            return False
        # between hands the host deals the next (A), the joiner waits for it; at the game's
        # end B leaves (the setup is the host's), A on the host starts the next game
        final = screen.over == GAME_OVER
        if button == B:
            if final:
                screen.done = True
            return final
        if button == A and not self.host:
            return final or screen.game.phase != GAME_END   # the final table: shown here too
        return False

    def snapshot(self, snap):
        snap["link"] = self.role
        if self.cpu:
            snap["cpu"] = 1
        return snap

    def final_keys(self):
        """The game's final table: the host starts the next game, either leaves."""
        return "A:AGAIN B:LEAVE" if self.host else "B:LEAVE"

    def draw(self, gfx):
        """The lobby while no game is on (True), else nothing (False)."""
        if self.screen.game is not None:
            return False
        linked_game.draw_lobby(gfx, self.role, self.chan, self.error)
        return True

    def draw_over(self, gfx):
        """The box over the table that says what stops play."""
        problem = self.problem()
        if problem is None:
            return
        action = "B:LEAVE"
        if problem == "REFUSED":
            action = "B:LEAVE (VERSIONS)"
        elif self.host and self.screen.play is not None:
            action = "B:PLAY VS CPU"
        linked_game.draw_box(gfx, (problem, action))
        if self.screen.play is not None:
            self.screen.play.drawn = None   # drawn whole next time, box and all
