"""What the project's tools and tests know about Hearts (firmware/games/README.md,
"Tooling"); never on the device (tools/stage.py and the freeze manifest leave it out)."""
# sim.gallery: (name, seed, keys after `--game hearts`)
# (Play; the pass starts on the PASS button, where A takes the hint's three and the A that
# passes them comes after a pause, app.AIM_MS from the last A: play.PASS_AIM)
_PASSED = "A wait:900 A A A wait:2100 A"
_SECOND_TRICK = _PASSED + " wait:3000 A wait:2000 A wait:3000 DOWN RIGHT"
SHOTS = (
    ("setup", 1, ""),
    ("passing", 1, "A wait:500"),
    ("three-picked", 1, "A wait:900 A A A"),
    ("received", 1, _PASSED + " wait:300"),
    ("your-turn", 1, _PASSED + " wait:3000"),
    ("scores", 1, _PASSED + " wait:3000 DOWN"),
    ("last-trick", 1, _SECOND_TRICK),
    ("cards-played", 1, _SECOND_TRICK + " RIGHT"),
)
NEW_GAME = "A wait:300 A wait:500"  # from the title card: New game, Play (the deal)
FIRST_MOVE = ""
# the hint (play.HINT_MS), then A (bench.web): passing, the hint's three passed from the PASS
# button, where the hint leaves the cursor (A a look, 1.2 s, after the hint: sooner, WAIT);
# playing, the hint's card
PLAYING = "UP wait:2200 A wait:1500"
BENCH_LEVELS = (("hard", "A DOWN RIGHT UP A"),)   # New game, Opponents: Hard, Play
# the soak's arena series (bench/_soak_mp.py); hard is soaked shorter
SOAK = ("basic,moon,random,basic", "hard,basic,basic,basic")


def _points(card):
    if card >= 39:
        return 1  # a heart
    return 13 if card == 36 else 0  # the queen of spades


def check(screen):
    """bench/fuzz.py's invariants of the running screen (AssertionError); returns the
    counts that may only grow by one at a time (or restart from 0)."""
    from bench.invariants import distinct_cards
    from firmware.games.hearts.engine import GAME_END, HAND_END, PASS, PLAY
    rec = screen.record
    assert 0 <= rec["won"] + rec.get("shared", 0) <= rec["played"] and rec["moons"] >= 0, \
        "record %r" % (rec,)
    counts = {"games played": rec["played"]}
    game = screen.game
    if game is None:
        return counts
    assert game.phase in (PASS, PLAY, HAND_END, GAME_END), "phase %r" % (game.phase,)
    assert len(game.totals) == 4, "totals %r" % (game.totals,)
    if game.phase not in (PASS, PLAY):
        return counts
    cards = list(game.trick)
    for hand in game.hands:
        cards += hand
    for trick in game.tricks:
        cards += trick[1]
    assert len(cards) == 52 and distinct_cards(cards, "hearts deck") == (1 << 52) - 1, \
        "%d cards in play, not the 52 distinct" % len(cards)
    assert len(game.tricks) == game.trick_no and len(game.trick) < 4, "trick count"
    assert game.turn == (game.leader + len(game.trick)) % 4, "turn %d after leader %d" % (
        game.turn, game.leader)
    taken = [0, 0, 0, 0]
    for trick in game.tricks:
        for c in trick[1]:
            taken[trick[2]] += _points(c)
    assert taken == list(game.taken), "points taken %r, tricks say %r" % (game.taken, taken)
    return counts


def durable(screen):
    """What must survive leaving the game and coming back (bench/fuzz.py)."""
    rec = screen.record
    return [rec["played"], rec["won"], rec.get("shared", 0), rec["moons"]]


def resume_sample(seed):
    """A realistic resume state (the screen's snapshot()) for the power-cut tests: mid-hand,
    mid-trick, the largest records."""
    from firmware.games.hearts.engine import PASS, Game
    from hal.rng import Rng
    game = Game()
    game.deal(Rng(seed))
    if game.phase == PASS:
        for s in range(4):
            game.pass_cards(s, game.hands[s][:3])
    for _ in range(5 + seed % 20):
        game.play(game.legal()[0])
    return {"setup": {"level": 0, "target": 0, "moon": 0, "qs": 0}, "game": game.snapshot(),
            "cursor": 0, "chosen": []}
