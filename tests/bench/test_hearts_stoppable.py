from bench._hearts_opponents import shooter_player
from bench._hearts_stoppable import (
    Search, clone, distinct, losing_card, losing_kind, main, stopping_cards)
from firmware.games.hearts.ai import basic
from firmware.games.hearts.engine import card_str
from firmware.games.hearts.match import as_card
from tests.games.hearts.positions import cards, filler_tricks, position

# Two tricks left; West (seat 1), a shooter with every point taken, leads AS.
PLAYERS = [None, shooter_player(), basic, basic]


def two_left(hands, taken):
    done = [(1, t[1], 1) for t in filler_tricks(" ".join(hands), 11)]
    return position(hands, leader=1, done=done, taken=taken, broken=True)


def test_a_defender_seeing_every_card_finds_the_stop_when_there_is_one():
    # Seat 0 must throw KD, not 3H, on the AS: West's 2D then loses to 4D, with our 3H on it.
    game = two_left(("KD 3H", "AS 2D", "3S 3D", "4S 4D"), (0, 25, 0, 0))
    assert Search(PLAYERS, 0, 1000).can_stop(game) is True


def test_no_line_stops_a_shooter_holding_every_trick():
    game = two_left(("2H 5D", "AS AH", "3S 3D", "4S 4D"), (0, 24, 0, 0))
    search = Search(PLAYERS, 0, 1000)
    assert search.can_stop(game) is False
    assert search.nodes >= 2  # both discards were tried


def test_cards_no_other_seat_separates_count_once():
    # Seat 0 follows AC with 2C 3C 5C 9C; West holds 4C and 6C-8C: 2C plays as 3C does.
    hands = ("2C 3C 5C 9C", "4C 6C 7C 8C", "TC JC QC KC", "AC 2S 3S 4S")
    game = position(hands, leader=3, trick="AC", done=filler_tricks(" ".join(hands), 9))
    assert [card_str(c) for c in distinct(game, game.legal())] == ["9C", "5C", "3C"]


def test_a_clone_holds_every_field_of_the_game_it_copies():
    # clone() copies Game's fields one by one: a field added to Game must be added there too.
    game = two_left(("KD 3H", "AS 2D", "3S 3D", "4S 4D"), (0, 25, 0, 0))
    game.play(game.legal()[0])
    copy = clone(game)
    assert vars(copy) == vars(game)
    copy.play(copy.legal()[0])
    assert vars(copy) != vars(game)  # nothing shared: the original stays as it was
    assert game.trick != copy.trick


def test_the_losing_card_is_the_first_after_which_no_line_stops_the_moon():
    # Seat 0 throws 3H on West's AS, where KD would have stopped the moon: its losing card.
    game = two_left(("KD 3H", "AS 2D", "3S 3D", "4S 4D"), (0, 25, 0, 0))
    turns = []
    for card in ("3H", "KD"):
        while game.turn != 0:
            game.play(as_card(PLAYERS[game.turn](game.view(game.turn))))
        turns.append(clone(game))
        game.play(cards(card)[0])
    assert game.moon == 1
    position, card = losing_card(PLAYERS, 0, turns, 1000)
    assert position is turns[0] and card_str(card) == "3H"
    assert losing_kind(position, card) == "discard"
    assert [card_str(c) for c in stopping_cards(PLAYERS, 0, position, 1000)] == ["KD"]


def test_series_must_fit_the_hands():
    assert main(["--series", "3", "--hands", "6"]) == 2
    assert main(["--series", "4", "--start", "2", "--hands", "4"]) == 2
