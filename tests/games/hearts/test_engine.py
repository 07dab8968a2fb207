# runs-on: micropython
import json

from firmware.games.hearts.engine import (
    GAME_END, HAND_END, PASS, PLAY, QUEEN_SPADES, TWO_CLUBS, Game, card_points, card_str,
    parse_card, pass_target, trick_winner)
from hal.rng import Rng
from tests.games.hearts.positions import (
    QUEEN_AND_HEARTS, SUIT_PER_SEAT, cards, last_trick, position, second_trick)
from tests.util import raises


def strs(cs):
    return " ".join(card_str(c) for c in cs)


def game_at_hand(hand_no, seed=1):
    """A fresh deal for hand number hand_no (0-based), so its pass direction is the cycle's."""
    g = Game(first_hand=hand_no)
    g.deal(Rng(seed))
    assert g.hand_no == hand_no
    return g


def test_card_notation_round_trips_and_sorts_by_suit_then_rank():
    assert [card_str(c) for c in range(0, 52, 13)] == ["2C", "2D", "2S", "2H"]
    assert card_str(QUEEN_SPADES) == "QS" and card_str(TWO_CLUBS) == "2C"
    for c in range(52):
        assert parse_card(card_str(c)) == c
    raises(ValueError, parse_card, "1C")
    raises(ValueError, parse_card, "QX")


def test_pass_cycle_left_right_across_none():
    directions = [game_at_hand(n).pass_dir for n in range(8)]
    assert directions == [0, 1, 2, 3, 0, 1, 2, 3]
    assert [game_at_hand(n).phase for n in range(4)] == [PASS, PASS, PASS, PLAY]
    assert [pass_target(0, d) for d in range(4)] == [1, 3, 2, 0]
    assert [pass_target(3, d) for d in range(4)] == [0, 2, 1, 3]


def test_pass_exchange_gives_each_seat_the_passed_cards():
    for hand_no in range(3):
        g = game_at_hand(hand_no, seed=5)
        before = [list(h) for h in g.hands]
        for s in range(4):
            g.pass_cards(s, before[s][:3])
            assert g.phase == (PLAY if s == 3 else PASS)
        for s in range(4):
            t = pass_target(s, hand_no)
            assert g.received[t] == before[s][:3]
            for c in before[s][:3]:
                assert c in g.hands[t] and (c not in g.hands[s] or t == s)
            assert len(g.hands[s]) == 13 and g.hands[s] == sorted(g.hands[s])


def test_a_view_cannot_change_the_game():
    g = game_at_hand(0, seed=5)
    for s in range(4):
        g.pass_cards(s, g.hands[s][:3])
    snap = json.dumps(g.snapshot())
    view = g.view(g.turn)
    for field in (view.hand, view.legal, view.passed, view.received, view.trick, view.taken,
                  view.totals):
        field.append(0)
    view.tricks.append(None)
    assert json.dumps(g.snapshot()) == snap


def test_pass_rejects_bad_choices():
    g = game_at_hand(0)
    hand = g.hands[0]
    raises(ValueError, g.pass_cards, 0, hand[:2])
    raises(ValueError, g.pass_cards, 0, [hand[0], hand[0], hand[1]])
    raises(ValueError, g.pass_cards, 0, [hand[0], hand[1], g.hands[1][0]])
    g.pass_cards(0, hand[:3])
    raises(ValueError, g.pass_cards, 0, g.hands[0][3:6])
    raises(ValueError, g.play, g.hands[0][5])  # still passing


def test_two_clubs_holder_leads_it_to_the_first_trick():
    for seed in range(6):
        g = game_at_hand(3, seed)
        assert TWO_CLUBS in g.hands[g.turn] and g.turn == g.leader
        assert g.legal() == [TWO_CLUBS]
        other = [c for c in g.hands[g.turn] if c != TWO_CLUBS][0]
        raises(ValueError, g.play, other)


def test_follow_suit_when_possible():
    g = second_trick(1, "5D AS KH")  # seat 0 holds 2D 3D 4D among clubs
    assert g.turn == 0 and strs(g.legal()) == "2D 3D 4D"
    raises(ValueError, g.play, parse_card("AC"))


def test_void_seat_may_play_any_card_after_the_first_trick():
    g = second_trick(1, "5D")
    assert g.turn == 2 and strs(g.legal()) == "3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"
    g.play(QUEEN_SPADES)
    assert strs(g.legal()) == "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"


def test_first_trick_forbids_hearts_and_queen_when_void():
    g = position(QUEEN_AND_HEARTS, leader=1, trick="2C 2D")
    assert g.turn == 3 and "QS" not in strs(g.legal()) and "AH" not in strs(g.legal())
    assert strs(g.legal()) == "2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS"
    raises(ValueError, g.play, parse_card("AH"))


def test_first_trick_exception_only_hearts_in_hand():
    g = position(SUIT_PER_SEAT, leader=1, trick="2C 2D 2S")
    assert g.turn == 0 and len(g.legal()) == 13
    g.play(parse_card("AH"))
    assert g.hearts_broken


def test_first_trick_exception_queen_and_hearts_only():
    g = position(QUEEN_AND_HEARTS, leader=1, trick="2C 2D 2S")
    assert g.turn == 0 and len(g.legal()) == 13 and QUEEN_SPADES in g.legal()
    assert g.play(QUEEN_SPADES) == (1, 13)


def test_hearts_may_not_be_led_before_broken():
    g = second_trick(1)
    assert "AH" not in strs(g.legal()) and len(g.legal()) == 11
    raises(ValueError, g.play, parse_card("AH"))
    g = second_trick(1, broken=True)
    assert "AH" in strs(g.legal()) and len(g.legal()) == 12


