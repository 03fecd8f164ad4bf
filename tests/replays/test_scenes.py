"""The Statistics screen and the list of replays, from the menu, by mouse, touch and keyboard."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import platform
from game.saves import SaveStore
from game.stats import Outcome, Statistics, StatsBook
from game.ui.app import App
from game.ui.scenes import statistics as statistics_module
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.replay_list import ReplayListScene
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.statistics import StatisticsScene, chart_series, figure_rows
from game.ui.scenes.table import TableScene

from .games import payload, recorded_game


def new_app() -> App:
    app = App(pygame.Surface((1280, 720)), settings={"language": "en"}, turbo=True)
    app.open_menu()
    return app


def events(app: App, *items: pygame.event.Event) -> None:
    app.tick(1 / 60, list(items))


def click(app: App, pos: tuple[int, int]) -> None:
    events(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def tap(app: App, pos: tuple[int, int]) -> None:
    x, y = pos[0] / 1280, pos[1] / 720
    events(app, pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, finger_id=0, touch_id=0),
           pygame.event.Event(pygame.FINGERUP, x=x, y=y, finger_id=0, touch_id=0))


def key(app: App, k: int) -> None:
    events(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))


def menu_button(app: App, label: str) -> tuple[int, int]:
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    button = menu.button(label)
    assert button is not None
    return button.rect.center


def texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line the Statistics screen draws in one frame."""
    drawn: list[str] = []
    real = statistics_module.draw_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(statistics_module, "draw_text", spy)
    events(app)
    monkeypatch.setattr(statistics_module, "draw_text", real)
    return drawn


def outcome(won: bool, variant: str, level: str, hands: tuple[int, ...]) -> Outcome:
    return Outcome(variant, level, won, hands, canastas=1, concealed=0, ended="t")


@pytest.fixture
def played() -> None:
    stats = Statistics()
    for won, hand in ((True, 800), (True, 500), (False, -300)):
        stats.record(outcome(won, "classic", "easy", (hand, 100)))
    stats.record(outcome(False, "samba", "hard", (1200,)))


def test_statistics_by_mouse(played: None, monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app()
    click(app, menu_button(app, "Statistics"))
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene)
    rows = dict(figure_rows(scene.tally))
    assert rows["Games finished"] == "4" and rows["Wins"] == "2" and rows["Win rate"] == "50%"
    assert rows["Best hand"] == "1,200" and rows["Longest winning streak"] == "2"
    assert "Games finished" in texts(app, monkeypatch)
    vr = scene.variant_choice.value_rect()
    click(app, (vr.right - 10, vr.centery))  # All variants -> Classic
    assert scene.variant == "classic" and dict(figure_rows(scene.tally))["Games finished"] == "3"
    assert scene.variant_choice.value == "Classic Canasta"
    lr = scene.level_choice.value_rect()
    click(app, (lr.right - 10, lr.centery))  # All levels -> Easy
    assert scene.level == "easy" and scene.tally.games == 3
    click(app, (lr.right - 10, lr.centery))  # -> Hard: no Classic games against hard
    assert scene.level == "hard" and scene.tally.games == 0
    assert "Games finished" not in texts(app, monkeypatch)  # no figures: it says so instead
    click(app, scene.back_button.rect.center)
    assert isinstance(app.scenes.top, MenuScene)


def test_statistics_by_touch_and_keyboard(played: None) -> None:
    app = new_app()
    tap(app, menu_button(app, "Statistics"))
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene)
    cr = scene.chart_choice.value_rect()
    tap(app, (cr.right - 10, cr.centery))
    assert scene.chart == 1
    key(app, pygame.K_RIGHT)  # the first choice has the focus: All variants -> Classic
    assert scene.variant == "classic"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    assert scene.level == "easy"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)


def test_the_chart_shows_the_win_rate_so_far_or_each_games_average_hand() -> None:
    book = StatsBook()
    for won, hand in ((True, 800), (False, -300), (True, 500)):
        book.add(outcome(won, "classic", "easy", (hand, 100)))
    tally = book.tally()
    assert chart_series(tally, 0) == ([100, 50, 67], 1)
    assert chart_series(tally, 1) == ([450, -100, 300], 1)


def test_a_broken_statistics_file_is_named_on_the_screen() -> None:
    platform.storage_set("stats/games", "not statistics")
    app = new_app()
    click(app, menu_button(app, "Statistics"))
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene)
    assert scene.problem.startswith("The statistics could not be read; they were kept as "
                                    "“games.bad-")
    assert platform.storage_get("stats/games") is None  # moved, not reset in place
    again = StatisticsScene(app)  # while the backup is kept, the screen says where it is
    assert again.problem.startswith("Statistics that could not be read were kept as")


@pytest.mark.parametrize("recent", [["t", True, 100, 0, 0], ["t", True, 10**400, 1, 1]])
def test_statistics_the_chart_could_not_draw_are_set_aside_not_a_crash(recent: list[Any]
                                                                       ) -> None:
    """A stored game with no games so far (the win rate divides by them) or an average no
    float holds: reported as damaged when the screen opens, never a traceback."""
    tally = {"games": 1, "wins": 1, "hands": 1, "hand_points": 100, "best_hand": 100,
             "streak": 1, "longest": 1, "recent": [recent]}
    SaveStore("stats/").save("games", {"version": 1, "tallies": {"*|*": tally}})
    app = new_app()
    click(app, menu_button(app, "Statistics"))
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene)
    assert scene.problem.startswith("The statistics could not be read; they were kept as ")
    for chart in (0, 1):
        scene.chart = chart
        app.draw()


