"""The web build in a real browser (headless Chromium): the page boots the firmware on
MicroPython's WebAssembly port in a Web Worker, takes keys and touches, and shows on its glass
exactly what the simulator shows for the same seed and buttons; the page keeps answering while
the computer thinks; saves survive a reload and are validated; after one visit the page
loads and plays with the server gone; the buttons fit a phone; nothing reaches the console
as an error."""
import os
import shutil
import time

import pytest

from firmware import settings
from firmware.app import LAUNCHER_FOOTER, App
from firmware.games import GAMES
from firmware.ui.menu import ROWS
from hal.storage import Storage
from sim.board import SimBoard
from sim.games import bench_plays, page_start
from sim.keys import HOLD_MS, paced
from tests.screen import find_text
from web.browser import Glass, Page, unavailable
from web.build import OUT, write_service_worker

SEED = 7
BOOT_MS = 1600  # past the splash and the launcher's guard, as the simulator's --boot
# A person looks at a screen before answering it: 400 ms (sim.keys.paced), the app refusing a
# press begun less than its GUARD_MS (300 ms) after the screen reached the glass. On the page
# an A or B goes down once the glass has stood still LOOK_MS, by the worker's clock where the
# test sees it (the protocol test), else by the page's, which sees the glass later than the
# worker drew it, plus a step's leeway (the app dates a press by the poll before it).
LOOK_MS = 600  # past the app's GUARD_MS on every screen these taps meet: a person reads
PREFIX = "pico-parlor/data/"  # web/saves.mjs: one localStorage key per file of /data

REASON = unavailable()
pytestmark = pytest.mark.skipif(REASON is not None, reason=REASON or "")


def simulated(script, state_dir=None):
    """The glass the simulator shows for the same keys from a fresh boot, once settled."""
    board = SimBoard(seed=SEED, state_dir=state_dir)
    app = App(board)
    board.run(app, BOOT_MS)
    board.play_keys(app, paced(script, LOOK_MS))
    board.run(app, 3000)
    return Glass(board.chip.glass_rows())


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    with Page(str(tmp_path_factory.mktemp("chromium-profile"))) as page:
        yield page


@pytest.fixture(autouse=True)
def no_console_errors(page):
    page.console_errors()
    yield
    assert page.console_errors() == []


def shows(glass, text, **kw):
    return find_text(glass, text, **kw) is not None


def play(page, script):
    """A --keys script played on the page as a person plays it: every A or B once the glass
    has stood still a look and a step (LOOK_MS)."""
    for token in script.split():
        if token.split(":")[0].upper() in ("A", "B"):
            page.settled(quiet_s=(LOOK_MS + 100) / 1000)
        page.play(token)


def touch(page, button, hold_ms=HOLD_MS):
    """A finger on an on-screen button, A or B once the glass has been looked at (play)."""
    if button in ("A", "B"):
        page.settled(quiet_s=(LOOK_MS + 100) / 1000)
    page.touch(button, hold_ms)


def at_launcher(page, fresh=True):
    page.open(SEED, fresh=fresh)
    page.wait_for(lambda: shows(page.glass(), GAMES[0][1]), what="the launcher")


def reaches(page, want, what):
    """Wait until the page's glass is the simulator's."""
    try:
        page.wait_for(lambda: page.glass() == want, what=what)
    except AssertionError:
        raise AssertionError("%s\npage:\n%r\nsimulator:\n%r" % (what, page.glass(), want))


def test_the_launcher_appears_as_in_the_simulator(page):
    at_launcher(page)
    glass = page.settled()
    for _, title, _ in GAMES[:ROWS - LAUNCHER_FOOTER]:   # the first page of games
        assert shows(glass, title), title
    assert shows(glass, "Settings")
    assert glass == simulated("")


def test_everything_the_page_loads_comes_from_its_own_folder(page):
    at_launcher(page)
    on_page = page.js("return performance.getEntriesByType('resource').map(e => e.name)")
    in_worker = page.driver.execute_async_script(
        "picoParlor.workerResources().then(arguments[arguments.length - 1])")
    assert any(name.endswith("/micropython.wasm") for name in in_worker)
    assert any(name.endswith("/fs.bin") for name in in_worker)  # the tree
    assert [name for name in on_page + in_worker if not name.startswith(page.url)] == []


def test_micropython_runs_in_the_worker_not_on_the_page(page):
    at_launcher(page)
    # (Chromium lists a module worker's imports among the page's resources: not its wasm)
    on_page = page.js("return performance.getEntriesByType('resource').map(e => e.name)")
    assert not any(name.endswith("/micropython.wasm") for name in on_page)
    assert page.js("return typeof window.loadMicroPython") == "undefined"


