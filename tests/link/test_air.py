# runs-on: micropython
"""The link over the air (hal/link_air.py): the same UDP port code the Pico W runs, on this
machine's sockets (localhost): datagrams both ways, the host's one socket a port per joiner
(each joiner's datagrams routed by its handheld's id, not its address: first come first
seat, a joiner back from another port in its own seat, a stranger or an empty datagram
dropped and counted, a seat silent SILENT_MS another handheld's), and the channel's
handshake and messages over it, a joiner's socket closed and a new one opened from
another port. The radio itself (radio()) is not emulated."""
import os

from firmware.link.channel import DATA, HOST, JOIN, LOST, Channel
from hal.link_air import IN_USE, IDENT, JOINERS, SILENT_MS, UdpHost, UdpPort, address
from sim.clock import VirtualClock
from tests.util import wait_read

PORT = 47145 + int(os.getenv("PP_PORT_BASE") or 0)   # a worker's own (tests/conftest.py)
LOCAL = "127.0.0.1"


def ident(n):
    """Handheld n's id."""
    return bytes((n,)) * IDENT


def host_on(port):
    """The host's socket on port, its clock a VirtualClock (host.clock)."""
    return UdpHost(port, VirtualClock(), LOCAL)


def ports(port):
    host = host_on(port)
    return host.port(0), UdpPort(LOCAL, port, ident(1), LOCAL)


def joiner(port, n, handheld=None):
    """A joiner from its own address, localhost, port + n: handheld n (or handheld)."""
    return UdpPort(LOCAL, port, ident(n if handheld is None else handheld), LOCAL, port + n)


def test_datagrams_go_both_ways_once_the_joiner_has_spoken():
    host, join = ports(PORT)
    try:
        host.write(b"nobody yet")   # no peer: dropped, no error
        assert host.read() is None
        join.write(b"hello host")
        assert wait_read(host) == b"hello host"
        host.write(b"hello joiner")
        assert wait_read(join) == b"hello joiner"
    finally:
        host.close()
        join.close()


def test_the_host_serves_a_port_per_joiner_first_come_first_seat():
    host = host_on(PORT + 2)
    ports = [host.port(peer) for peer in range(JOINERS)]
    joiners = [joiner(PORT + 2, n) for n in (3, 1, 2, 4)]   # the 4th: no seat is left
    try:
        for n, j in enumerate(joiners):
            j.write(b"hello from %d" % n)
        assert [wait_read(p) for p in ports] == [b"hello from %d" % n for n in range(3)]
        assert host.stray == 1   # the 4th handheld's datagram
        for n, p in enumerate(ports):
            p.write(b"to %d" % n)
        assert [wait_read(j) for j in joiners[:3]] == [b"to 0", b"to 1", b"to 2"]
        joiners[1].close()   # reset, back from another port: the same handheld, its seat
        joiners[1] = joiner(PORT + 2, 6, handheld=1)
        joiners[1].write(b"back")
        joiners[3].write(b"still no seat")
        joiners[0].sock.sendto(b"", address(LOCAL, PORT + 2))   # empty: junk
        joiners[0].sock.sendto(ident(3), address(LOCAL, PORT + 2))   # an id, no frame
        assert wait_read(ports[1]) == b"back"
        assert ports[0].read() is None and ports[2].read() is None
        assert host.stray == 4
        ports[1].write(b"welcome back")   # to where it is now
        assert wait_read(joiners[1]) == b"welcome back"
        for p in ports:
            p.close()
        host_on(PORT + 2).close()   # the last port closed the socket: bound afresh
    finally:
        for j in joiners:
            j.close()


def test_another_handheld_takes_a_seat_only_once_its_own_is_silent():
    host = host_on(PORT + 12)
    port = host.port(0)   # a board game: one seat, the one port handed out
    first = joiner(PORT + 12, 1)
    stranger = joiner(PORT + 12, 2)
    try:
        first.write(b"mine")
        assert wait_read(port) == b"mine"
        host.clock.advance(SILENT_MS - 100)
        first.write(b"still here")   # heard: its seat is its own for SILENT_MS more
        assert wait_read(port) == b"still here"
        host.clock.advance(SILENT_MS - 100)
        stranger.write(b"let me in")
        assert wait_read(port, 40) is None and host.stray == 1
        assert host.ports[1].read() is None   # nor one of the ports no game reads
        first.close()   # gone (switched off, or out of the lobby)
        first = None
        stranger.close()   # nor from the address the seat's handheld used
        stranger = joiner(PORT + 12, 1, handheld=2)
        stranger.write(b"from its address")
        assert wait_read(port, 40) is None and host.stray == 2
        host.clock.advance(100)   # silent SILENT_MS
        stranger.write(b"let me in now")
        assert wait_read(port) == b"let me in now"
        port.write(b"welcome")
        assert wait_read(stranger) == b"welcome"
        first = joiner(PORT + 12, 3, handheld=1)   # the first back: the seat is taken now
        first.write(b"mine again?")
        assert wait_read(port, 40) is None and host.stray == 3
    finally:
        port.close()
        for j in (first, stranger):
            if j is not None:
                j.close()


