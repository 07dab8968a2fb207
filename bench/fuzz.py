"""Button fuzzing of the whole app on the simulated board (issue 7, part 1).

    python -m bench.fuzz [--events 1000000] [--seed 1] [--episode 2000]
    micropython -X heapsize=288K bench/fuzz.py --events 50000

Under MicroPython the heap also holds what the Pico's does not: the simulated board (25 KB:
its modules, the SSD1306 model, the virtual devices), this harness (29 KB: its code,
bench/invariants.py, the key log), and the unix port's records of machine code loaded
(ports/unix/alloc.c keeps 32 bytes per viper function per load and never frees them:
128 bytes each time Connect Four is entered or its resume state is checked: 222 loads,
28 KB, in the 50,000 events of seed 1). 288K leaves the app less than the 192K the soak's
game series run in.

Random and adversarial key scripts drive firmware.app.App on sim.board.SimBoard: single
presses, mashing (holds shorter than the 30 ms debounce), long B (pause menu), direction
holds (auto-repeat) and A held across screen changes, waits that let computer turns and
animations run, and now and then idle long enough to dim and sleep the display.

After every event (one --keys token):
  - the app's error boundary must not have caught anything (a caught exception is a failure,
    with the error.log entry printed), and no exception may escape the app;
  - the running game's invariants hold (bench/invariants.py: 52 distinct cards, boards that
    replay from their moves, credits and scores in range and only growing one game at a time);
Every CHECK_EVERY events the launcher must be reachable (short B, long B and the pause menu's
"Quit to menu", at most ESCAPE_TRIES keys), and whenever a game is left, the game rebuilt
from storage (its record and resume state, as the title card's Resume would) must show the
same credits, scores and position as when it was left (a Link lobby left with no game dealt
on it: the game saved before it, untouched).

Each episode is a fresh board (seed derived from --seed) and a fresh state folder, started
like `python -m sim --headless` (BOOT_MS before the keys), so a failure prints a command that
replays it exactly. Episodes begin in each game in turn (firmware.games.GAMES order): the
keys from the launcher into a new game (sim/games.py's start keys, the game's tooling.py)
are the episode's first events, so a run of as many episodes as there are games reaches
every game, however many there are. Prints events per second at the end (and exits 1 on a failure).
"""
import gc
import sys

if __name__ == "__main__" and "." not in sys.path:
    sys.path.insert(0, ".")  # micropython bench/fuzz.py: the repository root holds the packages

from bench import invariants
from firmware.app import App, LOOK_MS as READ_MS
from firmware.gamehost import RESUME_VERSION, GameContext, resume_record, unload
from hal.buttons import A, B, DOWN, LEFT, NAMES, RIGHT, UP
from hal.rng import Rng
from sim.board import SimBoard
from sim.games import names as game_names
from sim.games import new_game
from sim.keys import parse_keys

MICROPYTHON = sys.implementation.name == "micropython"
BOOT_MS = 1600  # as sim/__main__.py's headless --boot default
CHECK_EVERY = 400
ESCAPE_TRIES = 40
# the escape's look at each screen before its key: a B after the B that closed a view waits
# app.LOOK_MS (B, B backs out once), so a quicker escape loses every other B
LOOK_MS = READ_MS + 100
LONG_B_MS = 1200
QUIT_INDEX = 3  # "Quit to menu" in the pause menu
# Button choice for single presses: A and the directions move the player deeper into games.
PRESS_BUTTONS = "AAAAUUDDLLRRLRB"
BUTTON = {"U": UP, "D": DOWN, "L": LEFT, "R": RIGHT, "A": A, "B": B}
WAIT = 6  # the key log's code for a wait
TAP_MS = 80  # sim/keys.py's hold for a bare NAME

try:
    from time import ticks_diff, ticks_ms
except ImportError:  # CPython
    import time

    def ticks_ms():
        return int(time.monotonic() * 1000)

    def ticks_diff(a, b):
        return a - b


class Failure(Exception):
    pass


def _temp_root():
    """A RAM-backed folder when there is one: saves are renames, slow on a real disk."""
    import os
    for root in ("/dev/shm", os.getenv("TMPDIR") or "/tmp"):
        try:
            os.stat(root)
            return root
        except OSError:
            pass
    return "."


def _remove_tree(path):
    import os
    for name in os.listdir(path):
        os.remove(path + "/" + name)
    os.rmdir(path)


