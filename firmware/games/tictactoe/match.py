"""Arena plug-in (sim/arena.py): seat 0 plays X, seat 1 plays O.

Strategy interface, for built-in and file: players alike: choose(view) receives a copy of the
engine's Game (cells: bytearray of 9, 0 empty / 1 X / 2 O, row-major; turn: 1 or 2; moves;
legal_moves()) and returns the cell 0..8 to play.

Options: --first X|O (who moves first, default X); --from MOVES (record digits, e.g. 40,
played before the players take over; the record's moves include them)."""
from firmware.games.board_match import play_out, seat_rows
from firmware.games.tictactoe.ai import make_player
from firmware.games.tictactoe.engine import O, X, mark_of, parse_moves, replay, spelling

SEATS = 2


def new_player(name, rng):
    return make_player(name, rng)


def play(players, rng, opts, record):
    """One game from the start (or the --from position); per seat win/draw/loss counts."""
    first = mark_of(opts.get("first") or "X")
    game = replay(parse_moves(opts.get("from") or ""), first)
    if game.over():
        raise ValueError("the --from position is already over")
    play_out(game, players, _seat, _choose, _apply)
    record({"event": "game", "players": {"X": players[0].name, "O": players[1].name},
            "first": spelling(first), "moves": game.moves, "result": spelling(game.result)})
    return seat_rows(_SEATS.get(game.result))


_SEATS = {X: 0, O: 1}   # seat 0 plays X


def _seat(game):
    return _SEATS[game.turn]


def _choose(player, game):
    return player(game.copy())


def _apply(game, player, cell):
    if not game.is_legal(cell):
        raise ValueError("%s chose the illegal move %r in %r" % (player.name, cell, game.moves))
    game.play(cell)
