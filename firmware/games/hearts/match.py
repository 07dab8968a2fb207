"""Hearts in the arena (sim/arena.py).

    python -m sim.arena hearts --count N --seed S --players hard,basic,basic,basic
        [--unit game|hand] [--target 100] [--moon-minus 0|1] [--qs-breaks 0|1] [--rotate]

--count counts GAMES by default (each played to --target, 100); with --unit hand it counts
single hands instead (each hand is then a whole "game": its points decide the winner; its
place in the pass cycle is drawn at random). A game's first deal in the record names the
players and the rules: "unit", "target", "moon_minus", "qs_breaks" (tests/games/hearts/
referee.py checks a record against them).
Per seat the summary adds up: win (share of the win: 1, or 1/k when k seats tie), points,
games (whole games: 0 with --unit hand), hands, moon (hands in which the seat shot the moon);
summary() says what the count counted (count_unit: games or hands) and derives points per
hand and the win and moon shares. Seat 0 has no structural advantage in Hearts (the deal,
the pass cycle and the 2C lead are symmetric); --rotate moves every player through every
seat anyway.

Strategy interface: a function choose(view) -> decision, where view is engine.View, the game
seen from one seat (its hand, the legal cards, the current and past tricks, points taken,
totals, the cards it passed and received). When view.phase == "pass" it returns 3 cards,
when "play" one card of view.legal. Cards are ints (engine: suit * 13 + rank, suits CDSH)
or record strings like "QS"; both are accepted. A file strategy (--players file:my_ai.py)
defines choose(view) or make_player(rng) returning one, and may import engine.
"""
from firmware.games.hearts.engine import (
    Game, PASS, PLAY, GAME_END, PASS_NAMES, card_str, parse_card, pass_target)
from firmware.games.hearts.players import new_player  # noqa: F401 (the arena's hook)

SEATS = 4


def as_card(card):
    return parse_card(card) if isinstance(card, str) else int(card)


def options(opts):
    return (int(opts.get("target", 100)), opts.get("moon-minus", "0") == "1",
            opts.get("qs-breaks", "0") == "1")


def play(players, rng, opts, record):
    unit = opts.get("unit", "game")
    if unit not in ("game", "hand"):
        raise ValueError("--unit must be game or hand")
    target, moon_minus, qs_breaks = options(opts)
    # A single hand gets a random place in the pass cycle, a game starts at "left".
    first_hand = rng.randbelow(4) if unit == "hand" else 0
    game = Game(target, moon_minus, qs_breaks, first_hand)
    moons = [0, 0, 0, 0]
    while True:
        game.deal(rng)
        event = {"event": "deal", "hand": game.hand_no, "pass": PASS_NAMES[game.pass_dir],
                 "hands": [[card_str(c) for c in h] for h in game.hands]}
        if game.hand_no == first_hand:  # a game's first event: who plays, and the rules
            event["players"] = [getattr(p, "name", "player") for p in players]
            event.update({"unit": unit, "target": target, "moon_minus": moon_minus,
                          "qs_breaks": qs_breaks})
        record(event)
        if game.phase == PASS:
            for s in range(4):
                cards = [as_card(c) for c in players[s](game.view(s))]
                game.pass_cards(s, cards)
                record(timed({"event": "pass", "seat": s, "to": pass_target(s, game.pass_dir),
                              "cards": [card_str(c) for c in sorted(cards)]}, players[s]))
        while game.phase == PLAY:
            s, k = game.turn, game.trick_no
            card = as_card(players[s](game.view(s)))
            done = game.play(card)
            record(timed({"event": "play", "trick": k, "seat": s, "card": card_str(card)},
                         players[s]))
            if done:
                record({"event": "trick", "trick": k, "winner": done[0], "points": done[1]})
        if game.moon is not None:
            moons[game.moon] += 1
        record({"event": "hand_end", "hand": game.hand_no, "points": game.hand_points,
                "totals": list(game.totals), "moon": game.moon})
        if unit == "hand" or game.phase == GAME_END:
            break
    winners = game.winners()
    record({"event": "game_end", "totals": list(game.totals), "winners": winners})
    share = 1 / len(winners)
    # "games" overrides the arena's count of games in the summary: with --unit hand it is 0,
    # and "hands" says how many were played.
    return [{"win": share if s in winners else 0, "points": game.totals[s],
             "games": 1 if unit == "game" else 0, "hands": game.hand_no + 1 - first_hand,
             "moon": moons[s]} for s in range(4)]


def timed(event, player):
    ms = getattr(player, "last_ms", None)
    if ms is not None:
        event["ms"] = round(ms, 3)
    return event


def summary(rows, count):
    """count_unit says what --count counted: whole games or single hands; the win share is
    per counted game or hand."""
    def share(row, key, per):
        return round(row.get(key, 0) / row[per], 4) if row.get(per) else 0
    return {"count_unit": "games" if rows and rows[0].get("games") else "hands",
            "points_per_hand": [share(r, "points", "hands") for r in rows],
            "win_share": [round(r.get("win", 0) / count, 4) if count else 0 for r in rows],
            "moon_share": [share(r, "moon", "hands") for r in rows]}
