"""A tic-tac-toe strategy for `sim.arena ... --players file:PATH`: always the lowest free
cell (the view is a copy of the engine's Game; see firmware/games/tictactoe/match.py)."""


def choose(view):
    return view.legal_moves()[0]
