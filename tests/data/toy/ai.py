"""Nim players: random, and perfect (leave a multiple of four)."""
LEVELS = ("random", "perfect")


def new_player(name, rng):
    if name not in LEVELS:
        raise ValueError("unknown toy player %r (players: %s)" % (name, ", ".join(LEVELS)))

    def choose(game):
        take = game.stones % 4
        if name == "random" or take == 0:
            moves = game.legal_moves()
            return moves[rng.randbelow(len(moves))]
        return take
    return choose
