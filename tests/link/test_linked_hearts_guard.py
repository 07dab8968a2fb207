"""Our turn coming back in linked Hearts (sim/link.py, two boards: the host and a joiner, the
computer in the other seats), through the whole app on each: a player tapping A steadily
through the others' cards (it hurried them till review 37; now refused there, B hurries), at
any rate and in any phase with their cards, never plays our card
less than GUARD_MS after our turn reached the glass, whether the turn came back after the
computer's card or the other person's, on the host or on the joiner (app.guard_turn).
Each aims (an arrow between taps, or before its card): A alone, tapped into a turn, plays
only a forced card (app.AIM_MS)."""
from firmware.app import GUARD_MS
from firmware.games.hearts.engine import PLAY
from sim.link import SLICE_MS
from tests.link.hearts_link import play_until, start
from tests.link.linked import PACE_MS, A, LEFT, RIGHT, screen

TAP_MS = 60
ARROW_MS = 40   # an arrow's time down, halfway between taps (RIGHT, then LEFT: AIMED)
AIMED = (RIGHT, LEFT)
RUN_MS = 8000


def our_turn(play):
    """Our card may be played now (the table says YOUR TURN)."""
    game = play.game
    return not play.passing and game.phase == PLAY and game.turn == 0 and play.shown is None


class Cards:
    """Board i's cards as played: each with the ms since our turn reached its glass."""

    def __init__(self, linked, i):
        self.linked = linked
        self.i = i
        self.app = linked.apps[i]
        self.turn_at = None
        self.left = 13
        self.after = []   # ms from our turn on the glass to our card, a card each
        linked.boards[i].watchers.append(self.watch)

    def watch(self, board):
        play = screen(self.linked, self.i).play
        if play is None:
            return
        now = board.clock.elapsed_ms
        if len(play.game.hands[0]) < self.left:
            self.left = len(play.game.hands[0])
            self.after.append(None if self.turn_at is None else now - self.turn_at)
            self.turn_at = None
        if not our_turn(play):
            self.turn_at = None
        elif self.turn_at is None and not self.app.unshown:
            self.turn_at = now


def tapping(tapper, period, phase):
    """Board tapper taps A every period ms from phase on (TAP_MS down) for RUN_MS once the
    pass is made, an arrow halfway between taps (AIMED in turn); the other plays its card
    PACE_MS after its turn shows, RIGHT half that after it (aimed). The ms from our turn on
    the tapper's glass to each card of its own."""
    linked = start(seed=3)
    cards = Cards(linked, tapper)
    play_until(linked, lambda: not any(screen(linked, i).play.passing for i in (0, 1)))
    other = 1 - tapper
    pads = [board.pad for board in linked.boards]
    shown_for = 0
    for t in range(0, RUN_MS, SLICE_MS):
        into = t - phase
        down(pads[tapper], A, into >= 0 and into % period < TAP_MS)
        for k, arrow in enumerate(AIMED):
            down(pads[tapper], arrow, into >= 0 and into // period % 2 == k and
                 0 <= into % period - period // 2 < ARROW_MS)
        play = screen(linked, other).play
        shown_for = shown_for + SLICE_MS if play is not None and our_turn(play) else 0
        down(pads[other], RIGHT, 0 < shown_for - PACE_MS // 2 <= ARROW_MS)
        down(pads[other], A, 0 < shown_for - PACE_MS <= TAP_MS)
        linked.run(SLICE_MS)
    return cards.after


def down(pad, button, pressed):
    """button down on pad if pressed, else up."""
    if pressed:
        pad.press(button)
    else:
        pad.release(button)


def test_a_steady_tap_never_plays_our_card_before_the_turn_is_seen():
    played = 0
    for tapper in (0, 1):   # the host, then the joiner
        for rate in range(1, 9):   # taps a second
            period = 1000 // rate
            for phase in (0, period // 2):
                after = tapping(tapper, period, phase)
                early = [ms for ms in after if ms is None or ms < GUARD_MS]
                assert not early, (tapper, rate, phase, after)
                played += len(after)
    assert played > 10   # slow taps play cards (a mash stays refused)
