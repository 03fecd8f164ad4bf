"""What the guided first game draws over the table: the lesson's panel and its highlights.

The panel sits where the opponents' melds would go (the lesson's opponents never meld, so that
band of the table stays free): the chapter, the step's sentence, the keys that do the same as
the mouse, and Continue (or, at the end, New game and Menu). Every target of the step (the
stock, cards in the hand, a button, a meld...) gets a pulsing ring. A refused move makes the
panel's border flash in the refusal's colour.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame
from pygame import Rect

from game.ui import fonts
from game.ui.widgets import CREAM, GOLD, GOLD_LIGHT, Button, draw_panel, wrap_text

#: The ring around what the step asks for: orange, apart from the gold of the selection and
#: the glow, and from the blue keyboard cursor.
RING = (255, 150, 60)
RING_LIGHT = (255, 214, 150)
REFUSED = (255, 130, 110)
MUTED = (196, 204, 186)
FILL = (10, 40, 26, 255)
BODY_SIZES = (17, 16, 15)  # the sentence's font, smaller only when a translation runs long
TITLE_SIZE = 17
KEYS_SIZE = 14
PAD = 16
BUTTON_H = 36
FLASH_SECONDS = 0.8
MARGIN = 12  # room around the panel's image for its shadow


def panel_rect(area: Rect) -> Rect:
    """The panel inside the opponents' meld area: clear of the partner's plate above and of
    the pile's FROZEN badge below."""
    return Rect(area.x + 4, area.y + 2, area.w - 8, area.h - 22)


def body_rect(panel: Rect, buttons: int) -> Rect:
    """Where the step's sentence goes: under the title, above the keys line, left of the
    buttons when there are any."""
    top = panel.y + 38
    bottom = panel.bottom - (KEYS_SIZE + 18)
    right = panel.right - PAD - (button_width(buttons) + 16 if buttons else 0)
    return Rect(panel.x + PAD, top, right - panel.x - PAD, bottom - top)


def button_width(buttons: int) -> int:
    return 190 if buttons == 1 else 170


def fit_body(text: str, rect: Rect) -> tuple[pygame.font.Font, list[str]] | None:
    """The largest body font at which ``text`` fits ``rect``, with its lines; None when even
    the smallest is too big."""
    for size in BODY_SIZES:
        font = fonts.font(size)
        lines = wrap_text(font, text, rect.w)
        if len(lines) * font.get_linesize() <= rect.h:
            return font, lines
    return None


class LessonPanel:
    """The panel's buttons (made for the step shown) and its drawing."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self._shown: object = None
        self._image: tuple[object, pygame.Surface] | None = None  # the panel without buttons

    def set_buttons(self, key: object, panel: Rect,
                    specs: Sequence[tuple[str, Callable[[], None]]]) -> None:
        """The buttons for the step ``key`` (made again only when the step or the labels
        change, so a press survives from one frame to the next)."""
        labels = (key, tuple(label for label, _callback in specs), tuple(panel))
        if labels == self._shown:
            return
        self._shown = labels
        width = button_width(len(specs))
        self.buttons = []
        x = panel.right - PAD - width
        y = panel.bottom - 12 - BUTTON_H
        for i, (label, callback) in enumerate(reversed(specs)):
            rect = Rect(x, y - i * (BUTTON_H + 8), width, BUTTON_H)
            self.buttons.append(Button(rect, label, callback, font_size=18,
                                       primary=i == len(specs) - 1))
        self.buttons.reverse()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(b.handle_event(event) for b in self.buttons)

    def draw(self, surface: pygame.Surface, panel: Rect, title: str, body: str, keys: str,
             flash: float) -> None:
        """The panel with its texts and buttons; ``flash`` (0..1) tints the border after a
        refused move. The texts are rendered again only when they change."""
        key = (tuple(panel), title, body, keys, flash > 0, len(self.buttons))
        if self._image is None or self._image[0] != key:
            image = pygame.Surface((panel.w + 2 * MARGIN, panel.h + 2 * MARGIN), pygame.SRCALPHA)
            self._render(image, Rect(MARGIN, MARGIN, panel.w, panel.h), title, body, keys,
                         flash > 0)
            self._image = (key, image)
        surface.blit(self._image[1], (panel.x - MARGIN, panel.y - MARGIN))
        for b in self.buttons:
            b.draw(surface)

    def _render(self, surface: pygame.Surface, panel: Rect, title: str, body: str, keys: str,
                refused: bool) -> None:
        border = REFUSED if refused else GOLD
        # Opaque: the empty meld area's title underneath must not show through.
        draw_panel(surface, panel, fill=FILL, border=border, border_width=3 if refused else 2)
        title_font = fonts.font(TITLE_SIZE, bold=True)
        surface.blit(title_font.render(title, True, GOLD_LIGHT), (panel.x + PAD, panel.y + 10))
        rect = body_rect(panel, len(self.buttons))
        fitted = fit_body(body, rect)
        if fitted is None:  # never with the shipped texts (a test checks every language)
            fitted = fonts.font(BODY_SIZES[-1]), wrap_text(fonts.font(BODY_SIZES[-1]), body,
                                                           rect.w)
        font, lines = fitted
        y = rect.y
        for line in lines:
            if y + font.get_height() > panel.bottom:
                break
            surface.blit(font.render(line, True, CREAM), (rect.x, y))
            y += font.get_linesize()
        if keys:
            keys_font = fonts.font(KEYS_SIZE)
            surface.blit(keys_font.render(keys, True, MUTED),
                         (panel.x + PAD, panel.bottom - KEYS_SIZE - 12))


def draw_rings(surface: pygame.Surface, rects: Sequence[tuple[Rect, bool]],
               clock: float) -> None:
    """A pulsing ring around each target, close around the ``tight`` ones (cards side by side
    in the hand); still in reduced motion (``clock`` stays 0 there)."""
    beat = (math.sin(clock * 5.0) + 1) / 2
    colour = tuple(round(a + (b - a) * beat) for a, b in zip(RING, RING_LIGHT, strict=True))
    for rect, tight in rects:
        pad = (2 + round(2 * beat)) if tight else (6 + round(4 * beat))
        ring = rect.inflate(2 * pad, 2 * pad)
        pygame.draw.rect(surface, (0, 0, 0), ring.move(0, 2), 5, border_radius=12)
        pygame.draw.rect(surface, colour, ring, 4, border_radius=12)
