"""A one-line text field, for a player's name.

Click or tap it (or reach it with Tab) and type: the letters arrive as pygame's TEXTINPUT
events, natively and in the browser (where the canvas sends them), so accents and any
keyboard layout work. Backspace deletes the last letter; Enter, Tab or Esc ends typing (the
screen moves the focus on). The field never holds more than ``max_length`` letters.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import fonts
from game.ui.widgets import (
    CREAM,
    FELT_DARK,
    FELT_LIGHT,
    GOLD,
    Widget,
    draw_text,
    event_pos,
    rounded_box,
)

PLACEHOLDER = (150, 160, 150)


class TextField(Widget):
    """A name field; ``on_change`` gets the text after every change."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], text: str,
                 on_change: Callable[[str], None] | None = None, max_length: int = 16,
                 font_size: int = 19, placeholder: str = "") -> None:
        super().__init__(rect)
        self.text = text[:max_length]
        self.on_change = on_change
        self.max_length = max_length
        self.font_size = font_size
        self.placeholder = placeholder
        self.wants_focus = False  # clicked: the screen should give it the keyboard focus

    def _set(self, text: str) -> None:
        text = text[: self.max_length]
        if text != self.text:
            self.text = text
            if self.on_change is not None:
                self.on_change(text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.TEXTINPUT:
            if not self.focused:
                return False
            typed = "".join(ch for ch in event.text if ch.isprintable())
            self._set(self.text + typed)
            return True
        if event.type == pygame.KEYDOWN:
            if self.focused and event.key == pygame.K_BACKSPACE:
                self._set(self.text[:-1])
                return True
            return False
        pos = event_pos(event)
        if pos is None:
            return False
        inside = self.rect.collidepoint(pos)
        if event.type in (pygame.MOUSEMOTION, pygame.FINGERMOTION):
            self.hovered = inside
            return False
        if _pointer(event, pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN) and inside:
            self.pressed = True
            return True
        if _pointer(event, pygame.FINGERUP, pygame.MOUSEBUTTONUP) and self.pressed:
            self.pressed = False
            if inside:
                self.wants_focus = True
                start_typing(self.rect)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        fill = FELT_LIGHT if (self.hovered or self.focused) and self.enabled else FELT_DARK
        border = GOLD if self.focused else (120, 110, 70)
        surface.blit(rounded_box(self.rect.size, (*fill, 220), border, 2 if self.focused else 1,
                                 10), self.rect)
        font = fonts.font(self.font_size, bold=True)
        shown = self.text or self.placeholder
        colour = CREAM if self.text else PLACEHOLDER
        room = self.rect.w - 26
        while len(shown) > 1 and font.size(shown)[0] > room:
            shown = shown[1:] if self.focused else shown[:-2] + "…"  # typing shows the end
        rect = draw_text(surface, shown, font, colour, (self.rect.x + 12, self.rect.centery),
                         anchor="midleft")
        if self.focused:
            x = rect.right + 2 if self.text else self.rect.x + 12
            pygame.draw.line(surface, GOLD, (x, self.rect.y + 10), (x, self.rect.bottom - 10), 2)
        self._draw_focus(surface)


def _pointer(event: pygame.event.Event, finger: int, mouse: int) -> bool:
    """A finger event of that type, or the mouse's main button's."""
    return event.type == finger or (event.type == mouse and getattr(event, "button", 1) == 1)


def start_typing(rect: pygame.Rect) -> None:
    """Ask for text input near ``rect`` (an on-screen keyboard, where there is one, opens)."""
    try:
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(rect)
    except pygame.error:  # no video system (tests without a window): letters still arrive
        pass
