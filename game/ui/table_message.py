"""What the table tells the player: a refusal, a warning, a hint, the points selected.

A message is shown whole, wrapped, in a panel just above the hand, where the player's eyes
are after clicking a card or a button, and stays until their next action, a newer message,
or the time it takes to read it. A refusal (an error) also marks what it is about: the cards
it refused shake once and keep a red ring while the message shows; a refused taking of the
pile rings the pile.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.ui import fonts, rich_text
from game.ui.hand_view import HandItem
from game.ui.widgets import CREAM, GOLD_LIGHT, rounded_box

ERROR_TEXT = (255, 196, 180)
ERROR_RING = (235, 78, 64)
TEXT_SIZE = 17
MAX_WIDTH = 600  # the panel's widest (less where the hand's area is narrower)
PADDING = (18, 10)
SHAKE_SECONDS = 0.45
SHAKE_PIXELS = 7
FADE_SECONDS = 0.3


def reading_seconds(text: str) -> float:
    """Long enough to read the message twice at a slow pace (never under five seconds)."""
    return max(5.0, 2.0 + 0.4 * len(text.split()))


@dataclass
class TableMessage:
    """The message now shown, its time left and what it marks."""

    text: str = ""
    error: bool = False
    left: float = 0.0
    elapsed: float = 0.0
    cards: list[HandItem] = field(default_factory=list)  # the refused cards
    pile: bool = False  # the refused action was taking the pile

    def show(self, text: str, error: bool = False, cards: list[HandItem] | None = None,
             pile: bool = False) -> None:
        self.text, self.error = text, error
        self.left = reading_seconds(text) if text else 0.0
        self.elapsed = 0.0
        self.cards = list(cards or []) if error else []
        self.pile = pile and error

    def clear(self) -> None:
        self.show("")

    def update(self, dt: float) -> None:
        if not self.text:
            return
        self.elapsed += dt
        self.left -= dt
        if self.left <= 0:
            self.clear()

    @property
    def alpha(self) -> int:
        return round(255 * max(0.0, min(1.0, self.left / FADE_SECONDS)))

    def shake(self, still: bool) -> float:
        """The refused cards' sideways offset now (none in reduced motion)."""
        if still or self.elapsed >= SHAKE_SECONDS:
            return 0.0
        t = self.elapsed / SHAKE_SECONDS
        return SHAKE_PIXELS * (1 - t) * math.sin(t * 6 * math.pi)


def panel_rect(text: str, hand: Rect, cards: list[HandItem], card_w: int) -> Rect:
    """The message's panel: above the hand's area, over the refused cards where there are."""
    width = min(MAX_WIDTH, hand.w)
    inner = width - 2 * PADDING[0]
    font_h = rich_text.wrapped_height(text, TEXT_SIZE, inner)
    one_line = rich_text.text_width(fonts.font(TEXT_SIZE), text)
    if one_line <= inner:  # a short message gets a snug panel
        width = one_line + 2 * PADDING[0]
    rect = Rect(0, 0, width, font_h + 2 * PADDING[1])
    centre = hand.centerx
    if cards:
        centre = round(sum(item.x for item in cards) / len(cards) + card_w / 2)
    rect.midbottom = (centre, hand.y - 2)
    rect.clamp_ip(Rect(hand.x, 0, hand.w, hand.y))
    return rect


def draw_panel(surface: pygame.Surface, message: TableMessage, rect: Rect) -> None:
    """The message in its panel (faded out over its last moments)."""
    img = _panel_image(message.text, message.error, rect.size)
    if message.alpha < 255:
        img = img.copy()
        img.set_alpha(message.alpha)
    surface.blit(img, rect)


_images: dict[tuple[str, bool, tuple[int, int]], pygame.Surface] = {}


def _panel_image(text: str, error: bool, size: tuple[int, int]) -> pygame.Surface:
    key = (text, error, size)
    img = _images.get(key)
    if img is None:
        if len(_images) > 32:
            _images.clear()
        img = rounded_box(size, (24, 14, 10, 236) if error else (8, 34, 22, 236),
                          ERROR_RING if error else GOLD_LIGHT, 2, 12).copy()
        inner = Rect(PADDING[0], PADDING[1], size[0] - 2 * PADDING[0], size[1])
        rich_text.draw_wrapped(img, text, TEXT_SIZE, ERROR_TEXT if error else CREAM, inner)
        _images[key] = img
    return img


def clear_cache() -> None:
    """Forget the rendered panels (the words are rendered again on the next frame)."""
    _images.clear()
