"""What every linked game shares (issue 45): the link's upkeep (LinkedGame: the channel
opened, a (re)join noticed, the host's START checked, what stops play put on the glass) and
what the glass shows of the link itself: the lobby before the first game, the box over the
table. Loaded only with a linked game."""
from firmware.link import channel as ch, open_channel
from firmware.games import GAMES
from firmware.ui.gfx import HEIGHT, SMALL, WIDTH
from hal.buttons import A, B

START = ch.DATA   # each way, on every join: the game whose Link sent it (the same on both?)
NO_GAME = ch.DATA + 16   # host -> joiner, on a join in the host's lobby: no game on here (a
#                          game the joiner resumed is not the host's: dropped there)
REFUSED_MS = 600  # a refused A in the lobby shows its sentence inverted this long
ASK_CPU = ("CPU PLAYS THEM?", "A:YES B:NO")   # the box's question before a hand-over
CLASH = ("THEY HOST TOO", "THEY JOIN TOO")   # problem(): both host (both join), by our role
ENDED = "HOST ENDED IT"   # problem() on a joiner whose host quit the game (saved on each)
# The host's box over a game the link stopped: play goes on by itself once the link is back
# (review 59: B:PLAY VS CPU alone never said the host could wait, as the joiner's does)
HOST_LOST_LINES = ("WAIT, OR", "B:PLAY VS CPU")
# ... and the joiner's, its own choice in the same words and lines (reviews 67-70: WAIT OR
# B:LEAVE on one line read apart from the host's)
JOIN_LOST_LINES = ("WAIT, OR", "B:LEAVE")
ENDED_LINES = ("SAVED TO RESUME",) + JOIN_LOST_LINES   # its box: the host's Resume brings
#                                                        it back here, or later (Resume)


