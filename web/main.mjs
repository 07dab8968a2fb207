// Boots the firmware on MicroPython's WebAssembly port and runs it like main.py runs it on
// the Pico: step the app, sleep the ms it asks for, again. The board is sim/web.py's (the
// simulated board on the real clock); this page hands it key and touch events and shows
// its glass and buzzer. ?seed=N (up to 9 digits) fixes the random source, as the
// simulator's --seed does.

import { loadMicroPython } from "./micropython.mjs";
import { Buzzer } from "./buzzer.mjs";
import { Glass } from "./glass.mjs";
import { connect } from "./input.mjs";
import { browserStorage, SaveMirror } from "./saves.mjs";

const APP_DIR = "/app"; // the firmware tree, as fs.json lists it
const DATA_DIR = "/data"; // the device's data folder (hal/storage.py records, error.log)
// The heap MicroPython starts with. This port collects garbage only when a call from the
// page returns (it cannot see the WebAssembly stack), and grows the heap when a call needs
// more: 1 MB holds any step's garbage (Hearts keeps about 130 KB live), so it never grows.
const HEAP_BYTES = 1024 * 1024;
const SLOW_STEP_MS = 5; // steps at least this long are listed in picoParlor.stats.slow (bench.web)
const SLOW_KEPT = 500;

const statusLine = document.getElementById("status");
const glass = new Glass(document.getElementById("glass"));
const buzzer = new Buzzer();

// What a test or a curious person can read from the console.
const picoParlor = {
  ready: false,
  bootMs: null, // from the page's start to the firmware's first step
  error: null,
  glassRows: () => glass.rows(),
  stats: { steps: 0, longestMs: 0, slow: [] },
};
window.picoParlor = picoParlor;

function say(text, problem = false) {
  statusLine.textContent = text;
  statusLine.classList.toggle("problem", problem);
}

function fail(what, error) {
  picoParlor.error = what + ": " + (error && error.message ? error.message : error);
  say(picoParlor.error, true);
  console.error(picoParlor.error);
}

function seed() {
  const asked = new URLSearchParams(location.search).get("seed");
  if (asked !== null && /^\d{1,9}$/.test(asked)) return Number(asked);
  return crypto.getRandomValues(new Uint32Array(1))[0] >>> 2; // a small int for MicroPython
}

async function loadTree(FS) {
  const listing = await (await fetch("fs.json")).json();
  const names = Object.keys(listing);
  const files = await Promise.all(names.map(async (name) => {
    const response = await fetch("fs/" + name);
    if (!response.ok) throw new Error("fs/" + name + ": " + response.status);
    return new Uint8Array(await response.arrayBuffer());
  }));
  names.forEach((name, i) => {
    const path = APP_DIR + "/" + name;
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, files[i]);
  });
  return names.length;
}

function fitGlass() {
  const bezel = glass.canvas.parentElement;
  const style = getComputedStyle(bezel);
  const width = bezel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  glass.fit(width, window.innerHeight * 0.5);
}

function run(runner, saves) {
  const stats = picoParlor.stats;
  let problem = null;
  const frame = () => {
    let wait;
    const started = performance.now();
    try {
      wait = runner.step();
    } catch (error) {
      fail("The firmware stopped", error);
      return;
    }
    const took = performance.now() - started;
    stats.steps += 1;
    stats.longestMs = Math.max(stats.longestMs, took);
    if (took >= SLOW_STEP_MS) {
      stats.slow.push(Math.round(took * 10) / 10);
      if (stats.slow.length > SLOW_KEPT) stats.slow.shift();
    }
    saves.sync();
    if (saves.problem !== problem) {
      problem = saves.problem;
      say(problem || "", Boolean(problem));
    }
    const rows = runner.glass();
    if (rows !== null) glass.update([...rows].join(""), runner.contrast());
    const tone = runner.tone();
    if (tone === "off") buzzer.stop();
    else if (tone !== null) buzzer.tone(...tone.split(" ").map(Number));
    setTimeout(frame, wait);
  };
  frame();
}

async function boot() {
  const mp = await loadMicroPython({
    heapsize: HEAP_BYTES,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  say("Loading the firmware\u2026");
  await loadTree(mp.FS);
  const saves = new SaveMirror(mp.FS, DATA_DIR, browserStorage());
  saves.restore();
  mp.runPython("import os\nos.chdir('" + APP_DIR + "')");
  const runner = mp.pyimport("sim.web").WebRunner(seed(), DATA_DIR);
  const pad = {
    press: (name) => runner.press(name),
    release: (name) => runner.release(name),
    releaseAll: () => runner.release_all(),
  };
  connect(pad, document.querySelectorAll(".controls button"), () => buzzer.unlock());
  say(saves.problem || "", Boolean(saves.problem));
  picoParlor.bootMs = Math.round(performance.now());
  picoParlor.ready = true;
  run(runner, saves);
}

fitGlass();
window.addEventListener("resize", fitGlass);
boot().catch((error) => fail("The page could not start the firmware", error));
