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
unless UART_ID / TX / RX / BAUD are set the same way before `run`."""
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


def main():
    uart, cost = open_uart()
    print("UART%d %d baud on TX GP%d / RX GP%d: %d B of heap" % (UART_ID, BAUD, TX, RX, cost))
    if ROLE == "echo":
        echo(uart)
    else:
        ping(uart)


main()
