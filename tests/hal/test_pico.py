# runs-on: micropython, heap 208K: hal/pico.py, the driver and the link channel from source
# (at 176K their 2 KB blocks failed on a heap cut up by earlier tests, the clone path moving
# it: DESIGN.md section 6)
"""hal/pico.py against a fake `machine`: the unmodified adafruit driver reaches the display
models through the busio adapters (I2C, SPI); config, safe mode and wiring faults give one
clear line, also on the glass where the display itself works."""
import os

from tests.hal import fake_machine

fake_machine.install()

from hal import config  # noqa: E402
from hal import pico  # noqa: E402
from hal.buttons import A, B, PRESS  # noqa: E402
from sim.driver import load_ssd1306  # noqa: E402
from sim.sh1106_model import SH1106  # noqa: E402
from sim.ssd1306_model import SSD1306  # noqa: E402
from tests.screen import find_text  # noqa: E402
from tests.scratch import scratch  # noqa: E402
from tests.util import wait_read  # noqa: E402

load_ssd1306()  # puts the staged driver on MicroPython's path


class Printed:
    def __init__(self):
        self.lines = []

    def __call__(self, *args):
        self.lines.append(" ".join(str(a) for a in args))


def start_with(config_path="/nonexistent/board.json", text=None):
    if text is not None:
        config_path = scratch("board-%s.json" % pico.time.ticks_ms())
        with open(config_path, "w") as f:
            f.write(text)
    out = Printed()
    pico.print = out
    try:
        board = pico.start(config_path)
    finally:
        del pico.print
    return board, out.lines


def with_display(addr=0x3C, model=SSD1306):
    fake_machine.reset()
    chip = model()
    fake_machine.devices[addr] = chip
    return chip


SPI = '"bus": "spi", "sck": 2, "mosi": 3, "dc": 4, "cs": 5, "res": 6'


def with_spi_display(model=SSD1306):
    from sim.spi_bus import SPIPort, VirtualPin
    fake_machine.reset()
    chip = model()
    port = SPIPort(chip, VirtualPin(5), VirtualPin(4), VirtualPin(6))
    fake_machine.spi_devices[5] = (port, 4, 6)
    return chip


def test_driver_draws_through_adapter_into_the_chip():
    chip = with_display()
    board, lines = start_with()
    assert board is not None and lines == []
    board.display.fill(0)
    board.display.pixel(3, 5, 1)
    board.display.show()
    assert chip.glass_pixel(3, 5) and not chip.glass_pixel(4, 5)


def test_missing_display_is_one_clear_line():
    fake_machine.reset()
    board, lines = start_with()
    assert board is None
    assert len(lines) == 1 and "no display at 0x3C or 0x3D on I2C0" in lines[0]
    assert "nothing answers" in lines[0] and pico.fault[1] is None


def test_the_address_is_found_by_a_scan_unless_the_file_sets_it():
    with_display(0x3D)
    board, lines = start_with()
    assert board is not None and board.addr == 0x3D and lines == []
    with_display(0x3D)
    board, lines = start_with(text='{"addr": 60}')
    assert board is None and len(lines) == 1
    assert "no display at 0x3C" in lines[0] and "only 0x3D answers" in lines[0]


def test_spi_displays_draw_through_the_adapter():
    for model in (SSD1306, SH1106):
        chip = with_spi_display(model)
        board, lines = start_with(text='{%s, "display": "%s"}' % (SPI, model.NAME.lower()))
        assert board is not None and lines == [] and board.i2c is None
        board.display.fill(0)
        board.display.pixel(3, 5, 1)
        board.display.show()
        assert chip.glass_pixel(3, 5) and not chip.glass_pixel(4, 5) and chip.errors == []


def test_a_wrong_file_is_told_on_the_glass_when_the_display_works():
    from firmware.hwcheck import show_fault
    chip = with_display()
    board, lines = start_with(text='{"buttons": {"A": 10}}')
    assert board is None and len(lines) == 1 and "both use GP10" in lines[0]
    text, display = pico.fault
    show_fault(display, text)
    assert find_text(chip, "board.json") and find_text(chip, "GP10")
    for bad in ('{"display": "ssd1309"}', '{"bus": "spi", "sck": 2, "mosi": 3, "dc": 4}'):
        with_display()
        board, lines = start_with(text=bad)  # the display part is what is wrong
        assert board is None and len(lines) == 1 and pico.fault[1] is None


