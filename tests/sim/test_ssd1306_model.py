# runs-on: micropython
"""Byte-level tests of the SSD1306 model: the exact bytes a driver sends go in, GDDRAM,
registers, the glass and the error list come out."""
from sim.ssd1306_model import SSD1306, HORIZONTAL, VERTICAL, PAGE


def cmds(chip, *bytes_):
    chip.write(bytes((0x00,) + bytes_))


def data(chip, *bytes_):
    chip.write(bytes((0x40,) + bytes_))


def upright():
    """A chip set up the way every 128x64 driver does: remapped, reversed COM, pump on."""
    chip = SSD1306()
    cmds(chip, 0xA1, 0xC8, 0x8D, 0x14, 0xAF)
    return chip


def test_reset_state():
    chip = SSD1306()
    assert chip.mode == PAGE and chip.contrast == 0x7F and not chip.display_on
    assert (chip.col_start, chip.col_end, chip.page_start, chip.page_end) == (0, 127, 0, 7)
    assert chip.errors == [] and chip.error_count == 0
    assert chip.glass_bitmap() == bytearray(128 * 64)


def test_control_byte_command_stream_and_single_command():
    chip = SSD1306()
    cmds(chip, 0x81, 0x33, 0xA7)  # 0x00: every following byte is a command
    assert chip.contrast == 0x33 and chip.inverted
    chip.write(bytes((0x80, 0xA6, 0x80, 0x81, 0x80, 0x44)))  # Co=1: one command per control
    assert not chip.inverted and chip.contrast == 0x44
    assert chip.command_bytes == 6 and chip.errors == []


def test_control_byte_data_stream_and_single_data_byte():
    chip = SSD1306()
    cmds(chip, 0x20, HORIZONTAL)
    data(chip, 1, 2, 3)
    chip.write(bytes((0xC0, 4, 0xC0, 5, 0x80, 0xE3, 0x40, 6, 7)))  # mixed, then a stream
    assert bytes(chip.ram[:7]) == bytes((1, 2, 3, 4, 5, 6, 7))
    assert chip.data_bytes == 7 and chip.frames == 2 and chip.errors == []


def test_commands_span_transactions_like_adafruit_sends_them():
    chip = SSD1306()
    for b in (0x21, 5, 9, 0x22, 2, 3):
        chip.write(bytes((0x80, b)))
    assert chip.pending_command() is None
    assert (chip.col_start, chip.col_end, chip.page_start, chip.page_end) == (5, 9, 2, 3)
    assert (chip.column, chip.page) == (5, 2)


def test_horizontal_mode_full_frame():
    chip = SSD1306()
    cmds(chip, 0x20, 0x00, 0x21, 0, 127, 0x22, 0, 7)
    before = chip.bytes_received
    frame = bytes(i & 0xFF for i in range(1024))
    chip.write(b"\x40" + frame)
    assert bytes(chip.ram) == frame
    assert (chip.column, chip.page) == (0, 0)  # wrapped back to the window start
    assert chip.bytes_received - before == 1025 and chip.frames == 1


def test_horizontal_window_wraps_within_columns_and_pages():
    chip = SSD1306()
    cmds(chip, 0x20, 0x00, 0x21, 10, 12, 0x22, 6, 7)
    data(chip, *range(1, 9))  # 3 columns x 2 pages = 6 cells, then wraps to (10, 6)
    assert list(chip.ram[6 * 128 + 10:6 * 128 + 13]) == [7, 8, 3]
    assert list(chip.ram[7 * 128 + 10:7 * 128 + 13]) == [4, 5, 6]
    assert chip.ram[6 * 128 + 13] == 0 and chip.ram[5 * 128 + 10] == 0
    assert (chip.column, chip.page) == (12, 6)


