# runs-on: micropython

from firmware.games.hearts import ai, hard, playout
from firmware.games.hearts.engine import (
    PASS, PASS_OFFSET, PLAY, QUEEN_SPADES, Game, card_str)
from firmware.games.hearts.hard import candidates, hard_player
from firmware.games.hearts.passing import hard_pass
from firmware.games.hearts.inference import LOW_PASS, Knowledge, passed_like_basic, sample
from hal.rng import Rng
from tests.games.hearts.positions import (
    SUIT_PER_SEAT, cards, filler_tricks, play_out, position, second_trick)


def strs(cs):
    return " ".join(card_str(c) for c in cs)


def passed(hand):
    """hard_pass of a hand written as card strings, its three cards sorted, as strings."""
    return strs(sorted(hard_pass(cards(hand))))


def random_states(count, seed):
    """Yields count views of the seat to move in random games (passing and playing)."""
    rng = Rng(seed)
    g = Game()
    while True:
        g.deal(rng)
        while g.phase in (PASS, PLAY):
            if g.phase == PASS:
                view = g.view(0)
                for s in range(4):
                    g.pass_cards(s, g.hands[s][:3])
            else:
                view = g.view(g.turn)
                g.play(rng.choice(g.legal()))
            yield view
            count -= 1
            if not count:
                return
        if g.phase != "hand_end":
            g = Game()


def test_every_player_makes_legal_decisions():
    players = [ai.random_player(Rng(1)), ai.basic, ai.moon, hard_player(Rng(2), 300)]
    for view in random_states(60, 3):
        for p in players:
            choice = p(view)
            if view.phase == PASS:
                assert len(choice) == 3 and len(set(choice)) == 3
                assert all(c in view.hand for c in choice)
            else:
                assert choice in view.legal


def test_basic_passes_unguarded_queen_and_high_hearts():
    hand = cards("2C 3C 9C 4D 5D 6D QS 2S 3H 4H 5H KH AH")
    assert strs(sorted(ai.basic_pass(hand))) == "QS KH AH"


def test_basic_keeps_queen_behind_four_low_spades():
    hand = cards("2C 3C 4D 5D 6D 2S 3S 4S 5S QS 2H 3H AH")
    assert QUEEN_SPADES not in ai.basic_pass(hand)


def test_basic_dumps_queen_when_void():
    g = second_trick(1, "5D")  # seat 2: spades only
    assert ai.basic(g.view(2)) == QUEEN_SPADES


def test_basic_ducks_under_the_winning_card():
    g = second_trick(1, "9D AS KH")  # seat 0 holds 2D 3D 4D
    assert card_str(ai.basic(g.view(0))) == "4D"
    g = position(SUIT_PER_SEAT[1:] + SUIT_PER_SEAT[:1], leader=0, trick="2C")
    # Seat 1 is void in clubs on the first trick: no points, so it sheds its highest card.
    assert card_str(ai.basic(g.view(1))) == "AD"


def test_moon_bot_wins_with_its_highest_and_keeps_points_when_void():
    g = second_trick(1, "5D")
    assert card_str(ai.moon(g.view(2))) == "3S"  # void: no point card to give away
    g = second_trick(1, "5D AS KH")
    assert card_str(ai.moon(g.view(0))) == "4D"
    assert card_str(ai.moon(second_trick(3).view(3))) == "KH"


def test_candidates_try_one_card_of_each_run_and_queen_alone():
    g = second_trick(1, "9D AS KH")  # 2D 3D 4D: no unseen card between them
    view = g.view(0)
    assert strs(candidates(view, ai.basic(view))) == "4D"
    g = second_trick(1, "5D")  # spades 3..A around the queen
    view = g.view(2)
    assert strs(candidates(view, QUEEN_SPADES)) == "QS 3S KS"


