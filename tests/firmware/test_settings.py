# runs-on: micropython
"""Player settings: a graded amount stops at its ends, a named value goes round."""
from firmware import settings


def stepped(key, value, step, times):
    record = dict(settings.DEFAULTS)
    record[key] = value
    for _ in range(times):
        settings.adjust(record, key, step)
    return record[key]


def test_a_graded_amount_stops_at_its_ends():
    # review 47: RIGHT on Max went round to Low, the screen dim
    for key in ("contrast", "repeat", "sleep"):
        last = settings.LIMITS[key] - 1
        assert stepped(key, last - 1, 1, 3) == last, key
        assert stepped(key, 1, -1, 3) == 0, key
        assert stepped(key, 0, 1, 1) == 1, key   # between the ends it steps as before


def test_a_named_value_goes_round():
    assert stepped("sound", 1, 1, 1) == 0
    assert stepped("sound", 0, -1, 1) == 1


def test_adjust_says_whether_the_value_changed():
    # a held arrow at an end: nothing changed, so the app writes nothing to flash
    record = dict(settings.DEFAULTS)
    last = settings.LIMITS["contrast"] - 1
    record["contrast"] = last
    assert settings.adjust(record, "contrast", 1) is False and record["contrast"] == last
    assert settings.adjust(record, "contrast", -1) is True and record["contrast"] == last - 1
    assert settings.adjust(record, "sound", 1) is True


def test_a_steps_every_value_round_past_its_end():
    # reviews 57, 58: A cycles a value, as small screens' menus do; a graded amount too,
    # or A would be dead on its last value (the arrows stop there)
    from firmware.ui.menu import CYCLE
    for key, limit in settings.LIMITS.items():
        assert stepped(key, limit - 1, CYCLE, 1) == 0, key
        assert stepped(key, 0, CYCLE, limit) == 0, key
        assert stepped(key, 0, CYCLE, 1) == 1, key
