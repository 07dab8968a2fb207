"""The pygame window's drawing, on SDL's dummy video driver (no screen needed)."""
import sys

from sim import window
from sim.ssd1306_model import WIDTH


def test_window_draws_scaled_pixels_with_gaps_and_contrast(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not window.has_display()
    win = window.Window(scale=5)
    try:
        bitmap = bytearray(128 * 64)
        bitmap[2 * WIDTH + 3] = 1
        win.draw(bitmap, 255)
        at = win.screen.get_at
        lit_x, lit_y = window.BEZEL + 3 * 5 + 2, window.BEZEL + 2 * 5 + 2
        assert tuple(at((lit_x, lit_y)))[:3] == window.LIT_RGB
        assert tuple(at((lit_x + 5, lit_y)))[:3] == window.GLASS_RGB
        assert tuple(at((window.BEZEL + 3 * 5, lit_y)))[:3] == window.GLASS_RGB  # gap line
        assert tuple(at((2, 2)))[:3] == window.BEZEL_RGB
        win.draw(bitmap, 0)
        dim = tuple(at((lit_x, lit_y)))[:3]
        assert dim == window.lit_color(0) and 0 < sum(dim) < sum(window.LIT_RGB) // 2
        assert win.size == (128 * 5 + 2 * window.BEZEL, 64 * 5 + 2 * window.BEZEL +
                            window.FOOTER)
    finally:
        win.close()


def test_has_display_follows_the_environment(monkeypatch):
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setenv("DISPLAY", ":99")
    assert window.has_display()
    monkeypatch.setenv("DISPLAY", "")
    monkeypatch.setenv("WAYLAND_DISPLAY", "")
    assert window.has_display() is not sys.platform.startswith("linux")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    assert window.has_display()


def test_run_loop_turns_key_events_into_presses(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from hal.buttons import A, PRESS, RELEASE, RIGHT
    from sim.board import SimBoard
    from tests.sim.fake_app import CursorApp

    board = SimBoard()
    app = CursorApp(board)
    win = window.Window(scale=2)
    pg = win.pg
    event = pg.event.Event
    script = [[event(pg.KEYDOWN, key=pg.K_RIGHT)]] + [[]] * 5 + \
        [[event(pg.KEYUP, key=pg.K_RIGHT), event(pg.KEYDOWN, key=pg.K_q)]] + [[]] * 2 + \
        [[event(pg.KEYDOWN, key=pg.K_z)]] + [[]] * 4 + \
        [[event(pg.WINDOWFOCUSLOST)]] + [[]] * 4 + [[event(pg.QUIT)]]
    monkeypatch.setattr(pg.event, "get", lambda: script.pop(0))
    window.run(board, app, win)
    assert script == []
    assert [(kind, button) for _, kind, button in app.log] == \
        [(PRESS, RIGHT), (RELEASE, RIGHT), (PRESS, A), (RELEASE, A)]
    assert app.x == 8 and app.filled == [(8, 0)] and board.pad.read() == 0
