"""Two link channels over a simulated cable on one virtual clock, for the link suites (runs
under pytest and MicroPython's unix port)."""
from firmware.link.channel import HOST, JOIN, Channel
from sim.cable import Cable
from sim.clock import VirtualClock

FRAME_MS = 20   # the app's frame: each side polls this often


class Pair:
    def __init__(self, damage=None, versions=("v1", "v1"), roles=(HOST, JOIN)):
        self.clock = VirtualClock(1000)
        self.cable = Cable(damage=damage)
        self.ends = [Channel(self.cable.ends[i], self.clock, roles[i], 1000 + i, versions[i])
                     for i in range(2)]
        self.got = ([], [])   # the messages each end received, in order

    def run(self, ms):
        for _ in range(ms // FRAME_MS):
            for i, end in enumerate(self.ends):
                end.poll(self.clock.ticks_ms())
                while True:
                    msg = end.receive()
                    if msg is None:
                        break
                    self.got[i].append(msg)
            self.clock.advance(FRAME_MS)

    def until(self, test, ms=5000):
        """Run until test() holds; the virtual ms it took (AssertionError past ms)."""
        start = self.clock.elapsed_ms
        while not test():
            assert self.clock.elapsed_ms - start < ms, "not within %d ms" % ms
            self.run(FRAME_MS)
        return self.clock.elapsed_ms - start
