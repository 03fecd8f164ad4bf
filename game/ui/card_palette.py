"""The colours of the card art, and how the drawing lightens and darkens them."""

from __future__ import annotations

RGB = tuple[int, int, int]

FACE_WHITE: RGB = (253, 252, 248)
EDGE: RGB = (150, 150, 146)
BLACK: RGB = (24, 24, 30)
RED: RGB = (204, 26, 44)
BLUE: RGB = (22, 86, 196)
GREEN: RGB = (16, 128, 58)
GOLD: RGB = (226, 178, 58)
GOLD_DARK: RGB = (150, 106, 26)
SKIN: RGB = (250, 221, 188)
INK: RGB = (40, 30, 34)
CREAM: RGB = (246, 236, 206)

TWO_COLOUR: dict[str, RGB] = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
FOUR_COLOUR: dict[str, RGB] = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}

BACK_COLOURS: dict[str, tuple[RGB, RGB]] = {
    # (base, pattern) colours per back design.
    "blue": ((28, 64, 150), (86, 130, 214)),
    "red": ((158, 26, 38), (216, 92, 96)),
    "green": ((22, 98, 56), (84, 168, 110)),
}


def tint(c: RGB, k: float) -> RGB:
    """Blend colour towards white by k (0 = unchanged, 1 = white)."""
    r, g, b = c
    return (int(r + (255 - r) * k), int(g + (255 - g) * k), int(b + (255 - b) * k))


def shade(c: RGB, k: float) -> RGB:
    """Blend colour towards black by k."""
    r, g, b = c
    return (int(r * (1 - k)), int(g * (1 - k)), int(b * (1 - k)))
