"""The game window: how it is opened on each platform, how it scales, and full screen.

Everything draws on one 1280x720 logical screen (`widgets.SCREEN_SIZE`), so every piece of
geometry, every test and every screenshot speaks the same coordinates on every platform.

Natively that screen is pygame's SCALED display in a RESIZABLE window: SDL's renderer
stretches the picture (on the graphics card, linear filtering) to the largest 16:9 box the
window holds and letterboxes only what is left, and maps mouse and touch positions back to the
logical screen, at any window size. Two pygame-ce defaults are changed for that:

* SCALED scales by whole multiples only unless the hint below is set, which left a 1280x720
  picture in black borders in a 1600x900 or 1920x1080 window;
* SCALED makes the logical size the window's minimum and its first size, which does not fit a
  1366x768 laptop with a title bar and a task bar; the window opens at `first_window_size`
  instead and may shrink to `MIN_WINDOW`.

Why a fixed logical screen rather than a layout computed for each window size: the picture is
the same at every size (nothing can overlap at one size that fits at another), scaling costs
the frame nothing (the graphics card does it while presenting), and the browser build, where
the page's CSS scales a fixed canvas, draws exactly what the desktop draws. The price is that
text above 1280x720 is a smoothly enlarged picture rather than drawn at the window's own
resolution; the window opens at 1280x720 where that fits, where the picture is pixel for pixel.

In the browser the page's canvas is the window: pygbag's page makes a 1x1 canvas before
Python starts and sizes it with CSS, and SDL's emscripten backend gives a RESIZABLE window the
canvas's CSS size at set_mode, so a RESIZABLE or SCALED window there ends up square, or
720x405, instead of 16:9. So in the browser the window is a plain 1280x720 canvas and the
page's CSS (web/template.tmpl) scales it to the largest 16:9 box that fits; SDL maps pointer
positions back through that scaling.
"""

from __future__ import annotations

import contextlib
import os
import warnings
from typing import Any

import pygame

from game import platform
from game.ui.widgets import SCREEN_SIZE

#: The page functions web/template.tmpl defines for full screen (the browser's Fullscreen API
#: must be called from JavaScript so that a refused request is caught there, not reported as
#: an unhandled rejection).
PAGE_FULLSCREEN_STATE = "canasta_fullscreen_state"
PAGE_FULLSCREEN_TOGGLE = "canasta_toggle_fullscreen"
#: SDL video drivers without a real screen (tests, servers): no full screen there.
HEADLESS_DRIVERS = ("dummy", "offscreen")

#: The smallest window the player can make: half the logical screen, where the table's
#: smallest text is still legible.
MIN_WINDOW = (640, 360)
#: What the first window leaves free of the desktop: room for a title bar and a task bar or a
#: dock (height), and a little on the sides (width).
DESKTOP_MARGIN = (40, 120)
#: pygame-ce reads this hint, under this very name, when it creates a SCALED display's
#: renderer: set, the picture is scaled by any factor, not only by whole multiples.
FRACTIONAL_SCALING_HINT = "SDL_HINT_RENDER_SCALE_QUALITY"


def window_flags(browser: bool | None = None) -> int:
    """set_mode flags for this platform (see the module docstring for why they differ)."""
    if platform.is_browser() if browser is None else browser:
        return 0
    return pygame.SCALED | pygame.RESIZABLE


