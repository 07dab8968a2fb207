# runs-on: micropython, whole app
"""The hardware check (firmware/hwcheck.py) through the app on the simulated board: opened by
A held at power-up or from Settings; live buttons by name and pin, the display patterns and
contrast steps, the buzzer sweep, the board settings in effect; B leaves each."""
import gc
import sys

from firmware.app import App
from firmware.games import GAMES
from hal.buttons import A, UP
from sim.board import SimBoard
from sim.keys import paced
from tests.screen import shows


def check(**kw):
    gc.collect()  # the last test's app: the check compiles from source here, not on the Pico
    board = SimBoard(seed=2, hardware_check=True, **kw)
    app = App(board)
    board.run(app, 300)
    return board, app


def test_a_held_at_power_up_opens_it_and_b_leaves_for_the_launcher():
    board, app = check()
    assert shows(board, "Hardware") and shows(board, "Buzzer sweep")
    assert shows(board, "A:OPEN B:BACK")   # its key bar, as every list's (review 33)
    board.play_keys(app, paced("B"))
    assert shows(board, GAMES[0][1])
    assert "firmware.hwcheck" not in sys.modules  # loaded for the check, dropped after it


def test_settings_opens_it_too():
    gc.collect()
    board = SimBoard(seed=2)
    app = App(board)
    board.run(app, 1500)
    board.play_keys(app, paced("UP UP A DOWN DOWN DOWN DOWN"))   # Settings, above Stats
    assert shows(board, "Hardware check")
    board.play_keys(app, paced("A"))
    assert shows(board, "Buzzer sweep")


def test_buttons_light_while_held_with_their_pins():
    board, app = check(board={"buttons": {"A": 20}})
    board.play_keys(app, paced("A"))
    assert shows(board, "UP 10") and shows(board, "A 20") and shows(board, "B 15")
    box = board.chip.glass_pixel  # UP's box is the first: its middle lights while held
    assert not box(6, 17)
    board.pad.press(UP)
    board.pad.press(A)
    board.run(app, 100)
    assert box(6, 17) and box(70, 31)  # UP, and A (second column, second row)
    board.pad.release(UP)
    board.pad.release(A)
    board.run(app, 100)
    assert not box(6, 17)
    board.play_keys(app, paced("B"))
    assert shows(board, "Buzzer sweep")


def test_display_patterns_and_contrast_steps_then_the_setting_back():
    board, app = check()
    chip = board.chip
    setting = chip.contrast
    board.play_keys(app, paced("DOWN A"))
    assert shows(board, "Display test")
    board.play_keys(app, paced("A"))
    assert all(chip.glass_pixel(x, y) for y in range(64) for x in range(128))  # all lit
    board.play_keys(app, paced("A"))
    assert all(chip.glass_pixel(x, y) == (x + y + 1) % 2 for y in (0, 31, 63) for x in range(128))
    board.play_keys(app, paced("A"))
    assert all(chip.glass_pixel(x, y) for x in (0, 64, 127) for y in (0, 63))  # the border
    assert all(chip.glass_pixel(x, y) for x in (0, 127) for y in (1, 32, 62))
    seen = []
    for _ in range(5):
        board.play_keys(app, paced("A"))
        seen.append(chip.contrast)
    assert seen == [0x00, 0x40, 0x80, 0xC0, 0xFF]
    board.play_keys(app, paced("LEFT"))
    assert chip.contrast == 0xC0
    board.play_keys(app, paced("B"))
    assert chip.contrast == setting and shows(board, "Hardware")


def test_the_buzzer_sweeps_up_and_a_missing_one_is_said():
    board, app = check()
    board.play_keys(app, paced("DOWN DOWN A wait:3000"))
    tones = [f for f, _ in board.sound.tones]
    assert tones[0] == 200 and tones == sorted(tones) and 3000 < tones[-1] <= 4000
    assert shows(board, "Done: A plays again") and board.sound.playing is None
    board, app = check(board={"buzzer": None})
    board.play_keys(app, paced("DOWN DOWN A"))
    assert shows(board, "No buzzer set:") and board.sound is None


def test_the_board_page_shows_the_settings_in_effect():
    board, app = check(board={"display": "sh1106"}, module={"addr": 0x3D})
    board.play_keys(app, paced("DOWN DOWN DOWN A"))
    assert shows(board, "SH1106") and shows(board, "address 0x3D found")
    assert shows(board, "SDA GP4 SCL GP5")
    assert shows(board, "B:BACK")   # the way out on its key bar (review 48: none)
    spi = {"bus": "spi", "sck": 2, "mosi": 3, "dc": 4, "cs": 5, "res": 6, "flip": True}
    board, app = check(board=spi)
    board.play_keys(app, paced("DOWN DOWN DOWN A"))
    assert shows(board, "SSD1306, flipped") and shows(board, "SPI0 8.0 MHz")
    assert shows(board, "SCK GP2 MOSI GP3 CS")
    board.play_keys(app, paced("DOWN DOWN DOWN"))
    assert shows(board, "Pico Parlor v1")
    board.play_keys(app, " ".join(["DOWN"] * 8))  # to the end (MicroPython names the machine)
    assert shows(board, "free heap")
