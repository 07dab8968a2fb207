"""Sweeps of the app's press rule (firmware/app.py, GUARD_MS, LOOK_MS and REST_MS) through a
board game's screen: a button tapped at a steady rate, while the game's own hooks say
when each picture a press answers came; then every tap begun under its wait after a picture
must have done nothing, and the first begun 100 ms past that wait must have acted (or one
before it); on a wait longer than GUARD_MS (a look; a turn that came within LOOK_MS of the
button's press in the computer's turn, REST_MS), a tap refused begins it again (restarted,
look_broken). "Acted": the press got through the app to the game's screen. A guard that lets
early taps through, or one that holds a stream back on a turn it rested for, fails it."""
from firmware.app import AIM_MS, GUARD_MS, LOOK_MS, MASH_CAP_MS, MASH_MS, REST_CAP_MS, REST_MS
from firmware.ui.board_screen import CPU_BEAT_MS
from hal.buttons import PRESS

# Tap periods, 1 to 8 taps a second. A picture comes a fixed time after the tap that acted
# (the computer's pace, a piece's fall), so the phase of the taps on it is set by the
# period: these put the first taps after a picture all over its wait and just past it.
PERIODS = (1000, 700, 550, 450, 380, 330, 280, 240, 200, 167, 143, 125)
# 1.25 taps a second and faster: a steady stream whose every tap after one that moved comes
# in the computer's turn (board_screen.CPU_BEAT_MS) or under the guard of the turn it gave
# back (guard_turn's back), so each turn rests the button (REST_MS) and the stream moves no
# more while it goes on (review 43; review 44's 0.61 s apart), up to REST_CAP_MS into the
# turn
STREAMS = (800, 700, 610, 500) + tuple(period for period in PERIODS if period < 500)


# A turn's wait back from the computer (ctx.guard_turn's back), or a rest over by the turn's
# guard's end: GUARD_MS, marked by a ms less (the sweeps' times are whole 10 ms steps;
# MicroPython compares no int subclass); a tap refused there was kept up through the
# computer's turn, and rests the button REST_MS from it, restarted as a rest is (restarted)
BACK_MS = GUARD_MS - 1


def stepper(board, app):
    """sweep's run for one app on a simulated board."""
    return lambda ms: board.run(app, ms)


