# runs-on: micropython
"""The link over the air (hal/link_air.py): the same UDP port code the Pico W runs, on this
machine's sockets (localhost): datagrams both ways, the host answering whoever joined, and
the channel's handshake and messages over it. The radio itself (radio()) is not emulated."""
from firmware.link.channel import DATA, HOST, JOIN, Channel
from hal.link_air import UdpPort
from sim.clock import VirtualClock

PORT = 47145


def ports(port):
    host = UdpPort(None, port, "127.0.0.1")
    return host, UdpPort("127.0.0.1", port, "127.0.0.1")


def wait_read(port):
    import time
    for _ in range(200):
        data = port.read()
        if data:
            return data
        time.sleep_ms(5) if hasattr(time, "sleep_ms") else time.sleep(0.005)
    return None


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
