"""Two linked boards running the whole app (sim/link.py) for the linked games' suites:
moves made through the buttons, paced like a person (PACE_MS after the screen they answer),
and what each glass and record shows."""
from firmware.sound import CUES
from sim.link import BOOT_MS, Linked
from tests.screen import shows

PACE_MS = 600    # a press comes this long after the screen it answers (past app.GUARD_MS;
# a result's A waits app.LOOK_MS: the suites wait that long on one)
LOST_LIMIT_MS = 2000
HOLD_MS = 1200   # a long B: the pause menu
UP, DOWN, LEFT, RIGHT, A, B = range(6)


def start(game, seed=7, state_dirs=None, damage=None, air=False):
    """Two linked boards in game, the first game dealt; air: over UDP on localhost
    (hal/link_air.py: close() the Linked after), else by a cable."""
    linked = Linked(2, game, seed, air=air, state_dirs=state_dirs)
    if damage is not None:
        linked.cables[0].damage = damage
    linked.run(BOOT_MS)
    linked.deal()
    linked.run(PACE_MS)
    return linked


def screen(linked, i):
    return linked.apps[i].game.screen


def press(linked, i, button):
    linked.press(i, button, 80)


def refused(linked, i, button):
    """Press button on board i: True when the app answered it as a refused press (its low
    tick: app.refuse_press; the guard's refusals put WAIT up too, the screen's say why)."""
    sound = linked.boards[i].sound
    count = sound.count
    press(linked, i, button)
    return sound.count > count and sound.tones[-1] == CUES["held"][0]


def to_computer(linked, i):
    """Board i, under the box, hands the other's seat to the computer: B, then A to its
    question (CPU PLAYS THEM?), each paced."""
    press(linked, i, B)
    linked.run(PACE_MS)
    assert on_glass(linked, i, "CPU PLAYS THEM?") and on_glass(linked, i, "A:YES")
    press(linked, i, A)
    linked.run(PACE_MS)


def taken_over():
    """Connect Four two moves in, the cable cut, and the joiner's seat handed to the
    computer by the host (board 0)."""
    linked = start("connect4")
    drop(linked, 0, 2)
    drop(linked, 1, 3)
    linked.cables[0].cut()
    linked.run(LOST_LIMIT_MS + PACE_MS)
    to_computer(linked, 0)
    return linked


def agree(linked, i):
    """Board i says yes to the other's take-back question: LEFT (YES), then A, each paced
    (none is chosen as it opens: A alone is refused)."""
    press(linked, i, LEFT)
    linked.run(PACE_MS)
    assert on_glass(linked, i, "A:YES")
    press(linked, i, A)
    linked.run(PACE_MS)


def pause_quit(linked, i):
    """Board i chooses Quit to menu in the pause menu (a long B, UP, A), each paced."""
    linked.press(i, B, HOLD_MS)
    linked.run(PACE_MS)
    press(linked, i, UP)
    linked.run(PACE_MS)
    press(linked, i, A)
    linked.run(PACE_MS)


def quit_game(linked, i):
    """Board i quits its game: the pause menu's Quit to menu (the host of a game people
    play on other handhelds is asked END IT FOR ALL?: A, yes)."""
    from firmware.app import LOOK_MS   # (here: at the top its compile, before the apps',
    # left the 448K heap without a 6 KB block)
    pause_quit(linked, i)
    if on_glass(linked, i, "END IT FOR ALL?"):
        linked.run(LOOK_MS - PACE_MS + 100)   # a question: its A waits till it is read
        press(linked, i, A)
    linked.run(BOOT_MS)


def walk(linked, i, button):
    """Press button on board i; a press that did nothing (a box came and went under it: the
    app holds presses app.GUARD_MS after a new picture) makes the player stop and look
    first."""
    s = screen(linked, i)
    before = s.cursor
    press(linked, i, button)
    if s.cursor == before:
        linked.run(PACE_MS)


def drop(linked, i, col):
    """Board i drops in col (Connect Four): the cursor walked there, then A; where the game
    moved the cursor off a column the other filled, A waits for an arrow (<>:AIM): one first."""
    s = screen(linked, i)
    if s.must_aim() or linked.apps[i].aim:   # (a turn tapped into: app.AIM_MS)
        walk(linked, i, RIGHT)
    while s.cursor != col:
        walk(linked, i, RIGHT if col > s.cursor else LEFT)
    press(linked, i, A)
    linked.run(PACE_MS)


def point(linked, i, cell):
    """Board i moves its cursor to cell (tic-tac-toe)."""
    s = screen(linked, i)
    while s.cursor // 3 != cell // 3:
        walk(linked, i, DOWN if cell // 3 > s.cursor // 3 else UP)
    while s.cursor % 3 != cell % 3:
        walk(linked, i, RIGHT if cell % 3 > s.cursor % 3 else LEFT)


def put(linked, i, cell):
    """Board i puts its mark in cell (tic-tac-toe), aimed (a turn tapped into: app.AIM_MS)."""
    if linked.apps[i].aim:
        walk(linked, i, RIGHT)
    point(linked, i, cell)
    press(linked, i, A)
    linked.run(PACE_MS)


def play(linked, i, spot):
    """Board i plays spot: a column in Connect Four, a cell in tic-tac-toe."""
    if linked.game == "connect4":
        drop(linked, i, spot)
    else:
        put(linked, i, spot)


def moves(linked):
    """The game's moves, the same on both glasses."""
    both = [list(linked.apps[i].game.screen.game.moves) for i in (0, 1)]
    assert both[0] == both[1], both
    return both[0]


def boards_agree(linked, width=66, top=0):
    """The two glasses show the same board (the columns left of the side panel, from row
    top down): the last move marked alike on both (each its own cursor: Connect Four's in
    the rows above the board, tic-tac-toe's on a free cell, at the game's end none)."""
    chips = [board.chip for board in linked.boards]
    return all(chips[0].glass_pixel(x, y) == chips[1].glass_pixel(x, y)
               for y in range(top, 64) for x in range(width))


def panel_fits(linked, i):
    """The linked panel's rows and key bar on board i fit it: 10 characters a line (from
    the panel's edge to column 126), a row's mark before its label taking 10 columns."""
    from firmware.ui import board_panel   # (loaded by the game: not before the apps, on
    # the heap of a suite under the unix port)
    link = screen(linked, i).linked
    lines = [("%s:%s" % key, 0) for key in link.keys()]
    lines += [(row[1], 0 if row[0] is None else 10) for row in link.panel_rows()
              if row and not isinstance(row[1], tuple)]   # (a choice's place is fixed)
    for text, indent in lines:
        assert board_panel.X + indent + 6 * len(text) - 2 <= 126, text
    return True


def link_stats(linked, i, game):
    """The Stats page's Link row of game on board i: {"played", "won", ...}."""
    return linked.apps[i].stats["games"].get(game, {}).get("Link")


def on_glass(linked, i, text):
    return shows(linked.boards[i], text)


def waits_or_leaves(linked, i):
    """Board i's box offers the joiner's choice: WAIT, OR over B:LEAVE, as the host's box
    says WAIT, OR over B:PLAY VS CPU (linked_game.JOIN_LOST_LINES)."""
    return on_glass(linked, i, "WAIT, OR") and on_glass(linked, i, "B:LEAVE")
