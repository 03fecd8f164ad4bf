"""No text overflows its box at 1280x720, in English and in a pseudo-translation 35% longer
(Czech, Slovak and Polish texts run about that much longer than English)."""

from __future__ import annotations

import math
import random
from typing import Any

import pygame
import pytest

from game import i18n
from game.rules import new_game
from game.saves import DEFAULT_SETTINGS
from game.ui import fonts
from game.ui.config import GameConfig
from game.ui.scene import SceneStack
from game.ui.scenes.chrome import RowButton, WrapToggle
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.rules_screen import RulesScene
from game.ui.scenes.scoring import LABEL_W, ScoringScene, breakdown_rows, row_label_font
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets import Button, Choice, Toggle, Widget


class Longer(dict[str, str]):
    """A catalogue that 'translates' every text into one about 35% wider."""

    def get(self, key: str, default: Any = None) -> str:  # type: ignore[override]
        text = key.split(i18n.CONTEXT_SEP)[-1]  # a message with a context: its text
        return text + "á" * math.ceil(len(text) * 0.35)


class FakeApp:
    def __init__(self) -> None:
        self.screen = pygame.Surface((1280, 720))
        self.scenes = SceneStack()
        self.settings: dict[str, Any] = dict(DEFAULT_SETTINGS)
        self.last_config: GameConfig | None = None

    def has_saved_game(self) -> bool:
        return True

    def save_settings(self) -> None:
        pass

    def quit(self) -> None:
        pass


@pytest.fixture(params=["en", "long"])
def language(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    if request.param == "long":
        monkeypatch.setattr(i18n, "_catalogue", Longer())
    return str(request.param)


def overflow(widget: Widget) -> list[str]:
    """Texts of ``widget`` that do not fit, as readable complaints."""
    problems = []
    if isinstance(widget, RowButton):
        return []  # rows shorten their texts with an ellipsis by design
    if isinstance(widget, Choice):
        label_w = fonts.font(widget.font_size).size(widget.label)[0]
        if 16 + label_w + 8 + widget.value_rect().w + 6 > widget.rect.w:
            problems.append(f"choice label {widget.label!r}")
        room = widget.value_rect().w - 2 * widget.ARROW_W
        bold = fonts.font(widget.font_size, bold=True)
        problems += [f"choice value {v!r}" for v in widget.options if bold.size(v)[0] > room]
    elif isinstance(widget, WrapToggle):
        font = fonts.font(widget.font_size)
        room = widget.rect.w - WrapToggle.SWITCH_ROOM
        problems += [f"toggle line {line!r}" for line in widget.lines if font.size(line)[0] > room]
    elif isinstance(widget, Toggle):
        label_w = fonts.font(widget.font_size).size(widget.label)[0]
        if 16 + label_w + 8 + 56 + 14 > widget.rect.w:
            problems.append(f"toggle label {widget.label!r}")
    elif isinstance(widget, Button):
        if fonts.font(widget.font_size, bold=True).size(widget.label)[0] > widget.rect.w - 16:
            problems.append(f"button label {widget.label!r}")
    if widget.rect.x < 0 or widget.rect.right > 1280:
        problems.append(f"{widget!r} off screen")
    return problems


def check(widgets: list[Any]) -> None:
    problems = [p for w in widgets for p in overflow(w)]
    assert not problems, problems


def test_menu_widgets_fit(language: str) -> None:
    check(MenuScene(FakeApp()).buttons)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_new_game_widgets_fit(language: str, players: int) -> None:
    app = FakeApp()
    app.last_config = GameConfig(players=players)
    scene = NewGameScene(app)
    assert scene.players == players
    check(scene.focus.widgets)
    scene.draw(app.screen)


def test_settings_and_rules_widgets_fit(language: str) -> None:
    app = FakeApp()
    check(SettingsScene(app).focus.widgets)
    check(RulesScene(app, "classic").focus.widgets)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_scoring_texts_fit(language: str, players: int) -> None:
    rng = random.Random(players)
    state = new_game("classic", players=players, seed=players)
    while not state.is_hand_over:
        state, _ = state.apply(rng.choice(list(state.legal_actions())))
    scene = ScoringScene(FakeApp(), state, None)
    check([scene.button])
    result = state.result
    assert result is not None
    for title, _notes, _values, strong in breakdown_rows(result, state.rules):
        assert row_label_font(title, strong).size(title)[0] <= LABEL_W - 12, title


def test_pseudo_translation_is_really_longer(monkeypatch: pytest.MonkeyPatch) -> None:
    # Guards the fixture itself: if `_` stopped reading the catalogue, "long" would test nothing.
    monkeypatch.setattr(i18n, "_catalogue", Longer())
    assert MenuScene(FakeApp()).buttons[0].label.startswith("Continueá")
