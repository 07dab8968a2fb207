"""Paired Hearts tables: each focus player in turn takes one seat of the same hands against
the same three opponents (bench.hearts paired; host only).

    python -m bench.hearts paired --table shooter [--focus hard,oracle] [--hands 2000]
        [--seed 1] [--start 0] [--series 1] [--save FILE.json] [--load FILE.json,...]
        [--label NAME]

Hand i is dealt from seed and i alone, in the pass direction i % 4, with the focus player in
seat (i // 4) % 4; every player gets a random source made from seed, i and its seat, so each
focus player meets the same deals and the same opponents (their play differs only where the
focus player's cards make it differ). With --series 1 (the default) every hand has a new
focus player; --series N (2 or 4) lets one live through N hands running (those with the
same i // N, in the same seat), as a player lives through a game on the device: what it
remembers from hand to hand (hard's seats that broke ai.basic's rules, and whether a seat
has run for the moon: hard.py) then acts in all but the first. Its random source is
seeded for each hand as a new player's, so a hand differs from --series 1 only where what
it remembers changes a card. A hand is scored as the game scores it (a moon: 26 to every
other seat). Per focus player: points a hand with its standard error, the share of hands
in which another seat shot the moon against it, its own moons, and points on hands
without a moon against it; then each focus player's paired difference from the first
one, hand by hand, with its standard error (lower is better).
--save writes the per-hand results (every 100 hands, so an interrupted run keeps them);
--load merges saved runs (the same table and seed; other hands or focus players) and
reports them all, so a long table can be run in pieces: --start and --hands pick the hands
(the pieces of one focus player of the same --series).
--label NAME saves the one focus player's results under NAME: a run of another version
of the player (another checkout, e.g. hard on main as hard-main), loaded with this one's,
is then compared with it hand by hand.

Players: hard (the device's budget), oracle (hard at 30 times the budget), basic, moon,
shooter and ismcts (bench/_hearts_opponents.py).
Tables (the three opponents): shooter (three bold shooters), ismcts (three ISMCTS players),
mixed (a shooter, an ISMCTS player and basic), basic.
"""
import json
import math
import sys

from bench import read_options, usage
from bench._hearts_opponents import ismcts_player, shooter_player
from firmware.games.hearts.ai import basic, moon
from firmware.games.hearts.engine import PASS, PLAY, Game
from firmware.games.hearts.match import as_card
from hal.rng import Rng

ORACLE_FACTOR = 30
TABLES = {
    "shooter": ("shooter", "shooter", "shooter"),
    "ismcts": ("ismcts", "ismcts", "ismcts"),
    "mixed": ("shooter", "ismcts", "basic"),
    "basic": ("basic", "basic", "basic"),
}


def make_player(name, rng, ismcts_iterations):
    from firmware.games.hearts.hard import BUDGET, hard_player
    if name == "hard":
        return hard_player(rng)
    if name == "oracle":
        return hard_player(rng, ORACLE_FACTOR * BUDGET)
    if name == "basic":
        return basic
    if name == "moon":
        return moon
    if name == "shooter":
        return shooter_player()
    if name == "ismcts":
        return ismcts_player(rng, ismcts_iterations)
    raise ValueError("unknown player %r" % (name,))


def hand_seed(seed, index, seat=-1):
    """The seed of a random source of hand index: its deal's (seat -1) or that of the
    player in the seat."""
    return seed * 1000003 + index * 8 + seat + 1


def series_fits(series, start, hands):
    """Whether --series, --start and --hands agree (a series never straddles a seat)."""
    if series in (1, 2, 4) and not start % series and not hands % series:
        return True
    print("--series is 1, 2 or 4 (the focus seat moves every 4 hands), and --start and"
          " --hands are multiples of it")
    return False


