# runs-on: micropython
import json

from hal.rng import Rng
from firmware.games.poker import doubleup
from firmware.games.poker.cards import parse_all
from firmware.games.poker.engine import (BETTING, DOUBLE_LIMIT, DOUBLING, HOLDING, START_CREDITS,
                                         Machine, deal_cards, draw)
from firmware.games.poker.hands import JACKS_OR_BETTER, NOTHING
from tests.util import raises


def test_draw_for_all_32_masks():
    cards = list(range(10, 20))  # 10..14 dealt, 15..19 the draw set
    for mask in range(32):
        final = draw(cards, mask)
        nxt = 15
        for i in range(5):
            if mask >> i & 1:
                assert final[i] == cards[i], (mask, i)
            else:
                assert final[i] == nxt, (mask, i)
                nxt += 1
        # the unused tail of the draw set stays undealt
        assert nxt - 15 == 5 - bin(mask).count("1")


def test_deal_is_ten_distinct_cards_and_seeded():
    a = deal_cards(Rng(9), 10)
    assert len(a) == 10 and len(set(a)) == 10 and all(0 <= c < 52 for c in a)
    assert deal_cards(Rng(9), 10) == a
    assert deal_cards(Rng(10), 10) != a


def test_shuffle_uniform_in_every_slot_chi_square():
    # 5200 seeded deals: each card is expected 100 times in each of the ten slots.
    # Chi-square with 51 degrees of freedom: 90 is beyond the 99.9th percentile (~87.97),
    # so a fair shuffle passes and a biased one (e.g. j = randbelow(52)) fails.
    deals = 5200
    rng = Rng(2024)
    counts = [[0] * 52 for _ in range(10)]
    for _ in range(deals):
        cards = deal_cards(rng, 10)
        for slot in range(10):
            counts[slot][cards[slot]] += 1
    expected = deals / 52
    for slot in range(10):
        chi2 = sum((n - expected) ** 2 / expected for n in counts[slot])
        assert chi2 < 90, (slot, chi2)


def rigged(machine, rng, text):
    """Deal, then replace the ten cards by a known deck order."""
    machine.deal(rng)
    machine.cards = parse_all(text)


def test_credits_and_stats_for_a_paid_pair_of_jacks():
    m = Machine()
    assert m.credits == START_CREDITS and m.bet == 5 and m.phase == BETTING
    rigged(m, Rng(1), "JC JD 2S 5H 9C 3C 4D 7S 8H KC")
    assert m.credits == START_CREDITS - 5 and m.phase == HOLDING
    m.toggle(0)
    m.toggle(1)
    assert m.held == 3
    assert m.draw() == 5
    assert m.category == JACKS_OR_BETTER
    assert m.final == parse_all("JC JD 3C 4D 7S")
    assert m.credits == START_CREDITS
    assert m.stats == {"hands": 1, "bet": 5, "won": 5, "best": JACKS_OR_BETTER, "refills": 0}
    assert m.phase == BETTING and m.shown() == m.final


def test_losing_hand_and_small_bet():
    m = Machine()
    m.set_bet(2)
    rigged(m, Rng(1), "2C 5D 7S 9H JC 3C 4D 8S TH KC")
    assert m.draw() == 0 and m.category == NOTHING
    assert m.credits == START_CREDITS - 2
    assert m.stats["best"] == -1 and m.stats["bet"] == 2


def test_bet_changes_only_before_the_deal():
    m = Machine()
    seen = []
    for _ in range(5):
        m.bet_one()
        seen.append(m.bet)
    assert seen == [1, 2, 3, 4, 5]
    raises(ValueError, m.set_bet, 0)
    raises(ValueError, m.set_bet, 6)
    m.deal(Rng(3))
    raises(ValueError, m.set_bet, 1)
    raises(ValueError, m.bet_one)


def test_wrong_moves_raise():
    m = Machine()
    raises(ValueError, m.draw)
    raises(ValueError, m.toggle, 0)
    raises(ValueError, m.start_double, Rng(1))
    m.deal(Rng(1))
    raises(ValueError, m.deal, Rng(1))
    raises(ValueError, m.toggle, 5)
    raises(ValueError, m.set_held, 32)
    raises(ValueError, m.pick, 0)


