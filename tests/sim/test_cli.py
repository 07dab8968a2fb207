"""The command line of DESIGN.md section 4, run as a user would: python -m sim in a
subprocess (headless, the terminal fallback, recordings)."""
import os
import shlex
import subprocess
import sys

from PIL import Image

from tests.screen import glyph_rows

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FAKE = "tests.sim.fake_app:CursorApp"


def sim(*args, env=None):
    full = dict(os.environ, PYTHONPATH=ROOT)
    full.update(env or {})
    return subprocess.run([sys.executable, "-m", "sim"] + list(args), cwd=ROOT, env=full,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


def shows(lines, text):
    """Whether text (SMALL font) appears lit or dark-on-lit in the --ascii output."""
    pattern = glyph_rows(text)
    h, w = len(pattern), len(pattern[0])
    for flip in (0, 1):
        want = ["".join("#" if bit ^ flip else "." for bit in row) for row in pattern]
        for y in range(64 - h + 1):
            for x in range(128 - w + 1):
                if all(lines[y + r][x:x + w] == want[r] for r in range(h)):
                    return True
    return False


def test_headless_ascii_and_png_of_the_real_app(tmp_path):
    png = tmp_path / "shot.png"
    state = tmp_path / "new" / "state"  # created with its parents
    proc = sim("--headless", "--seed", "7", "--keys", "DOWN DOWN A", "--ascii",
               "--png", str(png), "--scale", "2", "--state", str(state))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 64 and all(len(line) == 128 for line in lines)
    assert set("".join(lines)) == {"#", "."}
    assert shows(lines, "Connect Four") and shows(lines, "New game")
    img = Image.open(png)
    assert img.size == (256, 128)
    assert img.getpixel((0, 0)) == (255 if lines[0][0] == "#" else 0)
    assert (state / "stats.rec").exists()  # --state keeps the app's records there
    assert "SSD1306 model" not in proc.stderr


def test_without_state_the_temporary_folder_goes_at_exit(tmp_path):
    # review 60: each headless run left its folder (and stats.rec) in /tmp
    proc = sim("--headless", "--seed", "7", "--keys", "DOWN DOWN A",
               env={"TMPDIR": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr
    assert os.listdir(str(tmp_path)) == []


def test_the_readmes_headless_example_ends_where_it_says(tmp_path):
    """README "Simulator": its example holds B on Connect Four's setup page and ends on the
    pause menu (review 31: it held B on the title card, which did nothing)."""
    with open(os.path.join(ROOT, "README.md")) as f:
        line = next(x for x in f if x.startswith(".venv/bin/python -m sim --headless"))
    args = shlex.split(line)[3:]
    assert "--ascii" in args and args[args.index("--png") + 1] == "shot.png"
    args[args.index("--png") + 1] = str(tmp_path / "shot.png")
    proc = sim(*args)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert shows(lines, "Paused") and shows(lines, "Quit to menu")
    assert (tmp_path / "shot.png").exists()


def test_headless_png_is_the_glass_pixel_for_pixel(tmp_path):
    png = tmp_path / "shot.png"
    proc = sim("--headless", "--app", FAKE, "--keys", "RIGHT DOWN A", "--ascii", "--png",
               str(png))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    img = Image.open(png)
    assert img.size == (128, 64)
    assert all((img.getpixel((x, y)) == 255) == (lines[y][x] == "#")
               for y in range(64) for x in range(128))
    assert lines[8][8:16] == "########" and lines[7][8:16] == "........"


def test_game_option_reaches_the_app_and_boot_can_be_zero():
    proc = sim("--headless", "--app", FAKE, "--game", "anything", "--boot", "0", "--keys",
               "wait:1", "--ascii")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[8][:8] == "########" and lines[0][:8] == "........"


def test_a_png_of_a_dimmed_glass_is_grey(tmp_path):
    # review 63: a --png after 31 s without a press looked like the lit screen; a recording
    # drew it grey (sim/record.py): the same grey against the run's brightest
    levels = {}
    for name, keys in (("lit", "wait:1000"), ("dim", "wait:31000")):
        out = tmp_path / (name + ".png")
        proc = sim("--headless", "--seed", "7", "--keys", keys, "--png", str(out))
        assert proc.returncode == 0, proc.stderr
        with Image.open(out) as img:
            levels[name] = sorted(set(img.convert("L").tobytes()))
    assert levels["lit"] == [0, 255] and levels["dim"][0] == 0 and 0 < levels["dim"][1] < 200


def test_recording_gif_and_png_sequence(tmp_path):
    gif = tmp_path / "run.gif"
    frames = tmp_path / "frames"
    proc = sim("--headless", "--app", FAKE, "--keys", "RIGHT wait:300 A", "--record",
               str(gif), "--record-dir", str(frames), "--scale", "3")
    assert proc.returncode == 0, proc.stderr
    names = sorted(os.listdir(frames))
    # boot screen, the move, the fill: each frame named by number and virtual time
    assert names == ["frame-00001-00000000ms.png", "frame-00002-00001600ms.png",
                     "frame-00003-00002060ms.png"]
    assert Image.open(frames / names[0]).size == (384, 192)
    img = Image.open(gif)
    durations = []
    for i in range(img.n_frames):
        img.seek(i)
        durations.append(img.info["duration"])
    assert img.size == (384, 192) and durations == [1600, 460, 1000]


def test_bad_arguments_exit_2_with_a_message():
    proc = sim("--headless", "--keys", "UP JUMP")
    assert proc.returncode == 2 and "bad --keys token 'JUMP'" in proc.stderr
    proc = sim("--headless", "--game", "chess")
    assert proc.returncode == 2 and "unknown game 'chess'" in proc.stderr
    proc = sim("--tty", "--keys", "UP")
    assert proc.returncode == 2 and "--keys needs --headless" in proc.stderr


def test_without_a_display_the_window_falls_back_to_the_terminal():
    env = {"DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""}
    proc = sim("--app", FAKE, env=env)
    assert "no DISPLAY or WAYLAND_DISPLAY: using the terminal" in proc.stderr
    assert proc.returncode == 2 and "stdin is not a terminal" in proc.stderr


def test_a_display_that_cannot_be_opened_falls_back_to_the_terminal():
    env = {"DISPLAY": ":987", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""}
    proc = sim("--app", FAKE, env=env)
    assert "cannot open a window" in proc.stderr and "using the terminal" in proc.stderr
    assert proc.returncode == 2


def test_board_runs_the_app_on_that_module_with_the_same_glass(tmp_path):
    keys = ("--headless", "--seed", "7", "--keys", "DOWN A", "--ascii")
    plain = sim(*keys)
    board = tmp_path / "board.json"
    board.write_text('{"display": "sh1106", "bus": "spi", "sck": 2, "mosi": 3, "dc": 4, '
                     '"cs": 5, "res": 6, "flip": true}')
    for spec in ('{"display": "sh1106", "flip": true}', str(board)):
        other = sim("--board", spec, *keys)
        assert other.returncode == 0 and other.stderr == "", other.stderr
        assert other.stdout == plain.stdout


def test_a_wrong_board_is_one_line_and_the_hardware_check_opens():
    for spec, words in (('{"display": "ssd1309"}', "display 'ssd1309' is not known"),
                        ('{"bus": "spi", "sck": 2, "mosi": 3, "dc": 4}', 'needs "cs"'),
                        ('{"buttons": {"A": 15}}', "button A and button B both use GP15"),
                        ("/nonexistent/board.json", "no such file"),
                        ('{"display": ', "not valid JSON")):
        proc = sim("--headless", "--board", spec)
        assert proc.returncode == 2 and words in proc.stderr, (spec, proc.stderr)
        assert "Traceback" not in proc.stderr
    proc = sim("--headless", "--hardware-check", "--boot", "300", "--ascii")
    assert proc.returncode == 0 and shows(proc.stdout.splitlines(), "Buzzer sweep")