class LinkedGame:
    """A linked game's link: a subclass has on_message(kind, body, peer), rejoined(peer)
    (the host's game sent whole to the joiner), problem() and to_computer() (the seats
    whose handheld is gone to the computer), drop_game() (a joiner's resumed game is not
    the host's: the lobby, nothing kept to resume), with_people() (the peers of a game in
    progress that people on other handhelds play, none once it is over), and may name whose
    handheld it is with (who())."""

    def __init__(self, screen, role):
        if role != ch.HOST and role != ch.JOIN:
            raise ValueError("bad saved link role")
        screen.linked = self
        self.screen = screen
        self.ctx = screen.ctx
        self.role = role
        self.joins = 0          # the channel's joins seen
        self.error = None       # why there is no link (no port, another game), for the glass
        self.shown = (None, None)   # the problem() and who() on the glass
        self.synced = role == ch.HOST   # the game shown is the host's (a joiner's, once sent)
        self.chan = None
        self.there = None       # the game the other said it is in (its START), since it joined
        self.mine = self.ctx.name.encode()   # this game's name as START carries it
        self.lobby_at = [self]  # the host's: what holds each handheld's chan, joins, there
        self.lobby_shown = None  # what the lobby on the glass was drawn from (lobby_key)
        self.refused_at = None  # when A was refused in the lobby (its sentence inverted)
        self.confirming = False  # B under the box asked ASK_CPU (A yes, B no)
        self.dropped = False    # a joiner: the game it resumed was dropped (NO_GAME)

    def open(self):
        try:
            self.chan = open_channel(self.ctx, self.role)
        except OSError as e:
            self.error = why_not(e)

    def read(self, peer=None):
        """A (re)join: each side sends START (which game's Link it is in), the host
        rejoined(peer) its game (in its lobby, NO_GAME); then every message that came, to
        on_message(kind, body, peer). peer: what holds one handheld's chan, joins and there
        (this link itself unless the host has several, linked Hearts)."""
        peer = peer or self
        chan = peer.chan
        if chan.joins != peer.joins:
            peer.joins = chan.joins
            peer.there = None
            self.synced = self.role == ch.HOST   # a joiner waits for the host's game
            self.screen.dirty = True
            chan.send(START, self.mine)
            if self.role == ch.HOST and self.screen.game is None:
                chan.send(NO_GAME)   # starting a game: one resumed there is not this one
            elif self.role == ch.HOST:
                self.rejoined(peer)
        while True:
            msg = chan.receive()
            if msg is None:
                break
            if msg[0] == START:
                peer.there = msg[1]
                if self.role != ch.HOST:   # (a joiner's only error with a channel open)
                    self.error = None if msg[1] == self.mine else \
                        "The host is in %s: choose that game here." % link_of(msg[1])
                    self.screen.dirty = True
            elif self.error is not None:   # (a joiner: none of another game's moves)
                continue
            elif msg[0] != NO_GAME:
                self.on_message(msg[0], msg[1], peer)
            elif self.role != ch.HOST and self.screen.game is not None:
                self.dropped = True   # its lobby says so; the host's deal comes there
                self.drop_game()
                self.ctx.hold_input()   # (a new screen: the lobby)

    QUIT_ASK = ("END IT FOR ALL?", "The game stops for everyone, saved on each handheld.")

    def quit_asks(self):
        """The host's Quit (the pause menu) would stop a game in progress that people on
        other handhelds are still in: asked first (QUIT_ASK); not once it is over, nor
        once they have left it."""
        if self.role != ch.HOST or self.screen.game is None:
            return False
        for peer in self.with_people():   # (a link lost may come back: still in)
            if not peer.chan.left and self.away(peer) is None:
                return True
        return False

    def who(self, problem):
        """Whose handheld problem (not None) is with, for the box, or None (the one
        other)."""
        return None

    def pause(self):
        """The pause menu opens over the game (GameHost.pause): the board games' others
        need not know (each plays its own moves; linked Hearts' host tells its joiners)."""

    # the lobby (lobby_at: this link itself, or linked Hearts' host's several) ----------------
    def here(self, peer):
        """peer's handheld is linked and in this game's Link (its START said so)."""
        return peer.chan.up() and not peer.chan.left and peer.there == self.mine

    def away(self, peer):
        """Where peer's handheld is when it is not in this game's Link (words after "The
        other handheld "), or None (here, or not heard from)."""
        if peer.chan.left:
            return "is not in a Link lobby"
        if peer.there is not None and peer.there != self.mine:
            return "is in " + link_of(peer.there)
        return None

    def can_start(self):
        """The host's A in the lobby starts the game: a handheld is here."""
        if self.role != ch.HOST or self.chan is None or self.error is not None:
            return False
        for peer in self.lobby_at:
            if self.here(peer):
                return True
        return False

    def lobby(self):
        """The lobby's sentence and key bar: who is connected, and where the others are."""
        chan = self.chan
        mine = link_of(self.mine)
        again = "On it: %s, %s a game." % (mine, "Join" if self.role == ch.HOST else "Host")
        if chan is None:   # no link opened: no lobby to leave, B goes back
            return self.error, (("B", "BACK"),)
        if self.error is not None or chan.state == ch.REFUSED:
            return self.error or chan.message, (("B", "LEAVE"),)
        if self.role != ch.HOST:
            if self.dropped and chan.up() and not chan.left:
                return "The host starts a new game: the one resumed here is dropped.", \
                    (("B", "LEAVE"),)
            if chan.up() and not chan.left:
                return "Connected to the other handheld (%s). Waiting for the host." % \
                    chan.peer_version, (("B", "LEAVE"),)
            return "Waiting for the other handheld... " + again, (("B", "LEAVE"),)
        peers = self.lobby_at
        here = [p for p in peers if self.here(p)]
        away = [w for w in (self.away(p) for p in peers) if w is not None]
        if here:
            text = "Connected to the other handheld (%s)." % here[0].chan.peer_version
            if len(here) > 1:
                text = "Connected to %d other handhelds (%s)." % (len(here),
                                                                  here[0].chan.peer_version)
            if away:
                text += " One more " + away[0] + "."
            return text + (" A starts without it." if away else " A starts the game."), \
                (("A", "START"), ("B", "LEAVE"))
        if away:
            who = "The other handheld" if len(peers) == 1 else "A handheld"
            return "%s %s. Open %s on it." % (who, away[0], mine), \
                (("B", "LEAVE"),)
        return "Waiting for the other handheld... " + again, (("B", "LEAVE"),)

    def lobby_press(self, button):
        """A or B in the lobby: B leaves, the host's A starts the game once it can (else,
        and a joiner's A, refused: a sound, the sentence inverted a moment; with no link
        opened, NO LINK's page, no lobby that could change: the app's tick)."""
        if button == B:
            self.screen.done = True
        elif button == A:
            if self.can_start():
                self.deal()
            elif self.chan is None:   # (review 74: inverted for good, no lobby_tick to end it)
                self.ctx.refuse()
            else:
                self.ctx.sound.play("error")
                self.refused_at = self.ctx.clock.ticks_ms()
                self.screen.dirty = True

    def lobby_tick(self, now):
        """The lobby on the glass when what it says changes; a press on its way does not
        start the game it now offers."""
        if self.refused_at is not None and \
                self.ctx.clock.ticks_diff(now, self.refused_at) >= REFUSED_MS:
            self.refused_at = None
            self.screen.dirty = True
        key = self.lobby_key()
        if key != self.lobby_shown:
            self.lobby_shown = key
            self.screen.dirty = True
            self.ctx.hold_input()

    def lobby_key(self):
        """A figure that changes whenever what the lobby says may (each frame, so no
        allocation: small ints)."""
        chan = self.chan
        key = (self.error is not None) + 2 * (chan.message is not None)
        if self.role != ch.HOST:
            return key + 4 * chan.up() + 8 * chan.left
        for peer in self.lobby_at:
            chan = peer.chan
            key = key * 16 + chan.up() + 2 * chan.left + 4 * (peer.there is not None) + \
                8 * (peer.there == self.mine)
        return key

    def draw_lobby(self, gfx):
        """No game yet: the game and the role (HOSTING HEARTS), who is connected, where the
        others are, what A and B do (A refused: what stops it, inverted); with no link
        opened, NO LINK over why (review 31: HOSTING HEARTS over "This handheld has no
        link")."""
        title = "NO LINK" if self.chan is None else \
            ("HOSTING " if self.role == ch.HOST else "JOINING ") + title_of(self.mine)
        text, keys = self.lobby()
        draw_page(gfx, title.upper(), text, keys, self.refused_at is not None)

    def ask_cpu_press(self, button):
        """A press under the box while the game may go on without the handhelds gone: B
        asks first (ASK_CPU: the seats are the computer's to the game's end), then A hands
        them over and B takes the question back; anything else is refused."""
        if self.confirming:
            self.confirming = False
            self.screen.dirty = True
            if button == A:
                self.to_computer()
        elif button != B:
            self.ctx.refuse()   # nothing acts under the box: answered, not taken
        else:
            self.confirming = True
            self.screen.dirty = True
            self.ctx.hold_input()   # its A and B act only once it has been seen

    def show_problem(self):
        """What stops play (and with whom), on the glass when it changes (True then: what
        the box asked is gone with it); a press on its way does not answer it. (Every
        frame: nothing made while all is well.)"""
        problem = self.problem()
        who = None if problem is None else self.who(problem)
        if problem == self.shown[0] and who == self.shown[1]:
            return False
        self.shown = (problem, who)
        self.confirming = False
        self.screen.dirty = True
        if problem is not None:
            self.ctx.hold_input()
        if self.seat_gone():
            self.ctx.save_state()   # nothing to resume now (snapshot): none kept
        return True

    def seat_gone(self):
        """A joiner whose seat the host gave to the computer (its BYE said so): the game
        goes on there without this handheld, which can neither play nor resume it."""
        chan = self.chan
        return self.role != ch.HOST and chan is not None and chan.left and chan.seat_taken

    def draw_seat_gone(self, gfx):
        """seat_gone()'s page: what happened, and B the one way on."""
        draw_page(gfx, "CPU HAS YOUR SEAT", "The host gave your seat to the computer for "
                  "this whole game: you cannot rejoin.", (("B", "LEAVE"),))


