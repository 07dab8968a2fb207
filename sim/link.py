"""Linked boards in one process: N simulated boards, each running the whole app,
joined by simulated cables (board 1 hosts, the others join) or, with --air, by UDP sockets
on localhost (hal/link_air.py, the Pico W's code: the host's one socket serving every
joiner), stepped together in virtual time.

    python -m sim.link --boards 2 --game connect4 --seed 7 \\
        --keys "1:A wait:900 2:LEFT 2:A wait:900" --ascii --png-dir /tmp/link --wire-log wire.txt

--game starts every board straight in a linked game with the default setup, as `python -m
sim --game` does: the host deals as soon as the other board has joined. --keys: KEYS_HELP
below. --ascii prints each board's final glass (64 lines of 128 # and .) in board order (a
board switched off: dark); --wire-log records every byte each way."""
import argparse
import os
import sys

from sim.board import SimBoard
from sim.cable import Cable
from sim.clock import VirtualClock
from sim.keys import GAP_MS, parse_keys

BOOT_MS = 1500    # as python -m sim: past the splash (here: the link's handshake)
SLICE_MS = 5      # the boards take turns this often: a frame's bytes arrive within it
LINKED_BOARDS = 2  # head to head; Hearts up to MAX_BOARDS (the host a port per joiner)
MAX_BOARDS = 4
# the host's (a joiner's: any free one, another each time it is switched on); PP_PORT_BASE
# moves it (each worker of `make test` its own ports: tests/conftest.py)
AIR_PORT = 47245 + int(os.getenv("PP_PORT_BASE") or 0)
LOCAL = "127.0.0.1"
KEYS_HELP = ("N:NAME presses NAME (UP DOWN LEFT RIGHT A B) on board N, held 80 ms or "
             "N:NAME:ms; wait:ms lets time pass; cut and mend pull every cable out and put "
             "it back, cut:N and mend:N only board N's cable (N a joiner: 2-4); off:N switches "
             "board N off, on:N on again (its app starts afresh on its saved data, resuming "
             "the linked game; with none saved, switched off at the deal, in --game's "
             "linked game as at the start)")


class Air:
    """A board's link_port over UDP on this computer, through hal/link_air.py as the Pico W
    has it: the host's one socket on port, a port per joiner (link_port(0, peer)); a
    joiner's socket on any free port sending to it, known to the host by ident (the
    board's handheld_id); clock: the board's. off() closes what is open (the board
    switched off: its socket gone, no BYE)."""

    def __init__(self, port, ident, clock):
        self.port = port
        self.ident = ident
        self.clock = clock
        self.sock = None   # the UdpHost or UdpPort opened last

    def __call__(self, role, peer=0):
        from hal.link_air import UdpHost, UdpPort
        if role:
            self.sock = UdpPort(LOCAL, self.port, self.ident, LOCAL)
            return self.sock
        if peer == 0:
            self.sock = UdpHost(self.port, self.clock, LOCAL)
        return self.sock.port(peer)

    def off(self):
        if self.sock is not None:
            self.sock.close()
            self.sock = None


def handheld_id(board):
    """A simulated handheld's id over the air (a Pico W's is its flash's unique id): from
    its saved data's folder, so a board switched on again, or a window opened again on the
    same --state, is the same handheld, whatever port its new socket gets."""
    import hashlib
    from hal.link_air import IDENT
    return hashlib.sha256(board.state_dir.encode()).digest()[:IDENT]


def parse_script(script, boards):
    """[(board index or None, button or None, ms, word)]: a press, a wait, or "cut"/"mend"/
    "off"/"on" (word; off and on name a board, cut and mend a joiner or None: every
    cable); ValueError names a bad token and says what --keys takes."""
    steps = []
    for token in script.split():
        try:
            steps.append(_step(token, boards))
        except ValueError as e:
            raise ValueError("bad --keys token %r: %s. --keys takes: %s" % (token, e,
                                                                            KEYS_HELP))
    return steps


