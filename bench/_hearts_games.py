"""Whole games to 100: each focus player in turn plays one seat of the same games against the
same three opponents of a table (bench.hearts games).

    python -m bench.hearts games --table basic [--focus hard,basic] [--games 200] [--seed 1]
        [--gnome-hearts DIR]

Game g is dealt from seed and g alone, with the focus player in seat g % 4 and every player
new (as on the device, where a new game makes new players), its random source made from
seed, g and its seat; the rules are the device's defaults (target 100, a moon 26 to every
other seat, the Q-spade does not break hearts). Per focus player: games won (ties shared:
1/k to each of k seats at the lowest total) with the three opponents' share, so the two add
up to the games; the share won with its standard error; the mean final score with its
standard error and the opponents'; points a hand; moons against it and its own. Then each
focus player's paired difference from the first, game by game, in games won and final score.

Tables: those of bench.hearts paired (shooter, ismcts, mixed, basic) and stockai, three of
gnome-hearts' StockAI, which needs --gnome-hearts DIR: the scripts/ folder of gnome-hearts
0.3.1's sources, kept outside this repository (bench/_hearts_stockai.py).
"""
import sys

from bench import read_options, usage
from bench._hearts_paired import TABLES, hand_seed, make_player, mean_se
from firmware.games.hearts import match
from hal.rng import Rng

ISMCTS_ITERATIONS = 300  # as bench.hearts paired's default
GNOME_TABLE = "stockai"


def player_maker(gnome_hearts):
    """A function (name, rng) -> a new player, StockAI included when its sources are given."""
    stockai = None
    if gnome_hearts:
        from bench._hearts_stockai import stockai_maker
        stockai = stockai_maker(gnome_hearts)

    def make(name, rng):
        if name == "stockai":
            return stockai(rng)
        return make_player(name, rng, ISMCTS_ITERATIONS)
    return make


def play_game(names, g, seed, make):
    """Game g with names[s] in seat s, new players; returns match.play's results by seat."""
    players = [make(names[s], Rng(hand_seed(seed, g, s))) for s in range(4)]
    return match.play(players, Rng(hand_seed(seed, g)), {}, lambda event: None)


# A game's figures for a focus player, in this order, as small ints: a win share times
# SHARE (1/k of a win for each of k tied seats is a whole number of twelfths).
FIELDS = ("won", "score", "hands", "moons_against", "own_moons", "their_won", "their_scores")
SHARE = 12


def run(opponents, focus, games, seed, make):
    """Per focus player, FIELDS of each game, one after another in one list made before
    the games: small ints live in the list itself, so thousands of games leave no objects
    scattered through the heap among the games' garbage (MicroPython never compacts it, and
    the report's lists then found no free block large enough)."""
    results = {}
    for name in focus:
        rows = results[name] = [0] * (len(FIELDS) * games)
        for g in range(games):
            seat = g % 4
            names = list(opponents[:seat]) + [name] + list(opponents[seat:])
            by_seat = play_game(names, g, seed, make)
            mine = by_seat[seat]
            others = [by_seat[s] for s in range(4) if s != seat]
            rows[g * len(FIELDS):(g + 1) * len(FIELDS)] = [
                round(SHARE * mine["win"]), mine["points"], mine["hands"],
                sum(r["moon"] for r in others), mine["moon"],
                round(SHARE * sum(r["win"] for r in others)), sum(r["points"] for r in others)]
    return results


def column(rows, field):
    """One field of every game; win shares as shares."""
    values = rows[FIELDS.index(field)::len(FIELDS)]
    return [v / SHARE for v in values] if field in ("won", "their_won") else values


def report(table, opponents, seed, results, focus):
    print("whole games to 100, table %s (opponents %s), seed %d, new players every game" % (
        table, ",".join(opponents), seed))
    first = focus[0]
    for name in focus:
        rows = results[name]
        games = len(rows) // len(FIELDS)
        hands = sum(column(rows, "hands"))
        won, won_se = mean_se(column(rows, "won"))
        score, score_se = mean_se(column(rows, "score"))
        print("  %-8s %d games, %d hands: won %.2f, the opponents %.2f (ties shared); "
              "%.1f +- %.1f %% of games" % (name, games, hands, sum(column(rows, "won")),
                                          sum(column(rows, "their_won")), 100 * won,
                                          100 * won_se))
        print("           final score %.1f +- %.1f (the opponents %.1f); %.3f pts/hand; "
              "moons against %.1f %%, own %.1f %% of hands" % (
                  score, score_se, sum(column(rows, "their_scores")) / 3 / games,
                  sum(column(rows, "score")) / hands,
                  100 * sum(column(rows, "moons_against")) / hands,
                  100 * sum(column(rows, "own_moons")) / hands))
        if name != first:
            paired(name, first, rows, results[first])


def paired(name, first, rows, base):
    won_d, won_d_se = mean_se([a - b for a, b in zip(column(rows, "won"), column(base, "won"))])
    score_d, score_d_se = mean_se([a - b for a, b in zip(column(rows, "score"),
                                                         column(base, "score"))])
    print("           paired %s - %s: won %+.1f +- %.1f points of %%, final score "
          "%+.1f +- %.1f" % (name, first, 100 * won_d, 100 * won_d_se, score_d, score_d_se))


def main(argv):
    opts = {"table": "basic", "focus": "hard,basic", "games": "200", "seed": "1",
            "gnome-hearts": ""}
    if not read_options(argv, opts):
        usage(globals(), "_hearts_games")
        return 2
    table = opts["table"]
    tables = dict(TABLES)
    tables[GNOME_TABLE] = (GNOME_TABLE,) * 3
    if table not in tables:
        print("tables: %s" % ", ".join(sorted(tables)))
        return 2
    focus = [f for f in opts["focus"].split(",") if f]
    if GNOME_TABLE in [table] + focus and not opts["gnome-hearts"]:
        print("stockai needs --gnome-hearts DIR (gnome-hearts 0.3.1's scripts/)")
        return 2
    seed = int(opts["seed"])
    make = player_maker(opts["gnome-hearts"])
    results = run(tables[table], focus, int(opts["games"]), seed, make)
    report(table, tables[table], seed, results, focus)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
