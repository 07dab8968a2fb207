"""The host's channels to several handhelds (linked Hearts for 3 or 4 people), one per
handheld that may join, polled, closed and quit together as the game's ctx.link. Towards the
lobby it shows the face of one channel: up while any joiner is."""
from firmware.link.channel import CONNECTING, REFUSED, UP


class Hub:
    def __init__(self, chans):
        self.chans = chans
        self.left = False

    def poll(self, now):
        for chan in self.chans:
            chan.poll(now)

    def close(self):
        for chan in self.chans:
            chan.close()

    def quit(self):
        for chan in self.chans:
            chan.quit()

    @property
    def closed(self):
        for chan in self.chans:
            if not chan.closed:
                return False
        return True

    def joined(self):
        """The channels up now, in port order."""
        return [chan for chan in self.chans if chan.up()]

    def up(self):
        return bool(self.joined())

    @property
    def state(self):
        if self.up():
            return UP
        return REFUSED if self.message else CONNECTING

    @property
    def message(self):
        for chan in self.chans:
            if chan.state == REFUSED:
                return chan.message
        return None

    @property
    def playing(self):
        for chan in self.chans:
            if chan.playing:
                return True
        return False

    @property
    def peer_version(self):
        return self.joined()[0].peer_version

    # counts, summed: sim/link.py prints them
    @property
    def junk(self):
        return sum(chan.junk for chan in self.chans)

    @property
    def bad(self):
        return sum(chan.bad for chan in self.chans)

    @property
    def resent(self):
        return sum(chan.resent for chan in self.chans)
