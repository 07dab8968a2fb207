"""Append errors to a bounded log file on the board's storage, for bug reports."""
import sys

LIMIT = 4096  # bytes kept: the newest entries


def _format(exc):
    try:
        import io
        out = io.StringIO()
        if hasattr(sys, "print_exception"):
            sys.print_exception(exc, out)
        else:
            import traceback
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=out)
        return out.getvalue()
    except Exception:
        return repr(exc) + "\n"


def append(path, where, exc):
    """Log exc; never raises (a full filesystem must not turn an error into a crash)."""
    entry = "== %s: %s\n%s" % (where, type(exc).__name__, _format(exc))
    try:
        try:
            with open(path) as f:
                old = f.read()
        except OSError:
            old = ""
        text = (old + entry)[-LIMIT:]
        with open(path, "w") as f:
            f.write(text)
        return True
    except Exception:
        return False
