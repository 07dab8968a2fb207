# runs-on: micropython
"""firmware/link's openers: a link's handshake numbers come from the board's link_nonce,
never from the game's rng, whose state one of its numbers would tell a joiner (and with it
every deal)."""
from firmware.link import open_channel, open_hub
from hal.rng import Rng
from sim.cable import Cable
from sim.clock import VirtualClock


class Ctx:
    """What the openers use of a game's context (firmware/gamehost.py)."""

    def __init__(self, peers):
        self.rng = Rng(7)
        self.clock = VirtualClock()
        self.nonces = Rng(99)
        self.peers = peers
        self.link = None

    def link_port(self, role, peer=0):
        return Cable().plug(role)

    def link_nonce(self):
        return self.nonces.next32()

    def link_peers(self):
        return self.peers


def test_a_hub_and_a_channel_leave_the_game_rng_as_it_was():
    for peers in (1, 3):
        ctx = Ctx(peers)
        hub = open_hub(ctx)
        assert ctx.rng.state() == Rng(7).state()   # the deals as without a link
        first = Rng(99).next32()
        assert [chan.nonce for chan in hub.chans] == [first + peer for peer in range(peers)]
    ctx = Ctx(1)
    chan = open_channel(ctx, 1)
    assert ctx.rng.state() == Rng(7).state() and chan.nonce == Rng(99).next32()
