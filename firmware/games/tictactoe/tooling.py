"""What the project's tools and tests know about tic-tac-toe (firmware/games/README.md,
"Tooling"); never on the device (tools/stage.py and the freeze manifest leave it out)."""

# sim.gallery: (name, seed, keys after `--game tictactoe`)
SHOTS = (
    ("setup", 1, ""),
    ("your-move", 1, "A RIGHT"),
    ("thinking", 1, "A wait:500 A"),
    # (two players on one handheld: after each mark the cursor is on the free cell nearest
    # it, as after a reply; each looks 1.3 s at the board before moving, app.LOOK_MS, and
    # 2.1 s before an A with no arrow: the aim's pause, app.AIM_MS)
    ("won", 1, "DOWN RIGHT UP A wait:500 UP LEFT A wait:1300 DOWN LEFT A wait:1300 UP A "
               "wait:1300 DOWN LEFT A wait:1300 UP A wait:600"),
    # (X at 8, 7, 5; after each reply the cursor is on the free cell nearest the mark, the
    # first in reading order of those as near: 5, then 1)
    ("lost", 1, "A wait:500 DOWN RIGHT A wait:600 DOWN LEFT A wait:600 DOWN RIGHT A wait:600"),
    ("drawn", 1, "DOWN RIGHT UP A wait:500 UP LEFT A wait:1300 DOWN A wait:1300 UP RIGHT A "
                 "wait:1300 UP LEFT A wait:1300 UP LEFT A wait:2100 A wait:1300 UP LEFT A "
                 "wait:2100 A wait:1300 A wait:600"),
)
NEW_GAME = "A wait:300 A wait:500"  # from the title card: New game, Play
FIRST_MOVE = "A"        # the centre: the computer answers
# bench.web: after each reply the cursor is on a free cell, so a steady A plays each turn
PLAYING = "A wait:1000"
BENCH_LEVELS = (("perfect", "A DOWN DOWN RIGHT UP UP A wait:500"),)   # New game, the level, Play
SOAK = ("perfect,classic",)    # the soak's arena series (bench/_soak_mp.py)


def check(screen):
    """bench/fuzz.py's invariants of the running screen (AssertionError); returns the
    counts that may only grow by one at a time (or restart from 0)."""
    from firmware.games.tictactoe.engine import replay
    score = screen.score
    assert len(score) == 3 and min(score) >= 0, "score %r" % (score,)
    game = screen.game
    if game is not None:
        assert len(set(game.moves)) == len(game.moves), "a cell played twice: %r" % (
            game.moves,)
        again = replay(game.moves, game.first)  # ValueError on an illegal sequence
        assert bytes(again.cells) == bytes(game.cells), "board differs from its moves %r" % (
            game.moves,)
        assert again.result == game.result and again.turn == game.turn, \
            "result or turn drifted"
        assert 0 <= screen.cursor < 9, "cursor %r" % (screen.cursor,)
    return {"games scored": sum(score)}


def durable(screen):
    """What must survive leaving the game and coming back (bench/fuzz.py)."""
    return list(screen.score)


def resume_sample(seed):
    """A realistic resume state for the power-cut tests: the screen's snapshot(), written
    out (its setup module pulls in the whole ui)."""
    moves = [4, 0, 8, 2, 6][:1 + seed % 4]
    return {"setup": {"mode": 0, "level": 2, "you": 0, "first": 0}, "cpu": "O", "first": "X",
            "moves": moves, "cursor": 1}
