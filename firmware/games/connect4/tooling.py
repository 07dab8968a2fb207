"""What the project's tools and tests know about Connect Four (firmware/games/README.md,
"Tooling"); never on the device (tools/stage.py and the freeze manifest leave it out)."""

# sim.gallery: (name, seed, keys after `--game connect4`)
_VS_MEDIUM_SECOND = "A wait:400 A"   # (First: You, the default)
SHOTS = (
    ("setup", 1, ""),
    ("your-move", 1, _VS_MEDIUM_SECOND + " wait:900"),
    ("thinking", 1, _VS_MEDIUM_SECOND + " wait:900 LEFT A wait:150"),
    ("wait-for-cpu", 1, _VS_MEDIUM_SECOND + " A"),
    # (two players: each turn looked at 1.3 s before the drop, app.LOOK_MS)
    ("won", 1, "DOWN RIGHT UP A wait:500" + " A wait:1300 RIGHT A wait:1300 LEFT" * 3
               + " A wait:600"),
    ("lost", 1, "A LEFT LEFT LEFT" + " RIGHT LEFT A wait:1200" * 6),   # (aimed: app.AIM_MS)
)
NEW_GAME = "A wait:300 A wait:500"  # from the title card: New game, Play
FIRST_MOVE = "DOWN"     # a drop (after the computer's, should it move first)
PLAYING = "A wait:1500 RIGHT"   # bench.web: game after game, past 12 stones (perfect searches)
# bench.web's levels: keys from the title card: New game, the level, First: Random (as
# measured before You became the default), Play
BENCH_LEVELS = (("perfect", "A DOWN DOWN RIGHT RIGHT DOWN RIGHT RIGHT UP UP UP A wait:500"),
                ("hard", "A DOWN DOWN RIGHT DOWN RIGHT RIGHT UP UP UP A wait:500"))
# the soak's arena series (bench/_soak_mp.py); hard and perfect are soaked shorter
SOAK = ("medium,easy", "hard,medium", "perfect,hard")


def check(screen):
    """bench/fuzz.py's invariants of the running screen (AssertionError): the board
    rebuilt from its moves; no running counts."""
    from firmware.games.connect4.engine import PLAYING, Game
    from firmware.games.connect4.lines import ROWS
    game = getattr(screen, "game", None)
    if game is None:
        return {}
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
    return {}


def resume_sample(seed):
    """A realistic resume state for the power-cut tests: the screen's snapshot() (Fouls
    rules against the computer, you first), written out (the engine's line tables are large
    to build there)."""
    moves = [3, 3, 2, 4, 1, 5, 0, 6, 6][:3 + seed % 6]
    game = {"v": 1, "moves": moves, "undo_limit": [3, None], "undos_used": [seed % 2, 0],
            "violation_limit": [3, None], "violations": [0, 0], "result": 0, "reason": None}
    return {"v": 1, "setup": {"mode": 0, "level": 2, "first": 0, "undos": 2, "rules": 1},
            "first": 0, "game": game, "cursor": 3, "played": 0}
