# runs-on: micropython
"""firmware/games/poker/setup.py: the setup page's lines say what they hold."""
from firmware.games.poker import setup
from firmware.games.poker.title import MACHINES
from firmware.ui.gfx import SMALL, WIDTH, Gfx
from hal.buttons import PRESS, RIGHT
from tests.screen import _Canvas


def test_the_machines_line_is_labelled_and_every_line_fits_the_glass():
    """review 38: `<9/6 Jacks/Better>` stood under Play with no word saying it named the
    machine (its name, between < >, leaves no room for a label on its line)."""
    p = setup.page(dict(setup.DEFAULT))
    gfx = Gfx(_Canvas())
    for _ in MACHINES:
        lines = [p.menu.label(i) for i in range(len(p.rows))]
        assert "machine" in lines[0].lower() and lines[0].endswith(":")
        assert all(8 + gfx.text_width(line, SMALL) <= WIDTH for line in lines)   # menu.draw
        p.on_button(PRESS, RIGHT)
