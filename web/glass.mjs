// The OLED on a canvas: the chip model's 128x64 glass, lit pixels on black, each pixel a
// square of a whole number of device pixels so the picture stays crisp at any size.

const WIDTH = 128;
const HEIGHT = 64;
const LIT = [222, 240, 255]; // the panel's cold white at full contrast

export class Glass {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.bits = new Uint8Array(WIDTH * HEIGHT); // 1 = lit, row-major
    this.contrast = 0xff;
    this.scale = 1;
  }

  // Size the canvas to the largest whole scale that fits the width and height given (CSS px).
  fit(maxWidth, maxHeight) {
    const dpr = window.devicePixelRatio || 1;
    const scale = Math.max(1, Math.floor(Math.min(maxWidth * dpr / WIDTH,
                                                  maxHeight * dpr / HEIGHT)));
    if (scale !== this.scale || this.canvas.width !== WIDTH * scale) {
      this.scale = scale;
      this.canvas.width = WIDTH * scale;
      this.canvas.height = HEIGHT * scale;
      this.canvas.style.width = WIDTH * scale / dpr + "px";
      this.canvas.style.height = HEIGHT * scale / dpr + "px";
      this.draw();
    }
  }

  // bits: the glass as the worker sends it, one byte per pixel, 1 lit, row-major.
  update(bits, contrast) {
    this.bits = bits;
    this.contrast = contrast;
    this.draw();
  }

  draw() {
    const { ctx, scale } = this;
    ctx.fillStyle = "#000";
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    // an OLED is dimmer at low contrast, never dark (the app dims to contrast 0)
    const level = 0.45 + 0.55 * this.contrast / 255;
    ctx.fillStyle = "rgb(" + LIT.map((c) => Math.round(c * level)).join(",") + ")";
    const gap = scale >= 5 ? 1 : 0; // the dark grid between an OLED's pixels
    const size = scale - gap;
    for (let y = 0; y < HEIGHT; y++) {
      const row = y * WIDTH;
      for (let x = 0; x < WIDTH; x++) {
        if (this.bits[row + x]) ctx.fillRect(x * scale, y * scale, size, size);
      }
    }
  }

  // 64 strings of 128 characters, # lit and . dark, like the simulator's --ascii.
  rows() {
    const rows = [];
    for (let y = 0; y < HEIGHT; y++) {
      let row = "";
      for (let x = 0; x < WIDTH; x++) row += this.bits[y * WIDTH + x] ? "#" : ".";
      rows.push(row);
    }
    return rows;
  }
}