def test_vertical_mode_walks_pages_first_and_wraps():
    chip = SSD1306()
    cmds(chip, 0x20, VERTICAL, 0x21, 100, 101, 0x22, 1, 3)
    data(chip, *range(1, 8))  # 2 columns x 3 pages = 6 cells, the 7th wraps to (100, 1)
    assert [chip.ram[p * 128 + 100] for p in (1, 2, 3)] == [7, 2, 3]
    assert [chip.ram[p * 128 + 101] for p in (1, 2, 3)] == [4, 5, 6]
    assert (chip.column, chip.page) == (100, 2)


def test_page_mode_nibbles_and_page_wrap_to_start_column():
    chip = SSD1306()
    cmds(chip, 0x20, PAGE, 0xB5, 0x0E, 0x17)  # page 5, column 0x7E
    assert (chip.page, chip.column) == (5, 126)
    data(chip, 1, 2, 3)  # 126, 127, then back to the start column 126; the page stays
    assert chip.ram[5 * 128 + 126] == 3 and chip.ram[5 * 128 + 127] == 2
    assert chip.page == 5 and chip.ram[6 * 128] == 0
    cmds(chip, 0xB0, 0x00, 0x10)
    data(chip, 9)
    assert chip.ram[0] == 9 and chip.errors == []


def test_display_on_off_entire_on_and_invert_on_the_glass():
    chip = upright()
    data_page0 = bytes((0x40, 0x01))  # page mode at reset: column 0, page 0, top row
    chip.write(data_page0)
    assert chip.glass_pixel(0, 0) == 1 and chip.glass_pixel(1, 0) == 0
    cmds(chip, 0xA7)
    assert chip.glass_pixel(0, 0) == 0 and chip.glass_pixel(1, 0) == 1
    cmds(chip, 0xA6, 0xA5)
    assert chip.glass_pixel(1, 0) == 1 and sum(chip.glass_bitmap()) == 128 * 64
    cmds(chip, 0xA4, 0xAE)
    assert chip.glass_pixel(0, 0) == 0 and sum(chip.glass_bitmap()) == 0
    cmds(chip, 0xAF)
    assert chip.glass_pixel(0, 0) == 1


def test_charge_pump_off_leaves_the_panel_dark():
    chip = SSD1306()
    cmds(chip, 0xA1, 0xC8, 0xAF, 0xA5)
    assert not chip.lit() and chip.glass_pixel(5, 5) == 0
    cmds(chip, 0x8D, 0x14)
    assert chip.charge_pump and chip.glass_pixel(5, 5) == 1
    cmds(chip, 0x8D, 0x10)
    assert chip.glass_pixel(5, 5) == 0
    assert SSD1306(external_vcc=True).lit() is False  # still needs display on


def test_segment_remap_and_com_direction_mirror_the_glass():
    chip = upright()
    chip.write(bytes((0x40, 0x01)))  # RAM column 0, row 0
    assert chip.glass_pixel(0, 0) == 1
    cmds(chip, 0xA0)  # column 0 now drives SEG0, at the right edge
    assert chip.glass_pixel(127, 0) == 1 and chip.glass_pixel(0, 0) == 0
    cmds(chip, 0xC0)  # COM0 first: row 0 at the bottom
    assert chip.glass_pixel(127, 63) == 1
    rows = chip.glass_rows()
    assert len(rows) == 64 and rows[63] == "." * 127 + "#" and rows[0] == "." * 128


def test_start_line_and_offset_shift_rows():
    chip = upright()
    chip.write(bytes((0x40, 0x04)))  # RAM row 2, column 0
    assert chip.glass_pixel(0, 2) == 1
    cmds(chip, 0x41)  # start line 1: RAM row 1 shows on the first line
    assert chip.start_line == 1 and chip.glass_pixel(0, 1) == 1
    cmds(chip, 0x40, 0xD3, 2)
    assert chip.offset == 2 and chip.glass_pixel(0, 0) == 1
    cmds(chip, 0xD3, 0, 0x7F)
    assert chip.start_line == 63 and chip.glass_pixel(0, 3) == 1


