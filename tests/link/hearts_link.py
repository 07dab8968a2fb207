"""Linked boards playing Hearts (sim/link.py) for the linked Hearts suite: each player
picks its pass and plays its cards through the buttons, paced like a person (PACE_MS after
the table they answer), and the frames each way are kept for their contents."""
from firmware.games.hearts.link import SEATS
from firmware.games.hearts.status import SEAT_NAMES
from firmware.games.hearts.table import LABELS, PERSON, PERSON_GAP, PERSON_W
from firmware.link.channel import DATA
from firmware.link.frame import Reader
from sim.link import BOOT_MS, Linked
from tests.link.linked import PACE_MS, A, LEFT, RIGHT, press, screen
from tests.screen import glyph_rows

HAND_OVER = 3
SEAT = SEATS[0]   # the one joiner's seat at the host's table


def start(seed=3, log=None, damage=None, boards=2, air=False):
    """boards linked boards (board 1 hosts) in linked Hearts, the first hand dealt; air:
    over UDP on localhost (hal/link_air.py), else by cables."""
    linked = Linked(boards, "hearts", seed, air=air, log=log)
    if not air:
        linked.cables[0].damage = damage
    linked.run(BOOT_MS)
    linked.deal()
    linked.run(PACE_MS)
    return linked


def rotated(values, seat=SEAT):
    """The host's figures per seat as a joiner's glass has them (its seat first)."""
    return [values[(s + seat) % 4] for s in range(4)]


def act(linked, i):
    """Board i's player acts if the table waits for them: three cards picked from the left
    and passed, or the card under the cursor played (the table puts it on a card that may
    be played); True when it did."""
    play = screen(linked, i).play
    if play is None or play.info is not None:
        return False
    if play.passing:
        if play.waiting():
            return False
        while len(play.chosen) < 3:
            if play.cursor < len(play.game.hands[0]) and \
                    play.game.hands[0][play.cursor] not in play.chosen:
                press(linked, i, A)
            else:
                press(linked, i, RIGHT)
            linked.run(PACE_MS)
        while play.cursor < len(play.game.hands[0]):   # on to the PASS button
            press(linked, i, RIGHT)
            linked.run(PACE_MS)
        press(linked, i, A)
        linked.run(PACE_MS)
        return True
    game = play.game
    if play.shown is None and game.turn == 0 and game.phase == "play" and play.cursor is not None:
        if linked.apps[i].aim:   # a turn tapped into (app.AIM_MS): aimed, there and back
            for arrow in (RIGHT, LEFT):
                press(linked, i, arrow)
                linked.run(PACE_MS)
        press(linked, i, A)
        linked.run(PACE_MS)
        return True
    return False


def play_until(linked, done, limit_ms=300000):
    """Both players act until done() holds (AssertionError past limit_ms of virtual time),
    then read what it brought (app.LOOK_MS: a press next, on a hand's table, is no tap kept
    up through it, which would wait for a pause of app.AIM_MS)."""
    clock = linked.boards[0].clock
    start = clock.elapsed_ms
    while not done():
        assert clock.elapsed_ms - start < limit_ms, "not within %d ms" % limit_ms
        acted = False
        for i in range(len(linked.boards)):
            acted = act(linked, i) or acted
        if not acted:
            linked.run(PACE_MS)
    from firmware.app import LOOK_MS   # (loaded by then: imported first, MicroPython compiled
    linked.run(LOOK_MS)   # the app from source into a heap the linked suites need whole)


def person_marked(linked, i, seat):
    """Board i's table shows the little figure after the name of its glass's seat (dark on
    a lit label, too: the seat to move)."""
    x, y = LABELS[seat][:2]
    x += 1 + len(glyph_rows(SEAT_NAMES[seat])[0]) + PERSON_GAP
    chip = linked.boards[i].chip
    seen = [[chip.glass_pixel(x + dx, y + dy) for dy in range(7)] for dx in range(PERSON_W)]
    figure = [[PERSON[dx] >> dy & 1 for dy in range(7)] for dx in range(PERSON_W)]
    return seen == figure or seen == [[1 - b for b in col] for col in figure]


def hand_over(linked):
    return all(screen(linked, i).over == HAND_OVER and screen(linked, i).play is None
               for i in range(len(linked.boards)))


class Wire:
    """The game's frames from the host to the joiner on the cable (Linked's log): frames =
    [(kind, payload)] (acks, heartbeats and hellos left out: they hold no cards)."""

    def __init__(self):
        self.reader = Reader()
        self.frames = []

    def __call__(self, cable, side, data):
        if side == 0:
            self.reader.feed(data, self._found)

    def _found(self, seq, ack, kind, payload):
        if kind >= DATA:
            self.frames.append((kind, payload))
