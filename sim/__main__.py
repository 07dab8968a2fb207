"""The simulator's command line (DESIGN.md section 4):

    python -m sim                  window (pygame); falls back to the terminal without a display
    python -m sim --tty            the glass in the terminal (SSH, tmux): half blocks or braille
    python -m sim --headless --seed 7 --keys "DOWN DOWN A wait:500 A wait:1500 B:1200" \
        --ascii --png shot.png     Connect Four's setup page, B held: the pause menu
    python -m sim --board '{"display": "sh1106", "flip": true}'    another display (or a file)
    python -m sim --game connect4 --link host    (and --link join in another terminal)

--ascii / --png show the final screen in every mode; --record FILE.gif / --record-dir DIR
record every changed screen with its virtual-time duration.
"""
import argparse
import json
import os
import sys

from hal import config
from hal.config import ConfigError

from sim.board import SimBoard
from sim.keys import parse_keys

APP = "firmware.app:App"
LINK_PORT = 47345  # --link: two simulators on one computer
BOOT_MS = 1600  # headless: virtual time before the keys, past the 1.2 s splash and the
# launcher's guard (app.GUARD_MS: a press in its first 0.3 s on the glass does nothing)


def parse_args(argv):
    p = argparse.ArgumentParser(prog="python -m sim", description="Pico Parlor simulator")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--headless", action="store_true", help="no window: script with --keys")
    mode.add_argument("--tty", action="store_true",
                      help="draw in the terminal (SSH, tmux): half blocks in 130x35 or more, "
                           "braille (2x4 pixels a character) down to 66x19, e.g. 80x24; "
                           "smaller, only the size it needs")
    p.add_argument("--seed", type=int, help="random seed (headless default 1, else random)")
    p.add_argument("--keys", default="",
                   help='headless script: "UP DOWN LEFT RIGHT A B", NAME:ms holds, wait:ms')
    p.add_argument("--boot", type=int, default=BOOT_MS, metavar="MS",
                   help="headless: virtual ms the app runs before the keys (default %d; "
                        "0 to script the splash too)" % BOOT_MS)
    p.add_argument("--ascii", action="store_true", help="print the final screen as # and .")
    p.add_argument("--png", metavar="FILE", help="save the final screen as PNG")
    p.add_argument("--scale", type=int, default=1, help="pixel size in PNG/GIF files")
    p.add_argument("--state", metavar="DIR",
                   help="saved data folder (default: a fresh temp one, removed at exit)")
    p.add_argument("--game", metavar="NAME",
                   help="start straight in a game (its saved one in --state, if any)")
    p.add_argument("--record", metavar="FILE.gif", help="record every screen to a GIF")
    p.add_argument("--record-dir", metavar="DIR", help="record every screen as numbered PNGs")
    p.add_argument("--board", metavar="JSON|FILE",
                   help="a /board.json for the simulated board: the display module it names is "
                        "fitted (e.g. '{\"display\": \"sh1106\", \"bus\": \"spi\", ...}')")
    p.add_argument("--hardware-check", action="store_true",
                   help="start in the hardware check, as holding A at power-up does")
    p.add_argument("--link", choices=("host", "join"),
                   help="link this simulator to others on this computer (UDP on localhost, "
                        "port %d; up to three join a Hearts host): with --game, start in "
                        "that game's linked lobby; else choose Link on a game's title card"
                        % LINK_PORT)
    p.add_argument("--app", default=APP, metavar="MODULE:CLASS", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.keys and not args.headless:
        p.error("--keys needs --headless")
    try:
        parse_keys(args.keys)
    except ValueError as e:
        p.error(str(e))
    if args.scale < 1:
        p.error("--scale must be at least 1")
    if args.game is not None and args.app == APP:
        from firmware.games import GAMES
        names = [g[0] for g in GAMES]
        if args.game not in names:
            p.error("unknown game %r (games: %s)" % (args.game, ", ".join(names)))
    try:
        args.board = board_overrides(args.board)
    except ConfigError as e:
        p.error("--board: %s" % e)
    return args


def board_overrides(text):
    """The overrides of --board: inline JSON, or a file's; {} without it."""
    if not text:
        return {}
    if text.lstrip().startswith("{"):
        try:
            return json.loads(text)
        except ValueError:
            raise ConfigError("not valid JSON")
    if not os.path.exists(text):
        raise ConfigError("%s: no such file" % text)
    return config.read(text)


def load_app(spec):
    module, _, name = spec.partition(":")
    return getattr(__import__(module, None, None, [name]), name)


def report_chip(chip, out):
    if chip.error_count:
        out.write("sim: the %s model saw %d malformed or unknown command(s): %s\n"
                  % (chip.NAME, chip.error_count, "; ".join(chip.errors[:5])))


def _stop(signum, frame):
    raise KeyboardInterrupt  # unwinds like Ctrl-C: terminal restored, recording written


def interactive(args, board, app):
    import signal
    from sim import tty, window
    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), _stop)
    if not args.tty:
        reason = None if window.has_display() else "no DISPLAY or WAYLAND_DISPLAY"
        if reason is None:
            try:
                win = window.Window()
            except RuntimeError as e:
                reason = str(e)
        if reason is None:
            window.run(board, app, win)
            return 0
        sys.stderr.write("sim: %s: using the terminal (--tty)\n" % reason)
    if not sys.stdin.isatty():
        sys.stderr.write("sim: stdin is not a terminal: use --headless --keys ...\n")
        return 2
    tty.run(board, app)
    return 0


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    seed = args.seed
    if seed is None:
        seed = 1 if args.headless else int.from_bytes(os.urandom(3), "little")
    if args.state:
        # one folder, one name (--state j, ./j/): the handheld's id over the air (--link)
        args.state = os.path.realpath(args.state)
        os.makedirs(args.state, exist_ok=True)
    try:
        board = SimBoard(seed=seed, state_dir=args.state, board=args.board,
                         hardware_check=args.hardware_check)
    except ConfigError as e:
        sys.stderr.write("sim: board: %s\n" % e)
        return 2
    from sim.render import Brightness
    brightness = Brightness()   # (--png: a dimmed glass grey, as a recording's: review 63)
    board.watchers.append(brightness.watch)
    recorder = None
    if args.record or args.record_dir:
        from sim.record import Recorder
        recorder = Recorder(args.record, args.record_dir, args.scale)
        board.watchers.append(recorder.capture)
    status = 0
    extra = {}
    if args.link:
        from hal.link_air import JOINERS
        from sim.link import Air, handheld_id
        board.link_port = Air(LINK_PORT, handheld_id(board), board.clock)
        board.link_peers = JOINERS   # a host's seats, as on a Pico W: Hearts for up to four
        extra["link_role"] = 0 if args.link == "host" else 1
    try:
        app = load_app(args.app)(board, game=args.game, **extra)
        if args.headless:
            board.run(app, args.boot)
            board.play_keys(app, args.keys)
        else:
            status = interactive(args, board, app)
    except KeyboardInterrupt:
        pass
    finally:
        if recorder is not None:
            recorder.close(board)
    if args.ascii:
        sys.stdout.write("\n".join(board.chip.glass_rows()) + "\n")
    if args.png:
        from sim.render import image
        image(board.chip.glass_bitmap(), args.scale,
              brightness.lit(board.chip.contrast)).save(args.png)
    report_chip(board.chip, sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
