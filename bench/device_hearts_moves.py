"""Hearts' cursor moves on the device itself, with the /board.json in effect (run it on a
Pico, or on the emulated one, after `make deploy`; it deletes the saved Hearts game):

    mpremote run bench/device_hearts_moves.py
    mpremote exec "SEED = 3" run bench/device_hearts_moves.py   # another deal (7 unless set)

The app as main.py runs it, straight into Hearts: the setup page's Play, MOVES cursor moves
(LEFT and RIGHT in a fixed pattern, 0.3 s apart) while passing, the first three cards picked
(A) and passed, then MOVES moves on our first turn, then DOWN (the scores page), B (back to
the table) and UP (a hint: the frame that says THINKING) once each. Each press is handed to
the table as the button poll would hand it, and the frame that answers it is timed in device
time (time.ticks_us): from the start of app.step() to the end of its push, the last byte
on the glass ("to glass": a press's frame start to the glass, the poll's wait for the next
frame left out), and to its return (the step's work after the push too); and inside it the
table's drawing (Play.draw), the push (show) and the app's clear. min / median / max of
each move's."""
import os
import time

from hal import pico
from hal.buttons import A, B, DOWN, LEFT, PRESS, RIGHT, UP
from hal.rng import Rng

MOVES = 24
PATTERN = (RIGHT, RIGHT, RIGHT, LEFT, LEFT, RIGHT, LEFT, LEFT, LEFT, LEFT, RIGHT, RIGHT)
T = time.ticks_us
D = time.ticks_diff


def spread(values):
    values = sorted(values)
    return "%.2f / %.2f / %.2f ms (n=%d)" % (values[0] / 1000, values[len(values) // 2] / 1000,
                                             values[-1] / 1000, len(values))


class Timed:
    """Times of the calls of the functions it wraps, while on, and when the last one ended."""

    def __init__(self):
        self.on = False
        self.times = {}
        self.ended = 0

    def wrap(self, name, f):
        def timed(*args):
            t = T()
            r = f(*args)
            self.ended = T()
            if self.on:
                self.times.setdefault(name, []).append(D(self.ended, t))
            return r
        return timed


def main():
    try:
        os.remove("/data/resume_hearts.rec")
    except OSError:
        pass
    board = pico.start()
    board.rng = Rng(globals().get("SEED", 7))  # `mpremote exec "SEED = 3"` first
    from firmware.app import App
    from firmware.games.hearts import play
    timed = Timed()
    play.Play.draw = timed.wrap("Play.draw", play.Play.draw)
    app = App(board, "hearts")
    gfx = app.gfx
    shown = Timed()  # when the last push ended
    gfx.show = shown.wrap("push", timed.wrap("show", gfx.show))
    gfx.clear = timed.wrap("clear", gfx.clear)

    def run(ms):
        start = time.ticks_ms()
        while time.ticks_diff(time.ticks_ms(), start) < ms:
            time.sleep_ms(app.step())

    def press(button):
        """button handed to the table, its frame run: (to glass, to the step's return)."""
        app.top.on_button(PRESS, button)
        timed.on = True
        t = T()
        app.step()
        done = D(T(), t)
        timed.on = False
        return D(shown.ended, t), done

    def moves(label):
        timed.times.clear()
        steps = []
        glass = []
        for i in range(MOVES):
            to_glass, done = press(PATTERN[i % len(PATTERN)])
            steps.append(done)
            glass.append(to_glass)
            run(300)
        print(label, "to glass", spread(glass))
        print(label, "frame", spread(steps))
        for name in sorted(timed.times):
            print(label, name, spread(timed.times[name]))

    run(1500)
    app.top.on_button(PRESS, A)  # Play on the setup page
    run(1500)
    table = app.top.screen.play
    moves("passing")
    picks = []
    for i in (0, 1, 2):
        table.cursor = i
        picks.append(press(A)[0])
        run(400)
    print("passing A (a pick) to glass", ", ".join("%.2f" % (t / 1000) for t in picks), "ms")
    table.cursor = len(table.game.hands[0])   # the PASS button (the picks leave the cursor)
    app.top.on_button(PRESS, A)
    for _ in range(40):
        run(300)
        if table.shown is None and table.game.turn == 0 and not table.passing:
            break
    run(400)
    moves("playing")
    others = []
    for button, name in ((DOWN, "DOWN (scores)"), (B, "B (back)"), (UP, "UP (hint)")):
        others.append("%s %.2f" % (name, press(button)[0] / 1000))
        run(3000)
    print("playing, to glass:", ", ".join(others), "ms")


main()
