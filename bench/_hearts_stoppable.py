"""How many moons against a focus player a defender that sees every card could have stopped
(bench.hearts stoppable; host only).

    python -m bench.hearts stoppable [--table shooter] [--focus hard] [--hands 2000]
        [--seed 1] [--start 0] [--series 1] [--nodes 200000] [--any-pass 0] [--losing 0]

Plays the hands of bench.hearts paired (the same deals, seats and opponents) with the focus
player; for every hand in which another seat shot the moon against it, it replays the hand
from the same pass with a perfect defender in the focus seat: it sees all four hands and
knows the opponents' rules (the table's opponents must be deterministic: shooter, basic or
moon), so it searches every line of its own cards (cards that no other seat's card
separates count once) for one in which no other seat takes all 26 points. A moon that no
line stops is one no defence could have stopped after that pass: the share of hands it
concedes bounds what any moon defence can reach. --nodes caps the positions searched per
hand; a hand left open is reported as such. --any-pass 1: for the moons no line stops, the
defender also tries every other pass of its dealt hand (the others pass as they did), with
--nodes / 50 positions each. --series N: the focus player lives N hands running, as in
bench.hearts paired. --losing 1: for each moon a defender could have stopped, the focus
player's losing card, its first after which no line stops the moon (a lead, a follow or a
discard, and in which trick), with the cards that would have kept a stop open: where its
play, not its pass, let the moon through.
"""
from bench import read_options, usage
from bench._hearts_paired import TABLES, hand_seed, living_player, make_player, series_fits
from firmware.games.hearts.engine import (
    MOON_POINTS, PASS, PLAY, QUEEN_SPADES, Game, card_str)
from firmware.games.hearts.match import as_card
from hal.rng import Rng

DETERMINISTIC = ("shooter", "basic", "moon")
LOSING = ("lead", "follow", "discard", "tricks 1-3", "tricks 4-6", "tricks 7-13", "undecided")


def deal_hand(names, index, seed, seat=-1, cards=None, focus=None):
    """(game, players) of bench.hearts paired's hand index, passed (seat passing cards,
    if given, instead of its player's choice; focus: a player already made for seat),
    ready to play."""
    players = [focus if s == seat and focus else make_player(
        names[s], Rng(hand_seed(seed, index, s)), 0) for s in range(4)]
    game = Game(target=10 ** 6, first_hand=index % 4)
    game.deal(Rng(hand_seed(seed, index)))
    if game.phase == PASS:
        for s in range(4):
            game.pass_cards(s, cards if s == seat and cards else [
                as_card(c) for c in players[s](game.view(s))])
    return game, players


def passes(hand):
    """Every choice of 3 cards of hand."""
    for i in range(len(hand)):
        for j in range(i + 1, len(hand)):
            for k in range(j + 1, len(hand)):
                yield [hand[i], hand[j], hand[k]]


def stop_by_passing(names, index, seed, seat, cap):
    """Whether some other pass of seat's lets a defender seeing every card stop the moon
    (None if a search reached the cap and none succeeded)."""
    game = Game(target=10 ** 6, first_hand=index % 4)
    game.deal(Rng(hand_seed(seed, index)))
    if game.phase != PASS:
        return False
    result = False
    for cards in passes(game.hands[seat]):
        start, players = deal_hand(names, index, seed, seat, cards)
        found = Search(players, seat, cap).can_stop(start)
        if found:
            return True
        if found is None:
            result = None
    return result


def clone(game):
    """A copy of a game in play, cheaper than a snapshot round trip."""
    g = Game(game.target, game.moon_minus, game.qs_breaks)
    g.totals = list(game.totals)
    g.hand_no = game.hand_no
    g.phase = game.phase
    g.hands = [list(h) for h in game.hands]
    g.pass_dir = game.pass_dir
    g.passed = list(game.passed)
    g.received = list(game.received)
    g.trick = list(game.trick)
    g.leader = game.leader
    g.turn = game.turn
    g.trick_no = game.trick_no
    g.tricks = list(game.tricks)
    g.hearts_broken = game.hearts_broken
    g.taken = list(game.taken)
    g.hand_points = None
    g.moon = None
    return g


def distinct(game, legal):
    """The legal cards that can lead to different games: of cards of one suit with no other
    seat's card (in a hand or in the trick) between them, only the highest; the Q-spade on
    its own."""
    owner = [-1] * 52
    for s in range(4):
        for c in game.hands[s]:
            owner[c] = s
    for c in game.trick:
        owner[c] = 4
    me = game.turn
    out = []
    for c in sorted(legal, reverse=True):
        if out and out[-1] // 13 == c // 13 and QUEEN_SPADES not in (c, out[-1]):
            if all(owner[x] in (me, -1) for x in range(c + 1, out[-1])):
                continue
        out.append(c)
    return out


def stopped(taken, me):
    """Whether no other seat can still take all 26: points went to two seats or to us."""
    holders = [s for s in range(4) if taken[s]]
    return len(holders) > 1 or (holders and holders[0] == me)


