"""Game invariants read from a running game's Screen (app.game.screen), for the fuzzer.

check(name, screen, memo) raises AssertionError naming what is wrong. memo is a dict the
caller keeps for one game session, so checks can compare with the previous event (scores
only grow, or start again from zero when the player resets them). A game without a check
here (or not built yet) is only checked by the app's own error boundary.

Each check rebuilds the position independently from the engine's own record of moves or
cards, so a screen that lets the shown state drift from the rules is caught. Runs on
CPython and MicroPython."""


def _distinct_cards(cards, what):
    seen = 0
    for c in cards:
        assert isinstance(c, int) and 0 <= c < 52, "%s: card %r out of 0..51" % (what, c)
        bit = 1 << c
        assert not seen & bit, "%s: card %d twice in %r" % (what, c, cards)
        seen |= bit
    return seen


def _score_grows(memo, key, total):
    """A running count may only grow by one game at a time, or restart from 0 (a reset)."""
    before = memo.get(key)
    if before is not None and total != 0:
        assert before <= total <= before + 1, "%s went from %d to %d" % (key, before, total)
    memo[key] = total


def check_poker(screen, memo):
    from firmware.games.poker.engine import BETTING, DOUBLING, HOLDING
    m = screen.m
    assert isinstance(m.credits, int) and m.credits >= 0, "credits %r" % (m.credits,)
    assert 1 <= m.bet <= 5, "bet %r" % (m.bet,)
    assert m.phase in (BETTING, HOLDING, DOUBLING), "phase %r" % (m.phase,)
    if m.phase == HOLDING:
        assert len(m.cards) == 10, "hand of %d cards" % len(m.cards)
        _distinct_cards(m.cards, "deal and draw set")
        assert 0 <= m.held < 32, "held mask %r" % (m.held,)
    if m.final:
        assert len(m.final) == 5, "final hand %r" % (m.final,)
        _distinct_cards(m.final, "final hand")
    if m.phase == DOUBLING:
        assert len(m.hidden) == 4, "double-up cards %r" % (m.hidden,)
        _distinct_cards([m.house] + m.hidden, "double-up")
    st = m.stats
    assert 0 <= st["hands"] and st["hands"] <= st["bet"] <= 5 * st["hands"], "stats %r" % (st,)
    _score_grows(memo, "hands played", st["hands"])
    assert 0 <= screen.cursor < 5, "cursor %r" % (screen.cursor,)


def check_tictactoe(screen, memo):
    from firmware.games.tictactoe.engine import replay
    score = screen.score
    assert len(score) == 3 and min(score) >= 0, "score %r" % (score,)
    _score_grows(memo, "games scored", sum(score))
    game = screen.game
    if game is None:
        return
    assert len(set(game.moves)) == len(game.moves), "a cell played twice: %r" % (game.moves,)
    again = replay(game.moves, game.first)  # ValueError on an illegal sequence
    assert bytes(again.cells) == bytes(game.cells), "board differs from its moves %r" % (
        game.moves,)
    assert again.result == game.result and again.turn == game.turn, "result or turn drifted"
    assert 0 <= screen.cursor < 9, "cursor %r" % (screen.cursor,)


def check_connect4(screen, memo):
    from firmware.games.connect4.engine import PLAYING, Game
    from firmware.games.connect4.lines import ROWS
    game = getattr(screen, "game", None)
    if game is None:
        return
    again = Game()
    for col in game.moves:
        assert not again.over() and again.can_drop(col), "illegal drop in %r" % (game.moves,)
        again.drop(col)
    assert bytes(again.cells) == bytes(game.cells), "board differs from its moves %r" % (
        game.moves,)
    for col in range(len(game.heights)):
        column = game.cells[col * ROWS:(col + 1) * ROWS]
        filled = ROWS - list(column).count(0)
        assert game.heights[col] == filled, "column %d height %d, %d pieces" % (
            col, game.heights[col], filled)
        # (MicroPython's bytearray has no `int in`)
        assert all(column[i] for i in range(filled)), "column %d has a hole" % col
    if again.over():  # four in a row or a full board: the game must know it is over
        assert game.result == again.result, "result %r, board says %r" % (
            game.result, again.result)
    elif game.result != PLAYING:
        assert game.reason != "four", "a four claimed that is not on the board"


def _points(card):
    if card >= 39:
        return 1  # a heart
    return 13 if card == 36 else 0  # the queen of spades


def check_hearts(screen, memo):
    from firmware.games.hearts.engine import GAME_END, HAND_END, PASS, PLAY
    rec = screen.record
    assert 0 <= rec["won"] <= rec["played"] and rec["moons"] >= 0, "record %r" % (rec,)
    _score_grows(memo, "games played", rec["played"])
    game = screen.game
    if game is None:
        return
    assert game.phase in (PASS, PLAY, HAND_END, GAME_END), "phase %r" % (game.phase,)
    assert len(game.totals) == 4, "totals %r" % (game.totals,)
    if game.phase not in (PASS, PLAY):
        return
    cards = list(game.trick)
    for hand in game.hands:
        cards += hand
    for trick in game.tricks:
        cards += trick[1]
    assert len(cards) == 52 and _distinct_cards(cards, "hearts deck") == (1 << 52) - 1, \
        "%d cards in play, not the 52 distinct" % len(cards)
    assert len(game.tricks) == game.trick_no and len(game.trick) < 4, "trick count"
    assert game.turn == (game.leader + len(game.trick)) % 4, "turn %d after leader %d" % (
        game.turn, game.leader)
    taken = [0, 0, 0, 0]
    for trick in game.tricks:
        for c in trick[1]:
            taken[trick[2]] += _points(c)
    assert taken == list(game.taken), "points taken %r, tricks say %r" % (game.taken, taken)


CHECKS = {"poker": check_poker, "tictactoe": check_tictactoe, "connect4": check_connect4,
          "hearts": check_hearts}


def check(name, screen, memo):
    fn = CHECKS.get(name)
    if fn is not None:
        fn(screen, memo)


# What must survive leaving a game and coming back: the game's own record (scores,
# credits, stats) read from the screen, and its resume snapshot.
DURABLE = {
    "poker": lambda s: [s.m.credits, s.m.stats],
    "tictactoe": lambda s: list(s.score),
    "hearts": lambda s: [s.record["played"], s.record["won"], s.record["moons"]],
}


def figures(name, screen):
    """JSON-normal form of what a resumed screen must show again (compare with ==). The
    cursor is left out: a resumed screen may put it back in range (hearts keeps -1 in
    memory once the hand is empty)."""
    import json
    durable = DURABLE.get(name)
    snap = screen.snapshot()
    if isinstance(snap, dict) and "cursor" in snap:
        snap = dict(snap)
        del snap["cursor"]
    return json.loads(json.dumps([durable(screen) if durable else None, snap]))
