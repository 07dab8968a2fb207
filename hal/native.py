"""@micropython.viper for code shared with CPython: on MicroPython the real decorator (machine
code; tools/stage.py has mpy-cross compile it ahead for the device), elsewhere a no-op with
ptr8 giving the bytes viper's cast would read, so the same source runs as plain Python in
the simulator.

    from hal.native import micropython, ptr8

    @micropython.viper
    def total(buf: ptr8, n: int) -> int: ...

Viper compiles ptr8 as its own cast and never calls the function below."""
import sys

if sys.implementation.name == "micropython":
    import micropython
else:  # CPython (where a typing stub of micropython may be installed): plain Python
    class micropython:
        @staticmethod
        def viper(f):
            return f


def ptr8(buf):
    """The bytes viper's cast reads: a str's UTF-8 encoding, any other buffer as it is."""
    return buf.encode() if isinstance(buf, str) else buf
