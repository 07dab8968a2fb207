"""Linked Hearts on the wire (issue 45), host only, the simulator's virtual time: whole hands
played by two linked boards over the simulated cable (every pass and card through the
buttons, 500 ms after the table it answers, tests/link/hearts_link.py), each way's bytes
from the cable's log. Prints per hand (and per trick, the hand's bytes over its 13 tricks):
the game's frames (NO_GAME, HAND, PEOPLE, PASSED, PLAYS and the joiner's PASS and PLAYS),
everything on the wire (acks and heartbeats too), the game's frames' sizes; and the .mpy
sizes of the linked Hearts modules (mpy-cross, what the Pico loads).

    python -m bench.link_hearts [HANDS]"""
import os
import subprocess
import sys
import tempfile

from firmware.games.hearts.link import HAND, PASS_CARDS, PASSED, PEOPLE, PLAYS
from firmware.link.channel import DATA
from firmware.link.frame import HEADER, Reader
from firmware.ui.linked_game import NO_GAME, START
from sim.link import BOOT_MS, Linked
from tests.link.hearts_link import hand_over, play_until
from tests.link.linked import PACE_MS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ("firmware/games/hearts/link", "firmware/games/hearts/linkview",
           "firmware/ui/linked_game", "firmware/link/hub")


class Count:
    """Bytes each way (side 0: the host's), all of them and the game's frames'."""

    def __init__(self):
        self.all = [0, 0]
        self.game = [0, 0]
        self.sizes = {}
        self.readers = (Reader(), Reader())

    def __call__(self, cable, side, data):
        self.all[side] += len(data)
        self.readers[side].feed(data, lambda seq, ack, kind, body: self._frame(side, kind, body))

    def _frame(self, side, kind, body):
        if kind >= DATA:
            size = HEADER + len(body) + 2
            self.game[side] += size
            self.sizes.setdefault((side, kind), []).append(size)


def one_hand(seed):
    count = Count()
    linked = Linked(2, "hearts", seed, log=count)
    linked.run(BOOT_MS)
    before = list(count.all)
    linked.deal()
    linked.run(PACE_MS)
    play_until(linked, lambda: hand_over(linked))
    count.all = [count.all[i] - before[i] for i in (0, 1)]
    return count, linked.boards[0].clock.elapsed_ms


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    hands = int(argv[0]) if argv else 3
    names = {START: "START", HAND: "HAND", PEOPLE: "PEOPLE", PASSED: "PASSED", PLAYS: "PLAYS",
             PASS_CARDS: "PASS", NO_GAME: "NO_GAME"}
    for seed in range(1, hands + 1):
        count, ms = one_hand(seed)
        print("hand (seed %d, %d virtual s): host->joiner game frames %d B (%.0f a trick), all "
              "%d B; joiner->host game frames %d B (%.0f a trick), all %d B"
              % (seed, ms // 1000, count.game[0], count.game[0] / 13, count.all[0],
                 count.game[1], count.game[1] / 13, count.all[1]))
        print("  frames: " + ", ".join(
            "%s %s x%d of %s B" % ("host" if side == 0 else "joiner", names.get(kind, kind),
                                   len(sizes), "/".join(str(s) for s in sorted(set(sizes))))
            for (side, kind), sizes in sorted(count.sizes.items())))
    out = tempfile.mkdtemp()
    for mod in MODULES:
        target = os.path.join(out, os.path.basename(mod) + ".mpy")
        subprocess.run([os.path.join(os.path.dirname(sys.executable), "mpy-cross"), "-o",
                        target, mod + ".py"], cwd=ROOT, check=True)
        print("%-32s .mpy %5d B" % (mod, os.path.getsize(target)))


if __name__ == "__main__":
    main()
