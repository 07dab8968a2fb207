"""@micropython.viper (and @micropython.native) for code shared with CPython: on MicroPython
the real decorator (machine code; tools/stage.py has mpy-cross compile it ahead for the
device), elsewhere a no-op with ptr8 giving the bytes viper's cast would read, so the same
source runs as plain Python in the simulator.

    from hal.native import micropython, ptr8

    @micropython.viper
    def total(buf: ptr8, n: int) -> int: ...

Viper compiles ptr8 and ptr32 as its own casts and never calls the ones below. load() imports such
a module on a MicroPython without the native emitter too (the browser's WebAssembly port)."""
import sys

if sys.implementation.name == "micropython":
    import micropython
else:  # CPython (where a typing stub of micropython may be installed): plain Python
    class micropython:
        @staticmethod
        def viper(f):
            return f

        native = viper


def ptr8(buf):
    """The bytes viper's cast reads: a str's UTF-8 encoding and the NUL MicroPython keeps
    after it (gfx._glyphs reads on past a last character's bytes to it), any other buffer
    as it is."""
    return buf.encode() + b"\0" if isinstance(buf, str) else buf


# The modules of hal/ and firmware/ with viper routines that the app imports at start (games
# load theirs through load()); tests/hal/test_native.py keeps the list true.
class ptr32:
    """The words viper's ptr32 cast reads: little-endian, as on the Pico."""

    def __init__(self, buf):
        self.buf = buf

    def __getitem__(self, k):
        b = self.buf
        k *= 4
        return b[k] | b[k + 1] << 8 | b[k + 2] << 16 | b[k + 3] << 24


CORE = ("hal.display", "firmware.ui.gfx", "firmware.ui.partial")
DECORATOR = "\n@micropython.viper\n"  # as it stands before a routine
NATIVE = "@micropython.native\n"  # as it ends its line before a routine (or a method)


class _Module:
    """A module run from source by load(): its names as attributes."""


def load(name):
    """Import module name. A MicroPython built without the native emitter (the WebAssembly
    port) refuses @micropython.viper with a SyntaxError: its source then runs with those
    decorators taken out (and @micropython.native's), the same routines as bytecode (a few
    times slower). Needs the module's .py beside its package's other modules."""
    try:
        __import__(name)
        return sys.modules[name]
    except SyntaxError:
        pass
    module = from_source(name)
    sys.modules[name] = module
    parent, _, leaf = name.rpartition(".")
    if parent:
        setattr(sys.modules[parent], leaf, module)
    return module


def runs_from_source(module):
    """Whether load() ran module from source as bytecode (no native emitter here)."""
    return isinstance(module, _Module)


def as_bytecode(source):
    """source with its viper and native decorators taken out (a line stays where each was)."""
    return source.replace(DECORATOR, "\n\n").replace(NATIVE, "\n")


def from_source(name):
    """Module name run from its source with the viper decorators taken out (not registered)."""
    parent, _, leaf = name.rpartition(".")
    package = __import__(parent, None, None, [leaf]) if parent else None
    folder = package.__file__.rsplit("/", 1)[0] + "/" if package else ""
    path = folder + leaf + ".py"
    with open(path) as f:
        source = as_bytecode(f.read())
    scope = {"__name__": name, "__file__": path}
    exec(source, scope)
    module = _Module()
    for key, value in scope.items():
        setattr(module, key, value)
    return module
