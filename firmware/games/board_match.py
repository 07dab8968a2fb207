"""The arena's loop for a two-seat board game (tic-tac-toe, Connect Four): the seated
players choose in turn until the game is over, and each seat's result row."""


def play_out(game, players, seat, choose, apply):
    """Play game to its end. seat(game): the index in players of the one to move;
    choose(player, game): its choice (the player sees what the game's match documents);
    apply(game, player, choice): plays it, raising ValueError for one the rules refuse."""
    while not game.over():
        player = players[seat(game)]
        apply(game, player, choose(player, game))


def seat_rows(winner, seats=2):
    """Per seat {"win", "draw", "loss"}: winner is the winning seat, or None for a draw."""
    rows = []
    for seat in range(seats):
        win = 1 if seat == winner else 0
        draw = 1 if winner is None else 0
        rows.append({"win": win, "draw": draw, "loss": 1 - win - draw})
    return rows