def test_a_stranger_s_datagrams_after_the_seat_s_own_in_one_read_take_no_seat():
    """The host busy a while (its clock past SILENT_MS since the seat was heard): what
    waited on its socket is read whole, the seat's own handheld heard before another
    handheld may take its seat."""
    host = host_on(PORT + 15)
    port = host.port(0)
    first = joiner(PORT + 15, 1)
    stranger = joiner(PORT + 15, 2)
    try:
        first.write(b"mine")
        assert wait_read(port) == b"mine"
        host.clock.advance(SILENT_MS * 2)
        stranger.write(b"me first")
        first.write(b"still here")
        import time
        time.sleep(0.05)   # both on the socket before the host reads
        assert wait_read(port) == b"still here" and host.stray == 1
    finally:
        port.close()
        first.close()
        stranger.close()


def test_a_board_game_s_one_port_closed_frees_the_socket():
    host = host_on(PORT + 5)
    host.port(0).close()   # tic-tac-toe or Connect Four: one joiner, one port
    host_on(PORT + 5).close()   # its next game binds the same port


def test_a_second_host_on_the_port_is_told_in_a_sentence_to_join():
    """Two handhelds hosting on one computer (two windows of the simulator): the second's
    socket finds the port taken, and says what to do, not an errno."""
    host = host_on(PORT + 20)
    try:
        try:
            host_on(PORT + 20)
            raise AssertionError("two hosts on one port")
        except OSError as e:
            assert e.args == (IN_USE,)
        host.close()
        host = host_on(PORT + 20)   # the port free again: the socket it failed to bind is
    finally:                        # closed, nothing held
        host.close()


def test_a_seat_is_kept_for_its_joiner_through_the_host_s_reset():
    host = host_on(PORT + 10)
    ports = [host.port(peer) for peer in range(JOINERS)]
    joiners = [joiner(PORT + 10, n) for n in (1, 2)]
    try:
        for j in joiners:
            j.write(b"hello")
        assert [wait_read(p) for p in ports[:2]] == [b"hello", b"hello"]
        who = [p.who for p in ports]
        assert who[2] is None and who[0] != who[1]
        host.close()   # reset: a new socket, the seats from the game's save
        host = host_on(PORT + 10)
        ports = [host.port(peer) for peer in range(JOINERS)]
        for p, handheld in zip(ports, who[:2]):
            p.expect(handheld)
        joiners[0].close()   # the first joiner reset too: back from another port
        joiners[0] = joiner(PORT + 10, 3, handheld=1)
        joiners[1].write(b"heard first")   # still to its own seat, not the first free one
        joiners[0].write(b"heard second")
        assert wait_read(ports[1]) == b"heard first"
        assert wait_read(ports[0]) == b"heard second"
        ports[0].write(b"back")
        assert wait_read(joiners[0]) == b"back"
    finally:
        host.close()
        for j in joiners:
            j.close()


def test_the_channel_runs_over_udp():
    import time
    host, join = ports(PORT + 1)
    clock = VirtualClock()
    ends = (Channel(host, clock, HOST, 5, "v1"), Channel(join, clock, JOIN, 6, "v1"))
    got = []
    try:
        for step in range(300):
            if step == 10:
                ends[1].send(DATA, b"over the air")
            for end in ends:
                end.poll(clock.ticks_ms())
            msg = ends[0].receive()
            if msg:
                got.append(msg)
                break
            clock.advance(20)
            time.sleep_ms(2) if hasattr(time, "sleep_ms") else time.sleep(0.002)
        assert ends[0].up() and ends[1].up()
        assert got == [(DATA, b"over the air")]
    finally:
        host.close()
        join.close()


def test_a_joiner_s_new_socket_from_another_port_is_its_channel_again():
    """A joiner switched off and on mid-game (its socket closed, a new one from another
    port, a new handshake number): the host's channel on that seat hears its handshake,
    counts a join and is up again; the game's messages flow both ways."""
    import time
    host = host_on(PORT + 14)
    port = host.port(0)
    clock = VirtualClock()
    join = joiner(PORT + 14, 1)
    ends = [Channel(port, clock, HOST, 5, "v1"), Channel(join, clock, JOIN, 6, "v1")]

    def until(done):
        for _ in range(300):
            for end in ends:
                end.poll(clock.ticks_ms())
            if done():
                return True
            clock.advance(20)
            time.sleep_ms(2) if hasattr(time, "sleep_ms") else time.sleep(0.002)
        return False

    try:
        assert until(lambda: ends[0].up() and ends[1].up())
        join.close()   # switched off: no BYE
        assert until(lambda: ends[0].state == LOST)
        join = joiner(PORT + 14, 2, handheld=1)   # on again: another port, a new nonce
        ends[1] = Channel(join, clock, JOIN, 7, "v1")
        assert until(lambda: ends[0].up() and ends[1].up())
        assert ends[0].joins == 2 and host.stray == 0
        ends[0].send(DATA, b"the game again")
        ends[1].send(DATA, b"my move")
        got = [[], []]

        def both():
            for i in (0, 1):
                msg = ends[i].receive()
                if msg:
                    got[i].append(msg)
            return got[0] and got[1]
        assert until(both)
        assert got == [[(DATA, b"my move")], [(DATA, b"the game again")]]
    finally:
        port.close()
        join.close()
