"""The repository stands alone: a user's clone has nothing beside it, so no test, bench, tool
or build step may read a path outside the repository (reference data lives in tests/data/)."""
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What the project runs or builds from: code, scripts, build files, configuration.
CHECKED = (".py", ".c", ".h", ".sh", ".mjs", ".js", ".html", ".toml", ".cfg", ".json", ".txt")
CHECKED_NAMES = ("Makefile", "run")
SIBLING = "shared"  # the folder beside the project on the development machines
ESCAPES = (
    (re.compile(r"\.\./%s|[\"']%s[\"']\s*,\s*[\"']testdata" % (SIBLING, SIBLING)),
     "the development machines' ../" + SIBLING),
    (re.compile(r"(?<![\w.])/work/"), "this workplace's /work"),
    (re.compile(r"(?<![\w.])/(?:home|root|Users)/\w"), "a home folder"),
)
# "..", or a literal starting "../../", counted against how deep the file sits: a path relative
# to the file may climb to the root (the freeze manifest's "../build"), never above it.
DOTDOT = re.compile(r"[\"']\.\.[\"']")
UPWARD = re.compile(r"[\"']((?:\.\./)+)")


def tracked_files():
    try:
        out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split("\n")
        return [rel for rel in out if rel]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: walk it
        found = []
        for folder, dirs, files in os.walk(ROOT):
            dirs[:] = [d for d in dirs if not d.startswith(".") and d not in ("build",)]
            found += [os.path.relpath(os.path.join(folder, n), ROOT) for n in files]
        return found


def checked(rel):
    name = os.path.basename(rel)
    return name.endswith(CHECKED) or name in CHECKED_NAMES


def escapes_in(rel, text):
    """(line number, what) for each place the file reaches outside the repository."""
    found = []
    depth = rel.count("/")  # folders between the file and the root
    for number, line in enumerate(text.split("\n"), 1):
        for pattern, what in ESCAPES:
            if pattern.search(line):
                found.append((number, what))
        # os.path.join(dirname(__file__), "..", ...) climbing past the root
        climbs = len(DOTDOT.findall(line))
        climbs = max([climbs] + [len(m) // 3 for m in UPWARD.findall(line)])
        if climbs > depth:
            found.append((number, "a path climbing above the repository's root"))
    return found


def test_nothing_reads_outside_the_repository():
    bad = []
    for rel in tracked_files():
        if not checked(rel) or rel == "tests/test_stands_alone.py":
            continue
        try:
            with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError):
            continue
        bad += ["%s:%d: %s" % (rel, n, what) for n, what in escapes_in(rel, text)]
    assert bad == [], "\n".join(bad)


def test_the_check_finds_each_kind_of_escape():
    samples = {
        'DATA = "../%s/testdata/connect4/"' % SIBLING: SIBLING,
        'os.path.join(HERE, "%s", "testdata")' % SIBLING: SIBLING,
        'open("/work/main/x")': "/work",
        'open("/home/me/x")': "home",
        'subprocess.run(["make", "-C", "../../other"])': "above",
        'os.path.join(os.path.dirname(__file__), "..", "..", "x")': "above",
    }
    for line, what in samples.items():
        found = escapes_in("tests/x.py", line)
        assert any(what in w for _, w in found), (line, found)
    # climbing to the root itself is fine
    assert escapes_in("tests/games/x.py", 'os.path.join(here, "..", "..", "README.md")') == []
    assert escapes_in("tools/x.py", 'ROOT = os.path.dirname(os.path.dirname(__file__))') == []
    assert escapes_in("firmware/manifest.py", 'module("x.py", base_path="../build/mplib")') == []
