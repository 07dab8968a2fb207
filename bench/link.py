"""The link's figures on this machine (issue 45), host only: the simulator's virtual time,
not a Pico's (the two-Pico emulator measures those). Prints:

- press to the other glass: a move pressed on one board until the other board's glass
  shows it, over the simulated cable (1 ms steps; both apps at their linked frame, 4 ms:
  app.LINK_FRAME_MS, the joiner's started 0-18 ms behind, each press at a random moment),
  10 moves of a Connect Four game at each of 7 phases;
- bytes per move on the wire (the MOVE frame and its ack), from the cable's log;
- link lost: a cut at 20 moments of the heartbeat's round until both boards say so;
- the link's code: .mpy sizes (mpy-cross, what the Pico loads) and what each module holds
  on the unix port's heap once imported (x64 bytecode compiled from source).

    python -m bench.link"""
import os
import subprocess
import sys
import tempfile

from firmware.link.channel import LOST
from hal.rng import Rng
from sim.link import BOOT_MS, Linked
from tests.link.linked import A, LEFT, PACE_MS, RIGHT, screen

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ("firmware/link/frame", "firmware/link/channel", "firmware/ui/board_link")


def step(linked, ms):
    for _ in range(ms):
        for board, app in zip(linked.boards, linked.apps):
            board.run(app, 1)


def press_to_glass(linked, i, button):
    """ms from board i's press until the other board's glass shows the move (its game has
    it and the frame drawn from it is sent to the display)."""
    other = linked.apps[1 - i]
    count = len(other.game.screen.game.moves)
    pad = linked.boards[i].pad
    pad.press(button)
    for ms in range(1, 2000):
        step(linked, 1)
        if ms == 80:
            pad.release(button)
        if len(other.game.screen.game.moves) > count and not other.top.dirty \
                and not other.unshown:
            step(linked, max(0, 80 - ms))
            pad.release(button)
            step(linked, PACE_MS)
            return ms
    raise AssertionError("the move never showed")


def glass_latency(phase):
    """Ten moves, the joiner's frames phase ms behind the host's (two handhelds' frames
    never line up)."""
    log = []
    linked = Linked(2, "connect4", 7, log=lambda cable, side, data: log.append(bytes(data)))
    linked.boards[1].run(linked.apps[1], phase)
    linked.run(BOOT_MS)
    linked.deal()
    linked.run(PACE_MS)
    times = []
    rng = Rng(phase)
    for n in range(10):
        i = n % 2
        if n % 4 >= 2:   # not always the same column: no column fills, no win
            linked.press(i, LEFT if i else RIGHT, 80)
            linked.run(PACE_MS)
        step(linked, rng.randbelow(20))   # a press comes at any moment of a frame
        times.append(press_to_glass(linked, i, A))
    assert screen(linked, 0).game.moves == screen(linked, 1).game.moves
    moves = [f for f in log if len(f) > 4 and f[4] == 0x12]
    acks = [f for f in log if len(f) > 4 and f[4] == 0x02]
    return times, len(moves[0]), len(acks[0])


def link_lost():
    times = []
    for phase in range(20):
        linked = Linked(2, "tictactoe", 7)
        linked.run(BOOT_MS + phase * 20)
        linked.cables[0].cut()
        took = 0
        while not all(screen(linked, i).linked.chan.state == LOST for i in (0, 1)):
            linked.run(5)
            took += 5
        times.append(took)
    return sorted(times)


def code_sizes():
    sizes = []
    out = tempfile.mkdtemp()
    for mod in MODULES:
        target = os.path.join(out, os.path.basename(mod) + ".mpy")
        subprocess.run([os.path.join(os.path.dirname(sys.executable), "mpy-cross"), "-o",
                        target, mod + ".py"], cwd=ROOT, check=True)
        sizes.append(os.path.getsize(target))
    script = ("import sys,gc\nsys.path[0]='.'\nimport firmware.ui.board_screen\n"
              "for m in %r:\n gc.collect();f=gc.mem_free();__import__(m.replace('/','.'));"
              "gc.collect();print(f-gc.mem_free())\n" % (MODULES,))
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    proc = subprocess.run([mp, "-X", "heapsize=256K", "-c", script], cwd=ROOT,
                          capture_output=True, text=True)
    held = [int(n) for n in proc.stdout.split()] if proc.returncode == 0 else None
    return sizes, held


def main():
    times = []
    for phase in range(0, 20, 3):
        some, move_bytes, ack_bytes = glass_latency(phase)
        times += some
    times.sort()
    print("press to the other glass (virtual ms, simulated cable, %d moves, the boards' "
          "frames started 0-18 ms apart): min %d, median %d, max %d" % (len(times), times[0],
                                                            times[len(times) // 2], times[-1]))
    print("bytes per move: MOVE frame %d, its ack %d" % (move_bytes, ack_bytes))
    lost = link_lost()
    print("link lost after a cut (virtual ms, 20 moments): min %d, median %d, max %d"
          % (lost[0], lost[len(lost) // 2], lost[-1]))
    sizes, held = code_sizes()
    for i, mod in enumerate(MODULES):
        print("%-24s .mpy %5d B%s" % (mod, sizes[i], "" if held is None else
                                      ", unix port heap once imported %5d B" % held[i]))


if __name__ == "__main__":
    main()
