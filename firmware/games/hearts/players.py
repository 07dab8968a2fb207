"""The computer players by name, for the setup page and the arena: the rule-based ones of
ai.py and the Monte Carlo player of hard.py, which (with its tables) loads only when asked
for. Its own module, so that hard.py can build on ai.py without the two importing each
other."""
import gc

from firmware.games.hearts.ai import basic, moon, random_player

PLAYERS = ("random", "basic", "hard", "moon")


def new_player(name, rng):
    """The strategy called name: a function view -> decision (ai.py)."""
    if name == "random":
        return random_player(rng)
    if name == "basic":
        return basic
    if name == "moon":
        return moon
    if name == "hard":
        gc.collect()  # its modules load now, mid-game maybe: they want the largest free blocks
        from firmware.games.hearts.hard import hard_player
        return hard_player(rng)
    raise ValueError("unknown hearts player %r (players: %s)" % (name, ", ".join(PLAYERS)))
