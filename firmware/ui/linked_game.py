"""What every linked game shares (issue 45): the link's upkeep (LinkedGame: the channel
opened, a (re)join noticed, the host's START checked, what stops play put on the glass) and
what the glass shows of the link itself: the lobby before the first game, the box over the
table. Loaded only with a linked game."""
from firmware.link import channel as ch, open_channel
from firmware.ui.gfx import HEIGHT, SMALL, WIDTH

START = ch.DATA   # host -> joiner, on every join: the game's name (the same game on both?)


class LinkedGame:
    """A linked game's link: a subclass has on_message(kind, body, peer), rejoined(peer)
    (the host's game sent whole to the joiner) and problem(), and may name whose handheld
    it is with (who())."""

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

    def open(self):
        try:
            self.chan = open_channel(self.ctx, self.role)
        except OSError as e:
            self.error = str(e.args[0]) if e.args else "No link here."

    def read(self, peer=None):
        """A (re)join: the host sends START and rejoined(peer) its game; then every message
        that came, to on_message(kind, body, peer). peer: what holds one handheld's chan and
        joins (this link itself unless the host has several, linked Hearts)."""
        peer = peer or self
        chan = peer.chan
        if chan.joins != peer.joins:
            peer.joins = chan.joins
            self.synced = self.role == ch.HOST   # a joiner waits for the host's game
            self.screen.dirty = True
            if self.role == ch.HOST:
                chan.send(START, self.ctx.name.encode())
                self.rejoined(peer)
        while True:
            msg = chan.receive()
            if msg is None:
                break
            if msg[0] == START:
                if msg[1] != self.ctx.name.encode():
                    self.error = "The host is playing another game: choose the same one here."
            else:
                self.on_message(msg[0], msg[1], peer)

    def who(self, problem):
        """Whose handheld problem (not None) is with, for the box, or None (the one
        other)."""
        return None

    def show_problem(self):
        """What stops play (and with whom), on the glass when it changes (True then); a
        press on its way does not answer it. (Every frame: nothing made while all is
        well.)"""
        problem = self.problem()
        who = None if problem is None else self.who(problem)
        if problem == self.shown[0] and who == self.shown[1]:
            return False
        self.shown = (problem, who)
        self.screen.dirty = True
        if problem is not None:
            self.ctx.hold_input()
        return True


def problem(chan, error, playing, synced):
    """What stops play now (a short line for the glass), or None; error: why there is no
    link (no port, another game); playing: a game is on the glass; synced: it is the one
    the host sent since the link (re)joined."""
    if error is not None:
        return "NO LINK"
    if chan.state == ch.REFUSED:
        return "REFUSED"
    if chan.left:
        return "THEY LEFT"
    if chan.state == ch.LOST:
        return "LINK LOST"
    if playing and (chan.state == ch.CONNECTING or not synced):
        return "WAITING"
    return None


def draw_lobby(gfx, role, chan, error, joined=1):
    """No game yet: who is connected (joined: how many others), and what A and B do."""
    gfx.fill_rect(0, 0, WIDTH, 10, 1)
    gfx.text("LINK: " + ("HOSTING" if role == ch.HOST else "JOINING"), 2, 1, SMALL, 0)
    if error is not None or chan.state == ch.REFUSED:
        lines = gfx.wrap(error or chan.message, SMALL, WIDTH - 4)[:5]
        keys = (("B", "LEAVE"),)
    elif chan.up():
        lines = ["Connected to the", "other handheld (" + chan.peer_version + ")."]
        if joined > 1:
            lines = ["Connected to %d" % joined, "other handhelds (" + chan.peer_version + ")."]
        if role == ch.HOST:
            lines.append("A starts the game.")
            keys = (("A", "START"), ("B", "LEAVE"))
        else:
            lines.append("Waiting for the host.")
            keys = (("B", "LEAVE"),)
    else:
        lines = ["Waiting for the", "other handheld...", "On it: this game's", "Link, " +
                 ("Join a game." if role == ch.HOST else "Host a game.")]
        keys = (("B", "LEAVE"),)
    for i, line in enumerate(lines):
        gfx.text(line, 2, 13 + 9 * i, SMALL)
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
