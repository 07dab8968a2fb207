"""Nim, one pile: players take 1 to 3 stones in turn; whoever takes the last one wins."""
STONES = 13
MOST = 3        # stones a move may take


class Game:
    def __init__(self, first=1, stones=STONES):
        self.first = first
        self.turn = first          # player 1 or 2
        self.stones = stones
        self.moves = []            # stones taken, move by move
        self.result = None         # None while playing, then the winner

    def over(self):
        return self.result is not None

    def legal_moves(self):
        return [] if self.over() else list(range(1, min(MOST, self.stones) + 1))

    def is_legal(self, take):
        return isinstance(take, int) and take in self.legal_moves()

    def play(self, take):
        if not self.is_legal(take):
            raise ValueError("cannot take %r of %d" % (take, self.stones))
        self.stones -= take
        self.moves.append(take)
        if self.stones == 0:
            self.result = self.turn
        self.turn = 3 - self.turn

    def undo(self):
        take = self.moves.pop()
        self.stones += take
        self.turn = 3 - self.turn
        self.result = None
        return take

    def copy(self):
        return replay(self.moves, self.first)


def replay(moves, first):
    game = Game(first)
    for take in moves:
        game.play(take)
    return game
