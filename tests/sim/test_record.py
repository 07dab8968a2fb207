"""sim/record.py: the frames a recording keeps, the refused press's dim among them (review 55:
the dim that answers a press refused under 0.3 s could not be seen in the recorded frames)."""
from PIL import Image

from tests.sim.test_cli import sim


def levels(path):
    with Image.open(path) as img:
        return sorted(set(img.convert("L").tobytes()))


def test_a_refused_press_dims_the_recorded_frames(tmp_path):
    # the launcher's A opens the title card; an A 0.1 s after it is refused: a tick and a dim
    frames = tmp_path / "frames"
    proc = sim("--headless", "--seed", "7", "--keys", "A wait:100 A wait:500",
               "--record-dir", str(frames))
    assert proc.returncode == 0, proc.stderr
    shots = sorted(frames.iterdir())
    grey = [levels(p) for p in shots if levels(p)[-1] < 255]
    assert grey and all(lv[0] == 0 and 0 < lv[-1] < 200 for lv in grey), [levels(p) for p in shots]
    assert levels(shots[-1])[-1] == 255   # the glass bright again once the dim is over


def test_no_dim_no_grey_frame(tmp_path):
    frames = tmp_path / "frames"
    proc = sim("--headless", "--seed", "7", "--keys", "A wait:500 DOWN wait:500",
               "--record-dir", str(frames))
    assert proc.returncode == 0, proc.stderr
    assert all(levels(p)[-1] == 255 for p in frames.iterdir())