@pytest.fixture
def games() -> dict[str, Any]:
    """A saved game in progress and two kept games (the first finished)."""
    app = new_app()
    done, final = recorded_game(3, options={"target_score": 1500})
    left, left_state = recorded_game(5, stop_after=40)
    app.history.archive.keep(payload(done), final)
    app.history.archive.keep(payload(left), left_state)
    current, _state = recorded_game(4, stop_after=30)
    SaveStore().save("current", payload(current))
    return {"done": done, "left": left, "current": current}


def replay_list(app: App) -> ReplayListScene:
    scene = app.scenes.top
    assert isinstance(scene, ReplayListScene)
    return scene


def test_replays_list_the_game_in_progress_then_the_kept_games(games: dict[str, Any]) -> None:
    app = new_app()
    click(app, menu_button(app, "Replays"))
    scene = replay_list(app)
    assert [e.title for e in scene.entries] == [
        "In progress: Classic Canasta, 4 players", "Classic Canasta, 4 players",
        "Classic Canasta, 4 players"]
    assert scene.entries[0].detail == "Hand 1 · only your own cards are shown"
    assert "left in hand 1 at" in scene.entries[1].detail
    assert scene.entries[2].detail.split(" · ")[1].split()[0] in ("won", "lost")
    click(app, scene.rows[2].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.replay is not None
    assert table.replay.game.record == games["done"] and table.replay.game.finished


def test_replays_by_touch_and_keyboard(games: dict[str, Any]) -> None:
    app = new_app()
    saved = platform.storage_get("saves/current")
    tap(app, menu_button(app, "Replays"))
    tap(app, replay_list(app).rows[0].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.replay is not None
    assert table.replay.game.record == games["current"]
    assert table.replay.game.open_seats() == (0,)
    for _ in range(40):
        events(app)
    assert len(table.record.actions) == 30  # the whole record, played on the table
    assert platform.storage_get("saves/current") == saved  # watching it changes nothing
    assert app.continue_game()
    app.open_menu()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    while menu.buttons[menu.focus.index or 0].label != "Replays":
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    replay_list(app)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.replay is not None
    assert table.replay.game.record == games["left"]


def test_a_damaged_kept_game_is_reported_and_one_that_does_not_replay_stays_put() -> None:
    app = new_app()
    good, final = recorded_game(3, options={"target_score": 1500})
    archive = app.history.archive
    archive.keep(payload(good), final)
    broken = payload(good)
    broken["record"]["actions"][4][1] = "discard JK"
    name = archive.keep(broken, final)
    damaged = archive.keep(payload(good), final)
    key_ = archive.store.key(damaged)
    platform.storage_set(key_, (platform.storage_get(key_) or "")[:-30])
    click(app, menu_button(app, "Replays"))
    scene = replay_list(app)
    assert len(scene.entries) == 2 and len(scene.problems) == 1
    assert damaged in scene.problems[0]
    assert scene.entries[0].payload["record"] == broken["record"] and name in archive.names()
    click(app, scene.rows[0].rect.center)
    assert app.scenes.top is scene
    assert scene.message == "This game can't be replayed: its record is damaged."
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)


def test_nothing_to_watch_says_so() -> None:
    app = new_app()
    click(app, menu_button(app, "Replays"))
    scene = replay_list(app)
    assert scene.entries == [] and scene.rows == [] and scene.problems == []


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_statistics_and_a_replay_played_through_in_every_language(
        language: str, games: dict[str, Any]) -> None:
    """From the menu by the translated labels: Statistics, then Replays and a finished game
    watched with its buttons to its first score (Close), in each language."""
    from game.i18n import _, set_language

    app = App(pygame.Surface((1280, 720)), settings={"language": language}, turbo=True)
    try:
        app.open_menu()
        Statistics().record(outcome(True, "classic", "easy", (500,)))
        click(app, menu_button(app, _("Statistics")))
        stats = app.scenes.top
        assert isinstance(stats, StatisticsScene)
        assert (_("Games finished"), "1") in figure_rows(stats.tally)
        key(app, pygame.K_ESCAPE)
        tap(app, menu_button(app, _("Replays")))
        scene = replay_list(app)
        click(app, scene.rows[2].rect.center)  # the finished game
        table = app.scenes.top
        assert isinstance(table, TableScene) and table.replay is not None
        buttons = table.replay.controls.buttons
        assert buttons["play"].label == _("Pause") and buttons["back"].label == _("Step back")
        click(app, buttons["play"].rect.center)
        assert buttons["play"].label == _("Play")
        click(app, buttons["next"].rect.center)
        click(app, buttons["back"].rect.center)  # the end of the first hand: its score
        scoring = app.scenes.top
        assert isinstance(scoring, ScoringScene) and scoring.close_button is not None
        assert scoring.close_button.label == _("Close")
        tap(app, scoring.close_button.rect.center)
        assert app.scenes.top is table
        assert len(table.record.actions) == table.replay.game.hand_starts[1] - 1
    finally:
        set_language("en")
