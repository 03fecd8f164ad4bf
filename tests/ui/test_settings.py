"""Settings overlay: every control changes app.settings and saves through the App."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.saves import DEFAULT_SETTINGS
from game.ui.scene import Scene, SceneStack
from game.ui.scenes.chrome import draw_felt
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets import Choice, Toggle

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"


class FakeApp:
    def __init__(self) -> None:
        self.screen = pygame.Surface((1280, 720))
        self.scenes = SceneStack()
        self.settings: dict[str, Any] = dict(DEFAULT_SETTINGS)
        self.saves: list[dict[str, Any]] = []

    def save_settings(self) -> None:
        self.saves.append(dict(self.settings))


class Below(Scene):
    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface)


def opened() -> tuple[FakeApp, SettingsScene]:
    app = FakeApp()
    app.scenes.push(Below(app))
    scene = SettingsScene(app)
    app.scenes.push(scene)
    return app, scene


def click(scene: SettingsScene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_each_toggle_flips_its_setting_and_saves() -> None:
    app, scene = opened()
    for key in ("four_colour", "large_cards", "sound", "reduced_motion", "discard_warning"):
        widget = scene.widgets[key]
        assert isinstance(widget, Toggle)
        before = app.settings[key]
        click(scene, widget.rect.center)
        assert app.settings[key] is (not before)
        assert app.saves[-1][key] is (not before)
    assert len(app.saves) == 5


def test_choices_set_speed_and_card_back() -> None:
    app, scene = opened()
    speed = scene.widgets["animation_speed"]
    assert isinstance(speed, Choice) and speed.value == "Normal"
    vr = speed.value_rect()
    click(scene, (vr.right - 8, vr.centery))
    assert app.settings["animation_speed"] == 2.0
    click(scene, (vr.x + 8, vr.centery))
    click(scene, (vr.x + 8, vr.centery))
    assert app.settings["animation_speed"] == 0.5
    back = scene.widgets["card_back"]
    back.focused = True
    scene.focus.focus(1)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert app.settings["card_back"] == "red" and app.saves[-1]["card_back"] == "red"
    app.scenes.draw(app.screen)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / "settings.png"))


def test_overlay_is_modal_and_closes() -> None:
    app, scene = opened()
    assert not scene.opaque and app.scenes.visible()[0] is not scene
    assert scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.scenes.top is not scene
    app2, scene2 = opened()
    click(scene2, scene2.done_button.rect.center)
    assert app2.scenes.top is not scene2 and app2.saves == []


def test_the_menu_under_the_settings_speaks_the_new_language_at_once(
        tmp_path: Path, monkeypatch: Any) -> None:
    from game.i18n import set_language
    from game.ui.app import App
    from game.ui.scenes.menu import MenuScene

    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))
    app = App(pygame.Surface((1280, 720)), settings={"sound": False, "language": "en"})
    try:
        app.open_menu()
        menu = app.scenes.top
        assert isinstance(menu, MenuScene) and menu.button("Quit") is not None
        app.scenes.push(SettingsScene(app))
        for _ in range(4):
            settings = app.scenes.top
            assert isinstance(settings, SettingsScene)  # still open, over the menu
            language = settings.widgets["language"]
            assert isinstance(language, Choice)
            if language.value == "Polski":
                break
            click(settings, (language.rect.right - 20, language.rect.centery))
        assert menu.button("Quit") is None and menu.button("Wyjdź z gry") is not None, [
            b.label for b in menu.buttons]
    finally:
        set_language("en")
