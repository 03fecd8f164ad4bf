"""Main menu and new-game setup: buttons, GameConfig from clicks, keyboard, variants."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.rules import Rules, registry
from game.saves import DEFAULT_SETTINGS
from game.ui.config import GameConfig
from game.ui.scene import SceneStack
from game.ui.scenes import menu, new_game
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.widgets import Choice, Toggle

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"


class FakeApp:
    """The parts of App the menus use, recording what they were asked to do."""

    def __init__(self, saved: bool = False) -> None:
        self.screen = pygame.Surface((1280, 720))
        self.scenes = SceneStack()
        self.settings: dict[str, Any] = dict(DEFAULT_SETTINGS)
        self.saved = saved
        self.started: list[GameConfig] = []
        self.continued = 0
        self.quit_calls = 0
        self.settings_saves = 0
        self.menus = 0
        self.lessons = 0
        self.last_config: GameConfig | None = None

    def has_saved_game(self) -> bool:
        return self.saved

    def continue_game(self) -> bool:
        self.continued += 1
        return self.saved

    def start_game(self, config: GameConfig) -> None:
        self.started.append(config)

    def start_lesson(self) -> None:
        self.lessons += 1

    def save_settings(self) -> None:
        self.settings_saves += 1

    def open_menu(self) -> None:
        self.menus += 1

    def quit(self) -> None:
        self.quit_calls += 1


def click(scene: Any, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def tap(scene: Any, pos: tuple[int, int]) -> None:
    x, y = pos[0] / 1280, pos[1] / 720
    scene.handle_event(pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, finger_id=0, touch_id=0))
    scene.handle_event(pygame.event.Event(pygame.FINGERUP, x=x, y=y, finger_id=0, touch_id=0))


def key(scene: Any, k: int, mod: int = 0) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod))


def right_arrow(choice: Choice) -> tuple[int, int]:
    vr = choice.value_rect()
    return (vr.right - 10, vr.centery)


def shot(scene: Any, name: str, app: FakeApp) -> pygame.Surface:
    app.scenes.draw(app.screen)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))
    return app.screen


def test_continue_disabled_without_a_save_and_enabled_with_one() -> None:
    app = FakeApp(saved=False)
    scene = MenuScene(app)
    app.scenes.push(scene)
    assert not scene.continue_button.enabled
    click(scene, scene.continue_button.rect.center)
    assert app.continued == 0
    shot(scene, "menu_no_save", app)

    app2 = FakeApp(saved=True)
    scene2 = MenuScene(app2)
    app2.scenes.push(scene2)
    assert scene2.continue_button.enabled and scene2.continue_button.focused
    key(scene2, pygame.K_RETURN)
    assert app2.continued == 1
    shot(scene2, "menu", app2)


def test_menu_buttons_open_their_screens_and_quit(monkeypatch: pytest.MonkeyPatch) -> None:
    app = FakeApp()
    scene = MenuScene(app)
    app.scenes.push(scene)
    labels = [b.label for b in scene.buttons]
    assert labels == ["Continue", "New game", "Learn to play", "Rules", "Statistics",
                      "Replays", "Settings", "Quit"]
    click(scene, scene.buttons[1].rect.center)
    assert isinstance(app.scenes.top, NewGameScene)
    app.scenes.pop()
    tap(scene, scene.buttons[2].rect.center)
    assert app.lessons == 1
    tap(scene, scene.buttons[3].rect.center)
    assert type(app.scenes.top).__name__ == "RulesScene"
    app.scenes.pop()
    click(scene, scene.buttons[6].rect.center)
    assert type(app.scenes.top).__name__ == "SettingsScene"
    app.scenes.pop()
    click(scene, scene.buttons[7].rect.center)
    assert app.quit_calls == 1
    monkeypatch.setattr(menu, "is_browser", lambda: True)
    assert [b.label for b in MenuScene(app).buttons] == labels[:-1]


def test_new_game_defaults_give_a_four_player_classic_config() -> None:
    app = FakeApp()
    scene = NewGameScene(app)
    app.scenes.push(scene)
    assert scene.start_button.focused
    key(scene, pygame.K_RETURN)
    assert app.started == [
        GameConfig(variant="classic", players=4, human_seat=0,
                   levels={1: "normal", 2: "normal", 3: "normal"}, options={})
    ]


def test_new_game_config_from_clicks() -> None:
    app = FakeApp()
    scene = NewGameScene(app)
    app.scenes.push(scene)
    shot(scene, "new_game", app)
    # Players: 4 -> 6 (the next count Classic allows), then levels for five seats.
    click(scene, right_arrow(scene.players_choice))
    assert scene.players == 6 and sorted(scene.seat_choices) == [0, 1, 2, 3, 4, 5]
    click(scene, right_arrow(scene.seat_choices[2]))  # partner: normal -> hard
    click(scene, right_arrow(scene.seat_choices[3]))
    click(scene, right_arrow(scene.seat_choices[3]))  # opponent across: normal -> hard -> human
    assert 3 in scene.people and 3 in scene.seat_rows.fields  # a name field appeared
    click(scene, right_arrow(scene.seat_choices[3]))  # -> easy (wraps): a computer again
    assert 3 not in scene.people and 3 not in scene.seat_rows.fields
    assert scene.target_choice is not None
    # The targets in order, the usual one (10,000 at six players) where its number falls.
    assert scene.target_choice.options == ["1,500", "2,500", "3,000", "5,000", "7,500",
                                           "10,000", "15,000"]
    assert scene.target_choice.value == "10,000"
    click(scene, right_arrow(scene.target_choice))  # usual -> the next larger, 15,000
    # House rules: the first toggle (canastas block the pile) and the cards-dealt choice.
    first, info, _y = scene.option_widgets[0]
    assert isinstance(first, Toggle) and info.name == "pile_blocked_by_canastas"
    click(scene, first.rect.center)
    assert first.value
    shot(scene, "new_game_six", app)
    click(scene, scene.start_button.rect.center)
    config = app.started[-1]
    assert config.variant == "classic" and config.players == 6 and config.human_seat == 0
    assert config.levels == {1: "normal", 2: "hard", 3: "easy", 4: "normal", 5: "normal"}
    assert config.human_seats == (0,) and not config.pass_and_play and not config.practice
    assert config.options == {"pile_blocked_by_canastas": True, "target_score": 15000}
    # Clicking the toggle again turns the house rule off.
    click(scene, first.rect.center)
    click(scene, scene.start_button.rect.center)
    assert "pile_blocked_by_canastas" not in app.started[-1].options


def test_player_counts_follow_the_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    class Duo(Rules):
        id = "duo-test"
        title = "Duo test"
        player_counts = (2, 3)
        default_players = 2

    monkeypatch.setitem(registry._REGISTRY, "duo-test", Duo)
    monkeypatch.setitem(registry._TITLES, "duo-test", "Duo test")
    app = FakeApp()
    scene = NewGameScene(app)
    app.scenes.push(scene)
    assert scene.players_choice.options == ["2", "3", "4", "6"]
    row = next(r for r in scene.variant_rows if r.label == "Duo test")
    scene.variant_view.ensure_visible(scene._variant_y[row], scene._variant_y[row] + row.rect.h)
    scene._place()
    click(scene, row.rect.center)
    assert scene.variant_id == "duo-test"
    assert scene.players_choice.options == ["2", "3"] and scene.players == 2
    click(scene, right_arrow(scene.players_choice))
    click(scene, right_arrow(scene.players_choice))  # wraps: 2 -> 3 -> 2
    assert scene.players == 2
    click(scene, scene.start_button.rect.center)
    assert app.started[-1].players == 2 and app.started[-1].levels == {1: "normal"}


def test_boat_is_listed_but_cannot_be_chosen() -> None:
    app = FakeApp()
    scene = NewGameScene(app)
    app.scenes.push(scene)
    boat = next(r for r in scene.variant_rows if r.label == "Boat")
    assert not boat.enabled and "no rules source describes it" in boat.detail
    scene.variant_view.scroll_to(scene.variant_view.max_offset)
    scene._place()
    click(scene, boat.rect.center)
    assert scene.variant_id == "classic"
    assert boat not in [w for w in scene.focus.widgets if w.enabled]


def test_keyboard_only_setup_reaches_start() -> None:
    app = FakeApp()
    scene = NewGameScene(app)
    app.scenes.push(scene)
    index = scene._keys.index("players")
    scene.focus.focus(index)
    key(scene, pygame.K_LEFT)  # 4 -> 3 players
    assert scene.players == 3
    for _ in range(len(scene.focus.widgets)):
        if scene.start_button.focused:
            break
        key(scene, pygame.K_TAB)
    key(scene, pygame.K_SPACE)
    assert app.started[-1].players == 3 and set(app.started[-1].levels) == {1, 2}


def test_house_rules_list_scrolls_and_follows_focus() -> None:
    app = FakeApp()
    scene = NewGameScene(app)
    app.scenes.push(scene)
    view = scene.rules_view
    assert view.max_offset > 0
    pos = view.rect.center
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    assert view.offset > 0
    last = scene.option_widgets[-1][0]
    scene.focus.focus(scene.focus.widgets.index(last))
    key(scene, pygame.K_TAB)
    key(scene, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert view.rect.contains(last.rect)
    # A control scrolled out of sight ignores clicks at its (hidden) place.
    hidden = scene.option_widgets[0][0]
    assert not view.rect.colliderect(hidden.rect)
    before = hidden.value  # type: ignore[attr-defined]
    click(scene, hidden.rect.center)
    assert hidden.value == before  # type: ignore[attr-defined]


def test_the_summary_follows_the_house_rules_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    # "Cards dealt" set to 13 is the game dealt; the line under the choices says so too.
    app = FakeApp()
    scene = NewGameScene(app)
    app.scenes.push(scene)
    drawn: list[str] = []
    real = new_game.draw_text
    monkeypatch.setattr(new_game, "draw_text", lambda surface, text, *a, **k: (
        drawn.append(text), real(surface, text, *a, **k))[1])
    app.scenes.draw(app.screen)
    assert any("11 cards each" in text for text in drawn)
    widget, _info, place = next(w for w in scene.option_widgets if w[1].name == "hand_size")
    scene.rules_view.scroll_to(place)
    for _ in range(4):  # 0 (the usual), 11, 13, 15: round the choices to 13
        if scene.values.get("hand_size") == 13:
            break
        click(scene, right_arrow(widget))  # type: ignore[arg-type]
    drawn.clear()
    app.scenes.draw(app.screen)
    assert any("13 cards each" in text for text in drawn)
    key(scene, pygame.K_RETURN)
    assert app.started[-1].options == {"hand_size": 13}


@pytest.mark.parametrize("variant", ["hand-and-foot", "spanish", "classic"])
def test_new_game_opens_with_the_last_games_variant_in_view(variant: str) -> None:
    """The setup chooses the last game's variant: the list shows it, wherever it stands in the
    list (it opened at the top, the chosen row out of sight below)."""
    app = FakeApp()
    app.last_config = GameConfig(variant, 4, 0, {}, {})
    scene = NewGameScene(app)
    app.scenes.push(scene)
    chosen = [row for row in scene.variant_rows if row.selected]
    assert scene.variant_id == variant and len(chosen) == 1
    assert scene.variant_view.rect.contains(chosen[0].rect), (chosen[0].rect,
                                                              scene.variant_view.rect)
    click(scene, chosen[0].rect.center)  # where it shows, a click reaches it
    assert scene.variant_id == variant
