"""Records the glass while the app runs: an animated GIF (one frame per changed screen, each
shown as long as it stayed in virtual time) and/or a PNG sequence named by frame number and
virtual time. A change of brightness is a change of screen: a frame whose contrast is below
the brightest of the run so far is drawn grey, as dim as the window draws it (the screen
dimmed after 30 s without a press). Attach to a board with
board.watchers.append(recorder.capture). CPython."""
import os

from sim import render

LAST_FRAME_MS = 1000  # how long the GIF shows the final screen when the run ends on it


class Recorder:
    def __init__(self, gif=None, png_dir=None, scale=1):
        self.gif = gif
        self.png_dir = png_dir
        self.scale = scale
        self.frames = []  # (virtual ms when shown, bitmap) for the GIF
        self.count = 0
        self._seen = -1  # chip transactions at the last look: no bus traffic, no change
        self._last = None
        self.brightness = render.Brightness()  # the run's brightest: drawn white
        if png_dir:
            os.makedirs(png_dir, exist_ok=True)

    def capture(self, board):
        chip = board.chip
        if chip.transactions == self._seen:
            return
        self._seen = chip.transactions
        self.brightness.watch(board)
        lit = self.brightness.lit(chip.contrast)
        shown = (bytes(chip.glass_bitmap()), lit)
        if shown == self._last:
            return
        self._last = shown
        at = board.clock.elapsed_ms
        self.count += 1
        if self.gif:
            self.frames.append((at, shown))
        if self.png_dir:
            name = "frame-%05d-%08dms.png" % (self.count, at)
            render.image(shown[0], self.scale, shown[1]).save(os.path.join(self.png_dir, name))

    def close(self, board):
        """Write the GIF; the last frame lasts until now (at least LAST_FRAME_MS)."""
        self.capture(board)
        if not self.gif or not self.frames:
            return
        end = board.clock.elapsed_ms
        images = [render.image(bitmap, self.scale, lit) for _, (bitmap, lit) in self.frames]
        times = [at for at, _ in self.frames] + [max(end, self.frames[-1][0] + LAST_FRAME_MS)]
        durations = [max(10, times[i + 1] - times[i]) for i in range(len(images))]
        images[0].save(self.gif, save_all=True, append_images=images[1:], duration=durations,
                       loop=0, optimize=False)