def sweep(run, pad, clock, screen, button, period, ms, pictures, between=(), offs=None,
          downs=None):
    """Tap button every period ms for ms (time passes with run(ms)), each tap held a quarter
    of the period (60 ms at most), and halfway between taps the arrows of between in turn (a
    cursor moved on to a free cell). pictures: {hook name: wait(screen)}, the screen's hooks
    called as a picture goes to the glass (turn_shown, result_shown), wait(screen) the ms a
    press must wait on it then (0: none), if it is a turn (ctx.guard_turn) come under LOOK_MS
    after a tap the game answered as off the turn (ctx.off_turn) till REST_MS after the last
    tap (GUARD_MS at least: app._rest_end; a rest's wait if longer, rested). Returns
    ([(ms, wait)] of the pictures, [(down ms, acted)] of the taps). offs: the ms of taps
    answered off the turn, and downs those of every tap, kept from an earlier sweep's (a turn
    that comes after its taps stopped still rests from them)."""
    shown = []
    reached = []
    offs = [] if offs is None else offs   # ms of the taps answered off the turn
    downs = [] if downs is None else downs   # ... and of every tap's press
    rests = []   # a turn drawn in this hook rests the button (rule25): its last tap's ms
    backs = []   # ... is back from the computer (BACK_MS)
    ctx = screen.ctx
    off_turn, guard_turn = ctx.off_turn, ctx.guard_turn

    def off():
        if reached and reached[-1] is None:   # (this tap's answer)
            offs.append(clock.ticks_ms())
        off_turn()

    def turn(*args, **kw):
        now = clock.ticks_ms()
        if any(clock.ticks_diff(now, at) < LOOK_MS for at in offs):
            rests.append(downs[-1])
        backs.append(kw.get("back", False))
        guard_turn(*args, **kw)
    ctx.off_turn, ctx.guard_turn = off, turn

    def hooked(name, wait):
        hook = getattr(screen, name)

        def call(*args):
            rests.clear()
            backs.clear()
            hook(*args)
            held = wait(screen)
            if held:
                now = clock.ticks_ms()
                rest = max(clock.ticks_diff(at, now) for at in rests) + REST_MS if rests else 0
                shown.append((now, max(held, rest) if rest > GUARD_MS else   # (a rest
                              BACK_MS if (any(backs) or rests) and held == GUARD_MS else held))
        return call
    for name, wait in pictures.items():
        setattr(screen, name, hooked(name, wait))
    on_button = screen.on_button

    def seen(kind, b):
        mine = b == button and kind == PRESS
        if mine:
            reached.append(None)   # (off notes it while the screen answers)
        on_button(kind, b)
        if mine:
            reached[-1] = b
    screen.on_button = seen
    hold = min(60, period // 4)
    taps = []
    start = clock.ticks_ms()
    while clock.ticks_diff(clock.ticks_ms(), start) < ms:
        down, before = clock.ticks_ms(), len(reached)
        downs.append(down)
        pad.press(button)
        run(hold)
        pad.release(button)
        if between:
            run(period // 2 - hold)
            arrow = between[len(taps) % len(between)]
            pad.press(arrow)
            run(hold)
            pad.release(arrow)
            run(period - period // 2 - hold)
        else:
            run(period - hold)
        taps.append((down, len(reached) > before))   # (B's press comes as it is let go)
    for name in list(pictures) + ["on_button"]:
        delattr(screen, name)   # (the class's methods again)
    del ctx.off_turn, ctx.guard_turn
    return shown, taps


def broken(shown, taps, clock, slack=0):
    """What in a sweep's result breaks the rule, or None: a tap begun under its picture's
    wait that acted (slack: but one begun less than that before the wait's end); a picture
    whose first tap begun 100 ms past its wait did not act, nor any tap before it."""
    for i, (at, wait) in enumerate(shown):
        end = shown[i + 1][0] if i + 1 < len(shown) else None
        mine = [(clock.ticks_diff(down, at), acted) for down, acted in taps   # (begun after
                if clock.ticks_diff(down, at) > 0 and (end is None or
                                                        clock.ticks_diff(down, end) < 0)]   # it)
        for since, acted in mine:
            if acted and since < wait - slack:
                return "a tap %d ms after a picture acted (wait %d)" % (since, wait)
        late = [i for i, (since, _) in enumerate(mine) if since >= wait + 100]
        if late and not any(acted for _, acted in mine[:late[0] + 1]):
            return "no tap acted by %d ms after a picture (wait %d)" % (mine[late[0]][0], wait)
    return None


# Looks and rests (pictures whose wait is longer than GUARD_MS: LOOK_MS on a result or two
# players' other turn, REST_MS on a turn after taps in the computer's): a press refused there
# starts its wait again from that press (firmware/app.py _on_events), so taps faster than that
# wait never act on it while they go on (a look's again for AIM_MS, taps kept up under it
# apart). The stream comes in bursts, each rested till the longest wait (AIM_MS, a look's
# begun again) + 100 after its last tap, so the first tap of the next burst is the fresh
# press that must act.
BURST_MS = 2500   # long enough for a burst to cross a turn's picture at 1 tap a second


class _Still:
    """A pad nobody presses: sweep's hooks go on noting pictures while the taps rest."""

    def press(self, button):
        pass

    def release(self, button):
        pass


def rested_sweep(run, pad, clock, screen, button, period, ms, pictures, between=()):
    """sweep for ms in bursts of BURST_MS, each rested as said above (none after one slower
    than AIM_MS + 100): the pictures and taps of them all, as sweep's."""
    shown, taps, offs, downs = [], [], [], []
    start = clock.ticks_ms()
    while clock.ticks_diff(clock.ticks_ms(), start) < ms:
        more, tapped = sweep(run, pad, clock, screen, button, period, BURST_MS, pictures,
                             between, offs, downs)
        shown += more
        taps += tapped
        rest = AIM_MS + 100 - period
        if rest > 0:   # (a turn in it rests from the burst's last taps: offs)
            shown += sweep(run, _Still(), clock, screen, button, rest, rest, pictures,
                           (), offs, downs)[0]
    return shown, taps


# A stream's burst (streamed): its first tap plays, the reply's turn comes
# board_screen.CPU_BEAT_MS on at the soonest and rests till REST_CAP_MS after it, past the burst
STREAM_MS = CPU_BEAT_MS + REST_CAP_MS


def streamed(run, pad, clock, screen, button, period, bursts, between=()):
    """sweep's taps in bursts of STREAM_MS, each let go LOOK_MS + 100 after, through a board
    game till it is over: the moves on the board each burst added (a stream of STREAMS
    plays its first tap at most: that move and the reply, 2)."""
    played = []
    for _ in range(bursts):
        if screen.game.over():
            break
        before = len(screen.game.moves)
        sweep(run, pad, clock, screen, button, period, STREAM_MS, {}, between)
        run(LOOK_MS + 100)
        played.append(len(screen.game.moves) - before)
    return played


# The app dates a press by the poll before the one that saw it (buttons.down_at): a tap a
# poll's time past a wait's end may be dated inside it, refused, and start the wait again
POLL_MS = 40


def restarted(shown, taps, clock):
    """shown with a picture whose wait is longer than GUARD_MS (a look, a rest) begun again
    at each tap refused on it, till a tap acts or one begun past the wait is refused (which
    broken then reports), a turn's BACK_MS guard turned into a rest by a tap refused on it:
    what broken checks the rule against; a rest's wait begun again ends REST_CAP_MS after
    its picture at the latest, for a tap under MASH_MS after the one before (a mash)
    MASH_CAP_MS, a look's never (taps kept up are held till a pause); begun again only by a
    tap that came under REST_MS after the one before it (one later is refused by the wait
    alone)."""
    out = []
    for i, (at, wait) in enumerate(shown):
        out.append((at, wait))
        end = shown[i + 1][0] if i + 1 < len(shown) else None
        start = at
        cap = None if wait == LOOK_MS else REST_CAP_MS   # (a look has none)
        again = AIM_MS if wait == LOOK_MS else REST_MS   # (a look's again for AIM_MS; a
        # rest's, or a back's made one)
        for k, (down, acted) in enumerate(taps):
            if wait <= GUARD_MS and wait != BACK_MS or \
                    acted and clock.ticks_diff(down, at) > 0:
                break   # (acted: the wait is over, for all taps after this one)
            if clock.ticks_diff(down, at) > 0 and (end is None or
                                                   clock.ticks_diff(down, end) < 0):
                if clock.ticks_diff(down, start) >= wait + POLL_MS:
                    break
                if k == 0 or clock.ticks_diff(down, taps[k - 1][0]) >= (
                        REST_MS if cap else AIM_MS):   # (a look's: AIM_MS, the aim's)
                    continue   # (a tap after a rest: no stream)
                start = down
                mash = k and clock.ticks_diff(down, taps[k - 1][0]) < MASH_MS
                wait = again if cap is None else min(   # (its cap: the first tap past it
                    again, (MASH_CAP_MS if mash else cap) - clock.ticks_diff(down, at))   # acts)
                if wait <= 0:
                    break
                out.append((down, wait))
    return out


def look_broken(shown, taps, clock):
    """broken (tests/sweep.py) under the restarted looks and rests."""
    return broken(restarted(shown, taps, clock), taps, clock)
