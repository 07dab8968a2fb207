"""One peer's reliable stream over a link port (hal/board.py: link_port): handshake,
ordered messages with acks and resends, heartbeat, link lost and found again. Pure logic
driven by poll(now) with the app's clock, so it runs alike on CPython, the unix port and
the Pico, and a test steps it with a fake clock.

Handshake: each side sends HELLO (magic, protocol, role, its nonce, the nonce it has heard,
whether it is up, its firmware version) every HELLO_MS until the other's HELLO names its
nonce; a HELLO from a side not up yet is answered at once. Another firmware or protocol, or
two hosts, refuse the link with a sentence (message) for the glass. A new nonce from the
peer means it restarted: the stream starts again and `joins` counts up, so the game above
sends its state again (the host rules: its state wins).

Messages: send(kind, payload) queues one (kind >= DATA); one is in flight at a time, resent
every RESEND_MS until acked (every frame acks the last message received in order), so a
lost or damaged frame costs a resend, never the order. Nothing heard for LOST_MS: `lost`
(heartbeats every HEARTBEAT_MS keep a quiet link alive); anything heard again: up again,
the queue going on where it stopped. close() says BYE (the other: `left`) if the link is up;
leave() says it once the link is up again, marked so (the other: `seat_taken` too: this
side plays on, the computer in its seat); quit() (the game closed) either, as the link is."""
from firmware.link import PROTOCOL
from firmware.link.frame import MAX_PAYLOAD, Reader, encode

HELLO = 1
ACK = 2      # ack and heartbeat alike
BYE = 3      # the other side left the game
DATA = 16    # the first of the kinds the game above uses

HOST = 0
JOIN = 1

CONNECTING = 0
UP = 1
LOST = 2
REFUSED = 3
CLOSED = 4

HELLO_MS = 250
RESEND_MS = 200
HEARTBEAT_MS = 400
LOST_MS = 1500
QUEUE_MAX = 16   # messages waiting (a game sends one or two a turn)
MAGIC = b"PP"
_ROLE_WORDS = ("hosting", "joining")


def _word(n):
    return bytes(((n >> 24) & 0xFF, (n >> 16) & 0xFF, (n >> 8) & 0xFF, n & 0xFF))


def _next(seq):
    return seq % 255 + 1   # 1..255: seq 0 marks a frame that needs no ack


def _int(b, i):
    return b[i] << 24 | b[i + 1] << 16 | b[i + 2] << 8 | b[i + 3]


