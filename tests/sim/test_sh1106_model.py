# runs-on: micropython
"""sim/sh1106_model.py: the SH1106 as its datasheet has it (132 columns, page addressing,
the glass on columns 2..129), and strict: SSD1306 addressing does not work on it."""
from sim.sh1106_model import SH1106
from sim.ssd1306_model import SSD1306


def upright(chip):
    """Power on as the SH1106 driver does: remap, reversed COM scan, display on."""
    chip.write(bytes((0x00, 0xA1, 0xC8, 0xAF)))
    return chip


def test_page_addressing_with_the_column_offset():
    chip = upright(SH1106())
    chip.write(bytes((0x00, 0xB3, 0x14, 0x08)))  # page 3, column 0x48 = 72
    chip.write(bytes((0x40, 0x01, 0x80)))
    assert chip.ram[3 * 132 + 72] == 0x01 and chip.ram[3 * 132 + 73] == 0x80
    assert chip.glass_pixel(70, 24) and chip.glass_pixel(71, 31) and not chip.glass_pixel(72, 24)
    assert chip.errors == []


def test_data_never_wraps_to_the_next_page():
    chip = upright(SH1106())
    chip.write(bytes((0x00, 0xB0, 0x18, 0x02)))  # column 130
    chip.write(bytes((0x40, 1, 2, 3, 4)))
    assert chip.ram[130] == 1 and chip.ram[131] == 2 and chip.ram[132] == 0
    assert chip.error_count == 1 and "past column 131" in chip.errors[0]


def test_ssd1306_window_commands_are_not_sh1106_commands():
    chip = upright(SH1106())
    # what hal/display.py sends an SSD1306 for a window: horizontal mode, columns, pages
    chip.write(bytes((0x00, 0x20, 0x00, 0x21, 0x00, 0x7F, 0x22, 0x00, 0x07)))
    assert chip.start_line == 0x3F  # the window's end column 127 read as "start line 63"
    assert chip.error_count == 3 and all("not an SH1106 command" in e for e in chip.errors)
    chip.write(b"\x40" + b"\xFF" * 1024)  # a whole frame: all of it into one page
    lit = sum(chip.glass_bitmap())
    assert 0 < lit < 8 * 132 and chip.error_count == 4


def test_flipped_mounting_turns_the_glass_round():
    for model in (SSD1306, SH1106):
        chip = model(mounted_flipped=True)
        sh1106 = model is SH1106
        chip.write(bytes((0x00, 0xA1, 0xC8, 0xAF)) if sh1106
                   else bytes((0x00, 0x8D, 0x14, 0xA1, 0xC8, 0xAF)))
        # page 0, the frame's column 0 (RAM column 2 on the SH1106)
        chip.write(bytes((0x00, 0xB0, 0x10, 0x02 if sh1106 else 0x00)))
        chip.write(bytes((0x40, 0x01)))  # the frame's pixel (0, 0)
        assert chip.glass_pixel(127, 63) and not chip.glass_pixel(0, 0), model.NAME
        chip.write(bytes((0x00, 0xA0, 0xC0)))  # what "flip" sends: upright again
        assert chip.glass_pixel(0, 0) and not chip.glass_pixel(127, 63), model.NAME


def test_the_reset_state_and_dc_dc():
    chip = SH1106()
    assert chip.contrast == 0x80 and chip.dc_dc and not chip.lit()
    chip.write(bytes((0x00, 0xAD, 0x8A, 0xAF)))
    assert not chip.dc_dc and chip.lit() and chip.errors == []
    chip.write(bytes((0x00, 0xAD, 0x30)))  # the SSD1306's IREF setting
    assert chip.error_count == 1 and "DC-DC" in chip.errors[0]