def why_not(e):
    """The sentence for the glass of an OSError that kept the link from opening: the
    transport's own (gamehost.NO_LINK: this handheld has no link), or for a bare errno one that
    says what to do."""
    why = e.args[0] if e.args else None
    if isinstance(why, str):
        return why
    return "The link would not open (error %s): switch off and on, then try again." % why


def problem(chan, error, playing, synced, away=None):
    """What stops play now (a short line for the glass), or None; error: why there is no
    link (no port, another game); playing: a game is on the glass; synced: it is the one
    the host sent since the link (re)joined; away: the other is in another game's Link.
    REFUSED: another version; the same one hosting (joining) too is not in this game (the
    host may give its seat to the computer): CLASH. The other quit: THEY LEFT, or on a
    joiner (its one other is the host) ENDED."""
    if error is not None:
        return "NO LINK"
    if chan.state == ch.REFUSED:
        return CLASH[chan.role] if chan.clash else "REFUSED"
    if chan.left:   # (a game handed to the computer there: it says so)
        if chan.seat_taken:
            return "CPU HAS YOUR SEAT"
        return ENDED if chan.role == ch.JOIN else "THEY LEFT"
    if away is not None:
        return "IN ANOTHER GAME"
    if chan.state == ch.LOST:
        return "LINK LOST"
    if playing and (chan.state == ch.CONNECTING or not synced):
        return "WAITING"
    return None


