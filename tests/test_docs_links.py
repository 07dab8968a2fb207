"""Every link in the README and the docs lands: the file exists, and an anchor names one of its
headings (issue 44: the README's long material moved to docs/, linked by section, so a heading
renamed on either side must not leave a link pointing nowhere)."""
import glob
import os
import re
import sys

from tests.test_readme import ROOT, slug

DOCS = ["README.md", "firmware/games/README.md"] + sorted(
    os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "*.md")))
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def unfenced(text):
    """The text outside fenced code blocks, where a # line is a heading."""
    return re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)


def prose(text):
    """The text outside code (fenced blocks and `spans`), where a link is a link."""
    return re.sub(r"`[^`\n]*`", "", unfenced(text))


def anchors(path):
    """The anchors GitHub gives a file's headings (a repeated heading gets -1, -2...)."""
    seen = {}
    out = set()
    with open(path) as f:
        for heading in re.findall(r"^#+ (.+)$", unfenced(f.read()), re.M):
            base = slug(heading)
            out.add(base if base not in seen else "%s-%d" % (base, seen[base]))
            seen[base] = seen.get(base, 0) + 1
    return out


def broken(name):
    """The links of one file (relative to ROOT) that land nowhere, with why."""
    path = os.path.join(ROOT, name)
    with open(path) as f:
        targets = LINK.findall(prose(f.read()))
    bad = []
    for target in targets:
        if re.match(r"[a-z]+:", target):   # http:, https:, mailto: are not checked here
            continue
        file, _, anchor = target.partition("#")
        dest = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
        if not os.path.exists(dest):
            bad.append((target, "no such file"))
        elif anchor and anchor not in anchors(dest):
            bad.append((target, "no such heading"))
    return bad


def test_every_link_in_the_readme_and_docs_lands():
    assert "docs/MEASURED.md" in DOCS and "docs/REFERENCE.md" in DOCS
    assert {name: broken(name) for name in DOCS if broken(name)} == {}


def test_the_check_finds_a_missing_file_and_a_missing_heading(tmp_path, monkeypatch):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "X.md").write_text("# X\n\n## Display speed\n\n## Display speed\n")
    (tmp_path / "README.md").write_text(
        "## Two `words`\n[a](docs/X.md#display-speed) [b](docs/X.md#display-speed-1) "
        "[c](#two-words) ![d](docs/X.md) [e](https://example.org/#nowhere)\n"
        "[f](docs/Y.md) [g](docs/X.md#on-the-device) [h](#nowhere)\n"
        "```\n[i](docs/Z.md)\n```\n`[j](docs/Z.md)`\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", str(tmp_path))
    assert broken("README.md") == [("docs/Y.md", "no such file"),
                                   ("docs/X.md#on-the-device", "no such heading"),
                                   ("#nowhere", "no such heading")]