def _step(token, boards):
    if token in ("cut", "mend"):
        return None, None, 0, token
    head, sep, rest = token.partition(":")
    if head in ("off", "on", "cut", "mend"):
        low = 2 if head in ("cut", "mend") else 1   # a cable is a joiner's (board 1 hosts)
        if not rest.isdigit() or not low <= int(rest) <= boards:
            raise ValueError("%s:N names a %s, %d..%d" % (
                head, "joiner's cable" if low == 2 else "board", low, boards))
        return int(rest) - 1, None, 0, head
    if head.isdigit():
        n = int(head)
        if not 1 <= n <= boards:
            raise ValueError("there is no board %d" % n)
        try:
            (button, ms), = parse_keys(rest)
        except ValueError:
            button = None
        if button is None:
            raise ValueError("board %d presses a button: UP DOWN LEFT RIGHT A B" % n)
        return n - 1, button, ms, None
    (button, ms), = _keys(token)
    if button is not None:
        raise ValueError("say which board, e.g. 1:%s" % token)
    return None, None, ms, None


def _keys(token):
    """sim.keys' parse of one press or wait, its complaint without its own preamble."""
    try:
        return parse_keys(token)
    except ValueError as e:
        raise ValueError(str(e).split(": ", 1)[-1])


class Linked:
    """N boards (board 0 the host) with their apps, linked, stepped together; game None:
    each starts at the launcher (the title card's Link hosts or joins)."""

    def __init__(self, boards, game, seed, air=False, state_dirs=None, log=None):
        from firmware.app import App
        start = 0
        self.game = game
        self.powered = [True] * boards
        self.boards = []
        self.cables = []
        for i in range(boards):
            board = SimBoard(seed=seed + i, clock=VirtualClock(start),
                             state_dir=state_dirs[i] if state_dirs else None)
            self.boards.append(board)
        host = self.boards[0]
        if air:   # the host's one socket (hal/link_air.py), a seat per joiner as on a Pico W
            from hal.link_air import JOINERS
            for board in self.boards:
                board.link_port = Air(AIR_PORT, handheld_id(board), board.clock)
            host.link_peers = JOINERS
        else:     # a cable per joiner, the host a port on each (hal/board.py)
            ports = [self._join(self.boards[i], i, log) for i in range(1, boards)]
            host.link_peers = len(ports)
            host.link_port = lambda role, peer=0: ports[peer](role)
        self.apps = [App(board, game=game, link_role=min(i, 1))
                     for i, board in enumerate(self.boards)]

    def _join(self, board, i, log):
        """Plug board i in by a cable: its link port; the host's end of it (a port maker)."""
        cable = Cable(None if log is None else lambda side, data: log(i, side, data))
        self.cables.append(cable)
        board.link_port = lambda role: cable.plug(1)
        return lambda role: cable.plug(0)

    def run(self, ms):
        while ms > 0:
            step = min(ms, SLICE_MS)
            for i, board in enumerate(self.boards):
                if self.powered[i]:
                    board.run(self.apps[i], step)
                else:
                    board.clock.advance(step)
            ms -= step

    def off(self, i):
        """Switch board i off: its app stops where it is (what it saved stays), its glass
        goes dark (the display controller loses power: reset), its socket over the air
        closed."""
        self.powered[i] = False
        self.boards[i].chip.reset()
        port = self.boards[i].link_port
        if isinstance(port, Air):
            port.off()

    def close(self):
        """The sockets over the air closed (a run's or a test's end); the glasses stay."""
        for board in self.boards:
            if isinstance(board.link_port, Air):
                board.link_port.off()

    def on(self, i):
        """Switch board i on again: a new board on its saved data and cable, a new app
        (which resumes a saved game, linked or not; with none saved, --game's linked game
        as at the start: switched off at the deal, before its first save, a joiner joins
        again and the host sends it its seat's hand)."""
        from firmware.app import App
        old = self.boards[i]
        board = SimBoard(seed=old.rng.next32(), clock=old.clock, state_dir=old.state_dir)
        board.link_port = old.link_port
        if i == 0:
            board.link_peers = old.link_peers
        self.boards[i] = board
        self.apps[i] = App(board, game=self.game, link_role=min(i, 1))
        self.powered[i] = True

    def deal(self):
        """Start the game on the host once every board has joined (--game)."""
        screen = self.apps[0].game.screen
        linked = getattr(screen, "linked", None)
        if linked is not None and screen.game is None and linked.can_start():
            linked.deal()

    def press(self, index, button, ms):
        pad = self.boards[index].pad
        pad.press(button)
        self.run(ms)
        pad.release(button)
        self.run(GAP_MS)

    def play(self, steps):
        for index, button, ms, word in steps:
            if word == "cut" or word == "mend":
                for cable in self.cables if index is None else self.cables[index - 1:index]:
                    if word == "cut":
                        cable.cut()
                    else:
                        cable.restore()
            elif word == "off":
                self.off(index)
            elif word == "on":
                self.on(index)
            elif button is None:
                self.run(ms)
            else:
                self.press(index, button, ms)