class Search:
    def __init__(self, players, me, cap):
        self.players = players
        self.me = me
        self.cap = cap
        self.nodes = 0
        self.lost = set()  # positions proven lost (the rules depend on the position alone)

    def can_stop(self, game):
        """True if some line of ours stops the moon, False if none does, None past the cap."""
        while game.phase == PLAY and game.turn != self.me:
            game.play(as_card(self.players[game.turn](game.view(game.turn))))
            if stopped(game.taken, self.me):
                return True
        if game.phase != PLAY:
            return MOON_POINTS not in game.taken or game.taken[self.me] == MOON_POINTS
        key = (tuple(tuple(h) for h in game.hands), tuple(game.trick), game.leader,
               tuple(game.taken), game.hearts_broken)
        if key in self.lost:
            return False
        self.nodes += 1
        if self.nodes > self.cap:
            return None
        open_line = False
        for c in distinct(game, game.legal()):
            g = clone(game)
            g.play(c)
            if stopped(g.taken, self.me):
                return True
            found = self.can_stop(g)
            if found:
                return True
            open_line = open_line or found is None
        if open_line:
            return None
        self.lost.add(key)
        return False


def losing_card(players, seat, turns, cap):
    """(position, card) of the first of seat's cards, in turns (the positions where it
    played, the first one stoppable), after which no line stops the moon; None if a search
    reached the cap first."""
    for k in range(len(turns)):
        game = turns[k]
        hand = game.hands[seat]
        card = [c for c in hand if k + 1 == len(turns) or c not in turns[k + 1].hands[seat]][0]
        after = clone(game)
        after.play(card)
        found = Search(players, seat, cap).can_stop(after)
        if found is None:
            return None
        if not found:
            return game, card
    return None


def stopping_cards(players, seat, game, cap):
    """The cards seat could have played in game after which a line stops the moon."""
    out = []
    for c in distinct(game, game.legal()):
        g = clone(game)
        g.play(c)
        if stopped(g.taken, seat) or Search(players, seat, cap).can_stop(g):
            out.append(c)
    return out


def losing_kind(game, card):
    """A lead, a follow or a discard: what card was in game."""
    if not game.trick:
        return "lead"
    return "follow" if card // 13 == game.trick[0] // 13 else "discard"


def main(argv):
    opts = {"table": "shooter", "focus": "hard", "hands": "2000", "seed": "1", "start": "0",
            "nodes": "200000", "any-pass": "0", "series": "1", "losing": "0"}
    if not read_options(argv, opts):
        usage(globals(), "_hearts_stoppable")
        return 2
    table, focus, seed = opts["table"], opts["focus"], int(opts["seed"])
    if table not in TABLES or any(o not in DETERMINISTIC for o in TABLES[table]):
        print("tables with deterministic opponents: %s" % ", ".join(
            t for t in TABLES if all(o in DETERMINISTIC for o in TABLES[t])))
        return 2
    start, hands, series = int(opts["start"]), int(opts["hands"]), int(opts["series"])
    if not series_fits(series, start, hands):
        return 2
    cap = int(opts["nodes"])
    moons = stoppable = unstoppable = undecided = 0
    by_pass = [0, 0]  # of the unstoppable: stopped with another pass, left open
    losing = dict((k, 0) for k in LOSING)
    focus_for = living_player(focus, seed, series, 0)
    for index in range(start, start + hands):
        seat = (index // 4) % 4
        names = list(TABLES[table][:seat]) + [focus] + list(TABLES[table][seat:])
        game, players = deal_hand(names, index, seed, seat, focus=focus_for(index))
        turns = []  # the positions where the focus player played
        while game.phase == PLAY:
            if game.turn == seat:
                turns.append(clone(game))
            game.play(as_card(players[game.turn](game.view(game.turn))))
        if game.moon is None or game.moon == seat:
            continue
        moons += 1
        found = Search(players, seat, cap).can_stop(clone(turns[0]))
        if found:
            stoppable += 1
            if opts["losing"] == "1":
                lost = losing_card(players, seat, turns, cap)
                if lost is None:
                    losing["undecided"] += 1
                    continue
                position, card = lost
                kind = losing_kind(position, card)
                band = ("tricks 1-3" if position.trick_no < 3 else "tricks 4-6"
                        if position.trick_no < 6 else "tricks 7-13")
                losing[kind] += 1
                losing[band] += 1
                print("  hand %d, trick %d, %s: %s (would have kept a stop open: %s)" % (
                    index, position.trick_no + 1, kind, card_str(card), " ".join(
                        card_str(c) for c in stopping_cards(players, seat, position, cap))))
        elif found is None:
            undecided += 1
        else:
            unstoppable += 1
            if opts["any-pass"] == "1":
                other = stop_by_passing(names, index, seed, seat, int(opts["nodes"]) // 50)
                if other:
                    by_pass[0] += 1
                elif other is None:
                    by_pass[1] += 1
    print("table %s (opponents %s), seed %d, hands %d-%d%s, focus %s after its own pass" % (
        table, ",".join(TABLES[table]), seed, start, start + hands - 1,
        ", %d a player" % series if series > 1 else "", focus))
    print("  moons against %s: %d (%.1f%% of hands)" % (focus, moons, 100 * moons / hands))
    print("  a defender seeing every card stops %d, cannot stop %d (%.1f%% of hands),"
          " %d undecided (over %s positions)" % (stoppable, unstoppable,
                                                 100 * unstoppable / hands, undecided,
                                                 opts["nodes"]))
    if opts["losing"] == "1":
        print("  the focus player's losing card in the %d it let through: %s" % (
            stoppable, ", ".join("%s %d" % (k, losing[k]) for k in LOSING)))
    if opts["any-pass"] == "1":
        left = unstoppable - by_pass[0]
        print("  choosing its pass too it stops %d more: it cannot stop %d (%.1f%% of hands),"
              " %d of them undecided" % (by_pass[0], left, 100 * left / hands, by_pass[1]))
    return 0
