"""The app's press rule (firmware/app.py hold_input, guard_turn, push, _pop_done): A and B
(and a game's acting keys: Connect Four's DOWN) act once what they answer has been on the
glass GUARD_MS, LOOK_MS where it is a picture to read whose press cannot be taken back (a
result banner, Hearts' HAND n OVER, poker's outcome: every acting key; a question: A; the
view a B uncovered: B). After a new screen (GUARD_MS), however fast the
taps before it came, a press begun later acts; so after a turn, unless its button was
pressed in the computer's turn under LOOK_MS before: then it waits REST_MS (rule25). A press
refused on a picture to read or a turn's rest starts that wait again (rule24): taps kept up
faster than it never act there, and the first after it of rest does. An arrow moves the
cursor at once.

Swept: steady streams of taps, 0.75 to 8 a second at several phases, each followed by a rest
of LOOK_MS and one more tap, through the computer's turns (tic-tac-toe, Connect Four,
Hearts, poker's deal and draw), the launcher, a title card and a setup page, the LOOK
pictures (a result banner, Hearts' HAND OVER, a question) and B after B. A recorder notes
when each guarded frame reached the glass (a hold asked in its step, the top view changed,
or a test's own sign that its picture came), which buttons should wait LOOK_MS on it by what
the glass shows (look_mask, not what the app asked for), and every tap: (1) no tap begun
under its wait after a picture, or after a tap refused on a picture to read, reaches a view
(nor under SEEN_MS, READ_MS, RESTED_MS: what a person needs, whatever the constants say);
(2) every tap
begun MARGIN_MS past those waits does (a lone press 400 ms after a turn, 1.3 s after a
picture to read or the last tap refused there, acts at once)."""
import shutil
import tempfile

import pytest

from hal.buttons import A, ALL, B, DOWN, NAMES, PRESS, RIGHT
from sim.board import SimBoard
from firmware.app import (AIM_MS, App, GUARD_MS, LOOK_MS, MASH_CAP_MS, MASH_MS,
                          REST_CAP_MS, REST_MS, TOAST)
from tests.games.session import error_log, screen_of
from tests.screen import shows
from tests.toast import waiting_again

# taps a second; 0.75: slower than LOOK_MS, so a picture to read takes its first tap past
# LOOK_MS (the faster ones restart its wait with every refused tap: rule24)
RATES = (0.75, 1, 1.5, 2, 2.5, 3, 4, 6, 8)
PHASES = 4  # offsets across one period
SEEN_MS = 250   # no one answers a new picture sooner (app.py's GUARD_MS): (1)'s floor
READ_MS = 1000   # ... nor reads a result or a question sooner (LOOK_MS): (1)'s floor
# ... nor is a stream 2 taps a second or faster kept up through the computer's turn a move on
# the player's (REST_MS; reviews 40, 41): (1)'s floor on a turn's rest
RESTED_MS = 500
MARGIN_MS = 100   # (2): a tap this far past every wait acts (the polls are 20 ms apart)
SLACK_MS = 20   # a tap refused this close past a look's or rest's end started it again


def look_mask(app, back):
    """The buttons that wait LOOK_MS on what the glass shows now, by the rule (rule23):
    every acting key on a result banner, Hearts' HAND OVER or game over, poker's win (not
    a loss: its A deals at once, a machine's DEAL, review 57);
    A on a question and poker's trainer's stop; B on the game a B uncovered (back; not a
    board it took back, a turn as any: reviews 48, 51)."""
    mask = 1 << B if back else 0
    top = app.top
    if type(top).__name__ == "AskView":
        mask |= 1 << A
    if app.game is not None and top is app.game:
        s = screen_of(app)
        if hasattr(s, "m"):   # poker
            if s.page == 3:   # ASK: its NEW GAME question
                mask |= 1 << A
            elif s.page == 0 and s.setup_page is None and not s.flips:   # TABLE
                if s.stop is not None:   # the trainer's stop (not the double-up: review 41)
                    mask |= 1 << A
                elif s.m.phase == 0 and s.m.final and s.m.win:   # BETTING after a draw: a
                    mask |= ALL   # win
        elif hasattr(s, "over") and hasattr(s, "play"):   # Hearts
            mask |= ALL if s.stage in (3, 4) else 0   # HAND_OVER, GAME_OVER (not a hand
            # at the table after one: its over stays); the hint's three, asked by A, no
            # look: the aim's wait from that A (aims), a press AIM_MS after it passes them
        elif getattr(s, "phase", None) == 2 and s.settled():   # a board game's OVER
            mask |= ALL
    return mask & app.acts


