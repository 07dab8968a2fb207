"""A tic-tac-toe strategy built with the arena's per-player rng: any free cell."""


def make_player(rng):
    def choose(view):
        return rng.choice(view.legal_moves())
    return choose
