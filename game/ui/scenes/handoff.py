"""The hand-off screen of pass-and-play: "Pass to Eva", over the whole table.

It is opaque, so the table beneath is not drawn at all while it shows: no hand, not even the
melds. A tap or click anywhere (pressed and released on this screen, so the last player's
release cannot pass it), Enter or Space, or the Ready button hands the device on; Esc or the
Menu button leaves for the menu (the game is saved). While it shows, the table is paused: the
computer players wait too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import _
from game.ui import fonts
from game.ui.scene import Scene
from game.ui.scenes.chrome import MUTED, draw_felt, draw_title
from game.ui.widgets import (
    CREAM,
    SCREEN_SIZE,
    Button,
    FocusGroup,
    draw_panel,
    draw_text,
    event_pos,
    wrap_text,
)

PANEL = pygame.Rect(240, 150, 800, 400)


class HandOffScene(Scene):
    """Covers the table until the named person is ready."""

    scene_name = "handoff"

    def __init__(self, app: Any, name: str, on_ready: Callable[[], None], note: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.note = note
        self.on_ready = on_ready
        ready = pygame.Rect(0, 0, 300, 64)
        ready.midbottom = (PANEL.centerx, PANEL.bottom - 36)
        self.ready_button = Button(ready, _("Ready"), self.ready, font_size=28, primary=True)
        self.menu_button = Button((SCREEN_SIZE[0] - 170, 16, 150, 40), _("Menu"),
                                  app.open_menu, font_size=18)
        self.focus = FocusGroup([self.ready_button, self.menu_button], focus_index=0)
        self._pressed = False  # a press began on this screen

    def ready(self) -> None:
        """The named person has the device: uncover the table from their seat."""
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.open_menu()
            return True
        if self.focus.handle_event(event):
            self._pressed = False
            return True
        pos = event_pos(event)
        if pos is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self._pressed = True
        elif pos is not None and event.type in (pygame.MOUSEBUTTONUP, pygame.FINGERUP):
            if self._pressed:
                self._pressed = False
                self.ready()
        return True  # the table waits underneath, hidden

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        draw_panel(surface, PANEL)
        title = _("Pass to {name}").format(name=self.name)
        size = 46
        while size > 26 and fonts.font(size, bold=True).size(title)[0] > PANEL.w - 60:
            size -= 2  # a long name in a long language: smaller, never past the panel
        draw_title(surface, title, (PANEL.centerx, PANEL.y + 44), size, "midtop")
        font = fonts.font(22)
        y = PANEL.y + 128
        lines = [_("Every hand is hidden. {name}: tap when ready.").format(name=self.name)]
        if self.note:
            lines.append(self.note)
        for text in lines:
            for line in wrap_text(font, text, PANEL.w - 80):
                draw_text(surface, line, font, CREAM if text is self.note else MUTED,
                          (PANEL.centerx, y), anchor="midtop")
                y += font.get_linesize() + 4
            y += 10
        self.focus.draw(surface)
