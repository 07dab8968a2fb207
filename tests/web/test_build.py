"""web/build.py's service worker, without a browser: sw.js lists every file of the build but
itself and is versioned by their content, so any change makes a new one."""
import json
import re

from web.build import write_service_worker


def written(out):
    write_service_worker(str(out))
    script = (out / "sw.js").read_text()
    version = re.search(r'const VERSION = "(\w+)";', script).group(1)
    files = json.loads(re.search(r"const FILES = (\[[^\]]*\]);", script).group(1))
    return version, files


def test_sw_lists_every_file_but_itself_versioned_by_their_content(tmp_path):
    (tmp_path / "fs" / "firmware").mkdir(parents=True)
    (tmp_path / "index.html").write_text("<!doctype html>")
    (tmp_path / "fs" / "firmware" / "app.mpy").write_bytes(b"M\x06")
    version, files = written(tmp_path)
    assert files == ["fs/firmware/app.mpy", "index.html"]
    assert len(version) == 16
    assert written(tmp_path) == (version, files)  # a rebuild of the same files: the same
    (tmp_path / "fs" / "firmware" / "app.mpy").write_bytes(b"M\x06\x00")
    changed, files = written(tmp_path)
    assert changed != version and files == ["fs/firmware/app.mpy", "index.html"]
    (tmp_path / "style.css").write_text("")
    added, files = written(tmp_path)
    assert added not in (version, changed) and "style.css" in files
