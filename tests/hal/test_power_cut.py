# runs-on: micropython
"""hal.storage on the device's own filesystem (vfs.VfsLfs2, MicroPython only) over a flash
chip in RAM that loses power at a chosen block write: for every cut point while saving
settings, stats and each game's resume state, the remounted image holds the old or the
new record, never a damaged one (the app starting on such images: tests/firmware/
test_faults.py). A full filesystem
refuses a save with a notice and keeps the old record.

Also (CPython and MicroPython): 1,000 seeded garbage, truncated, oversized, foreign,
wrong-version and undecodable files load as the default with a notice."""
import os

from hal.rng import Rng
from hal.storage import Storage
from tests.hal.garbage import KINDS, write_garbage
from tests.scratch import scratch
from tests.hal.lfs_flash import (DATA, MODES, MOUNT, VfsLfs2, app_records, cut_at_every_write,
                                  formatted, mount, power_cycle)


# realistic records ---------------------------------------------------------------------
def records():
    """(name, version, old, new) of every record the app saves, in realistic sizes: each
    game's resume state from its tooling.resume_sample (then unloaded, with the engine it
    used: the records are all this suite keeps)."""
    from firmware.gamehost import RESUME_VERSION, unload
    from sim.games import names, tooling
    found = app_records()
    for name in names():
        make = tooling(name).resume_sample
        found.append(("resume_" + name, RESUME_VERSION, make(1), make(2)))
        unload(name)
    return found


if VfsLfs2 is not None:
    RECORDS = records()  # at import: the engines compile while the heap is still in one piece

    def test_power_cut_at_every_block_write_of_every_record_4k_blocks():
        # the Pico's own layout: 4 KB erase blocks; littlefs compacts the folder's metadata
        # every 14th save of a small record: 1..15 earlier saves put a cut inside one
        for name, version, old, new in RECORDS:
            for history in range(1, 16):
                assert cut_at_every_write(4096, 6, name, version, old, new,
                                          history=history) >= 3

    def test_power_cut_at_every_block_write_of_every_record_512b_blocks():
        # small blocks: records span several, metadata compacts every few saves
        for name, version, old, new in RECORDS:
            for history in range(1, 9):
                assert cut_at_every_write(512, 48, name, version, old, new,
                                          history=history) >= 3

    def test_power_cut_during_the_first_save_leaves_no_record_or_the_new_one():
        for mode in MODES:
            for at in range(12):
                flash = formatted(512, 48)
                storage = mount(flash)
                flash.cut(at, mode)
                storage.save("settings", 1, {"contrast": 1})
                got = power_cycle(flash).load("settings", 1, "default")
                assert got in ("default", {"contrast": 1}), (mode, at, got)

    def test_full_filesystem_refuses_the_save_with_a_notice_and_keeps_the_old_record():
        flash = formatted(512, 48)
        storage = mount(flash)
        assert storage.save("stats", 1, {"boots": 1, "games": {}})
        filler = bytes(512)
        with open(MOUNT + "/filler", "wb") as f:
            try:
                while True:
                    f.write(filler)
                    f.flush()
            except OSError:
                pass  # ENOSPC: the disk is full
        big = {"boots": 2, "games": {"poker": 1}, "pad": "x" * 2048}
        assert storage.save("stats", 1, big) is False
        notices = storage.take_notices()
        assert len(notices) == 1 and "stats not saved" in notices[0], notices
        assert storage.load("stats", 1, None) == {"boots": 1, "games": {}}
        assert "stats.tmp" not in os.listdir(DATA)
        assert power_cycle(flash).load("stats", 1, None) == {"boots": 1, "games": {}}


def _scratch(tag):
    root = scratch("garbage-" + tag)
    try:
        for name in os.listdir(root):
            os.remove(root + "/" + name)
    except OSError:
        pass
    return Storage(root)


def test_damaged_files_a_thousand_load_as_default_with_a_notice():
    from firmware import settings
    storage = _scratch("load")
    rng = Rng(2026)
    for i in range(1000):
        kind = i % KINDS
        write_garbage(storage.root + "/settings.rec", rng, kind)
        got = storage.load("settings", 1, "default", settings.valid)
        assert got == "default", (i, kind, got)
        notices = storage.take_notices()
        assert len(notices) == 1, (i, kind, notices)
        if "out of memory" in notices[0]:
            # MicroPython's parser gave up on the nesting: the file is kept where it is
            assert kind == 8, (i, kind, notices)
            continue
        assert "settings was damaged" in notices[0], (i, kind, notices)
        assert not storage.exists("settings")  # kept aside as settings.bad
        assert "settings.bad" in os.listdir(storage.root)