def test_multiplex_ratio_darkens_unscanned_rows():
    chip = upright()
    cmds(chip, 0xA5, 0xA4, 0xA7)  # inverted blank RAM: every driven pixel lit
    assert sum(chip.glass_bitmap()) == 128 * 64
    cmds(chip, 0xA8, 31)
    assert chip.mux == 32
    bitmap = chip.glass_bitmap()
    assert sum(bitmap) == 128 * 32 and bitmap[0] == 0 and bitmap[63 * 128] == 1
    assert chip.glass_pixel(0, 0) == 0


def test_glass_bitmap_matches_every_glass_pixel_in_every_mapping():
    # on MicroPython the upright mapping is blitted by framebuf: the same pixels as by hand
    chip = upright()
    cmds(chip, 0x20, 0x00)  # horizontal mode: the data fills the whole GDDRAM
    chip.write(bytes([0x40] + [(i * 37 + (i >> 7)) & 0xFF for i in range(1024)]))
    out = bytearray(128 * 64)
    for setup in ((), (0xA7,), (0xA0,), (0xA6, 0xC0), (0xA1, 0xC8, 0x41), (0xD3, 63),
                  (0x40, 0xD3, 0, 0xA8, 47)):
        cmds(chip, *setup)
        assert chip.glass_bitmap(out) is out
        want = bytearray(chip.glass_pixel(x, y) for y in range(64) for x in range(128))
        assert out == want and chip.glass_bitmap() == want, setup


def test_setting_registers_are_kept():
    chip = SSD1306()
    cmds(chip, 0xDA, 0x12, 0xD5, 0x80, 0xD9, 0xF1, 0xDB, 0x30, 0xAD, 0x30, 0xE3)
    assert (chip.com_pins, chip.clock_div, chip.precharge, chip.vcomh, chip.iref) == \
        (0x12, 0x80, 0xF1, 0x30, 0x30)
    assert chip.errors == []


def test_status_read_reports_display_off():
    chip = SSD1306()
    buf = bytearray(3)
    chip.read_into(buf, 1, 3)
    assert list(buf) == [0, 0x40, 0x40]
    cmds(chip, 0xAF)
    chip.read_into(buf, 0, 3)
    assert list(buf) == [0, 0, 0]


def test_empty_transaction_is_a_probe():
    chip = SSD1306()
    chip.write(b"")
    assert chip.transactions == 0 and chip.errors == []


def test_malformed_input_is_counted_and_listed():
    chip = SSD1306()
    chip.write(bytes((0x01, 0xA7)))  # stray low bits: still decoded as a command
    assert chip.inverted
    chip.write(bytes((0x80,)))  # control byte with nothing after it
    cmds(chip, 0xFF)  # unknown
    cmds(chip, 0x20, 3)  # invalid addressing mode
    cmds(chip, 0x21, 9, 3, 0x22, 1, 9)  # start after end; page beyond 7
    cmds(chip, 0xA8, 2)  # mux below 16
    cmds(chip, 0x81)  # truncated: waits for its argument ...
    assert chip.pending_command() == 0x81
    data(chip, 0x55)  # ... and data arrives instead
    cmds(chip, 0x26, 0, 0, 0, 0, 0, 0, 0x2F)  # scrolling is not emulated
    cmds(chip, 0x18)  # column 0x80 in page mode
    cmds(chip, 0xDA, 0x02)  # a 128x32 panel's COM pins setting
    assert chip.error_count == 12 and len(chip.errors) == 12
    for text, needle in zip(chip.errors, ("bad control byte 0x01", "ends the transaction",
                                          "unknown command 0xFF", "addressing mode",
                                          "column window", "page window", "multiplex",
                                          "data while command 0x81", "0x26 not emulated",
                                          "0x2F not emulated", "column 0x80",
                                          "COM pins 0x02")):
        assert needle in text, (needle, text)
    assert chip.mode == PAGE and chip.contrast == 0x7F  # bad values were not applied


def test_error_list_is_bounded_but_the_count_is_not():
    chip = SSD1306()
    cmds(chip, *([0xFF] * 150))
    assert chip.error_count == 150 and len(chip.errors) == 100
