# runs-on: micropython
"""Link frames (firmware/link/frame.py): round trips whole and cut anywhere, the CRC's known
value, refusals counted, a real frame found right after a false start."""
from firmware.link.frame import MAX_PAYLOAD, START, Reader, crc16, encode
from hal.rng import Rng
from tests.util import raises


def frames_of(*chunks):
    reader = Reader()
    found = []
    for chunk in chunks:
        reader.feed(chunk, lambda *f: found.append(f))
    return found, reader


def test_crc16_is_ccitt_false():
    assert crc16(b"123456789") == 0x29B1


def test_frames_round_trip_whole_and_cut_at_every_byte():
    frames = [(1, 0, 16, b""), (255, 254, 17, bytes(range(MAX_PAYLOAD))), (0, 7, 2, b"\x7e\x7e")]
    stream = b"".join(encode(*f) for f in frames)
    assert frames_of(stream)[0] == frames
    for cut in range(len(stream)):
        found, reader = frames_of(stream[:cut], stream[cut:])
        assert found == frames and reader.junk == 0, cut


def test_a_payload_too_long_is_refused():
    raises(ValueError, encode, 1, 0, 16, bytes(MAX_PAYLOAD + 1))


def test_damage_is_counted_and_the_next_frame_still_found():
    good = encode(3, 2, 16, b"move")
    damaged = bytearray(good)
    damaged[6] ^= 4
    found, reader = frames_of(b"noise" + bytes(damaged) + good)
    assert found == [(3, 2, 16, b"move")]
    assert reader.bad == 1 and reader.junk == 5 + len(good)


def test_a_false_start_with_a_long_length_costs_one_byte():
    found, reader = frames_of(bytes((START, 200)) + encode(1, 1, 16, b"x"))
    assert found == [(1, 1, 16, b"x")] and reader.junk == 2


def test_random_bytes_never_make_a_frame_or_stop_the_reader():
    rng = Rng(3)
    noise = bytes(rng.randbelow(256) for _ in range(3000))
    found, reader = frames_of(noise, encode(9, 9, 20, b"after"))
    assert found == [(9, 9, 20, b"after")]
    assert reader.junk == len(noise)
