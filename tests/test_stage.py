"""make stage writes the device tree: compiled modules that MicroPython loads, the entry
points as source, the drivers; the derived package.json lists the same files."""
import os
import platform
import subprocess

from bench._mpytree import HOST_MARCH
from tests.test_micropython import micropython_binary
from tools import stage

ROOT = stage.ROOT


def test_stage_writes_the_device_tree(tmp_path):
    out = str(tmp_path / "device")
    stage.stage(out)
    for rel in ("boot.py", "main.py", "firmware/app.mpy", "hal/pico.mpy", "hal/buttons.mpy",
                "firmware/ui/gfx.mpy", "adafruit_ssd1306.mpy",
                "adafruit_bus_device/i2c_device.mpy"):
        assert os.path.exists(os.path.join(out, rel)), rel
    assert not os.path.exists(os.path.join(out, "firmware/manifest.mpy"))
    assert not [n for _, _, files in os.walk(out) for n in files
                if n.endswith(".py") and n not in ("boot.py", "main.py")]
    # a second run rewrites nothing, so deploy copies only what changed
    before = {n: os.path.getmtime(os.path.join(d, n)) for d, _, fs in os.walk(out) for n in fs}
    stage.stage(out)
    after = {n: os.path.getmtime(os.path.join(d, n)) for d, _, fs in os.walk(out) for n in fs}
    assert before == after


def test_viper_routines_are_staged_as_rp2040_machine_code(tmp_path):
    # so loading Connect Four compiles nothing on the device's heap
    out = str(tmp_path / "device")
    stage.stage(out)
    with open(os.path.join(out, "firmware/games/connect4/position.mpy"), "rb") as f:
        header = f.read(4)
    with open(os.path.join(out, "firmware/app.mpy"), "rb") as f:
        plain = f.read(4)
    armv6m = 4  # MicroPython's MP_NATIVE_ARCH_ARMV6M, in bits 2-7 of the header's third byte
    assert header[:2] == b"M\x06" and header[2] >> 2 == armv6m
    assert plain[2] >> 2 == 0  # no machine code: loads on any port


def test_staged_modules_load_under_micropython(tmp_path):
    out = str(tmp_path / "device")
    # the display and the glyph routines hold machine code: this machine's, to load them here
    stage.stage(out, HOST_MARCH[platform.machine()])
    code = ("import sys; sys.path.insert(0, '.'); import firmware.app, hal.storage, "
            "adafruit_ssd1306; print('loaded')")
    proc = subprocess.run([micropython_binary(), "-c", code], cwd=out, capture_output=True,
                          text=True, timeout=60)
    assert proc.stdout.strip() == "loaded", proc.stdout + proc.stderr


def test_package_json_lists_every_device_file_where_deploy_puts_it():
    """package.json is derived (make package.json), never a per-game edit: every module and
    data file of every game folder is in it, at its own path, by a relative URL."""
    urls = dict(stage.package_json()["urls"])
    for rel in stage.project_files() + list(stage.ENTRY):
        assert urls.pop(rel) == rel
    assert any(rel.startswith("firmware/games/") for rel in stage.project_files())
    assert all(url.startswith("github:") for url in urls.values()), urls   # the drivers
    assert "firmware/games/tictactoe/tooling.py" not in stage.project_files()


def test_nothing_on_the_device_assumes_the_pico_s_led_pin():
    # GP25 is the LED on the Pico only: on the Pico W the LED hangs off the wireless chip
    # and GP25 is one of its bus lines (README "Boards")
    import re
    led = re.compile(r"Pin\(\s*(25|\"LED\"|'LED')|\bLED\b|\bGP25\b")
    for rel in stage.project_files() + list(stage.ENTRY):
        if rel.endswith(".py"):
            with open(os.path.join(ROOT, rel)) as f:
                assert not led.search(f.read()), rel
