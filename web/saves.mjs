// The device's /data folder kept across reloads, in two halves. The firmware saves through
// hal/storage.py into MicroPython's in-memory filesystem exactly as on the Pico's flash (temp
// file, rename, versioned and checksummed records). In the worker, DataFolder puts the saved
// files back before the app starts and, after every app step, lists each file that changed;
// the worker sends that list to the page, where SaveStore writes it into the browser's
// localStorage (a worker cannot reach localStorage), one key per file, so every key holds a
// whole file (old or new, never half of one). A record damaged in the browser's storage is
// the app's to find: it loads defaults with a notice and keeps the file aside as NAME.bad,
// as on the device.

const PREFIX = "pico-parlor/data/";

// Files are bytes; localStorage holds strings: one character per byte.
function toText(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    text += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
  }
  return text;
}

function toBytes(text) {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

// A file name localStorage may hand back that is no plain name in the folder.
function plainName(name) {
  return name && !name.includes("/") && name !== "." && name !== "..";
}

// The worker's side: the data folder of MicroPython's filesystem.
export class DataFolder {
  constructor(FS, dir) {
    this.FS = FS;
    this.dir = dir;
    this.kept = new Map(); // file name -> its text as the page last heard it
  }

  // files: {name: text} as the page read them from localStorage; before the app starts.
  restore(files) {
    try {
      this.FS.mkdir(this.dir);
    } catch (e) {
      // already there
    }
    for (const [name, text] of Object.entries(files)) {
      if (!plainName(name) || typeof text !== "string") continue;
      this.FS.writeFile(this.dir + "/" + name, toBytes(text));
      this.kept.set(name, text);
    }
    return this.kept.size;
  }

  // [[name, text], ...] for the files written since the last call, [name, null] for those
  // removed; null when nothing changed.
  changes() {
    const changed = [];
    const present = new Set();
    for (const name of this.FS.readdir(this.dir)) {
      const path = this.dir + "/" + name;
      if (name === "." || name === ".." || !this.FS.isFile(this.FS.stat(path).mode)) continue;
      present.add(name);
      const text = toText(this.FS.readFile(path));
      if (this.kept.get(name) === text) continue;
      this.kept.set(name, text);
      changed.push([name, text]);
    }
    for (const name of [...this.kept.keys()]) {
      if (present.has(name)) continue;
      this.kept.delete(name);
      changed.push([name, null]);
    }
    return changed.length ? changed : null;
  }
}

// The page's side: the browser's localStorage, or none where the page may not use it (a
// privacy setting).
export class SaveStore {
  constructor() {
    this.store = null;
    try {
      this.store = window.localStorage;
      this.store.getItem(PREFIX);
    } catch (e) {
      this.store = null;
    }
    this.waiting = new Map(); // writes the browser refused: tried again with the next ones
    this.problem = this.store ? null : "This browser keeps no saves for this page: " +
      "they last until it is closed.";
  }

  // {name: text} of every saved file, for DataFolder.restore().
  files() {
    const files = {};
    if (!this.store) return files;
    for (let i = 0; i < this.store.length; i++) {
      const key = this.store.key(i);
      if (!key || !key.startsWith(PREFIX)) continue;
      const name = key.slice(PREFIX.length);
      if (plainName(name)) files[name] = this.store.getItem(key);
    }
    return files;
  }

  // changes: DataFolder.changes()'s list.
  write(changes) {
    if (!this.store) return;
    for (const [name, text] of changes) this.waiting.set(name, text);
    for (const [name, text] of [...this.waiting]) {
      try {
        if (text === null) this.store.removeItem(PREFIX + name);
        else this.store.setItem(PREFIX + name, text);
        this.waiting.delete(name);
      } catch (e) {
        // the game goes on with its save in memory
        this.problem = "This browser refused to keep the saves (" + e.name + "): " +
          "they last until the page is closed.";
        return;
      }
    }
    this.problem = null;
  }
}
