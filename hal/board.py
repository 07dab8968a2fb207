"""The board contract (DESIGN.md section 3): what firmware/ may use of a board. The Pico
board (hal/pico.py) and the simulated board (sim/board.py) both provide it.

    display    hal.display.Display(128, 64, i2c), an adafruit_ssd1306.SSD1306_I2C whose show()
               sends only what changed: framebuffer primitives, show(), init_display(),
               contrast(), poweroff(), poweron(), and .buffer (control byte + 1024 page bytes)
    i2c        busio-style bus: try_lock, unlock, writeto(addr, buf, *, start, end), scan
    buttons    hal.buttons.Buttons: poll(now) -> [(kind, button)], set_repeat(delay, interval)
    clock      ticks_ms(), ticks_diff(a, b), ticks_add(a, d), sleep_ms(ms)
    storage    hal.storage.Storage: load/save/remove/exists of small atomic records, .root
    rng        hal.rng.Rng (hardware-seeded on the device, --seed in the simulator)
    sound      tone(freq, ms), stop(); or None when no buzzer is fitted
    watchdog   feed(), called once per main-loop step
    free_heap()  bytes free after a collection, or None where unknown (CPython)
"""
ATTRIBUTES = ("display", "i2c", "buttons", "clock", "storage", "rng", "sound", "watchdog")
CLOCK = ("ticks_ms", "ticks_diff", "ticks_add", "sleep_ms")


def missing(board):
    """Names of the contract that board lacks (empty when it fits)."""
    gaps = [name for name in ATTRIBUTES if not hasattr(board, name)]
    if hasattr(board, "clock"):
        gaps += ["clock." + n for n in CLOCK if not hasattr(board.clock, n)]
    if not callable(getattr(board, "free_heap", None)):
        gaps.append("free_heap()")
    return gaps
