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
