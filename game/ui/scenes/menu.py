"""The main menu: title, Continue (only with a saved game), New game, Learn to play (the
guided first game), Rules, Settings and, outside the browser, Quit. New game opens
:class:`~game.ui.scenes.new_game.NewGameScene`.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.i18n import _
from game.platform import is_browser
from game.ui import display, fonts
from game.ui.cardart import CardArt
from game.ui.scene import Scene
from game.ui.scenes.chrome import draw_felt, draw_suit_row, draw_title
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.replay_list import ReplayListScene
from game.ui.scenes.rules_screen import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.widgets import Button, FocusGroup, draw_text


class MenuScene(Scene):
    """The title screen with the main choices."""

    scene_name = "menu"

    BUTTON_W = 340
    BUTTON_H = 56
    FULLSCREEN_RECT = pygame.Rect(1280 - 32 - 290, 720 - 32 - 48, 290, 48)
    BOTTOM = 680  # the last button ends above this, leaving room for a message
    #: Notices (Continue's damaged save, unreadable settings) sit right of the title, above
    #: the fan: the title and the choices stay in view while the player reads.
    notice_area = pygame.Rect(480, 14, 780, 200)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.message = ""
        self.title_rect = pygame.Rect(0, 0, 0, 0)  # where the title was last drawn
        self.buttons: list[Button] = []
        self.focus = FocusGroup()
        self._art = CardArt(120, four_colour=bool(app.settings.get("four_colour", False)),
                            back=str(app.settings.get("card_back", "blue")))
        self._build()

    def _build(self) -> None:
        has_save = bool(self.app.has_saved_game())
        entries: list[tuple[str, Any, bool, bool]] = [
            (_("Continue"), self.continue_game, has_save, has_save),
            (_("New game"), self.new_game, True, not has_save),
            (_("Learn to play"), self.learn, True, False),
            (_("Rules"), self.rules, True, False),
            (_("Statistics"), self.statistics, True, False),
            (_("Replays"), self.replays, True, False),
            (_("Settings"), self.settings, True, False),
        ]
        if not is_browser():
            entries.append((_("Quit"), self.app.quit, True, False))
        x = 120
        y = 250
        # The buttons share the room under the title: smaller and closer when there are many.
        pitch = min(self.BUTTON_H + 16, (self.BOTTOM - y) // len(entries))
        height = min(self.BUTTON_H, pitch - 10)
        self.buttons = []
        for label, callback, enabled, primary in entries:
            rect = pygame.Rect(x, y, self.BUTTON_W, height)
            self.buttons.append(Button(rect, label, callback, enabled, 26, primary))
            y += pitch
        self.continue_button = self.buttons[0]
        # Full screen sits apart from the main choices, in the corner where players look for
        # it; only where the platform allows it (not in an iframe that forbids it).
        self._fullscreen_state = display.fullscreen_state()
        self.fullscreen_button: Button | None = None
        if self._fullscreen_state != "unavailable":
            self.fullscreen_button = Button(self.FULLSCREEN_RECT, self._fullscreen_label(),
                                            self.toggle_fullscreen, font_size=20)
        extra = [self.fullscreen_button] if self.fullscreen_button else []
        self.focus = FocusGroup([*self.buttons, *extra])
        self.focus.move(1)  # first enabled: Continue when there is a save, else New game

    def button(self, label: str) -> Button | None:
        """The button showing ``label`` (translated text), if shown."""
        return next((b for b in self.buttons if b.label == label), None)

    def resume(self) -> None:
        self._build()  # a save may have appeared or gone while another screen was open

    def settings_changed(self) -> None:
        self._art = CardArt(120, four_colour=bool(self.app.settings.get("four_colour", False)),
                            back=str(self.app.settings.get("card_back", "blue")))
        self._build()  # the buttons in the new language, also seen under the Settings panel

    # actions
    def continue_game(self) -> None:
        if not self.app.continue_game():
            self.message = _("The saved game could not be continued.")
            self._build()

    def new_game(self) -> None:
        self.app.scenes.push(NewGameScene(self.app))

    def learn(self) -> None:
        """The guided first game (game/ui/tutorial.py)."""
        self.app.start_lesson()

    def rules(self) -> None:
        config = getattr(self.app, "last_config", None)
        self.app.scenes.push(RulesScene(self.app, config.variant if config else "classic"))

    def settings(self) -> None:
        self.app.scenes.push(SettingsScene(self.app))

    def statistics(self) -> None:
        self.app.scenes.push(StatisticsScene(self.app))

    def replays(self) -> None:
        self.app.scenes.push(ReplayListScene(self.app))

    def toggle_fullscreen(self) -> None:
        display.toggle_fullscreen()

    def _fullscreen_label(self) -> str:
        return _("Leave full screen") if self._fullscreen_state == "on" else _("Full screen")

    def update(self, dt: float) -> None:
        # The browser switches asynchronously (and Esc leaves full screen without telling the
        # game), so the label follows the actual state.
        if self.fullscreen_button is not None:
            state = display.fullscreen_state()
            if state != self._fullscreen_state and state != "unavailable":
                self._fullscreen_state = state
                self.fullscreen_button.label = self._fullscreen_label()

    # scene hooks
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not is_browser():
            self.app.quit()
            return True
        return self.focus.handle_event(event) or event.type != pygame.MOUSEMOTION

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        self.title_rect = draw_title(surface, _("Canasta"), (120 + self.BUTTON_W // 2, 110), 76,
                                     "center")
        draw_suit_row(surface, (120 + self.BUTTON_W // 2, 178), 22)
        self._draw_fan(surface, (880, 420))
        self.focus.draw(surface)
        if self.message:
            draw_text(surface, self.message, fonts.font(18), (255, 200, 170),
                      (120, self.buttons[-1].rect.bottom + 12))

    def _draw_fan(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """A fanned hand of cards as decoration: a canasta's worth of aces and wild cards."""
        cards = [("A", "S"), ("A", "H"), ("JK", ""), ("A", "D"), ("2", "C"), ("A", "C"),
                 ("3", "H")]
        n = len(cards)
        for i, (rank, suit) in enumerate(cards):
            angle = (i - (n - 1) / 2) * 11.0
            img = self._art.face(rank, suit)
            rotated = pygame.transform.rotozoom(img, -angle, 1.0)
            rad = math.radians(angle)
            x = centre[0] + 260 * math.sin(rad)
            y = centre[1] - 260 * math.cos(rad) + 150
            shadow = pygame.transform.rotozoom(self._art.shadow(), -angle, 1.0)
            surface.blit(shadow, shadow.get_rect(center=(x + 6, y + 10)))
            surface.blit(rotated, rotated.get_rect(center=(x, y)))
