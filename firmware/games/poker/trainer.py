"""The trainer's judgement of a hold against the best (the advisor's): both holds' exact
value (ev.py), whether the player's is worse, what it costs at the bet and the kind of
mistake (mistakes.py). The screen judges every draw (loading this at the first); its
trainer mode stops a draw whose hold is worse."""
from firmware.games.poker import ev, mistakes


class Verdict:
    """One draw judged: yours, perfect: the coins per coin bet each hold returns over its
    draws, in thousandths (what the stats add up); worse: the player's hold returns less;
    cost: the coins it gives away at the bet (float); kind: an index into mistakes.KINDS
    (worse, else -1); best: the best hold."""

    def __init__(self, cards, held, best, table, bet):
        self.best = best
        mine, mine_draws = ev.hold_value(cards, held, table, bet)
        if best == held:
            top, top_draws = mine, mine_draws
        else:
            top, top_draws = ev.hold_value(cards, best, table, bet)
        # exact ints: holds of equal value never count as a mistake
        self.worse = mine * top_draws < top * mine_draws
        if not self.worse:  # (the strategy list of a damaged install may err)
            top, top_draws = mine, mine_draws
        self.yours = 1000 * mine // mine_draws
        self.perfect = 1000 * top // top_draws
        self.cost = (top / top_draws - mine / mine_draws) * bet
        self.kind = mistakes.kind(cards, held, best, table.wild_rank) if self.worse else -1

    def count(self, stake, figures):
        """Add the draw at the stake to the session's figures (screen.SESSION_FIGURES);
        returns the Stats page's counts of it (stats.py)."""
        yours = self.yours * stake
        perfect = self.perfect * stake
        figures[0] += 1
        figures[1] += stake
        figures[2] += yours
        figures[3] += perfect
        counts = {"ev_bet": stake, "ev_yours": yours, "ev_best": perfect}
        if self.worse:
            figures[4 + self.kind] += 1
            counts["miss_" + mistakes.KINDS[self.kind][0]] = 1
        return counts
