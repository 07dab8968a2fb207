"""The repository's device and simulator modules compiled with mpy-cross into build/mpy-host/,
so benchmarks can run MicroPython's unix port on .mpy files the way the Pico loads them from
`make stage` (no compiler on the heap while a game loads). Scripts run from that folder:

    python -c "from bench._mpytree import build; print(build())"
    cd build/mpy-host && micropython -X heapsize=192K bench/_soak_mp.py ui
"""
import os
import platform
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "mpy-host")
PACKAGES = ("firmware", "hal", "sim", "bench", os.path.join("build", "mplib"))
SCRIPTS = (os.path.join("bench", "_soak_mp.py"), os.path.join("bench", "fuzz.py"))
DATA_ENDINGS = (".bin",)
# mpy-cross's name for this machine's code, for the @micropython.viper routines; on another
# host the modules holding them stay source, which MicroPython compiles (or runs as bytecode).
HOST_MARCH = {"x86_64": "x64", "AMD64": "x64", "i686": "x86", "i386": "x86"}


def _mpy_cross():
    here = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    return here if os.path.exists(here) else "mpy-cross"


def _newer(src, dst):
    return not os.path.exists(dst) or os.path.getmtime(src) > os.path.getmtime(dst)


def _compile(src, dst):
    march = HOST_MARCH.get(platform.machine())
    args = [_mpy_cross()] + (["-march=" + march] if march else []) + ["-o", dst, src]
    proc = subprocess.run(args, capture_output=True, text=True)
    if proc.returncode:
        if march:
            raise RuntimeError("mpy-cross failed on %s: %s" % (src, proc.stderr.strip()))
        shutil.copyfile(src, dst[:-4] + ".py")


def build():
    """Compile what changed; return the folder."""
    for package in PACKAGES:
        for folder, dirs, files in os.walk(os.path.join(ROOT, package)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            rel = os.path.relpath(folder, ROOT)
            os.makedirs(os.path.join(OUT, rel), exist_ok=True)
            for name in files:
                src = os.path.join(folder, name)
                if name.endswith(".py"):
                    dst = os.path.join(OUT, rel, name[:-3] + ".mpy")
                    if _newer(src, dst):
                        _compile(src, dst)
                elif name.endswith(DATA_ENDINGS) and _newer(src, os.path.join(OUT, rel, name)):
                    shutil.copyfile(src, os.path.join(OUT, rel, name))
    for script in SCRIPTS:  # run by path: the script itself stays source
        shutil.copyfile(os.path.join(ROOT, script), os.path.join(OUT, script))
    return OUT
