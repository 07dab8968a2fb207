"""The terminal front end: the glass drawn with half-block characters (two pixel rows per
text row, 128x32 characters in a frame: a 130x35 terminal) or, in a smaller terminal such
as 80x24, with braille characters (2x4 pixels each, 64x16: a 66x19 terminal); smaller
still, it says only the size it needs. Keys read from raw stdin. Works over SSH and in tmux.
A terminal reports key presses but no releases, so each key is a short tap; 'p' or 'X'
holds B long enough for the pause menu. CPython, POSIX terminals."""
import os
import select
import sys

from hal.buttons import A, B, DOWN, LEFT, RIGHT, UP
from sim import render
from sim.keys import HOLD_MS
from sim.realtime import LONG_HOLD_MS, RealTime

QUIT = "quit"
HELP = "arrows move  z/Enter A  x/Backspace B  p/X long B (pause)  q quit"
_SEQUENCES = (  # longest first
    ("\x1b[A", UP), ("\x1b[B", DOWN), ("\x1b[C", RIGHT), ("\x1b[D", LEFT),
    ("\x1bOA", UP), ("\x1bOB", DOWN), ("\x1bOC", RIGHT), ("\x1bOD", LEFT),
)
_KEYS = {"z": A, "Z": A, "\r": A, "\n": A, " ": A, "x": B, "\x7f": B, "\x08": B}
_LONG_B = ("p", "P", "X")
_QUIT = ("q", "Q", "\x03")


def decode_keys(text):
    """[(button, hold_ms) or QUIT] for the characters a terminal sent; a lone Esc quits,
    unknown keys and escape sequences are ignored."""
    actions = []
    i = 0
    while i < len(text):
        for seq, button in _SEQUENCES:
            if text.startswith(seq, i):
                actions.append((button, HOLD_MS))
                i += len(seq)
                break
        else:
            ch = text[i]
            i += 1
            if ch == "\x1b":
                if i == len(text):
                    actions.append(QUIT)
                else:  # some other escape sequence (function keys...): skip it
                    while i < len(text) and not text[i].isalpha() and text[i] != "~":
                        i += 1
                    i += 1
            elif ch in _KEYS:
                actions.append((_KEYS[ch], HOLD_MS))
            elif ch in _LONG_B:
                actions.append((B, LONG_HOLD_MS))
            elif ch in _QUIT:
                actions.append(QUIT)
    return actions


HALF_SIZE = (130, 35)  # columns, lines: the half-block box and the key line
BRAILLE_SIZE = (66, 19)


def frame_lines(bitmap, braille=False):
    """The screen in a box: 130 columns by 34 rows, or in braille 66 by 18."""
    rows = render.braille_lines(bitmap) if braille else render.halfblock_lines(bitmap)
    bar = "\u2500" * len(rows[0])
    lines = ["\u250c" + bar + "\u2510"]
    lines.extend("\u2502" + line + "\u2502" for line in rows)
    lines.append("\u2514" + bar + "\u2518")
    return lines


def _fits(size, need):
    return size.columns >= need[0] and size.lines >= need[1]


def view(size, bitmap):
    """(lines, status line) for a terminal of size (os.terminal_size): the glass in half
    blocks or, smaller, in braille; smaller still only the size it needs, since a frame
    wider or taller than the terminal would wrap into a garbled picture."""
    if not _fits(size, BRAILLE_SIZE):
        return [], "terminal %dx%d: %dx%d needed (q quits)" % (
            (size.columns, size.lines) + BRAILLE_SIZE)
    return frame_lines(bitmap, not _fits(size, HALF_SIZE)), HELP


class Terminal:
    """Raw (cbreak) mode on stdin, hidden cursor; restores everything on exit."""

    def __init__(self, stdin=None, stdout=None):
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout
        self.fd = self.stdin.fileno()
        self._saved = None

    def __enter__(self):
        import termios
        import tty
        self._saved = termios.tcgetattr(self.fd)
        tty.setcbreak(self.fd)
        self.stdout.write("\x1b[?25l\x1b[2J")
        return self

    def __exit__(self, *exc):
        import termios
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self._saved)
        self.stdout.write("\x1b[0m\x1b[?25h\n")
        self.stdout.flush()
        return False

    def read(self, timeout_ms):
        """The characters typed within timeout_ms ("" if none), None once stdin is closed."""
        ready, _, _ = select.select([self.fd], [], [], timeout_ms / 1000.0)
        if not ready:
            return ""
        data = os.read(self.fd, 256)
        return data.decode("utf-8", "replace") if data else None

    def draw(self, lines, status):
        out = ["\x1b[H"]
        for line in lines:
            out.append(line)
            out.append("\x1b[K\r\n")
        out.append(status)
        out.append("\x1b[K")
        self.stdout.write("".join(out))
        self.stdout.flush()


def run(board, app):
    """Play until q / Esc / Ctrl-C."""
    clock = RealTime(board, app)
    seen = size = None
    with Terminal() as term:
        while True:
            clock.update()
            if os.get_terminal_size(term.fd) != size:  # resized: clear and draw again
                size = os.get_terminal_size(term.fd)
                term.stdout.write("\x1b[2J")
                seen = None
            if board.chip.transactions != seen:
                seen = board.chip.transactions
                term.draw(*view(size, board.chip.glass_bitmap()))
            typed = term.read(clock.wait_ms())
            if typed is None:  # the terminal went away (ssh hung up)
                return
            for i, action in enumerate(decode_keys(typed)):
                if action == QUIT:
                    return
                clock.tap(*action, together=i > 0)   # each key read is a press of its own
