"""Settings as an overlay over whatever screen is open (menu or table).

``SettingsScene(app)``: every change is written to ``app.settings`` and saved at once through
``app.save_settings()`` (which also applies it). A preview shows the cards as they will look.
Esc or Done closes it.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game import i18n
from game.i18n import _
from game.ui import fonts
from game.ui.cardart import CardArt
from game.ui.scene import Scene
from game.ui.scenes.chrome import (
    MUTED,
    WrapToggle,
    draw_section_label,
    draw_title,
    draw_veil,
    fit_choice,
)
from game.ui.table_layout import LARGE_CARD_SCALE, CardSizes
from game.ui.widgets import (
    Button,
    Choice,
    FocusGroup,
    Widget,
    draw_panel,
    draw_text,
    rounded_box,
)

PANEL = pygame.Rect(190, 50, 900, 620)
CONTROLS_X = PANEL.x + 32
CONTROLS_W = 540
PREVIEW = pygame.Rect(PANEL.x + 600, PANEL.y + 100, 268, 400)

SPEEDS = ((0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"))
BACKS = (("blue", "Blue"), ("red", "Red"), ("green", "Green"))
TOGGLES = (
    ("four_colour", "Four-colour suits"),
    ("large_cards", "Large cards"),
    ("sound", "Sound"),
    ("reduced_motion", "Reduced motion"),
    ("discard_warning", "Warn before a risky discard"),
)


def _index(pairs: tuple[tuple[Any, str], ...], value: Any, default: int = 0) -> int:
    for i, (v, _label) in enumerate(pairs):
        if v == value:
            return i
    return default


class SettingsScene(Scene):
    """Animation speed, card look, sound, motion and the discard warning."""

    scene_name = "settings"
    opaque = False

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        s = app.settings
        y = PANEL.y + 84
        step = 56
        self.widgets: dict[str, Widget] = {}
        self.widgets["animation_speed"] = fit_choice(Choice(
            (CONTROLS_X, y, CONTROLS_W, 48), _("Animation speed"),
            [_(label) for _v, label in SPEEDS], _index(SPEEDS, s.get("animation_speed"), 1),
            partial(self._choose, "animation_speed", SPEEDS), value_width=200,
        ))
        y += step
        self.widgets["card_back"] = fit_choice(Choice(
            (CONTROLS_X, y, CONTROLS_W, 48), _("Card back"),
            [_(label) for _v, label in BACKS], _index(BACKS, s.get("card_back")),
            partial(self._choose, "card_back", BACKS), value_width=200,
        ))
        y += step
        for key, label in TOGGLES:
            self.widgets[key] = WrapToggle(
                (CONTROLS_X, y, CONTROLS_W, 48), _(label), bool(s.get(key, False)),
                partial(self.set, key), font_size=22,
            )
            y = max(y + step, self.widgets[key].rect.bottom + 8)  # a wrapped label is taller
        # Each language is named in itself, so a player can find their own in any language.
        codes = i18n.available_languages()
        self.languages = tuple((code, i18n.language_name(code)) for code in codes)
        current = codes.index(i18n.language()) if i18n.language() in codes else 0
        self.widgets["language"] = fit_choice(Choice(
            (CONTROLS_X, y, CONTROLS_W, 48), _("Language"),
            [name for _c, name in self.languages], current, self._choose_language,
            value_width=200,
        ))
        self.done_button = Button((0, 0, 200, 52), _("Done"), self.close, primary=True)
        self.done_button.rect.bottomright = (PANEL.right - 32, PANEL.bottom - 28)
        self.focus = FocusGroup([*self.widgets.values(), self.done_button], focus_index=0)

    # changes
    def set(self, key: str, value: Any) -> None:
        """Store one setting and save (and apply) them all."""
        self.app.settings[key] = value
        self.app.save_settings()

    def _choose(self, key: str, pairs: tuple[tuple[Any, str], ...], index: int, _v: str) -> None:
        self.set(key, pairs[index][0])

    def _choose_language(self, index: int, _v: str) -> None:
        """Switch the language at once: save it, then rebuild this overlay in it."""
        self.set("language", self.languages[index][0])
        if self.app.scenes.top is self:
            fresh = SettingsScene(self.app)
            fresh.focus.focus(list(fresh.widgets).index("language"))
            self.app.scenes.replace(fresh)

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    # scene hooks
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.focus.handle_event(event)
        return True  # modal: nothing reaches the screen beneath

    def draw(self, surface: pygame.Surface) -> None:
        draw_veil(surface, 150)
        # Opaque: the menu's big labels showed through between the settings' own lines.
        draw_panel(surface, PANEL, fill=(8, 34, 22, 255))
        draw_title(surface, _("Settings"), (PANEL.x + 32, PANEL.y + 22), 38)
        draw_section_label(surface, _("Preview"), (PREVIEW.x, PREVIEW.y - 26))
        self._draw_preview(surface)
        self.focus.draw(surface)
        draw_text(surface, _("Changes are saved at once."), fonts.font(16), MUTED,
                  (CONTROLS_X, self.done_button.rect.centery), anchor="midleft")

    def _draw_preview(self, surface: pygame.Surface) -> None:
        s = self.app.settings
        surface.blit(rounded_box(PREVIEW.size, (0, 0, 0, 60), (255, 255, 255, 40), 1, 12),
                     PREVIEW)
        # The hand's card size at the table, so the preview shows what large cards mean.
        width = CardSizes.for_scale(LARGE_CARD_SCALE if s.get("large_cards") else 1.0).hand
        art = CardArt(width, four_colour=bool(s.get("four_colour")),
                      back=str(s.get("card_back", "blue")))
        cards = [art.face("A", "S"), art.face("K", "H"), art.face("Q", "D"), art.face("J", "C")]
        cx = PREVIEW.centerx
        top = PREVIEW.y + 24
        spread = (PREVIEW.w - 40 - width) // (len(cards) - 1)
        x = cx - (spread * (len(cards) - 1) + width) // 2
        for i, img in enumerate(cards):
            surface.blit(img, (x + i * spread, top + (i % 2) * 6))
        back = art.back_surface()
        surface.blit(back, back.get_rect(midbottom=(cx, PREVIEW.bottom - 24)))
