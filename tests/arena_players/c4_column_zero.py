"""A Connect Four strategy for `sim.arena ... --players file:PATH`: always column 0 (after
--from 000000 every choice is a full column, a violation; the third loses the game)."""


def choose(game):
    return 0