# A second worker started by the test speaks the protocol web/worker.mjs describes; the page's
# own worker runs on beside it. Each message is kept with its glass as # / . rows.
LISTEN = """
const log = window.protocol = {messages: [],
                               worker: new Worker('worker.mjs', {type: 'module'})};
log.worker.onmessage = ({data}) => {
  if (data.glass) {
    if (!(data.glass instanceof Uint8Array) || data.glass.length !== 128 * 64) {
      log.messages.push({type: 'bad glass'});
      return;
    }
    const rows = [];
    for (let y = 0; y < 64; y++) {
      rows.push(Array.from(data.glass.subarray(y * 128, y * 128 + 128),
                           (bit) => bit ? '#' : '.').join(''));
    }
    data.glass = rows;
  }
  log.messages.push(data);
};
log.worker.postMessage({type: 'start', seed: arguments[0], files: arguments[1]});
"""


def test_the_worker_protocol_start_frames_buttons_saves(page, tmp_path):
    """Saved files handed over at start are in /data before the app starts; every step sends
    its time, the glass as 128x64 bytes when it changed, the contrast, the buzzer's tones; a
    press held across a step counts; a save comes back whole."""
    at_launcher(page)
    storage = Storage(str(tmp_path))
    settings.save(storage, dict(settings.DEFAULTS, contrast=0))
    with open(os.path.join(str(tmp_path), settings.RECORD + ".rec"), "rb") as f:
        record = f.read().decode("latin-1")
    page.js(LISTEN, SEED, {settings.RECORD + ".rec": record})

    def messages():
        return page.js("return window.protocol.messages")

    def glass():
        return Glass(page.js("return window.protocol.messages.filter(m => m.glass).pop().glass"))

    def tones():
        return [m["tone"] for m in messages() if m["type"] == "step" and m["tone"]]

    def steps():
        return sum(1 for m in messages() if m["type"] == "step")

    def looked():
        """A step has begun LOOK_MS after the one that put the glass up ended, by the
        worker's clock: a press made now is dated (the poll before the one that sees it)
        no sooner, however busy the machine."""
        return page.js("""
            const steps = window.protocol.messages.filter(m => m.type === 'step');
            const shown = steps.filter(m => m.glass).pop();
            return steps.pop().at >= shown.at + shown.ms + arguments[0];""", LOOK_MS)

    def tap(button, then):
        page.wait_for(looked, what="a look at the glass before " + button)
        # held across a whole step, as a finger is: a tap made and let go inside one step is
        # never seen (as on the device), and on a busy machine any step may be a long one
        post = "window.protocol.worker.postMessage(arguments[0])"
        # and paced as a person is: the app refuses a press made too soon after the last
        # one let go or the screen it answers appeared (a fast or busy machine races it)
        time.sleep(0.5)
        page.js(post, {"type": "press", "button": button})
        held = steps() + 2
        page.wait_for(lambda: steps() >= held, what="a step with " + button + " down")
        page.js(post, {"type": "release", "button": button})
        page.wait_for(lambda: glass() == then, what="the glass after " + button)

    try:
        page.wait_for(lambda: any(m["type"] == "step" for m in messages()), what="a step")
        kinds = [m["type"] for m in messages()]
        first = kinds.index("ready")
        assert kinds[:first] == ["status"] * first and kinds[first + 1] == "step"
        step = messages()[first + 1]
        assert step["ms"] >= 0 and step["at"] > 0 and step["contrast"] == settings.CONTRAST[0][1]
        page.wait_for(lambda: glass() == simulated("", str(tmp_path)), what="the launcher")
        tap("A", simulated("A"))
        tap("A", simulated("A A"))  # New game: the machine's setup page
        tap("A", simulated("A A A"))  # Play
        tap("LEFT", simulated("A A A LEFT"))  # the bet down a coin (5 -> 4): a click
        page.wait_for(lambda: "off" in tones(), what="the click to end")
        assert tones() == ["1800 15", "off"]
        tap("A", simulated("A A A LEFT A"))
        page.wait_for(lambda: any("poker" in name for m in messages()
                                  if m["type"] == "step" and m["saves"]
                                  for name, _ in m["saves"]), what="the hand's save")
        saved = {name: text for m in messages() if m["type"] == "step" and m["saves"]
                 for name, text in m["saves"]}
        assert all(text.startswith("PPR1 ") for name, text in saved.items()
                   if name.endswith(".rec")), saved
        assert "bad glass" not in [m["type"] for m in messages()]
    finally:
        page.js("window.protocol.worker.terminate()")


# New game from each title card and its first move (the game's tooling.py: NEW_GAME,
# FIRST_MOVE), so the computer answers (tic-tac-toe, Connect Four) or the deal is shown.
@pytest.mark.parametrize("game", [name for name, _, _ in GAMES])
def test_each_game_starts_and_plays_as_in_the_simulator(page, game):
    at_launcher(page)
    keys = page_start(game)
    play(page, keys)
    reaches(page, simulated(keys), game)
    assert not shows(page.glass(), "Oops")


