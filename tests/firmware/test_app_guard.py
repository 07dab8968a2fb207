"""The app's guard (firmware/app.py hold_input, guard_turn, new screens): an A or B press that
began before a turn, a result or a new screen reached the glass, or less than GUARD_MS after,
never acts on it, at any pace of tapping; a lone press 400 ms after acts at once, an arrow on
your turn at once.

Steady streams of A taps (1 to 8 a second, at 10 phases across the period) run through every
computer turn (tic-tac-toe, Connect Four, Hearts passing and playing), results (a trick taken,
a hand over, poker outcomes) and new screens (title card, a game opening, the pause menu).
A recorder notes when each guarded frame reached the glass (the step in which a game asked
for a guard, or the app's top view changed) and every A/B press that reached a view, with
the time the test itself pressed it down; no press may reach a view after a guarded frame
if it began less than GUARD_MS after that frame."""
import random
import shutil
import sys
import tempfile

import pytest

from hal.buttons import A, B, DOWN, LEFT, NAMES, PRESS, RIGHT
from sim.board import SimBoard
from firmware.app import App, DRIFT_MS, MASH_MS, RESULT_SEEN_MS, STREAM_MS
from tests.games.session import error_log, screen_of

GUARD_MS = 300  # firmware.app.GUARD_MS
RATES = (1, 2, 3, 4, 5, 6, 8)  # taps a second
PHASES = 10  # offsets across one period


