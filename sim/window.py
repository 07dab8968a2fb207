"""The window front end (pygame): the glass scaled up with visible pixel gaps inside a
bezel, brightness following the chip's contrast register. Keys: arrows, Z or Enter = A,
X or Backspace = B (hold X 1 s for the pause menu), Esc or closing the window quits.
Buzzer tones play through the speakers when there is an audio device.
CPython; Window() raises RuntimeError when no window can be opened."""
import os
import sys

from hal.buttons import A, B, DOWN, LEFT, RIGHT, UP
from sim import render
from sim.realtime import RealTime
from sim.speaker import Speaker
from sim.ssd1306_model import HEIGHT, WIDTH

SCALE = 5
BEZEL = 24
FOOTER = 26
BEZEL_RGB = (28, 30, 36)
GLASS_RGB = (6, 8, 12)
LIT_RGB = (175, 225, 255)  # white-blue OLED
HELP = "arrows  Z/Enter = A  X/Backspace = B  hold X = pause  Esc = quit"


def has_display():
    """Whether a window can be expected at all (X11 or Wayland, or a non-Linux desktop)."""
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return False
    if not sys.platform.startswith("linux"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def lit_color(contrast):
    """Dimmer pixels at low contrast, never invisible (contrast 0 is still faintly lit)."""
    level = render.lit_level(contrast)
    return tuple(int(c * level) for c in LIT_RGB)


class Window:
    def __init__(self, scale=SCALE):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        try:
            import pygame
            pygame.display.init()
            driver = pygame.display.get_driver()
            if driver in ("offscreen", "dummy") and os.environ.get("SDL_VIDEODRIVER") != driver:
                # SDL found no screen and fell back on its own: nobody would see the window
                pygame.display.quit()
                raise RuntimeError("SDL found no screen (it chose the %s driver)" % driver)
            pygame.font.init()
            self.size = (WIDTH * scale + 2 * BEZEL, HEIGHT * scale + 2 * BEZEL + FOOTER)
            self.screen = pygame.display.set_mode(self.size)
        except Exception as e:  # no video device, no X server, pygame missing
            raise RuntimeError("cannot open a window: %s" % e)
        pygame.display.set_caption("Pico Parlor (simulator)")
        self.pg = pygame
        self.scale = scale
        self.keys = {pygame.K_UP: UP, pygame.K_DOWN: DOWN, pygame.K_LEFT: LEFT,
                     pygame.K_RIGHT: RIGHT, pygame.K_z: A, pygame.K_RETURN: A,
                     pygame.K_KP_ENTER: A, pygame.K_x: B, pygame.K_BACKSPACE: B}
        self.font = pygame.font.Font(None, 18)
        self.grid = self._grid()

    def _grid(self):
        """A transparent overlay with dark lines between the scaled pixels."""
        pg = self.pg
        w, h = WIDTH * self.scale, HEIGHT * self.scale
        grid = pg.Surface((w, h), pg.SRCALPHA)
        if self.scale >= 3:
            for x in range(0, w, self.scale):
                pg.draw.line(grid, GLASS_RGB + (255,), (x, 0), (x, h - 1))
            for y in range(0, h, self.scale):
                pg.draw.line(grid, GLASS_RGB + (255,), (0, y), (w - 1, y))
        return grid

    def draw(self, bitmap, contrast):
        pg = self.pg
        glass = pg.image.frombuffer(bytes(bitmap), (WIDTH, HEIGHT), "P")
        glass.set_palette([GLASS_RGB, lit_color(contrast)] + [(0, 0, 0)] * 254)
        glass = pg.transform.scale(glass, (WIDTH * self.scale, HEIGHT * self.scale))
        self.screen.fill(BEZEL_RGB)
        pg.draw.rect(self.screen, (0, 0, 0), (BEZEL - 4, BEZEL - 4, WIDTH * self.scale + 8,
                                              HEIGHT * self.scale + 8), border_radius=4)
        self.screen.blit(glass, (BEZEL, BEZEL))
        self.screen.blit(self.grid, (BEZEL, BEZEL))
        text = self.font.render(HELP, True, (150, 155, 165))
        self.screen.blit(text, ((self.size[0] - text.get_width()) // 2,
                                self.size[1] - FOOTER + 2))
        pg.display.flip()

    def close(self):
        self.pg.display.quit()


def run(board, app, window):
    """Play until Esc or the window closes; the buzzer sounds through the speakers."""
    pg = window.pg
    clock = RealTime(board, app)
    seen = None
    try:
        speaker = Speaker(pg)
    except RuntimeError as e:
        speaker = None
        sys.stderr.write("sim: %s\n" % e)
    try:
        while True:
            clock.update()
            if speaker is not None and board.sound is not None:  # none: "buzzer": null
                speaker.follow(board.sound)
            chip = board.chip
            if (chip.transactions, chip.contrast) != seen:
                seen = (chip.transactions, chip.contrast)
                window.draw(chip.glass_bitmap(), chip.contrast if chip.lit() else 0)
            pg.time.wait(max(1, clock.wait_ms()))
            for event in pg.event.get():
                if event.type == pg.QUIT or (event.type == pg.KEYDOWN and
                                             event.key == pg.K_ESCAPE):
                    return
                if event.type == pg.WINDOWFOCUSLOST:  # its key-up events go elsewhere
                    clock.release_all()
                if event.type in (pg.KEYDOWN, pg.KEYUP) and event.key in window.keys:
                    button = window.keys[event.key]
                    if event.type == pg.KEYDOWN:
                        clock.press(button)
                    else:
                        clock.release(button)
    finally:
        if speaker is not None:
            speaker.close()
        window.close()
