"""PNGs of the key screens of every game, for review: each one played from a fresh board with
the keys a player would press (so they are the screens a player sees), on a fresh state.

    python -m sim.gallery DIR [--scale N] [--sheet]

writes DIR/NAME.png for every shot below (scale 4 by default) and, with --sheet, all of
them on one contact sheet, DIR/sheet.png. Each shot is the same as
`python -m sim --headless --seed SEED [--game GAME] --keys KEYS --png FILE`. CPython."""
import argparse
import os
import shutil
import sys
import tempfile

from sim.board import SimBoard
from sim.render import image

BOOT_MS = 1500  # sim/__main__.py's headless boot: past the splash

# (name, seed, game or None for the launcher, keys)
SHOTS = (
    ("launcher", 1, None, ""),
    ("title-card", 1, None, "A"),
    ("help-controls", 1, None, "A DOWN A"),
    ("help-page-2", 1, None, "A DOWN A RIGHT"),
    ("settings", 1, None, "UP UP A"),
    ("hardware-check", 1, None, "UP UP A DOWN DOWN DOWN DOWN A"),
    ("hardware-border", 1, None, "UP UP A DOWN DOWN DOWN DOWN A DOWN A A A A"),
    ("hardware-board", 1, None, "UP UP A DOWN DOWN DOWN DOWN A DOWN DOWN DOWN A"),
    ("pause-menu", 1, "tictactoe", "B:1200"),
    ("poker-bet", 1, "poker", ""),
    ("poker-hold", 1, "poker", "A wait:600 UP"),
    ("poker-draw-turning", 1, "poker", "A wait:600 DOWN"),
    ("poker-take-or-double", 1, None, "A A DOWN wait:800 UP wait:300 DOWN wait:1000"),
    ("poker-double-up", 1, None, "A A DOWN wait:800 UP wait:300 DOWN wait:1000 RIGHT A"),
    ("poker-double-result", 1, None,
     "A A DOWN wait:800 UP wait:300 DOWN wait:1000 RIGHT A RIGHT A wait:1000"),
    ("poker-coach", 1, "poker", "UP A B A wait:600 DOWN wait:800"),
    ("poker-pays", 1, "poker", "UP"),
    ("tictactoe-setup", 1, "tictactoe", ""),
    ("tictactoe-your-move", 1, "tictactoe", "A RIGHT"),
    ("tictactoe-thinking", 1, "tictactoe", "A A"),
    ("tictactoe-won", 1, "tictactoe", "DOWN RIGHT UP A UP LEFT A DOWN A UP RIGHT A DOWN A "
                                      "UP RIGHT A wait:600"),
    ("connect4-setup", 1, "connect4", ""),
    ("connect4-your-move", 1, "connect4", "DOWN DOWN DOWN RIGHT UP UP UP A wait:400 A "
                                          "wait:900"),
    ("connect4-thinking", 1, "connect4", "DOWN DOWN DOWN RIGHT UP UP UP A wait:400 A "
                                         "wait:900 LEFT A wait:150"),
    ("connect4-wait-for-cpu", 1, "connect4", "DOWN DOWN DOWN RIGHT UP UP UP A wait:400 A A"),
    ("connect4-won", 1, "connect4", "DOWN DOWN RIGHT RIGHT DOWN RIGHT UP UP UP A A wait:900 "
                                    "A wait:900 A wait:900 A wait:900"),
    ("stats-poker", 1, None, "A A " + "A wait:600 DOWN wait:900 B " * 6
     + "B:1200 DOWN DOWN DOWN A B UP A"),
    ("hearts-setup", 1, "hearts", ""),
    ("hearts-passing", 1, "hearts", "A wait:500"),
    ("hearts-three-picked", 1, "hearts", "A wait:500 A RIGHT A RIGHT A"),
    ("hearts-received", 1, "hearts", "A wait:500 A RIGHT A RIGHT A A wait:300"),
    ("hearts-your-turn", 1, "hearts", "A wait:500 A RIGHT A RIGHT A A wait:3000"),
    ("hearts-scores", 1, "hearts", "A wait:500 A RIGHT A RIGHT A A wait:3000 DOWN"),
    ("hearts-last-trick", 1, "hearts", "A wait:500 A RIGHT A RIGHT A A wait:3000 A wait:2000 A "
                                       "wait:3000 DOWN RIGHT"),
    ("hearts-cards-played", 1, "hearts", "A wait:500 A RIGHT A RIGHT A A wait:3000 A wait:2000 "
                                         "A wait:3000 DOWN RIGHT RIGHT"),
)


def play(seed, game, keys, state_dir):
    """The board after the shot's keys, played from a fresh app on state_dir."""
    from firmware.app import App
    board = SimBoard(seed=seed, state_dir=state_dir)
    app = App(board, game=game)
    board.run(app, BOOT_MS)
    board.play_keys(app, keys)
    return board


def shoot(name, seed, game, keys, out, scale):
    """Play one shot on a fresh state and write its PNG; returns the PNG's path."""
    state_dir = tempfile.mkdtemp(prefix="pico-parlor-gallery-")
    try:
        board = play(seed, game, keys, state_dir)
    finally:
        shutil.rmtree(state_dir, ignore_errors=True)
    path = os.path.join(out, name + ".png")
    image(board.chip.glass_bitmap(), scale).save(path)
    return path


def sheet(paths, out, columns=2, gap=8):
    from PIL import Image
    shots = [Image.open(p) for p in paths]
    w, h = shots[0].size
    rows = (len(shots) + columns - 1) // columns
    page = Image.new("RGB", (columns * (w + gap) - gap, rows * (h + gap) - gap), (96, 96, 96))
    for i, shot in enumerate(shots):
        page.paste(shot, ((i % columns) * (w + gap), (i // columns) * (h + gap)))
    path = os.path.join(out, "sheet.png")
    page.save(path)
    return path


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m sim.gallery", description=__doc__.split("\n")[0])
    p.add_argument("dir", help="folder for the PNGs (made if missing)")
    p.add_argument("--scale", type=int, default=4, help="pixel size (default 4)")
    p.add_argument("--sheet", action="store_true", help="also one contact sheet, sheet.png")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    os.makedirs(args.dir, exist_ok=True)
    paths = []
    for name, seed, game, keys in SHOTS:
        paths.append(shoot(name, seed, game, keys, args.dir, args.scale))
        sys.stdout.write("%s\n" % paths[-1])
    if args.sheet:
        sys.stdout.write("%s\n" % sheet(paths, args.dir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
