"""The MicroPython side of bench/soak.py (kept small: on a 192 KB heap the harness's own
compiled code counts): series of computer games and the UI session, printing heap figures.

    micropython -X heapsize=192K bench/_soak_mp.py games [--count N] [GAME=P1,P2.. ...]
    micropython -X heapsize=208K bench/_soak_mp.py ui [--rounds N]
"""
import gc
import sys

if __name__ == "__main__" and "." not in sys.path:
    sys.path.insert(0, ".")  # micropython bench/_soak_mp.py: the repository root holds the packages

HEAP_KB = 192  # the games series: DESIGN.md section 8's stand-in for the Pico's heap
# The UI session carries the simulated board on the same heap -- its modules (19 KB), the
# SSD1306 model and virtual devices (6 KB) -- and this harness (6 KB): the app gets less of
# 208 KB than the games series get of 192. (At 192 KB the session stops in its first round:
# the interpreter's table of interned names, grown past 1,270 names by the simulator's own,
# doubles to 1,280 entries and finds no 14 KB block beside a loaded game.)
UI_HEAP_KB = 208
COUNT = 1000
HARD_COUNT = 100
WARMUP = 10
GROWTH_LIMIT = 256  # bytes: allocator rounding, not a leak
UI_ROUNDS = 100
BISECT_COUNT = 30
HARD = ("hard", "perfect")


def native_load_cost(game="connect4", module="position", loads=4):
    """Heap bytes MicroPython's unix port keeps for good per load of a module's machine code:
    it records each code mapping in a heap block it never frees (32 bytes per native
    function; ports/unix/alloc.c maps the code itself outside the heap). The Pico has no such
    record: there the code lives in the heap and goes with its module. Measured here, so the
    UI session, which loads Connect Four's viper routines every round, can tell it from a
    leak of ours."""
    if sys.implementation.name != "micropython":
        return 0
    from firmware.gamehost import unload
    name = "firmware.games.%s.%s" % (game, module)
    before = list(sys.modules)
    __import__(name)  # interns its names once
    unload(game, before)
    start = _used()
    for _ in range(loads):
        __import__(name)
        unload(game, before)
    return (_used() - start) // loads


def _used():
    gc.collect()
    return gc.mem_alloc()


def series(game, players, count, seed=1):
    """Play count games; return a figures dict (raises nothing: failures are in it)."""
    from hal.rng import Rng
    from sim.arena import make_players
    match = __import__("firmware.games.%s.match" % game, None, None, ["match"])
    names = players.split(",")
    seated = make_players(match, names, seed)
    master = Rng(seed)
    opts = {}
    figures = {"game": game, "players": players, "games": 0, "error": None}
    baseline = high = last = None

    def record(event):
        pass

    try:
        for g in range(count):
            match.play(seated, Rng(master.next32()), opts, record)
            last = _used()
            if g + 1 == min(WARMUP, count):
                baseline = high = last
            elif baseline is not None and last > high:
                high = last
            figures["games"] = g + 1
    except MemoryError as e:
        figures["error"] = "MemoryError: %s" % e
    figures.update(baseline=baseline, last=last, high=high,
                   growth=None if baseline is None else last - baseline,
                   free=gc.mem_free())
    return figures


def verdict(figures):
    if figures["error"]:
        return "FAIL " + figures["error"]
    growth = figures["growth"]
    if growth is not None and growth - figures.get("code_records", 0) > GROWTH_LIMIT:
        return "FAIL heap grew %d bytes" % growth
    return "ok"


def print_figures(f):
    unit = "rounds" if f["game"] == "ui" else "games"
    print("soak %-9s %-26s %5d %s  heap used after gc: %s after %s %d, %s last, %s max,"
          " growth %s bytes, %s free  %s" % (
              f["game"], f["players"], f["games"], unit, f["baseline"], unit[:-1], WARMUP,
              f["last"], f["high"], f["growth"], f["free"], verdict(f)))
    if f.get("code_records"):
        print("     of the growth, %d bytes are the unix port's records of machine code loaded"
              " (Connect Four's, once a round), which the Pico does not keep" % f["code_records"])


# the UI session -------------------------------------------------------------------------
class Stuck(Exception):
    pass


def _go(board, app, menu_index, target):
    """DOWN (wrapping) until a menu's cursor is on target."""
    for _ in range(12):
        if menu_index() == target:
            return
        board.play_keys(app, "DOWN")
    top = app.top
    raise Stuck("%s on top: %s" % (type(top).__name__, getattr(top, "text", "")[:120]))


