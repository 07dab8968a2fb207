"""Host-only perfect Connect Four solver: compiles _connect4_solver.c with the machine's
gcc (once per source change, into the temp folder) and queries it over a pipe. Used by the tests
and bench/connect4.py, never by the firmware."""
import hashlib
import os
import subprocess
import tempfile

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_connect4_solver.c")


def build():
    """Path of the compiled solver, building it when missing."""
    with open(SOURCE, "rb") as f:
        digest = hashlib.sha1(f.read()).hexdigest()[:12]
    binary = os.path.join(tempfile.gettempdir(), "connect4_solver_" + digest)
    if not os.path.exists(binary):
        partial = binary + ".%d" % os.getpid()
        try:
            subprocess.run(["gcc", "-O3", "-o", partial, SOURCE], check=True)
        except FileNotFoundError:
            raise RuntimeError("the perfect solver needs gcc, which is not installed "
                               "(Debian/Ubuntu: apt install gcc; macOS: xcode-select --install)")
        os.replace(partial, binary)
    return binary


class Solver:
    """Exact scores in the test files' convention: positive = the side to move wins
    (22 - its stones at the win), 0 draw, negative loses.

    keep=True remembers every answer in a file next to the binary (a new solver source starts
    a new file), so a rerun does not solve again: near-empty positions take minutes each."""

    def __init__(self, keep=False):
        binary = build()
        self.proc = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     universal_newlines=True, bufsize=1)
        self.answers = {}
        self.answers_path = binary + ".answers" if keep else None
        if keep and os.path.exists(self.answers_path):
            with open(self.answers_path) as f:
                for line in f:
                    query, answer = line.rstrip("\n").split(" ", 1)
                    self.answers[query] = answer

    def _ask(self, line):
        answer = self.answers.get(line)
        if answer is not None:
            return answer
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        if answer == "invalid" or not answer:
            raise ValueError("solver: invalid position %r" % line)
        if self.answers_path:
            self.answers[line] = answer
            with open(self.answers_path, "a") as f:
                f.write("%s %s\n" % (line, answer))
        return answer

    def score(self, moves):
        """Score of the position after moves (columns 0-6)."""
        return int(self._ask("".join(str(c + 1) for c in moves)))

    def move_scores(self, moves):
        """Score of each column for the side to move (None: full column). A kept answer for
        the mirror image serves too, mirrored."""
        mirror = self.answers.get("?" + "".join(str(7 - c) for c in moves))
        if mirror is not None and "?" + "".join(str(c + 1) for c in moves) not in self.answers:
            return [None if x == "x" else int(x) for x in reversed(mirror.split())]
        answer = self._ask("?" + "".join(str(c + 1) for c in moves))
        return [None if x == "x" else int(x) for x in answer.split()]

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def load_positions(path):
    """[(moves as columns 0-6, score)] from a test file of "DIGITS1-7 SCORE" lines."""
    rows = []
    with open(path) as f:
        for line in f:
            digits, score = line.split()
            rows.append(([int(ch) - 1 for ch in digits], int(score)))
    return rows


def keeps_result(scores, col):
    """Does playing col keep the theoretical result (win stays win, draw at least a draw)?"""
    best = max(s for s in scores if s is not None)
    value = scores[col]
    if best > 0:
        return value > 0
    if best == 0:
        return value >= 0
    return value is not None