def generate(rng):
    """One event as (button, ms), button None for a wait: a press, a hold, a mash press or
    a wait (the --keys tokens NAME:ms and wait:ms)."""
    r = rng.randbelow(100)
    if r < 50:
        return BUTTON[PRESS_BUTTONS[rng.randbelow(len(PRESS_BUTTONS))]], 20 + rng.randbelow(150)
    if r < 62:  # mashing: holds shorter than the debounce, or just over it
        return rng.randbelow(6), 1 + rng.randbelow(40)
    if r < 66:
        return B, 1000 + rng.randbelow(1500)  # long B, sometimes held on
    if r < 71:
        return rng.randbelow(4), 400 + rng.randbelow(2500)  # direction held: repeats
    if r < 73:
        return A, 800 + rng.randbelow(3000)  # A held across the screen it opens
    if r < 99:
        return None, 10 + rng.randbelow(1500)  # computer turns, animations
    if rng.randbelow(4) == 0:
        return None, 30000 + rng.randbelow(60000)  # dim, then sleep
    return None, 2000 + rng.randbelow(8000)


def token(button, ms):
    return "wait:%d" % ms if button is None else "%s:%d" % (NAMES[button], ms)


def key_log(events):
    """Room for the key log of an episode of `events` events and the escape keys of its
    launcher checks: 4 bytes an event, button (WAIT for a wait) and ms (24 bits). Allocated
    once and reused, as a log grown by extend() needs ever larger blocks of a small heap."""
    return bytearray(4 * (events + ESCAPE_TRIES * (events // CHECK_EVERY + 2)))


class Episode:
    """One fresh app on one fresh board, its key log, and the checks."""

    def __init__(self, seed, state_dir, keys=None):
        self.seed = seed
        self.keys = key_log(2000) if keys is None else keys
        self.used = 0  # bytes of self.keys this episode has written
        self.caught = []
        self.left = None  # (game name, figures) of a game the app just closed
        self.kept = None  # (game name, its saved record) of a Link lobby closed unplayed
        self.host = None
        self.memo = {}
        self.board = SimBoard(seed=seed, state_dir=state_dir)
        self.app = App(self.board)
        self._watch_app()
        self.board.run(self.app, BOOT_MS)
        self.check()

    def _watch_app(self):
        app = self.app
        boundary = app.fail
        end_game = app.end_game

        def fail(where, exc):
            self.caught.append("%s: %s: %s" % (where, type(exc).__name__, exc))
            boundary(where, exc)

        def ended(save=True):
            host = app.game
            if host is not None and host.screen is not None and save:
                if host.ctx.keep_saved:   # a Link lobby, no game dealt: nothing saved over
                    self.kept = (host.name, self.saved(host.name))
                else:
                    self.left = (host.name, invariants.figures(host.name, host.screen))
            end_game(save)

        app.fail = fail
        app.end_game = ended

    def play(self, button, ms=TAP_MS):
        if MICROPYTHON:
            # Collect from this shallow frame, as the device's idle main loop can: a
            # collection deep in a call chain (the one before a game loads) scans stale
            # stack words that may still point at the last game, and 64-bit frames are big.
            gc.collect()
        at = self.used
        self.keys[at] = WAIT if button is None else button
        self.keys[at + 1] = ms >> 16
        self.keys[at + 2] = ms >> 8 & 255
        self.keys[at + 3] = ms & 255
        self.used = at + 4
        if button is None:
            self.board.run(self.app, ms)
        else:
            self.board.tap(self.app, button, ms)
        self.check()

    def events(self):
        return self.used // 4

    def check(self):
        if self.caught:
            raise Failure("the error boundary caught " + "; ".join(self.caught))
        host = self.app.game
        if host is not self.host:  # first: the memo may hold the last game's objects
            self.host = host
            self.memo = {}
        if self.kept is not None:
            name, before = self.kept
            self.kept = None
            if self.saved(name) != before:
                raise Failure("%s's save before its Link lobby was not kept" % name)
        if self.left is not None:
            name, before = self.left
            self.left = None
            after = self.resumed_figures(name)
            if after != before:
                raise Failure("%s left as %r came back as %r" % (name, before, after))
        if host is not None and host.screen is not None:
            try:
                invariants.check(host.name, host.screen, self.memo)
            except AssertionError as e:
                raise Failure("%s invariant: %s" % (host.name, e))

    def saved(self, name):
        return self.app.board.storage.load(resume_record(name), RESUME_VERSION, None)

    def resumed_figures(self, name):
        """The game as its title card's Resume would rebuild it from storage, on a private
        random stream so the episode's own stream (and its replay) is untouched."""
        app = self.app
        storage = app.board.storage
        saved = storage.load(resume_record(name), RESUME_VERSION, None)
        try:  # unloaded even when the import itself fails
            module = __import__("firmware.games.%s.screen" % name, None, None, ["Screen"])
            ctx = GameContext(app, name)
            ctx.rng = Rng(0)
            screen = module.Screen(ctx, saved)
            return invariants.figures(name, screen)
        finally:
            unload(name)

    def to_launcher(self):
        app = self.app
        for _ in range(ESCAPE_TRIES):
            if len(app.views) == 1:
                return
            top = app.top
            # each screen is read first, as a person does (sim.keys.paced): a press sooner
            # is refused (app.GUARD_MS, LOOK_MS)
            self.play(None, LOOK_MS)
            if getattr(top, "is_pause", False):
                self.play(A if top.menu.index == QUIT_INDEX else DOWN)
            elif app.game is not None:
                self.play(B, LONG_B_MS)
            else:
                self.play(B)
        raise Failure("the launcher was not reached after %d escape keys" % ESCAPE_TRIES)

    def error_log(self):
        try:
            with open(self.app.log_path()) as f:
                return f.read()
        except OSError:
            return ""

    def write_replay(self, out):
        out.write('replay: python -m sim --headless --seed %d --keys "' % self.seed)
        keys = self.keys
        for i in range(0, self.used, 4):
            code = keys[i]
            ms = keys[i + 1] << 16 | keys[i + 2] << 8 | keys[i + 3]
            out.write((" " if i else "") + token(None if code == WAIT else code, ms))
        out.write('"\n')


def run(seed, events, episode_events, out=None, where=None):
    """Fuzz for `events` events; returns (failures, events done, button presses, ms).
    where (a dict), if given, counts the events spent in each game and in the menus."""
    import os
    rng = Rng(seed)
    root = _temp_root()
    # a token of this run's own: two runs of one seed at once (two checkouts' test suites)
    # must not share, and wipe, each other's state folders
    token = "".join("%02x" % b for b in os.urandom(4))
    done = presses = 0
    failures = []
    started = ticks_ms()
    index = 0
    keys = key_log(episode_events)
    games = game_names()
    while done < events:
        ep_seed = rng.randbelow(1 << 30)
        state = "%s/pico-fuzz-%d-%s-%d" % (root, seed, token, index)
        index += 1
        os.mkdir(state)
        ep = None
        try:
            ep = Episode(ep_seed, state, keys)
            n = min(episode_events, events - done)
            start = parse_keys(new_game(games[(index - 1) % len(games)]))
            for i in range(n):
                button, ms = start[i] if i < len(start) else generate(rng)
                if button is not None:
                    presses += 1
                ep.play(button, ms)
                if where is not None:
                    game = ep.app.game
                    name = game.name if game is not None else "menus"
                    where[name] = where.get(name, 0) + 1
                if (i + 1) % CHECK_EVERY == 0:
                    ep.to_launcher()
            ep.to_launcher()
            log = ep.error_log()
            if log:
                raise Failure("error.log written:\n" + log)
            done += n
        except Exception as e:  # a Failure, or anything that escaped the app
            done += ep.events() if ep else 1
            failures.append(e)
            if out is not None:
                report(out, ep_seed, ep, e)
        del ep
        _remove_tree(state)
        gc.collect()
    return failures, done, presses, ticks_diff(ticks_ms(), started)


def report(out, ep_seed, ep, exc):
    out.write("FAIL seed %d: %s: %s\n" % (ep_seed, type(exc).__name__, exc))
    if not isinstance(exc, Failure):  # escaped the app: where from
        if hasattr(sys, "print_exception"):
            sys.print_exception(exc, out)
        else:
            import traceback
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=out)
    if ep is not None:
        log = ep.error_log()
        if log:
            out.write("error.log:\n%s\n" % log)
        ep.write_replay(out)


def main(argv):
    events = 1000000
    seed = 1
    episode = 2000
    i = 0
    while i < len(argv):
        if argv[i] == "--events":
            events = int(argv[i + 1])
        elif argv[i] == "--seed":
            seed = int(argv[i + 1])
        elif argv[i] == "--episode":
            episode = int(argv[i + 1])
        else:
            print("usage: fuzz [--events N] [--seed S] [--episode N]")
            return 2
        i += 2
    where = {}
    failures, done, presses, ms = run(seed, events, episode, sys.stdout, where)
    rate = done * 1000 // max(1, ms)
    print("fuzz %s: %d events (%d button tokens) in %d episodes, %d failures, %.1f s, "
          "%d events/s" % (sys.implementation.name, done, presses,
                           (events + episode - 1) // episode, len(failures), ms / 1000, rate))
    print("events by place: " + ", ".join("%s %d" % (k, where[k]) for k in sorted(where)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
