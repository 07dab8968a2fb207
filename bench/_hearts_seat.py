"""One of our Hearts players in a seat of another program's game: a line protocol on
stdin/stdout, so that an outside referee (a research player's game loop, in any language)
can measure our players against its own. The referee keeps the rules and the deals; we
answer each decision from what that seat may see.

    micropython -X heapsize=16M -m bench._hearts_seat [--player hard] [--seed 1]
        [--reseed 1] [--qs-breaks 1] [--moon-minus 1] [--trace FILE]

One request a line, one answer a line; cards in the record notation (DESIGN.md section 5:
2C ... AS), seats 0-3 in play order (the next seat to play is seat + 1), DIR the pass of the
hand: 0 left (to seat + 1), 1 right, 2 across, 3 none.

    pass SEAT DIR CARD x13                -> CARD CARD CARD  (the three to pass)
    play SEAT DIR hand CARD... [passed CARD x3 received CARD x3]
         [trick LEADER CARD...]... totals P P P P legal CARD...   -> CARD

A play request lists every trick of the hand so far in order, each with the seat that led
it (the last one may be the current, unfinished trick; an empty one may be left out);
totals are the game's scores before this hand. --trace appends each request and answer to
FILE. A wrong request ends the process with a message on stderr.
--reseed 1 seeds the player's random source afresh for each request, from --seed and the
request's text (line_seed), so that two versions of a player, run over the same deals,
differ only where a choice of theirs differs: without it one changed card changes the
random state of every later decision, and the noise of a paired run with it (DESIGN.md
section 9). The player still remembers what it saw across requests.
"""
import sys

from bench import read_options
from firmware.games.hearts import match
from firmware.games.hearts.engine import (
    FIRST_HEART, PASS, PLAY, QUEEN_SPADES, card_str, parse_card, pass_target, trick_points,
    trick_winner)
from firmware.games.hearts.players import new_player
from hal.rng import Rng

KEYS = ("hand", "passed", "received", "totals", "legal")


class SeatView:
    """What engine.View holds, read from a request instead of a Game."""


def view_of(line, qs_breaks=False, moon_minus=False):
    """The SeatView of a request line (see the module docstring)."""
    words = line.split()
    v = SeatView()
    v.phase = {"pass": PASS, "play": PLAY}[words[0]]
    v.seat = int(words[1]) % 4
    v.pass_dir = int(words[2])
    v.pass_to = pass_target(v.seat, v.pass_dir)
    v.passed = v.received = None
    v.qs_breaks = qs_breaks
    v.moon_minus = moon_minus
    v.target = 100
    v.hand_no = v.pass_dir  # only its pass direction can be known
    v.trick, v.leader, v.tricks, v.trick_no = [], 0, [], 0
    v.hearts_broken = False
    v.taken = [0, 0, 0, 0]
    v.totals = [0, 0, 0, 0]
    v.legal = []
    if v.phase == PASS:
        v.hand = sorted(parse_card(w) for w in words[3:])
        return v
    lists = {}
    tricks = []
    key = None
    for w in words[3:]:
        if w in KEYS:
            key = w
            lists[key] = []
        elif w == "trick":
            key = None
            tricks.append([])
        elif key is None:  # a trick: its leader, then its cards
            tricks[-1].append(int(w) if not tricks[-1] else parse_card(w))
        else:
            lists[key].append(int(w) if key == "totals" else parse_card(w))
    v.hand = sorted(lists["hand"])
    v.legal = sorted(lists["legal"])
    v.totals = lists.get("totals", v.totals)
    if "passed" in lists:
        v.passed = lists["passed"]
        v.received = lists["received"]
    for t in tricks:
        leader, cards = t[0], t[1:]
        for c in cards:
            if c >= FIRST_HEART or (qs_breaks and c == QUEEN_SPADES):
                v.hearts_broken = True
        if len(cards) == 4:
            winner = trick_winner(leader, cards)
            v.tricks.append((leader, tuple(cards), winner))
            v.taken[winner] += trick_points(cards)
            v.leader = winner
        else:
            v.trick, v.leader = cards, leader
    if not v.trick:
        v.leader = v.seat  # no card on the table: we are to lead
    v.trick_no = len(v.tricks)
    return v


def line_seed(line):
    """A 32-bit FNV-1a hash of a request line, the same on CPython and MicroPython (CPython
    salts str hashes)."""
    h = 0x811C9DC5
    for b in line.encode():
        h = (h ^ b) * 0x01000193 & 0xFFFFFFFF
    return h


def answer(player, v):
    """The answer line to a request's view."""
    got = player(v)
    if v.phase == PASS:
        return " ".join(card_str(c) for c in got)
    if got not in v.legal:
        raise ValueError("the player chose %s, not among the legal cards" % card_str(got))
    return card_str(got)


def main(argv):
    opts = {"player": "hard", "seed": "1", "reseed": "0", "trace": "", "qs-breaks": "0",
            "moon-minus": "0"}
    if not read_options(argv, opts):
        sys.stderr.write("options: --player NAME --seed N --reseed 1 --qs-breaks 1 "
                         "--moon-minus 1 --trace FILE\n")
        sys.exit(2)
    _, moon_minus, qs_breaks = match.options(opts)
    seed = int(opts["seed"])
    rng = Rng(seed)
    player = new_player(opts["player"], rng)
    trace = open(opts["trace"], "a") if opts["trace"] else None
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        if opts["reseed"] == "1":
            rng.seed(seed * 1000003 + line_seed(line.strip()))
        try:
            reply = answer(player, view_of(line, qs_breaks, moon_minus))
        except (KeyError, ValueError, IndexError) as e:
            sys.stderr.write("bad request %r: %s\n" % (line.strip(), e))
            sys.exit(1)
        sys.stdout.write(reply + "\n")
        if hasattr(sys.stdout, "flush"):
            sys.stdout.flush()
        if trace:
            trace.write("%s -> %s\n" % (line.strip(), reply))
            trace.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