def test_samples_respect_voids_counts_and_passed_cards():
    g = second_trick(1, "5D AS")  # seat 2 showed it is void in diamonds
    view = g.view(3)
    view.passed = cards("9C KC AC")  # as if seat 3 had passed them to seat 0
    view.pass_to = 0
    know = Knowledge(view)
    assert know.sure[2 * 4 + 1] == 0x1FFF and know.known[0] == cards("9C KC AC")
    for _ in range(30):
        masks = sample(know)
        held = [sum(bin(masks[s * 4 + u]).count("1") for u in range(4)) for s in range(4)]
        assert held == [12, 11, 11, 12]
        assert masks[2 * 4 + 1] == 0  # no diamond for the void seat
        for c in view.passed:
            assert masks[c // 13] & (1 << (c % 13))
        for c in view.hand:
            assert masks[12 + c // 13] & (1 << (c % 13))
        total = 0
        for m in masks:
            total += bin(m).count("1")
        assert total == 46  # 52 minus the 4 played in trick 0 and the 2 in this trick


def test_hard_passes_an_unguarded_queen_voids_a_short_suit_keeps_low_spades_and_ace_hearts():
    # Q-spade behind two low spades goes, with the ace; then the lone diamond (a void).
    assert passed("2C 3C 4C 5C 6C 7C 9D 2S 3S QS AS 2H 3H") == "9D QS AS"
    # Four low spades guard the queen: the two diamonds go first (a void), then the queen.
    assert passed("2C 3C 4C 5C 8D TD 2S 3S 4S 5S QS 2H AH") == "8D TD QS"
    # No short suit to void: the highest cards, hearts before others, low spades never
    # (12 high-card points: not a weak hand, which keeps its highest heart).
    assert passed("2C 3C 4C KC 2D 3D 4D KD 2S 3S JS QH KH") == "KC QH KH"
    assert passed("2S 3S 4S 5S 6S 7S 8S 9S TS JS 2H 3H 4H") == "2H 3H 4H"
    # The heart ace stays: a stopper against a shooter.
    assert passed("2C 3C 4C 5C 6C 2D 3D 4D 5D 2S 3S KH AH") == "5C 6C KH"


def test_hard_keeps_a_long_side_suits_king_and_ace_and_the_queen_behind_three_low_spades():
    # The club ace and the diamond ace and king, each in a suit of four, stay: passed,
    # they would let the receiver run those suits for the moon.
    assert passed("AC 3C 4C 5C AD KD 2D 3D 2S 3S 4S 8H 9H") == "5C 8H 9H"
    # A suit of two goes whole, ace and all: a void.
    assert passed("AC 3C 4C 5C 6C 7C AD 2D 2S 3S 4S 8H 9H") == "2D AD 9H"
    # Three low spades guard the queen: the three diamonds (a void) go and it stays.
    assert passed("2C 3C 4C 5C 6C 7C 2D 3D 4D 2S 3S 4S QS") == "2D 3D 4D"
    # Two do not: the queen goes first, and the diamonds no longer fit.
    assert passed("2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 2S 3S QS") == "7C 8C QS"


def test_a_weak_hand_keeps_its_highest_heart_from_the_jack_up_against_a_moon():
    # 3 high-card points: the king of hearts is the hand's one stopper, kept.
    assert passed("2C 3C 4C 5C 6C 2D 3D 4D 5D 2S 3S 2H KH") == "5C 6C 5D"
    # Below the jack a heart stops nothing: it goes as before.
    assert passed("2C 3C 4C 5C 6C 2D 3D 4D 5D 2S 3S 2H TH") == "5C 6C TH"
    # 10 points (WEAK_HAND): the queen stays; one more (the club jack) and it goes.
    assert passed("KC QC 2C 3C KD 2D 3D 4D 2S 3S 4S 2H QH") == "QC KC KD"
    # (The kings stay then: each in a suit of four.)
    assert passed("KC QC JC 3C KD 2D 3D 4D 2S 3S 4S 2H QH") == "JC QC QH"
    # A strong hand (17 points) passes its king of hearts first; its side aces and
    # kings, in suits of four, stay.
    assert passed("4C 5C AC KC 4D 5D AD KD 2S 3S 4S KH 2H") == "5C 5D KH"


def test_a_wary_pass_keeps_the_spade_king_and_ace_behind_three_low_spades():
    # Against a table where a seat has broken ai.basic's rules (wary), the spade ace and
    # king behind three low spades stay while the queen is elsewhere: the receiver's control
    # for a moon. Without it they go first, as before.
    hand = cards("2C 3C 5C 9C 2D 3D 8D 9D 2S 3S 4S KS AS")
    assert strs(sorted(hard_pass(hand))) == "9C KS AS"
    assert strs(sorted(hard_pass(hand, True))) == "9C 8D 9D"
    # Holding the queen, or with two low spades only, the wary pass is the same.
    for text in ("2C 3C 4C 5C 9C 2D 3D 8D 2S 3S 4S QS AS",
                 "2C 3C 4C 5C 9C 2D 3D 4D 8D 5S 2S KS AS"):
        assert hard_pass(cards(text), True) == hard_pass(cards(text))


def test_a_wary_pass_gives_its_highest_heart_but_the_stopper_first():
    # Against a wary table the highest heart goes before any card passed by choice; here
    # the club jack stays (without it: the jack).
    hand = cards("2C 5C 9C JC 3D 6D TD QD 2S 3S 4S QS 8H")
    assert strs(sorted(hard_pass(hand))) == "JC QD QS"
    assert strs(sorted(hard_pass(hand, True))) == "QD QS 8H"
    # The heart kept to stop a moon (a weak hand's king) stays: the next heart goes, from
    # the 6 up (WARY_HEART); a lower one ducks every trick, and stays.
    hand = cards("2C 3C 4C 5C 6C 2D 3D 4D 5D 2S 3S 7H KH")
    assert strs(sorted(hard_pass(hand, True))) == "5C 6C 7H"
    text = "2C 3C 4C 5C 6C 2D 3D 4D 5D 2S 3S 5H KH"
    assert hard_pass(cards(text), True) == hard_pass(cards(text))
    # The unguarded spade honours still come first; a suit to void only if it fits beside
    # the heart: the clubs stay (without it: all three clubs).
    text = "2C 3C 4C 5C 6C 7C 9D 2S 3S QS AS 2H 3H"
    assert hard_pass(cards(text), True) == hard_pass(cards(text))
    hand = cards("2C 5C 9C 3D 6D TD QD 2S 3S 4S 5S 7H 8H")
    assert strs(sorted(hard_pass(hand))) == "2C 5C 9C"
    assert strs(sorted(hard_pass(hand, True))) == "TD QD 8H"
    hand = cards("2C 3C 4C 5C 6C 7C 9D 2S 3S QS AS 2H 8H")
    assert strs(sorted(hard_pass(hand, True))) == "QS AS 8H"


def points_view(taken):
    """Seat 0's view of the last trick but one, the points taken so far by seat as given."""
    return position(("AH 2H", "KH AC", "4C 5C", "6C 7C"), leader=1, trick="KH 4C 6C",
                    done=filler_tricks("AH 2H KH AC 4C 5C 6C 7C", 11), taken=taken,
                    broken=True).view(0)


def shot_view(points, taken_by=1):
    """points_view() with seat taken_by holding every point taken."""
    taken = [0, 0, 0, 0]
    taken[taken_by] = points
    return points_view(taken)


def test_hard_passes_warily_once_another_seat_has_run_for_the_moon():
    # The wary pass waits for a seat that held every point taken, SHOT_POINTS or more, in a
    # decision of this player: shared points, a few, or our own run leave the pass alone.
    hand = cards("2C 5C 9C JC 3D 6D TD QD 2S 3S 4S QS 8H")
    assert hard_pass(hand, True) != hard_pass(hand)

    class Passing:
        phase = PASS
    passing = Passing()
    passing.hand = hand

    def pass_after(player, view):
        player(view)
        return player(passing)
    shared = points_view((0, 13, 7, 0))
    player = hard_player(Rng(1))
    for view in (shared, shot_view(hard.SHOT_POINTS - 1), shot_view(23, taken_by=0)):
        assert pass_after(player, view) == hard_pass(hand)
    assert pass_after(player, shot_view(hard.SHOT_POINTS)) == hard_pass(hand, True)
    assert pass_after(player, shared) == hard_pass(hand, True)  # it stays wary
    assert pass_after(hard_player(Rng(1)), shot_view(0)) == hard_pass(hand)  # a new player


def inferred(know, seat):
    """The cards know rules out for seat beyond the sure facts."""
    b = seat * 4
    return [c for c in range(52)
            if (know.excluded[b + c // 13] & ~know.sure[b + c // 13]) >> (c % 13) & 1]


def test_inference_reads_ducks_leads_and_discards():
    g = second_trick(1, "5D AS")  # seat 1 leads 5D; seat 2 (spades only) throws AS
    know = Knowledge(g.view(3))
    low = cards("2C 3C 4C 2D 3D 4D 2S 3S 4S")
    # A lead is the leader's lowest card: no lower club, diamond or spade (hearts are shut).
    assert sorted(c for c in inferred(know, 1) if c in low) == sorted(low)
    assert not [c for c in inferred(know, 1) if c >= cards("2H")[0]]
    # A discard other than the queen: seat 2 holds no Q-spade (the ace tells no more: with
    # the queen still out it goes before any heart).
    assert QUEEN_SPADES in inferred(know, 2) and cards("AH")[0] not in inferred(know, 2)
    g = second_trick(1, "9D AS 2H")
    g.play(cards("4D")[0])  # seat 0 ducks with 4D: it holds nothing between 4D and 9D
    know = Knowledge(g.view(1))
    assert all(c in inferred(know, 0) for c in cards("5D 6D 7D 8D"))
    assert cards("3D")[0] not in inferred(know, 0)


def masks_of(hands):
    """Playout masks of four hands, each a string of cards or a list of card ints."""
    masks = [0] * 16
    for seat in range(4):
        for c in cards(hands[seat]) if isinstance(hands[seat], str) else hands[seat]:
            masks[seat * 4 + c // 13] |= 1 << (c % 13)
    return masks


def basic_game(rng):
    """A new game dealt from rng, the cards passed as ai.basic passes them."""
    g = Game()
    g.deal(rng)
    if g.phase == PASS:
        for s in range(4):
            g.pass_cards(s, ai.basic(g.view(s)))
    return g


def test_inference_never_rules_out_a_card_the_basic_player_holds():
    """Against the rules it models (ai.basic passes and plays), what Knowledge infers is
    always true of the real hands, and it does infer something."""
    rng = Rng(21)
    ruled = checked = 0
    for _ in range(6):
        g = basic_game(rng)
        while g.phase == PLAY:
            seat = g.turn
            know = Knowledge(g.view(seat))
            masks = masks_of(g.hands)
            for s in range(4):
                if s != seat:
                    assert not [c for c in g.hands[s]
                                if know.excluded[s * 4 + c // 13] >> (c % 13) & 1]
                    ruled += len(inferred(know, s))
            if know.passer >= 0:
                assert passed_like_basic(know, masks)
                checked += 1
            g.play(ai.basic(g.view(seat)))
    assert ruled > 1000 and checked > 100


def test_samples_honour_the_inference_when_they_can():
    g = second_trick(1, "5D AS")
    view = g.view(3)
    know = Knowledge(view)
    for _ in range(20):
        masks = sample(know)
        for s in range(3):
            for u in range(4):
                assert not masks[s * 4 + u] & know.excluded[s * 4 + u] or s == 3


def test_playout_finishes_the_hand_with_all_points_taken():
    for view in random_states(40, 7):
        if view.phase != PLAY or not view.legal:
            continue
        know = Knowledge(view)
        masks = sample(know)
        c = view.legal[0]
        masks[view.seat * 4 + c // 13] &= ~(1 << (c % 13))
        taken = list(view.taken)
        won = [0, 0, 0, 0]
        for t in view.tricks:
            won[t[2]] += 1
        masks = list(masks)
        play_out(masks, view.leader, view.trick + [c], view.trick_no,
                         view.hearts_broken, view.qs_breaks, taken, won)
        assert masks == [0] * 16 and sum(taken) == 26 and sum(won) == 13


def test_playout_plays_each_card_as_ai_basic_does():
    """The playout's rules (no moon run under way) are ai.basic's, card for card: against
    basic players the playouts foresee their play exactly. Ties in the lead go to the
    shorter suit, and on the first trick a void seat sheds the spade ace or king. From every
    position of basic games, the playout of the rest (every seat plain) ends in the same
    tricks and points as the game, and a play-out that starts one card later agrees too."""
    rng = Rng(11)
    plays = 0
    for _ in range(12):
        g = basic_game(rng)
        starts = []
        while g.phase == PLAY:
            if g.trick:
                won = [0, 0, 0, 0]
                for t in g.tricks:
                    won[t[2]] += 1
                starts.append((masks_of(g.hands), g.leader, list(g.trick), g.trick_no,
                               g.hearts_broken, list(g.taken), won))
            g.play(ai.basic(g.view(g.turn)))
        won = [0, 0, 0, 0]
        for t in g.tricks:
            won[t[2]] += 1
        for masks, leader, trick, trick_no, broken, taken, won_now in starts:
            play_out(masks, leader, trick, trick_no, broken, False, taken, won_now,
                             -1, 15)
            assert (taken, won_now) == (g.taken, won)
            plays += 1
    assert plays > 400


def test_playout_value_puts_own_points_first_and_counts_moons():
    # The last trick, led by seat 0 (the seat valued): the others' points count once, ours
    # 12 times less (26 - 13 x ours without a moon); a moon as the game scores it, 26 to
    # each other seat or, with moon-minus, -26 to the shooter.
    # Every other seat plays as ai.basic would (plain): see the next test for the others.
    def value(hands, taken, moon_minus=False, plain=0b1110):
        return play_out(masks_of(hands), 0, [], 12, True, False, list(taken), [3, 3, 3, 3],
                        -1, plain, moon_minus)
    ours = ("AH", "2S", "3S", "4S")  # seat 0 takes one heart
    theirs = ("2H", "AH", "2S", "3S")  # seat 1 takes two
    assert value(ours, (0, 13, 12, 0)) == 26 - 13
    assert value(ours, (25, 0, 0, 0)) == 3 * 26  # our moon: 26 to each other seat
    assert value(ours, (25, 0, 0, 0), True) == 12 * 26  # our moon as -26
    assert value(theirs, (0, 24, 0, 0)) == 2 * 26 - 12 * 26  # another's moon hurts most
    assert value(theirs, (0, 24, 0, 0), True) == -26


def test_playout_value_fears_a_moon_by_a_seat_that_does_not_play_like_basic():
    # The same last trick: seat 1's moon counts MOON_FEAR worse when seat 1 is not plain
    # (it may run for the moon, which the play-outs foresee too seldom), but not under the
    # -26 scoring, and the others' points as before.
    def value(hands, taken, plain, moon_minus=False):
        return play_out(masks_of(hands), 0, [], 12, True, False, list(taken), [3, 3, 3, 3],
                        -1, plain, moon_minus)
    theirs = ("2H", "AH", "2S", "3S")
    assert playout.MOON_FEAR == 60 * 13
    for plain in (0, 0b1100):
        assert value(theirs, (0, 24, 0, 0), plain) == 2 * 26 - 12 * 26 - playout.MOON_FEAR
        assert value(theirs, (0, 24, 0, 0), plain, True) == -26
        assert value(theirs, (0, 13, 11, 0), plain) == 26  # no moon: no fear
    assert value(theirs, (0, 24, 0, 0), 0b1010) == 2 * 26 - 12 * 26  # seat 1 plain


def test_hard_spends_its_ace_to_stop_a_moon():
    last = "AH 2H KH AC 4C 5C 6C 7C"
    hands = ("AH 2H", "KH AC", "4C 5C", "6C 7C")
    g = position(hands, leader=1, trick="KH 4C 6C", done=filler_tricks(last, 11),
                 taken=(0, 23, 0, 0), broken=True)
    view = g.view(0)
    assert card_str(ai.basic(view)) == "2H"  # the ducking rule would let seat 1 shoot
    assert card_str(hard_player(Rng(1))(view)) == "AH"


def test_hard_is_deterministic_for_a_seed():
    views = [v for v in random_states(16, 9) if v.phase == PLAY]
    a = [hard_player(Rng(5))(v) for v in views]
    b = [hard_player(Rng(5))(v) for v in views]
    assert a == b




def test_hard_overtakes_a_seat_running_for_the_moon():
    hands = ("AH 2H 2C 3C 4C 5C 6C 7C", "KH 2D 3D 4D 5D 6D 7D 8D",
             "3H 2S 3S 4S 5S 6S 7S 8S", "4H 9D TD JD QD KD AD 9S")
    done = filler_tricks(" ".join(hands), 5)
    done = [(t[0], t[1], 1 if i < 4 else 0) for i, t in enumerate(done)]  # West won four
    g = position(hands, leader=1, trick="KH 3H 4H", done=done, taken=(0, 8, 0, 0),
                 broken=True)
    view = g.view(0)
    assert card_str(ai.basic(view)) == "2H"  # the ducking rule
    assert card_str(hard_player(Rng(1))(view)) == "AH"


# Trick 3: West (seat 1) shed KC last on the clean first trick, led a club to the second,
# on which seat 0 threw a heart, and leads 9H; seat 0 can overtake with TH or duck with 5H.
DUCK_OR_TAKE = ("5H TH 2D 3D 4D 5D 6D 7D 2S 3S 4S", "9H AH KH QH JH AD KD QD AS KS",
                "3H 6H 7H 8D 9D TD JD 5S 6S 7S 8S", "4H 8H 7C 8C 9C TC JC 9S TS JS QS")


def duck_or_take(lead, kept):
    """The position with West leading lead to the second trick and holding kept."""
    hands = (DUCK_OR_TAKE[0], DUCK_OR_TAKE[1] + " " + kept) + DUCK_OR_TAKE[2:]
    done = [(2, "2C 3C 5C KC", 1), (1, lead + " 4C 6C 2H", 1)]
    return position(hands, leader=1, trick="9H 3H 4H", done=done, taken=(0, 1, 0, 0),
                    broken=True).view(0)


def test_hard_takes_a_point_trick_from_a_seat_that_runs_for_the_moon():
    # West shed AC, led KC and then QD, which leading KC said it did not hold: it does not
    # duck, and it plays each suit from the top, as a shooter does. Three tricks and the
    # only point taken already look like a moon run: seat 0 takes the heart trick.
    hands = ("5H TH 2D 3D 4D 5D 6D 2S 3S 4S", "9H AH KH QH JH AD KD AS KS QC",
             "3H 6H 7H 8D TD 5S 6S 7S 8S 9S", "4H 8H 7C 8C 9C TC JC TS JS QS")
    done = [(2, "2C 3C 5C AC", 1), (1, "KC 4C 6C 2H", 1), (1, "QD JD 9D 7D", 1)]
    view = position(hands, leader=1, trick="9H 3H 4H", done=done, taken=(0, 1, 0, 0),
                    broken=True).view(0)
    know = Knowledge(view)
    assert know.odd == know.racing == [False, True, False, False]
    assert strs(hard.moon_defence(view, candidates(view, cards("5H")[0]), know)) == "TH"
    assert card_str(ai.basic(view)) == "5H"
    assert card_str(hard_player(Rng(1))(view)) == "TH"


def test_hard_keeps_its_high_hearts_when_it_must_throw_points_on_a_shooters_trick():
    # West has won all ten tricks and every point but the hearts seat 0 and West hold; seat
    # 0 is void in clubs. ai.basic throws KH on West's AC; the moon rules keep KH, which
    # wins West's QH later, and throw 4H.
    hands = ("4H 6H KH", "AC QH 3S", "2C 5C 9S", "3C 6C TS")
    done = [(1, t[1], 1) for t in filler_tricks(" ".join(hands), 10)]
    view = position(hands, leader=1, trick="AC 2C 3C", done=done, taken=(0, 22, 0, 0),
                    broken=True).view(0)
    assert card_str(ai.basic(view)) == "KH"
    cands = candidates(view, ai.basic(view))
    assert strs(hard.moon_defence(view, cands, Knowledge(view))) == "4H"
    assert card_str(hard_player(Rng(1))(view)) == "4H"


def test_hard_keeps_a_card_no_other_can_beat_when_it_discards_on_a_shooters_trick():
    # West has won all ten tricks and 25 points; on its 6S seat 0 (no spades) keeps QD,
    # the last diamond above West's, and throws 2D: QD wins the next trick and 9H the last.
    hands = ("QD 2D 9H", "6S 6D TD", "4S 3D 4D", "5S 5D 7D")
    done = [(1, t[1], 1) for t in filler_tricks(" ".join(hands), 10)]
    view = position(hands, leader=1, trick="6S 4S 5S", done=done, taken=(0, 25, 0, 0),
                    broken=True).view(0)
    cands = candidates(view, ai.basic(view))
    assert strs(sorted(cands)) == "2D QD 9H"
    assert strs(hard.moon_defence(view, cands, Knowledge(view))) == "2D"
    assert card_str(hard_player(Rng(1))(view)) == "2D"


# West won the first two tricks, no points taken, and leads AD to the third; seat 0 has no
# diamonds, and its highest heart is KH.
EARLY_RUN = ("5C 6C 7C 8C 9C 5S 6S 2H 3H 5H KH", "AD KD QD JD TD 9D 8D KS 7S 8S 9S",
             "2D 4D 5D TC JC QC KC TS JS 4H 6H", "3D 6D 7D QS 7H 8H 9H TH JH QH AH")


def early_run(taken=(0, 0, 0, 0), done=((0, "2C AC 3C 4C", 1), (1, "AS 2S 3S 4S", 1))):
    return position(EARLY_RUN, leader=1, trick="AD 2D 3D", done=done, taken=taken).view(0)


def test_hard_keeps_its_highest_heart_from_an_early_trick_of_a_seat_that_broke_the_rules():
    view = early_run()
    cands = candidates(view, ai.basic(view))
    assert card_str(ai.basic(view)) == "KH" and cards("KH")[0] in cands
    west = [False, True, False, False]
    kept = hard.keep_stopper(view, cands, west)
    assert cards("KH")[0] not in kept and kept == [c for c in cands if c != cards("KH")[0]]
    # Not when West plays like ai.basic, has points beside it (no moon then), has won no
    # trick yet, or from the eighth trick on.
    assert hard.keep_stopper(view, cands, [False] * 4) == cands
    split = early_run(taken=(0, 0, 1, 0))
    assert hard.keep_stopper(split, candidates(split, ai.basic(split)), west) == cands
    fresh = early_run(done=((0, "2C AC 3C 4C", 2), (2, "AS 2S 3S 4S", 2)))
    assert hard.keep_stopper(fresh, candidates(fresh, ai.basic(fresh)), west) == cands
    reach = hard.STOPPER_TRICKS
    hard.STOPPER_TRICKS = view.trick_no  # as if this were the eighth trick
    try:
        assert hard.keep_stopper(view, cands, west) == cands
    finally:
        hard.STOPPER_TRICKS = reach
    player = hard_player(Rng(1), 300)
    player(duck_or_take("AC", "QC"))  # West does not duck: it broke the rules
    assert card_str(player(view)) == "KH"  # but no seat has run for the moon: not wary
    player(shot_view(hard.SHOT_POINTS))  # now one has
    assert card_str(player(view)) != "KH"


def test_racing_needs_every_suit_played_from_the_top_or_a_pass_of_low_cards():
    seen = set()
    for view in random_states(600, 9):
        if view.phase != PLAY:
            continue
        know = Knowledge(view)
        passer = -1
        if view.received and all(c % 13 < LOW_PASS for c in view.received):
            passer = (view.seat - PASS_OFFSET[view.pass_dir]) % 4
        for s in range(4):
            runs = {}  # suit -> the cards seat s played to tricks of that suit, in order
            plays = [(t[0], t[1]) for t in view.tricks] + [(view.leader, view.trick)]
            for leader, cs in plays:
                for i, c in enumerate(cs):
                    if (leader + i) % 4 == s and c // 13 == cs[0] // 13:
                        runs.setdefault(c // 13, []).append(c)
            down = all(r == sorted(r, reverse=True) for r in runs.values())
            scoring = view.taken[s] > 0
            assert know.racing[s] == (s == passer or know.odd[s] and down and scoring)
            seen.add((s == passer, know.odd[s], down, scoring, know.racing[s]))
    assert (False, True, True, True, True) in seen and (False, True, False, True, False) in seen
    assert (False, True, True, False, False) in seen and (True, True, False, False, True) in seen


def test_a_seat_playing_from_the_top_races_only_once_it_takes_points():
    # West's plays as in the test above, but seat 0 threw 2D, not 2H, on West's KC: West
    # has no point yet, as a simple player that takes tricks with its high cards early
    # (gnome-hearts' built-in players) looks: it does not duck, but it is not racing.
    hands = ("5H TH 2H 3D 4D 5D 6D 2S 3S 4S", "9H AH KH QH JH AD KD AS KS QC",
             "3H 6H 7H 8D TD 5S 6S 7S 8S 9S", "4H 8H 7C 8C 9C TC JC TS JS QS")
    done = [(2, "2C 3C 5C AC", 1), (1, "KC 4C 6C 2D", 1), (1, "QD JD 9D 7D", 1)]
    view = position(hands, leader=1, trick="QC", done=done).view(0)
    know = Knowledge(view)
    assert know.odd == [False, True, False, False] and not any(know.racing)


def test_an_unread_seat_keeps_only_the_sure_facts():
    checked = 0
    for view in random_states(300, 4):
        if view.phase != PLAY:
            continue
        know = Knowledge(view)
        for s in range(4):
            if know.odd[s] or know.excluded[s * 4:s * 4 + 4] == know.sure[s * 4:s * 4 + 4]:
                continue
            unread = [t == s for t in range(4)]
            told = Knowledge(view, unread)
            assert told.excluded[s * 4:s * 4 + 4] == told.sure[s * 4:s * 4 + 4]
            for t in range(4):
                if t != s:
                    assert told.excluded[t * 4:t * 4 + 4] == know.excluded[t * 4:t * 4 + 4]
            checked += 1
    assert checked > 20


def test_hard_remembers_the_place_of_a_seat_that_broke_the_rules():
    # West does not duck in duck_or_take: in a later hand where every seat has played by
    # the rules so far, hard still reads nothing of the seat after its own, wherever it sits.
    plain = [v for v in random_states(400, 5) if v.phase == PLAY and len(v.legal) > 1
             and not any(Knowledge(v).odd)]
    later = [v for v in plain if v.seat == 0][0]
    elsewhere = [v for v in plain if v.seat == 2][0]
    seen = []

    class Recording(Knowledge):
        def __init__(self, view, unread):
            seen.append(list(unread))
            Knowledge.__init__(self, view, unread)

    kept = hard.Knowledge
    hard.Knowledge = Recording
    try:
        player = hard_player(Rng(1), 300)
        player(duck_or_take("AC", "QC"))
        player(later)
        player(elsewhere)
    finally:
        hard.Knowledge = kept
    assert seen == [[False] * 4, [False, True, False, False], [False, False, False, True]]


# A hand passed to the left: seat 3, a shooter's hand of high cards, gave seat 0 its three
# lowest (2D 3D 4S), won the first trick with AC and leads AD to the second.
LOW_PASS_HANDS = ("2D 3D 4S 9D TD JD 5S 6S 7S 8S 8H 9H TH",
                  "2C 3C 4C 5C 6C 7C 8C 9C TC 2H 3H 4H 5H",
                  "JC QC KC 4D 5D 6D 7D 8D 2S 3S 6H 7H AS",
                  "AC QD KD AD 9S TS JS QS KS JH QH KH AH")


def passed_low(received="2D 3D 4S"):
    """The second trick of LOW_PASS_HANDS, seat 3 having passed seat 0 received."""
    hands = [cards(h) for h in LOW_PASS_HANDS]
    swap = [c for c in cards("2D 3D 4S") if c not in cards(received)]
    gone = [c for c in cards(received) if c not in cards("2D 3D 4S")]
    hands[0] = [c for c in hands[0] if c not in swap] + gone
    hands[3] = [c for c in hands[3] if c not in gone] + swap
    trick0 = cards("2C JC AC 9D")
    for s in range(4):
        hands[s] = [c for c in hands[s] if c not in trick0 + cards("AD")]
    passed = [cards("8C 9C TC"), cards("6H 7H AS"), cards("QS AH KH"), cards(received)]
    return Game.from_snapshot({
        "v": 1, "target": 100, "moon_minus": False, "qs_breaks": False,
        "totals": [0, 0, 0, 0], "hand_no": 0, "phase": "play", "hands": hands,
        "pass_dir": 0, "passed": passed, "received": [passed[3]] + passed[:3],
        "trick": cards("AD"), "leader": 3, "turn": 0, "trick_no": 1,
        "tricks": [[1, trick0, 3]], "hearts_broken": False, "taken": [0, 0, 0, 0],
        "hand_points": None, "moon": None}).view(0)


def test_a_pass_of_three_low_cards_marks_the_passer_as_a_shooter():
    view = passed_low()
    know = Knowledge(view)
    assert know.racing == know.odd == [False, False, False, True]
    # Its lowest went to us: in every deal the rest of its hand ranks above the 4.
    for _ in range(20):
        masks = sample(know)
        assert not any(masks[12 + u] & 3 for u in range(4))
    # A pass with a high card in it is what ai.basic passes: no sign of a shooter.
    know = Knowledge(passed_low("2D 3D QS"))
    assert not any(know.racing)


def test_hard_keeps_its_high_cards_under_a_shooters_first_won_trick():
    # The shooter holds every point (none yet) and has won the only trick: seat 0 keeps
    # JD, a later stopper, under its AD and plays its lowest diamond.
    view = passed_low()
    cands = candidates(view, ai.basic(view))
    assert strs(cands) == "JD 2D"
    assert strs(hard.moon_defence(view, cands, Knowledge(view))) == "2D"
    assert card_str(hard_player(Rng(1))(view)) == "2D"


def test_hard_waits_against_a_seat_that_neither_ducks_nor_runs():
    # Shedding KC said West had no AC; leading it says West does not duck, but a shooter
    # would have played the ace first: like a random player, it is no moon threat yet.
    view = duck_or_take("AC", "QC")
    know = Knowledge(view)
    assert know.odd == [False, True, False, False] and not any(know.racing)
    cands = candidates(view, cards("5H")[0])
    assert hard.moon_defence(view, cands, know) == cands
    # Led QC instead, as a ducking player may, the same tricks are no threat either.
    view = duck_or_take("QC", "AC")
    know = Knowledge(view)
    assert not any(know.odd)
    cands = candidates(view, cards("5H")[0])
    assert hard.moon_defence(view, cands, know) == cands


def test_playouts_let_the_queen_break_hearts_when_the_game_says_so():
    # 2S QS 3S 4S goes to seat 1, which now looks like shooting and leads its highest card:
    # 2C while hearts are shut, AH where the Q-spade broke them.
    hands = ("2S 5H 9D", "QS AH 2C", "3S 3H 3C", "4S 4H 4C")
    results = []
    for qs in (False, True):
        taken = [0, 0, 0, 0]
        won = [0, 0, 0, 0]
        play_out(masks_of(hands), 0, [], 10, False, qs, taken, won)
        results.append(taken)
    assert results == [[0, 16, 0, 1], [0, 17, 0, 0]]


def test_playout_seats_that_play_like_basic_neither_shoot_nor_stop_a_run():
    # Seat 0 holds all 25 points taken and leads AC: a defender (plain 0) keeps 5H off the
    # trick and later takes its own AD away, so 4D wins 5H; a seat playing ai.basic's
    # rules throws 5H on the AC and the moon goes through.
    hands = ("AC 2D", "5H AD", "2C 3D", "3C 4D")
    results = []
    for plain in (0, 0b1110):
        taken = [25, 0, 0, 0]
        won = [11, 0, 0, 0]
        play_out(masks_of(hands), 0, [], 11, True, False, taken, won, -1, plain)
        results.append(taken)
    assert results == [[25, 0, 0, 1], [26, 0, 0, 0]]


def test_playout_lets_a_racing_seat_play_for_the_moon_from_the_start():
    # No points taken yet: seat 1 leads its lowest club, unless it is known to be racing
    # for the moon (hard.evaluate's racer): then it leads AC and collects the hearts.
    hands = ("3C 2H", "2C AC", "4C 3H", "5C 4H")
    results = []
    for racer in (-1, 1):
        taken = [0, 0, 0, 0]
        won = [3, 3, 3, 2]
        play_out(masks_of(hands), 1, [], 11, True, False, taken, won, racer)
        results.append(taken)
    assert results == [[0, 0, 0, 3], [0, 3, 0, 0]]


def test_hard_work_stays_within_its_budget_priced_as_measured():
    """What a decision does, priced as hard.py prices each kind of work (as measured on the
    emulated Pico), stays within the budget in every phase of the hand."""
    work = {"us": 0}
    real_sample, real_run = hard.sample, playout.run

    def sample_(know):
        before = know.shuffles
        check = know.plans[0][1]
        masks = real_sample(know)
        # A check is paid by every shuffle of a plan that checks, the last one too.
        work["us"] += (hard.DEAL_US + hard.UNSEEN_US * len(know.unseen) + (
            hard.CHECK_US if check else 0)) * (know.shuffles - before)
        return masks

    def run_(buf, masks, leader, trick_no, *rest):
        left = sum(bin(masks[k]).count("1") for k in range(16))
        work["us"] += hard.RUN_US + hard.CARD_US * left
        return real_run(buf, masks, leader, trick_no, *rest)

    hard.sample, playout.run = sample_, run_
    try:
        worst = 0
        player = hard_player(Rng(3), hard.BUDGET // 4)
        for view in random_states(400, 12):
            if view.phase == PLAY and len(view.legal) > 1:
                work["us"] = 0
                player(view)
                worst = max(worst, work["us"])
    finally:
        hard.sample, playout.run = real_sample, real_run
    assert hard.BUDGET // 8 < worst <= 1.1 * hard.BUDGET // 4
