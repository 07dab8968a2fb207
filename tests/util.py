"""Helpers for tests that run under both pytest and MicroPython's unix port (tests/mprun.py),
so they use plain asserts and no pytest fixtures."""


def raises(exc_type, fn, *args, **kwargs):
    """Assert that fn(*args, **kwargs) raises exc_type; return the exception."""
    try:
        fn(*args, **kwargs)
    except exc_type as e:
        return e
    raise AssertionError("%s not raised by %r" % (exc_type.__name__, fn))


def data_path(*parts):
    """A file of tests/data: reference data kept in the repository (never outside it)."""
    here = __file__.replace("\\", "/").rsplit("/", 1)[0] if "/" in __file__ else "."
    return "/".join((here, "data") + parts)



def wait_read(port, tries=200):
    """What a link port (hal/link_air.py's, over this machine's sockets) reads within a
    second (a datagram on localhost takes a moment), or None."""
    import time
    for _ in range(tries):
        data = port.read()
        if data:
            return data
        time.sleep_ms(5) if hasattr(time, "sleep_ms") else time.sleep(0.005)
    return None