def _go_launcher(board, app, menu, target):
    """The launcher's cursor on item target: its page turned to (RIGHT), then DOWN."""
    for _ in range(12):
        if target in menu.rows():
            break
        board.play_keys(app, "RIGHT")
    _go(board, app, lambda: menu.index, target)


def ui_round(board, app):
    from firmware.games import GAMES
    from sim.keys import paced  # each screen looked at before A or B (firmware.app.GUARD_MS)
    launcher = app.views[0]
    menu = launcher.menu
    n = len(GAMES)
    _go_launcher(board, app, menu, n + 1)  # Stats
    board.play_keys(app, paced("A wait:100 B"))
    _go_launcher(board, app, menu, n)  # Settings: every value both ways
    board.play_keys(app, paced("A RIGHT LEFT DOWN RIGHT LEFT DOWN RIGHT LEFT DOWN RIGHT LEFT B"))
    for i in range(n):
        _go_launcher(board, app, menu, i)
        board.play_keys(app, paced("A"))
        title = app.top
        if type(title).__name__ != "TitleCard":
            board.play_keys(app, paced("A"))  # "Coming soon": a game still being built
            continue
        _go(board, app, lambda title=title: title.cursor, title.items.index("Help"))
        board.play_keys(app, paced("A DOWN DOWN B"))
        _go(board, app, lambda title=title: title.cursor, title.items.index("New game"))
        board.play_keys(app, paced("A A RIGHT A DOWN wait:1500 A wait:1500 B:1200"))
        pause = app.top
        if not getattr(pause, "is_pause", False):  # the game ended itself: start again
            continue
        board.play_keys(app, paced("DOWN A B DOWN A B DOWN A"))  # help, settings, quit
        board.play_keys(app, paced("B"))  # the title card (now with Resume) back to the launcher
    if len(app.views) != 1:
        raise Stuck("not back on the launcher: %r" % [type(v).__name__ for v in app.views])


def ui_session(rounds, seed=1):
    from firmware.app import App
    from sim.board import SimBoard
    per_load = native_load_cost()
    board = SimBoard(seed=seed)
    app = App(board)
    board.run(app, 1500)
    figures = {"game": "ui", "players": "every screen", "games": 0, "error": None}
    baseline = high = last = None
    try:
        for r in range(rounds):
            ui_round(board, app)
            last = _used()
            if r + 1 == min(WARMUP, rounds):
                baseline = high = last
            elif baseline is not None and last > high:
                high = last
            figures["games"] = r + 1
    except (MemoryError, Stuck) as e:
        figures["error"] = "%s: %s" % (type(e).__name__, e)
    try:
        tail = []
        with open(app.log_path()) as f:  # the app's error boundary caught something: the cause
            for line in f:  # line by line: a whole log may find no block on a full heap
                if line.strip():
                    tail = tail[-4:] + [line.strip()]
        figures["error"] = "error.log: %s (then %s)" % (" | ".join(tail), figures["error"])
    except OSError:
        pass
    loads = max(0, figures["games"] - min(WARMUP, rounds))  # one Connect Four load a round
    figures.update(baseline=baseline, last=last, high=high,
                   growth=None if baseline is None else last - baseline, free=gc.mem_free(),
                   code_records=loads * per_load)
    return figures


# micropython side -----------------------------------------------------------------------
def mp_main(argv):
    mode = argv[0] if argv else "games"
    count = None
    picked = []
    i = 1
    while i < len(argv):
        if argv[i] in ("--count", "--rounds"):
            count = int(argv[i + 1])
            i += 2
        else:
            picked.append(argv[i])
            i += 1
    failed = 0
    if mode == "ui":
        f = ui_session(count or UI_ROUNDS)
        print_figures(f)
        return 1 if verdict(f) != "ok" else 0
    from firmware.gamehost import unload
    from sim.games import soak_series   # each game's tooling.SOAK, the main series first
    todo = [tuple(p.split("=")) for p in picked] or soak_series()
    for game, players in todo:
        n = count or (HARD_COUNT if players.split(",")[0] in HARD else COUNT)
        try:
            f = series(game, players, n)
        except MemoryError as e:  # loading the game's modules
            f = {"game": game, "players": players, "games": 0, "error": "MemoryError: %s" % e,
                 "baseline": None, "last": None, "high": None, "growth": None,
                 "free": gc.mem_free()}
        print_figures(f)
        failed += verdict(f) != "ok"
        unload(game)  # as the app does between games: the next series starts clean
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(mp_main(sys.argv[1:]))