def test_a_poker_hand_deals_and_draws(page):
    at_launcher(page)
    play(page, "A A A")  # the title card, New game, Play
    page.wait_for(lambda: shows(page.glass(), "CR 100"), what="the poker table")
    play(page, "A")
    reaches(page, simulated("A A A A"), "the deal")
    dealt = page.glass()
    assert shows(dealt, "CR 95")
    # DOWN, then A once the glass has stood still: the draw (the deal's A leaves A waiting
    # for an aim, the bar without A: till an arrow or 2 s: a refused A, then the bar's A:
    # coming back, moved the page's next A past the simulator's: review 99)
    play(page, "DOWN A")
    reaches(page, simulated("A A A A DOWN A"), "the draw")
    assert page.glass() != dealt


def test_a_reload_resumes_the_game_in_progress(page, tmp_path):
    at_launcher(page)
    play(page, "A A A A")
    reaches(page, simulated("A A A A", str(tmp_path)), "the deal")
    page.reload()
    page.wait_for(lambda: shows(page.glass(), GAMES[0][1]), what="the launcher")
    play(page, "A")
    page.wait_for(lambda: shows(page.glass(), "Resume"), what="Resume")
    play(page, "A")
    reaches(page, simulated("A A", str(tmp_path)), "the resumed hand")  # same saves


def test_on_screen_buttons_take_touches_held_b_pauses(page):
    at_launcher(page)
    touch(page, "DOWN")
    touch(page, "A")
    reaches(page, simulated("DOWN A"), "the Tic-Tac-Toe title card")
    touch(page, "A")
    touch(page, "A")  # Play
    page.wait_for(lambda: shows(page.glass(), "YOUR MOVE"), what="the board")
    touch(page, "B", 1300)
    page.wait_for(lambda: shows(page.glass(), "Paused"), what="the pause menu")


def test_a_damaged_save_loads_defaults_with_a_notice_and_is_kept_aside(page):
    at_launcher(page)
    page.js("localStorage.setItem(arguments[0], 'PPR1 1 6 123\\nbroken')", PREFIX + "settings.rec")
    page.reload()
    page.wait_for(lambda: shows(page.glass(), "Notice"), what="the notice")
    assert shows(page.glass(), "settings was")
    play(page, "A")
    page.wait_for(lambda: shows(page.glass(), GAMES[0][1]), what="the launcher")
    assert page.js("return localStorage.getItem(arguments[0])", PREFIX + "settings.bad") == \
        "PPR1 1 6 123\nbroken"


def test_storage_refused_says_so_and_play_goes_on(page):
    refuse = page.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": (
        "Storage.prototype.setItem = function () {"
        " throw new DOMException('full', 'QuotaExceededError'); };")})
    try:
        at_launcher(page)
        play(page, "A A A A")
        reaches(page, simulated("A A A A"), "the deal")
        status = page.js("return document.getElementById('status').textContent")
        assert "refused to keep the saves (QuotaExceededError)" in status
    finally:
        page.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", refuse)


def test_the_canvas_shows_the_glass_crisp_lit_on_black(page):
    at_launcher(page)
    glass = page.settled()
    drawn = page.js("""
        const canvas = document.getElementById('glass');
        const scale = canvas.width / 128;
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        const rows = [];
        for (let y = 0; y < 64; y++) {
          let row = '';
          for (let x = 0; x < 128; x++) {
            const i = 4 * (y * scale * canvas.width + x * scale);  // each pixel's top left
            row += data[i] > 100 ? '#' : (data[i] + data[i + 1] + data[i + 2] === 0 ? '.' : '?');
          }
          rows.push(row);
        }
        return [scale, canvas.height, rows];
    """)
    scale, height, rows = drawn
    assert scale == int(scale) and scale >= 2 and height == 64 * scale
    assert Glass(rows) == glass


# The longest the page thread went without running its 10 ms timer, from now on.
GAPS = """
const gaps = window.gaps = {max: 0, last: performance.now()};
setInterval(() => {
  const now = performance.now();
  gaps.max = Math.max(gaps.max, now - gaps.last);
  gaps.last = now;
}, 10);
picoParlor.stats.longestMs = 0;
"""
LONG_THINKER = "connect4"  # its perfect player, bench.web's first level for it, thinks longest
THINK_MS = 150


