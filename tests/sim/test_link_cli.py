"""python -m sim.link as a user runs it (issue 45): two linked boards in one process,
every glass printed in board order, PNGs, the wire log of every byte, the air transport
on localhost, and bad arguments told in one line."""
import os
import subprocess
import sys

from tests.sim.test_cli import shows

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# a Connect Four game the host wins on column 3 (the joiner plays 4), paced like people
# (board 1 aims each move, an arrow there and back: a turn tapped into waits, app.AIM_MS)
C4_GAME = "wait:500 " + " ".join(["1:LEFT 1:RIGHT 1:A wait:600 2:RIGHT 2:A wait:600"] * 3) + \
    " 1:LEFT 1:RIGHT 1:A wait:900"


def link(*args):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "sim.link"] + list(args), cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_a_linked_connect4_game_shows_on_both_glasses_and_its_bytes_are_logged(tmp_path):
    wire = tmp_path / "wire.txt"
    proc = link("--boards", "2", "--game", "connect4", "--seed", "7", "--keys", C4_GAME,
                "--ascii", "--png-dir", str(tmp_path / "png"), "--wire-log", str(wire))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 128 and all(len(line) == 128 for line in lines)
    host, joiner = lines[:64], lines[64:]
    assert [row[:66] for row in host] == [row[:66] for row in joiner]   # the same board
    assert shows(host, "WIN!") and shows(joiner, "WIN!")   # YOU WIN! / THEY WIN!, as even
    assert sorted(os.listdir(tmp_path / "png")) == ["board1.png", "board2.png"]
    log = wire.read_text().splitlines()
    sent = [line.split() for line in log]   # ms, "ms", who sent to whom, the bytes
    assert {s[2] for s in sent} == {"1>2", "2>1"}
    moves = [s for s in sent if s[3:][4] == "12"]   # MOVE frames (kind 0x12)
    assert len(moves) == 7   # one a move, none resent on a clean cable
    assert "junk bytes 0" in proc.stderr


def test_linked_hearts_shows_each_board_its_own_hand():
    proc = link("--boards", "2", "--game", "hearts", "--seed", "1", "--keys", "wait:1000",
                "--ascii")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    host, joiner = lines[:64], lines[64:]
    assert shows(host, "PASS TO WEST") and shows(joiner, "PASS TO WEST")
    assert host[44:] != joiner[44:]   # the hands along the bottom: each its own


def test_a_cut_cable_in_the_script_shows_link_lost_on_both(tmp_path):
    proc = link("--game", "tictactoe", "--keys", "wait:500 1:A wait:600 cut wait:2000",
                "--ascii")
    lines = proc.stdout.splitlines()
    assert shows(lines[:64], "LINK LOST") and shows(lines[64:], "LINK LOST")


def test_over_the_air_on_localhost():
    proc = link("--game", "tictactoe", "--air", "--keys", "wait:500 1:A wait:800", "--ascii")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert shows(lines[64:], "YOUR MOVE")   # the host's mark came over UDP


def test_four_hearts_boards_over_the_air_each_show_their_own_hand():
    proc = link("--boards", "4", "--game", "hearts", "--air", "--seed", "8", "--keys",
                "wait:1000", "--ascii")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    glasses = [lines[64 * i:64 * (i + 1)] for i in range(4)]
    assert len(lines) == 256 and all(shows(g, "PASS TO WEST") for g in glasses)
    assert len({tuple(g[44:]) for g in glasses}) == 4   # the hands along the bottom


def test_bad_arguments_are_one_line():
    for args, words in ((["--game", "poker"], "'poker' is not linked"),
                        (["--game", "connect4", "--boards", "3"], "played by 2 linked boards"),
                        (["--game", "hearts", "--boards", "5"], "played by 2 to 4 linked"),
                        (["--game", "connect4", "--keys", "3:A"], "there is no board 3"),
                        (["--game", "connect4", "--keys", "A"], "say which board"),
                        (["--game", "connect4", "--keys", "1:FOO"], "board 1 presses a"),
                        (["--game", "connect4", "--keys", "cut:1"], "joiner's cable, 2..2"),
                        (["--game", "connect4", "--air", "--keys", "cut"], "not with --air")):
        proc = link(*args)
        assert proc.returncode == 2 and words in proc.stderr, (args, proc.stderr)
        # the whole --keys syntax with a bad token, the boards' too
        if "--keys" in args and "--air" not in args:
            assert "off:N" in proc.stderr and "N:NAME:ms" in proc.stderr, args


def test_help_says_the_whole_keys_syntax():
    proc = link("--help")
    text = " ".join(proc.stdout.split())
    for words in ("N:NAME:ms", "off:N", "on:N", "cut:N", "mend:N"):
        assert words in text, words
    assert "issue" not in text.lower()   # no internal references (review 33: "(issue 45)")


def test_cut_n_cuts_one_joiner_s_cable_only():
    proc = link("--game", "hearts", "--boards", "3", "--keys", "wait:1000 cut:3 wait:2500",
                "--ascii")
    lines = proc.stdout.splitlines()
    # the third's own link is lost (with the host); the second's is not: told by the host
    # that the third's handheld is gone, it waits (EAST on its glass)
    assert shows(lines[128:], "LINK LOST") and shows(lines[128:], "HOST (EAST)")
    assert shows(lines[64:128], "LINK LOST") and shows(lines[64:128], "WAIT, OR")
    assert not shows(lines[64:128], "HOST (")


def test_a_board_switched_off_is_dark_and_every_board_s_counts_are_said():
    proc = link("--game", "connect4", "--keys", "wait:500 off:2 wait:500", "--ascii")
    lines = proc.stdout.splitlines()
    assert not any("#" in row for row in lines[64:]) and any("#" in row for row in lines[:64])
    assert "board 1: junk bytes 0" in proc.stderr and "board 2: switched off" in proc.stderr


def test_a_board_at_the_launcher_is_said_to_have_no_link():
    proc = link("--game", "connect4", "--keys",
                "wait:500 2:B:1200 wait:600 2:UP wait:600 2:A wait:1500")   # Quit to menu
    assert "board 1: junk bytes 0" in proc.stderr and "board 2: no link open" in proc.stderr
