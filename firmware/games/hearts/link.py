"""Hearts on linked handhelds (issue 45): the host deals and rules, a joiner plays the seat
across (NORTH on the host's glass; on its own glass it is YOU, the host NORTH), a second
and third (over the air) WEST and EAST; the computer (the host's level) the seats left.
Loaded only when a linked Hearts game starts or resumes."""
# (Comments, not the docstring, say the rest: compiling from source, as the tests under the
# unix port do, holds a string token whole in one block of the heap.)
#
# The host keeps a channel per joiner (link/hub.py) and sends each only what its seat may
# see: its own hand as dealt (HAND), the seat that leads (it holds the two of clubs, which it
# must lead at once), its own pass and the cards it receives once the exchange is made
# (PASSED), every card as it is played (PLAYS) and the totals. A joiner's table is a
# ViewGame (linkview.py), its seat 0, the others' hands hidden; its pass (PASS_CARDS) and
# its cards (PLAYS) are requests the host checks by the engine's rules. Anything out of step
# (a lost state, a bad request) makes the host send the hand again from its deal (HAND,
# PASSED, PLAYS from the first card), which the joiner replays; the host does so whenever a
# joiner (re)joins. A link lost: "LINK LOST" over the table, all keep the game saved and
# play goes on when it is back, or B on the host gives the seats whose handheld is gone to
# the computer for the rest of the game.
from firmware.games.hearts import setup as setup_page
from firmware.games.hearts.engine import GAME_END, PASS, PLAY, Game
from firmware.games.hearts.players import new_player
from firmware.games.hearts.screen import GAME_OVER, HAND_OVER
from firmware.games.hearts.status import SEAT_NAMES
from firmware.link import channel as ch, open_hub
from firmware.ui import linked_game
from hal.buttons import A, B, PRESS

HAND = ch.DATA + 8       # host -> joiner: seat, hand_no, leader, rules, totals, our 13 cards
PASSED = ch.DATA + 9     # host -> joiner: hand_no, leader, our pass, the 3 cards received
PLAYS = ch.DATA + 10     # host -> joiner: hand_no, index, the cards played from index on;
#                          joiner -> host: hand_no, index, our card
PASS_CARDS = ch.DATA + 11   # joiner -> host: hand_no, our 3 cards
RESYNC = ch.DATA + 12    # joiner -> host: the hand again, please
PEOPLE = ch.DATA + 13    # host -> joiner: the seats people play, a bit each, as its glass
#                          has them (after each HAND, and when the computer takes one over)
GONE = ch.DATA + 14      # host -> joiner: what stops play on the host's glass (TOLD's index)
#                          and the seats it names, a bit each as the joiner's glass has them
#                          (the same box there: LINK LOST, THEY LEFT..., naming them)
WITHOUT = ch.DATA + 15   # host -> joiner: a game is on without it (it came to Hearts' Link
#                          late): its lobby says so; the host's next game deals it in
FINAL = ch.DATA + 17     # host -> joiner: hand_no: the host shows the final table now (the
#                          joiner too: until then the last hand's points, as on the host)
PAUSED = ch.DATA + 18    # host -> joiner: 1 as the host's pause menu opens, 0 once its game is
#                          back (older firmware ignores it: the joiner's status then says who
#                          plays, as before)
SEATS = (2, 1, 3)        # the joiners' seats at the host's table: across first
NOBODY = 255             # no leader known yet (before the exchange)
# what stops play on the host because of a joiner's handheld (linked_game.problem's words),
# as GONE tells the other joiners
TOLD = ("LINK LOST", "THEY LEFT", "WAITING", "IN ANOTHER GAME", "REFUSED",
        "CPU HAS YOUR SEAT") + linked_game.CLASH


def _total(n):
    return bytes(((n + 32768) >> 8, (n + 32768) & 0xFF))


def deal_id(cards):
    """A joiner's id of the game whose first hand dealt it cards: the same if the hand is
    sent again, so record.count_hand counts no hand twice (the host's id is its own)."""
    n = 0
    for c in cards:
        n = (n * 53 + c + 1) & 0x3FFFFFFF
    return n


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


