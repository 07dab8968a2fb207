"""Build MicroPython for the Pico with Pico Parlor frozen in (make firmware).

    python tools/firmware.py MICROPYTHON [BOARD ...]     (default board: RPI_PICO)

Boards: RPI_PICO, RPI_PICO_W, RPI_PICO2 (and any other rp2 board of the checkout). A board with
the wireless chip needs three more submodules, which `make -C ports/rp2 BOARD=RPI_PICO_W
submodules` brings.

MICROPYTHON is a checkout of https://github.com/micropython/micropython at a release tag
(v1.23 or newer) whose rp2 submodules are in place (`make -C ports/rp2 submodules`). The rp2
port is built out of that tree, in build/firmware/build-BOARD, with firmware/manifest.py as its
freeze manifest; the result is build/firmware/pico-parlor-BOARD.uf2. Set PICOTOOL_DIR to a
built picotool's cmake folder where the Pico SDK cannot download it (no network)."""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "firmware")
MANIFEST = os.path.join(ROOT, "firmware", "manifest.py")
TOOLS = {"arm-none-eabi-gcc": "gcc-arm-none-eabi libnewlib-arm-none-eabi", "cmake": "cmake",
         "make": "build-essential"}
USAGE = ("make firmware needs MICROPYTHON=/path/to/micropython: a checkout of "
         "github.com/micropython/micropython at a tag (v1.23 or newer) after "
         "'make -C ports/rp2 submodules' (README: A firmware with the games built in)")


# submodules the rp2 port needs beyond the Pico SDK for boards with the CYW43 wireless chip
WIRELESS = ("RPI_PICO_W", "RPI_PICO2_W")
WIRELESS_LIBS = ("cyw43-driver", "lwip", "btstack")


def problem(mp, boards=()):
    """Why the build cannot start, in one line, or None."""
    if not mp:
        return USAGE
    if not os.path.exists(os.path.join(mp, "ports", "rp2", "Makefile")):
        return "%s is not a MicroPython checkout (no ports/rp2/Makefile)" % mp
    sdk = os.path.join(mp, "lib", "pico-sdk")
    if not _filled(sdk):
        return "%s has no Pico SDK: run 'make -C %s/ports/rp2 submodules' first" % (mp, mp)
    for board in boards:
        empty = [lib for lib in WIRELESS_LIBS if board in WIRELESS and
                 not _filled(os.path.join(mp, "lib", lib))]
        if empty:
            return ("%s needs lib/%s: run 'make -C %s/ports/rp2 BOARD=%s submodules' first" %
                    (board, ", lib/".join(empty), mp, board))
    missing = [pkg for tool, pkg in TOOLS.items() if shutil.which(tool) is None]
    if missing:
        return "the ARM toolchain is missing: apt install %s" % " ".join(missing)
    if not os.path.exists(os.path.join(ROOT, "build", "mplib", "adafruit_ssd1306.py")):
        return "build/mplib has no adafruit driver: run 'make setup' first"
    return None


def _filled(folder):
    return os.path.isdir(folder) and bool(os.listdir(folder))


def configured_for_us(build_dir):
    """Whether the port's cmake cache in build_dir has our freeze manifest: the port runs
    cmake only when the folder has no Makefile yet, so a stale one must go."""
    try:
        with open(os.path.join(build_dir, "CMakeCache.txt")) as f:
            return ("MICROPY_FROZEN_MANIFEST:UNINITIALIZED=" + MANIFEST) in f.read()
    except OSError:
        return False


def build(mp, board):
    build_dir = os.path.join(OUT, "build-" + board)
    if os.path.exists(build_dir) and not configured_for_us(build_dir):
        shutil.rmtree(build_dir)
    args = ["make", "-C", os.path.join(mp, "ports", "rp2"), "BOARD=" + board,
            "FROZEN_MANIFEST=" + MANIFEST, "BUILD=" + build_dir, "-j%d" % (os.cpu_count() or 2)]
    env = dict(os.environ)
    picotool = env.get("PICOTOOL_DIR")
    if picotool:
        # through the environment: CMAKE_ARGS on make's command line would replace the
        # port's own CMAKE_ARGS (board, freeze manifest) instead of adding to them
        env["CMAKE_ARGS"] = (env.get("CMAKE_ARGS", "") + " -Dpicotool_DIR=" + picotool).strip()
    subprocess.run(args, check=True, env=env)
    target = os.path.join(OUT, "pico-parlor-%s.uf2" % board)
    shutil.copyfile(os.path.join(build_dir, "firmware.uf2"), target)
    return target


def main(argv):
    mp = os.path.abspath(argv[0]) if argv and argv[0] else ""
    boards = argv[1:] or ["RPI_PICO"]
    why = problem(mp, boards)
    if why:
        print(why)
        return 2
    os.makedirs(OUT, exist_ok=True)
    try:
        subprocess.run(["make", "-C", os.path.join(mp, "mpy-cross")], check=True)
        for board in boards:
            target = build(mp, board)
            print("firmware: %s (%d bytes): hold BOOTSEL, plug in, copy it to RPI-RP2; then "
                  "'make deploy' puts boot.py, main.py and the data files beside it" %
                  (os.path.relpath(target, ROOT), os.path.getsize(target)))
    except subprocess.CalledProcessError as e:
        print("make firmware: '%s' failed (exit %d): see the output above" %
              (" ".join(e.cmd[:4]), e.returncode))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