class WireLog:
    """Every byte each way, a line a write: virtual ms, which board sent to which, hex."""

    def __init__(self, path, clock):
        self.file = open(path, "w")
        self.clock = clock

    def __call__(self, cable, side, data):
        sender, receiver = (1, cable + 1) if side == 0 else (cable + 1, 1)
        self.file.write("%9d ms  %d>%d  %s\n" % (self.clock.elapsed_ms, sender, receiver,
                                                 " ".join("%02x" % b for b in data)))

    def close(self):
        self.file.close()


def parse_args(argv):
    about = __doc__.split("\n\n")[0].replace("\n", " ")  # the docstring's first paragraph
    p = argparse.ArgumentParser(prog="python -m sim.link", description=about)
    p.add_argument("--boards", type=int, default=2, help="how many boards (2; Hearts 2-4)")
    p.add_argument("--game", required=True, metavar="NAME", help="the linked game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--keys", default="", help='e.g. "1:A 2:LEFT wait:500 cut mend": '
                   + KEYS_HELP.replace("%", "%%"))
    p.add_argument("--boot", type=int, default=BOOT_MS, metavar="MS")
    p.add_argument("--ascii", action="store_true", help="print each board's final glass")
    p.add_argument("--png-dir", metavar="DIR", help="save board1.png, board2.png, ...")
    p.add_argument("--scale", type=int, default=1, help="pixel size in the PNGs")
    p.add_argument("--wire-log", metavar="FILE", help="record every byte each way")
    p.add_argument("--air", action="store_true",
                   help="UDP on localhost instead of cables (so cut and mend are refused)")
    args = p.parse_args(argv)
    from firmware.games import LINKED
    if args.game not in LINKED:
        p.error("%r is not linked (linked games: %s)" % (args.game, ", ".join(LINKED)))
    most = MAX_BOARDS if args.game == "hearts" else LINKED_BOARDS
    if not LINKED_BOARDS <= args.boards <= most:
        p.error("--boards %d: %s is played by 2%s linked boards" % (
            args.boards, args.game, "" if most == LINKED_BOARDS else " to %d" % most))
    if args.air and args.wire_log:
        p.error("--wire-log records the cable: not with --air")
    try:
        args.steps = parse_script(args.keys, args.boards)
    except ValueError as e:
        p.error(str(e))
    if args.air and any(step[3] in ("cut", "mend") for step in args.steps):
        p.error("cut and mend pull cables: not with --air")
    return args


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    log = WireLog(args.wire_log, None) if args.wire_log else None
    linked = Linked(args.boards, args.game, args.seed, args.air, log=log)
    if log is not None:
        log.clock = linked.boards[0].clock
    try:
        linked.run(args.boot)
        linked.deal()
        linked.play(args.steps)
    finally:
        linked.close()
        if log is not None:
            log.close()
    if args.ascii:
        for board in linked.boards:
            sys.stdout.write("\n".join(board.chip.glass_rows()) + "\n")
    if args.png_dir:
        from sim.render import image
        os.makedirs(args.png_dir, exist_ok=True)
        for i, board in enumerate(linked.boards):
            image(board.chip.glass_bitmap(), args.scale).save(
                os.path.join(args.png_dir, "board%d.png" % (i + 1)))
    for i, app in enumerate(linked.apps):
        link = app.game.ctx.link if app.game is not None else None
        if not linked.powered[i]:
            counts = "switched off"
        elif link is None:
            counts = "no link open (no linked game on it)"
        else:
            counts = "junk bytes %d, bad frames %d, resent %d" % (link.junk, link.bad,
                                                                  link.resent)
        sys.stderr.write("sim.link: board %d: %s\n" % (i + 1, counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
