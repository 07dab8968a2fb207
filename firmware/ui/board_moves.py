"""The board screen's default hooks (ui/board_screen.py) for a game whose engine replays
its moves (Game: first, turn, moves, over(), result; replay(moves, first)): one record
named after the game with the setup and the score, a fresh game from the setup's sides,
the snapshot and its restore, and take-back by replaying the moves before yours. A game
sets RECORD, SIDES, SAVED_SIDES, DRAW and replay_moves (firmware/games/README.md, "Board
games"); Connect Four replaces them all with its own."""


class ReplayedGame:
    RECORD_VERSION = 1
    SIDES = (1, 2)       # the engine's two sides, the score's order
    SAVED_SIDES = None   # how a snapshot spells them (None: as the engine does)

    # the record --------------------------------------------------------------
    def _score_size(self):
        return len(self.SIDES) + (0 if self.DRAW is None else 1)

    def _valid_record(self, data):
        score = data.get("score") if isinstance(data, dict) else None
        return (isinstance(score, list) and len(score) == self._score_size()
                and all(isinstance(n, int) and n >= 0 for n in score)
                and self.setup_page.valid(data.get("setup")))

    def load_record(self):
        """self.setup and self.score (a win count per side, then draws) from the record."""
        record = self.ctx.load(self.RECORD, self.RECORD_VERSION, None, self._valid_record)
        self.score = list(record["score"]) if record else [0] * self._score_size()
        self.setup = dict(record["setup"]) if record else dict(self.setup_page.DEFAULT)

    def save_record(self):
        self.ctx.save(self.RECORD, self.RECORD_VERSION, {"score": self.score, "setup": self.setup})

    def clear_scores(self):
        self.score = [0] * self._score_size()

    def count_result(self, result):
        self.score[len(self.SIDES) if result == self.DRAW else self.SIDES.index(result)] += 1

    # games and resume --------------------------------------------------------
    def _other(self, side):
        return self.SIDES[1 - self.SIDES.index(side)]

    def fresh_game(self):
        """vs CPU: you play the "you" choice's side (else the first side), "first" names
        you or the computer; two players: "first" names a side."""
        first = self.choice("first") if "first" in self.setup else 0
        if self.vs_cpu():
            human = self.SIDES[self.choice("you") if "you" in self.setup else 0]
            self.cpu = self._other(human)
            return self.replay_moves([], (human, self.cpu)[first])
        self.cpu = self.NO_CPU
        return self.replay_moves([], self.SIDES[first])

    def _saved_side(self, side):
        return side if self.SAVED_SIDES is None else self.SAVED_SIDES[self.SIDES.index(side)]

    def _side_of(self, saved):
        names = self.SIDES if self.SAVED_SIDES is None else self.SAVED_SIDES
        if saved not in names:
            raise ValueError("bad saved side")
        return self.SIDES[names.index(saved)]

    def valid_cursor(self, cursor):
        return cursor == self.START_CURSOR

    def restore(self, saved):
        setup = saved.get("setup")
        cursor = saved.get("cursor", self.START_CURSOR)
        if not self.setup_page.valid(setup) or not self.valid_cursor(cursor):
            raise ValueError("bad saved game")
        cpu = saved.get("cpu")
        self.cpu = self.NO_CPU if cpu is None else self._side_of(cpu)
        if (cpu is None) != (setup["mode"] == 1):
            raise ValueError("bad saved game")
        moves = saved.get("moves")
        if not isinstance(moves, list):
            raise ValueError("bad saved game")
        return setup, self.replay_moves(moves, self._side_of(saved.get("first"))), cursor

    def saved_game(self):
        cpu = None if self.cpu == self.NO_CPU else self._saved_side(self.cpu)
        return {"setup": self.setup, "cpu": cpu, "first": self._saved_side(self.game.first),
                "moves": self.game.moves, "cursor": self.cursor}

    def link_game(self, moves, first):
        """A linked game (ui/board_link.py): moves replayed, side index first first."""
        return self.replay_moves(moves, self.SIDES[first])

    def link_side(self, index):
        """The engine's side of a linked game's side index (0: the host's)."""
        return self.SIDES[index]

    def mover(self):
        return self.game.turn

    def own_moves(self):
        game = self.game
        return len(game.moves) - (1 if game.first == self.cpu else 0)

    def take_back(self):
        """Replay the moves before your last one (and the computer's reply after it); the
        cursor goes to the move taken back."""
        game = self.game
        moves = list(game.moves)
        while True:
            move = moves.pop()
            back = self.replay_moves(moves, game.first)
            if back.turn != self.cpu:
                break
        self.game = back
        self.cursor = move
        return True
