"""A tic-tac-toe strategy that breaks the rules: it always plays the centre."""


def choose(view):
    return 4
