"""Shipped TTF fonts, loaded by path and cached per (size, weight).

The browser build (pygbag) has no system fonts, so every font comes from
assets/fonts/ next to the package; pygame.font.SysFont is never used.
"""

from __future__ import annotations

from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
REGULAR_PATH = FONT_DIR / "NotoSans-Regular.ttf"
BOLD_PATH = FONT_DIR / "NotoSans-Bold.ttf"

_cache: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Return the UI font at `size` pixels, bold or regular; same object for same args.

    Initialises pygame.font on first use so callers need not care about order.
    """
    key = (int(size), bold)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    # Bold is a real face rather than pygame's synthetic emboldening, which smears.
    path = BOLD_PATH if bold else REGULAR_PATH
    result = pygame.font.Font(path, max(1, key[0]))
    _cache[key] = result
    return result


def clear_cache() -> None:
    """Forget cached fonts (needed if pygame.font is quit and re-initialised)."""
    _cache.clear()
