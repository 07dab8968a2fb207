"""What the tools and tests know about the toy game."""
SHOTS = (("setup", 1, ""), ("your-move", 1, "A RIGHT"))
NEW_GAME = "A wait:300 A wait:500"
FIRST_MOVE = "A"
PLAYING = "A wait:700 RIGHT"
SOAK = ("perfect,random",)


def check(screen):
    game = screen.game
    if game is not None:
        assert game.stones + sum(game.moves) == 13, "stones %r" % (game.moves,)
    return {"games scored": sum(screen.score)}


def durable(screen):
    return list(screen.score)


def resume_sample(seed):
    return {"setup": {"mode": 0, "level": 1, "first": 0}, "cpu": 2, "first": 1,
            "moves": [seed % 3 + 1], "cursor": 1}
