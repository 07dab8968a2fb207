// The device's /data folder kept across reloads. The firmware saves through hal/storage.py
// into MicroPython's in-memory filesystem exactly as on the Pico's flash (temp file, rename,
// versioned and checksummed records); after every app step this mirror copies each file that
// changed into the browser's localStorage, one key per file, so every key holds a whole file
// (old or new, never half of one), and a reload writes them back before the app starts. A
// record damaged in the browser's storage is the app's to find: it loads defaults with a
// notice and keeps the file aside as NAME.bad, as on the device.

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

// The browser's localStorage, or null where the page may not use it (a privacy setting).
export function browserStorage() {
  try {
    const store = window.localStorage;
    store.getItem(PREFIX);
    return store;
  } catch (e) {
    return null;
  }
}

export class SaveMirror {
  constructor(FS, dir, store) {
    this.FS = FS;
    this.dir = dir;
    this.store = store;
    this.kept = new Map(); // file name -> the text localStorage holds for it
    this.problem = store ? null : "This browser keeps no saves for this page: " +
      "they last until it is closed.";
  }

  // Write the saved files into the filesystem; call before the app starts.
  restore() {
    try {
      this.FS.mkdir(this.dir);
    } catch (e) {
      // already there
    }
    if (!this.store) return 0;
    for (let i = 0; i < this.store.length; i++) {
      const key = this.store.key(i);
      if (!key || !key.startsWith(PREFIX)) continue;
      const name = key.slice(PREFIX.length);
      if (!name || name.includes("/") || name === "." || name === "..") continue;
      const text = this.store.getItem(key);
      this.FS.writeFile(this.dir + "/" + name, toBytes(text));
      this.kept.set(name, text);
    }
    return this.kept.size;
  }

  // Copy what changed since the last call into localStorage.
  sync() {
    if (!this.store) return;
    const present = new Set();
    for (const name of this.FS.readdir(this.dir)) {
      const path = this.dir + "/" + name;
      if (name === "." || name === ".." || !this.FS.isFile(this.FS.stat(path).mode)) continue;
      present.add(name);
      const text = toText(this.FS.readFile(path));
      if (this.kept.get(name) === text) continue;
      try {
        this.store.setItem(PREFIX + name, text);
        this.kept.set(name, text);
        this.problem = null;
      } catch (e) {
        // tried again after the next step; the game goes on with its save in memory
        this.problem = "This browser refused to keep the saves (" + e.name + "): " +
          "they last until the page is closed.";
      }
    }
    for (const name of [...this.kept.keys()]) {
      if (present.has(name)) continue;
      this.store.removeItem(PREFIX + name);
      this.kept.delete(name);
    }
  }
}