def living_player(name, seed, series, ismcts_iterations):
    """The focus player of each hand index, for hands played in order: a new one at a
    series' first hand, else the same one, its random source seeded for the hand as a new
    player's would be (so only what it remembers differs)."""
    held = []  # [random source, player]

    def for_hand(index):
        at = hand_seed(seed, index, (index // 4) % 4)
        if index % series == 0:
            rng = Rng(at)
            held[:] = [rng, make_player(name, rng, ismcts_iterations)]
        else:
            held[0].seed(at)
        return held[1]
    return for_hand


def play_hand(names, index, seed, ismcts_iterations, focus_seat=-1, focus=None):
    """Play hand index with names[s] in seat s (focus, a player already made, in
    focus_seat); returns (points per seat, moon seat)."""
    players = [focus if s == focus_seat else make_player(
        names[s], Rng(hand_seed(seed, index, s)), ismcts_iterations) for s in range(4)]
    game = Game(target=10 ** 6, first_hand=index % 4)
    game.deal(Rng(hand_seed(seed, index)))
    if game.phase == PASS:
        for s in range(4):
            game.pass_cards(s, [as_card(c) for c in players[s](game.view(s))])
    while game.phase == PLAY:
        game.play(as_card(players[game.turn](game.view(game.turn))))
    return game.hand_points, game.moon


def run(table, focus, start, hands, seed, ismcts_iterations, results, save, label="",
        series=1):
    opponents = TABLES[table]
    for name in focus:
        rows = results.setdefault(label or name, {})
        focus_for = living_player(name, seed, series, ismcts_iterations)
        for i in range(start, start + hands):
            seat = (i // 4) % 4
            player = focus_for(i)
            names = list(opponents[:seat]) + [name] + list(opponents[seat:])
            points, moon_seat = play_hand(names, i, seed, ismcts_iterations, seat, player)
            rows[str(i)] = [points[seat], int(moon_seat is not None and moon_seat != seat),
                            int(moon_seat == seat)]
            if save and (i - start + 1) % 100 == 0:
                write(save, table, seed, series, results)
    if save:
        write(save, table, seed, series, results)


def write(path, table, seed, series, results):
    with open(path, "w") as f:
        json.dump({"table": table, "seed": seed, "series": series, "results": results}, f)


def mean_se(xs):
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, float("nan")
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, math.sqrt(var / n)


def report(table, seed, results, lives, focus):
    """lives: each focus player's series."""
    print("table %s (opponents %s), seed %d" % (table, ",".join(TABLES[table]), seed))
    first = focus[0]
    for name in focus:
        rows = results[name]
        hands = sorted(rows, key=int)
        pts = [rows[h][0] for h in hands]
        m, se = mean_se(pts)
        against = sum(rows[h][1] for h in hands)
        own = sum(rows[h][2] for h in hands)
        clean = [rows[h][0] for h in hands if not rows[h][1]]
        print("  %-8s %5d hands%s: %.3f +- %.3f pts/hand; moons against %.1f%%, own %.1f%%;"
              " %.3f pts/hand without a moon against" % (
                  name, len(pts), ", %d a player" % lives[name] if lives[name] > 1 else "",
                  m, se, 100 * against / len(pts), 100 * own / len(pts),
                  sum(clean) / len(clean) if clean else float("nan")))
        if name != first:
            common = [h for h in hands if h in results[first]]
            if common:
                d, dse = mean_se([rows[h][0] - results[first][h][0] for h in common])
                print("           paired %s - %s over %d hands: %+.3f +- %.3f pts/hand" % (
                    name, first, len(common), d, dse))


def main(argv):
    opts = {"table": "shooter", "focus": "hard,oracle", "hands": "2000", "seed": "1",
            "start": "0", "series": "1", "save": "", "load": "", "ismcts-iterations": "300",
            "label": ""}
    if not read_options(argv, opts):
        usage(globals(), "_hearts_paired")
        return 2
    table, seed, series = opts["table"], int(opts["seed"]), int(opts["series"])
    start, hands = int(opts["start"]), int(opts["hands"])
    if table not in TABLES:
        print("tables: %s" % ", ".join(TABLES))
        return 2
    if not series_fits(series, start, hands):
        return 2
    focus = [f for f in opts["focus"].split(",") if f]
    if opts["label"] and len(focus) != 1:
        print("--label names the results of one focus player")
        return 2
    results = {}
    lives = {}  # each focus player's series: the pieces of one must agree
    for path in [p for p in opts["load"].split(",") if p]:
        with open(path) as f:
            saved = json.load(f)
        if saved["table"] != table or saved["seed"] != seed:
            print("%s holds table %s seed %d" % (path, saved["table"], saved["seed"]))
            return 2
        kept = saved.get("series", 1)  # files saved before --series: one hand a player
        for name, rows in saved["results"].items():
            if lives.setdefault(name, kept) != kept:
                print("%s holds %s's hands with --series %d, another file with %d" % (
                    path, name, kept, lives[name]))
                return 2
            results.setdefault(name, {}).update(rows)
            if name not in focus:
                focus.append(name)
    if not opts["load"]:
        run(table, focus, start, hands, seed, int(opts["ismcts-iterations"]), results,
            opts["save"], opts["label"], series)
        if opts["label"]:
            focus = [opts["label"]]
        lives = dict((name, series) for name in focus)
    report(table, seed, results, lives, [f for f in focus if f in results])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
