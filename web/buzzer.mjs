// The piezo buzzer through Web Audio: each tone the app plays is a quiet square wave.
// Browsers start audio only from a press, so unlock() is called from key and touch events.

const VOLUME = 0.04; // a piezo is not loud, neither is this

export class Buzzer {
  constructor() {
    this.ctx = null;
    this.osc = null;
  }

  unlock() {
    const AudioContext = window.AudioContext || window.webkitAudioContext;
    if (!AudioContext) return;
    if (!this.ctx) this.ctx = new AudioContext();
    if (this.ctx.state === "suspended") this.ctx.resume();
  }

  tone(freq, ms) {
    this.stop();
    const ctx = this.ctx;
    if (!ctx || ctx.state !== "running") return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "square";
    osc.frequency.value = freq;
    gain.gain.value = VOLUME;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + ms / 1000);
    this.osc = osc;
  }

  stop() {
    if (this.osc) {
      this.osc.stop();
      this.osc = null;
    }
  }
}
