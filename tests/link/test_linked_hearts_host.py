# runs-on: micropython, heap 472K: two whole apps and Hearts from source, as the linked games
"""What a linked Hearts host loads (its own suite: test_linked_hearts.py's module on the heap
leaves the unix port too little to load Hearts' link code once more): never the joiner's
table, whose code would take the host's heap on a Pico for nothing."""
import sys

from sim.link import BOOT_MS, Linked
from tests.link.hearts_link import start
from tests.link.linked import screen


def test_the_host_does_without_the_joiner_s_table():
    """linkview.py (the joiner's ViewGame) is never loaded on the host: its code would take
    1.4 KB of the host's heap on a Pico for nothing."""
    sys.modules.pop("firmware.games.hearts.linkview", None)
    host = Linked(1, "hearts", 3)
    host.run(BOOT_MS)
    assert screen(host, 0).linked.host
    assert "firmware.games.hearts.linkview" not in sys.modules
    start()   # a joiner loads it
    assert "firmware.games.hearts.linkview" in sys.modules
