# runs-on: micropython
import os

from hal.storage import MAX_BYTES, Storage
from tests.scratch import scratch


def fresh(tag):
    root = scratch("storage-test-" + tag)
    try:
        for name in os.listdir(root):
            os.remove(root + "/" + name)
    except OSError:
        pass
    return Storage(root)


def write_raw(store, name, data):
    with open(store.root + "/" + name + ".rec", "wb") as f:
        f.write(data)


def test_round_trip():
    s = fresh("rt")
    assert s.save("scores", 1, {"x": 3, "o": [1, 2]})
    assert s.load("scores", 1, None) == {"x": 3, "o": [1, 2]}
    assert s.notices == []


def test_a_temp_file_left_by_a_power_cut_goes_at_power_up_and_the_record_stays():
    s = fresh("temps")
    assert s.save("scores", 1, {"x": 1})
    with open(s.root + "/scores.tmp", "wb") as f:
        f.write(b"PPR1 1 40 12")   # a save cut short
    again = Storage(s.root)
    assert sorted(os.listdir(s.root)) == ["scores.rec"]
    assert again.load("scores", 1, None) == {"x": 1} and again.notices == []


def test_missing_record_is_default_without_notice():
    s = fresh("missing")
    assert s.load("nothing", 1, "dflt") == "dflt"
    assert s.notices == []


def test_save_replaces_and_leaves_no_temp_file():
    s = fresh("replace")
    s.save("a", 1, 1)
    s.save("a", 1, 2)
    assert s.load("a", 1, 0) == 2
    assert sorted(os.listdir(s.root)) == ["a.rec"]


def check_damaged(raw, tag):
    s = fresh(tag)
    s.save("rec", 1, {"ok": True})
    write_raw(s, "rec", raw)
    assert s.load("rec", 1, "default") == "default"
    assert len(s.take_notices()) == 1
    # the damaged file is kept aside, not lost
    assert "rec.bad" in os.listdir(s.root)
    assert s.take_notices() == []


def test_garbage_truncated_foreign_and_oversized_files_load_as_default():
    check_damaged(b"\x00\xff garbage", "garbage")
    good = b'PPR1 1 11 0\n{"ok": true}'
    check_damaged(good[:-3], "trunc")
    check_damaged(b'{"ok": true}', "foreign")
    check_damaged(b"PPR1 1 5 0\nhello", "crc")
    check_damaged(b"x" * (MAX_BYTES + 10), "big")


def test_bit_flip_is_caught_by_checksum():
    s = fresh("flip")
    s.save("rec", 1, {"credits": 100})
    with open(s.root + "/rec.rec", "rb") as f:
        raw = bytearray(f.read())
    raw[-3] ^= 0x01
    write_raw(s, "rec", raw)
    assert s.load("rec", 1, None) is None
    assert s.notices


def test_wrong_version_is_default_with_notice():
    s = fresh("ver")
    s.save("rec", 1, [1])
    assert s.load("rec", 2, []) == []
    assert "version" in s.notices[0]


def test_check_function_rejects_bad_contents():
    s = fresh("check")
    s.save("rec", 1, {"credits": -5})
    assert s.load("rec", 1, {"credits": 100}, lambda d: d["credits"] >= 0) == {"credits": 100}
    assert s.notices


def test_failed_save_keeps_old_record_and_says_so():
    s = fresh("fail")
    s.save("rec", 1, "old")
    s.root = scratch("storage-test-fail/no/such/dir")  # every write now fails
    assert not s.save("rec", 1, "new")
    assert "not saved" in s.notices[0]
    s.root = scratch("storage-test-fail")
    assert s.load("rec", 1, None) == "old"


def test_remove_and_exists():
    s = fresh("rm")
    s.save("rec", 1, 1)
    assert s.exists("rec")
    s.remove("rec")
    assert not s.exists("rec")
    s.remove("rec")  # removing twice is harmless
