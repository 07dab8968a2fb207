"""firmware/ui/board_link.py's side panel on a linked board game (tests/link/linked.py: two
whole apps on two simulated boards, a cable between)."""
from firmware.app import AIM_MS
from tests.link.linked import LEFT, RIGHT, A, on_glass, screen, taken_over
from tests.screen import shows


def test_a_game_the_computer_took_over_offers_no_key_in_its_turn():
    """Board90: against the computer the key bar is empty in its turn (A and B refused
    there: CPU TURN), but a linked game whose other seat the computer took over, the other
    handheld gone, still said A:DROP while it thought. Its turn there is as any against the
    computer: THINKING, no keys, an A refused there says CPU TURN (THEY PLAY named the
    player gone); A:DROP once the reply has landed. While the reply's piece falls, CPU TURN,
    as against the computer (review 85: THINKING over it read as stuck)."""
    linked = taken_over()
    s = screen(linked, 0)
    seen = []   # the glass's (THINKING, A:DROP) each step of the computer's turn
    board = linked.boards[0]
    board.watchers.append(lambda b: seen.append(
        (on_glass(linked, 0, "THINKING"), on_glass(linked, 0, "A:DROP"))))
    falls = []   # (THINKING, CPU TURN in the status) while the reply's piece falls
    board.watchers.append(lambda b: s.falling and s.mover() != s.cpu and falls.append(
        (on_glass(linked, 0, "THINKING"), shows(b, "CPU TURN", inverted=False))))
    moves = len(s.game.moves)
    linked.press(0, A, 80)
    linked.run(100)
    linked.press(0, A, 80)   # in the computer's turn: refused
    assert on_glass(linked, 0, "CPU TURN") and not on_glass(linked, 0, "THEY PLAY")
    linked.run(1500)   # the computer's reply, paced
    assert len(s.game.moves) == moves + 2 and on_glass(linked, 0, "YOUR MOVE")
    assert (True, False) in seen and (True, True) not in seen, seen
    del falls[:]   # the next reply, no press in its turn (CPU TURN inverted over the status)
    for arrow in (RIGHT, LEFT):   # (aimed: A was tapped into the turn, app.AIM_MS)
        linked.press(0, arrow, 80)
        linked.run(100)
    linked.press(0, A, 80)
    linked.run(1500)
    assert len(s.game.moves) == moves + 4
    assert falls and all(not thinking and turn for thinking, turn in falls), falls
    linked.run(AIM_MS)   # (A on from the drop: <>:AIM till the pause, app.AIM_MS)
    assert on_glass(linked, 0, "A:DROP")
