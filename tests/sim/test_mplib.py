"""Staging the adafruit driver for MicroPython (python -m sim.mplib)."""
import os
import subprocess

from sim import mplib
from tests.test_micropython import micropython_binary


def test_stage_copies_the_driver_once(tmp_path):
    dest = str(tmp_path / "mplib")
    written = mplib.stage(dest)
    assert "adafruit_ssd1306.py" in written
    assert os.path.join("adafruit_bus_device", "i2c_device.py") in written
    assert mplib.stage(dest) == []  # unchanged files are left alone
    with open(os.path.join(dest, "adafruit_ssd1306.py"), "a") as f:
        f.write("# edited\n")
    assert mplib.stage(dest) == ["adafruit_ssd1306.py"]


def test_micropython_imports_the_staged_driver(tmp_path):
    dest = str(tmp_path / "mplib")
    mplib.stage(dest)
    proc = subprocess.run([micropython_binary(), "-c",
                           "import sys; sys.path.append(%r); import adafruit_ssd1306; "
                           "print(adafruit_ssd1306.SSD1306_I2C.__name__)" % dest],
                          capture_output=True, text=True, timeout=30)
    assert proc.stdout.strip() == "SSD1306_I2C", proc.stdout + proc.stderr
