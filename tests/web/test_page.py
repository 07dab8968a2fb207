"""The web build in a real browser (headless Chromium): the page boots the firmware on
MicroPython's WebAssembly port, takes keys and touches, and shows on its glass exactly what
the simulator shows for the same seed and buttons; saves survive a reload and are validated;
nothing reaches the console as an error."""
import pytest

from firmware.app import App
from firmware.games import GAMES
from sim.board import SimBoard
from sim.games import page_start
from tests.screen import find_text
from web.browser import Glass, Page, unavailable

SEED = 7
BOOT_MS = 1500  # past the splash, as the simulator's --boot
PREFIX = "pico-parlor/data/"  # web/saves.mjs: one localStorage key per file of /data

REASON = unavailable()
pytestmark = pytest.mark.skipif(REASON is not None, reason=REASON or "")


def simulated(script, state_dir=None):
    """The glass the simulator shows for the same keys from a fresh boot, once settled."""
    board = SimBoard(seed=SEED, state_dir=state_dir)
    app = App(board)
    board.run(app, BOOT_MS)
    board.play_keys(app, script)
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
    for _, title, _ in GAMES:
        assert shows(glass, title), title
    assert shows(glass, "Settings")
    assert glass == simulated("")


def test_everything_the_page_loads_comes_from_its_own_folder(page):
    at_launcher(page)
    loaded = page.js("return performance.getEntriesByType('resource').map(e => e.name)")
    assert any(name.endswith("/micropython.wasm") for name in loaded)
    assert any(name.endswith("/fs/firmware/app.mpy") for name in loaded)
    assert [name for name in loaded if not name.startswith(page.url)] == []


# New game from each title card and its first move (the game's tooling.py: NEW_GAME,
# FIRST_MOVE), so the computer answers (tic-tac-toe, Connect Four) or the deal is shown.
@pytest.mark.parametrize("game", [name for name, _, _ in GAMES])
def test_each_game_starts_and_plays_as_in_the_simulator(page, game):
    at_launcher(page)
    keys = page_start(game)
    page.play(keys)
    reaches(page, simulated(keys), game)
    assert not shows(page.glass(), "Oops")


def test_a_poker_hand_deals_and_draws(page):
    at_launcher(page)
    page.play("A A")
    page.wait_for(lambda: shows(page.glass(), "CR 100"), what="the poker table")
    page.play("DOWN")
    reaches(page, simulated("A A DOWN"), "the deal")
    dealt = page.glass()
    assert shows(dealt, "CR 95")
    page.play("A DOWN")  # hold the first card, draw four
    reaches(page, simulated("A A DOWN wait:1000 A DOWN"), "the draw")
    assert page.glass() != dealt


def test_a_reload_resumes_the_game_in_progress(page, tmp_path):
    at_launcher(page)
    page.play("A A DOWN")
    reaches(page, simulated("A A DOWN", str(tmp_path)), "the deal")
    page.reload()
    page.wait_for(lambda: shows(page.glass(), GAMES[0][1]), what="the launcher")
    page.play("A")
    page.wait_for(lambda: shows(page.glass(), "Resume"), what="Resume")
    page.play("A")
    reaches(page, simulated("A A", str(tmp_path)), "the resumed hand")  # same saves


def test_on_screen_buttons_take_touches_held_b_pauses(page):
    at_launcher(page)
    page.touch("DOWN")
    page.touch("A")
    reaches(page, simulated("DOWN A"), "the Tic-Tac-Toe title card")
    page.touch("A")
    page.touch("A")  # Play
    page.wait_for(lambda: shows(page.glass(), "Your move"), what="the board")
    page.touch("B", 1300)
    page.wait_for(lambda: shows(page.glass(), "Paused"), what="the pause menu")


def test_a_damaged_save_loads_defaults_with_a_notice_and_is_kept_aside(page):
    at_launcher(page)
    page.js("localStorage.setItem(arguments[0], 'PPR1 1 6 123\\nbroken')", PREFIX + "settings.rec")
    page.reload()
    page.wait_for(lambda: shows(page.glass(), "Notice"), what="the notice")
    assert shows(page.glass(), "settings was")
    page.play("A")
    page.wait_for(lambda: shows(page.glass(), GAMES[0][1]), what="the launcher")
    assert page.js("return localStorage.getItem(arguments[0])", PREFIX + "settings.bad") == \
        "PPR1 1 6 123\nbroken"


def test_storage_refused_says_so_and_play_goes_on(page):
    refuse = page.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": (
        "Storage.prototype.setItem = function () {"
        " throw new DOMException('full', 'QuotaExceededError'); };")})
    try:
        at_launcher(page)
        page.play("A A DOWN")
        reaches(page, simulated("A A DOWN"), "the deal")
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
