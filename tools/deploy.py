"""Put the staged device tree (build/device, `make stage`) on a Pico and start the app
(make deploy).

    python tools/deploy.py [--port PORT] [--dry-run] [--no-reset]

It asks the board what it holds (size and SHA-256 of each of the project's files, and which of
the project's modules its firmware has frozen in), then copies only the files that differ,
removes the project's files that the tree no longer has (an older layout's module would shadow
a newer one: MicroPython imports foo.py before foo.mpy, and the filesystem before frozen code),
and ends with a hard reset, which runs boot.py and main.py (a soft reset from mpremote's raw
REPL does not). Saved games (/data) and /board.json are never touched."""
import hashlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TREE = os.path.join(ROOT, "build", "device")
# The project's places on the board, at the root (make deploy, mip --target /) or in /lib
# (mip's default target). Everything under them is the project's to replace or remove.
OURS = ("boot.py", "main.py", "hal", "firmware", "adafruit_ssd1306.py", "adafruit_ssd1306.mpy",
        "adafruit_bus_device")
MANAGED = OURS + tuple("lib/" + name for name in OURS)
FROZEN_MARK = "firmware/app"  # help('modules') lists frozen modules as paths without .py

# Runs on the board: one line per file ("F path size sha256"), then the frozen modules.
SURVEY = """
import os, hashlib, binascii
def _walk(p):
    try:
        st = os.stat(p)
    except OSError:
        return
    if st[0] & 0x4000:
        print('D', p)
        for n in os.listdir(p):
            _walk(p + '/' + n)
        return
    h = hashlib.sha256()
    b = bytearray(256)
    with open(p, 'rb') as f:
        while True:
            n = f.readinto(b)
            if not n:
                break
            h.update(memoryview(b)[:n])
    print('F', p, st[6], binascii.hexlify(h.digest()).decode())
for _p in %r:
    _walk('/' + _p)
help('modules')
""" % (MANAGED,)


def mpremote():
    here = os.path.join(os.path.dirname(sys.executable), "mpremote")
    return here if os.path.exists(here) else "mpremote"


def run_mpremote(port, args, capture=False):
    command = [mpremote()] + (["connect", port] if port else []) + args
    proc = subprocess.run(command, capture_output=capture, text=True)
    if proc.returncode:
        detail = (proc.stderr or proc.stdout or "").strip().splitlines()
        raise SystemExit("deploy: mpremote failed (%s)%s" % (
            " ".join(args[:2]), ": " + detail[-1] if detail else ""))
    return proc.stdout


def parse_survey(text):
    """(files {path without leading /: (size, sha256)}, dirs [paths], frozen module names)."""
    files = {}
    dirs = []
    frozen = set()
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[0] == "F":
            files[parts[1].lstrip("/")] = (int(parts[2]), parts[3])
        elif len(parts) == 2 and parts[0] == "D":
            dirs.append(parts[1].lstrip("/"))
        else:
            frozen.update(p for p in parts if "/" in p or p.isidentifier())
    return files, dirs, frozen


def local_tree(tree):
    """{relative path: (size, sha256)} of the staged tree."""
    found = {}
    for folder, _, names in os.walk(tree):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                data = f.read()
            rel = os.path.relpath(path, tree).replace(os.sep, "/")
            found[rel] = (len(data), hashlib.sha256(data).hexdigest())
    return found


def module_name(rel):
    """'firmware/app.mpy' -> 'firmware/app' (help('modules') spelling), None for data files."""
    for ending in (".mpy", ".py"):
        if rel.endswith(ending) and rel not in ("boot.py", "main.py"):
            return rel[:-len(ending)]
    return None


def plan(local, board_files, board_dirs, frozen):
    """What to do: (copy [paths], remove [paths], remove_dirs [paths], skipped_frozen [paths]).
    Modules the firmware has frozen in are not copied (a copy would shadow them)."""
    wanted = {}
    skipped = []
    for rel, stamp in local.items():
        if FROZEN_MARK in frozen and module_name(rel) in frozen:
            skipped.append(rel)
        else:
            wanted[rel] = stamp
    copy = sorted(rel for rel, stamp in wanted.items() if board_files.get(rel) != stamp)
    remove = sorted(rel for rel in board_files if rel not in wanted)
    keep_dirs = set()
    for rel in wanted:
        parts = rel.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            keep_dirs.add("/".join(parts[:i]))
    remove_dirs = sorted((d for d in board_dirs if d not in keep_dirs),
                         key=lambda d: -d.count("/"))
    return copy, remove, remove_dirs, sorted(skipped)


def mkdirs_script(paths):
    dirs = sorted({"/".join(p.split("/")[:i]) for p in paths
                   for i in range(1, p.count("/") + 1)}, key=len)
    return ("import os\nfor d in %r:\n    try:\n        os.mkdir('/' + d)\n"
            "    except OSError:\n        pass\n" % (dirs,))


def remove_script(files, dirs):
    return ("import os\nfor f in %r:\n    os.remove('/' + f)\nfor d in %r:\n"
            "    try:\n        os.rmdir('/' + d)\n    except OSError:\n        pass\n"
            % (files, dirs))


def deploy(port, tree=TREE, dry_run=False, reset=True):
    if not os.path.exists(os.path.join(tree, "main.py")):
        raise SystemExit("deploy: no staged tree in %s: run 'make stage' first" % tree)
    board_files, board_dirs, frozen = parse_survey(run_mpremote(port, ["exec", SURVEY], True))
    local = local_tree(tree)
    copy, remove, remove_dirs, skipped = plan(local, board_files, board_dirs, frozen)
    if FROZEN_MARK in frozen:
        print("deploy: the firmware has Pico Parlor frozen in: %d modules stay frozen, "
              "not copied" % len(skipped))
    for rel in copy:
        print("  %s %s" % ("update" if rel in board_files else "add   ", rel))
    for rel in remove:
        print("  remove %s (not in this version)" % rel)
    print("deploy: %d to copy, %d to remove, %d unchanged" % (
        len(copy), len(remove), len(local) - len(copy) - len(skipped)))
    if dry_run:
        return copy, remove
    args = []
    if copy:
        args += ["exec", mkdirs_script(copy)]
        for rel in copy:
            args += ["+", "fs", "cp", os.path.join(tree, rel), ":/" + rel]
        args.append("+")
    if remove or remove_dirs:
        args += ["exec", remove_script(remove, remove_dirs), "+"]
    if reset:
        args += ["reset"]
    elif args:
        args.pop()  # the trailing "+"
    if args:
        run_mpremote(port, args)
    if reset:
        print("deploy: hard reset: boot.py and main.py run, the app starts")
    return copy, remove


def main(argv):
    port = None
    if "--port" in argv:
        port = argv[argv.index("--port") + 1] or None
    deploy(port, dry_run="--dry-run" in argv, reset="--no-reset" not in argv)


if __name__ == "__main__":
    main(sys.argv[1:])
