"""Connect Four rules: drops, wins on the 69 lines, draws, undo and full-column violations.

Pure and deterministic: no randomness, nothing from ui/ or hal/. Players are 1 (moves first)
and 2. Limits are per player, index 0 for player 1; None means unlimited (the computer's
seat: it never picks a full column and never asks for an undo)."""
from firmware.games.connect4.lines import COLS, ROWS, CELLS, line, lines_through

PLAYING = 0
DRAW = 3          # result values: 0 while playing, 1 or 2 the winner, DRAW
FULL = -1         # drop() result when the column is full (the move is refused)

WIN_FOUR = "four"
WIN_VIOLATIONS = "violations"
SNAPSHOT_VERSION = 1


class Game:
    def __init__(self, undo_limit=(3, 3), violation_limit=(3, 3)):
        self.undo_limit = list(undo_limit)
        self.violation_limit = list(violation_limit)
        self.cells = bytearray(CELLS)      # 0 empty, else the player's number
        self.heights = bytearray(COLS)
        self.moves = []
        self.undos_used = [0, 0]
        self.violations = [0, 0]
        self.result = PLAYING
        self.reason = None
        self.line = None                   # the winning four's cells, for highlighting

    def to_move(self):
        return 1 + (len(self.moves) & 1)

    def over(self):
        return self.result != PLAYING

    def can_drop(self, col):
        return 0 <= col < COLS and self.heights[col] < ROWS

    def legal_moves(self):
        return [c for c in range(COLS) if self.heights[c] < ROWS]

    def drop(self, col):
        """Play col for the player to move: the row the piece lands in, or FULL when the
        column is full (refused; counts a violation, which may lose the game)."""
        if self.result != PLAYING:
            raise ValueError("game over")
        if not 0 <= col < COLS:
            raise ValueError("no column %r" % (col,))
        player = self.to_move()
        if self.heights[col] >= ROWS:
            self.violations[player - 1] += 1
            limit = self.violation_limit[player - 1]
            if limit is not None and self.violations[player - 1] >= limit:
                self.result = 3 - player
                self.reason = WIN_VIOLATIONS
            return FULL
        row = self.heights[col]
        cell = col * ROWS + row
        self.cells[cell] = player
        self.heights[col] = row + 1
        self.moves.append(col)
        line = self._four_through(cell, player)
        if line is not None:
            self.result = player
            self.reason = WIN_FOUR
            self.line = line
        elif len(self.moves) == CELLS:
            self.result = DRAW
        return row

    def _four_through(self, cell, player):
        cells = self.cells
        for i in lines_through(cell):
            four = line(i)
            if (cells[four[0]] == player and cells[four[1]] == player
                    and cells[four[2]] == player and cells[four[3]] == player):
                return four
        return None

    def winning_columns(self, player):
        """Columns where player would complete a four with its next piece."""
        found = []
        for col in range(COLS):
            row = self.heights[col]
            if row < ROWS:
                cell = col * ROWS + row
                self.cells[cell] = player
                if self._four_through(cell, player) is not None:
                    found.append(col)
                self.cells[cell] = 0
        return found

    def undos_left(self, player):
        limit = self.undo_limit[player - 1]
        return None if limit is None else limit - self.undos_used[player - 1]

    def can_undo(self, player):
        left = self.undos_left(player)
        return (self.result == PLAYING and (left is None or left > 0)
                and len(self.moves) >= (1 if player == 1 else 2))

    def undo(self, player):
        """Take back moves up to and including player's last one, so player is to move
        again (vs the computer: the reply and the player's move). Returns the plies removed."""
        if not self.can_undo(player):
            raise ValueError("no undo for player %d" % player)
        self.undos_used[player - 1] += 1
        removed = 0
        while True:
            mover = 1 + ((len(self.moves) - 1) & 1)
            self.take_back()
            removed += 1
            if mover == player:
                return removed

    def take_back(self):
        """Remove the last piece, whatever the limits (undo's step; also for analysis).
        A result the piece made (four or full board) is cleared."""
        col = self.moves.pop()
        self.heights[col] -= 1
        self.cells[col * ROWS + self.heights[col]] = 0
        if self.reason != WIN_VIOLATIONS:
            self.result = PLAYING
            self.reason = None
            self.line = None

    def snapshot(self):
        return {"v": SNAPSHOT_VERSION, "moves": list(self.moves),
                "undo_limit": list(self.undo_limit), "undos_used": list(self.undos_used),
                "violation_limit": list(self.violation_limit),
                "violations": list(self.violations), "result": self.result,
                "reason": self.reason}

    @classmethod
    def restore(cls, snap):
        """Rebuild a game from snapshot(); raises ValueError on a damaged snapshot."""
        if not isinstance(snap, dict) or snap.get("v") != SNAPSHOT_VERSION:
            raise ValueError("bad connect4 snapshot")
        try:
            game = cls(snap["undo_limit"], snap["violation_limit"])
            for col in snap["moves"]:
                if game.result != PLAYING or not game.can_drop(col):
                    raise ValueError("bad move in snapshot")
                game.drop(col)
            game.undos_used = [int(n) for n in snap["undos_used"]]
            game.violations = [int(n) for n in snap["violations"]]
            if game.result == PLAYING and snap["result"] != PLAYING:
                game.result = int(snap["result"])
                game.reason = snap["reason"]
        except (KeyError, TypeError, IndexError) as e:
            raise ValueError("bad connect4 snapshot: %r" % (e,))
        if len(game.undos_used) != 2 or len(game.violations) != 2:
            raise ValueError("bad connect4 snapshot")
        return game


def from_digits(digits):
    """A game after the record's move digits (columns 0-6), e.g. '3344'."""
    game = Game()
    for ch in digits:
        col = ord(ch) - 48
        if game.over() or not game.can_drop(col):
            raise ValueError("illegal move %r in %r" % (ch, digits))
        game.drop(col)
    return game