class Peer:
    """A seat played on another handheld (the host keeps one a joiner; a joiner one, the
    host, for the three other seats): its channel and the cards played there that are not
    on our table yet, which turns.py takes in turn."""

    def __init__(self, link, chan, seat):
        self.link = link
        self.chan = chan
        self.seat = seat       # at the host's table
        self.joins = 0         # the channel's joins seen
        self.there = None      # the game its handheld said it is in (linked_game.read)
        self.told = None       # host: the hand whose exchange this joiner has been told of
        self.cards = []

    def take(self, game):
        """The next card played there, once it is that seat's turn, or None."""
        cards = self.cards
        if not cards:
            return None
        if not self.link.host and cards[0] in game.hands[0]:
            self.link._resync()   # never another seat's: out of step
            return None
        return cards.pop(0)


class HeartsLink(linked_game.LinkedGame):
    def __init__(self, screen, role, saved):
        super().__init__(screen, role)
        self.host = role == ch.HOST
        if self.host:
            self.game_class = Game
        else:   # the joiner's alone: the host's heap does without its code (1.4 KB on a Pico)
            from firmware.games.hearts.linkview import ViewGame
            self.game_class = ViewGame
        self.replaying = False   # joiner: our own cards of a hand sent again are being put
        self.peers = []
        seat = saved and saved.get("seat")
        self.seat = seat if seat in SEATS else None   # joiner: ours at the host's table
        self.others = ()         # joiner: the seats on our glass people play (PEOPLE)
        self.gone = 0            # the seats the box names, a bit each (host: its table's;
        #                          joiner: the seats on our glass another joiner's box names)
        self.says = None         # ...and what it says (one of TOLD: GONE)
        self.late = -1           # joiner: the channel's joins when the host said WITHOUT
        self.stale = False       # joiner: the game it resumed was not the host's (WITHOUT)
        self.final = False       # joiner: the host shows the final table (FINAL)
        self.paused = False      # the host's pause menu is up (host: the joiners told so)
        self.lobby_at = []       # host: a Peer (no seat yet) a channel, read in the lobby
        # host: [port, seat, its address or None] of each joiner in play (older: no address)
        seats = saved and saved.get("peers")
        if seats is not None and not (isinstance(seats, list) and all(
                isinstance(p, list) and len(p) in (2, 3) and p[1] in SEATS for p in seats)):
            raise ValueError("bad saved link peers")
        self.cpu = seats == []   # host: the computer took every joiner's seat
        if self.cpu:
            return
        if not self.host:
            self.open()
            self.peers = [Peer(self, self.chan, 0)]
            return
        try:
            self.chan = open_hub(self.ctx)
        except OSError as e:
            self.error = linked_game.why_not(e)
            return
        chans = self.chan.chans
        self.peers = [Peer(self, chans[p[0]], p[1]) for p in seats or () if p[0] < len(chans)]
        for p in seats or ():
            if len(p) == 3 and isinstance(p[2], str) and p[0] < len(chans):
                chans[p[0]].port.expect(p[2])   # over the air: that joiner back in its seat
        self.lobby_at = [Peer(self, chan, None) for chan in chans]

    def with_people(self):
        """The joiners' peers, the game not over."""
        return () if self.screen.game.phase == GAME_END else self.peers

    def people(self):
        """The seats on this glass that a person plays on another handheld."""
        if self.host:
            return tuple(sorted([p.seat for p in self.peers]))
        return self.others

    def remote(self):
        """The seats played on other handhelds (turns.Opponents' remote)."""
        if self.host:
            return {p.seat: p for p in self.peers}
        return {1: self.peers[0], 2: self.peers[0], 3: self.peers[0]}

    # the host's side ------------------------------------------------------------------------
    def deal(self):
        """The host starts a game (sim/link.py's --game, A in the lobby or on the final
        table) with the handhelds seated and every other one in this game's Link by then,
        in the seats free, across first."""
        for p in self.lobby_at:
            if len(self.peers) < len(SEATS) and not self._seated(p.chan) and self.here(p):
                p.seat = [s for s in SEATS if s not in self.remote()][0]
                self.peers.append(p)
                self.cpu = False
        self.screen.new_game()

    def _seated(self, chan):
        for peer in self.peers:
            if peer.chan is chan:
                return True
        return False

    def dealt(self):
        """A new hand is dealt on the host: each joiner gets its own cards (one not caught
        up yet gets the hand once it is: rejoined)."""
        for peer in self.peers:
            peer.told = None
            if peer.joins == peer.chan.joins:
                self._send_hand(peer)

    def _send_hand(self, peer):
        game = self.screen.game
        seat = peer.seat
        hand = game.hands[seat] + seat_cards(game, seat)   # as dealt
        if game.received[seat] is not None:
            hand = [c for c in hand if c not in game.received[seat]] + game.passed[seat]
        totals = game.totals_before()
        body = bytearray((seat, game.hand_no, self._leader(game, seat),
                          game.moon_minus | game.qs_breaks << 1))
        body += _total(game.target)
        for s in range(4):
            body += _total(totals[(s + seat) % 4])
        peer.chan.send(HAND, bytes(body) + bytes(sorted(hand)))
        self._tell_people(peer)

    def _tell_people(self, peer):
        """Which seats people play (the host's and the joiners'), as peer's glass has
        them: its table marks them."""
        mask = 0
        for seat in [0] + [p.seat for p in self.peers]:
            mask |= 1 << (seat - peer.seat) % 4
        peer.chan.send(PEOPLE, bytes((mask & 14,)))

    def _peer_problem(self, peer):
        """What stops play with peer's handheld (linked_game.problem's words), or None."""
        return linked_game.problem(peer.chan, None, True, True, self.away(peer))

    def _seats_with(self, problem):
        """The seats whose handheld has problem, a bit each (0 for None)."""
        seats = 0
        if problem is not None:
            for peer in self.peers:
                if self._peer_problem(peer) == problem:
                    seats |= 1 << peer.seat
        return seats

    def _check_gone(self):
        """Every joiner is told what the host's box says (LINK LOST, THEY LEFT...) and
        whose handheld it names, when that changes (each frame: no allocation while all
        is well)."""
        problem = self.problem()
        seats = self._seats_with(problem)
        if seats != self.gone or problem != self.says:
            self.gone = seats
            self.says = problem
            for peer in self.peers:
                self._tell_gone(peer)

    def _tell_gone(self, peer):
        mask = 0
        for seat in (1, 2, 3):
            if self.gone >> seat & 1 and seat != peer.seat:
                mask |= 1 << (seat - peer.seat) % 4
        says = TOLD.index(self.says) if self.says in TOLD else 0
        peer.chan.send(GONE, bytes((mask, says)))

    def pause(self, paused=True):
        """The host's pause menu opens (paused) or its game is back: every joiner is told
        (PAUSED), its status HOST PAUSED meanwhile, as the computer's seats and the cards
        it relays wait for the host's game (the app ticks only the view on top). A
        joiner's pause keeps to its own glass: the host's says it plays."""
        if self.host and paused != self.paused:
            self.paused = paused
            for peer in self.peers:
                peer.chan.send(PAUSED, bytes((paused,)))

    def _leader(self, game, seat):
        if game.phase == PASS:
            return NOBODY
        leader = game.tricks[0][0] if game.tricks else game.leader
        return (leader - seat) % 4

    def rejoined(self, peer):
        """The hand again from its deal: the joiner replays it."""
        game = self.screen.game
        if game is not None and peer not in self.peers:
            peer.chan.send(WITHOUT)   # came late: told, and dealt in at the next game
        if game is None or game.hand_no < 0 or peer not in self.peers:
            return
        self._send_hand(peer)
        self._tell_gone(peer)
        peer.told = None
        self._tell_pass(game, peer)
        cards = played_cards(game)
        if cards:
            peer.chan.send(PLAYS, bytes((game.hand_no, 0)) + bytes(cards))
        if self.screen.over == GAME_OVER:
            self._tell_final(peer)

    def _tell_final(self, peer):
        peer.chan.send(FINAL, bytes((self.screen.game.hand_no,)))

    def _tell_pass(self, game, peer):
        """The joiner's pass, once made, and after the exchange the cards it received."""
        seat = peer.seat
        passed = game.passed[seat]
        if passed is None or peer.told == game.hand_no:
            return
        body = bytes((game.hand_no, self._leader(game, seat))) + bytes(passed)
        if game.phase != PASS:
            body += bytes(game.received[seat])
            peer.told = game.hand_no
        peer.chan.send(PASSED, body)

    def passed(self, cards):
        """Our pass is made (play.py): a joiner's goes to the host."""
        if not self.host and self.peers:
            self.chan.send(PASS_CARDS, bytes((self.screen.game.hand_no,)) + bytes(cards))

    def played(self, seat, card):
        """A card is on the table (play.py): the host tells every joiner of every card, a
        joiner the host of its own."""
        game = self.screen.game
        if self.replaying or (not self.host and seat != 0):
            return
        index = 4 * game.trick_no + len(game.trick) - 1
        for peer in self.peers:
            peer.chan.send(PLAYS, bytes((game.hand_no, index, card)))

    def _host_message(self, kind, body, peer):
        game = self.screen.game
        seat = peer.seat
        if peer not in self.peers or game is None:
            return
        if kind == RESYNC or not body or body[0] != game.hand_no:
            self.rejoined(peer)
            return
        if kind == PASS_CARDS and len(body) == 4:
            if game.phase == PASS and game.passed[seat] is None:
                try:
                    game.pass_cards(seat, list(body[1:]))
                except ValueError:
                    self.rejoined(peer)
                self.screen.ctx.save_state()
                return
        elif kind == PLAYS and len(body) == 3:
            count = len(played_cards(game))
            if body[1] < count + len(peer.cards):
                return   # a card the host has (its resend)
            if game.phase == PLAY and body[1] == count and game.turn == seat and \
                    body[2] in game.legal():
                peer.cards.append(body[2])
                return
        self.rejoined(peer)

    def to_computer(self):
        """Links gone: the computer (the setup's level) takes every seat whose handheld is
        not there for the rest of this game (saved so: no link is opened for it on resume)."""
        screen = self.screen
        opponents = screen.opponents
        game = screen.game
        level = setup_page.LEVELS[screen.setup["level"]]
        for peer in list(self.peers):
            if peer.chan.up() and not peer.chan.left:
                continue
            peer.chan.leave()   # BYE once its link is back: CPU HAS YOUR SEAT there
            self.peers.remove(peer)
            seat = peer.seat
            del opponents.remote[seat]
            opponents.players[seat] = new_player(level, self.ctx.rng)
            if game.phase == PASS and game.passed[seat] is None:
                game.pass_cards(seat, opponents.players[seat](game.view(seat)))
        self.cpu = not self.peers
        for peer in self.peers:
            self._tell_people(peer)   # the seats gone are the computer's on every glass
        screen.dirty = True
        self.ctx.save_state()

    # the joiner's side ----------------------------------------------------------------------
    def _join_message(self, kind, body):
        screen = self.screen
        game = screen.game
        if kind == HAND and len(body) == 27 and body[0] in SEATS:
            totals = [(body[6 + 2 * s] << 8 | body[7 + 2 * s]) - 32768 for s in range(4)]
            target = (body[4] << 8 | body[5]) - 32768
            try:
                view = self.game_class(target, bool(body[3] & 1), bool(body[3] & 2))
                view.deal_view(body[1], totals, list(body[14:]), body[2] & 3)
            except ValueError:
                self._resync()
                return
            self.peers[0].cards = []
            self.synced = True
            self.final = False
            self.paused = False   # (a host switched off while paused: its PAUSED 0 never came)
            self.seat = body[0]
            self.others = (-self.seat % 4,)   # the host's, until PEOPLE says who else
            if body[1] == 0:   # a new game: the record tells its hands from another's by it
                screen.game_id = deal_id(body[14:])
            screen.show_hand(view)
            self.ctx.hold_input()   # a new hand: a press begun before it does not act on it
            return
        if kind == PEOPLE and len(body) == 1:
            self.others = tuple(s for s in (1, 2, 3) if body[0] >> s & 1)
            screen.dirty = True
            return
        if kind == GONE and len(body) == 2 and body[1] < len(TOLD):
            self.gone = body[0] & 14
            self.says = TOLD[body[1]]
            return
        if kind == PAUSED and len(body) == 1:
            self.paused = body[0] == 1
            screen.dirty = True
            return
        if kind == WITHOUT:
            self.late = self.chan.joins
            if game is not None:   # a game resumed here the host is not in: it is over
                self.stale = True
                self.drop_game()
            screen.dirty = True
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
            elif kind == FINAL:
                self.final = True
        except ValueError:
            self._resync()

    def drop_game(self):
        self.screen.play = None
        self.screen.to_setup()   # (no game: the lobby, and nothing saved to resume)

    def _resync(self):
        """Out of step with the host: the hand again, please (WAITING until it comes)."""
        self.peers[0].cards = []
        self.synced = False
        self.chan.send(RESYNC)

    def _plays(self, game, index, cards):
        queued = self.peers[0].cards
        known = played_cards(game) + queued
        for i, c in enumerate(cards):
            at = index + i
            if c > 51:
                raise ValueError("no card")
            if at < len(known):
                if known[at] != c:
                    raise ValueError("another card")
            elif at == len(known):
                known.append(c)
                queued.append(c)
            else:
                raise ValueError("a card missed")

    def _catch_up(self):
        """Our own cards of a hand sent again are put for us (the others' come through
        turns.py, a card a frame), and a finished trick leaves the table at once while
        cards of the next wait: in live play the next lead comes after the host has shown
        the trick as long, so only a hand sent again (a rejoin) is replayed so, not at a
        second a trick."""
        play = self.screen.play
        game = self.screen.game
        cards = self.peers[0].cards
        if play is not None and cards and play.shown is not None and not play.ended:
            play.finish_trick()
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
        game = self.screen.game
        if self.paused and self.host:
            self.pause(False)   # ticked again: the pause menu is gone
        if game is None and self.chan is not None:
            for peer in self.lobby_at:   # (the joiner reads its peer below)
                self.read(peer)
            self.lobby_tick(now)
        elif self.host and self.chan is not None:
            for peer in self.lobby_at:   # a handheld come late: told it is (rejoined)
                if not self._seated(peer.chan):
                    self.read(peer)
        for peer in self.peers:
            if peer.chan is None:   # a joiner on a handheld with no link: its lobby says so
                continue
            self.read(peer)
            if self.host and game is not None and game.phase != PASS:
                self._tell_pass(game, peer)
        if self.host and game is not None:
            self._check_gone()
        if not self.host and self.peers:
            self._catch_up()
            screen = self.screen
            if self.final and screen.over == HAND_OVER and screen.game.phase == GAME_END:
                self.final = False
                screen.next_table()   # the final table, once the last hand's points were shown
        if self.show_problem() and self.screen.play is not None:
            self.screen.play.drawn = None   # the table drawn whole: the box came or went

    def on_message(self, kind, body, peer):
        if self.host:
            self._host_message(kind, body, peer)
        else:
            self._join_message(kind, body)

    def problem(self):
        """What stops play (the first joiner's problem, on the host), or None."""
        if self.cpu:
            return None
        if self.chan is None or self.screen.game is None or not self.host:
            problem = self._own_problem()
            if problem is None and self.gone and self.screen.game is not None:
                return self.says   # another joiner's handheld, as the host says (GONE)
            return problem
        for peer in self.peers:
            problem = self._peer_problem(peer)
            if problem is not None:
                return problem
        return None

    def _own_problem(self):
        """What stops play on this handheld's own link (a joiner's with the host)."""
        return linked_game.problem(self.chan, self.error, self.screen.game is not None,
                                   self.synced)

    def who(self, problem):
        """Whose handheld problem is with, by the seats' names on this glass: on the host
        every joiner's with it, on a joiner the host's (HOST (NORTH)) or another joiner's
        (EAST'S LINK; one who quit, the box's line: EAST LEFT)."""
        if problem in ("NO LINK", "REFUSED", linked_game.ENDED):
            return None   # (ENDED names the host)
        if not self.host:
            if self._own_problem() is None:   # another joiner's link (GONE), not this one's
                names = [SEAT_NAMES[s] for s in (1, 2, 3) if self.gone >> s & 1]
                if problem == "THEY LEFT":   # the box's one line (draw_over): EAST LEFT
                    return "+".join(names) + " LEFT"
                return names[0] + "'S LINK" if len(names) == 1 else "+".join(names) + " LINKS"
            return "HOST" if self.seat is None else "HOST (%s)" % SEAT_NAMES[-self.seat % 4]
        seats = self._seats_with(problem)
        return ", ".join([SEAT_NAMES[s] for s in (1, 2, 3) if seats >> s & 1])

    def on_button(self, kind, button):
        """True when the link took the press (the rest are the table's)."""
        screen = self.screen
        press = kind == PRESS
        if screen.game is None:   # the lobby
            if press:
                self.lobby_press(button)
            return True
        if self.cpu:
            return False
        if self.problem() is not None:
            if not press:
                pass
            elif self.host and screen.play is not None:
                self.ask_cpu_press(button)   # asked first: the seat is gone for good
            elif button == B:
                screen.done = True
            else:
                self.ctx.refuse()   # nothing acts under the box: answered, not taken
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
        if final and self.host and button == A:
            self.deal()   # with any handheld come to the Link since
            return True
        if not self.host:
            return button == A   # the host deals the next hand, shows the final table
        if button == A and screen.game.phase == GAME_END:
            for peer in self.peers:   # (its A shows the final table here: the screen's)
                self._tell_final(peer)
        return False

    def snapshot(self, snap):
        if self.seat_gone():
            return None   # nothing to resume: the seat is the computer's to the game's end
        snap["link"] = self.role
        if self.seat is not None:
            snap["seat"] = self.seat
        if self.host and (self.peers or self.cpu):
            chans = self.chan.chans if self.chan is not None else []
            snap["peers"] = [[chans.index(p.chan), p.seat, getattr(p.chan.port, "who", None)]
                             for p in self.peers]
        return snap

    def lobby(self):
        """The lobby's sentence and keys; a joiner come late is told the game is on without
        it (WITHOUT)."""
        if self._late():
            if self.stale:
                return "The host's game is another one, begun without this handheld: its " \
                    "next game deals you in.", (("B", "LEAVE"),)
            return "The host's game began without this handheld: its next game deals you " \
                "in.", (("B", "LEAVE"),)
        return linked_game.LinkedGame.lobby(self)

    def lobby_key(self):
        return linked_game.LinkedGame.lobby_key(self) + 16 * self._late()

    def _late(self):
        chan = self.chan
        return not self.host and chan is not None and self.late == chan.joins and chan.up() \
            and not chan.left

    def final_keys(self):
        """The game's final table: the host starts the next game (the joiner's says so, as
        HOST DEALS NEXT does between hands), either leaves."""
        return "A:AGAIN B:LEAVE" if self.host else "NEXT BY HOST B:LEAVE"

    def draw(self, gfx):
        """The lobby while no game is on, a joiner's page once its seat is the computer's
        (True), else nothing (False: the table)."""
        if self.seat_gone():
            self.draw_seat_gone(gfx)
            return True
        if self.screen.game is not None:
            return False
        self.draw_lobby(gfx)
        return True

    def draw_over(self, gfx):
        """The box over the table that says what stops play."""
        problem = self.problem()
        if problem is None:
            return
        action = ("B:LEAVE",)
        if problem == "REFUSED":
            action = ("B:LEAVE (VERSIONS)",)
        elif self.host and self.screen.play is not None:
            action = linked_game.HOST_LOST_LINES
        elif problem == linked_game.ENDED and self.screen.over != GAME_OVER:
            action = linked_game.ENDED_LINES   # the host's Resume brings it back
        elif not self.host and self.screen.over != GAME_OVER:
            action = linked_game.JOIN_LOST_LINES   # play goes on once the link is back (or
            #                                        the host gives the seat gone to the CPU)
        who = self.who(problem)
        lines = linked_game.ASK_CPU if self.confirming else action
        head = (problem, who) if who else (problem,)
        if problem == "THEY LEFT" and not self.host:
            head = (who,)   # another joiner quit: EAST LEFT (THEY LEFT / EAST'S LINK read as
            #                 though they left East's link)
        linked_game.draw_box(gfx, head + lines)
        if self.screen.play is not None:
            self.screen.play.drawn = None   # drawn whole next time, box and all
