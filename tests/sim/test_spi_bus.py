# runs-on: micropython
"""sim/spi_bus.py: a controller hears only the bytes clocked while its CS is low, as data or
commands by DC's level; RES low resets it; the bus refuses modes the displays do not take."""
from sim.spi_bus import SPIPort, VirtualPin, VirtualSPI
from sim.ssd1306_model import SSD1306
from tests.util import raises


def rig():
    chip = SSD1306()
    cs, dc, res = VirtualPin(5), VirtualPin(4), VirtualPin(6)
    spi = VirtualSPI()
    spi.attach(SPIPort(chip, cs, dc, res))
    return chip, spi, cs, dc, res


def test_only_selected_bytes_reach_the_chip_with_dc_choosing_data_or_commands():
    chip, spi, cs, dc, _ = rig()
    dc.value = 0
    spi.write(bytes((0xAF,)))  # CS high: not for this chip
    assert not chip.display_on and chip.transactions == 0
    cs.value = 0
    spi.write(bytes((0x8D, 0x14, 0xAF, 0xA1, 0xC8, 0xB2, 0x10, 0x05)))
    dc.value = 1
    spi.write(bytearray((0x00, 0xFF, 0x00)), start=1, end=2)
    cs.value = 1
    assert chip.transactions == 1 and chip.frames == 1 and chip.lit()
    assert chip.ram[2 * 128 + 5] == 0xFF and chip.ram[2 * 128 + 6] == 0
    assert chip.command_bytes == 8 and chip.data_bytes == 1 and chip.errors == []


def test_res_low_resets_the_registers_not_the_ram():
    chip, spi, cs, dc, res = rig()
    cs.value = 0
    dc.value = 0
    spi.write(bytes((0x8D, 0x14, 0xAF, 0x81, 0x10)))
    dc.value = 1
    spi.write(bytes((0x3C,)))
    res.value = 0
    assert not chip.display_on and chip.contrast == 0x7F and chip.ram[0] == 0x3C


def test_the_bus_takes_mode_0_bytes_only():
    _, spi, _, _, _ = rig()
    spi.configure(baudrate=8000000, polarity=0, phase=0)
    assert spi.baudrate == 8000000
    raises(ValueError, spi.configure, baudrate=8000000, polarity=1, phase=0)
    assert spi.try_lock() and not spi.try_lock()
    spi.unlock()
    assert spi.try_lock()
