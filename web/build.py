"""Write the static page that plays the firmware in a browser to build/web/ (make web):

    python -m web.build [OUT]

OUT gets the page (web/index.html, web/*.mjs, web/*.css, the web app manifest), the icons
web/icons.py draws from the splash screen, MicroPython's WebAssembly port from
web/node_modules (`npm ci` in web/ installs it), fs.bin: the tree the page's worker copies
into MicroPython's filesystem, its files one after another, with fs.json listing their paths
and sizes, and last sw.js, the service worker that keeps all of these for offline play,
named by their content hash. The tree is the device's
(firmware/, hal/, the adafruit driver modules, data files) plus the simulated board
sim/web.py runs on, compiled to .mpy bytecode as `make stage` does, but for no machine
architecture: the WebAssembly port has no native emitter, so a module with
@micropython.viper (or native) routines ships as source, which hal/native.py's load() runs
as bytecode."""
import hashlib
import json
import os
import shutil
import subprocess
import sys

from sim.mplib import sources as driver_sources
from tools.stage import ROOT, mpy_cross, project_files, write_if_changed
from web.icons import icons

HERE = os.path.join(ROOT, "web")
OUT = os.path.join(ROOT, "build", "web")
PORT = os.path.join(HERE, "node_modules", "@micropython", "micropython-webassembly-pyscript")
PORT_FILES = ("micropython.mjs", "micropython.wasm")
PAGE_ENDINGS = (".html", ".mjs", ".css", ".png", ".webmanifest")
# The tree, one file after another in one download (one request, not a hundred), and the
# list of [path, size] that cuts it up again.
TREE_FILES = "fs.bin"
TREE_LISTING = "fs.json"
MPY_CACHE = os.path.join(ROOT, "build", "web-mpy")  # compiled modules kept between builds
SERVICE_WORKER = "sw.js"
# the lines of web/sw.js the build fills in
SW_VERSION = 'const VERSION = "";'
SW_FILES = "const FILES = [];"
# the simulated board: sim/web.py and what it imports (no front end, no arena)
SIM_MODULES = ("__init__", "board", "clock", "driver", "i2c_bus", "keys", "peripherals",
               "ssd1306_model", "web")
NATIVE = (b"@micropython.viper", b"@micropython.native")


def tree_sources():
    """(source path, path in the tree) of every module and data file the page needs."""
    found = [(os.path.join(ROOT, rel), rel) for rel in project_files()]
    found += [(os.path.join(ROOT, "sim", name + ".py"), "sim/%s.py" % name)
              for name in SIM_MODULES]
    return found + list(driver_sources())


def compiled(src, rel, cache):
    """(path in the tree, bytes): .mpy bytecode, or the source where it needs the native
    emitter, or the data file as it is. A .mpy newer than its source and the compiler is
    kept, so a rebuild compiles only what changed."""
    with open(src, "rb") as f:
        data = f.read()
    if not rel.endswith(".py") or any(mark in data for mark in NATIVE):
        return rel, data
    rel = rel[:-3] + ".mpy"
    target = os.path.join(cache, rel)
    compiler = shutil.which(mpy_cross())
    if os.path.exists(target) and os.path.getmtime(target) >= max(
            os.path.getmtime(src), os.path.getmtime(compiler)):
        with open(target, "rb") as f:
            return rel, f.read()
    os.makedirs(os.path.dirname(target), exist_ok=True)
    subprocess.run([compiler, "-s", rel[:-4] + ".py", "-o", target, src], check=True)
    with open(target, "rb") as f:
        return rel, f.read()


def build(out=OUT):
    if not os.path.isdir(PORT):
        raise SystemExit("web/build.py: %s is missing: run `npm ci` in web/ (make web does)"
                         % os.path.relpath(PORT, ROOT))
    listing = []
    parts = []
    for src, rel in tree_sources():
        rel, data = compiled(src, rel, MPY_CACHE)
        listing.append([rel, len(data)])
        parts.append(data)
    _remove_stale(MPY_CACHE, {rel for rel, _ in listing})
    write_if_changed(os.path.join(out, TREE_FILES), b"".join(parts))
    write_if_changed(os.path.join(out, TREE_LISTING), ("[\n%s\n]\n" % ",\n".join(
        json.dumps(entry) for entry in listing)).encode())
    if os.path.isdir(os.path.join(out, "fs")):
        shutil.rmtree(os.path.join(out, "fs"))  # an earlier build's tree, one file a module
    for name in PORT_FILES:
        _copy(os.path.join(PORT, name), os.path.join(out, name))
    for name in sorted(os.listdir(HERE)):
        if name.endswith(PAGE_ENDINGS):
            _copy(os.path.join(HERE, name), os.path.join(out, name))
    for name, data in icons().items():
        write_if_changed(os.path.join(out, name), data)
    write_service_worker(out)
    size = sum(os.path.getsize(os.path.join(out, name)) for name in _tree(out))
    print("web: %s, %d files in %s, %d bytes in all" % (out, len(listing), TREE_FILES, size))


def _copy(src, dst):
    with open(src, "rb") as f:
        write_if_changed(dst, f.read())


def write_service_worker(out):
    """sw.js with the build's files and their content hash: any change to any file makes a
    new service worker, which the browser installs in place of the old one."""
    with open(os.path.join(HERE, SERVICE_WORKER)) as f:
        template = f.read()
    files = [name for name in _tree(out) if name != SERVICE_WORKER]
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0")
        with open(os.path.join(out, name), "rb") as f:
            digest.update(f.read())
    for line in (SW_VERSION, SW_FILES):
        if template.count(line) != 1:
            raise SystemExit("web/build.py: web/%s has lost its line %r" % (SERVICE_WORKER, line))
    script = template.replace(SW_VERSION, 'const VERSION = "%s";' % digest.hexdigest()[:16])
    script = script.replace(SW_FILES, "const FILES = %s;" % json.dumps(files, indent=0))
    write_if_changed(os.path.join(out, SERVICE_WORKER), script.encode())


def _remove_stale(folder, keep):
    """Files of an earlier build that the tree no longer has (a module renamed or gone)."""
    for name in _tree(folder):
        if name not in keep:
            os.remove(os.path.join(folder, name))


def _tree(folder):
    """Every file under folder, as sorted /-separated paths relative to it."""
    return sorted(os.path.relpath(os.path.join(d, n), folder).replace(os.sep, "/")
                  for d, _, names in os.walk(folder) for n in names)


if __name__ == "__main__":
    build(sys.argv[1] if len(sys.argv) > 1 else OUT)
