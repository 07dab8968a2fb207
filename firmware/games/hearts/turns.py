"""The three computer players at the table and the pace of their cards: a card comes PACE_MS
after the card before, its think included (the pause is what the think leaves of PACE_MS);
a think that may be long has its mark on the glass first (thinking: drawn with the card
before); a trick's leader thinks while the trick before still shows; B brings their next
card at once (hurry). A card is chosen on one tick and played on a later one, so that a
press made during the think counts for it."""
import gc

from firmware.games.hearts.players import new_player

PACE_MS = 350


class Opponents:
    def __init__(self, level, rng, remote=None):
        """remote: {seat: its source} for seats played on another handheld (link.py): a
        source's take(game) gives the card that seat played, or None while it has not."""
        self.remote = remote or {}
        self.players = [None] + [None if s in self.remote else new_player(level, rng)
                                 for s in (1, 2, 3)]
        self.slow = level == "hard"  # thinks that may take long: worth a mark
        self.hurry = 0  # presses of B waiting to bring cards at once
        self.reset()

    def reset(self):
        self.pending = None  # the card the seat to move chose, waiting for its pace
        self.thinking = None  # the seat whose thinking mark is to be on the glass

    def pass_cards(self, game):
        for seat in (1, 2, 3):
            if seat not in self.remote:   # a person passes when they choose
                game.pass_cards(seat, self.players[seat](game.view(seat)))

    def expect(self, game):
        """The frame being drawn is the last before the seat to move thinks: it shows the mark
        already, if the think may be long and its card is not chosen yet."""
        if game.turn and game.turn not in self.remote and self.pending is None and \
                self.slow and len(game.legal()) > 1:
            self.thinking = game.turn

    def prepare(self, game):
        """Choose the seat to move's card now: while a finished trick still shows, its think
        costs the player no wait."""
        if self.pending is None and game.turn not in self.remote:
            self._choose(game)

    def card(self, game, waited, shown):
        """The card the seat to move plays now, or None. waited: ms since the card before;
        shown: the frame last drawn is on the glass (the mark, once thinking is set)."""
        seat = game.turn
        if seat in self.remote:
            return self.remote[seat].take(game)   # a person's own pace
        card = self.pending
        if card is not None:
            if not (self.hurry or waited >= PACE_MS):
                return None
            if self.hurry:
                self.hurry -= 1
            self.reset()
            return card
        if self.slow and len(game.legal()) > 1:
            if self.thinking != seat:
                self.thinking = seat  # the mark goes on the glass before the think
                return None
            if not shown:
                return None
        self._choose(game)
        return None

    def _choose(self, game):
        self.pending = self.players[game.turn](game.view(game.turn))
        if self.slow:
            # A safe point: a long think's garbage goes now, so that the card's trick and the
            # save that follow land low in the heap, not high amid that garbage, where they
            # would split the free space (DESIGN.md section 8)
            gc.collect()

    def hurry_press(self, game):
        """B while they play: the next cards before ours (or the trick's end) come as soon as
        chosen, one for each press; one already chosen in this very step's tick, so a turn it
        brings is the computer's (app.guard_turn: a rhythm of hurry taps is looked for, as
        when their pace brings it; it was not when the press played the card)."""
        to_come = 4 - len(game.trick)
        if (0 - game.leader) % 4 >= len(game.trick):  # we have yet to play to this trick
            to_come = (0 - game.turn) % 4
        self.hurry = min(self.hurry + 1, to_come)