def title_of(name):
    """A game's launcher title ("Connect Four") from its name as START carries it (bytes),
    or None."""
    for game in GAMES:
        if game[0].encode() == name:
            return game[1]
    return None


def link_of(name):
    """ "Connect Four's Link", "Hearts' Link": a game's Link by its launcher title."""
    title = title_of(name)
    if title is None:
        return "another game's Link"
    return title + ("'" if title.endswith("s") else "'s") + " Link"


def draw_page(gfx, title, text, keys, inverted=False):
    """A page of the link's own: its title in the bar at the top, a sentence (five lines at
    most), the key bar."""
    gfx.fill_rect(0, 0, WIDTH - 1, 10, 1)   # (nothing on column 127)
    gfx.text(title, 2, 1, SMALL, 0)
    lines = gfx.wrap(text, SMALL, WIDTH - 4)[:5]
    step = 9 if len(lines) < 5 else 8   # five lines still stand clear of the key bar
    if inverted:   # two lit rows round the lines' cells, as left of them (review 74: the last
        # line's descenders stood on the box's bottom edge, a fifth line's off it)
        gfx.fill_rect(0, 11, WIDTH - 1, step * (len(lines) - 1) + 12, 1)
    for i, line in enumerate(lines):
        gfx.text(line, 2, 13 + step * i, SMALL, 0 if inverted else 1)
    gfx.keybar(keys)


def draw_box(gfx, lines):
    """A box over the middle of the game: its lines (a question and its keys, or what stops
    play, with whom, and what B does)."""
    height = 9 * len(lines) + 4
    top = (HEIGHT - height) // 2
    gfx.fill_rect(6, top, WIDTH - 13, height, 0)
    gfx.rect(6, top, WIDTH - 13, height, 1)
    for i, line in enumerate(lines):
        gfx.center(line, top + 3 + 9 * i, SMALL)
