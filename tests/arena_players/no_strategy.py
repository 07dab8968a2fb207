"""Defines neither choose(view) nor make_player(rng): the arena must refuse it."""
VALUE = 1
