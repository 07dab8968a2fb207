"""A flash chip in RAM for vfs.VfsLfs2 (MicroPython only) that loses power at a chosen
block write, and the cut-at-every-write proof for one record (tests/hal/test_power_cut.py,
tests/firmware/test_faults.py)."""
import os

from hal.storage import Storage

try:
    import vfs
    VfsLfs2 = vfs.VfsLfs2
except (ImportError, AttributeError):  # CPython
    VfsLfs2 = None

MOUNT = "/flash"
DATA = MOUNT + "/data"

RAISE = 0  # the cut write and all later ones raise OSError (the driver sees the brown-out)
DROP = 1  # they silently do nothing (the chip is gone, the CPU still runs a moment)
TORN = 2  # the cut write lands half done, later ones do nothing
MODES = (RAISE, DROP, TORN)


class RamFlash:
    """A NOR flash in RAM with the block protocol VfsLfs2 uses: readblocks/writeblocks with
    offsets, ioctl 4 (count), 5 (size), 6 (erase). Programs and erases are counted as block
    writes; from write number cut_at on, power is gone (see MODES)."""

    def __init__(self, data, block_size):
        self.block_size = block_size
        self.data = data
        self.writes = 0
        self.cut_at = None
        self.mode = RAISE

    def cut(self, at, mode):
        self.cut_at = self.writes + at
        self.mode = mode

    def cut_happened(self):
        return self.cut_at is not None and self.writes > self.cut_at

    def _powered(self):
        """How much of this write lands: 2 whole, 1 half, 0 none (or raises)."""
        n = self.writes
        self.writes += 1
        if self.cut_at is None or n < self.cut_at:
            return 2
        if self.mode == RAISE:
            raise OSError(5)  # EIO
        return 1 if self.mode == TORN and n == self.cut_at else 0

    def readblocks(self, block, buf, offset=0):
        start = block * self.block_size + offset
        buf[:] = self.data[start:start + len(buf)]

    def writeblocks(self, block, buf, offset=0):
        power = self._powered()
        if power:
            start = block * self.block_size + offset
            size = len(buf) if power == 2 else len(buf) // 2
            self.data[start:start + size] = buf[:size]

    def ioctl(self, op, arg):
        if op == 4:
            return len(self.data) // self.block_size
        if op == 5:
            return self.block_size
        if op == 6:
            power = self._powered()
            if power:
                start = arg * self.block_size
                size = self.block_size if power == 2 else self.block_size // 2
                self.data[start:start + size] = memoryview(ERASED)[:size]
        return 0


def mount(flash):
    try:
        vfs.umount(MOUNT)
    except OSError:
        pass
    vfs.mount(VfsLfs2(flash), MOUNT)
    return Storage(DATA)


# One image, allocated at import (import this module first): a 192 KB heap fragmented by
# compiling the app has no 24 KB hole left.
CHIP = bytearray(24576) if VfsLfs2 is not None else None
ERASED = b"\xff" * 4096  # erase without allocating: callbacks may run with the heap locked


def formatted(block_size, blocks):
    """A freshly formatted chip of blocks x block_size bytes (at most 24 KB)."""
    size = block_size * blocks
    data = memoryview(CHIP)[:size]
    for i in range(0, size, block_size):
        data[i:i + block_size] = memoryview(ERASED)[:block_size]
    flash = RamFlash(data, block_size)
    VfsLfs2.mkfs(flash)
    return flash


def power_cycle(flash):
    """Remount what the chip holds now through a fresh filesystem object (nothing cached
    survives, as after a reset)."""
    try:
        vfs.umount(MOUNT)
    except OSError:
        pass  # the unmount may itself hit the dead chip
    return mount(RamFlash(flash.data, flash.block_size))


def app_records():
    """(name, version, old, new) of the records the app itself reads at power-up."""
    from firmware import settings
    # firmware.app's STATS record (not imported: the app's modules would take 37 KB here)
    STATS, STATS_VERSION = "stats", 1
    new_settings = dict(settings.DEFAULTS)
    new_settings["contrast"] = 3
    new_settings["sleep"] = 3
    return [
        (settings.RECORD, settings.VERSION, dict(settings.DEFAULTS), new_settings),
        (STATS, STATS_VERSION, {"boots": 41, "games": {"poker": 12, "hearts": 3}},
         {"boots": 42, "games": {"poker": 12, "hearts": 4, "tictactoe": 1}}),
    ]


def cut_at_every_write(block_size, blocks, name, version, old, new, boot=None, history=1):
    """Save new over old with the power cut at write 0, 1, 2, ... in every mode, until a
    save completes before the cut; returns how many writes a whole save takes. history:
    how many times old was saved before (a long history makes littlefs compact its
    metadata during the cut save). boot, if given, is called with the Storage of every
    remounted image."""
    at = 0
    while True:
        completed = True
        for mode in MODES:
            flash = formatted(block_size, blocks)
            storage = mount(flash)
            for _ in range(history):
                assert storage.save(name, version, old)
            flash.cut(at, mode)
            storage.save(name, version, new)  # False (and a notice) when the cut is seen
            completed = completed and not flash.cut_happened()
            storage = power_cycle(flash)
            got = storage.load(name, version, None)
            assert got == old or got == new, (name, block_size, at, mode, got)
            assert storage.take_notices() == [], (name, at, mode)
            # a temp file the cut left half-written is gone once the storage is back
            assert [n for n in os.listdir(DATA) if n.endswith(".tmp")] == [], (name, at, mode)
            if not flash.cut_happened():
                assert got == new, (name, at, mode)
            if boot is not None:
                boot(storage)
        if completed:
            return at
        at += 1
