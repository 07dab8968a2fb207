# runs-on: micropython, whole app
"""The app boots normally after a power cut at every block write of its settings and stats
(vfs.VfsLfs2 over a RAM flash, MicroPython only), and on damaged records of every kind
(with a notice). Other device-side faults: test_app_faults.py."""
import gc
import os

from tests.hal.lfs_flash import DATA, VfsLfs2, app_records, cut_at_every_write  # noqa: I100 first
from hal.rng import Rng
from tests.hal.garbage import KINDS, write_garbage
from tests.scratch import scratch


def _scratch(tag):
    root = scratch("faults-" + tag)
    try:
        for name in os.listdir(root):
            os.remove(root + "/" + name)
    except OSError:
        pass
    try:
        os.mkdir(root)
    except OSError:
        pass
    return root


def _damaged_folders():
    """Folders with damaged settings and stats of every kind, written before the app is
    imported: the app and its simulated board take most of a 192 KB heap."""
    rng = Rng(7)
    roots = []
    for kind in range(KINDS):
        root = _scratch("garbage%d" % kind)
        for name in ("settings", "stats"):
            write_garbage(root + "/" + name + ".rec", rng, kind)
        roots.append(root)
    return roots


DAMAGED = _damaged_folders()
gc.collect()

from firmware.app import App  # noqa: E402
from sim.board import SimBoard  # noqa: E402


def boot_on(storage):
    """The app boots on the remounted image: no notice, launcher and splash, boot counted."""
    from firmware.stats import RECORD as STATS, VERSION as STATS_VERSION
    boots = storage.load(STATS, STATS_VERSION, {"boots": 0})["boots"]
    board = SimBoard(seed=1, state_dir=DATA)
    app = App(board)
    assert len(app.views) == 2 and type(app.top).__name__ == "Splash", app.views
    assert board.storage.load(STATS, STATS_VERSION, None)["boots"] == boots + 1


if VfsLfs2 is not None:
    def test_the_app_starts_after_a_power_cut_at_every_write_of_settings_and_stats():
        for name, version, old, new in app_records():
            cut_at_every_write(512, 24, name, version, old, new, boot_on)


def test_the_app_starts_on_damaged_settings_and_stats_and_says_so():
    for kind, root in enumerate(DAMAGED):
        board = SimBoard(seed=1, state_dir=root)
        app = App(board)
        assert type(app.top).__name__ == "MessageView", (kind, app.views)
        assert "settings" in app.top.text and "stats" in app.top.text, app.top.text
        assert app.settings["contrast"] == 2 and app.stats["boots"] == 1
        board.run(app, 200)
        assert board.chip.error_count == 0 and any(board.chip.glass_pixel(x, 5)
                                                   for x in range(128))
