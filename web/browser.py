"""The web build in headless Chromium, for the browser test (tests/web/) and bench.web: serve
build/web on 127.0.0.1, drive Debian's chromium through its chromedriver (never a browser
a tool downloads), press the six buttons as keys or as on-screen buttons, read the glass
back from the page. CPython.

    reason = unavailable()          # None, or one line saying what is missing
    with Page(profile_dir) as page:
        page.open(seed=7)
        page.press("DOWN")
        page.glass().glass_pixel(x, y)
        page.wait_for_offline()     # the service worker keeps every file
        page.stop_serving()         # the network is gone: reloads come from that cache
"""
import importlib.util
import os
import shutil
import threading
import time

from hal.buttons import NAMES
from sim.keys import parse_keys
from web.build import OUT
from web.serve import server

# Closed network: no first-run, background, component or sync traffic (each fails slowly).
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=600,900")
KEYS = {"UP": "\ue013", "DOWN": "\ue015", "LEFT": "\ue012", "RIGHT": "\ue014",
        "A": "z", "B": "x"}  # the page's keys for the buttons: arrows, Z, X
HOLD_MS = 80  # like the simulator's --keys taps
GAP_MS = 80


def unavailable(directory=OUT):
    """Why the page cannot be driven here (one line), or None."""
    if not os.path.exists(os.path.join(directory, "index.html")):
        return "no %s: `make web` builds it (needs node and npm)" % directory
    for name in ("chromium", "chromedriver"):
        if shutil.which(name) is None:
            return "no %s: apt-get install chromium chromium-driver (`make browser`)" % name
    if importlib.util.find_spec("selenium") is None:
        return "no selenium: `make setup` installs it"
    return None


class Glass:
    """The glass the page shows, read back as the simulator's # / . rows; glass_pixel()
    like the chip model's, so tests.screen.find_text reads it."""

    def __init__(self, rows):
        self.rows = rows

    def glass_pixel(self, x, y):
        return 1 if self.rows[y][x] == "#" else 0

    def __eq__(self, other):
        return isinstance(other, Glass) and self.rows == other.rows

    def __repr__(self):
        return "\n".join(self.rows)


class Page:
    def __init__(self, profile_dir, directory=OUT):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        self.httpd = server(0, directory)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_port
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium")
        for flag in FLAGS + ("--user-data-dir=" + profile_dir,):
            options.add_argument(flag)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        try:
            self.driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")),
                                           options=options)
        except Exception:
            self.httpd.shutdown()
            raise

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self.driver.quit()
        self.stop_serving()

    def stop_serving(self):
        """Stop the web server, as a network that is gone: only the browser's caches answer."""
        if self.httpd is not None:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None

    def wait_for_offline(self):
        """Wait until the page's service worker controls it, its cache complete."""
        self.wait_for(lambda: self.js("return navigator.serviceWorker.controller !== null"),
                      what="the service worker to keep the page")

    def phone(self, width, height, ratio=3):
        """Show the page as a phone's browser would: a viewport of width x height CSS px,
        ratio device pixels to one, touch events."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": ratio, "mobile": True})
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def open(self, seed=7, fresh=False):
        """Load the page (?seed=N); fresh: with no saves from earlier visits."""
        self.driver.get(self.url + "?seed=%d" % seed)
        if fresh:
            self.js("localStorage.clear()")
            self.driver.get(self.url + "?seed=%d" % seed)
        self.wait_for(lambda: self.js("return window.picoParlor && (picoParlor.ready || "
                                      "picoParlor.error !== null)"), what="the page to boot")
        error = self.js("return picoParlor.error")
        if error:
            raise AssertionError(error)

    def reload(self):
        self.driver.refresh()
        self.wait_for(lambda: self.js("return window.picoParlor && picoParlor.ready"),
                      what="the page to boot again")

    def wait_for(self, check, timeout=20.0, what="the page"):
        end = time.monotonic() + timeout
        while True:
            value = check()
            if value:
                return value
            if time.monotonic() > end:
                raise AssertionError("timed out after %.0f s waiting for %s" % (timeout, what))
            time.sleep(0.05)

    def glass(self):
        return Glass(self.js("return picoParlor.glassRows()"))

    def settled(self, quiet_s=0.6, timeout=20.0):
        """The glass once it has stopped changing for quiet_s (animations over)."""
        last = self.glass()
        since = time.monotonic()
        end = since + timeout
        while time.monotonic() - since < quiet_s:
            if time.monotonic() > end:
                raise AssertionError("the glass never settled")
            time.sleep(0.05)
            now = self.glass()
            if now != last:
                last, since = now, time.monotonic()
        return last

    def press(self, button, hold_ms=HOLD_MS):
        """A key press on the page, held hold_ms, then GAP_MS released."""
        from selenium.webdriver.common.action_chains import ActionChains
        key = KEYS[button]
        ActionChains(self.driver).key_down(key).pause(hold_ms / 1000).key_up(key).perform()
        time.sleep(GAP_MS / 1000)

    def play(self, script):
        """A --keys script (sim/keys.py): NAME, NAME:ms, wait:ms."""
        for button, ms in parse_keys(script):
            if button is None:
                time.sleep(ms / 1000)
            else:
                self.press(NAMES[button], ms)

    def touch(self, button, hold_ms=HOLD_MS):
        """A finger on the on-screen button."""
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        from selenium.webdriver.common.by import By
        element = self.driver.find_element(By.CSS_SELECTOR, '[data-button="%s"]' % button)
        actions = ActionBuilder(self.driver, mouse=PointerInput("touch", "finger"))
        actions.pointer_action.move_to(element).pointer_down().pause(hold_ms / 1000)
        actions.pointer_action.pointer_up()
        actions.perform()
        time.sleep(GAP_MS / 1000)

    def console_errors(self):
        """The page's console errors (and failed loads) since the last call."""
        return [entry["message"] for entry in self.driver.get_log("browser")
                if entry["level"] == "SEVERE"]

    def screenshot(self, path):
        self.driver.save_screenshot(path)
