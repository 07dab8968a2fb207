"""What the project's tools and tests know about video poker (firmware/games/README.md,
"Tooling"); never on the device (tools/stage.py and the freeze manifest leave it out)."""
# sim.gallery: (name, seed, keys after `--game poker`: its setup page, where A plays the
# machine shown); TITLE_SHOTS' keys start on its title card, reached from the launcher
_TRAINER = "A wait:500 UP wait:400 RIGHT RIGHT B A wait:900 DOWN A wait:500"
SHOTS = (
    ("setup", 1, "RIGHT RIGHT RIGHT RIGHT"),
    ("bet", 1, "A"),
    ("hold", 1, "A wait:500 A wait:600 UP"),
    ("draw-turning", 1, "A wait:500 A wait:600 DOWN A"),
    ("coach", 1, "A wait:500 UP wait:400 RIGHT B A wait:900 DOWN A wait:800"),
    ("pays", 1, "A UP"),
    # the trainer on (the pay table's RIGHT twice), a deal drawn holding nothing: it stops
    ("trainer", 1, _TRAINER),
    ("session", 1, _TRAINER + " RIGHT wait:400 A wait:1200 UP DOWN DOWN"),  # KEEP MINE
) + tuple(  # each other machine's pay table and a hint on its first deal
    shot for n, key in enumerate(("bonus", "double-bonus", "double-double", "deuces"))
    for shot in (("pays-" + key, 1, "RIGHT " * (n + 1) + "A UP"),
                 ("hint-" + key, 1, "RIGHT " * (n + 1) + "A wait:500 A wait:600 UP")))
# new game, Play, deal, hint, draw: a win
_TWO_PAIR = "A wait:500 A wait:500 A wait:800 UP wait:300 DOWN A wait:1000"
TITLE_SHOTS = (
    ("take-or-double", 1, _TWO_PAIR),
    ("double-up", 1, _TWO_PAIR + " RIGHT A"),
    ("double-result", 1, _TWO_PAIR + " RIGHT A wait:400 RIGHT A wait:1000"),
)
NEW_GAME = "A"          # from the title card into a game: its setup page
FIRST_MOVE = "A wait:500"  # Play: the betting screen, seen
PLAYING = "A wait:900 UP wait:600 DOWN A wait:900 A wait:600"   # deal, hint, draw, take
SOAK = ("advisor",)     # the soak's arena series (bench/_soak_mp.py)


def check(screen):
    """bench/fuzz.py's invariants of the running screen (AssertionError); returns the
    counts that may only grow by one at a time (or restart from 0)."""
    from bench.invariants import distinct_cards
    from firmware.games.poker.engine import BETTING, DOUBLING, HOLDING
    from firmware.games.poker.screen import DRAW
    m = screen.m
    assert isinstance(m.credits, int) and m.credits >= 0, "credits %r" % (m.credits,)
    assert 1 <= m.bet <= 5, "bet %r" % (m.bet,)
    assert m.phase in (BETTING, HOLDING, DOUBLING), "phase %r" % (m.phase,)
    if m.phase == HOLDING:
        assert len(m.cards) == 10, "hand of %d cards" % len(m.cards)
        distinct_cards(m.cards, "deal and draw set")
        assert 0 <= m.held < 32, "held mask %r" % (m.held,)
    if m.final:
        assert len(m.final) == 5, "final hand %r" % (m.final,)
        distinct_cards(m.final, "final hand")
    if m.phase == DOUBLING:
        assert len(m.hidden) == 4, "double-up cards %r" % (m.hidden,)
        distinct_cards([m.house] + m.hidden, "double-up")
    st = m.stats
    assert 0 <= st["hands"] and st["hands"] <= st["bet"] <= 5 * st["hands"], "stats %r" % (st,)
    # DRAW: the button's place; a double-up's picks are 1..4, the first picked as it opens
    low, high = (1, 4) if m.phase == DOUBLING else (0, DRAW)
    assert low <= screen.cursor <= high, "cursor %r" % (screen.cursor,)
    return {"hands played on " + m.table.key: st["hands"]}   # each machine has its own record


def durable(screen):
    """What must survive leaving the game and coming back (bench/fuzz.py)."""
    return [screen.m.credits, screen.m.stats]


def resume_sample(seed):
    """A realistic resume state (the screen's snapshot()) for the power-cut tests."""
    from firmware.games.poker.engine import Machine
    from hal.rng import Rng
    m = Machine()
    m.deal(Rng(seed))
    m.toggle(seed % 5)
    return {"machine": m.to_dict(), "cursor": seed % 5, "coach": seed % 3, "lost": None}