def test_the_page_answers_while_the_computer_thinks(page):
    """Connect Four's perfect player thinks for a good part of a second in the worker; the
    page's timer runs on meanwhile. (With the firmware on the page's thread, the timer
    waited at least as long as the longest step.)"""
    _, start, playing = bench_plays(LONG_THINKER)[0]
    at_launcher(page)
    play(page, start)
    page.js(GAPS)
    end = time.monotonic() + 60
    while page.js("return picoParlor.stats.longestMs") < THINK_MS and time.monotonic() < end:
        play(page, playing)
    longest = page.js("return picoParlor.stats.longestMs")
    if longest < THINK_MS:
        pytest.skip("no step of %d ms in a minute: this machine is too fast to tell a "
                    "frozen page from a busy one" % THINK_MS)
    assert page.js("return gaps.max") < longest


def test_after_one_visit_it_loads_and_plays_offline_with_the_save(tmp_path):
    """The service worker keeps every file: with the server gone a reload still boots,
    resumes the hand saved before and plays a move, as the simulator does."""
    with Page(str(tmp_path / "profile")) as page:
        at_launcher(page)
        page.wait_for_offline()
        play(page, "A A A A")
        reaches(page, simulated("A A A A", str(tmp_path)), "the deal")
        page.stop_serving()
        page.reload()
        page.wait_for(lambda: shows(page.glass(), GAMES[0][1]), what="the launcher offline")
        play(page, "A")
        page.wait_for(lambda: shows(page.glass(), "Resume"), what="Resume")
        play(page, "A")
        reaches(page, simulated("A A", str(tmp_path)), "the resumed hand")
        play(page, "A DOWN A")  # hold the first card, draw four
        reaches(page, simulated("A A A DOWN A", str(tmp_path)), "the draw, offline")
        assert page.console_errors() == []


def cache_names(page):
    return page.driver.execute_async_script(
        "caches.keys().then(arguments[arguments.length - 1])")


def test_a_new_build_replaces_the_cached_one_whole(tmp_path):
    """A change to any file makes a new sw.js: on the next visit the browser installs it,
    its cache takes the old one's place, the open page says a reload plays it, and the
    reload gets the new files."""
    build = tmp_path / "web"
    shutil.copytree(OUT, str(build))
    with Page(str(tmp_path / "profile"), str(build)) as page:
        at_launcher(page)
        page.wait_for_offline()
        old = cache_names(page)
        assert len(old) == 1
        with open(str(build / "style.css"), "a") as f:
            f.write("/* the next build */\n")
        write_service_worker(str(build))
        page.reload()
        page.wait_for(lambda: len(cache_names(page)) == 1 and cache_names(page) != old,
                      what="the new build's cache, alone")
        page.wait_for(lambda: "new version" in page.js(
            "return document.getElementById('status').textContent"), what="the notice")
        page.reload()
        style = page.driver.execute_async_script(
            "fetch('style.css').then(r => r.text()).then(arguments[arguments.length - 1])")
        assert style.endswith("/* the next build */\n")
        assert page.console_errors() == []


def test_it_installs_as_an_app_with_icons_from_the_splash(page):
    at_launcher(page)
    page.wait_for_offline()
    assert page.driver.execute_cdp_cmd("Page.getAppManifest", {})["errors"] == []
    assert page.driver.execute_cdp_cmd("Page.getInstallabilityErrors", {}) == {
        "installabilityErrors": []}  # what Chromium asks before it offers to install
    manifest = page.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json()).then(done);
    """)
    assert manifest["display"] == "standalone" and manifest["name"] == "Pico Parlor"
    assert manifest["theme_color"] and manifest["start_url"] == "./"
    sizes = [icon["sizes"] for icon in manifest["icons"]]
    assert "192x192" in sizes and any(int(s.split("x")[0]) >= 512 for s in sizes)
    for icon in manifest["icons"]:
        side = page.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const img = new Image();
            img.onload = () => done(img.naturalWidth + 'x' + img.naturalHeight);
            img.onerror = () => done('no image');
            img.src = arguments[0];
        """, icon["src"])
        assert side == icon["sizes"]


def test_the_buttons_fit_a_phone_without_scrolling(page, tmp_path):
    """At 360 x 640 CSS px the glass, D-pad and A/B are all on screen at once, every
    button at least 44 px a side (the size a finger hits)."""
    page.phone(360, 640)
    try:
        at_launcher(page)
        boxes = page.js("""
            return [...document.querySelectorAll('.controls button, #glass')].map((el) => {
              const r = el.getBoundingClientRect();
              return [el.dataset.button || el.id, r.left, r.top, r.right, r.bottom];
            });""")
        view = page.js("return [window.innerWidth, window.innerHeight, window.scrollY]")
        page.screenshot(str(tmp_path / "phone.png"))
    finally:
        page.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert view == [360, 640, 0]
    for name, left, top, right, bottom in boxes:
        assert 0 <= left and right <= 360 and 0 <= top and bottom <= 640, name
        if name != "glass":
            assert right - left >= 44 and bottom - top >= 44, name
