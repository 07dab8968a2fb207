"""The link cable's UART between two Picos (or two emulated ones, UARTs crossed), measured on
the devices themselves in device time (time.ticks_us). Start the echo on one, then the ping on
the other:

    mpremote connect PORT_B exec "ROLE = 'echo'" run bench/device_link.py
    mpremote connect PORT_A exec "ROLE = 'ping'" run bench/device_link.py

The ping side sends frames of SIZES bytes, ROUNDS of each, and times each until the other side
has sent every byte back (a round trip: two passes over the wire and one turn-round on each
side); then BULK bytes at once, both ways at the same time (throughput). It prints min /
median / max per size, the time the bytes alone take on the wire at BAUD (10 bits a byte), the
bytes that came back wrong or not at all, and the heap the UART and its buffers take. The echo
side stops after IDLE_MS without a byte once something came. UART0 on GP0 (TX) / GP1 (RX)
unless UART_ID / TX / RX / BAUD are set the same way before `run`.

The link's own protocol (firmware/link/channel.py over hal/pico.py's UartPort, the
/board.json "link" settings; after `make deploy`): ROLE = 'join' on one, then ROLE = 'host'
on the other. Both poll every FRAME_MS as the app does; the host sends MESSAGES messages of
PAYLOAD bytes one after the other, the join sends each back as a message of its own: the
time from send() to the answer in the host's inbox (two messages, each with its ack on the
way), the time a poll takes (idle, and with frames to read), the handshake, and the
channel's counts (resends, duplicates, junk bytes). Then both keep polling for HOLD_MS and
print every change of the link's state with its ticks_ms (cut the cable meanwhile)."""
import gc
import time

from machine import UART, Pin

g = globals()
ROLE = g.get("ROLE", "ping")
UART_ID = g.get("UART_ID", 0)
TX = g.get("TX", 0)
RX = g.get("RX", 1)
BAUD = g.get("BAUD", 115200)
SIZES = g.get("SIZES", (1, 8, 16, 32, 64))
ROUNDS = g.get("ROUNDS", 15)
BULK = g.get("BULK", 2048)
IDLE_MS = g.get("IDLE_MS", 3000)
WAIT_MS = 500  # a ping frame not back by then is counted lost