class Recorder:
    """Guarded frames' glass times and the presses that reached a view (a watcher)."""

    def __init__(self, board, app):
        self.board, self.app = board, app
        self.guards = []  # virtual ms at which a guarded frame was on the glass
        self.acted = []  # (ms delivered, ms the press began, button)
        self.down = {A: None, B: None}  # when the test pressed each button down
        self.taps = []  # (ms the test pressed it down, button), every tap
        # a turn the computer brought on the glass: (virtual ms, how many taps came before)
        self.turns = []
        self.offs = []  # ...and whether a tap before it went off the player's turn
        self.asked = False
        self.turn_asked = False
        self.off = False
        self.top = app.top
        self.watch = None  # a test's own sign that its frame came (app -> bool), or None
        self.watched = False
        hold = app.hold_input

        def hold_input(*args, **kw):
            self.asked = True
            hold(*args, **kw)

        app.hold_input = hold_input  # guard_turn and the screens' calls go through it
        guard_turn = app.guard_turn

        def turn(rhythm=True, handed=False, chosen=False):
            self.turn_asked = rhythm and not app.pressing  # no press of the player's made it
            self.off = app.offturn   # a tap went to the game off the player's turn
            guard_turn(rhythm, handed, chosen)

        app.guard_turn = turn
        self.wrap(app.top)
        board.watchers.append(self.after_step)

    def wrap(self, view):
        if getattr(view, "_recorded", False):
            return
        handle = view.on_button

        def on_button(kind, button):
            if kind == PRESS and self.app.acts >> button & 1:  # A, B and a game's ACT_KEYS
                self.acted.append((self.board.clock.ticks_ms(), self.down.get(button), button))
            handle(kind, button)

        view.on_button = on_button
        view._recorded = True

    def after_step(self, board):
        top = self.app.top
        came = self.watch is not None and self.watch(self.app) and not self.watched
        self.watched = self.watch is not None and self.watch(self.app)
        if self.asked or top is not self.top or came:  # drawn and pushed in this very step
            self.guards.append(board.clock.ticks_ms())
            if self.turn_asked:
                self.turns.append((board.clock.ticks_ms(), len(self.taps)))
                self.offs.append(self.off)
            self.asked = self.turn_asked = False
            self.top = top
        self.wrap(top)

    def violations(self):
        """Presses that reached a view after a guarded frame they began too soon after."""
        bad = []
        for at, began, button in self.acted:
            shown = [g for g in self.guards if g < at]  # (g == at: this press made it)
            if shown and began is not None and began < shown[-1] + GUARD_MS:
                bad.append((at, began, shown[-1], NAMES[button]))
        return bad + self.mash_violations()

    def mash_violations(self):
        """Taps that acted on a turn the computer brought while a mash went on through it:
        a tap of the test's went to the game off the player's turn (hurried the computer or
        was refused as its turn: app.offturn), and every tap from the last before the turn
        to this one began MASH_MS or less after the one before (taps that are each a move of
        the player's are no mash through the computer's turn; slower taps are answers)."""
        bad = []
        downs = [d for d, _ in self.taps]
        acted = {began for _, began, _ in self.acted}
        for (turn, count), off in zip(self.turns, self.offs):
            if not off or count == 0:
                continue
            for i in range(count, len(downs)):
                if downs[i] - downs[i - 1] > MASH_MS:
                    break   # a pause: an answer
                if downs[i] in acted:
                    bad.append((downs[i], downs[i], turn, "mash"))
                    break
        return bad

    def tap(self, button, hold_ms=80):
        self.board.pad.press(button)
        self.down[button] = self.board.clock.ticks_ms()
        self.taps.append((self.down[button], button))
        self.board.run(self.app, hold_ms)
        self.board.pad.release(button)

    def stream(self, rate, phase, ms, button=A):
        """Tap button (or each of a tuple of buttons in turn) at rate a second for ms, the
        first tap phase (0..1) into the period."""
        period = int(1000 / rate)
        hold = min(80, period // 2)
        self.board.run(self.app, int(phase * period))
        end = self.board.clock.elapsed_ms + ms
        buttons = button if isinstance(button, tuple) else (button,)
        i = 0
        while self.board.clock.elapsed_ms < end:
            self.tap(buttons[i % len(buttons)], hold)
            self.board.run(self.app, period - hold)
            i += 1


class Ready:
    """The one rule a player sees, watched after every step: STOP, THEN PRESS's spans on the
    glass ([up, gone, whether a press that acted took it]) and the presses that changed
    progress(app) (a move, a card, a deal: the ms each began)."""

    def __init__(self, board, app, rec, progress):
        self.app, self.rec, self.progress = app, rec, progress
        self.spans, self.made = [], []
        self.last = progress(app)
        board.watchers.append(self.watch)

    def watch(self, board):
        now = board.clock.ticks_ms()
        acted = [began for at, began, _ in self.rec.acted if at == now]
        if self.app.toast_at is not None:
            if not self.spans or self.spans[-1][1] is not None:
                self.spans.append([now, None, False])
        elif self.spans and self.spans[-1][1] is None:
            self.spans[-1][1:] = [now, bool(acted)]
        count = self.progress(self.app)
        if count != self.last and acted:
            self.made.append(acted[-1])
        self.last = count

    def early(self):
        """The presses that changed progress begun while the toast was up, or less than
        GUARD_MS after it went by itself."""
        return [began for began in self.made for up, gone, taken in self.spans
                if up <= began and (gone is None or began < gone + (0 if taken else GUARD_MS))]


def aim(board, app):
    """Tic-tac-toe's cursor off a marked cell, onto the nearest free one, after each step:
    the player of these streams aims, with no arrow press (the cursor stays on the mark it
    put, review 34), so each A alone is a move, as the reviewers' were when the game
    stepped the cursor itself; an arrow would be a press the guard weighs. Not while a
    script of keys plays (play_keys): its arrows aim (a gallery shot's)."""
    if not getattr(board, "aim", True):
        return
    s = app.game.screen if app.game is not None and app.game.name == "tictactoe" else None
    game = getattr(s, "game", None)
    if game is not None and not game.over() and not game.is_legal(s.cursor):
        here = s.cursor
        s.cursor = min(game.legal_moves(), key=lambda cell: (
            abs(cell // 3 - here // 3) + abs(cell % 3 - here % 3), (cell - here) % 9))
        s.dirty = True


def boot(game=None, seed=1, state_dir=None):
    board = SimBoard(seed=seed, state_dir=state_dir)
    app = App(board, game=game)
    board.watchers.append(lambda board: aim(board, app))
    board.run(app, 1600 if game is None else 400)
    return board, app, Recorder(board, app)


def play_keys(board, app, script):
    board.aim = False   # (boot's aim: the script's own arrows aim)
    board.play_keys(app, script)
    board.aim = True
    assert not error_log(board)


# the scenarios: (name, seed, game, keys to reach the start of the stream, stream ms)
SCENARIOS = (
    ("connect4 turns", 1, "connect4", "A wait:500", 6000),
    ("tictactoe turns", 1, "tictactoe", "A wait:500", 5000),
    ("hearts passing", 1, "hearts", "A wait:500 A RIGHT A RIGHT", 6000),  # A: 3rd, pass
    ("hearts playing", 3, "hearts", "A wait:500 A RIGHT A RIGHT A wait:500 A wait:1500", 6000),
    # Play (the machine's setup page), deal, DOWN to DRAW: A draws, the outcome appears
    ("poker outcomes", 1, "poker", "A wait:600 A wait:1500 DOWN", 3000),
    ("title card and a game opening", 1, None, "", 2500),
    ("pause menu", 1, "connect4", "A wait:500 B:1200", 2000),  # Play, a long B: the menu
)


def sweep(game, seed, keys, ms, watch=None, saved=None, rates=RATES, turns=None):
    """Every rate at every phase: the presses that acted too soon (none expected), and how
    many guarded frames the streams ran across. watch: what else marks a frame that came
    (Recorder.watch), whether the game guards it or not; saved: a saves' folder each run
    starts from (a copy); turns: a list to which each run adds how many turns the computer
    brought in it."""
    bad, guarded = [], 0
    for rate in rates:
        for i in range(PHASES):
            state_dir = None
            if saved is not None:
                state_dir = tempfile.mkdtemp()
                shutil.copytree(saved, state_dir, dirs_exist_ok=True)
            board, app, rec = boot(game, seed, state_dir)
            play_keys(board, app, keys)
            if watch is not None:
                rec.watch, rec.watched = watch, watch(app)
            if keys.endswith("B:1200"):
                assert getattr(app.top, "is_pause", False)
            rec.stream(rate, i / PHASES, ms)
            assert not error_log(board)
            bad += [(rate, i) + v for v in rec.violations()]
            guarded += len(rec.guards)
            if turns is not None:
                turns.append(len(rec.turns))
    return bad, guarded


@pytest.mark.parametrize("name,seed,game,keys,ms", SCENARIOS, ids=[s[0] for s in SCENARIOS])
def test_a_stream_of_taps_never_acts_on_what_appeared_less_than_guard_ms_before(
        name, seed, game, keys, ms):
    bad, guarded = sweep(game, seed, keys, ms)
    # (rate, phase, ms it reached a view, ms it began, ms the guarded frame appeared, button)
    assert bad == []
    assert guarded >= len(RATES) * PHASES  # the streams did run across guarded frames


SLOW_RATES = (0.8, 1, 1.2, 1.5, 1.7)  # taps a second: beats of 1250 to 588 ms
TURNS = ("connect4 turns", "tictactoe turns", "hearts playing")


@pytest.mark.parametrize("name,seed,game,keys,ms", [s for s in SCENARIOS if s[0] in TURNS],
                         ids=TURNS)
def test_a_slow_stream_through_the_computers_turn_never_plays_under_the_guard(
        name, seed, game, keys, ms):
    # a fresh reviewer's trap: Hearts' others' cards said A: HURRY, and at 1 tap a second
    # a tap 20 ms after YOUR TURN appeared played the card; at 0.8 to 1.7 taps a second, at
    # every phase, none under GUARD_MS (a slower tap is an answer after: review 36)
    turns = []
    bad, guarded = sweep(game, seed, keys, 2 * ms, rates=SLOW_RATES, turns=turns)
    assert bad == []
    assert sum(turns) >= len(SLOW_RATES) * PHASES   # the streams ran across the turns


def hearts_hand_size(app):
    return len(screen_of(app).play.game.hands[0])


def hearts_turn_in_a_rhythm(period, limit_ms=20000):
    """Hearts, playing: a tap every period ms, as the status bar asks (A: a card on our turn,
    B: HURRY through the others') until a turn the computer brought comes in the stream (two
    beats before it): board, app, rec, the ms it was on the glass, the last tap's, the cards
    in hand."""
    board, app, rec = boot("hearts", 3)
    play_keys(board, app, "A wait:500 A RIGHT A RIGHT A wait:500 A wait:1500")   # passed: playing
    play = screen_of(app).play
    end = board.clock.elapsed_ms + limit_ms
    while board.clock.elapsed_ms < end:
        count = len(rec.turns)
        rec.tap(A if play.game.turn == 0 and play.shown is None else B, 80)
        for _ in range((period - 80) // 20):
            board.run(app, 20)
            if len(rec.turns) > count:
                downs = [d for d, _ in rec.taps][-3:]
                if len(downs) > 2 and downs[-1] - downs[0] < STREAM_MS * 2:
                    return board, app, rec, rec.turns[-1][0], downs[-1], hearts_hand_size(app)
    raise AssertionError("no turn came in the rhythm")


def test_hearts_at_1_tap_a_second_a_tap_in_the_turns_first_0_3_s_is_refused_the_next_plays():
    # a fresh reviewer's trap: tapping A: HURRY (B: HURRY since review 37) once a second, a
    # tap 20 ms after YOUR TURN appeared played the card; now it is refused (the tick, the
    # dim) and the glass says STOP, THEN PRESS. A tap slower than a mash's beat is an
    # answer once the turn has been up 0.3 s (review 36: a "slow rhythm" refused while it
    # went on was a rule no player could learn): the next tap, a second on, plays, and STOP
    # goes with it
    from tests.screen import shows
    board, app, rec, shown, last, cards = hearts_turn_in_a_rhythm(1000)
    board.run(app, max(shown + 100, last + 1000) - board.clock.ticks_ms())
    if board.clock.ticks_ms() < shown + GUARD_MS - 80:
        count = len(rec.acted)
        rec.tap(A, 80)
        assert len(rec.acted) == count and hearts_hand_size(app) == cards   # refused
        assert shows(board, "STOP,", inverted=True)   # TOAST, in lines
        assert board.chip.contrast < 0x20 or app.dimmed   # the glass dimmed a moment
        board.run(app, 1000 - 80)
    rec.tap(A, 80)   # the next tap at the beat: an answer
    board.run(app, 100)
    assert hearts_hand_size(app) == cards - 1 and not rec.violations()
    assert not shows(board, "STOP,", inverted=True)   # gone with the press that acted


@pytest.mark.parametrize("period", (900, 1000))
def test_hearts_a_press_1_2_s_after_the_last_hurry_tap_plays_at_once(period):
    board, app, rec, shown, last, cards = hearts_turn_in_a_rhythm(period)
    at = max(last + STREAM_MS, shown + 400)   # (and a person's 400 ms into the turn)
    board.run(app, at - board.clock.ticks_ms())
    rec.tap(A, 80)
    board.run(app, 100)
    assert hearts_hand_size(app) == cards - 1


def test_hearts_a_lone_hurry_tap_then_a_press_400_ms_into_the_turn_plays_at_once():
    board, app, rec = boot("hearts", 3)
    play_keys(board, app, "A wait:500 A RIGHT A RIGHT A wait:500 A wait:1500")   # passed: playing
    play = screen_of(app).play

    def until_yours():
        for _ in range(500):
            if play.game.turn == 0 and play.shown is None and not app.unshown:
                return rec.guards[-1]
            board.run(app, 20)
        raise AssertionError("your turn did not come")

    rec.tap(A)   # seed 3: you play the first trick's last card, take it, and lead
    board.run(app, 1000)
    until_yours()
    cards = hearts_hand_size(app)
    assert len(play.game.trick) == 0   # you lead: the others play after you
    board.run(app, 600)
    rec.tap(A)   # your card
    board.run(app, 600)   # (the card and the hurry tap: two taps, one beat, no rhythm)
    assert hearts_hand_size(app) == cards - 1 and play.game.turn != 0
    rec.tap(B)   # the lone hurry tap
    shown = until_yours()
    assert lone_press_at(board, app, rec, shown) and hearts_hand_size(app) == cards - 2


HEARTS_PLAYING = "A wait:500 A RIGHT A RIGHT A wait:500 A wait:1500"   # passed, playing


@pytest.mark.parametrize("arrow", (None, RIGHT))
@pytest.mark.parametrize("period", (1000, 800, 666))
def test_hearts_a_slow_run_through_the_turn_plays_only_once_the_turn_has_been_seen(
        period, arrow):
    # review 26 saw a run's card played 0.6 s into a turn and called it blind; review 36 saw
    # the rule that refused such runs as a lock-out no player could learn. A tap slower than
    # a mash's beat is an answer: none under GUARD_MS into the turn (STREAM_GUARD_MS), and
    # the run plays its cards
    turns = played = 0
    for seed in (1, 2):
        for phase in range(4):
            board, app, rec = boot("hearts", seed)
            play_keys(board, app, HEARTS_PLAYING)
            cards = hearts_hand_size(app)
            board.run(app, phase * period // 4)
            for i in range(24):
                rec.tap(A if arrow is None or i % 2 == 0 else arrow, 80)
                board.run(app, period - 80)
            assert not error_log(board)
            assert rec.violations() == []
            turns += len(rec.turns)
            played += cards - hearts_hand_size(app)
    assert turns >= 6 and played >= 8   # the runs went through turns and played on them


@pytest.mark.parametrize("seed,run", (
    (1, " A:80 wait:506 RIGHT:80 wait:506" * 15),   # A and RIGHT in turn, 1.5 a second
    (7, " A:80 wait:840" * 12)))   # A alone, about 1 a second
def test_review_26s_hearts_runs_play_no_card_under_the_guard(seed, run):
    # the review's own scripts from a new game (--game hearts): the pass, two cards played
    # by hand, then a run of taps; on main before, a card 20 ms into a turn
    script = "A wait:1500 A wait:700 RIGHT wait:500 A wait:700 RIGHT wait:500 A wait:700 A"
    board, app, rec, refused = replay("hearts", seed, script + run)
    assert sum(rec.offs) >= 1 and rec.violations() == []


def replay(game, seed, script, watch=None):
    """A fresh review's --keys script, run as the simulator runs it (--game game, or the
    launcher where game is None) with every tap recorded (and watch(board, app) after each
    step): board, app, recorder, and the ticks of each refused press."""
    from sim.keys import parse_keys
    board, app, rec = boot(game, seed)
    if watch is not None:
        board.watchers.append(lambda board: watch(board, app))
    refused = []
    refuse = app.refuse_press
    app.refuse_press = lambda now: (refused.append(now), refuse(now))[1]
    for button, ms in parse_keys(script):
        if button is None:
            board.run(app, ms)
        else:
            rec.tap(button, ms)   # (hold ms, then 80 ms up, as the simulator's keys)
            board.run(app, 80)
    assert not error_log(board)
    return board, app, rec, refused


def test_review_27s_connect_four_tap_after_a_refused_one_at_its_beat_drops_nothing():
    # the review's trap: A every 0.59 s, Medium, the computer first: a tap 5 ms after the
    # computer's piece (refused), then the next at the same beat dropped a piece 0.66 s into
    # the turn; a tap keeping a drifting mash's beat (MASH_MS + DRIFT_MS) after a refused
    # one is the mash's
    board, app, rec, refused = replay(None, 7, "DOWN DOWN wait:600 A wait:600 A wait:600 A "
                                      "wait:1100" + " A wait:507" * 6 + " wait:300")
    assert len(refused) >= 3
    assert rec.violations() == []


def test_review_27s_careful_hearts_player_is_refused_once_then_plays():
    # the review's careful player: from its lead, RIGHT, a second, A, a second, ... was
    # refused five times (the first RIGHT came with YOUR TURN, so the A after it kept a run's
    # beat, and every later one too); a tap slower than a mash's beat is an answer
    script = ("DOWN DOWN DOWN wait:600 A wait:600 A wait:600 A wait:1500 A wait:600 RIGHT "
              "wait:300 A wait:600 RIGHT wait:300 A wait:1500 A wait:4600")
    board, app, rec, refused = replay(None, 7, script)
    play = screen_of(app).play
    cards, count = len(play.game.hands[0]), len(refused)
    for _ in range(5):
        for button in (A, RIGHT):
            rec.tap(button, 80)
            board.run(app, 920)
    assert len(play.game.hands[0]) <= cards - 2   # two cards played of five tries
    assert len(refused) - count <= 2


def until_turn(board, app, rec, count, limit_ms=10000):
    """Let time pass until a turn the computer brought (past the count there are) is on
    the glass; its time."""
    for _ in range(limit_ms // 20):
        board.run(app, 20)
        if len(rec.turns) > count:
            return rec.turns[-1][0]
    raise AssertionError("no turn came")


def until_guard(board, app, rec, count=None, limit_ms=5000):
    """Let time pass until a guarded frame (past the count there are) is on the glass; its
    time."""
    count = len(rec.guards) if count is None else count
    for _ in range(limit_ms // 20):
        board.run(app, 20)
        if len(rec.guards) > count:
            return rec.guards[-1]
    raise AssertionError("no guarded frame came")


def lone_press_at(board, app, rec, shown, ms=400):
    """Tap A ms after the guarded frame at shown: whether it reached a view at once."""
    board.run(app, shown + ms - board.clock.ticks_ms())
    count = len(rec.acted)
    rec.tap(A)
    board.run(app, 100)
    return len(rec.acted) > count


def test_a_lone_press_400_ms_after_the_computers_move_plays_at_once():
    board, app, rec = boot("connect4")
    play_keys(board, app, "A wait:500 A")  # Play, and drop: the computer answers
    s = screen_of(app)
    shown = until_guard(board, app, rec)  # the computer's piece has landed: your turn
    moves = len(s.game.moves)
    acted = lone_press_at(board, app, rec, shown)
    assert acted and len(s.game.moves) == moves + 1


def test_a_lone_press_400_ms_after_a_result_acts_at_once():
    board, app, rec = boot("poker")
    play_keys(board, app, "A wait:600 A wait:1500 DOWN wait:400")  # Play, deal, DOWN to DRAW
    count = len(rec.guards)
    rec.tap(A)  # the draw: its outcome is a guarded frame
    shown = until_guard(board, app, rec, count)
    s = screen_of(app)
    hands = s.m.hands if hasattr(s.m, "hands") else None
    acted = lone_press_at(board, app, rec, shown)
    assert acted and s.flips, hands  # A took the outcome and dealt again


@pytest.mark.parametrize("after,acts", ((GUARD_MS - 1, False), (GUARD_MS, True)))
def test_a_press_begun_guard_ms_after_the_screen_acts_and_one_ms_sooner_does_not(after, acts):
    # README: a press begun less than 0.3 s after the screen does nothing, so one begun
    # exactly 0.3 s after acts (a fresh reviewer: it was refused). The app knows a press
    # began after the poll before the one that saw it (hal.buttons down_at): that poll is
    # made here at the very ms, after ms from the launcher reaching the glass (the splash
    # gone by itself: no press opened it, so ANSWER_MS has no say)
    board = SimBoard(seed=1)
    app = App(board)
    rec = Recorder(board, app)
    until_guard(board, app, rec, 0)   # the launcher
    start = app.hold_until[A]   # the frame on the glass + GUARD_MS
    board.clock.advance(start - GUARD_MS + after - board.clock.ticks_ms())
    app.step()   # the poll before: A up
    board.pad.press(A)
    board.clock.advance(1)
    app.step()   # it sees A down
    board.pad.release(A)
    board.run(app, 100)
    assert (type(app.top).__name__ == "TitleCard") == acts   # the first game's, or nothing


@pytest.mark.parametrize("period,through", ((333, False), (380, False), (480, True)))
def test_a_tap_under_answer_ms_after_the_press_that_opened_a_screen_is_its_beat(period, through):
    # a fresh reviewer: 3 taps a second went from the launcher through the title card (New
    # game) and the setup page (Play) into a game, each screen's tap 333 ms after the press
    # that opened it; a tap under ANSWER_MS (400 ms) after is the rhythm's next beat, and
    # the taps keeping it are refused; a 2-a-second navigator (480 ms) goes on through
    board, app, rec = boot()
    opened = 0
    for _ in range(4):
        top = app.top
        rec.tap(A, 80)
        board.run(app, period - 80)
        opened += app.top is not top
    assert (opened, app.game is not None) == ((2, True) if through else (1, False))
    assert not rec.violations()


def test_a_lone_press_400_ms_after_a_new_screen_acts_at_once():
    board, app, rec = boot()
    count = len(rec.guards)
    rec.tap(A)  # the launcher's first game: its title card
    shown = until_guard(board, app, rec, count)
    acted = lone_press_at(board, app, rec, shown)
    assert acted and app.game is not None  # New game opened it


def test_an_arrow_as_the_computers_move_lands_moves_the_cursor_at_once():
    board, app, rec = boot("connect4")
    play_keys(board, app, "A wait:500 A")  # Play, and drop: the computer answers
    s = screen_of(app)
    until_guard(board, app, rec)  # its piece has landed: your turn, A and B held back
    cursor = s.cursor
    board.pad.press(RIGHT)  # 20 ms after
    board.run(app, 20)
    assert s.cursor == (cursor + 1) % 7
    board.pad.release(RIGHT)


def drops_by_a_stream(period, hold=40, ms=6000, phase=0, button=A):
    """Connect Four: a steady stream of short A (or DOWN: it drops too) taps (one every
    period ms, or every period[i] in turn: an uneven hand) begun phase ms into your turn:
    the pieces it dropped after the computer's first reply (every tap of it part of an
    uninterrupted rhythm), and the Ready that watched them."""
    board, app, rec = boot("connect4")
    play_keys(board, app, "A wait:%d" % (500 + phase))  # Play: your turn
    s = screen_of(app)
    ready = Ready(board, app, rec, lambda app: len(s.game.moves[::2]))
    gaps = period if isinstance(period, tuple) else (period,)
    end = board.clock.elapsed_ms + ms
    i = 0
    while board.clock.elapsed_ms < end:
        rec.tap(button[i % 2] if isinstance(button, tuple) else button, hold)
        board.run(app, gaps[i % len(gaps)] - hold)
        i += 1
    assert not error_log(board)
    return len(s.game.moves[::2]) - 1, ready   # yours, after the first


def mash_held(period, **kw):
    """drops_by_a_stream's mash is refused for as long as it goes on (review 31: let act
    once STOP, THEN PRESS went, a mash played for the player): no drop after the first,
    and STOP, THEN PRESS on the glass as it ends."""
    drops, ready = drops_by_a_stream(period, **kw)
    return drops == 0 and ready.app.toast_at is not None


def each_tap_answers(period, **kw):
    """drops_by_a_stream's stream slower than a mash: each tap is an answer, so it drops on
    every turn (review 36: one tap in the first 0.3 s of a turn, and then a steady tap every
    0.7 s was refused for as long as it went on)."""
    drops, ready = drops_by_a_stream(period, **kw)
    return ready.rec.violations() == [] and drops >= 3


@pytest.mark.parametrize("button", (A, DOWN))
@pytest.mark.parametrize("period", (170, 250, 340, 360, 400))
def test_a_steady_stream_through_the_computers_turn_never_plays_for_you(period, button):
    # 2.5-3 taps a second with 40 ms presses rest 300-360 ms between taps: the tap after the
    # turn appears lands 300-400 ms on, a beat of the rhythm no one stops within (a fresh
    # reviewer's trap at 340 ms: a piece dropped every turn). Connect Four's DOWN drops
    # too: a fresh review's DOWN at 4 a second dropped a piece 3-240 ms into every turn.
    # Nothing while it goes on, STOP, THEN PRESS up (review 31: let act once STOP went, a
    # mash played for the player)
    assert mash_held(period, button=button)


def test_a_lone_down_400_ms_after_the_computers_move_drops_at_once():
    board, app, rec = boot("connect4")
    play_keys(board, app, "A wait:500 A")  # Play, and drop: the computer answers
    s = screen_of(app)
    shown = until_guard(board, app, rec)
    moves = len(s.game.moves)
    board.run(app, shown + 400 - board.clock.ticks_ms())
    rec.tap(DOWN)
    board.run(app, 100)
    assert len(s.game.moves) == moves + 1


@pytest.mark.parametrize("gaps", ((480, 520), (440, 560), (420, 580), (400, 600),
                                  (520, 480, 570, 430), (560, 600)))
def test_an_uneven_steady_stream_never_plays_for_you(gaps):
    # a fresh reviewer's trap: a human's 2 taps a second drift, gaps of 480 and 520 ms in
    # turn, and each gap over MASH_MS let its tap drop a piece (every other turn); a gap up to
    # DRIFT_MS longer than the one before keeps the mash, at every phase
    for phase in range(0, 500, 100):
        assert mash_held(gaps, phase=phase), phase


def test_a_double_tap_then_a_pause_is_an_answer_not_a_drifting_beat():
    # quick taps and then one 560 ms on: not a steady beat drifting, the last acts
    assert drops_by_a_stream((120, 560))[0] > 0
    assert drops_by_a_stream(STREAM_MS + 100)[0] > 0


@pytest.mark.parametrize("hold", (40, 200))
def test_a_mash_is_a_beat_of_mash_ms_or_less_however_long_each_tap_is_held(hold):
    # the beat is from press to press (README: about 1.5 taps a second or more): a 2-a-second
    # stream never plays for you, with short taps (460 ms up between them) or long ones (300
    # ms up), nor a steady one a little slower (its beat kept within DRIFT_MS), nor 1.5 a
    # second (a fresh review: a piece 0.33-0.41 s into the turn); a tap slower than that is
    # an answer and plays
    assert mash_held(MASH_MS - 10, hold=hold)
    assert mash_held(MASH_MS + 30, hold=hold)
    assert each_tap_answers(MASH_MS + DRIFT_MS + 30, hold=hold)
    assert each_tap_answers(1300, hold=hold)


@pytest.mark.parametrize("period", (340, 400, 430))
def test_a_stream_whose_last_tap_came_just_before_the_turn_plays_nothing_on_it(period):
    # your drop, then from phase ms on a stream of 60 ms taps through the computer's think
    # (refused by the game: CPU TURN): at every phase, so that in some the last tap before
    # the reply lands 0-160 ms before it and the next beat 300-430 ms after, past GUARD_MS (a
    # fresh reviewer's trap: a piece dropped 330-370 ms into the turn)
    dropped = []
    for phase in range(0, period, 30):
        board, app, rec = boot("connect4")
        play_keys(board, app, "A wait:500 A wait:%d" % phase)  # Play, and your drop
        s = screen_of(app)
        end = board.clock.elapsed_ms + 2500
        while board.clock.elapsed_ms < end:
            rec.tap(A, 60)
            board.run(app, period - 60)
        assert not error_log(board)
        dropped.append(len(s.game.moves[::2]))
    assert dropped == [1] * len(dropped)  # only your own drop, in every phase


def test_a_refused_press_dims_the_glass_briefly_and_a_mash_does_not_strobe_it():
    board, app, rec = boot("connect4")
    play_keys(board, app, "A wait:500 A")  # Play, and drop: the computer answers
    shown = until_guard(board, app, rec)  # its piece has landed: your turn
    bright = board.chip.contrast
    steps = []  # (ms since the turn appeared, the glass dim)
    board.watchers.append(lambda b: steps.append((b.clock.ticks_ms() - shown,
                                                  b.chip.contrast < bright)))
    board.run(app, shown + 100 - board.clock.ticks_ms())
    for _ in range(10):  # a mash at 8 a second from 100 ms on: every tap refused
        rec.tap(A, 40)
        board.run(app, 85)
    board.run(app, 600)
    dips, start = [], None  # (first ms, last ms) of each dim stretch
    for i, (ms, dim) in enumerate(steps):
        if dim and start is None:
            start = ms
        elif not dim and start is not None:
            dips.append((start, steps[i - 1][0]))
            start = None
    assert not rec.violations() and not steps[-1][1]  # all refused; bright again
    assert dips and dips[0][0] <= 120  # the first refused tap dims it at once
    assert all(end - begin <= 100 for begin, end in dips)  # each dip brief
    assert all(b[0] - a[0] >= 600 for a, b in zip(dips, dips[1:]))  # no strobe
    assert len(dips) == 2  # 1.25 s of mash: a dip, and one more past BLINK_GAP_MS


def toasted(board):
    """STOP, THEN PRESS on the glass (app.TOAST): across the top line, or in two lines in
    a view's toast_box (the board games: over the panel's key bar)."""
    from tests.screen import shows
    return shows(board, "STOP,", inverted=True) and shows(board, "PRESS", inverted=True)


def mash_told_to_wait():
    """Connect Four: your turn refuses two taps of a mash; the glass says what to do from
    the first (a fresh review: a lone refused press showed no words)."""
    board, app, rec = boot("connect4")
    play_keys(board, app, "A wait:500 A")  # Play, and drop: the computer answers
    s = screen_of(app)
    until_guard(board, app, rec)  # its piece has landed: your turn
    moves = len(s.game.moves)
    rec.tap(A, 60)  # 80 ms into the turn: refused, the tick, the dim and the words
    assert toasted(board)
    board.run(app, 200)
    rec.tap(A, 60)  # the mash's next tap: refused, and the glass still says what to do
    board.run(app, 20)
    assert toasted(board) and len(s.game.moves) == moves
    return board, app, rec, s, moves


@pytest.mark.parametrize("period", (400, MASH_MS))
def test_a_mash_is_told_to_wait_at_every_refused_tap_at_any_beat(period):
    # at 2 to 2.5 taps a second the second tap lands past GUARD_MS, when B's hold (never
    # pressed) is over: it is refused and told so all the same
    board, app, rec = boot("connect4")
    play_keys(board, app, "A wait:1500 A")  # Play, the board looked at, drop
    s = screen_of(app)
    until_guard(board, app, rec)  # the computer's piece has landed: your turn
    moves = len(s.game.moves)
    board.run(app, 100)
    rec.tap(A, 60)  # refused (under GUARD_MS): the tick, the dim and the words
    assert toasted(board)
    board.run(app, period - 60)
    rec.tap(A, 60)  # the mash's next tap, past GUARD_MS: refused, and it says so
    board.run(app, 20)
    assert toasted(board) and len(s.game.moves) == moves


def test_a_mash_refused_twice_is_told_to_wait_on_the_glass_and_then_answered():
    # the words stay till a press would act: the buttons up MASH_MS + DRIFT_MS (review 36:
    # they stayed 1.9 s where a press at 1 s acted)
    from tests.screen import shows
    board, app, rec, s, moves = mash_told_to_wait()
    board.run(app, rec.down[A] + 60 + MASH_MS + DRIFT_MS - 20 - board.clock.ticks_ms())
    assert toasted(board)
    board.run(app, 80)
    assert not toasted(board) and shows(board, "YOUR MOVE")   # gone by itself
    rec.tap(A, 60)  # after a rest: it drops
    board.run(app, 40)
    assert len(s.game.moves) == moves + 1 and not toasted(board)


def test_wait_then_press_goes_with_the_press_that_acts_and_leaves_the_cursor_row_clear():
    # a fresh reviewer: across the top line it hid Connect Four's cursor (the piece over
    # the column), and it stayed up after the press that finally dropped
    board, app, rec, s, moves = mash_told_to_wait()
    x = sys.modules["firmware.games.connect4.view"].cell_origin(s.cursor, 5)[0]
    piece = sum(board.chip.glass_pixel(x + dx, y) for dx in range(9) for y in range(8))
    row = sum(board.chip.glass_pixel(dx, y) for dx in range(64) for y in range(8))
    assert piece > 20 and row == piece   # the top line: the piece over its column alone
    board.run(app, MASH_MS + 100)   # a rest: the next press is an answer
    rec.tap(A, 60)
    board.run(app, 20)
    assert len(s.game.moves) == moves + 1 and not toasted(board)   # gone with it
    assert board.clock.ticks_ms() - rec.down[A] < 500


def test_a_double_tap_on_play_opens_the_game_and_makes_no_move():
    # a fresh reviewer's trap: the second tap, 170 ms after the board appeared, moved
    from tests.games import session
    from tests.screen import shows
    for game in ("tictactoe", "connect4", "hearts", "poker"):
        board, app = session.start(game)
        board.play_keys(app, "wait:1000 A:40 wait:130 A:40 wait:600")
        s = session.screen_of(app)
        if game == "poker":
            assert shows(board, "CR 100"), game   # no hand dealt
        elif game == "hearts":
            assert s.play.chosen == [], game   # no card picked for the pass
        else:
            assert s.game.moves == [] or s.game.first == s.cpu and len(s.game.moves) == 1, game


def _won(game):
    """Keys from a board game's setup page to a won game on the glass (its gallery shot)."""
    from sim.games import tooling
    return [keys for name, _, keys in tooling(game).SHOTS if name == "won"][0]


# the game openings: streams through Play on the setup page (each game), and through A:AGAIN
# on a board game's result (poker's deal after a result: "poker outcomes" above)
OPENINGS = tuple(("%s opening" % game, 1, game, "", 2500)
                 for game in ("tictactoe", "connect4", "hearts", "poker")) + tuple(
    ("%s again" % game, 1, game, _won(game), 2500) for game in ("tictactoe", "connect4"))


@pytest.mark.parametrize("name,seed,game,keys,ms", OPENINGS, ids=[s[0] for s in OPENINGS])
def test_a_stream_through_play_or_again_never_acts_on_the_game_under_guard_ms(
        name, seed, game, keys, ms):
    # a fresh reviewer's trap: a double tap on Play or A:AGAIN moved 115-240 ms after the
    # board or hand appeared, in all four games
    bad, guarded = sweep(game, seed, keys, ms, in_play)
    assert bad == []
    assert guarded >= len(RATES) * PHASES


def in_play(app):
    """A game is on the glass (not its setup page nor a result): the frame an opening
    makes, whether the game guards it or not."""
    if app.game is None:
        return False
    s = screen_of(app)
    if hasattr(s, "m"):
        return s.setup_page is None
    if hasattr(s, "play"):
        return s.play is not None
    return s.phase == 1   # the board games' PLAYING


@pytest.fixture(scope="module")
def hearts_at_its_end(tmp_path_factory):
    """A saves' folder: a Hearts game to 50 whose last trick lies on the table (resumed,
    then A: the final table, A:AGAIN on its key bar)."""
    from tests.games.hearts.driver import new_game
    from tests.games.hearts.test_record import play_to_game_end
    state_dir = str(tmp_path_factory.mktemp("hearts-end"))
    board, app = boot("hearts", 8, state_dir)[:2]
    new_game(board, app, "Easy", target=50)   # random opponents, 50 points
    play_to_game_end(board, app)
    return state_dir


def test_a_stream_through_hearts_new_game_never_acts_on_the_hand_under_guard_ms(
        hearts_at_its_end):
    bad, guarded = sweep("hearts", 9, "A wait:400", 2500, in_play, hearts_at_its_end)
    assert bad == []
    assert guarded >= len(RATES) * PHASES


def test_a_lone_press_400_ms_after_hearts_new_game_picks_at_once(hearts_at_its_end):
    board, app, rec = boot("hearts", 9, hearts_at_its_end)
    play_keys(board, app, "A wait:1000")   # the final table, read
    assert screen_of(app).play is None
    count = len(rec.guards)
    rec.tap(A)  # A:AGAIN, a tap of its own (not a rhythm's next beat)
    shown = until_guard(board, app, rec, count)
    assert lone_press_at(board, app, rec, shown) and progress(app) == 1


def progress(app):
    """What a move changes: the board's moves, the cards picked for Hearts' pass, poker's
    credits (a deal spends the bet)."""
    s = screen_of(app)
    if hasattr(s, "m"):
        return -s.m.credits
    if hasattr(s, "play"):
        return len(s.play.chosen)
    return len(s.game.moves)


@pytest.mark.parametrize("game,keys", [(g, "") for g in ("tictactoe", "connect4", "hearts",
                                                         "poker")] +
                         [(g, _won(g)) for g in ("tictactoe", "connect4")])
def test_a_lone_press_400_ms_after_play_or_again_moves_at_once(game, keys):
    board, app, rec = boot(game)
    play_keys(board, app, keys + " wait:400" if keys else "")   # the setup page or result seen
    count = len(rec.guards)
    rec.tap(A)  # Play, or A:AGAIN: the game opens
    shown = until_guard(board, app, rec, count)
    before = progress(app)
    assert lone_press_at(board, app, rec, shown) and progress(app) > before


def deals_after_the_outcome(period, phase, hold=40, ms=2500):
    """Poker: from DRAW, a steady stream of A taps (one every period ms, the first phase ms
    on: it draws) through the cards turning and the outcome: the ms from the outcome on the
    glass to the first tap that acted on it (dealt again), or None."""
    board, app, rec = boot("poker")
    play_keys(board, app, "A wait:600 A wait:1500 DOWN wait:400")  # Play, deal, DOWN to DRAW
    count = len(rec.guards)
    board.run(app, phase)
    end = board.clock.elapsed_ms + ms
    while board.clock.elapsed_ms < end:
        rec.tap(A, hold)
        board.run(app, period - hold)
    assert not error_log(board) and len(rec.guards) > count
    shown = rec.guards[count]
    return ([at - shown for at, _, _ in rec.acted if at > shown] or [None])[0]


def test_a_rhythm_going_on_as_a_poker_outcome_came_never_deals_on_it():
    # a fresh reviewer's trap: tapping about 2 a second, the deal came again 326-400 ms
    # after the outcome (past GUARD_MS, but a beat of the rhythm, not an answer): at 2 a
    # second or faster, at every phase, no tap deals while the rhythm goes on, nor at 1.5 a
    # second (a fresh review: a double-up taken by A and RIGHT in turn); taps slower than a
    # mash's beat are each an answer, and deal, but not before the outcome has been up
    # RESULT_SEEN_MS (three in a stream: reviews 27-29), nor under GUARD_MS after it
    for period in (250, 400, 450, MASH_MS - 10, MASH_MS + DRIFT_MS - 10):
        for phase in range(0, period, period // 5):
            assert deals_after_the_outcome(period, phase) is None, (period, phase)
    period = MASH_MS + DRIFT_MS + 30   # a stream through the draw: held RESULT_SEEN_MS
    for phase in range(0, period, period // 5):
        dealt = deals_after_the_outcome(period, phase)
        assert dealt is None or dealt >= RESULT_SEEN_MS, (period, phase, dealt)
    for period in (STREAM_MS + 100, STREAM_MS + 300):
        for phase in range(0, period, period // 5):
            dealt = deals_after_the_outcome(period, phase)
            assert dealt is not None and dealt >= GUARD_MS, (period, phase, dealt)


@pytest.mark.parametrize("period", (560, 600))
def test_a_calm_steady_pace_through_screens_a_press_opened_acts_on_each(period):
    # a fresh review: A every 0.6 s went from the launcher through the title card and Play,
    # and the deal and every tap after it were refused (each screen's opening press kept a
    # mash's beat); each tap comes a whole beat after the screen its tap before opened, so
    # it answers what it saw: launcher, New game, Play, the deal
    board, app, rec = boot()
    for _ in range(4):
        rec.tap(A, 80)
        board.run(app, period - 80)
    s = screen_of(app)
    assert app.game is not None and app.game.name == "poker" and s.m.credits < 100
    assert not rec.violations()


def connect4_turn(ms=100):
    """Connect Four: Play, your drop, and the computer's reply on the glass, then ms: board,
    app, recorder, screen, the ms the turn reached the glass, and the moves on the board."""
    board, app, rec = boot("connect4")
    play_keys(board, app, "A wait:500 A")   # Play, and your drop: the computer answers
    s = screen_of(app)
    shown = until_turn(board, app, rec, 0)
    board.run(app, shown + ms - board.clock.ticks_ms())
    return board, app, rec, s, shown, len(s.game.moves)


def test_a_press_0_6_s_after_one_early_tap_acts():
    # a fresh review: a tap 0.1 s after the computer's piece (refused) made a deliberate one
    # 0.6 s later a mash's beat; a tap after a pause is no beat to keep
    board, app, rec, s, shown, moves = connect4_turn()
    rec.tap(A, 80)   # too soon: refused (0.8 s or more after your drop)
    board.run(app, 520)
    assert len(s.game.moves) == moves
    rec.tap(A, 80)   # 0.6 s after it, 0.7 s into the turn
    board.run(app, 100)
    assert len(s.game.moves) == moves + 1


def test_a_steady_a_once_a_second_each_tap_a_move_is_never_refused():
    # fresh reviews: tic-tac-toe played with A alone (the cursor stepped to a free cell: here
    # boot's aim), one press a second, had its every turn's first tap refused (YOUR TURN:
    # PRESS A), 0.76 s after the reply appeared; no tap of it went to the computer's turn:
    # no rhythm through it, each tap a move seen 0.4 s or more after the reply
    board, app, rec = boot("tictactoe")
    play_keys(board, app, "A wait:500")   # Play: you are X and move first
    s = screen_of(app)
    refused = []
    app.refuse_press = lambda now: refused.append(now)
    for _ in range(3):
        rec.tap(A, 80)
        board.run(app, 980)
    assert refused == [] and sum(1 for c in s.game.cells if c) >= 5


@pytest.mark.parametrize("period", (300, 360, 450))
def test_a_mash_of_a_and_down_in_turn_never_plays_for_you(period):
    # a fresh review: A and DOWN (both drop) in turn, each 0.36 s after the other, dropped a
    # piece 0.42-0.5 s after each of the computer's; a mash's 0.5 s beat is from press to
    # press of any button that acts, and a hold lasts while any of them is tapped
    assert mash_held(period, button=(A, DOWN))


def alternation(game, seed, keys, period, arrow, ms=6000, drift=0, progress=None):
    """A steady mash of A and an arrow in turn (a tap every period ms, A every other; drift:
    a hand's unevenness, each gap that many ms longer or shorter at random), begun after
    keys: the board, the app, the game's screen (or None) after it, and a Ready watching
    progress(app) (default: the board games' moves of yours, X or the first player's)."""
    board, app, rec = boot(game, seed)
    play_keys(board, app, keys)
    if progress is None:
        progress = lambda app: len(app.game.screen.game.moves[::2])   # noqa: E731
    ready = Ready(board, app, rec, progress)
    hand = random.Random(period)
    end = board.clock.elapsed_ms + ms
    i = 0
    while board.clock.elapsed_ms < end:
        rec.tap(A if i % 2 == 0 else arrow, 60)
        board.run(app, period - 60 + hand.randint(-drift, drift))
        i += 1
    assert not error_log(board)
    return board, app, app.game.screen if app.game is not None else None, ready


def held(ready):
    """A mash was held back as long as it went on: nothing it made acted but its first tap
    (your turn, before the computer's), and STOP, THEN PRESS on the glass as it ends."""
    return len(ready.made) <= 1 and ready.app.toast_at is not None


PERIODS = (250, 333, 420, 480)  # a tap every: 2 to 4 taps a second, A at half that


@pytest.mark.parametrize("arrow", (LEFT, RIGHT))
@pytest.mark.parametrize("period", PERIODS)
@pytest.mark.parametrize("game", ("connect4", "tictactoe"))
def test_a_mash_of_a_and_an_arrow_in_turn_never_plays_for_you(game, period, arrow):
    # a fresh review's trap: A and LEFT (or RIGHT) in turn, 0.33-0.42 s apart, played a
    # move 0.34 s after each of the computer's: an arrow between two A taps of a mash's beat
    # keeps the mash going (app.alt), and the acting buttons' hold with it, as long as it
    # goes on, STOP, THEN PRESS up
    board, app, s, ready = alternation(game, 1, "A wait:500", period, arrow)
    assert len(s.game.moves) >= 2   # the first tap moved, the computer answered
    assert len(s.game.moves[::2]) == 1 and held(ready), (s.game.moves, ready.spans)


@pytest.mark.parametrize("drift", (0, 60))
@pytest.mark.parametrize("period", (500, 540, 580))
@pytest.mark.parametrize("game", ("connect4", "tictactoe"))
def test_a_mash_of_a_and_an_arrow_at_2_a_second_never_plays_for_you(game, period, drift):
    # a fresh review's trap: A and an arrow in turn at 2 taps a second (gaps 0.5 s, a hand's
    # drift either way) dropped pieces 0.54 s after the computer's and answered CPU WINS
    # 0.34 s after it came: two gaps of one beat up to MASH_MS + DRIFT_MS, any buttons, keep
    # the mash going (app._steady), as one button's drifting beat does
    board, app, s, ready = alternation(game, 1, "A wait:500", period, RIGHT, 8000, drift)
    assert len(s.game.moves) >= 2   # the first tap moved, the computer answered
    assert len(s.game.moves[::2]) == 1 and held(ready), (s.game.moves, ready.spans)


def _lost(game):
    """Keys from a board game's setup page to its last move before the computer wins (the
    gallery's "lost" shot but its last A)."""
    from sim.games import tooling
    keys = [keys for name, _, keys in tooling(game).SHOTS if name == "lost"][0]
    return keys[:keys.rindex(" A")]


@pytest.mark.parametrize("drift", (0, 60))
@pytest.mark.parametrize("period", (500, 580))
@pytest.mark.parametrize("game", ("connect4", "tictactoe"))
def test_a_mash_of_a_and_an_arrow_at_2_a_second_never_answers_the_computers_win(
        game, period, drift):
    # a fresh review: A and an arrow in turn at 2 taps a second answered CPU WINS 0.34 s
    # after it came (A: AGAIN, a new board); the mash's first A is the losing move. Once it
    # stops, a lone A 0.7 s on answers it
    board, app, s, ready = alternation(game, 1, _lost(game), period, RIGHT, 5000, drift)
    assert s.phase == 2 and s.game.over() and app.toast_at is not None   # the result up
    board.run(app, 700)
    play_keys(board, app, "A wait:600")
    assert s.phase == 1 and not s.game.moves or len(s.game.moves) == 1   # a new board


@pytest.mark.parametrize("period", PERIODS)
def test_hearts_a_mash_of_a_and_left_plays_no_card_on_your_turn(period):
    # a fresh review: A and LEFT in turn at 3 a second played a card 0.3 s after YOUR TURN
    # appeared, the LEFT 29 ms before it; the others' cards are hurried by the A taps still
    board, app, s, ready = alternation("hearts", 3, SCENARIOS[3][3], period, LEFT, 8000,
                                       progress=hearts_hand_size)
    game = s.play.game
    assert 13 - len(game.hands[0]) <= 1 and game.turn == 0   # (your turn: it waits)
    assert app.toast_at is not None   # (STOP, THEN PRESS says so)


@pytest.mark.parametrize("arrow", (DOWN, RIGHT))
@pytest.mark.parametrize("period", PERIODS)
def test_poker_a_mash_of_a_and_an_arrow_deals_once_and_draws_nothing(period, arrow):
    # a fresh review: A and DOWN in turn at 3 a second dealt and drew two hands (CR 90),
    # A and RIGHT also wrapped the bet to 1 and held four cards one by one: the dealt hand
    # is held back from the mash as long as it goes on, STOP, THEN PRESS up
    board, app, s, ready = alternation("poker", 1, "A wait:600", period, arrow,
                                       progress=lambda app: screen_of(app).m.credits)
    holding = sys.modules["firmware.games.poker.engine"].HOLDING
    assert s.m.credits == 95 and s.m.held == 0 and s.m.phase == holding
    assert app.toast_at is not None


@pytest.mark.parametrize("period", PERIODS)
def test_a_mash_of_a_and_down_through_the_launcher_opens_no_game(period):
    # a fresh review: A and DOWN in turn from the launcher opened a title card, went to New
    # game and answered START A NEW GAME? (the saved game lost) at 1.5 to 6 taps a second
    board, app, s, ready = alternation(None, 1, "", period, DOWN,
                                       progress=lambda app: len(app.views))
    assert app.game is None and app.toast_at is not None


def test_a_look_then_an_arrow_then_a_acts():
    # the other way round: a player who looked (0.7 s) and then moves the cursor and
    # presses A 0.25 s later plays, after a mash of A too
    board, app, rec = boot("connect4", 1)
    play_keys(board, app, "A wait:500 A")  # Play, and drop: the computer answers
    s = screen_of(app)
    until_guard(board, app, rec)  # the computer's piece has landed: your turn
    board.run(app, 700)
    moves = len(s.game.moves)
    rec.tap(LEFT, 60)
    board.run(app, 190)
    rec.tap(A, 60)
    board.run(app, 600)
    assert len(s.game.moves) > moves


def test_a_rhythm_through_a_title_card_and_resume_makes_no_move(tmp_path):
    # a fresh review: A, Resume, A, each 0.44 s after the one before, dropped a piece 0.44 s
    # after the saved board appeared: a screen a press opened goes on refusing the taps of
    # a mash that press was a beat of
    state = str(tmp_path)
    board, app, rec = boot(None, 7, state)
    play_keys(board, app, "DOWN wait:300 DOWN wait:500 A wait:700 A wait:700 A wait:1200 "
              "A wait:1500")   # Connect Four: Play, a drop and the reply, saved as it goes
    moves = list(screen_of(app).game.moves)
    assert moves
    board, app, rec = boot(None, 7, state)   # the launcher's cursor on Connect Four
    board.run(app, 600)
    for _ in range(3):
        rec.tap(A, 60)   # its title card, Resume, then a tap 0.44 s into the game
        board.run(app, 380)
    board.run(app, 1000)
    assert app.game is not None and screen_of(app).game.moves == moves


def test_connect_fours_down_between_two_a_taps_keeps_the_mash_off_its_board():
    # a fresh review: on Connect Four's pause menu, A and DOWN in turn at 5 a second opened
    # Help and closed it 0.4 s later, then turned Sound off: DOWN drops on the board, but
    # between two A taps it is an arrow's beat too (Tic-tac-toe's held)
    board, app, rec = boot("connect4", 7)
    play_keys(board, app, "A wait:1200 B:1200")   # Play, then the pause menu
    for _ in range(4):
        rec.tap(DOWN, 80)
        board.run(app, 120)
        rec.tap(A, 80)
        board.run(app, 120)
    board.run(app, 400)
    assert app.settings["sound"] == 1 and toasted(board)   # Sound on; the mash told to wait


@pytest.mark.parametrize("game,keys", (
    ("tictactoe", "A wait:600 A" + " A:80 wait:540" * 10 + " wait:300"),   # A every 0.7 s
    ("connect4", "A wait:1500 A" + " A:80 wait:940" * 10 + " wait:300")))   # every 1.1 s
def test_reviews_27_and_28s_steady_moves_see_the_loss_for_result_seen_ms(game, keys):
    # the reviews' trap: A alone at 0.7-1.1 s, each tap a move 0.4-0.6 s after the reply,
    # answered CPU WINS 0.4-0.5 s after it came with AGAIN and played the next game too (two
    # lost in 7 s, four in 12 s); a result that comes in a run of moves holds the run's
    # taps till it has been up RESULT_SEEN_MS
    from firmware.ui.board_screen import OVER
    up = []   # [from, to] ticks of each result on the glass

    def watch(board, app):
        over = screen_of(app).phase == OVER
        if over and (not up or up[-1][1] is not None):
            up.append([board.clock.ticks_ms(), None])
        elif not over and up and up[-1][1] is None:
            up[-1][1] = board.clock.ticks_ms()

    board, app, rec, refused = replay(game, 7, keys, watch)
    assert up and refused   # a game lost, the run's taps on it refused
    assert all(to - at >= RESULT_SEEN_MS for at, to in up if to is not None), up


def test_review_29s_steady_tapper_is_never_locked_out():
    # the review's trap: A once a second from Play; a tap 0.3 s into the computer's first
    # move began a run every later tap kept: 30 s, not one drop. A tap slower than a mash's
    # beat is an answer once the turn has been up GUARD_MS: a drop on nearly every turn
    board, app, rec, refused = replay(None, 7, "DOWN DOWN A wait:500 A wait:500 A" +
                                      " wait:840 A" * 12)
    acted = [began for _, began, _ in rec.acted if began > rec.turns[0][0]]
    assert len(acted) >= 5   # drops (and the loss's AGAIN) in 12 s: never locked out
    assert rec.violations() == []


def test_review_29s_steady_beat_through_a_poker_draw_takes_no_win_unseen():
    # the review's trap: a steady 0.86 s beat, DOWN to DRAW, A, then the next A 0.58 s after
    # the outcome took the win and dealt (CR back to 95); an outcome that came by itself
    # while a stream went on holds its taps till it has been up RESULT_SEEN_MS
    up = []

    def watch(board, app):
        if app.game is not None and getattr(screen_of(app), "offer", False) and not up:
            up.append(board.clock.ticks_ms())

    board, app, rec, refused = replay(None, 7, "A wait:500 A wait:500 A wait:1000 A wait:1500 "
                                      "UP wait:1200 DOWN wait:700 A wait:700 A wait:700 A "
                                      "wait:700 A wait:700 A wait:200",   # (+1 beat: guard14)
                                      watch)
    # the win offered; the taps before RESULT_SEEN_MS refused, the one after acts
    assert up and len(refused) >= 2
    acted = [began for _, began, _ in rec.acted if began is not None and began > up[0]]
    assert acted and acted[0] >= up[0] + RESULT_SEEN_MS


REVIEW_37_PASS = "A wait:600 A wait:500 RIGHT A wait:500 RIGHT A wait:600 A"   # (--seed 7)


@pytest.mark.parametrize("period", (1000, 667, 500))
def test_review_37s_a_through_the_others_cards_is_refused_there_saying_so(period):
    # the review's trap: the pass, then A at 1.5 a second while the others play, as
    # A:HURRY invited: K of clubs played 0.96 s into the turn. A no longer hurries (B
    # does): each A in their turn is refused and says NOT YOUR TURN (review 38: refused
    # with no word it read as a dead button); a tap of a mash plays nothing as the turn
    # comes, a slower one plays once the turn has been up GUARD_MS (review 36's rule), at
    # 1, 1.5 and 2 taps a second, five phases
    from tests.screen import shows
    turns = said = 0
    for phase in range(5):
        notes = []
        script = REVIEW_37_PASS + " wait:%d" % (phase * period // 5) + \
            " wait:%d A" % (period - 160) * 12   # (a tap: 80 ms down, 80 up)
        board, app, rec, refused = replay(
            "hearts", 7, script, lambda board, app, notes=notes: notes.append(
                shows(board, "NOT YOUR TURN")))
        assert rec.violations() == []
        turns += sum(rec.offs)
        said += any(notes)
    assert turns >= 5 and said == 5


def test_hearts_b_through_the_others_cards_hurries_them_and_a_on_our_turn_plays():
    # B:HURRY (review 37): B taps while the others play bring their cards sooner than their
    # pace, and an A 0.4 s into the turn they bring plays at once
    times = {}
    for button in (None, B):
        board, app, rec = boot("hearts", 7)
        play_keys(board, app, REVIEW_37_PASS)
        play = screen_of(app).play
        start = board.clock.ticks_ms()
        while not (play.game.turn == 0 and play.shown is None and not app.unshown):
            if button is not None:
                rec.tap(button, 60)
            board.run(app, 100)
            assert board.clock.ticks_ms() - start < 5000
        times[button] = board.clock.ticks_ms() - start
        cards = hearts_hand_size(app)
        board.run(app, 400)
        rec.tap(A, 60)
        board.run(app, 100)
        assert hearts_hand_size(app) == cards - 1
    assert times[B] < times[None] - 300, times
