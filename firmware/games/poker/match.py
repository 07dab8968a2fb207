"""Arena plug-in (sim/arena.py): one game is one hand of video poker at a fixed bet.

    python -m sim.arena poker --count N --seed S --players advisor [--bet 1..5]
        [--machine jacks|bonus|double_bonus|double_double|deuces] [--log F]

A player (built-in or file:PATH.py) is called with a view dict:
  {"cards": [5 card strings, e.g. "QS"], "hand": [the same as card ints, cards.py],
   "bet": coins bet, "credits": credits left after the bet, "machine": the machine's key
   (paytable.py; its pay table decides what a hold is worth)}
and returns the hold mask, bit i keeping card i. Players: ai.NAMES.
The machine (credits, refills when broke) carries over from hand to hand of a series."""
from firmware.games.poker import ai
from firmware.games.poker.cards import names
from firmware.games.poker.engine import Machine
from firmware.games.poker.paytable import JACKS, MAX_BET, by_key

SEATS = 1
_MACHINE = "poker_machine"  # where the series' machine lives in the arena's opts


def new_player(name, rng):
    hold = ai.make(name)

    def choose(view):
        return hold(view["hand"], view["bet"], by_key(view.get("machine", JACKS.key)))
    return choose


def _machine(opts):
    m = opts.get(_MACHINE)
    if m is None:
        bet = int(opts.get("bet", MAX_BET))
        m = Machine(table=by_key(opts.get("machine", JACKS.key)))
        m.set_bet(bet)
        opts[_MACHINE] = m
    return m


def play(players, rng, opts, record):
    player = players[0]
    m = _machine(opts)
    m.deal(rng)
    bet = m.stake  # the chosen bet, or the credits left if fewer
    view = {"cards": names(m.cards[:5]), "hand": m.cards[:5], "bet": bet, "credits": m.credits,
            "machine": m.table.key}
    held = player(view)
    m.set_held(held)
    win = m.draw()
    record({"event": "hand", "players": [player.name], "bet": bet, "cards": names(m.cards),
            "held": held, "final": names(m.final), "rank": m.table.names[m.category], "payout": win,
            "credits": m.credits, "ms": player.last_ms})
    return [{"bet": bet, "won": win, "wins": 1 if win else 0}]


def summary(rows, count):
    row = rows[0]
    bet = row.get("bet", 0)
    return {"return_pct": round(100 * row.get("won", 0) / bet, 3) if bet else 0}
