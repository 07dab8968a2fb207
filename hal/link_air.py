"""The link over the air (a Pico W): UDP datagrams through MicroPython's `socket`, the radio
brought up with `network`. The ports run as they are on any MicroPython or CPython with
sockets (the unix port's tests, the simulator's --air: localhost); only radio() and
handheld_id() need the Pico W. The host's one socket on the link's port serves up to
JOINERS joiners, a port each (UdpHost: hal/board.py's link_port(0, peer)). A joiner sends
to the host's address from its own port, each datagram led by its handheld's id (IDENT
bytes): the host routes by that id, not by the address, so a joiner switched off and on
that comes back from another port (or, by DHCP, another address) finds its seat."""
import socket

AP_SSID = "PicoParlor"     # the host's own access point, when /board.json names no network
AP_KEY = "parlor-link"
AP_IP = "192.168.4.1"      # where MicroPython's access point puts itself
DATAGRAM = 256             # more than a few frames: the channel sends one at a time
JOINERS = 3                # a host's seats over the air (linked Hearts for four)
WAITING_MAX = 8            # datagrams kept for a joiner between two polls (a flood: dropped)
IDENT = 8                  # a joiner's id before each of its datagrams (the rp2's unique_id)
SILENT_MS = 2000           # a seat not heard from this long may go to another handheld (the
                           # channel says LINK LOST at 1.5 s)


def address(ip, port):
    return socket.getaddrinfo(ip, port)[0][-1]


IN_USE = "Another handheld on this computer hosts already: choose Join."


def _bound(ip, port):
    """A socket on port; OSError with a sentence for the glass when the port is taken (two
    windows of the simulator each hosting on one computer)."""
    import errno
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        sock.bind(address(ip, port))
    except OSError as e:
        sock.close()
        if e.args and e.args[0] == errno.EADDRINUSE:
            raise OSError(IN_USE)
        raise
    sock.setblocking(False)
    return sock


class UdpPort:
    """A joiner's port: its socket (on bind_port, 0 any free one) sending to host_ip:port,
    each datagram led by ident (its handheld's IDENT bytes), reading what comes."""

    def __init__(self, host_ip, port, ident, bind_ip="0.0.0.0", bind_port=0):
        if len(ident) != IDENT:
            raise ValueError("a handheld's id is %d bytes" % IDENT)
        self.sock = _bound(bind_ip, bind_port)
        self.peer = address(host_ip, port)
        self.ident = ident

    def write(self, data):
        self._send(self.ident + data)

    def _send(self, data):
        if self.peer is None:
            return   # nobody has joined yet
        try:
            self.sock.sendto(data, self.peer)
        except OSError:
            pass     # the radio not up yet, or a full buffer: the channel resends

    def read(self):
        try:
            return self.sock.recvfrom(DATAGRAM)[0]
        except OSError:   # nothing waiting (EAGAIN)
            return None

    def close(self):
        self.sock.close()


class HostPort(UdpPort):
    """The host's port to one joiner (its seat, index): what its handheld sent, and
    datagrams back to the address it last sent from."""

    def __init__(self, host, index):
        self.host = host
        self.index = index
        self.sock = host.sock
        self.peer = None       # the joiner's address, once it has sent (its latest)
        self.waiting = []      # its datagrams, routed here by host.pump()
        self.heard_at = 0      # when its handheld was last heard (the host's clock)
        self.closed = False

    def write(self, data):
        self._send(data)   # the frames alone: a joiner hears the host only

    @property
    def who(self):
        """The joiner's handheld id as text (a game's save keeps it), or None: nobody yet."""
        return self.host.seats[self.index]

    def expect(self, who):
        """Keep this seat for the handheld who (a game resumed after the host's reset: each
        joiner back in its seat, whatever the order they are heard in)."""
        seats = self.host.seats
        if who in seats:
            seats[seats.index(who)] = None
        seats[self.index] = who
        self.heard_at = self.host.clock.ticks_ms()   # (another handheld: not at once)

    def read(self):
        if not self.waiting:
            self.host.pump()
        return self.waiting.pop(0) if self.waiting else None

    def close(self):
        if not self.closed:
            self.closed = True
            self.host.port_closed()


def _who(ident):
    """A handheld's id as text (hex: a save's JSON keeps it)."""
    return "".join("%02x" % b for b in ident)


