# runs-on: micropython, heap 472K: two whole apps, the link from source, as the linked games
"""Long linked Connect Four sessions with faults at random moments (a seed): the cable cut
for a moment or for seconds, bursts of noise, a damaged line throughout. Nothing is lost
and the boards never disagree: at every step one board's moves are the other's or lead
them by what is still on its way, every game ends the same on both, and the scores
mirror each other. Shorter under MicroPython (one game a seed): it needed 292K there once
the LINK LOST box asked CPU PLAYS THEM? (288K left no 1.3 KB block for Connect Four's viper
routines, compiled from source at load), and 300K once only the host could hand a seat over
and the air link knew a handheld by its id: so 448K, as every suite of linked apps (DESIGN.md
section 6: compiling from source on a heap the apps cut up fails at sizes that move with the
code)."""
import sys

from hal.rng import Rng
from sim.cable import Damage
from tests.link.linked import A, PACE_MS, drop, press, screen, start

GAMES = 1 if sys.implementation.name == "micropython" else 3
WAIT_LIMIT_MS = 20000


def moves(linked, i):
    game = screen(linked, i).game
    return list(game.moves) if game is not None else []


def in_step(linked):
    """Never a desync: one board's moves lead the other's by at most what is on its way."""
    a, b = moves(linked, 0), moves(linked, 1)
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    assert long[:len(short)] == short and len(long) - len(short) <= 1, (a, b)


def mover(linked):
    """The board whose turn it is, once it can play (its link well) and its player has
    seen the turn (PACE_MS), or None if the game is over on both."""
    waited = 0
    while True:
        in_step(linked)
        for i in (0, 1):
            s = screen(linked, i)
            if s.game is not None and s.human_turn() and s.linked.problem() is None:
                linked.run(PACE_MS)   # the turn, or the box gone: a person looks first
                if s.human_turn() and s.linked.problem() is None:
                    return i
        if all(screen(linked, i).game.over() for i in (0, 1)):
            return None
        linked.run(50)
        waited += 50
        assert waited < WAIT_LIMIT_MS, "stuck: %r %r" % (moves(linked, 0), moves(linked, 1))


def fault(linked, rng):
    what = rng.randbelow(8)
    cable = linked.cables[0]
    if what == 0:
        cable.cut()
        linked.run(100 + rng.randbelow(3000))   # a moment, or past link lost
        cable.restore()
    elif what == 1:
        cable.inject(rng.randbelow(2), bytes(rng.randbelow(256) for _ in range(rng.randbelow(80))))


def again(linked):
    """Both players press A (again, paced, if the result's hold took a press): the host
    deals the next game to both."""
    gid = screen(linked, 0).linked.gid
    for _ in range(10):
        for i in (1, 0):
            linked.run(PACE_MS)
            if not screen(linked, i).linked.ready[0]:
                press(linked, i, A)
        linked.run(PACE_MS)
        if screen(linked, 0).linked.gid != gid and screen(linked, 1).linked.gid != gid:
            return
    raise AssertionError("no next game")


def session(seed):
    rng = Rng(seed)
    linked = start("connect4", seed=seed, damage=Damage(Rng(seed + 100), rate=8))
    for _ in range(GAMES):
        while True:
            fault(linked, rng)
            i = mover(linked)
            if i is None:
                break
            legal = screen(linked, i).game.legal_moves()
            drop(linked, i, legal[rng.randbelow(len(legal))])
        assert moves(linked, 0) == moves(linked, 1)
        assert screen(linked, 0).game.result == screen(linked, 1).game.result
        again(linked)
    host, join = screen(linked, 0).linked.score, screen(linked, 1).linked.score
    assert host == [join[1], join[0], join[2]] and sum(host) == GAMES, (host, join)
    chans = [screen(linked, i).linked.chan for i in (0, 1)]
    assert sum(c.junk for c in chans) > 0   # the noise was seen, and counted


def test_long_sessions_with_faults_lose_nothing_and_never_desync():
    for seed in (1, 2, 3):
        session(seed)