def test_a_held_at_power_up_asks_for_the_hardware_check():
    with_display()
    fake_machine.levels[14] = 0
    board, _ = start_with()
    assert board.hardware_check
    with_display()
    board, _ = start_with()
    assert not board.hardware_check


def test_safe_mode_when_b_held():
    with_display()
    fake_machine.levels[15] = 0
    board, lines = start_with()
    assert board is None and "safe mode" in lines[0]


def test_bad_config_file_is_reported():
    tmp = scratch("board-bad.json")
    with_display()
    with open(tmp, "w") as f:
        f.write('{"buttons": {"UP": 45}}')
    board, lines = start_with(tmp)
    assert board is None and "button UP: 45 is not a GPIO number" in lines[0]
    with open(tmp, "w") as f:
        f.write("{not json")
    board, lines = start_with(tmp)
    assert board is None and "not valid JSON" in lines[0]


def test_config_override_moves_pins():
    tmp = scratch("board-ok.json")
    with_display()
    with open(tmp, "w") as f:
        f.write('{"sda": 0, "scl": 1, "buzzer": null, "buttons": {"A": 20}}')
    board, lines = start_with(tmp)
    assert board is not None and board.sound is None
    assert board.buttons.poll(0) == ()  # (a key down at the first poll is a stuck key)
    fake_machine.levels[20] = 0
    assert board.buttons.poll(20) == ((PRESS, A),)


def test_config_validation():
    for bad, words in (({"sda": 4, "scl": 6}, "not a pin pair"),
                       ({"buttons": {"A": 10}}, "button UP and button A both use GP10"),
                       ({"buzzer": 4}, "display SDA and the buzzer both use GP4"),
                       ({"display": "ssd1309"}, "display 'ssd1309' is not known"),
                       ({"bus": "uart"}, "bus 'uart' is not known"),
                       ({"bus": "spi", "sck": 2, "mosi": 3, "cs": 5}, 'needs "dc"'),
                       ({"bus": "spi", "sck": 2, "mosi": 4, "cs": 5, "dc": 6},
                        "not a pin pair of SPI0"),
                       ({"bus": "spi", "sck": 10, "mosi": 11, "cs": 5, "dc": 6, "spi_id": 1},
                        "button UP and display SCK both use GP10"),
                       ({"bus": "spi", "sck": 2, "mosi": 3, "cs": 5, "dc": 5},
                        "display CS and display DC both use GP5"),
                       ({"addr": 0x3E}, "addr must be"),
                       ({"flip": 1}, "flip must be"),
                       ({"bus": "spi", "sck": 2, "mosi": 3, "cs": 5, "dc": 6,
                         "freq": 20000000}, "freq must be"),
                       ({"colour": 1}, "unknown setting"),
                       ({"buttons": {"C": 3}}, "unknown button"),
                       ({"watchdog_ms": 9000}, "watchdog_ms")):
        try:
            config.merge(bad)
            raise AssertionError("accepted %r" % bad)
        except config.ConfigError as e:
            assert words in str(e), (bad, e)
    assert config.merge({})["buttons"]["B"] == 15
    assert config.merge({})["freq"] == 400000 and config.merge({})["addr"] is None
    spi = config.merge({"bus": "spi", "sck": 2, "mosi": 3, "cs": 5, "dc": 4})
    assert spi["freq"] == 8000000 and spi["res"] is None
    assert config.display_pins(spi) == (("SCK", 2), ("MOSI", 3), ("CS", 5), ("DC", 4))


def test_irq_latches_a_press_shorter_than_a_frame():
    with_display()
    board, _ = start_with()
    pin = board.pad.pins[B]
    assert board.buttons.poll(0) == ()
    pin.handler(pin)  # pressed and released between two polls
    events = board.buttons.poll(20) + board.buttons.poll(100)
    assert (PRESS, B) in events


class SteppedTime:
    """time for pico.Clock: sleep_ms moves the ms on, and a press comes at press_at."""

    def __init__(self, pin, press_at=None):
        self.now = 0
        self.pin = pin
        self.press_at = press_at

    def ticks_ms(self):
        return self.now

    def ticks_diff(self, a, b):
        return a - b

    def ticks_add(self, a, b):
        return a + b

    def sleep_ms(self, ms):
        self.now += ms
        if self.press_at is not None and self.now >= self.press_at:
            self.press_at = None
            self.pin.handler(self.pin)   # the falling edge's IRQ


