"""The firmware in a browser (make web): while each game is played in headless Chromium, how
long the page's thread is held at a time (what the player feels: a frozen page) and how long
the app's steps take (the computer's thinks among them), so the page's pauses can be set
beside the device's (DESIGN.md section 8).

    python -m bench.web [SECONDS] [--build DIR]

Each game is started from its title card at each computer level its tooling.py names
(BENCH_LEVELS: the strongest, and Connect Four's Hard as well as its Perfect) and played by
pressing its PLAYING keys at a steady pace for SECONDS (default 40; moves the rules refuse
are simply refused), game after game. Per game and level it prints:
- page: the page thread's longest task as Chromium's Long Tasks API reports it (tasks of
  50 ms or more, "none" if there was none) and the longest gap between two ticks of a 10 ms
  timer on the page (any task holding the thread, shorter ones included, plus the machine's
  own scheduling delays);
- steps: the app steps of 5 ms or more the page lists (web/main.mjs: after the game has
  started, those are the computer's decisions, each with its drawing and saving, and the
  occasional garbage collection), their median and the longest.
--build DIR measures another build of the page (say, an earlier commit's build/web) with
the same keys: its figures are the "before" of a change. Needs build/web, chromium and
chromedriver, like the browser test; prints why not otherwise."""
import argparse
import statistics
import sys
import tempfile
import time

from firmware.games import GAMES
from sim.games import bench_plays, names
from tests.screen import find_text
from web.browser import Page, unavailable
from web.build import OUT

# Put into every page before its own scripts: the page thread's long tasks and timer gaps.
WATCH = """
const watch = window.benchWatch = {longTasks: [], gap: 0, last: performance.now()};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) watch.longTasks.push(entry.duration);
}).observe({type: 'longtask', buffered: true});
setInterval(() => {
  const now = performance.now();
  watch.gap = Math.max(watch.gap, now - watch.last);
  watch.last = now;
}, 10);
"""
RESET = """
benchWatch.longTasks = []; benchWatch.gap = 0; benchWatch.last = performance.now();
picoParlor.stats.slow = []; picoParlor.stats.longestMs = 0;
"""


def measure(page, start, repeat, seconds):
    """(long tasks, longest timer gap, slow steps, steps) while the game is played."""
    page.open(seed=1, fresh=True)
    page.wait_for(lambda: find_text(page.glass(), GAMES[0][1]), what="the launcher")
    started = time.monotonic()
    page.play(start)
    page.settled()
    page.js(RESET)
    steps = page.js("return picoParlor.stats.steps")
    while time.monotonic() - started < seconds:
        page.play(repeat)
    watched = page.js("return [benchWatch.longTasks, benchWatch.gap]")
    slow = page.js("return picoParlor.stats.slow")
    steps = page.js("return picoParlor.stats.steps") - steps
    return watched[0], watched[1], slow, steps


def report(name, long_tasks, gap, slow, steps):
    page = ("longest task %5.0f ms (%d of 50 ms or more)" % (max(long_tasks), len(long_tasks))
            if long_tasks else "longest task  none of 50 ms or more")
    if slow:
        app = "%d of %d steps >= 5 ms, median %.0f ms, longest %.0f ms" % (
            len(slow), steps, statistics.median(slow), max(slow))
    else:
        app = "none of %d steps >= 5 ms" % steps
    print("  %-17s page: %s, timer gap %4.0f ms | %s" % (name, page, gap, app))


def main(argv):
    parser = argparse.ArgumentParser(prog="python -m bench.web")
    parser.add_argument("seconds", nargs="?", type=float, default=40.0)
    parser.add_argument("--build", default=OUT, help="the web build to measure")
    args = parser.parse_args(argv)
    reason = unavailable(args.build)
    if reason:
        print("bench.web: skipped:", reason)
        return 0
    with Page(tempfile.mkdtemp(prefix="bench-web-"), args.build) as page:
        page.driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        page.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH})
        page.open(seed=1)
        first = page.js("return picoParlor.bootMs")
        page.open(seed=1)
        print("%s: page start to the firmware's first step: %d ms, %d ms again (served from "
              "127.0.0.1)" % (args.build, first, page.js("return picoParlor.bootMs")))
        print("while each game is played for %.0f s:" % args.seconds)
        for game in names():
            for name, start, repeat in bench_plays(game):
                report(name, *measure(page, start, repeat, args.seconds))
            errors = page.console_errors()
            if errors:
                print("  console errors:", errors)
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
