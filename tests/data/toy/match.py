"""Arena plug-in: seat 0 is player 1 and moves first; a player is game -> stones taken."""
from firmware.games.board_match import play_out, seat_rows
from firmware.games.toy.ai import new_player  # noqa: F401 (the arena's new_player)
from firmware.games.toy.engine import Game

SEATS = 2


def play(players, rng, opts, record):
    game = Game()
    play_out(game, players, lambda g: g.turn - 1, lambda p, g: p(g.copy()), _apply)
    record({"event": "game", "moves": game.moves, "result": game.result})
    return seat_rows(game.result - 1)


def _apply(game, player, take):
    if not game.is_legal(take):
        raise ValueError("%s took %r" % (player.name, take))
    game.play(take)
