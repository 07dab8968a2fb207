# runs-on: micropython, whole app
"""The app on every display module a maker may buy, through the simulated board: the same
session gives the same glass on SSD1306 and SH1106, I2C and SPI, mounted upright or upside
down (with "flip"); the wrong choice in board.json shows on the glass as it would on the
module."""
import gc

from sim.keys import paced

SESSION = paced("DOWN A A A RIGHT A wait:1500")  # each screen looked at before it is answered
SHOTS = 1 + len(SESSION.split())
# the glass after each step, 1 KB a shot, allocated before anything else: on the app's
# fragmented heap even 1 KB blocks can be hard to find later
_WANT = [bytearray(1024) for _ in range(SHOTS)]
_GOT = [bytearray(1024) for _ in range(SHOTS)]

from firmware.app import App  # noqa: E402
from hal.config import ConfigError  # noqa: E402
from sim.board import SimBoard  # noqa: E402
from tests.util import raises  # noqa: E402

SPI = {"bus": "spi", "sck": 2, "mosi": 3, "dc": 4, "cs": 5, "res": 6}
BOARDS = []
for _display in ("ssd1306", "sh1106"):
    for _bus in ({}, SPI):
        for _flip in (False, True):
            BOARDS.append(dict(_bus, display=_display, flip=_flip))


def packed(chip, out):
    """The glass into out (1024 bytes), a bit a pixel, read pixel by pixel."""
    for i in range(1024):
        out[i] = 0
    pixel = chip.glass_pixel
    for y in range(64):
        for x in range(128):
            if pixel(x, y):
                i = y * 128 + x
                out[i >> 3] |= 1 << (i & 7)


def session(shots, board=None, module=None):
    """The glass after the splash and after each key of SESSION into shots; returns the
    model's errors."""
    gc.collect()
    sim = SimBoard(seed=3, board=board, module=module)
    app = App(sim)
    sim.run(app, 1600)  # past the splash and the launcher's guard (app.GUARD_MS)
    packed(sim.chip, shots[0])
    for n, key in enumerate(SESSION.split()):
        sim.play_keys(app, key)
        packed(sim.chip, shots[n + 1])
    return sim.chip.errors


def test_every_module_shows_the_same_session():
    assert session(_WANT) == []
    assert len(set(bytes(s) for s in _WANT)) > 3  # the session goes through several screens
    for board in BOARDS[1:]:
        errors = session(_GOT, board)
        assert errors == [], (board, errors)
        for n in range(SHOTS):
            assert _GOT[n] == _WANT[n], (board, n)


def test_an_sh1106_driven_as_an_ssd1306_is_visibly_wrong():
    session(_WANT)
    assert session(_GOT, {}, {"display": "sh1106"})  # its window commands are not SH1106's
    for n in range(SHOTS):
        assert _GOT[n] != _WANT[n], n


def test_an_ssd1306_driven_as_an_sh1106_stays_dark():
    assert session(_GOT, {"display": "sh1106"}, {"display": "ssd1306"})
    assert not any(any(s) for s in _GOT)  # no charge pump command: nothing lit, ever


def test_a_module_mounted_upside_down_needs_flip():
    session(_WANT)
    session(_GOT, {}, {"flipped": True})
    want, got = _WANT[-1], _GOT[-1]
    assert got != want
    turned = bytearray(1024)  # want turned 180 degrees: pixel i goes to 8191 - i
    for i in range(8192):
        if want[i >> 3] >> (i & 7) & 1:
            j = 8191 - i
            turned[j >> 3] |= 1 << (j & 7)
    assert got == turned


def test_a_display_at_0x3d_is_found_and_one_nowhere_is_one_line():
    sim = SimBoard(board={}, module={"addr": 0x3D})
    assert sim.addr == 0x3D
    e = raises(ConfigError, SimBoard, board={"addr": 0x3C}, module={"addr": 0x3D})
    assert "no display at 0x3C" in str(e) and "only 0x3D answers" in str(e)