def test_hearts_may_be_led_when_only_hearts_remain():
    g = second_trick(3)
    assert not g.hearts_broken and len(g.legal()) == 12
    g.play(parse_card("2H"))
    assert g.hearts_broken


def test_discarding_a_heart_breaks_hearts():
    g = second_trick(1, "5D AS")
    assert not g.hearts_broken
    g.play(parse_card("KH"))
    assert g.hearts_broken


def test_queen_breaks_hearts_only_with_the_option():
    g = second_trick(1, "5D")
    g.play(QUEEN_SPADES)
    assert not g.hearts_broken
    g = second_trick(1, "5D", qs_breaks=True)
    g.play(QUEEN_SPADES)
    assert g.hearts_broken


def test_trick_goes_to_highest_card_of_the_led_suit():
    assert trick_winner(1, cards("5D AS KH 4D")) == 1
    assert trick_winner(2, cards("5D AS KH 4D")) == 2
    assert trick_winner(0, cards("2C 3C 4D AC")) == 3
    g = second_trick(1, "5D QS KH")
    assert g.play(parse_card("4D")) == (1, 14)
    assert g.leader == 1 and g.turn == 1 and g.trick_no == 2 and g.taken == [0, 14, 0, 0]


def test_points_hearts_one_queen_thirteen():
    assert sum(card_points(c) for c in range(52)) == 26
    assert card_points(QUEEN_SPADES) == 13 and card_points(parse_card("2H")) == 1
    assert card_points(parse_card("KS")) == 0 and card_points(parse_card("AD")) == 0


def test_hand_scores_taken_points():
    g = last_trick([3, 13, 9, 0], totals=(10, 20, 30, 40))
    for c in "AH 2S 3S 4S".split():
        g.play(parse_card(c))
    assert g.phase == HAND_END and g.moon is None
    assert g.hand_points == [4, 13, 9, 0] and g.totals == [14, 33, 39, 40]


def test_moon_shooter_scores_zero_others_twenty_six():
    g = last_trick([25, 0, 0, 0], totals=(10, 20, 30, 40))
    for c in "AH 2S 3S 4S".split():
        g.play(parse_card(c))
    assert g.moon == 0 and g.hand_points == [0, 26, 26, 26] and g.totals == [10, 46, 56, 66]


def test_moon_minus_option_shooter_loses_twenty_six():
    g = last_trick([25, 0, 0, 0], totals=(10, 20, 30, 40), moon_minus=True)
    for c in "AH 2S 3S 4S".split():
        g.play(parse_card(c))
    assert g.moon == 0 and g.hand_points == [-26, 0, 0, 0] and g.totals == [-16, 20, 30, 40]


def test_game_ends_at_target_lowest_total_wins():
    g = last_trick([12, 13, 0, 0], totals=(80, 90, 60, 70))
    for c in "AH 2S 3S 4S".split():
        g.play(parse_card(c))
    assert g.phase == GAME_END and g.totals == [93, 103, 60, 70] and g.winners() == [2]
    g = last_trick([12, 13, 0, 0], totals=(80, 80, 60, 70), target=120)
    for c in "AH 2S 3S 4S".split():
        g.play(parse_card(c))
    assert g.phase == HAND_END
    raises(ValueError, g.play, TWO_CLUBS)


def test_tied_lowest_totals_share_the_win():
    g = last_trick([12, 13, 1, 0], totals=(80, 90, 60, 61))
    for c in "AH 2S 3S 4S".split():
        g.play(parse_card(c))
    assert g.phase == GAME_END and g.totals == [93, 103, 61, 61] and g.winners() == [2, 3]


def play_randomly(g, rng, plays):
    for _ in range(plays):
        if g.phase == PASS:
            for s in range(4):
                if g.passed[s] is None:
                    hand = list(g.hands[s])
                    rng.shuffle(hand)
                    g.pass_cards(s, hand[:3])
        elif g.phase == PLAY:
            g.play(rng.choice(g.legal()))
        else:
            g.deal(rng)


def test_random_hands_deal_every_card_once_and_26_points():
    rng = Rng(11)
    g = Game()
    for _ in range(8):
        g.deal(rng)
        assert sorted(c for h in g.hands for c in h) == list(range(52))
        while g.phase in (PASS, PLAY):
            play_randomly(g, rng, 1)
        assert sum(g.taken) == 26 and len(g.tricks) == 13
        assert sum(g.hand_points) in (26, 78)


def test_snapshot_resumes_mid_trick_exactly():
    g = Game()
    play_randomly(g, Rng(3), 1 + 1 + 4 * 5 + 2)  # deal, pass, 5 tricks, 2 cards
    assert g.phase == PLAY and g.trick_no == 5 and len(g.trick) == 2
    saved = json.loads(json.dumps(g.snapshot()))
    resumed = Game.from_snapshot(saved)
    assert resumed.snapshot() == g.snapshot()
    play_randomly(g, Rng(9), 200)
    play_randomly(resumed, Rng(9), 200)
    assert resumed.snapshot() == g.snapshot()


def test_bad_snapshots_are_rejected():
    g = Game()
    play_randomly(g, Rng(4), 8)
    snap = g.snapshot()
    raises(ValueError, Game.from_snapshot, {})
    for key, value in (("v", 99), ("hands", None), ("turn", (g.turn + 1) % 4),
                       ("trick_no", 7), ("phase", "lunch")):
        bad = json.loads(json.dumps(snap))
        bad[key] = value
        raises(ValueError, Game.from_snapshot, bad)
    bad = json.loads(json.dumps(snap))
    bad["hands"][0][0] = bad["hands"][1][0]  # a card twice, another missing
    raises(ValueError, Game.from_snapshot, bad)
