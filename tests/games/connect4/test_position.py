# runs-on: micropython
"""The search board (position.py) compiled from source without its viper decorators, as a
MicroPython without native emitters runs it (the browser's port): the same results as the
machine code. A suite of its own: the compile needs 8 KB in one piece, which the heap that
tests/games/connect4/test_ai.py's players leave behind (their shared tables, held for the
next game) no longer has below 200 KB."""
from firmware.games.connect4.engine import Game
from hal.rng import Rng


def test_the_search_board_loads_and_agrees_without_the_viper_emitter():
    # what a MicroPython built without native emitters runs: position.py's source without
    # its decorators (under MicroPython the routines compared here are viper machine code)
    from firmware.games.connect4 import position
    from hal import native
    plain = native.from_source("firmware.games.connect4.position")
    fast = {"make": position.make, "unmake": position.unmake, "scan": position.scan,
            "order": position.order}
    plain = {name: getattr(plain, name) for name in fast}
    assert all(plain[name] is not fast[name] for name in fast)
    st_fast, st_plain = bytearray(position.STATE_SIZE), bytearray(position.STATE_SIZE)
    rng = Rng(8)
    game = Game()
    while not game.over():
        p = game.to_move()
        assert plain["scan"](st_plain, p) == fast["scan"](st_fast, p)
        moves = sum(1 << c for c in game.legal_moves())
        assert plain["order"](st_plain, p, moves, 7) == fast["order"](st_fast, p, moves, 7)
        col = rng.choice(game.legal_moves())
        game.drop(col)
        if game.over():   # make() never plays a winning stone
            break
        for step in ("make", "unmake", "make"):
            assert plain[step](st_plain, col, p) == fast[step](st_fast, col, p)
            assert st_plain == st_fast
    assert len(game.moves) > 10
