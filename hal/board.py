"""The board contract (DESIGN.md section 3): what firmware/ may use of a board. The Pico
board (hal/pico.py) and the simulated board (sim/board.py) both provide it.

    display    a hal/display.py class (SSD1306 or SH1106, I2C or SPI: hal/displays.py picks it),
               an adafruit_ssd1306 driver whose show() sends only what changed: framebuffer
               primitives, show(), init_display(), contrast(), poweroff(), poweron(), and
               .frame (the 1024 page bytes, MONO_VLSB)
    i2c        the display's busio-style I2C bus (try_lock, unlock, writeto(addr, buf, *,
               start, end), scan), None when it is on SPI
    cfg        the board configuration in effect (hal/config.py), None for the defaults (the
               simulator's plain board); addr: the display's I2C address, found by a scan
               unless cfg sets it (None on SPI)
    hardware_check  True when the app should open the hardware check (A held at power-up)
    buttons    hal.buttons.Buttons: poll(now) -> ((kind, button), ...), set_repeat(delay,
               interval)
    clock      ticks_ms(), ticks_diff(a, b), ticks_add(a, d), sleep_ms(ms)
    storage    hal.storage.Storage: load/save/remove/exists of small atomic records, .root
    rng        hal.rng.Rng (hardware-seeded on the device, --seed in the simulator)
    sound      tone(freq, ms), stop(); or None when no buzzer is fitted
    watchdog   feed(), called once per main-loop step
    free_heap()  bytes free after a collection, or None where unknown (CPython)
    link_port(role)  optional (a board without it has no link): the link to another
               handheld (issue 45; role 0 hosts, 1 joins), a port with write(bytes), read()
               -> bytes or None (never blocks) and close(); the cable's UART or the Pico W's
               UDP socket as /board.json's "link" says; in the simulator a cable or localhost
               sockets that sim/link.py plugs in. OSError with a sentence for the glass when
               it cannot open (a Pico without a radio, pins in use). link_port(0, peer):
               the host's port to its peer-th joiner, where link_peers (optional, 1 if
               absent) says it may have several (linked Hearts for 3-4: over the air;
               the simulator's cables). link_nonce() (with link_port): a 32-bit number for a
               link's handshake from a source apart from rng (os.urandom on the device).
    no_link    optional, where link_port is absent: the sentence the glass shows for it,
               what would make a link (the simulator: --link); else gamehost.NO_LINK's
"""
ATTRIBUTES = ("display", "i2c", "cfg", "addr", "hardware_check", "buttons", "clock", "storage",
              "rng", "sound", "watchdog")
METHODS = ("free_heap",)   # and link_port where the board has a link
CLOCK = ("ticks_ms", "ticks_diff", "ticks_add", "sleep_ms")


def missing(board):
    """Names of the contract that board lacks (empty when it fits)."""
    gaps = [name for name in ATTRIBUTES if not hasattr(board, name)]
    if hasattr(board, "clock"):
        gaps += ["clock." + n for n in CLOCK if not hasattr(board.clock, n)]
    gaps += [name + "()" for name in METHODS if not callable(getattr(board, name, None))]
    return gaps
