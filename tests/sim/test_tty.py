"""The terminal front end: key decoding, half-block rendering of a known frame, and the whole
`python -m sim --tty` loop driven through a pseudo-terminal."""
import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time

from hal.buttons import A, B, DOWN, LEFT, RIGHT, UP
from sim import render
from sim.keys import HOLD_MS
from sim.realtime import LONG_HOLD_MS
from sim.tty import HELP, QUIT, decode_keys, frame_lines, view

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_decode_keys():
    assert decode_keys("\x1b[A\x1b[B\x1bOC\x1b[Dz\rx\x7f") == [
        (UP, HOLD_MS), (DOWN, HOLD_MS), (RIGHT, HOLD_MS), (LEFT, HOLD_MS), (A, HOLD_MS),
        (A, HOLD_MS), (B, HOLD_MS), (B, HOLD_MS)]
    assert decode_keys("pX") == [(B, LONG_HOLD_MS), (B, LONG_HOLD_MS)]
    assert decode_keys("\x1b[15~k\x1b[1;5Az") == [(A, HOLD_MS)]  # F5, 'k', Ctrl-Up ignored
    assert decode_keys("q") == [QUIT] and decode_keys("\x1b") == [QUIT]
    assert decode_keys("") == []


def known_bitmap():
    """Top-left pixel, a 2x2 block at (4, 2), and the bottom row of column 127 lit."""
    bitmap = bytearray(128 * 64)
    for x, y in ((0, 0), (4, 2), (5, 2), (4, 3), (5, 3), (127, 63), (2, 1)):
        bitmap[y * 128 + x] = 1
    return bitmap


def test_halfblock_rendering_of_a_known_frame():
    lines = render.halfblock_lines(known_bitmap())
    assert len(lines) == 32 and all(len(line) == 128 for line in lines)
    assert lines[0][:6] == "\u2580 \u2584   "
    assert lines[1][:6] == "    \u2588\u2588"
    assert lines[31][127] == "\u2584" and lines[31][:127] == " " * 127
    assert all(line == " " * 128 for line in lines[2:31])


def test_braille_rendering_of_a_known_frame():
    lines = render.braille_lines(known_bitmap())
    assert len(lines) == 16 and all(len(line) == 64 for line in lines)
    # (0,0) dot 1, (2,1) in the second cell dot 2; the 2x2 block at (4,2): dots 3, 6, 7, 8
    assert lines[0][:4] == "\u2801\u2802\u28e4\u2800"
    assert lines[15][63] == "\u2880" and lines[15][:63] == "\u2800" * 63


def test_frame_is_boxed():
    lines = frame_lines(known_bitmap())
    assert len(lines) == 34 and all(len(line) == 130 for line in lines)
    assert lines[0][0] == "\u250c" and lines[33][-1] == "\u2518"
    assert lines[1] == "\u2502" + render.halfblock_lines(known_bitmap())[0] + "\u2502"


def test_the_view_follows_the_terminal_size():
    bitmap = known_bitmap()
    lines, status = view(os.terminal_size((130, 35)), bitmap)
    assert lines == frame_lines(bitmap) and status == HELP
    lines, status = view(os.terminal_size((80, 24)), bitmap)
    assert lines == frame_lines(bitmap, True) and status == HELP
    assert len(lines) <= 24 - 1 and all(len(line) <= 80 for line in lines)
    for size in ((65, 40), (200, 18), (20, 5)):   # too narrow or too short: no picture
        lines, status = view(os.terminal_size(size), bitmap)
        assert lines == [] and status.startswith("terminal %dx%d: 66x19 needed" % size)


def read_until_quiet(fd, quiet_s=0.4, limit_s=10):
    out = b""
    end = time.time() + limit_s
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], quiet_s)
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    return out.decode("utf-8", "replace")


def last_frame(output):
    """The glass rows of the last frame drawn (32 text rows between the box lines)."""
    frame = output.rsplit("\x1b[H", 1)[1]
    rows = [line.replace("\x1b[K", "") for line in frame.split("\r\n")]
    return [row[1:129] for row in rows[1:33]]


def test_tty_front_end_in_a_pseudo_terminal():
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 140, 0, 0))
    env = dict(os.environ, PYTHONPATH=ROOT, TERM="xterm")
    proc = subprocess.Popen([sys.executable, "-m", "sim", "--tty", "--app",
                             "tests.sim.fake_app:CursorApp"], cwd=ROOT, env=env,
                            stdin=slave, stdout=slave, stderr=slave, close_fds=True)
    os.close(slave)
    try:
        first = read_until_quiet(master, quiet_s=1.0)
        rows = last_frame(first)
        assert rows[0][:8] == "\u2588\u2580\u2580\u2580\u2580\u2580\u2580\u2588"  # cursor box
        assert "q quit" in first and "130x35 needed" not in first
        os.write(master, b"\x1b[Cz")  # RIGHT then A: the cursor moves and is filled
        rows = last_frame(read_until_quiet(master))
        assert rows[0][:16] == " " * 8 + "\u2588" * 8 and rows[3][8:16] == "\u2588" * 8
        fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        resized = read_until_quiet(master)  # 80x24: the same screen in braille, 2x4 a dot
        assert "\x1b[2J" in resized and "needed" not in resized
        small = [row[1:65] for row in resized.rsplit("\x1b[H", 1)[1].split("\r\n")[1:17]]
        assert small[0][4:8] == "\u28ff\u28ff\u28ff\u28ff"  # the filled box, cols 8-15
        assert small[0][:4] == "\u2800" * 4
        fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 16, 60, 0, 0))
        tiny = read_until_quiet(master).rsplit("\x1b[2J", 1)[1]   # since the resize
        assert "terminal 60x16: 66x19 needed" in tiny
        assert not any(0x2500 <= ord(c) <= 0x28ff for c in tiny)   # no box, blocks, braille
        os.write(master, b"q")
        assert proc.wait(timeout=10) == 0
        assert "\x1b[?25h" in read_until_quiet(master)  # cursor shown again on exit
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)


def test_sigterm_restores_the_terminal_and_writes_the_recording(tmp_path):
    import signal
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 140, 0, 0))
    gif = tmp_path / "run.gif"
    env = dict(os.environ, PYTHONPATH=ROOT, TERM="xterm")
    proc = subprocess.Popen([sys.executable, "-m", "sim", "--tty", "--record", str(gif),
                             "--app", "tests.sim.fake_app:CursorApp"], cwd=ROOT, env=env,
                            stdin=slave, stdout=slave, stderr=slave, close_fds=True)
    try:
        read_until_quiet(master, quiet_s=1.0)
        before = termios.tcgetattr(slave)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=10) == 0
        assert "\x1b[?25h" in read_until_quiet(master)
        assert termios.tcgetattr(slave)[3] & termios.ICANON  # cooked mode again
        assert not before[3] & termios.ICANON
        assert gif.exists()
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)
        os.close(slave)
