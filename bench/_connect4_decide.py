"""The perfect player's exact search as a pipe for bench/_connect4_book.py, run under
MicroPython (micropython -m bench._connect4_decide): for each line of move digits 0-6 on
stdin it prints "COLUMN OUTCOME NODES", what Exact.decide answers with the device's budget
(ai.PERFECT_NODES), COLUMN -1 and OUTCOME None when the budget left the move open. The same
viper routine and node count decide on the device, so the book covers exactly what it must."""
import sys

from firmware.games.connect4 import ai


def main():
    exact = ai.shared_exact()
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        col = exact.decide([ord(ch) - 48 for ch in line.strip()], ai.PERFECT_NODES)
        print("%d %s %d" % (-1 if col is None else col, exact.outcome, exact.nodes))


main()
