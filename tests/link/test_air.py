# runs-on: micropython
"""The link over the air (hal/link_air.py): the same UDP port code the Pico W runs, on this
machine's sockets (localhost): datagrams both ways, the host's one socket a port per joiner
(each joiner's datagrams routed by its address, first come first seat, a stranger or an
empty datagram dropped and counted), and the channel's handshake and messages over it. The
radio itself (radio()) is not emulated."""
import os

from firmware.link.channel import DATA, HOST, JOIN, Channel
from hal.link_air import JOINERS, UdpHost, UdpPort, address
from sim.clock import VirtualClock
from tests.util import wait_read

PORT = 47145 + int(os.getenv("PP_PORT_BASE") or 0)   # a worker's own (tests/conftest.py)
LOCAL = "127.0.0.1"


def ports(port):
    host = UdpHost(port, LOCAL)
    return host.port(0), UdpPort(LOCAL, port, LOCAL)


def joiner(port, n):
    """A joiner from its own address: localhost, port + n."""
    return UdpPort(LOCAL, port, LOCAL, port + n)


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
    host = UdpHost(PORT + 2, LOCAL)
    ports = [host.port(peer) for peer in range(JOINERS)]
    joiners = [joiner(PORT + 2, n) for n in (3, 1, 2, 4)]   # the 4th: no seat is left
    try:
        for n, j in enumerate(joiners):
            j.write(b"hello from %d" % n)
        assert [wait_read(p) for p in ports] == [b"hello from %d" % n for n in range(3)]
        assert host.stray == 1   # the 4th address's datagram
        for n, p in enumerate(ports):
            p.write(b"to %d" % n)
        assert [wait_read(j) for j in joiners[:3]] == [b"to 0", b"to 1", b"to 2"]
        joiners[1].close()   # reset, back from the same address: the same seat
        joiners[1] = joiner(PORT + 2, 1)
        joiners[1].write(b"back")
        joiners[3].write(b"still no seat")
        joiners[0].sock.sendto(b"", address(LOCAL, PORT + 2))   # empty: junk
        assert wait_read(ports[1]) == b"back"
        assert ports[0].read() is None and ports[2].read() is None
        assert host.stray == 3
        ports[1].write(b"welcome back")
        assert wait_read(joiners[1]) == b"welcome back"
        for p in ports:
            p.close()
        UdpHost(PORT + 2, LOCAL).close()   # the last port closed the socket: bound afresh
    finally:
        for j in joiners:
            j.close()


def test_a_board_game_s_one_port_closed_frees_the_socket():
    host = UdpHost(PORT + 5, LOCAL)
    host.port(0).close()   # tic-tac-toe or Connect Four: one joiner, one port
    UdpHost(PORT + 5, LOCAL).close()   # its next game binds the same port


def test_a_seat_is_kept_for_its_joiner_through_the_host_s_reset():
    host = UdpHost(PORT + 10, LOCAL)
    joiners = [joiner(PORT + 10, n) for n in (1, 2)]
    try:
        for j in joiners:
            j.write(b"hello")
        assert [wait_read(p) for p in host.ports[:2]] == [b"hello", b"hello"]
        who = [p.who for p in host.ports]
        assert who[2] is None and who[0] != who[1]
        host.close()   # reset: a new socket, the seats from the game's save
        host = UdpHost(PORT + 10, LOCAL)
        for p, address in zip(host.ports, who[:2]):
            p.expect(address)
        joiners[1].write(b"heard first")   # still to its own seat, not the first free one
        joiners[0].write(b"heard second")
        assert wait_read(host.ports[1]) == b"heard first"
        assert wait_read(host.ports[0]) == b"heard second"
        host.ports[0].write(b"back")
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