class Recorder:
    """Guarded frames' glass times and their LOOK buttons, every tap, and the presses
    that reached a view (a watcher)."""

    def __init__(self, board, app):
        self.board, self.app = board, app
        self.guards = []  # virtual ms at which a guarded frame was on the glass
        self.looks = []  # ... the buttons that wait LOOK_MS on it (look_mask)
        self.held = []  # ... the buttons held on it at all (a linked board game's move: B)
        self.rests = []  # ... and REST_MS (a turn after their press in the computer's turn)
        self.rest = 0   # the buttons a turn drawn in this step rests (guard_turn)
        self.rest_at = {}   # ... from their last press's ms (app._rest_end)
        self.rests_at = []   # ... each guarded frame's
        self.backs = []  # ... whose GUARD_MS a refused tap makes a rest (guard_turn's back)
        self.back = 0   # the buttons of a turn back from the computer drawn in this step
        self.aims = []  # ... the buttons that wait for an arrow or a pause (guard_turn's aim)
        self.aim = 0   # ... those of a turn drawn in this step
        self.off = {}   # button: ms of its last press answered off the turn (off_turn)
        self.acted = []  # (ms delivered, ms the press began, button)
        self.down = {A: None, B: None}  # when the test pressed each button down
        self.taps = []  # (ms the test pressed it down, button, ms it let go)
        # B (told on its release) begun under its wait and let go after it: it acts, where
        # the rule says it should not (app._input ends the hold while B is down: see
        # test_a_b_begun_under_its_wait_and_let_go_after_it_does_nothing); not in (1)
        self.held_over = []
        self.asked = 0   # the buttons hold_input held in this step
        self.backed = False   # a B reached a view in this step
        self.top, self.views, self.game = app.top, len(app.views), app.game
        self.watch = None  # a test's own sign that its frame came (app -> bool), or None
        self.watched = False
        hold = app.hold_input

        def hold_input(mask=ALL, *args, **kw):
            self.asked |= mask
            hold(mask, *args, **kw)

        app.hold_input = hold_input  # guard_turn, push and the screens' calls go through it
        off_turn, guard_turn = app.off_turn, app.guard_turn

        def off():
            if app.pressed is not None:
                self.off[app.pressed] = board.clock.ticks_ms()
            off_turn()

        def turn(look=0, back=False, aim=None, own=False):   # rule25: a turn within LOOK_MS
            # of a button's off-turn press
            now = board.clock.ticks_ms()
            for b, at in self.off.items():
                if now - at < LOOK_MS:
                    self.rest |= 1 << b
                    down = self.down.get(b)   # (a script's press: when it was seen)
                    self.rest_at[b] = at if down is None else down
            if back:
                self.back = app.acts
            if aim is not None and not own:   # tapped into: a button's tap under AIM_MS
                self.aim = self.tapped_into(now, app.acts & ~(1 << B))   # before, no arrow
            guard_turn(look, back, aim, own)   # since (own, Play's: none of these streams)

        app.off_turn, app.guard_turn = off, turn   # (the games' ctx calls go through them)
        self.wrap(app.top)
        board.watchers.append(self.after_step)

    def tapped_into(self, now, acts):
        """The buttons of acts tapped under AIM_MS before now with no arrow tapped since (a
        tap's press: down, the tap still held or not)."""
        arrow = max([at for b, at in self.down.items() if not acts >> b & 1 and at is not None],
                    default=None)
        mask = 0
        for b, at in self.down.items():
            if acts >> b & 1 and at is not None and now - at < AIM_MS and \
                    (arrow is None or arrow < at):
                mask |= 1 << b
        return mask

    def wrap(self, view):
        if getattr(view, "_recorded", False):
            return
        handle = view.on_button

        def on_button(kind, button):
            if kind == PRESS and self.app.acts >> button & 1:  # A, B and a game's ACT_KEYS
                self.acted.append((self.board.clock.ticks_ms(), self.down.get(button), button))
                self.backed |= button == B
            handle(kind, button)

        view.on_button = on_button
        view._recorded = True

    def after_step(self, board):
        app = self.app
        top = app.top
        came = self.watch is not None and self.watch(app) and not self.watched
        self.watched = self.watch is not None and self.watch(app)
        if self.asked or top is not self.top or came:  # drawn and pushed in this very step
            back = self.backed and app.game is self.game and 1 < len(app.views) < self.views \
                and top is app.game
            self.guards.append(board.clock.ticks_ms())
            self.looks.append(look_mask(app, back))
            self.rests.append(self.rest & app.acts)
            self.rests_at.append(self.rest_at)
            self.held.append(ALL if top is not self.top or came else self.asked)
            self.backs.append(self.back & ~self.looks[-1])
            self.aims.append(self.aim)
            self.asked = 0
            self.top = top
        self.rest = 0
        self.rest_at = {}
        self.back = 0
        self.aim = 0
        self.backed = False
        self.views, self.game = len(app.views), app.game
        self.wrap(top)

    def need(self, i, button):
        """How long a press of button waits after guarded frame i, and the least a person
        needs there (violations' (1): its floor), or None: a moment's (no restart)."""
        if self.looks[i] >> button & 1:
            return LOOK_MS, READ_MS
        if self.rests[i] >> button & 1:   # (from the press off the turn: app._rest_end)
            since = self.guards[i] - self.rests_at[i][button]
            if REST_MS - since > GUARD_MS:
                return REST_MS - since, max(SEEN_MS, RESTED_MS - since)
        return GUARD_MS, None

    def waits(self, button, floors=False):
        """[(ms it began, ms it ends)] of button's waits (floors: and the least a person
        needs there, violations' (1)): each guarded frame's, and each
        press refused on a wait longer than GUARD_MS (a look's, a turn's rest) starts that
        wait again (a fresh press: rule24, rule25), till
        a press of another acting key that acts ends it. Told at: B's release, else down."""
        long_mask = self.board.buttons.long_mask
        acted = {(began, b) for _, began, b in self.acted}
        events = [(at, 0, b) for at, _, b in self.acted if b != button]
        events += [(shown, 1, i) for i, shown in enumerate(self.guards)
                   if self.held[i] >> button & 1]
        events += [(up if long_mask >> b & 1 else down, 2, down)
                   for down, b, up in self.taps if b == button and (down, b) not in acted]
        waits, end, again, cap, aim = [], None, None, None, None
        downs = [down for down, b, _ in self.taps if b == button]
        events += [(down, 3, None) for down, b, _ in self.taps if not self.app.acts >> b & 1]
        for at, kind, x in sorted(events):
            if kind == 0:   # (another key acted: the holds are over)
                waits = [(since, min(until, at), floor if min(until, at) - since > GUARD_MS
                          else SEEN_MS) for since, until, floor in waits]
                end, again, aim = None, None, None
                continue
            if kind == 3:   # an arrow: aimed, a turn's wait for one over
                if aim is not None:
                    waits = [(since, min(until, at) if floor is None else until, floor)
                             for since, until, floor in waits]
                    aim = None
                continue
            if kind == 1:   # a turn tapped into: an arrow or a pause (AIM_MS) from its last tap
                waits = [w if w[2] is not None else (w[0], min(w[1], at), SEEN_MS)
                         for w in waits]   # (a new picture: the aim's over)
                aim = None
                if self.aims[x] >> button & 1:
                    aim = max(d for d in downs if d <= at) + AIM_MS   # (one in its step too)
                    waits.append((at, aim, None))
            elif aim is not None:
                if at < aim or end is not None and at < end:   # refused: from it again
                    aim = at + AIM_MS
                    waits.append((at, aim, None))
                else:
                    aim = None
            if kind == 1:   # a frame: its wait, unless one running ends later
                need, floor = self.need(x, button)
                waits.append((at, at + need, floor or SEEN_MS))
                if end is None or at + need > end:
                    end, again = at + need, floor and ((AIM_MS, READ_MS) if need == LOOK_MS
                                                       else (REST_MS, RESTED_MS))
                    if not floor and (self.backs[x] | self.rests[x]) >> button & 1:
                        # (a turn's back, or a rest over by the guard's end)
                        again = REST_MS, RESTED_MS
                    # (a rest's end, however the taps go on; a look's: none)
                    cap = None if need == LOOK_MS else at + REST_CAP_MS
                    mash_cap = None if need == LOOK_MS else at + MASH_CAP_MS   # (a mash's)
            elif again and end is not None and x < end + SLACK_MS and \
                    x - max([d for d in downs if d < x], default=x - AIM_MS) < (
                        AIM_MS if again[0] == AIM_MS else REST_MS):   # (a look's: AIM_MS)
                # refused: again, only by a stream's tap (one after a rest: the wait's alone)
                # (SLACK_MS: the app times a wait from the step after the push, the
                # recorder from the push's step)
                end = max(end, at + again[0])   # (never sooner: AIM_MS is under LOOK_MS)
                floor = again[1]
                last = max([d for d in downs if d < x], default=x - MASH_MS)
                ends = mash_cap if x - last < MASH_MS else cap
                if ends is not None and end > ends:   # (its cap; a mash's later)
                    end = ends
                    floor = min(floor, max(0, ends - at))
                waits.append((at, end, floor))
        waits = [(since, until, SEEN_MS if floor is None else floor)   # (None: an aim's)
                 for since, until, floor in waits]
        return waits if floors else [(since, until) for since, until, _ in waits]

    def violations(self):
        """(1) Presses that reached a view begun too soon after a guarded frame or a refusal
        that started a look's wait again (waits) before them; (2) taps begun MARGIN_MS past
        every such wait that did not: (ms delivered or None, ms begun, ms of the frame or
        refusal, button)."""
        bad = []
        long_mask = self.board.buttons.long_mask
        waits = {b: self.waits(b, True) for b in range(len(NAMES))}
        for at, began, button in self.acted:
            for shown, until, floor in waits[button]:
                if shown < at and began is not None and began < max(until, shown + floor):
                    if long_mask >> button & 1 and began < until <= at:   # (held_over)
                        self.held_over.append((at, began, shown, NAMES[button]))
                    else:
                        bad.append((at, began, shown, NAMES[button]))
        acted = {(began, button) for _, began, button in self.acted}
        for down, button, up in self.taps:
            told = up if long_mask >> button & 1 else down   # (B: on its release)
            met = [(until, shown) for shown, until, _ in waits[button] if shown < told]
            if (down, button) not in acted and self.app.acts >> button & 1 and \
                    all(down >= until + MARGIN_MS for until, _ in met):
                bad.append((None, down, max(met)[1] if met else None, NAMES[button]))
        return bad

    def tap(self, button, hold_ms=80):
        self.board.pad.press(button)
        self.down[button] = self.board.clock.ticks_ms()
        self.board.run(self.app, hold_ms)
        self.board.pad.release(button)
        self.taps.append((self.down[button], button, self.board.clock.ticks_ms()))

    def rest_and_tap(self, button):
        """The stream stopped: tap button once its last tap has rested LOOK_MS + MARGIN_MS,
        a fresh press that must act (violations' (2)), so a guard frozen by the refused taps
        of a look (rule24) fails."""
        down, last, up = self.taps[-1]
        told = up if self.board.buttons.long_mask >> last & 1 else down
        rest = max(LOOK_MS, AIM_MS) + MARGIN_MS   # (a turn tapped into: a pause, AIM_MS)
        self.board.run(self.app, max(0, told + rest - self.board.clock.ticks_ms()))
        self.tap(button)
        self.board.run(self.app, MARGIN_MS)

    def stream(self, rate, phase, ms, button=A, hold=80):
        """Tap button (or each of a tuple of buttons in turn) at rate a second for ms, the
        first tap phase (0..1) into the period, each held hold ms (at most half the
        period)."""
        period = int(1000 / rate)
        hold = min(hold, period // 2)
        self.board.run(self.app, int(phase * period))
        end = self.board.clock.elapsed_ms + ms
        buttons = button if isinstance(button, tuple) else (button,)
        i = 0
        while self.board.clock.elapsed_ms < end:
            self.tap(buttons[i % len(buttons)], hold)
            self.board.run(self.app, period - hold)
            i += 1


def aim(board, app):
    """Tic-tac-toe's cursor off a marked cell, onto the nearest free one, after each step:
    the player of these streams aims, with no arrow press (the cursor stays on the mark it
    put, review 34), so each A alone is a move. Not while a script of keys plays
    (play_keys): its arrows aim (a gallery shot's)."""
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


def sweep(game, seed, keys, ms, watch=None, saved=None, rates=RATES, button=A, phases=PHASES,
          looks=None, judge=None):
    """Every rate at every phase, each stream followed by a fresh press (rest_and_tap):
    the taps that broke the rule (Recorder.violations: none expected), and how many guarded
    frames the streams ran across. watch: what else marks a frame that came
    (Recorder.watch); saved: a saves' folder each run starts from (a copy); button: the
    stream's (a tuple: in turn); looks: a list to which each run adds how many of its
    frames wait LOOK_MS for some button; judge(board, app, rec), before each stream: a
    function that after it returns more of what went wrong (a list)."""
    bad, guarded = [], 0
    for rate in rates:
        for i in range(phases):
            state_dir = None
            if saved is not None:
                state_dir = tempfile.mkdtemp()
                shutil.copytree(saved, state_dir, dirs_exist_ok=True)
            board, app, rec = boot(game, seed, state_dir)
            play_keys(board, app, keys)
            if watch is not None:
                rec.watch, rec.watched = watch, watch(app)
            judged = judge(board, app, rec) if judge is not None else list
            rec.stream(rate, i / phases, ms, button)
            rec.rest_and_tap(button[0] if isinstance(button, tuple) else button)
            assert not error_log(board)
            bad += [(rate, i) + v for v in rec.violations() + judged()]
            guarded += len(rec.guards)
            if looks is not None:
                looks.append(sum(1 for mask in rec.looks if mask))
            if state_dir is not None:
                shutil.rmtree(state_dir)
    return bad, guarded


# (name, seed, game, keys to reach the start of the stream, stream ms, its buttons)
TURNS = (
    ("tictactoe turns", 1, "tictactoe", "A wait:500", 5000, A),
    ("connect4 turns", 1, "connect4", "A wait:500", 6000, (A, DOWN)),
    # a drop, then B through the computer's turn (refused there as A is: review 76), the
    # turn back resting it, then taking both moves back, then nothing left to take back
    ("connect4 b through a turn", 1, "connect4", "A wait:500 A", 3000, B),
    # (the pass hint's three, asked by A, passed by an A after a pause: play.PASS_AIM)
    ("hearts playing", 3, "hearts", "A wait:900 A A A wait:2100 A wait:1500",
     5000, A),
    # Play (the machine's setup page), deal, DOWN to DRAW: A draws, the outcome appears
    ("poker deal and draw", 1, "poker", "A wait:600 A wait:1500 DOWN", 4000, A),
    # the launcher's A: a title card, New game, the setup page's Play, a game
    ("launcher, title card, setup", 1, None, "", 3000, A),
)


@pytest.mark.parametrize("name,seed,game,keys,ms,button", TURNS, ids=[s[0] for s in TURNS])
def test_a_stream_acts_only_on_what_has_been_up_its_wait_and_at_once_after(
        name, seed, game, keys, ms, button):
    bad, guarded = sweep(game, seed, keys, ms, button=button)
    # (rate, phase, ms it reached a view or None: refused, ms it began, ms of the frame,
    # button)
    assert bad == []
    assert guarded >= 2 * len(RATES) * PHASES  # the streams did run across guarded frames


def test_a_stream_through_tic_tac_toe_reads_the_result_banner_before_again():
    # the turns' streams of a tap a second or slower run on to the game's end: the banner
    # waits LOOK_MS for A and B (faster ones play a mark a rest's cap at most, each later tap
    # met by the computer's turn, board_screen.CPU_BEAT_MS, or by the guard of the turn it
    # gave back, which rests A as well: review 44's 1.6 taps a second lost a game unaimed;
    # tests/sweep.py streamed); the cursor moved between taps (A alone, tapped into a turn,
    # waits for an aim: app.AIM_MS)
    looks = []
    rates = tuple(2 * rate for rate in RATES if rate < 1.5)   # (A's rate: half the taps)
    bad, _ = sweep("tictactoe", 1, "A wait:500", 5000, looks=looks, rates=rates,
                   button=(A, RIGHT))
    slow = len(rates) * PHASES
    assert bad == [] and all(looks[:slow]), looks


@pytest.fixture(scope="module")
def saved_games(tmp_path_factory):
    return make_saved_games(tmp_path_factory)


def make_saved_games(tmp_path_factory):
    """Saves' folders: "question": tic-tac-toe saved after a move, last played (its title
    card asks START A NEW GAME?); "hand": Hearts with our last card of its first hand to
    play."""
    from tests.games.hearts.driver import new_game, pass_three, play_first_legal, until_my_turn
    question = str(tmp_path_factory.mktemp("question"))
    board, app = boot("tictactoe", 1, question)[:2]
    play_keys(board, app, "A wait:500 A wait:1500 B:1200 wait:500 DOWN DOWN DOWN wait:300 A "
                          "wait:600")   # Play, X, the reply; Quit: saved
    assert len(app.views) == 1
    hand = str(tmp_path_factory.mktemp("hand"))
    board, app = boot("hearts", 8, hand)[:2]
    new_game(board, app, "Easy")
    s = screen_of(app)
    pass_three(board, app)
    until_my_turn(board, app)
    while s.game.trick_no < 12:
        play_first_legal(board, app)
        until_my_turn(board, app)
    s.ctx.save_state()
    s.ctx.write_state()
    return {"question": question, "hand": hand}


def in_help(app):
    return type(app.top).__name__ == "PagedView"


# the pictures to read: (name, seed, game, keys, stream ms, its button, a saves' folder
# (saved_games) or None, a watch, how many LOOK frames each run must cross)
LOOKS = (
    # tic-tac-toe's card: Resume, New game: A asks START A NEW GAME? (A: LOOK_MS), then
    # opens the setup page, then Play
    ("a question", 1, None, "A wait:600 DOWN", 3500, A, "question", None, 1),
    # our last card: the trick taken (a result), HAND 1 OVER (LOOK_MS for A and B), the
    # next hand's pass
    ("hearts hand over", 9, "hearts", "wait:400", 4000, A, "hand", None, 1),
    # Help over tic-tac-toe's pause menu over a game of two marks: B closes Help, the menu
    # (B: LOOK_MS on the game it uncovered), then takes back the marks (a turn shown:
    # GUARD_MS, reviews 48, 51)
    ("b after b", 1, "tictactoe", "A wait:500 A wait:1500 B:1200 wait:300 DOWN wait:300 A "
     "wait:600", 4000, B, None, in_help, 1),
)


def look_sweep(scenario, saved_games, judge=None):
    """A LOOKS scenario swept (sweep), each run crossing its LOOK frames: what went wrong."""
    _, seed, game, keys, ms, button, saved, watch, count = scenario
    looks = []
    bad, _ = sweep(game, seed, keys, ms, watch, saved and saved_games[saved], button=button,
                   looks=looks, judge=judge)
    return bad + [("LOOK frames", looks)] * (min(looks) < count)


@pytest.mark.parametrize("scenario", LOOKS, ids=[s[0] for s in LOOKS])
def test_a_stream_through_a_picture_to_read_acts_on_it_only_once_read(scenario, saved_games):
    # (a B let go after its wait: Recorder.held_over)
    assert look_sweep(scenario, saved_games) == []


def test_a_b_begun_under_its_wait_and_let_go_after_it_does_nothing():
    # the pause menu closed by B: a B 0.5 s on, held 0.8 s (let go 1.3 s on), takes back
    # tic-tac-toe's two marks; the rule times a press from its down edge
    board, app, rec = boot("tictactoe")
    play_keys(board, app, "A wait:500 A wait:1500 B:1200 wait:300 B wait:420 B:800 wait:600")
    assert len(screen_of(app).game.moves) == 2


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
    play_keys(board, app, "A wait:500 A wait:100 RIGHT")  # Play, and drop: the computer
    # answers; the cursor moved meanwhile, so the A on the turn is no tap kept up (AIM_MS)
    s = screen_of(app)
    shown = until_guard(board, app, rec)  # the computer's piece has landed: your turn
    moves = len(s.game.moves)
    acted = lone_press_at(board, app, rec, shown)
    assert acted and len(s.game.moves) == moves + 1


# seed 7: Play, deal, hint, hold and release, DOWN to DRAW: A draws a pair of jacks
POKER_WIN = ("wait:900 A wait:1000 A wait:1000 UP wait:1000 A wait:1000 RIGHT wait:500 A"
             " wait:600 DOWN wait:600")


@pytest.mark.parametrize("seed,keys,ms,acts", (
    (7, POKER_WIN, LOOK_MS - 100, False), (7, POKER_WIN, LOOK_MS + 100, True),
    # a loss holds nothing to take: its A deals once it has been seen (review 57: mashed,
    # every losing hand met WAIT till a 1.2 s pause)
    (1, "A wait:600 A wait:1500 DOWN wait:400", GUARD_MS - 100, False),
    (1, "A wait:600 A wait:1500 DOWN wait:400", GUARD_MS + 100, True)))
def test_a_lone_press_on_pokers_outcome_deals_only_once_it_has_been_read(seed, keys, ms, acts):
    board, app, rec = boot("poker", seed)
    play_keys(board, app, keys)   # on DRAW
    count = len(rec.guards)
    rec.tap(A)  # the draw: its outcome is a guarded frame
    shown = until_guard(board, app, rec, count)
    s = screen_of(app)
    assert rec.looks[-1] == (app.acts if s.m.win else 0)   # (the glass: a win, a loss)
    assert lone_press_at(board, app, rec, shown, ms) == acts
    assert bool(s.flips) == acts   # A took the outcome and dealt again


@pytest.mark.parametrize("after,acts", ((GUARD_MS - 1, False), (GUARD_MS, True)))
def test_a_press_begun_guard_ms_after_the_screen_acts_and_one_ms_sooner_does_not(after, acts):
    # README: a press begun less than 0.3 s after the screen does nothing, so one begun
    # exactly 0.3 s after acts (a fresh reviewer: it was refused). The app knows a press
    # began after the poll before the one that saw it (hal.buttons down_at): that poll is
    # made here at the very ms, after ms from the launcher reaching the glass
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


def dim_stretches(board, shown):
    """Watch the glass from now: a function that returns [(first ms, last ms)] since shown of
    each stretch it was dimmed."""
    bright = board.chip.contrast
    steps = []  # (ms since shown, the glass dim)
    board.watchers.append(lambda b: steps.append((b.clock.ticks_ms() - shown,
                                                  b.chip.contrast < bright)))

    def dips():
        found, start = [], None
        for i, (ms, dim) in enumerate(steps):
            if dim and start is None:
                start = ms
            elif not dim and start is not None:
                found.append((start, steps[i - 1][0]))
                start = None
        return found + ([(start, steps[-1][0])] if start is not None else [])
    return dips


def test_a_press_refused_by_the_guard_says_wait_till_a_press_would_act():
    # the launcher's A: a title card; A 60 ms and 180 ms after it appeared, both under
    # GUARD_MS: each puts WAIT up for GUARD_MS, never a dim (reviews 58-61: the dim that
    # said it alone read as a fault or a sleep); an A at 900 ms, WAIT gone, acts
    board, app, rec = boot()
    count = len(rec.guards)
    rec.tap(A)
    shown = until_guard(board, app, rec, count)
    dips = dim_stretches(board, shown)
    spans = []
    board.watchers.append(lambda b: spans.append(b.clock.ticks_ms() - shown)
                          if app.toast_until is not None and app.toast == TOAST else None)
    acted = len(rec.acted)
    for at in (60, 180):
        board.run(app, shown + at - board.clock.ticks_ms())
        rec.tap(A, 40)
    board.run(app, shown + 900 - board.clock.ticks_ms())
    assert type(app.top).__name__ == "TitleCard" and len(rec.acted) == acted   # refused
    assert dips() == [] and spans, spans
    assert spans[0] <= 60 + 80 and 180 + GUARD_MS <= spans[-1] <= 180 + GUARD_MS + 80, spans
    assert spans == list(range(spans[0], spans[-1] + 1, 20)), spans   # one stretch
    board.pad.press(A)
    board.run(app, 100)
    board.pad.release(A)
    board.run(app, 100)
    assert type(app.top).__name__ != "TitleCard"


def test_a_mash_on_a_result_shows_wait_and_never_dims_it():
    # the result banner (LOOK_MS): a mash at 8 a second from 100 ms on, every tap refused:
    # WAIT says so, the glass never dimmed over it (review 57: the grey flash over PAUSE A
    # MOMENT read as a display fault)
    board, app, rec = boot("tictactoe")
    play_keys(board, app, "DOWN RIGHT UP A wait:500 UP LEFT A wait:1300 DOWN LEFT A "
                          "wait:1300 UP A wait:1300 DOWN LEFT A wait:1300 UP")   # two players
    count = len(rec.guards)
    rec.tap(A)   # X wins: the banner
    shown = until_guard(board, app, rec, count)
    assert rec.looks[-1] == app.acts
    dips = dim_stretches(board, shown)
    board.run(app, shown + 100 - board.clock.ticks_ms())
    for _ in range(8):
        rec.tap(A, 40)
        board.run(app, 85)
    # WAIT begun again (a mash waits for a pause, or MASH_CAP_MS: review 65), under the
    # scores as in play
    assert waiting_again(app) and shows(board, TOAST, inverted=True)
    board.run(app, 600)
    assert not rec.violations() and dips() == []


# Streams of A over a board game's setup page (reviews 57, 58: A steps a choice as RIGHT
# does): (name, game, keys from the page to the row: Level, First, Reset score)
SETUP_ROWS = (
    ("tictactoe level", "tictactoe", "wait:400 DOWN DOWN wait:400"),
    ("connect4 first", "connect4", "wait:400 DOWN DOWN DOWN wait:400"),
    ("connect4 reset", "connect4", "wait:400 DOWN:3000 wait:400"),
)


def setup_judge(board, app, rec):
    """A stream's judge (sweep) on a setup page: no game started, no score cleared (the
    reset's question answers KEEP to A till an arrow chose CLEAR), the cursor where it was;
    on a choice each A that got through stepped it once, round past the end."""
    s = screen_of(app)
    page, row = s.page, s.page.menu.index
    key = page.rows[row]
    start, began = page.setup.get(key), len(rec.acted)
    calls = []
    s.new_game = lambda: calls.append("new game")
    clear = s.clear_scores
    s.clear_scores = lambda: calls.append("cleared") or clear()

    def after():
        bad = [("calls", calls)] if calls else []
        if s.phase != 0 or page.menu.index != row:
            bad.append(("left", s.phase, page.menu.index))
        if key != "reset":
            taps = len(rec.acted) - began
            if page.setup[key] != (start + taps) % page.counts[key]:
                bad.append(("value", start, taps, page.setup[key]))
        return bad
    return after


@pytest.mark.parametrize("name,game,keys", SETUP_ROWS, ids=[s[0] for s in SETUP_ROWS])
def test_a_stream_on_a_setup_pages_choice_steps_it_and_starts_nothing(name, game, keys):
    # the reset row's A asks first, KEEP lit: a stream of A keeps, clearing nothing (its A
    # waits GUARD_MS, as any new picture's: review 86); a stream carried onto the page from
    # the title card: TURNS' "launcher, title card, setup" (the page's GUARD_MS)
    bad, _ = sweep(game, 1, keys, 3000, judge=setup_judge)
    assert bad == []


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


REVIEW_37_PASS = "A wait:900 RIGHT A wait:500 RIGHT A wait:500 RIGHT A wait:1300 A"   # (seed 7)


def hearts_hand_size(app):
    return len(screen_of(app).play.game.hands[0])


@pytest.mark.parametrize("period", (1000, 667, 500))
def test_review_37s_a_through_the_others_cards_is_refused_there_saying_so(period):
    # the review's trap: the pass, then A at 1.5 a second while the others play, as
    # A:HURRY invited: K of clubs played 0.96 s into the turn. A no longer hurries (B
    # does): each A in their turn is refused and says NOT YOUR TURN (review 38: refused
    # with no word it read as a dead button); on our turn a tap acts once the turn has
    # been up GUARD_MS, or (rule25) once A has rested REST_MS after its last refused tap,
    # at 1, 1.5 and 2 taps a second, three phases; a fresh press after the stream plays
    said = played = 0
    for phase in range(3):
        notes = []
        board, app, rec = boot("hearts", 7)
        board.watchers.append(lambda board, app=app, notes=notes: notes.append(
            screen_of(app).play.note == "NOT YOUR TURN"))
        play_keys(board, app, REVIEW_37_PASS)
        cards = hearts_hand_size(app)
        rec.stream(1000 / period, phase / 3, 8 * period)
        rec.rest_and_tap(A)
        assert rec.violations() == []
        said += any(notes)
        played += hearts_hand_size(app) < cards
    assert said == 3 and played == 3


def test_hearts_b_through_the_others_cards_hurries_them_and_a_on_our_turn_plays():
    # B:HURRY (review 37): B taps while the others play bring their cards sooner than their
    # pace, and an A 0.4 s into the turn they bring plays at once
    times = {}
    for button in (None, B):
        board, app, rec = boot("hearts", 7)
        play_keys(board, app, REVIEW_37_PASS)
        rec.tap(RIGHT, 60)   # (aimed: the pass's A, under AIM_MS before the turn, is no tap
        # kept up into it)
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



def test_a_mash_through_a_rest_acts_at_its_cap():
    """Reviews 67-70, 73: A mashed through a rest (poker's dealt hand, the deal tapped
    through: a turn back) waited for a pause, however long, WAIT up, and read as a
    game frozen (reviews 71, 72: capped at REST_CAP_MS, it threw a pair away at 1.2 s).
    Mashed at 3.5 a second (and 8), the hand draws at the first tap past MASH_CAP_MS from
    the hand on the glass, none sooner; and a press MASH_MS or more after a mash, past the
    rest's cap, acts (review 69: 0.5 s after the mash it was refused, nothing said: lost).
    DOWN (an arrow, the cursor left on DRAW) aims as the hand shows: A alone tapped into a
    hand that pays nothing waits for an aim too (review 89)."""
    from firmware.games.poker.engine import HOLDING
    for period in (285, 125):
        board, app, rec = boot(None, 7)   # the launcher: A, A, A opens poker, A deals
        play_keys(board, app, "A wait:500 A wait:500 A wait:800")
        m, clock, count = screen_of(app).m, board.clock, len(rec.guards)
        shown, downs, aimed = None, [], None
        for ms in range(0, 6000, 5):
            if ms % period == 0:
                board.pad.press(A)
                downs.append(clock.ticks_ms())
            elif ms % period == 60:
                board.pad.release(A)
            board.run(app, 5)
            if shown is None and m.phase == HOLDING and len(rec.guards) > count:
                shown = rec.guards[-1]   # (the dealt hand's guarded frame)
                board.pad.press(DOWN)
                aimed = ms
            elif shown is not None and ms - aimed == 40:
                board.pad.release(DOWN)
            if shown is not None and m.phase != HOLDING:
                break
        assert shown is not None and m.phase != HOLDING and not m.held, period   # drawn
        drew = downs[-1] - shown   # (the tap that drew)
        # (the app times the cap from the step after the push: up to a poll later)
        assert MASH_CAP_MS <= drew <= MASH_CAP_MS + period + 40, (period, drew)
    mash = " ".join(["A:60 wait:145"] * 5) + " A:60"   # (a press, then 80 ms: 285 ms apart)
    for pause, acts in ((250, False), (MASH_MS, True), (500, True), (800, True)):
        board, app, _ = boot(None, 7)   # past the rest's cap, under the mash's: the pause
        play_keys(board, app, "A wait:500 A wait:500 A wait:800 " + mash)
        assert not shows(board, "A:DEAL"), pause   # dealt, nothing drawn
        play_keys(board, app, "DOWN:20 wait:%d A:60 wait:1500" % (pause - 160))   # pause apart
        assert shows(board, "A:DEAL") == acts, pause
