"""PNGs of the key screens of every game, for review: each one played from a fresh board with
the keys a player would press (so they are the screens a player sees), on a fresh state.

    python -m sim.gallery DIR [--scale N] [--sheet]

writes DIR/NAME.png for every shot (shots() below; scale 4 by default) and, with --sheet,
all of them on one contact sheet, DIR/sheet.png. Each shot is the same as
`python -m sim --headless --seed SEED [--game GAME] --keys KEYS --png FILE`. CPython."""
import argparse
import os
import shutil
import sys
import tempfile

from sim.board import SimBoard
from sim.games import shots as game_shots
from sim.render import image

BOOT_MS = 1600  # sim/__main__.py's headless boot: past the splash and the launcher's guard

# (name, seed, game or None for the launcher, keys)
LAUNCHER_SHOTS = (
    ("launcher", 1, None, ""),
    ("title-card", 1, None, "A"),
    ("help-controls", 1, None, "A wait:300 DOWN A"),
    ("help-page-2", 1, None, "A wait:300 DOWN A RIGHT"),
    ("settings", 1, None, "UP UP A"),
    ("hardware-check", 1, None, "UP UP A DOWN DOWN DOWN DOWN A"),
    ("hardware-border", 1, None, "UP UP A DOWN DOWN DOWN DOWN A DOWN wait:300 A wait:300 A "
     "wait:300 A wait:300 A"),
    ("hardware-board", 1, None, "UP UP A DOWN DOWN DOWN DOWN A DOWN DOWN DOWN A"),
    ("pause-menu", 1, "tictactoe", "B:1200"),
    # (poker's outcome takes A after app.LOOK_MS: the draw's flips and that; the first card
    # held by hand, so a paying deal's A on DRAW draws: screen.KEPT_PAYING)
    ("stats-poker", 1, None, "A wait:600 A wait:600 A wait:600 "
     + "A wait:600 RIGHT A DOWN A wait:1800 " * 6 + "B:1200 DOWN DOWN DOWN A wait:500 UP A"),
)


def shots():
    """The launcher's shots, then every game's (its tooling.SHOTS, sim/games.py)."""
    return list(LAUNCHER_SHOTS) + game_shots()


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
    for name, seed, game, keys in shots():
        paths.append(shoot(name, seed, game, keys, args.dir, args.scale))
        sys.stdout.write("%s\n" % paths[-1])
    if args.sheet:
        sys.stdout.write("%s\n" % sheet(paths, args.dir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