class Channel:
    def __init__(self, port, clock, role, nonce, version):
        self.port = port
        self.clock = clock
        self.role = role
        self.nonce = (nonce & 0xFFFFFFFF) or 1
        self.version = version
        self.reader = Reader()
        self.state = CONNECTING
        self.message = None       # why the link is refused, for the glass
        self.clash = False        # ...the other hosts too (or joins too), same version
        self.peer = 0             # the peer's nonce (0: none heard yet)
        self.peer_version = None
        self.joins = 0            # handshakes completed (a restarted peer counts again)
        self.left = False         # the peer said BYE
        self.seat_taken = False   # ...as it left: it plays on, its computer in our seat
        self.leaving = False      # leave() with the link down: BYE once it is up again
        self.taken = False        # ...saying the computer took the other's seat here
        self.queue = []           # (kind, payload) to send; the first is in flight once sent
        self.inbox = []           # (kind, payload) received, in order
        self.out_seq = 0          # the seq of the message in flight (0: none)
        self.last_out = 0         # the seq of the last message acked
        self.in_seq = 0           # the last message received in order
        self.sent_at = 0
        now = clock.ticks_ms()
        self.heard_at = now
        self.last_sent = now
        self.hello_at = None      # when HELLO was last sent (None: never)
        self.ack_due = False
        self.now = now            # poll's time, for the frames it reads
        self.resent = 0
        self.dupes = 0
        self.foreign = 0          # good frames that are no Parlor's (or out of order)
        self.overflow = 0         # messages dropped by a full queue

    # counts ---------------------------------------------------------------------------------
    @property
    def junk(self):
        """Bytes on the line that were no part of a good frame (noise, a wrong baud rate)."""
        return self.reader.junk

    @property
    def bad(self):
        return self.reader.bad

    def up(self):
        return self.state == UP

    # the game's side ------------------------------------------------------------------------
    def send(self, kind, payload=b""):
        if len(payload) > MAX_PAYLOAD:
            raise ValueError("link message too long")
        if len(self.queue) >= QUEUE_MAX:
            self.queue.pop(1 if self.out_seq else 0)
            self.overflow += 1
        self.queue.append((kind, payload))

    def receive(self):
        """The next message (kind, payload), or None."""
        return self.inbox.pop(0) if self.inbox else None

    @property
    def playing(self):
        """Still the game's link (the app steps fast for it): open, not only left to say BYE."""
        return self.state != CLOSED and not self.leaving

    def leave(self, taken=True):
        """The game goes on without the other handheld: BYE and closed now, or, with the
        link down, as soon as poll finds it up again; taken: the computer plays the other's
        seat here (the other is told CPU HAS YOUR SEAT), else this side quit (THEY LEFT)."""
        self.leaving = True
        self.taken = taken
        if self.state == UP:
            self.close()

    def quit(self):
        """The game is closed (quit to the launcher): BYE now, or with the link lost as soon
        as it is back (leave: the app polls it till then); never up or refused: closed."""
        if self.state == LOST:
            self.leave(False)
        else:
            self.close()

    @property
    def closed(self):
        return self.state == CLOSED

    def close(self):
        if self.state != CLOSED:
            if self.state == UP:
                self._emit(0, BYE, b"\x01" if self.leaving and self.taken else b"")
            self.state = CLOSED
            self.port.close()

    # the loop's side ------------------------------------------------------------------------
    def poll(self, now):
        """Read what came, answer it, resend and keep alive; call every frame."""
        if self.state == CLOSED:
            return
        self.now = now
        while True:
            data = self.port.read()
            if not data:
                break
            self.reader.feed(data, self._frame)
        if self.leaving and self.state == UP:
            self.close()
            return
        clock = self.clock   # (its method called, not held: holding one allocates, every frame)
        if self.state == UP and clock.ticks_diff(now, self.heard_at) >= LOST_MS:
            self.state = LOST
        if self.state == CONNECTING or self.state == REFUSED:   # (no tuple built each frame)
            if self.hello_at is None or clock.ticks_diff(now, self.hello_at) >= HELLO_MS:
                self._hello()
            return
        if self.queue and (not self.out_seq or clock.ticks_diff(now, self.sent_at) >= RESEND_MS):
            if self.out_seq:
                self.resent += 1
            else:
                self.out_seq = _next(self.last_out)
            kind, payload = self.queue[0]
            self._emit(self.out_seq, kind, payload)
            self.sent_at = now
        if self.ack_due or clock.ticks_diff(now, self.last_sent) >= HEARTBEAT_MS:
            self._emit(0, ACK)

    def _emit(self, seq, kind, payload=b""):
        self.port.write(encode(seq, self.in_seq, kind, payload))
        self.last_sent = self.clock.ticks_ms()
        self.ack_due = False

    def _hello(self):
        body = MAGIC + bytes((PROTOCOL, self.role, self.state == UP)) + _word(self.nonce) + \
            _word(self.peer) + self.version.encode()
        self._emit(0, HELLO, body)
        self.hello_at = self.clock.ticks_ms()

    def _frame(self, seq, ack, kind, payload):
        if kind == HELLO:
            self._on_hello(payload)
            return
        if kind < HELLO or (kind > BYE and kind < DATA) or self.state in (CONNECTING, REFUSED):
            self.foreign += 1
            return
        self.heard_at = self.now
        if self.state == LOST:
            self.state = UP
        if self.out_seq and ack == self.out_seq:
            self.queue.pop(0)
            self.last_out = self.out_seq
            self.out_seq = 0
        if kind == BYE:
            self.left = True
            self.seat_taken = payload == b"\x01"
        elif kind >= DATA:
            if seq == _next(self.in_seq):
                self.in_seq = seq
                self.inbox.append((kind, payload))
            elif seq == self.in_seq:
                self.dupes += 1
            else:
                self.foreign += 1
                return
            self.ack_due = True

    def _on_hello(self, body):
        if len(body) < 13 or body[:2] != MAGIC:
            self.foreign += 1
            return
        protocol, role, peer_up = body[2], body[3], body[4]
        # bytes, never decoded as UTF-8: another firmware's may be anything
        version = "".join(chr(b) if 32 <= b < 127 else "?" for b in body[13:])
        if protocol != PROTOCOL or version != self.version:
            self.state = REFUSED
            self.clash = False
            self.message = ("Other handheld: Pico Parlor %s (link %d); this one: %s (link "
                            "%d). Put the same version on both." %
                            (version, protocol, self.version, PROTOCOL))
            return
        if role == self.role:
            self.state = REFUSED
            self.clash = True
            self.message = "Both handhelds are %s: one must host, the other join." % \
                _ROLE_WORDS[self.role]
            return
        nonce = _int(body, 5)
        self.heard_at = self.now
        self.peer_version = version
        if nonce != self.peer:
            self._restart_stream(nonce)
        if _int(body, 9) == self.nonce and self.state == CONNECTING:
            self.state = UP
            self.joins += 1
        elif self.state == LOST:
            self.state = UP
        if not peer_up or self.state != UP:
            self._hello()

    def _restart_stream(self, nonce):
        """A new peer (or the same one restarted): its stream and ours begin again; what
        was queued is dropped (the game sends its state afresh on the next join)."""
        self.peer = nonce
        self.in_seq = 0
        self.out_seq = 0
        self.last_out = 0
        self.queue = []
        self.inbox = []
        self.left = False
        self.seat_taken = False
        self.state = CONNECTING
        self.message = None
        self.clash = False
