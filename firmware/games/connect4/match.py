"""Arena plug-in (sim/arena.py): one Connect Four game per play() call.

Seat 0 is player 1 (moves first). A player is a callable game -> column, where game is an
engine.Game to read (moves, heights, cells, to_move(), legal_moves(), winning_columns(p));
a file:PATH.py strategy defines choose(game) or make_player(rng) returning such a callable.
--from MOVES starts every game after the given columns (digits 0-6). The record is DESIGN.md
section 5's {"event": "game", "players", "moves", "result"} plus "from" (the given moves),
"ms" (think time per move, aligned with "moves": null for the given ones), "violations" (full
columns chosen, per player), "refused" ([index in moves the choice came before, column, ms]
per full column chosen) and "reason" when a game ends on violations. Each seat's result row
counts its violations too, so the arena's summary carries them per player."""
from firmware.games.board_match import play_out, seat_rows
from firmware.games.connect4 import ai
from firmware.games.connect4.engine import Game, DRAW, FULL, WIN_VIOLATIONS, from_digits

SEATS = 2


def new_player(name, rng):
    return ai.new_player(name, rng)


def play(players, rng, opts, record):
    start = opts.get("from") or ""
    game = from_digits(start) if start else Game()
    if game.over():
        raise ValueError("--from %s: the game is already over" % start)
    think = [None] * len(game.moves)
    refused = []

    def apply(game, player, col):
        if not isinstance(col, int) or not 0 <= col <= 6:
            raise ValueError("player %s chose %r" % (getattr(player, "name", "?"), col))
        ms = round(player.last_ms, 3) if hasattr(player, "last_ms") else 0
        # a full column is refused and counts as a violation: the player chooses again
        if game.drop(col) == FULL:
            refused.append([len(game.moves), col, ms])
        else:
            think.append(ms)

    play_out(game, players, _seat, _choose, apply)
    result = "draw" if game.result == DRAW else str(game.result)
    event = {"event": "game", "players": [getattr(p, "name", "?") for p in players],
             "moves": list(game.moves), "result": result, "from": start, "ms": think,
             "violations": list(game.violations), "refused": refused}
    if game.reason == WIN_VIOLATIONS:
        event["reason"] = WIN_VIOLATIONS
    record(event)
    rows = seat_rows(None if game.result == DRAW else game.result - 1)
    for seat, row in enumerate(rows):
        row["violations"] = game.violations[seat]
    return rows


def _seat(game):
    return game.to_move() - 1


def _choose(player, game):
    return player(game)


def summary(rows, count):
    return {"win_rate": [row.get("win", 0) / count if count else 0 for row in rows]}
