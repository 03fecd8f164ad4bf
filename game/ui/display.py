"""The game window: how it is opened on each platform, and full screen.

Everything draws on one 1280x720 logical screen. Natively that screen is SCALED into a window
the player can resize or maximise. In the browser the page's canvas is the window: pygbag's
page makes a 1x1 canvas before Python starts and sizes it with CSS, and SDL's emscripten
backend gives a RESIZABLE window the canvas's CSS size at set_mode, so a RESIZABLE or SCALED
window there ends up square, or 720x405, instead of 16:9. So in the browser the window is a
plain 1280x720 canvas and the page's CSS (web/template.tmpl) scales it to the largest 16:9 box
that fits; SDL maps pointer positions back through that scaling.
"""

from __future__ import annotations

import contextlib
import os
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


def window_flags(browser: bool | None = None) -> int:
    """set_mode flags for this platform (see the module docstring for why they differ)."""
    if platform.is_browser() if browser is None else browser:
        return 0
    return pygame.SCALED | pygame.RESIZABLE


#: The page function that swaps the loading screen for the game's canvas.
PAGE_READY = "canasta_ready"


def open_display() -> pygame.Surface:
    """Open the 1280x720 logical screen with this platform's flags (in the browser, and
    only then, the page's loading screen gives way to it)."""
    # Linear filtering keeps text smooth at non-integer scales (1.5x on a 1080p screen).
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
    pygame.display.set_caption("Canasta")
    screen = pygame.display.set_mode(SCREEN_SIZE, window_flags())
    if platform.is_browser():
        _page_call(PAGE_READY)
    return screen


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
    if not fullscreen_available():
        return False
    if platform.is_browser():
        # The browser only grants full screen shortly after a click or key press; pygbag
        # hands that input to Python within the same frame, well inside the grace period.
        _page_call(PAGE_FULLSCREEN_TOGGLE)
        return True
    try:
        pygame.display.toggle_fullscreen()
    except pygame.error:
        return False
    return True


def is_fullscreen_key(event: pygame.event.Event) -> bool:
    """F11, the usual full-screen key (browsers keep F11 for themselves)."""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_F11
