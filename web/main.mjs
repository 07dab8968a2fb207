// The page's thread: starts the firmware in its worker (worker.mjs, which owns MicroPython
// and the app's step loop), draws the frames the worker sends, plays its tones, writes its
// saves into localStorage and sends it the button events, so the page answers at once even
// while the computer thinks for seconds. ?seed=N (up to 9 digits) fixes the random source,
// as the simulator's --seed does. Once loaded, sw.js keeps every file for offline play.

import { Buzzer } from "./buzzer.mjs";
import { Glass } from "./glass.mjs";
import { connect } from "./input.mjs";
import { SaveStore } from "./saves.mjs";

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
  // the worker's app steps: how many, the longest, those of SLOW_STEP_MS or more (ms)
  stats: { steps: 0, longestMs: 0, slow: [] },
  worker: null,
  // every URL the worker has fetched (a promise): what the page's own list leaves out
  workerResources: () => new Promise((resolve) => {
    picoParlor.worker.addEventListener("message", function listen({ data }) {
      if (data.type !== "resources") return;
      picoParlor.worker.removeEventListener("message", listen);
      resolve(data.urls);
    });
    picoParlor.worker.postMessage({ type: "resources" });
  }),
};
window.picoParlor = picoParlor;

function say(text, problem = false) {
  statusLine.textContent = text;
  statusLine.classList.toggle("problem", problem);
}

function fail(text) {
  picoParlor.error = text;
  say(text, true);
  console.error(text);
}

function seed() {
  const asked = new URLSearchParams(location.search).get("seed");
  if (asked !== null && /^\d{1,9}$/.test(asked)) return Number(asked);
  return crypto.getRandomValues(new Uint32Array(1))[0] >>> 2; // a small int for MicroPython
}

function fitGlass() {
  const bezel = glass.canvas.parentElement;
  const style = getComputedStyle(bezel);
  const width = bezel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  glass.fit(width, window.innerHeight * 0.5);
}

function onStep(message, saves) {
  const stats = picoParlor.stats;
  stats.steps += 1;
  stats.longestMs = Math.max(stats.longestMs, message.ms);
  if (message.ms >= SLOW_STEP_MS) {
    stats.slow.push(Math.round(message.ms * 10) / 10);
    if (stats.slow.length > SLOW_KEPT) stats.slow.shift();
  }
  if (message.glass) glass.update(message.glass, message.contrast);
  if (message.tone === "off") buzzer.stop();
  else if (message.tone !== null) buzzer.tone(...message.tone.split(" ").map(Number));
  if (message.saves || saves.waiting.size) {
    const before = saves.problem;
    saves.write(message.saves || []);
    if (saves.problem !== before) say(saves.problem || "", Boolean(saves.problem));
  }
}

function boot() {
  const saves = new SaveStore();
  const worker = new Worker("worker.mjs", { type: "module" });
  picoParlor.worker = worker;
  worker.onmessage = ({ data: message }) => {
    if (message.type === "step") onStep(message, saves);
    else if (message.type === "status") say(message.text);
    else if (message.type === "error") fail(message.text);
    else if (message.type === "ready") {
      say(saves.problem || "", Boolean(saves.problem));
      picoParlor.bootMs = Math.round(performance.now());
      picoParlor.ready = true;
    }
  };
  worker.onerror = (event) => fail("The page could not start the firmware: " +
    (event.message || "its worker did not load"));
  worker.postMessage({ type: "start", seed: seed(), files: saves.files() });
  // at: when, on the clock page and worker share, so the worker knows a press made while
  // a step of the app ran
  const at = () => performance.timeOrigin + performance.now();
  const pad = {
    press: (button) => worker.postMessage({ type: "press", button, at: at() }),
    release: (button) => worker.postMessage({ type: "release", button, at: at() }),
    releaseAll: () => worker.postMessage({ type: "releaseAll" }),
  };
  connect(pad, document.querySelectorAll(".controls button"), () => buzzer.unlock());
}

// Offline play: sw.js keeps every file of the build, so later visits load without a network.
// A new build's sw.js replaces the old one's files as a whole; the page running keeps the
// version it started with until the next reload.
function installOffline() {
  if (!("serviceWorker" in navigator)) return; // an old browser or a page not on https
  const updating = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (updating && !picoParlor.error) say("A new version is installed: reload to play it.");
  });
  navigator.serviceWorker.register("sw.js").catch((error) => {
    // offline, the check for a newer sw.js fails; the one installed goes on serving
    if (!navigator.serviceWorker.controller) console.warn("No offline play: " + error.message);
  });
}

fitGlass();
window.addEventListener("resize", fitGlass);
boot();
installOffline();
