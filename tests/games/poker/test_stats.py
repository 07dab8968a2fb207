# runs-on: micropython
from firmware.games.poker.stats import lines
from firmware.games.poker.wild import FIVE_OF_A_KIND


def test_each_machine_played_has_its_lines_and_its_own_best_hand():
    jacks = {"played": 2, "won": 1, "streak": 1, "longest": 1, "bet": 10, "paid": 20,
             "hand": 2}
    deuces = {"played": 1, "won": 1, "streak": 1, "longest": 1, "bet": 5, "paid": 75,
              "hand": FIVE_OF_A_KIND}
    assert lines({"Jacks or Better": jacks}) == [
        "Hands 2, won 1", "Win streak 1, best 1", "Return 200.0%", "Best: TWO PAIR"]
    both = lines({"Deuces Wild": deuces, "Jacks or Better": jacks})
    assert both[0] == "9/6 Jacks/Better:" and both[4] == "Best: TWO PAIR"
    assert both[5] == "Full-pay Deuces:" and both[-1] == "Best: FIVE OF A KIND"
    assert "Return 1500.0%" in both


def test_the_play_against_perfect_play_and_the_mistakes_by_kind():
    tally = {"played": 3, "won": 1, "bet": 15, "paid": 10, "ev_bet": 15, "ev_yours": 14805,
             "ev_best": 14925, "miss_kicker": 2, "miss_deuce": 1}
    out = lines({"Deuces Wild": tally})
    at = out.index("Your play 98.7%")
    assert out[at:] == ["Your play 98.7%", "Perfect 99.5%", "Threw a deuce: 1",
                        "Kept a kicker: 2"]
    assert "Your play" not in " ".join(lines({"Deuces Wild": {"played": 1, "bet": 5}}))
