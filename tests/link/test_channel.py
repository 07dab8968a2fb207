# runs-on: micropython
"""The link's channel (firmware/link/channel.py) over the simulated cable with a virtual
clock: handshake, ordered delivery through damage and cuts, link lost within 2 s and found
again, a restarted peer, refusals with a sentence, and noise counted."""
from firmware.link.channel import BYE, CLOSED, DATA, HOST, LOST, REFUSED, UP, Channel
from hal.rng import Rng
from sim.cable import Damage
from tests.link.pair import Pair


def up(pair):
    return pair.ends[0].up() and pair.ends[1].up()


def test_the_handshake_brings_both_ends_up_at_once():
    pair = Pair()
    assert pair.until(lambda: up(pair)) <= 60
    assert [end.joins for end in pair.ends] == [1, 1]
    assert pair.ends[1].peer_version == "v1"


def test_messages_arrive_in_order_both_ways():
    pair = Pair()
    pair.until(lambda: up(pair))
    for n in range(20):
        pair.ends[n % 2].send(DATA + n % 3, bytes((n,)))
    pair.until(lambda: len(pair.got[0]) + len(pair.got[1]) == 20)
    assert pair.got[1] == [(DATA + n % 3, bytes((n,))) for n in range(0, 20, 2)]
    assert pair.got[0] == [(DATA + n % 3, bytes((n,))) for n in range(1, 20, 2)]


def damaged_session(seed):
    damage = Damage(Rng(seed), rate=3)
    pair = Pair(damage)
    pair.until(lambda: up(pair), 20000)
    sent = ([], [])
    for n in range(60):
        side = Rng(seed + n).randbelow(2)
        payload = bytes((n, seed)) * (1 + n % 20)
        pair.ends[side].send(DATA, payload)
        sent[side].append((DATA, payload))
        pair.run(100 + 20 * (n % 4))   # a game sends a message or two a turn
    pair.until(lambda: len(pair.got[0]) + len(pair.got[1]) == 60, 120000)
    assert pair.got[1] == sent[0] and pair.got[0] == sent[1], seed
    assert damage.harmed > 0
    ends = pair.ends
    assert sum(e.junk + e.resent for e in ends) > 0, "damage went uncounted"
    assert ends[0].overflow == ends[1].overflow == 0


def test_a_damaged_line_loses_nothing_and_counts_the_harm():
    for seed in range(1, 6):
        damaged_session(seed)


def test_a_cut_is_link_lost_within_two_seconds_and_play_goes_on_when_it_is_back():
    pair = Pair()
    pair.until(lambda: up(pair))
    pair.run(700)
    pair.cable.cut()
    pair.ends[0].send(DATA, b"sent into the cut")
    took = pair.until(lambda: pair.ends[0].state == LOST and pair.ends[1].state == LOST)
    assert took <= 2000, took
    pair.run(3000)
    assert pair.got[1] == []
    pair.cable.restore()
    pair.until(lambda: up(pair), 1000)
    pair.until(lambda: pair.got[1] == [(DATA, b"sent into the cut")], 1000)
    assert [end.joins for end in pair.ends] == [1, 1], "a resumed link is no new join"


def test_a_restarted_peer_joins_again():
    pair = Pair()
    pair.until(lambda: up(pair))
    pair.ends[0].send(DATA, b"one")
    pair.until(lambda: pair.got[1])
    pair.ends[1] = Channel(pair.cable.ends[1], pair.clock, 1, 77, "v1")   # switched off, on
    pair.until(lambda: up(pair))
    assert pair.ends[0].joins == 2
    pair.ends[0].send(DATA, b"two")
    pair.until(lambda: pair.got[1][-1] == (DATA, b"two"))


def test_another_version_is_refused_with_a_sentence_on_both():
    pair = Pair(versions=("v1", "v2"))
    pair.run(1000)
    for end in pair.ends:
        assert end.state == REFUSED
    assert "v2" in pair.ends[0].message and "v1" in pair.ends[0].message
    assert "same version" in pair.ends[1].message
    assert pair.ends[1].up() is False and pair.ends[1].joins == 0


def test_two_hosts_are_told_one_must_join():
    pair = Pair(roles=(HOST, HOST))
    pair.run(1000)
    assert pair.ends[0].state == REFUSED
    assert "one must host" in pair.ends[0].message


def test_noise_and_a_foreign_device_are_counted_and_never_break_the_link():
    pair = Pair()
    pair.until(lambda: up(pair))
    rng = Rng(9)
    for n in range(50):
        pair.cable.inject(n % 2, bytes(rng.randbelow(256) for _ in range(40)))
        pair.cable.inject(1, b"AT+GMR\r\n\x7e\x05")   # a modem's chatter, a false start
        pair.ends[0].send(DATA, bytes((n,)))
        pair.run(40)
    pair.until(lambda: len(pair.got[1]) == 50)
    assert pair.got[1] == [(DATA, bytes((n,))) for n in range(50)]
    assert pair.ends[0].junk == 25 * 40 and pair.ends[1].junk == 25 * 40 + 50 * 10   # every byte
    assert up(pair)


def test_a_bye_says_the_other_left():
    pair = Pair()
    pair.until(lambda: up(pair))
    pair.ends[1].close()
    pair.run(100)
    assert pair.ends[0].left
    assert BYE > 0 and HOST == 0
    assert pair.ends[0].state == UP


def test_leaving_with_the_link_down_says_bye_once_it_is_back():
    pair = Pair()
    pair.until(lambda: up(pair))
    pair.cable.cut()
    pair.until(lambda: pair.ends[1].state == LOST)
    pair.ends[1].leave()   # the BYE would be lost on a cut cable: it waits
    pair.run(500)
    assert pair.ends[1].state == LOST and not pair.ends[0].left
    pair.cable.restore()
    pair.until(lambda: pair.ends[0].left)
    assert pair.ends[1].state == CLOSED


def test_quit_says_bye_now_once_the_link_is_back_or_closes_one_never_up():
    pair = Pair()
    pair.until(lambda: up(pair))
    pair.cable.cut()
    pair.until(lambda: pair.ends[1].state == LOST)
    pair.ends[1].quit()
    pair.run(500)
    assert not pair.ends[1].closed and not pair.ends[0].left
    pair.cable.restore()
    pair.until(lambda: pair.ends[0].left)
    assert pair.ends[1].closed
    lonely = Pair()
    lonely.cable.cut()
    lonely.run(300)
    lonely.ends[0].quit()   # never joined: nobody to tell
    assert lonely.ends[0].closed
