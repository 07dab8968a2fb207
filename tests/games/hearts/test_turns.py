# runs-on: micropython, whole app
"""The computer players' turns at the table (turns.py), through the whole app on the
simulated board: the pace of their cards, the thinking mark, presses during a think."""
from hal.buttons import B, LEFT
from tests.games.hearts.driver import (
    HAND_OVER, HOLD_MS, PACE_MS, TRICK_MS, card_outline_lit, game_module, keys, new_game,
    pass_three, play_first_legal, play_hand, screen_of, start, until_my_turn)


def lead_after_the_first_trick(board, app):
    """Play on until we lead a trick (not the first): three computer cards follow ours."""
    s = screen_of(app)
    for _ in range(60):
        until_my_turn(board, app)
        if not s.game.trick and s.game.trick_no:
            return
        play_first_legal(board, app)
        keys(board, app, "wait:%d" % TRICK_MS)
    raise AssertionError("we never led")


def test_the_computer_cards_come_at_a_steady_pace_and_b_brings_them_at_once():
    board, app = start(seed=4)
    s = new_game(board, app, "Medium")
    pass_three(board, app)
    lead_after_the_first_trick(board, app)
    play_first_legal(board, app)
    t0 = board.clock.elapsed_ms
    keys(board, app, "wait:%d" % (PACE_MS - 200))
    assert len(s.game.trick) == 1  # no card before its pace...
    keys(board, app, "wait:200")
    assert len(s.game.trick) == 2  # ...and then at once
    keys(board, app, "B")  # the next one now
    assert len(s.game.trick) == 3 and board.clock.elapsed_ms - t0 < 2 * PACE_MS
    keys(board, app, "wait:%d" % PACE_MS)
    assert s.play.shown is not None and board.clock.elapsed_ms - t0 <= 1500  # 3 cards in 1.5 s


def test_the_pace_counts_the_think_and_a_press_during_it_is_kept():
    board, app = start(seed=4)
    s = new_game(board, app, "Medium")
    pass_three(board, app)
    lead_after_the_first_trick(board, app)
    held = []  # [button, steps until it is let go]

    def slow(player, ms, press=None):
        """A player whose think takes ms; press: a button pressed during it and still down
        when it ends (as the Pico's pin interrupt reports a press made during a think)."""
        def choose(view):
            if press is not None:
                board.pad.press(press)
                held.append([press, 3])
            board.clock.advance(ms)
            return player(view)
        return choose
    arrivals = []  # when each card is played
    play = s.play._play

    def timed_play(card):
        arrivals.append(board.clock.elapsed_ms)
        play(card)
    s.play._play = timed_play

    def watch(b):
        for h in held:
            h[1] -= 1
            if h[1] == 0:
                b.pad.release(h[0])
    board.watchers.append(watch)
    players = s.opponents.players
    players[1] = slow(players[1], PACE_MS + 150)  # longer than the pace
    players[2] = slow(players[2], 200, B)  # B pressed while it thinks (its press comes as
    # it is let go, a step or two after the think)
    players[3] = slow(players[3], 300, LEFT)
    cursor = s.play.cursor
    play_first_legal(board, app)
    board.run(app, 2000)
    board.watchers.remove(watch)
    ours, west, north, east = arrivals[:4]
    assert PACE_MS + 150 <= west - ours <= PACE_MS + 150 + 50  # no pause on top of the think
    assert north - west < PACE_MS  # B during North's think brought its card at once
    assert east - north >= PACE_MS  # East at the pace again
    assert s.play.cursor != cursor  # LEFT during East's think moved the cursor


def test_a_thinking_mark_is_on_the_glass_before_a_long_think():
    board, app = start(seed=4)
    s = new_game(board, app, "Hard")
    table = game_module("table")
    seen = []
    for seat in (1, 2, 3):
        def check(view, seat=seat, choose=s.opponents.players[seat]):
            if s.play.shown is not None:  # a leader thinks while the trick before shows
                seen.append(all(card_outline_lit(board, x, y) == 9
                                for x, y in table.TRICK_XY))
            elif len(view.legal) > 1:
                x, y = table.TRICK_XY[seat]
                seen.append(card_outline_lit(board, x, y) == 5 and  # dotted...
                            board.chip.glass_pixel(x + 4, y + 7) == 1)  # ...with dots
            return choose(view)
        s.opponents.players[seat] = check
    play_hand(board, app)
    assert seen and all(seen), seen


def test_a_leader_thinks_while_the_trick_before_shows():
    board, app = start(seed=4)
    s = new_game(board, app, "Medium")
    pass_three(board, app)
    events = []  # (ms, what): "think" while a trick shows, "clear", "lead"

    def slow(choose):
        def think(view):
            if s.play.shown is not None:
                events.append((board.clock.elapsed_ms, "think"))
            board.clock.advance(PACE_MS + 300)  # longer than the pace
            return choose(view)
        return think

    def watch(b):
        play = s.play
        if play is not None and play.shown is None and events and events[-1][1] == "think":
            events.append((b.clock.elapsed_ms, "clear"))
        if play is not None and events and events[-1][1] == "clear" and len(s.game.trick):
            events.append((b.clock.elapsed_ms, "lead"))
    players = s.opponents.players
    for seat in (1, 2, 3):
        players[seat] = slow(players[seat])
    board.watchers.append(watch)
    for _ in range(60):
        until_my_turn(board, app)
        if [e for e in events if e[1] == "lead"]:
            break
        play_first_legal(board, app)
    board.watchers.remove(watch)
    whats = [e[1] for e in events]
    assert "lead" in whats, whats  # a computer took a trick and chose its lead meanwhile
    clear, lead = [e[0] for e in events if e[1] in ("clear", "lead")][:2]
    assert lead - clear <= PACE_MS + 40  # at the pace: its long think was done already



def test_a_or_b_goes_on_from_the_hands_last_trick_at_once():
    # a fresh reviewer: A did nothing on the hand's last trick (HAND OVER came by itself 1 s
    # later), though it went on from every other trick taken; B only from review 37, A
    # again from review 62 (refused there, a player kept tapping it)
    for button in ("A", "B"):
        board, app = start(seed=7)
        s = new_game(board, app)
        pass_three(board, app)
        for _ in range(3000):
            if s.play.ended and s.play.shown is not None:
                break
            if s.play.shown is None and s.game.turn == 0:
                play_first_legal(board, app)
            else:
                keys(board, app, "wait:20")
        assert s.play.ended and s.play.shown is not None  # the last trick, just on the glass
        keys(board, app, "wait:%d %s wait:20" % (HOLD_MS, button))  # a lone press, seen
        assert s.stage == HAND_OVER, button   # at once: well before TRICK_MS
