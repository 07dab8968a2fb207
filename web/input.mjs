// The six buttons from the keyboard (the simulator window's keys, README "Controls") and
// from the on-screen buttons (mouse, pen or touch: one finger per button, held as long as
// it stays down, so holding B opens the pause menu on a phone too).

const KEYS = {
  ArrowUp: "UP", ArrowDown: "DOWN", ArrowLeft: "LEFT", ArrowRight: "RIGHT",
  z: "A", Enter: "A", x: "B", Backspace: "B",
};

function buttonOf(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null; // browser shortcuts
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] || null;
}

// pad: {press(name), release(name), releaseAll()}; onPress(): called on every press.
export function connect(pad, buttons, onPress) {
  const down = (name, el) => {
    onPress();
    pad.press(name);
    if (el) el.classList.add("held");
  };
  const up = (name, el) => {
    pad.release(name);
    if (el) el.classList.remove("held");
  };
  const onScreen = {};
  for (const el of buttons) onScreen[el.dataset.button] = el;

  window.addEventListener("keydown", (event) => {
    const name = buttonOf(event);
    if (!name) return;
    event.preventDefault(); // arrows would scroll, Backspace go back
    if (!event.repeat) down(name, onScreen[name]);
  });
  window.addEventListener("keyup", (event) => {
    const name = buttonOf(event);
    if (!name) return;
    event.preventDefault();
    up(name, onScreen[name]);
  });
  window.addEventListener("blur", () => {
    pad.releaseAll(); // a key let go in another window never sends its keyup here
    for (const el of buttons) el.classList.remove("held");
  });

  for (const el of buttons) {
    const name = el.dataset.button;
    el.addEventListener("pointerdown", (event) => {
      event.preventDefault();
      el.setPointerCapture(event.pointerId);
      down(name, el);
    });
    const release = () => {
      if (el.classList.contains("held")) up(name, el);
    };
    el.addEventListener("pointerup", release);
    el.addEventListener("pointercancel", release);
    el.addEventListener("lostpointercapture", release);
    el.addEventListener("contextmenu", (event) => event.preventDefault()); // a long touch
  }
}
