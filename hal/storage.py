"""Small records saved atomically and validated on load (DESIGN.md section 3).

A record is one file NAME.rec: a header line "PPR1 <version> <length> <crc32>" then the JSON
payload. save() writes NAME.tmp and renames it over NAME.rec, so a power cut leaves either the
old or the new record (and a half-written NAME.tmp, removed at the next power-up). load()
checks header, length, CRC, JSON and an optional check(data); anything wrong gives the
default, a notice for the app to show, and the damaged file is kept as NAME.bad so nothing is
lost silently.
"""
import json
import os

try:
    from binascii import crc32
except ImportError:  # CPython keeps crc32 in zlib
    from zlib import crc32

MAGIC = "PPR1"
MAX_BYTES = 16384  # records are small; a bigger file is foreign or damaged


def _exists(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


class Storage:
    def __init__(self, root):
        self.root = root.rstrip("/") if len(root) > 1 else root
        self.notices = []
        try:
            os.mkdir(self.root)
        except OSError:
            pass  # already there
        # a cut during a save leaves NAME.tmp half-written beside the whole NAME.rec, on flash
        # until that record is saved again; nothing reads it
        try:
            for name in os.listdir(self.root):
                if name.endswith(".tmp"):
                    self._remove(self.root + "/" + name)
        except OSError:
            pass

    def _path(self, name, ext):
        return "%s/%s.%s" % (self.root, name, ext)

    def _notice(self, text):
        if len(self.notices) < 8:
            self.notices.append(text)

    def take_notices(self):
        notices = self.notices
        self.notices = []
        return notices

    def exists(self, name):
        return _exists(self._path(name, "rec"))

    def load(self, name, version, default, check=None):
        path = self._path(name, "rec")
        try:
            size = os.stat(path)[6]
        except OSError:
            return default  # never saved: not an error
        try:
            if size > MAX_BYTES:
                raise ValueError("too big")
            with open(path, "rb") as f:
                raw = f.read()
            data = self._decode(raw, version)
            if check is not None and not check(data):
                raise ValueError("invalid contents")
            return data
        except MemoryError:
            # not the file's fault, or not provably (a deeply nested foreign file): keep it
            self._notice("%s could not be read (out of memory)" % name)
            return default
        except Exception as e:  # damaged, foreign, or nested past the parser's stack
            self._quarantine(name)
            self._notice("%s was damaged (%s): reset" % (name, e))
            return default

    def _decode(self, raw, version):
        nl = raw.find(b"\n")
        if nl < 0:
            raise ValueError("no header")
        head = raw[:nl].decode().split(" ")
        body = raw[nl + 1:]
        if len(head) != 4 or head[0] != MAGIC:
            raise ValueError("not a record")
        if int(head[1]) != version:
            raise ValueError("version %s, expected %d" % (head[1], version))
        if int(head[2]) != len(body):
            raise ValueError("truncated")
        if int(head[3]) != crc32(body) & 0xFFFFFFFF:
            raise ValueError("checksum")
        return json.loads(body.decode())

    def _quarantine(self, name):
        try:
            os.rename(self._path(name, "rec"), self._path(name, "bad"))
        except OSError:
            pass

    def save(self, name, version, data):
        """Write the record atomically; False (and a notice) if the filesystem refused."""
        body = json.dumps(data).encode()
        head = "%s %d %d %d\n" % (MAGIC, version, len(body), crc32(body) & 0xFFFFFFFF)
        tmp = self._path(name, "tmp")
        try:
            with open(tmp, "wb") as f:
                f.write(head.encode())
                f.write(body)
            os.rename(tmp, self._path(name, "rec"))
            return True
        except OSError as e:
            self._remove(tmp)
            self._notice("%s not saved (storage: %s)" % (name, e))
            return False

    def remove(self, name):
        self._remove(self._path(name, "rec"))

    def _remove(self, path):
        try:
            os.remove(path)
        except OSError:
            pass