def test_the_sleep_between_frames_ends_at_a_press():
    with_display()
    board, _ = start_with()
    pin = board.pad.pins[A]
    real = pico.time
    try:
        # (a press at 7 ms: its IRQ comes within the WAKE_MS step that passes it; a sleep of
        # SHORT_MS or less, the linked frame's, is slept whole)
        for ms, press_at, woke in ((20, None, 20), (20, 7, 7), (20, 1, 1), (4, 1, 4)):
            pico.time = SteppedTime(pin, press_at)
            board.pad.latched = 0
            pico.Clock(board.pad).sleep_ms(ms)
            assert pico.time.now == woke, (ms, press_at, pico.time.now)
    finally:
        pico.time = real
    assert board.pad.read() == 1 << A and board.pad.latched == 0   # the frame polls the press


def test_an_idle_poll_of_the_pins_allocates_nothing():
    # every frame polls: on the Pico, enumerate's pairs made an idle step mostly allocation
    import gc
    with_display()
    board, _ = start_with()
    board.buttons.poll(0)
    fake_machine.levels[board.pad.pins[A].number] = 0   # a key held: checked at every poll
    board.buttons.poll(20)
    if hasattr(gc, "mem_alloc"):  # MicroPython: count the bytes
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        for t in range(40, 540, 4):
            board.buttons.poll(t)
        spent = gc.mem_alloc() - before
        gc.enable()
        assert spent == 0, spent
    assert board.buttons.poll(600) == ()


def test_watchdog_fed_only_while_loop_checks_in_then_always_after_release():
    with_display()
    board, _ = start_with()
    assert fake_machine.timers == []  # not armed before the app has loaded
    board.arm_watchdog()
    dog = board.watchdog
    timer = fake_machine.timers[-1]
    dog.feed()
    timer.callback(timer)
    assert len(fake_machine.wdt_feeds) == 1
    dog.alive -= pico.ALIVE_MS + 1  # the main loop hung
    timer.callback(timer)
    assert len(fake_machine.wdt_feeds) == 1
    dog.release()  # Ctrl-C from mpremote: keep the board alive for the copy
    timer.callback(timer)
    assert len(fake_machine.wdt_feeds) == 3


def test_soft_reset_keeps_a_running_watchdog_fed():
    fake_machine.reset()
    pico.keep_fed_after_soft_reset()
    assert fake_machine.timers == []  # no watchdog running: nothing started
    fake_machine.WDT(8000)
    pico.keep_fed_after_soft_reset()
    timer = fake_machine.timers[-1]
    timer.callback(timer)
    assert fake_machine.wdt_feeds


def test_a_key_stuck_from_power_up_gives_no_events_until_released():
    with_display()
    board, _ = start_with()
    fake_machine.levels[10] = 0  # UP (GP10) shorted to ground from power-up
    events = []
    for t in range(0, 5000, 20):
        events += board.buttons.poll(t)
    assert events == []
    fake_machine.levels[10] = 1
    assert board.buttons.poll(5000) == ()
    fake_machine.levels[10] = 0
    assert board.buttons.poll(5100) == ((PRESS, 0),)


def test_pico_board_fits_the_contract():
    from hal.board import missing
    with_display()
    board, _ = start_with()
    assert missing(board) == []


def test_the_link_cable_is_a_uart_as_the_file_says():
    from firmware.link.channel import HOST, Channel
    with_display()
    board, _ = start_with()
    port = board.link_port(HOST)
    uart = fake_machine.uarts[-1]
    assert (uart.ident, uart.baudrate, uart.pins) == (0, 115200, (0, 1))
    chan = Channel(port, pico.time, HOST, 5, "v1")
    chan.poll(pico.time.ticks_ms())
    assert uart.sent[:1] == b"\x7e" and port.read() is None   # a HELLO out; nothing in
    uart.incoming.extend(b"noise")
    chan.poll(pico.time.ticks_ms())
    assert chan.junk == 5
    port.close()
    assert uart.closed
    with_display()
    board, _ = start_with(text='{"link": {"uart_id": 1, "tx": 8, "rx": 9, "baud": 9600}}')
    board.link_port(HOST)
    assert (fake_machine.uarts[-1].ident, fake_machine.uarts[-1].pins) == (1, (8, 9))


class Radio:
    """A fake `network` module (the Pico W's): each WLAN's settings as the link made them."""
    AP_IF = 1
    STA_IF = 0

    def __init__(self):
        self.made = []

    def WLAN(self, interface):
        radio = self

        class Wlan:
            def __init__(self):
                self.interface, self.settings, self.on = interface, {}, False
                radio.made.append(self)

            def config(self, **settings):
                self.settings.update(settings)

            def active(self, on):
                self.on = on

            def connect(self, ssid, key):
                self.settings.update(ssid=ssid, key=key)
        return Wlan()


