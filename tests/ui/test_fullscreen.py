"""Full screen: F11 on every screen, a button in the main menu where the platform allows it,
and the window flags chosen per platform (game/ui/display.py)."""

from __future__ import annotations

import sys
import types
from typing import Any

import pygame
import pytest

from game import i18n
from game.i18n import LANGUAGES
from game.ui import display, fonts
from game.ui.app import App
from game.ui.scenes.menu import MenuScene


class Switch:
    """The platform's full-screen state, toggled by display.toggle_fullscreen."""

    def __init__(self, state: str) -> None:
        self.state = state
        self.toggles = 0

    def toggle(self) -> bool:
        self.toggles += 1
        if self.state != "unavailable":
            self.state = "on" if self.state == "off" else "off"
        return self.state != "unavailable"


@pytest.fixture
def switch(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> Switch:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))
    flip = Switch("off")
    monkeypatch.setattr(display, "fullscreen_state", lambda: flip.state)
    monkeypatch.setattr(display, "toggle_fullscreen", flip.toggle)
    return flip


def tick(app: App, *events: pygame.event.Event) -> None:
    app.tick(1 / 60, list(events))


def press(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def test_menu_button_toggles_and_its_label_follows(switch: Switch) -> None:
    app = App(pygame.Surface((1280, 720)), settings={"language": "en"})
    app.open_menu()
    tick(app)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.fullscreen_button is not None
    assert menu.fullscreen_button.label == "Full screen"
    tick(app, *press(menu.fullscreen_button.rect.center))
    tick(app)
    assert switch.toggles == 1 and switch.state == "on"
    assert menu.fullscreen_button.label == "Leave full screen"
    switch.state = "off"  # Esc in the browser leaves full screen without asking the game
    tick(app)
    assert menu.fullscreen_button.label == "Full screen"


def test_f11_toggles_on_any_screen(switch: Switch) -> None:
    app = App(pygame.Surface((1280, 720)), settings={"language": "en"}, demo=True, turbo=True)
    app.open_menu()
    app.scenes.top.new_game()  # the new-game setup: a screen without the button
    tick(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert switch.toggles == 1 and switch.state == "on"


def test_no_button_where_full_screen_is_unavailable(switch: Switch) -> None:
    switch.state = "unavailable"  # a frame of another site that does not allow it
    app = App(pygame.Surface((1280, 720)), settings={"language": "en"})
    app.open_menu()
    menu = app.scenes.top
    assert menu.fullscreen_button is None
    assert all(b.label != "Full screen" for b in menu.focus.widgets)


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_button_labels_fit_in_every_language(switch: Switch, code: str) -> None:
    i18n.set_language(code)
    try:
        rect = MenuScene.FULLSCREEN_RECT
        for label in (i18n._("Full screen"), i18n._("Leave full screen")):
            assert fonts.font(20, bold=True).size(label)[0] <= rect.w - 16, (code, label)
    finally:
        i18n.set_language("en")


def test_window_flags_per_platform() -> None:
    # Natively a SCALED window the player can resize; in the browser a plain 1280x720
    # canvas that the page's CSS scales (see game/ui/display.py for why).
    assert display.window_flags(browser=False) == pygame.SCALED | pygame.RESIZABLE
    assert display.window_flags(browser=True) == 0


def test_browser_state_and_toggle_go_through_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    state = {"now": "off"}

    def toggle() -> None:
        calls.append("toggle")
        state["now"] = "on"

    window = types.SimpleNamespace(canasta_fullscreen_state=lambda: state["now"],
                                   canasta_toggle_fullscreen=toggle)
    module = types.ModuleType("platform")
    module.window = window  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "platform", module)
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert display.fullscreen_state() == "off"
    assert display.toggle_fullscreen() is True
    assert calls == ["toggle"] and display.fullscreen_state() == "on"
    del window.canasta_fullscreen_state  # a page without the helpers: no full screen
    assert display.fullscreen_state() == "unavailable"
    assert display.toggle_fullscreen() is False


def test_headless_driver_offers_no_full_screen() -> None:
    pygame.display.set_mode((64, 36))
    try:
        assert pygame.display.get_driver() == "dummy"
        assert display.fullscreen_state() == "unavailable"
        assert display.toggle_fullscreen() is False
    finally:
        pygame.display.quit()
        pygame.display.init()