def spread(values):
    if not values:
        return "none"
    values = sorted(values)
    return "%.2f / %.2f / %.2f ms" % (values[0] / 1000, values[len(values) // 2] / 1000,
                                      values[-1] / 1000)


def open_uart():
    gc.collect()
    before = gc.mem_free()
    uart = UART(UART_ID, BAUD, tx=Pin(TX), rx=Pin(RX))
    gc.collect()
    return uart, before - gc.mem_free()


def echo(uart):
    """Everything that comes in goes back out, until IDLE_MS without a byte."""
    buf = bytearray(256)
    seen, last = 0, time.ticks_ms()
    while seen == 0 or time.ticks_diff(time.ticks_ms(), last) < IDLE_MS:
        n = uart.readinto(buf) if uart.any() else 0
        if n:
            uart.write(memoryview(buf)[:n])
            seen += n
            last = time.ticks_ms()
    print("echoed", seen, "bytes")


def trip(uart, frame, back):
    """Send frame, read len(frame) bytes into back; microseconds taken and bytes come back
    (fewer than len(frame) if WAIT_MS passed since the start)."""
    start = time.ticks_us()
    sent = got = 0
    mv, out = memoryview(back), memoryview(frame)
    while got < len(frame):
        if sent < len(frame):  # 32 B at a time, reading between, so the echo never overflows
            sent += uart.write(out[sent:sent + 32])
        if uart.any():
            got += uart.readinto(mv[got:len(frame)])
        elif time.ticks_diff(time.ticks_us(), start) > WAIT_MS * 1000:
            break
    return time.ticks_diff(time.ticks_us(), start), got


def ping(uart):
    back = bytearray(max(SIZES + (BULK,)))
    while trip(uart, b"\x55", back)[1] < 1:  # until the echo answers
        pass
    time.sleep_ms(20)
    while uart.any():
        uart.read()
    for size in SIZES:
        frame = bytes((i * 37 + size) & 0xFF for i in range(size))
        times, lost, wrong = [], 0, 0
        for _ in range(ROUNDS):
            us, got = trip(uart, frame, back)
            if got < size:
                lost += 1
                time.sleep_ms(50)
                while uart.any():
                    uart.read()
                continue
            times.append(us)
            wrong += sum(1 for i in range(size) if back[i] != frame[i])
        print("%3d B round trip: %s (%d rounds; wire alone 2 x %.2f ms; lost %d, wrong bytes %d)"
              % (size, spread(times), len(times), size * 10000 / BAUD, lost, wrong))
    frame = bytes(i & 0xFF for i in range(BULK))
    us, got = trip(uart, frame, back)
    print("%d B at once, echoed as they come: %.1f ms, %d B/s each way (the wire's most: %d)"
          % (BULK, us / 1000, got * 1000000 // us, BAUD // 10))


FRAME_MS = 20       # the app's frame (firmware/app.py)
MESSAGES = g.get("MESSAGES", 30)
PAYLOAD = g.get("PAYLOAD", 2)   # a board game's move: a column, a cell
HOLD_MS = g.get("HOLD_MS", 0)
STATES = ("connecting", "up", "lost", "refused", "closed")


def channel_bench(host):
    import os

    from firmware.link.channel import DATA, HOST, JOIN, Channel
    from hal import config, pico
    gc.collect()
    before = gc.mem_free()
    port = pico.UartPort(config.load()["link"])
    chan = Channel(port, time, HOST if host else JOIN, int.from_bytes(os.urandom(4), "little"),
                   "bench")
    gc.collect()
    print("channel + port: %d B of heap" % (before - gc.mem_free()))
    start = time.ticks_ms()
    state, trips, idle, busy = None, [], [], []
    sent_at, sent, done_at = None, 0, None
    payload = bytes(range(PAYLOAD))
    while True:
        now = time.ticks_ms()
        if state != chan.state:
            state = chan.state
            print("%d ms: %s" % (time.ticks_diff(now, start), STATES[state]))
        t0 = time.ticks_us()
        waiting = port.uart.any()
        chan.poll(now)
        (busy if waiting else idle).append(time.ticks_diff(time.ticks_us(), t0))
        msg = chan.receive()
        if msg is not None:
            if host:
                trips.append(time.ticks_diff(time.ticks_us(), sent_at))
                sent_at = None
            else:
                chan.send(msg[0], msg[1])
        if host and chan.up() and sent_at is None and sent < MESSAGES:
            chan.send(DATA, payload)
            sent_at = time.ticks_us()
            sent += 1
        got = len(trips) if host else chan.in_seq
        if done_at is None and got >= MESSAGES:
            done_at = now
        if done_at is not None and time.ticks_diff(now, done_at) >= HOLD_MS + 500:
            break
        time.sleep_ms(max(0, FRAME_MS - time.ticks_diff(time.ticks_ms(), now)))
    if host:
        print("%d B messages, send to the answer back: %s (%d)"
              % (PAYLOAD, spread(trips), len(trips)))
    print("poll, nothing come: %s (%d); frames come: %s (%d)"
          % (spread(idle), len(idle), spread(busy), len(busy)))
    print("resent %d, duplicates %d, junk bytes %d, bad frames %d, foreign %d" %
          (chan.resent, chan.dupes, chan.junk, chan.bad, chan.foreign))
    chan.close()


def main():
    if ROLE in ("host", "join"):
        channel_bench(ROLE == "host")
        return
    uart, cost = open_uart()
    print("UART%d %d baud on TX GP%d / RX GP%d: %d B of heap" % (UART_ID, BAUD, TX, RX, cost))
    if ROLE == "echo":
        echo(uart)
    else:
        ping(uart)


main()