def test_over_the_air_the_host_serves_every_joiner_from_one_socket():
    import sys
    from hal.link_air import IDENT, JOINERS, UdpPort
    radio = sys.modules["network"] = Radio()
    try:
        with_display()
        port = 47160 + int(os.getenv("PP_PORT_BASE") or 0)   # a worker's own (conftest.py)
        board, _ = start_with(text='{"link": {"transport": "air", "port": %d}}' % port)
        assert board.link_peers == JOINERS
        ports = [board.link_port(0, peer) for peer in range(board.link_peers)]
        ap = radio.made[-1]   # its own access point, brought up once
        assert len(radio.made) == 1 and ap.interface == Radio.AP_IF and ap.on
        assert ap.settings["ssid"] == "PicoParlor"
        joiners = [UdpPort("127.0.0.1", port, bytes((n,)) * IDENT, "127.0.0.1")
                   for n in range(2)]
        for n, j in enumerate(joiners):
            j.write(b"seat %d" % n)
        got = [wait_read(p) for p in ports[:2]]
        assert got == [b"seat 0", b"seat 1"] and ports[2].read() is None
        ports[1].write(b"to seat 1")
        assert wait_read(joiners[1]) == b"to seat 1" and joiners[0].read() is None
        for p in ports + joiners:
            p.close()
    finally:
        del sys.modules["network"]
    with_display()
    board, _ = start_with()
    assert board.link_peers == 1   # a cable: one joiner


def test_over_the_air_a_joiner_is_known_by_its_pico_s_id_from_any_port():
    """A Pico W joiner on a network (its host at host_ip) sends from a free port, each
    datagram led by its flash's unique id: switched off and on, from another port, the
    host's seat is its own again."""
    import sys
    from hal.link_air import IDENT, UdpHost
    radio = sys.modules["network"] = Radio()
    port = 47170 + int(os.getenv("PP_PORT_BASE") or 0)   # a worker's own (conftest.py)
    host = UdpHost(port, pico.time, "127.0.0.1")
    seat = host.port(0)
    try:
        text = '{"link": {"transport": "air", "port": %d, "ssid": "home", "password": ' \
            '"pw", "host_ip": "127.0.0.1"}}' % port
        joiner = None
        peers = []
        for n in range(2):   # on, then off and on again: a new socket, a new port
            with_display()
            board, _ = start_with(text=text)
            old, joiner = joiner, board.link_port(1)
            if old is not None:
                old.close()   # (after: the new socket cannot have the old one's port)
            assert radio.made[-1].settings["ssid"] == "home"
            joiner.write(b"hello %d" % n)
            assert wait_read(seat) == b"hello %d" % n
            assert seat.who == "".join("%02x" % b for b in fake_machine.UNIQUE_ID[:IDENT])
            peers.append(seat.peer)
            seat.write(b"welcome %d" % n)
            assert wait_read(joiner) == b"welcome %d" % n
        joiner.close()
        assert peers[0] != peers[1] and host.stray == 0
        assert host.seats[1:] == [None] * (len(host.seats) - 1)
    finally:
        del sys.modules["network"]
        seat.close()


def test_link_settings_are_checked_with_a_clear_sentence():
    for bad, words in (({"link": {"tx": 2, "rx": 3}}, "not a pin pair of UART0"),
                       ({"link": {"tx": 10, "rx": 11}}, "button UP and link TX both use GP10"),
                       ({"link": {"baud": 300}}, "link baud must be"),
                       ({"link": {"transport": "ir"}}, "link transport 'ir' is not known"),
                       ({"link": {"transport": "air", "port": 80}}, "link port must be"),
                       ({"link": {"speed": 1}}, "unknown link setting"),
                       ({"link": 1}, "link must be an object")):
        try:
            config.merge(bad)
            raise AssertionError("accepted %r" % bad)
        except config.ConfigError as e:
            assert words in str(e), (bad, e)
    # a file that never mentions the link is not refused when the display takes GP0/GP1:
    # the link says why it cannot open
    link = config.merge({"sda": 0, "scl": 1})["link"]
    assert "display SDA and link TX both use GP0" in link["fault"]
    with_display()
    board, _ = start_with(text='{"sda": 0, "scl": 1}')
    try:
        board.link_port(0)
        raise AssertionError("a link on the display's pins")
    except OSError as e:
        assert "set \"link\" in /board.json" in str(e)
