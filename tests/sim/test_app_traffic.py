"""The real app through the simulated board: whatever buttons are mashed, every byte it
sends the display is a well-formed SSD1306 command or data stream (the chip model's error
list stays empty) and the screen keeps being redrawn."""
from hal.buttons import NAMES
from hal.rng import Rng
from sim.board import SimBoard


def mash_script(seed, count):
    rng = Rng(seed)
    tokens = []
    for _ in range(count):
        name = rng.choice(NAMES)
        tokens.append(name + (":1300" if name == "B" and rng.randbelow(6) == 0 else ""))
        if rng.randbelow(10) == 0:
            tokens.append("wait:%d" % rng.randbelow(2000))
    return " ".join(tokens)


def test_mashed_buttons_only_ever_send_well_formed_display_traffic():
    from firmware.app import App
    board = SimBoard(seed=11)
    app = App(board)
    board.play_keys(app, mash_script(11, 200))
    chip = board.chip
    assert chip.errors == [] and chip.pending_command() is None
    assert chip.frames > 100 and chip.lit()