class UdpHost:
    """The host's socket on port and a port per joiner, port(peer) (the socket closes with
    the last of those handed out: a board game uses the first alone); clock: the board's
    (ticks_ms, ticks_diff). First come, first seat: the first datagram from a handheld id not
    seen takes the first free port handed out, else the first whose handheld has been silent
    SILENT_MS (lost: switched off, or gone from the lobby), and what that handheld sends
    later goes there, from whatever address: a joiner back after a reset, from another port
    or address, finds its seat and is answered there; another handheld never takes one that
    is heard from (HostPort.expect keeps one through the host's own reset). A datagram from
    yet another handheld once every seat is taken, one with no frame after its id, or one
    more than WAITING_MAX for a port is dropped and counted (stray)."""

    def __init__(self, port, clock, bind_ip="0.0.0.0", joiners=JOINERS):
        self.clock = clock
        self.sock = _bound(bind_ip, port)
        self.ports = [HostPort(self, i) for i in range(joiners)]
        self.seats = [None] * joiners   # each port's joiner's handheld id (_who), None: free
        self.stray = 0
        self.open = 0       # ports handed out and not closed
        self.handed = 0     # ports handed out (the first ones): only they take a joiner

    def port(self, peer):
        """The port to the peer-th joiner (hal/board.py: link_port(0, peer))."""
        self.open += 1
        self.handed = max(self.handed, peer + 1)
        return self.ports[peer]

    def pump(self):
        """Route every datagram waiting on the socket to its joiner's port: those of the
        handhelds seated first, so a seat whose handheld's datagrams waited (the host busy a
        while) is heard from before another handheld may take it."""
        strangers = None
        seats = self.seats
        while True:
            try:
                data, sender = self.sock.recvfrom(DATAGRAM)
            except OSError:   # nothing waiting (EAGAIN)
                break
            if len(data) <= IDENT:   # (empty, or no frame after the id)
                self.stray += 1
                continue
            who = _who(data[:IDENT])
            if who in seats:
                self._route(self.ports[seats.index(who)], data, sender)
            else:
                if strangers is None:
                    strangers = []
                strangers.append((who, data, sender))
        for who, data, sender in strangers or ():
            port = self.ports[seats.index(who)] if who in seats else self._seat(who)
            if port is None:
                self.stray += 1
            else:
                self._route(port, data, sender)

    def _seat(self, who):
        """A port for the handheld who, not seated: the first free one handed out, else the
        first silent SILENT_MS (its waiting datagrams dropped: the other's), or None."""
        clock = self.clock
        now = clock.ticks_ms()
        found = None
        for port in self.ports[:self.handed]:
            if self.seats[port.index] is None:
                found = port
                break
            if found is None and clock.ticks_diff(now, port.heard_at) >= SILENT_MS:
                found = port
        if found is not None:
            self.seats[found.index] = who
            found.waiting = []
        return found

    def _route(self, port, data, sender):
        port.peer = sender   # where that handheld is now
        port.heard_at = self.clock.ticks_ms()
        if len(port.waiting) < WAITING_MAX:
            port.waiting.append(data[IDENT:])
        else:
            self.stray += 1

    def port_closed(self):
        self.open -= 1
        if self.open == 0:
            self.sock.close()

    def close(self):
        """The socket closed at once (the board switched off)."""
        self.sock.close()


def radio(link, role):
    """Bring the Pico W's radio up for the link (link: board config's "link"): with no
    "ssid", the host makes its access point and the joiner joins it; else both join that
    network. Returns the host's address for the joiner. OSError on a Pico without a radio."""
    try:
        import network
    except ImportError:
        raise OSError("this Pico has no radio: link over the air needs a Pico W")
    if link["ssid"] is None and role == 0:
        ap = network.WLAN(network.AP_IF)
        ap.config(ssid=AP_SSID, key=AP_KEY)
        ap.active(True)
        return None
    sta = network.WLAN(network.STA_IF)
    sta.active(True)
    if link["ssid"] is None:
        sta.connect(AP_SSID, AP_KEY)   # the channel's HELLOs go out once it is connected
        return AP_IP
    sta.connect(link["ssid"], link["password"] or "")
    if role == 0:
        return None
    if link["host_ip"] is None:
        raise OSError("joining over %s needs the host's address: \"host_ip\" in /board.json"
                      % link["ssid"])
    return link["host_ip"]


def handheld_id():
    """This Pico's id over the air: its flash's unique id (8 bytes on the rp2), IDENT bytes."""
    import machine
    return (machine.unique_id() + bytes(IDENT))[:IDENT]


def open_port(link, role, clock):
    """The host's UdpHost (its port(peer) one per joiner; clock: the board's) or a joiner's
    UdpPort, from any free port: the host knows it by handheld_id()."""
    host_ip = radio(link, role)
    if host_ip is None:
        return UdpHost(link["port"], clock)
    return UdpPort(host_ip, link["port"], handheld_id())
