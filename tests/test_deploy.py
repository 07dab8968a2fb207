"""make deploy's plan: copy what differs, remove what this version no longer has (an older
layout's module would shadow the new one), leave frozen modules out, never touch saves."""
from tools import deploy

A = (10, "aa")
B = (20, "bb")


def test_only_what_differs_is_copied():
    local = {"main.py": A, "firmware/app.mpy": A, "firmware/ui/gfx.mpy": B}
    board = {"main.py": A, "firmware/app.mpy": B}
    copy, remove, dirs, skipped = deploy.plan(local, board, ["firmware"], set())
    assert copy == ["firmware/app.mpy", "firmware/ui/gfx.mpy"]
    assert remove == [] and dirs == [] and skipped == []


def test_files_of_an_older_layout_are_removed_deepest_folders_first():
    local = {"main.py": A, "firmware/app.mpy": A}
    board = {"main.py": A, "firmware/app.mpy": A, "firmware/app.py": A,
             "firmware/games/old/screen.mpy": A, "lib/firmware/app.py": A}
    folders = ["firmware", "firmware/games", "firmware/games/old", "lib/firmware"]
    copy, remove, dirs, _ = deploy.plan(local, board, folders, set())
    assert copy == []
    assert remove == ["firmware/app.py", "firmware/games/old/screen.mpy", "lib/firmware/app.py"]
    assert dirs == ["firmware/games/old", "firmware/games", "lib/firmware"]


def test_modules_the_firmware_has_frozen_are_not_copied_and_old_copies_go():
    local = {"main.py": A, "firmware/app.mpy": A, "firmware/games/poker/holds.bin": B,
             "adafruit_ssd1306.mpy": A}
    board = {"firmware/app.mpy": A, "firmware/games/poker/holds.bin": B}
    frozen = {"firmware/app", "adafruit_ssd1306", "asyncio/core"}
    copy, remove, dirs, skipped = deploy.plan(local, board, ["firmware"], frozen)
    assert copy == ["main.py"]
    assert remove == ["firmware/app.mpy"]  # it would shadow the frozen one
    assert skipped == ["adafruit_ssd1306.mpy", "firmware/app.mpy"]
    assert dirs == []  # the data files keep their folders


def test_the_survey_reads_files_folders_and_frozen_modules():
    text = ("D /firmware\nF /firmware/app.mpy 1234 abcd\nF /main.py 10 ef01\n"
            "__main__          asyncio/core      firmware/app\nhal/pico    gc\n"
            "Plus any modules on the filesystem\n")
    files, dirs, frozen = deploy.parse_survey(text)
    assert files == {"firmware/app.mpy": (1234, "abcd"), "main.py": (10, "ef01")}
    assert dirs == ["firmware"]
    assert {"firmware/app", "hal/pico", "asyncio/core", "gc"} <= frozen


def test_saves_and_the_board_config_are_never_the_projects():
    assert not [p for p in deploy.MANAGED if p.split("/")[-1] in ("data", "board.json")]
