"""sim/record.py: the frames a recording keeps, the refused press's answer among them (review
55: the dim that answered a press refused under 0.3 s could not be seen in the recorded
frames; reviews 58-61: WAIT says it now)."""
from PIL import Image

from tests.sim.test_cli import sim


def levels(path):
    with Image.open(path) as img:
        return sorted(set(img.convert("L").tobytes()))


def top_line(path):
    """The glass's top 8 rows, as bytes."""
    with Image.open(path) as img:
        return img.convert("L").crop((0, 0, img.width, img.height * 8 // 64)).tobytes()


def test_a_refused_press_says_wait_in_the_recorded_frames(tmp_path):
    # the launcher's A opens the title card; an A 0.1 s after it is refused: WAIT over the
    # title's line, then the title again; never a grey (dimmed) frame
    frames = tmp_path / "frames"
    proc = sim("--headless", "--seed", "7", "--keys", "A wait:100 A wait:500",
               "--record-dir", str(frames))
    assert proc.returncode == 0, proc.stderr
    shots = sorted(frames.iterdir())
    tops = [top_line(p) for p in shots]
    title = tops[-1]
    waits = [i for i in range(1, len(tops)) if tops[i - 1] == title != tops[i]]
    assert len(waits) == 1, len(tops)
    assert all(levels(p)[-1] == 255 for p in shots)


def test_no_dim_no_grey_frame(tmp_path):
    frames = tmp_path / "frames"
    proc = sim("--headless", "--seed", "7", "--keys", "A wait:500 DOWN wait:500",
               "--record-dir", str(frames))
    assert proc.returncode == 0, proc.stderr
    assert all(levels(p)[-1] == 255 for p in frames.iterdir())
