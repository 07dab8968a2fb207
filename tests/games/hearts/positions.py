"""Hand-made Hearts positions for the rule tests, built through Game.from_snapshot."""
from firmware.games.hearts.bits import buffer
from firmware.games.hearts.engine import Game, parse_card
from firmware.games.hearts.inference import playout

ALL = [r + s for s in "CDSH" for r in "23456789TJQKA"]


def cards(text):
    return [parse_card(c) for c in text.split()]


def position(hands, leader=0, trick="", done=(), broken=False, taken=(0, 0, 0, 0),
             totals=(0, 0, 0, 0), target=100, moon_minus=False, qs_breaks=False):
    """A game in the play phase: hands are 4 strings of cards, trick the cards played so far
    in this trick (from leader on; they are taken out of the hands), done the completed
    tricks as (leader, "4 cards", winner)."""
    trick = cards(trick)
    hands = [[c for c in cards(h) if c not in trick] for h in hands]
    return Game.from_snapshot({
        "v": 1, "target": target, "moon_minus": moon_minus, "qs_breaks": qs_breaks,
        "totals": list(totals), "hand_no": 3, "phase": "play",
        "hands": hands, "pass_dir": 3, "passed": [None] * 4,
        "received": [None] * 4, "trick": trick, "leader": leader,
        "turn": (leader + len(trick)) % 4, "trick_no": len(done),
        "tricks": [[t[0], cards(t[1]), t[2]] for t in done], "hearts_broken": broken,
        "taken": list(taken), "hand_points": None, "moon": None})


def filler_tricks(used, count):
    """count completed tricks (led by seat 0, won by seat 0) made of the cards not in used."""
    rest = [c for c in ALL if c not in used.split()]
    return [(0, " ".join(rest[4 * i:4 * i + 4]), 0) for i in range(count)]


# First trick: seat 0 holds only hearts, seat 1 all clubs (leads 2C), seat 2 all diamonds,
# seat 3 all spades.
SUIT_PER_SEAT = ("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
                 "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                 "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
                 "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")
# First trick: seat 0 holds Q-spade and twelve hearts, seat 3 the ace of hearts.
QUEEN_AND_HEARTS = ("QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
                    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
                    "2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS AH")
# Second trick, hearts unbroken; the first trick (2C 3C 4C 5C led by seat 0) went to `winner`.
# Seat 0: clubs and low diamonds; 1: diamonds, AH, 2S; 2: spades; 3: only hearts.
SECOND_TRICK = ("6C 7C 8C 9C TC JC QC KC AC 2D 3D 4D",
                "5D 6D 7D 8D 9D TD JD QD KD AD AH 2S",
                "3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
                "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")


def second_trick(winner, trick="", **kw):
    return position(SECOND_TRICK, leader=winner, trick=trick,
                    done=[(0, "2C 3C 4C 5C", winner)], **kw)


def last_trick(taken, last="AH 2S 3S 4S", **kw):
    """Trick 13 with one card each (seat 0 leads the first of last, seat 1 the second...)."""
    hands = last.split()
    return position(hands, leader=0, done=filler_tricks(last, 12), taken=taken, broken=True,
                    **kw)


def play_out(masks, leader, trick, trick_no, broken, qs_breaks, taken, won, racer=-1,
             plain=0, moon_minus=False):
    """playout.run() on lists, for the bench's players and the tests: play the hand out from masks
    (16 ints, the trick's cards already out of the hands) with the trick so far (cards 0..51
    in play order, led by leader); taken and won (per seat) are updated in place, masks
    emptied. Returns run()'s score for the seat that played the trick's last card (or for
    the leader)."""
    work = buffer(playout.WORK_SIZE)
    dealt = buffer(16)
    n = len(trick)
    last = (leader + n - 1) % 4 if n else leader
    for k in range(16):
        dealt[k] = masks[k]
    if n:
        dealt[last * 4 + trick[-1] // 13] |= 1 << (trick[-1] % 13)
    for s in range(4):
        work[playout.START + s] = taken[s]
        work[playout.START + 4 + s] = won[s]
    work[playout.TRICK] = n
    for i in range(n):
        work[playout.TRICK + 1 + i] = playout.code(trick[i])
    flags = (1 if broken else 0) | (2 if qs_breaks else 0) | (4 if moon_minus else 0)
    value = playout.run(work, dealt, leader, trick_no, flags, racer, plain, last)
    for s in range(4):
        taken[s] = work[playout.TAKEN + s]
        won[s] = work[playout.WON + s]
    for k in range(16):
        masks[k] = work[k]
    return value
