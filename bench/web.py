"""The firmware in a browser (make web): how long the page's app steps take in headless
Chromium while the computer players think, so the page's pauses can be set beside the
device's (DESIGN.md section 8).

    python -m bench.web [SECONDS]      each game played for SECONDS (default 40) by keys

Each game is started from its title card with its default (strongest) computer level and
played by pressing keys at a steady pace (moves the rules refuse are simply refused). The
page lists every app step of 5 ms or more (web/main.mjs): after the game has started, those
are the computer's decisions (each step that makes one: think, draw, show, save) and the
occasional garbage collection. Needs build/web, chromium and chromedriver, like the browser
test; prints why not otherwise."""
import statistics
import sys
import tempfile
import time

from firmware.games import GAMES
from sim.games import bench_play
from tests.screen import find_text
from web.browser import Page, unavailable

def measure(page, game, seconds):
    page.open(seed=1, fresh=True)
    page.wait_for(lambda: find_text(page.glass(), GAMES[0][1]), what="the launcher")
    start, repeat = bench_play(game)
    started = time.monotonic()
    page.play(start)
    page.settled()
    load = page.js("return picoParlor.stats.slow.slice()")
    page.js("picoParlor.stats.slow = []; picoParlor.stats.longestMs = 0;")
    steps = page.js("return picoParlor.stats.steps")
    while time.monotonic() - started < seconds:
        page.play(repeat)
    slow = page.js("return picoParlor.stats.slow")
    steps = page.js("return picoParlor.stats.steps") - steps
    return load, slow, steps


def main(argv):
    reason = unavailable()
    if reason:
        print("bench.web: skipped:", reason)
        return 0
    seconds = float(argv[0]) if argv else 40.0
    with Page(tempfile.mkdtemp(prefix="bench-web-")) as page:
        page.driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        page.open(seed=1)
        first = page.js("return picoParlor.bootMs")
        page.open(seed=1)
        print("page start to the firmware's first step: %d ms, %d ms again (cached; served "
              "from 127.0.0.1)" % (first, page.js("return picoParlor.bootMs")))
        print("steps of 5 ms or more while each game is played for %.0f s:" % seconds)
        for game, _, _ in GAMES:
            load, slow, steps = measure(page, game, seconds)
            if slow:
                print("  %-9s %4d of %5d steps: median %5.1f ms, max %5.1f ms "
                      "(starting the game: %s ms)"
                      % (game, len(slow), steps, statistics.median(slow), max(slow),
                         "/".join("%.0f" % ms for ms in load) or "< 5"))
            else:
                print("  %-9s none of %d steps" % (game, steps))
            errors = page.console_errors()
            if errors:
                print("  console errors:", errors)
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
