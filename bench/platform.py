"""Platform figures (make bench): boot-to-menu time, the launcher's heap, and the free heap
after leaving each game, measured under MicroPython's unix port with a device-sized heap.

    python -m bench.platform          (runs the measurement under micropython)
    micropython -X heapsize=192K -m bench.platform

Device estimates use DESIGN.md section 8: the Pico is ~220x slower than the unix port here."""
import sys

from bench import DEVICE_FACTOR, run_micropython


def measure():
    import gc
    import time

    import micropython

    from sim.board import SimBoard

    board = SimBoard(seed=1)
    gc.collect()
    base_used = gc.mem_alloc()
    t0 = time.ticks_us()
    from firmware.app import App
    from firmware.ui.splash import SPLASH_MS
    from firmware.games import GAMES

    app = App(board)
    app.step()  # first frame: the splash is on the glass
    boot_us = time.ticks_diff(time.ticks_us(), t0)
    board.run(app, SPLASH_MS + 100)  # the splash gives way to the launcher
    gc.collect()
    launcher_used = gc.mem_alloc() - base_used
    t1 = time.ticks_us()
    board.play_keys(app, "DOWN DOWN DOWN DOWN A B DOWN A B UP UP UP UP UP")
    nav_us = time.ticks_diff(time.ticks_us(), t1)
    print("boot to first frame: %.1f ms unix-port -> ~%.2f s on the Pico (+ %d ms splash, "
          "skippable with any button)" % (boot_us / 1000, boot_us * DEVICE_FACTOR / 1e6,
                                          SPLASH_MS))
    print("launcher heap after gc: %d bytes (app, fonts, menus; board model excluded)"
          % launcher_used)
    print("launcher navigation (14 presses): %.1f ms unix-port" % (nav_us / 1000))
    for name, title, _ in GAMES:
        gc.collect()
        before = gc.mem_free()
        app.start_game(name, False)
        board.run(app, 300)
        gc.collect()
        in_game = gc.mem_free()
        if app.game is not None:
            app.end_game()
        del app.views[1:]  # back to the bare launcher (drops a "coming soon" box)
        gc.collect()
        after = gc.mem_free()
        print("%-13s free heap: before %6d, in game %6d, after leaving %6d (%+d)" %
              (title, before, in_game, after, after - before))
    micropython.mem_info()


def main():
    if sys.implementation.name == "micropython":
        measure()
    else:
        run_micropython(["-m", "bench.platform"])


if __name__ == "__main__":
    main()
