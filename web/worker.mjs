// The firmware's own thread: a Web Worker that owns MicroPython (WebAssembly port), its
// filesystem and the app's step loop, so the computer's longest think never holds up the
// page. It runs the app like main.py runs it on the Pico: step, sleep the ms step() asks
// for, again; between steps it takes the page's button events. The board is sim/web.py's
// (the simulated board on the real clock).
//
// The page and the worker talk in messages (main.mjs is the other end):
//   page -> worker  {type: "start", seed, files: {name: text}}   the saved /data files
//                   {type: "press" | "release", button: "UP"..., at}, {type: "releaseAll"}
//                       at: performance.timeOrigin + performance.now() when it happened
//                       (a press and its release both made while a step ran are dropped)
//                   {type: "resources"}                          what has the worker loaded?
//   worker -> page  {type: "status", text}                       while loading
//                   {type: "ready"}                              the app's first step is next
//                   {type: "step", at, ms, glass, contrast, tone, saves}
//                       after every app step: at: when it began (the clock of the press
//                       events' at), ms: how long it took; glass: a Uint8Array of
//                       128x64 bytes, 1 lit (row-major), or null when the glass is unchanged;
//                       tone: "FREQ MS", "off" or null; saves: DataFolder.changes()
//                   {type: "error", text}                        the firmware stopped
//                   {type: "resources", urls}                    every URL it fetched

import { loadMicroPython } from "./micropython.mjs";
import { DataFolder } from "./saves.mjs";

const APP_DIR = "/app"; // the firmware tree, as fs.json lists it
const DATA_DIR = "/data"; // the device's data folder (hal/storage.py records, error.log)
// The heap MicroPython starts with. This port collects garbage only when a call from
// JavaScript returns (it cannot see the WebAssembly stack), and grows the heap when a call
// needs more: 1 MB holds any step's garbage (Hearts keeps about 130 KB live), so it never
// grows.
const HEAP_BYTES = 1024 * 1024;
const WIDTH = 128;
const HEIGHT = 64;

let runner = null; // sim.web.WebRunner once the app is made
const lastStep = { start: 0, end: 0 }; // on the clock the page's event times are on

const now = () => performance.timeOrigin + performance.now();

async function download(name) {
  const response = await fetch(name);
  if (!response.ok) throw new Error(name + ": " + response.status);
  return response;
}

// fs.bin holds the tree's files one after another; fs.json lists [path, size] in that order.
async function loadTree(FS) {
  const [listing, bundle] = await Promise.all([
    download("fs.json").then((response) => response.json()),
    download("fs.bin").then((response) => response.arrayBuffer()),
  ]);
  let at = 0;
  for (const [name, size] of listing) {
    const path = APP_DIR + "/" + name;
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, new Uint8Array(bundle, at, size));
    at += size;
  }
  if (at !== bundle.byteLength) throw new Error("fs.bin is not the tree fs.json lists");
}

// sim/web.py's glass rows ("00"/"01" per pixel) as one byte per pixel.
function glassBytes(rows) {
  const bits = new Uint8Array(WIDTH * HEIGHT);
  let y = 0;
  for (const row of rows) {
    for (let x = 0; x < WIDTH; x++) bits[y * WIDTH + x] = row.charCodeAt(2 * x + 1) & 1;
    y++;
  }
  return bits;
}

function run(data) {
  const frame = () => {
    let wait;
    lastStep.start = now();
    try {
      wait = runner.step();
    } catch (error) {
      postMessage({ type: "error", text: "The firmware stopped: " + (error.message || error) });
      return;
    }
    lastStep.end = now();
    const ms = lastStep.end - lastStep.start;
    const rows = runner.glass();
    const glass = rows === null ? null : glassBytes(rows);
    postMessage({
      type: "step", at: lastStep.start, ms, glass, contrast: runner.contrast(),
      tone: runner.tone(),
      saves: data.changes(),
    }, glass ? [glass.buffer] : []);
    setTimeout(frame, wait);
  };
  frame();
}

async function start(seed, files) {
  const mp = await loadMicroPython({
    heapsize: HEAP_BYTES,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  postMessage({ type: "status", text: "Loading the firmware\u2026" });
  await loadTree(mp.FS);
  const data = new DataFolder(mp.FS, DATA_DIR);
  data.restore(files);
  mp.runPython("import os\nos.chdir('" + APP_DIR + "')");
  runner = mp.pyimport("sim.web").WebRunner(seed, DATA_DIR);
  postMessage({ type: "ready" });
  run(data);
}

onmessage = ({ data: message }) => {
  switch (message.type) {
    case "start":
      start(message.seed, message.files).catch((error) => postMessage(
        { type: "error", text: "The page could not start the firmware: " +
          (error.message || error) }));
      break;
    // a press before the app is made began before any screen: it has nothing to act on
    // events come in between steps; one made while the last step ran is marked so
    case "press":
    case "release":
      if (runner) {
        runner[message.type](message.button,
                             lastStep.start <= message.at && message.at <= lastStep.end);
      }
      break;
    case "releaseAll":
      if (runner) runner.release_all();
      break;
    case "resources":
      postMessage({ type: "resources",
                    urls: performance.getEntriesByType("resource").map((entry) => entry.name) });
      break;
  }
};
