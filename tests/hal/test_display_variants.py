# runs-on: micropython
"""hal/display.py and hal/sh1106.py on every controller and bus: the change-only push leaves
each module's glass exactly as the reference (adafruit's SSD1306_I2C sending every frame
whole) leaves an SSD1306's; the SH1106 is addressed page by page with its column offset."""
from tests.hal.test_display import FlakyBus, reference, scribble  # loads the driver first
from hal import config
from hal.rng import Rng
from hal.sh1106 import SH1106_I2C
from sim.display_modules import fit_display
from sim.sh1106_model import SH1106
from sim.ssd1306_model import HEIGHT, WIDTH

SPI = {"bus": "spi", "sck": 2, "mosi": 3, "dc": 4, "cs": 5, "res": 6}
VARIANTS = (
    ("SSD1306 I2C", {}),
    ("SSD1306 SPI", SPI),
    ("SH1106 I2C", {"display": "sh1106"}),
    ("SH1106 SPI", dict(SPI, display="sh1106")),
    ("SH1106 I2C flipped", {"display": "sh1106", "flip": True}),
    ("SSD1306 SPI flipped", dict(SPI, flip=True)),
)


def variant(board):
    display, _, chip, i2c, spi = fit_display(config.merge(board))
    return display, chip, i2c or spi


def test_every_variant_shows_what_full_pushes_show_on_an_ssd1306():
    for name, board in VARIANTS:
        rng = Rng(5)
        display, chip, bus = variant(board)
        ref, ref_chip = reference()
        sent = 0
        for step in range(50):
            for _ in range(1 + rng.randbelow(3)):
                scribble(rng, (display, ref))
            before = bus.bytes_written
            display.show()
            ref.show()
            sent += bus.bytes_written - before
            if step % 10 == 9:
                assert chip.glass_bitmap() == ref_chip.glass_bitmap(), (name, step)
        assert chip.errors == [] and chip.pending_command() is None, (name, chip.errors)
        assert sent < 50 * 1037 * 3 // 4, name


def test_the_sh1106_gets_page_runs_at_its_column_offset():
    display, chip, bus = variant({"display": "sh1106"})
    display.pixel(70, 29, 1)  # page 3, column 70: RAM column 72
    before = (bus.transactions, bus.bytes_written)
    display.show()
    # one write of page and column (control byte and four commands), one data byte
    assert bus.transactions - before[0] == 2 and bus.bytes_written - before[1] == 5 + 2
    assert chip.ram[3 * 132 + 72] == 1 << 5 and chip.glass_pixel(70, 29)
    display.fill_rect(40, 20, 9, 20, 1)  # pages 2..4, columns 40..48: three page runs
    before = (bus.transactions, bus.bytes_written)
    display.show()
    assert bus.transactions - before[0] == 6 and bus.bytes_written - before[1] == 3 * (5 + 10)
    for page in range(8):  # the frame sits in RAM columns 2..129; 0, 1, 130, 131 untouched
        row = chip.ram[page * 132:(page + 1) * 132]
        assert bytes(row[2:130]) == bytes(display.frame[page * 128:(page + 1) * 128])
        assert bytes(row[:2]) + bytes(row[130:]) == bytes(4)


def test_spi_sends_commands_with_dc_low_and_data_with_dc_high_in_one_selection():
    display, chip, spi = variant(SPI)
    display.pixel(0, 0, 1)
    selections = chip.transactions
    commands, data = chip.command_bytes, chip.data_bytes
    display.show()
    assert chip.transactions - selections == 1  # CS held low for the whole push
    assert (chip.command_bytes - commands, chip.data_bytes - data) == (6, 1)
    assert spi.bytes_written and chip.glass_pixel(0, 0) and chip.errors == []


def test_a_sh1106_write_failing_midway_is_put_right_by_the_next_push():
    rng = Rng(8)
    for trial in range(20):
        chip = SH1106()
        bus = FlakyBus()
        bus.attach(0x3C, chip)
        display = SH1106_I2C(WIDTH, HEIGHT, bus)
        ref, ref_chip = reference()
        for _ in range(3):
            scribble(rng, (display, ref))
        bus.fail_in = rng.randbelow(6)
        bus.deliver = rng.randbelow(8) if rng.randbelow(2) else rng.randbelow(130)
        try:
            display.show()
        except OSError:
            assert not display.glass_known
        bus.fail_in = None
        display.show()
        ref.show()
        assert chip.glass_bitmap() == ref_chip.glass_bitmap(), trial
        assert chip.pending_command() is None
