# runs-on: micropython
from firmware.games.poker.stats import LINE_CHARS, lines
from firmware.games.poker.wild import FIVE_OF_A_KIND


def test_each_machine_played_has_its_lines_under_its_name_and_its_own_best_hand():
    jacks = {"played": 2, "won": 1, "streak": 1, "longest": 1, "bet": 10, "paid": 20,
             "hand": 2}
    deuces = {"played": 1, "won": 1, "streak": 1, "longest": 1, "bet": 5, "paid": 75,
              "hand": FIVE_OF_A_KIND}
    # the machine named even when it is the only one (the page's title is the game's)
    assert lines({"Jacks or Better": jacks}) == [
        "9/6 Jacks/Better:", "HANDS 2, WON 1", "WIN STREAK 1, BEST 1", "PAID BACK 200.0%",
        "BEST TWO PAIR"]
    both = lines({"Deuces Wild": deuces, "Jacks or Better": jacks})
    assert both[0] == "9/6 Jacks/Better:" and both[4] == "BEST TWO PAIR"
    assert both[5] == "Full-pay Deuces:" and both[-1] == "BEST FIVE OF A KIND"
    assert "PAID BACK 1500.0%" in both


def test_the_play_against_perfect_play_and_the_mistakes_by_kind():
    tally = {"played": 3, "won": 1, "bet": 15, "paid": 10, "ev_bet": 15, "ev_yours": 14805,
             "ev_best": 14925, "miss_kicker": 2, "miss_deuce": 1}
    out = lines({"Deuces Wild": tally})
    at = out.index("YOUR HOLDS 98.7%")
    assert out[at:] == ["YOUR HOLDS 98.7%", "PERFECT HOLDS 99.5%", "THREW A DEUCE 1",
                        "KEPT A KICKER 2"]
    assert "YOUR HOLDS" not in " ".join(lines({"Deuces Wild": {"played": 1, "bet": 5}}))


def test_the_labels_are_in_capitals_as_on_the_other_games_pages():
    # a fresh review: "Hands 1, won 1" here, "HANDS 1 ... PAID BACK" on the pay table's
    # stats page, GAMES WON RUN BEST over the other games' rows
    tally = {"played": 1, "won": 1, "streak": 1, "longest": 1, "bet": 5, "paid": 10,
             "hand": 2, "ev_bet": 5, "ev_yours": 5000, "ev_best": 5000, "miss_few": 1}
    out = lines({"Jacks or Better": tally})
    assert out[0] == "9/6 Jacks/Better:"   # the machine as the player chose it
    for line in out[1:]:
        assert line == line.upper(), line


def test_every_line_fits_the_page_with_its_figure_on_it():
    # a fresh reviewer: "Missed flush draw:" wrapped its number onto the next line
    tally = {"played": 12345, "won": 6789, "streak": 99, "longest": 120, "bet": 61725,
             "paid": 6172500, "ev_bet": 5, "ev_yours": 5000, "ev_best": 50350}
    tally.update(("miss_" + key, 1234) for key in ("royal", "flush", "straight", "deuce"))
    tally["hand"] = 10  # FOUR 2s-4s + A-4: too long beside "Best ", its short name
    out = lines({"Double Double Bonus": tally})
    assert all(len(line) <= LINE_CHARS for line in out), out
    assert out[1:5] == ["HANDS 12345", "HANDS WON 6789", "WIN STREAK 99", "BEST STREAK 120"]
    assert "PAID BACK 10000.0%" in out and "PERFECT 1007.0%" in out  # a word less
    assert "MISSED ROYAL 1234" in out and "MISSED STRAIGHT 1234" in out
    assert "BEST 2-4+A-4" in out


def test_double_ups_and_the_wins_lost_there_on_a_line_of_their_own():
    # review 57: HANDS 1, WON 1 beside PAID BACK 0.0%, the win lost in the double-up; a
    # record from before these counts shows no such line (it counted none)
    tally = {"played": 1, "won": 1, "streak": 1, "longest": 1, "bet": 5, "paid": 0,
             "hand": 2, "doubles": 1, "doubles_lost": 1}
    assert lines({"Jacks or Better": tally})[1:5] == [
        "HANDS 1, WON 1", "WIN STREAK 1, BEST 1", "PAID BACK 0.0%", "DOUBLE-UPS 1, LOST 1"]
    tally.update(doubles=12345, doubles_lost=6789)
    out = lines({"Jacks or Better": tally})
    assert "DOUBLE-UPS 12345" in out and "DOUBLE-UPS LOST 6789" in out
    assert all(len(line) <= LINE_CHARS for line in out), out
    del tally["doubles"], tally["doubles_lost"]
    assert "DOUBLE" not in " ".join(lines({"Jacks or Better": tally}))
    tally["doubles"] = 2   # doubled up twice, kept: none lost
    assert "DOUBLE-UPS 2, LOST 0" in lines({"Jacks or Better": tally})
