# runs-on: micropython
from hal.board import missing
from sim.board import SimBoard


def test_simulated_board_fits_the_contract():
    assert missing(SimBoard()) == []


def test_missing_parts_are_named():
    class Half:
        display = i2c = None

    gaps = missing(Half())
    assert "buttons" in gaps and "free_heap()" in gaps
