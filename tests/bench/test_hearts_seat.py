import subprocess
import sys

from bench._hearts_seat import view_of
from firmware.games.hearts.ai import basic
from firmware.games.hearts.engine import PASS, PLAY, Game, View, card_str
from hal.rng import Rng
from tests.test_micropython import ROOT, micropython_binary

FIELDS = ("seat", "phase", "hand", "pass_dir", "pass_to", "passed", "received", "trick",
          "leader", "trick_no", "tricks", "hearts_broken", "taken", "totals", "moon_minus",
          "qs_breaks", "legal")


def request(game, seat):
    """The request line an outside referee sends for seat's decision in game."""
    hand = [card_str(c) for c in game.hands[seat]]
    if game.phase == PASS:
        return "pass %d %d %s" % (seat, game.pass_dir, " ".join(hand))
    words = ["play", str(seat), str(game.pass_dir), "hand"] + hand
    if game.passed[seat]:
        words += ["passed"] + [card_str(c) for c in game.passed[seat]]
        words += ["received"] + [card_str(c) for c in game.received[seat]]
    for leader, played, _ in game.tricks:
        words += ["trick", str(leader)] + [card_str(c) for c in played]
    if game.trick:
        words += ["trick", str(game.leader)] + [card_str(c) for c in game.trick]
    words += ["totals"] + [str(t) for t in game.totals]
    words += ["legal"] + [card_str(c) for c in game.legal()]
    return " ".join(words)


def decisions(seed, hands=4, qs_breaks=False):
    """(game, seat, request) at every decision of a few seeded hands of basic players."""
    rng = Rng(seed)
    game = Game(qs_breaks=qs_breaks)
    for _ in range(hands):
        game.deal(rng)
        if game.phase == PASS:
            for seat in range(4):
                yield game, seat, request(game, seat)
                game.pass_cards(seat, basic(View(game, seat)))
        while game.phase == PLAY:
            seat = game.turn
            yield game, seat, request(game, seat)
            game.play(basic(View(game, seat)))


def test_a_request_gives_the_view_the_engine_gives_that_seat():
    seen = 0
    for qs_breaks in (False, True):
        for game, seat, line in decisions(3, qs_breaks=qs_breaks):
            got = view_of(line, qs_breaks=qs_breaks)
            want = View(game, seat)
            for name in FIELDS:
                if want.phase == PASS and name in ("totals", "trick", "leader"):
                    continue  # a pass request carries the hand alone
                assert getattr(got, name) == getattr(want, name), (line, name)
            seen += 1
    assert seen > 400


def test_the_process_answers_each_request_as_the_player_would():
    lines = []
    wanted = []
    for game, seat, line in decisions(8, hands=2):
        lines.append(line)
        choice = basic(View(game, seat))
        wanted.append(" ".join(map(card_str, choice)) if game.phase == PASS else card_str(choice))
    for command in ([sys.executable], [micropython_binary(), "-X", "heapsize=192K"]):
        out = subprocess.run(command + ["-m", "bench._hearts_seat", "--player", "basic"],
                             input="\n".join(lines) + "\n", capture_output=True, text=True,
                             cwd=ROOT, timeout=120)
        assert out.returncode == 0, out.stderr
        assert out.stdout.split("\n")[:-1] == wanted


def test_a_wrong_request_is_refused_with_a_message():
    out = subprocess.run([sys.executable, "-m", "bench._hearts_seat", "--player", "basic"],
                         input="play 0 3 hand 2C legal XX\n", capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert out.returncode == 1
    assert "bad request" in out.stderr and "Traceback" not in out.stderr


def test_reseeded_answers_do_not_depend_on_the_requests_before():
    # Plays with a choice left: where the random source matters.
    lines = [line for game, seat, line in decisions(5, hands=1)
             if game.phase == PLAY and 1 < len(game.legal()) and game.trick_no < 8][:10]
    assert len(lines) == 10
    runs = []
    for order in (lines, lines[::-1]):
        out = subprocess.run([micropython_binary(), "-X", "heapsize=16M", "-m",
                              "bench._hearts_seat", "--player", "hard", "--seed", "3",
                              "--reseed", "1"],
                             input="\n".join(order) + "\n", capture_output=True, text=True,
                             cwd=ROOT, timeout=120)
        assert out.returncode == 0, out.stderr
        answers = out.stdout.split("\n")[:-1]
        runs.append(answers if order is lines else answers[::-1])
    assert runs[0] == runs[1]
