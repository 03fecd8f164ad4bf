"""The App: menu to table, autosave and continue, a broken save set aside without a crash."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_table import RandomBot, settle  # noqa: I001  (sibling test module)

from game import platform
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.table import TableScene


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def make_app() -> App:
    return App(pygame.Surface((1280, 720)), turbo=True, bot_factory=lambda lv, s: RandomBot(s))


def test_menu_new_game_reaches_the_table() -> None:
    app = make_app()
    app.open_menu()
    menu = app.scenes.top
    assert type(menu).__name__ == "MenuScene"
    settle(app, 2)
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=3))
    assert isinstance(app.scenes.top, TableScene)
    settle(app, 10)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    while not table.my_turn():
        settle(app, 1)
    table.do_draw()
    assert app.has_saved_game()


def test_continue_replays_the_saved_game() -> None:
    app = make_app()
    app.start_game(GameConfig("classic", 2, 0, {}, {}, seed=8))
    settle(app, 30)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    while not table.my_turn():
        settle(app, 1)
    table.do_draw()
    played = list(table.record.actions)
    app2 = make_app()
    assert app2.continue_game()
    again = app2.scenes.top
    assert isinstance(again, TableScene) and again.record.actions == played
    assert again.state.state_hash() == table.state.state_hash()


def test_broken_save_is_reported_and_set_aside() -> None:
    app = make_app()
    platform.storage_set(app.store.key("current"), "{not json")
    assert not app.continue_game()
    assert app.notice
    assert not app.has_saved_game()
    settle(app, 2)  # drawing the notice must not fail


def test_a_notice_on_the_menu_leaves_the_title_and_the_choices_in_view() -> None:
    """Continue's notice of a damaged save is drawn over the menu: it may not hide the
    game's title or any of the choices the player makes next (it did cover the title)."""
    app = make_app()
    platform.storage_set(app.store.key("current"), "{not json")
    app.open_menu()
    assert not app.continue_game()
    settle(app, 1)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and app.notice and app.notice_rect.h > 40
    covered = [menu.title_rect, *(button.rect for button in menu.buttons)]
    assert app.notice_rect.collidelist(covered) == -1, (app.notice_rect, covered)
    assert app.screen.get_rect().contains(app.notice_rect)


def test_a_notice_elsewhere_spans_the_top_of_the_screen() -> None:
    app = make_app()
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=3))
    app.notify("The game could not be saved: the browser's storage is full. " * 3)
    settle(app, 1)
    assert app.notice_rect.y == 12 and app.notice_rect.w > 900