def first_window_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The window's size when the game opens on a desktop of this size: 1280x720 (the picture
    pixel for pixel) where that fits with a title bar and a task bar, otherwise the largest
    16:9 window that does (1152x648 on a 1366x768 laptop), never below MIN_WINDOW."""
    unit_w, unit_h = SCREEN_SIZE[0] // 80, SCREEN_SIZE[1] // 80  # 16:9 in whole pixels
    free_w, free_h = desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1]
    room = min(free_w // unit_w, free_h // unit_h)
    units = max(MIN_WINDOW[0] // unit_w, min(80, room))
    return units * unit_w, units * unit_h


def picture_rect(window: tuple[int, int]) -> pygame.Rect:
    """Where the logical screen shows in a window of this size: the largest 16:9 box,
    centred; the rest is letterbox."""
    scale = min(window[0] / SCREEN_SIZE[0], window[1] / SCREEN_SIZE[1])
    rect = pygame.Rect(0, 0, round(SCREEN_SIZE[0] * scale), round(SCREEN_SIZE[1] * scale))
    rect.center = (window[0] // 2, window[1] // 2)
    return rect


#: The page function that swaps the loading screen for the game's canvas.
PAGE_READY = "canasta_ready"

#: The window's size before it went full screen, to come back to.
_windowed_size: tuple[int, int] | None = None


def open_display() -> pygame.Surface:
    """Open the 1280x720 logical screen with this platform's flags (in the browser, and
    only then, the page's loading screen gives way to it)."""
    # Linear filtering keeps text smooth at non-integer scales (1.5x on a 1080p screen).
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
    pygame.display.set_caption("Canasta")
    if platform.is_browser():
        screen = pygame.display.set_mode(SCREEN_SIZE, window_flags())
        _page_call(PAGE_READY)
        return screen
    os.environ.setdefault(FRACTIONAL_SCALING_HINT, "1")
    # Hidden until it has its size and place, so it never shows at pygame's own size first.
    screen = pygame.display.set_mode(SCREEN_SIZE, window_flags() | pygame.HIDDEN)
    window = native_window()
    if window is None:  # a pygame without the Window API: its own size, shown
        return pygame.display.set_mode(SCREEN_SIZE, window_flags())
    window.minimum_size = MIN_WINDOW
    window.size = first_window_size(pygame.display.get_desktop_sizes()[0])
    window.position = pygame.WINDOWPOS_CENTERED
    window.show()
    return screen


def native_window() -> Any:
    """The display's pygame.Window, or None. pygame-ce deprecates reaching the display's
    window this way, but it is the only way to set a SCALED window's size and minimum."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None


def _page_call(name: str) -> Any:
    """Call a function of the page (None when the page or the function is missing)."""
    with contextlib.suppress(Exception):
        function = getattr(platform.browser_window(), name, None)
        if function is not None:
            return function()
    return None


def fullscreen_state() -> str:
    """'on', 'off', or 'unavailable' (a headless driver, or a page that forbids it, such as
    an iframe without allow="fullscreen")."""
    if platform.is_browser():
        state = _page_call(PAGE_FULLSCREEN_STATE)
        return str(state) if state in ("on", "off") else "unavailable"
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        return "unavailable"
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return "unavailable"
    return "on" if pygame.display.is_fullscreen() else "off"


def fullscreen_available() -> bool:
    return fullscreen_state() != "unavailable"


def toggle_fullscreen() -> bool:
    """Switch between full screen and a window; False when this platform can't."""
    global _windowed_size
    state = fullscreen_state()
    if state == "unavailable":
        return False
    if platform.is_browser():
        # The browser only grants full screen shortly after a click or key press; pygbag
        # hands that input to Python within the same frame, well inside the grace period.
        _page_call(PAGE_FULLSCREEN_TOGGLE)
        return True
    if state == "off":
        _windowed_size = pygame.display.get_window_size()
    try:
        pygame.display.toggle_fullscreen()
    except pygame.error:
        return False
    if state == "on":
        _restore_window()
    return True


def _restore_window() -> None:
    """Back from full screen, pygame gives a SCALED window a whole multiple of 1280x720 (too
    big for a 2560x1440 desktop once the title bar is added) and that size as its minimum
    again: put back the size the player had and the real minimum."""
    window = native_window()
    if window is None:
        return
    window.minimum_size = MIN_WINDOW
    window.size = _windowed_size or first_window_size(pygame.display.get_desktop_sizes()[0])


def is_fullscreen_key(event: pygame.event.Event) -> bool:
    """F11, the usual full-screen key (browsers keep F11 for themselves)."""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_F11