def test_refill_when_broke_and_only_the_stake_capped_by_credits():
    m = Machine(credits=3)
    m.deal(Rng(5))
    assert m.stake == 3 and m.bet == 5 and m.credits == 0
    m.set_held(31)
    m.draw()
    assert m.stats["bet"] == 3
    m.credits = 0
    m.deal(Rng(6))
    # the chosen bet of 5 comes back once the credits cover it
    assert m.stake == 5 and m.credits == START_CREDITS - 5 and m.stats["refills"] == 1


def test_a_short_stake_is_paid_at_its_own_coins():
    m = Machine(credits=3)
    rigged(m, Rng(1), "TS JS QS KS AS 3C 4D 7S 8H KC")
    m.set_held(31)
    assert m.draw() == 250 * 3  # a royal on three coins, not the 5-coin 4000
    assert m.bet == 5
    m.deal(Rng(2))
    assert m.stake == 5 and m.credits == 750 - 5


def test_double_up_win_push_loss():
    for house, pick, outcome, back in (("7C", "9D", doubleup.HIGHER, 12),
                                       ("7C", "7D", doubleup.PUSH, 6),
                                       ("7C", "2D", doubleup.LOWER, 0)):
        m = Machine()
        m.set_bet(2)
        rigged(m, Rng(1), "JC JD JS 5H 9C 3C 4D 7S 8H KC")  # trips pay 6 at two coins
        m.set_held(7)
        assert m.draw() == 6
        m.start_double(Rng(2))
        assert m.phase == DOUBLING and len(m.hidden) == 4 and m.house not in m.hidden
        assert m.credits == START_CREDITS - 2
        m.house = parse_all(house)[0]
        m.hidden[2] = parse_all(pick)[0]
        assert m.pick(2) == outcome
        assert m.win == back and m.phase == BETTING and m.picked == 2
        assert m.credits == START_CREDITS - 2 + back
        assert m.stats["won"] == back


def test_double_up_moves_the_win_through_credits():
    m = Machine()
    rigged(m, Rng(1), "KC KD 2S 5H 9C 3C 4D 7S 8H TC")
    m.set_held(3)
    assert m.draw() == 5 and m.credits == START_CREDITS
    assert m.can_double()
    m.start_double(Rng(7))
    assert m.credits == START_CREDITS - 5 and m.stats["won"] == 0
    outcome = m.pick(0)
    assert m.credits == START_CREDITS - 5 + doubleup.settle(5, outcome)
    assert m.stats["won"] == m.win
    assert not Machine().can_double()
    m.win = DOUBLE_LIMIT + 1
    assert not m.can_double()


def test_persistence_round_trip_through_json():
    m = Machine()
    m.deal(Rng(11))
    m.toggle(2)
    d = json.loads(json.dumps(m.to_dict()))
    r = Machine.from_dict(d)
    assert r.to_dict() == m.to_dict()
    assert r.phase == HOLDING and r.held == 4
    r.draw()
    assert r.credits == m.credits + r.win


def test_a_state_saved_before_the_stake_existed_loads():
    m = Machine(credits=2)
    m.deal(Rng(11))
    d = m.to_dict()
    del d["stake"]
    d["bet"] = 2  # the old deal capped the bet itself
    assert Machine.from_dict(d).stake == 2


def test_damaged_records_are_rejected():
    good = Machine().to_dict()
    for key, value in (("credits", -1), ("bet", 9), ("phase", 7), ("held", 40),
                       ("stats", {}), ("cards", "xx")):
        d = dict(good)
        d[key] = value
        if key == "phase":
            d["cards"] = list(range(10))
        raises((ValueError, KeyError, TypeError), Machine.from_dict, d)
    d = dict(good)
    del d["credits"]
    raises(KeyError, Machine.from_dict, d)


def test_another_machine_pays_its_table_and_saves_its_name():
    from firmware.games.poker.machines import DEUCES
    from firmware.games.poker.wild import FOUR_DEUCES
    m = Machine(table=DEUCES)
    m.deal(Rng(3))
    m.cards = parse_all("2C 2D 2H 2S 9C 3C 4D 7S 8H KC")
    m.set_held(0b01111)
    assert m.draw() == 1000 and m.category == FOUR_DEUCES  # 200 per coin at 5 coins
    d = json.loads(json.dumps(m.to_dict()))
    assert d["machine"] == "deuces" and Machine.from_dict(d).table is DEUCES
    # Jacks or Better's saves stay as they were: no machine named, and such a save is its
    assert "machine" not in Machine().to_dict()
    assert Machine.from_dict(Machine().to_dict()).table.key == "jacks"
