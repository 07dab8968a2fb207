"""README.md tells a newcomer what the buttons do before the setup's details (review 31: "can't
find out, in plain words, what A, B and hold-B do"), in the simulator's own keys, its links
landing on headings."""
import os
import re

from hal.buttons import A, B
from sim.tty import _KEYS, _LONG_B

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHORT = "### Controls, in short"


def readme():
    with open(os.path.join(ROOT, "README.md")) as f:
        return f.read()


def slug(heading):
    """A heading's anchor as GitHub makes it."""
    return re.sub(r"[^a-z0-9 -]", "", heading.strip().lower()).replace(" ", "-")


def test_the_controls_in_short_come_right_after_the_two_commands():
    text = readme()
    start = text.index(SHORT)
    assert text.index("## The two commands") < start < text.index("Both need only")
    short = text[start:text.index("\n#", start + 1)]
    for item in ("**Arrows**", "**A**", "**B**", "**Hold B** (about 1 s)", "pause menu",
                 "safe mode", "**Hold A**", "hardware check"):
        assert item in short, item
    assert _KEYS["z"] == A and _KEYS["x"] == B and "p" in _LONG_B   # the keys it names
    assert "z and x" in short and "p holds B" in short
    anchors = {slug(h) for h in re.findall(r"^#+ (.+)$", text, re.M)}
    links = re.findall(r"\]\(#([^)]+)\)", short)
    assert links and all(link in anchors for link in links), links
