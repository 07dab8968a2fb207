import json

import bench._hearts_paired as paired
from firmware.games.hearts.engine import PASS
from firmware.games.hearts.hard import hard_player
from firmware.games.hearts.passing import hard_pass


def quick_hard(monkeypatch, passes, made):
    """make_player's hard at two deals a decision (quick under CPython), its passes
    recorded as (dealt hand, cards passed)."""
    original = paired.make_player

    def make(name, rng, iterations):
        if name != "hard":
            return original(name, rng, iterations)
        made.append(rng)
        player = hard_player(rng, 1)

        def choose(view):
            cards = player(view)
            if view.phase == PASS:
                passes.append((list(view.hand), cards))
            return cards
        return choose
    monkeypatch.setattr(paired, "make_player", make)


def test_a_series_keeps_its_focus_player_so_what_hard_remembers_acts(monkeypatch):
    passes, made = [], []
    quick_hard(monkeypatch, passes, made)
    alone, series = {}, {}
    paired.run("shooter", ["hard"], 0, 16, 1, 0, alone, "")
    first = passes[:]
    assert len(made) == 16
    # One hand a player: it never saw a shooter run for the moon before its pass.
    assert all(hard_pass(hand, False) == cards for hand, cards in first)
    del passes[:]
    paired.run("shooter", ["hard"], 0, 16, 1, 0, series, "", series=4)
    assert len(made) == 16 + 4
    hands = [i for i in range(16) if i % 4 != 3]  # the fourth hand of four has no pass
    wary = [i for i, (hand, cards) in zip(hands, passes)
            if cards == hard_pass(hand, True) != hard_pass(hand, False)]
    assert wary and all(i % 4 for i in wary)  # only after a hand with the same player
    for i in range(0, 16, 4):  # a series' first hand has a new player, as with --series 1
        assert series["hard"][str(i)] == alone["hard"][str(i)]


def test_the_pieces_of_one_focus_player_must_be_of_one_series(tmp_path, capsys):
    one, four = tmp_path / "one.json", tmp_path / "four.json"
    base = ["--table", "basic", "--focus", "basic", "--hands", "4"]
    assert paired.main(base + ["--save", str(one)]) == 0
    assert paired.main(base + ["--series", "4", "--save", str(four)]) == 0
    saved = json.loads(four.read_text())
    assert saved["series"] == 4 and sorted(saved["results"]["basic"]) == ["0", "1", "2", "3"]
    capsys.readouterr()
    assert paired.main(["--table", "basic", "--load", "%s,%s" % (one, four)]) == 2
    assert "basic's hands with --series 4" in capsys.readouterr().out
    # Under another name it compares with one hand a player, hand by hand: ai.basic
    # remembers nothing, so its hands are the same.
    assert paired.main(base + ["--series", "4", "--label", "basic-4", "--save", str(four)]) == 0
    capsys.readouterr()
    assert paired.main(["--table", "basic", "--load", "%s,%s" % (one, four)]) == 0
    out = capsys.readouterr().out
    assert "basic-4      4 hands, 4 a player:" in out
    assert "paired basic-4 - basic over 4 hands: +0.000 +- 0.000" in out


def test_a_series_must_fit_the_seat_it_is_played_in(capsys):
    for args in (["--series", "3"], ["--series", "4", "--start", "2"],
                 ["--series", "2", "--hands", "5"]):
        assert paired.main(["--table", "basic", "--focus", "basic"] + args) == 2
        assert "--series is 1, 2 or 4" in capsys.readouterr().out
