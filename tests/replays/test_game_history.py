"""What becomes of games at the table: a finished game is kept for replays and counted, a game
left for a new one is kept and counted as left, practice and attract-mode games stay out of
the statistics, and a broken statistics file is reported and set aside."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import platform
from game.ai import make_bot
from game.stats import BOOK_NAME, STATS_PREFIX
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.table import TableScene

SHORT = {"target_score": 1500}


def new_app(**kwargs: Any) -> App:
    return App(pygame.Surface((1280, 720)), settings={"language": "en"}, turbo=True,
               bot_factory=lambda level, seed: make_bot("easy", seed), **kwargs)


def play(app: App, config: GameConfig, actions: int | None = None) -> TableScene:
    """Play the game on the App's table (the player's turns by an easy bot) to its end, or
    for ``actions`` actions."""
    app.start_game(config)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    me = make_bot("easy", 99)
    for _ in range(50_000):
        if actions is not None and len(table.record.actions) >= actions:
            return table
        top = app.scenes.top
        if isinstance(top, ScoringScene):
            if top.state.is_game_over:
                return table
            top.next_hand()
        elif top is not table:
            return table  # the menu: an attract-mode game went on to its next one
        elif table.my_turn():
            table.play(me.choose(table.state.player_view(table.human or 0)))
        app.tick(1 / 60, [])
    raise AssertionError("the game did not end")


def config(seed: int, practice: bool = False) -> GameConfig:
    cfg = GameConfig("classic", 2, 0, {1: "easy"}, dict(SHORT), seed)
    if practice:
        cfg.practice = True  # type: ignore[attr-defined]  # the undo setting's flag
    return cfg


def test_a_finished_game_is_kept_and_counted_and_its_save_forgotten() -> None:
    app = new_app()
    table = play(app, config(11))
    assert table.state.is_game_over and not app.has_saved_game()
    kept, problems = app.history.archive.games()
    assert problems == [] and len(kept) == 1 and kept[0].finished
    assert kept[0].payload["record"] == table.record.to_json()
    tally = app.history.statistics.load().book.tally("classic", "easy")
    assert tally.games == 1 and tally.wins == int(table.state.winner == 0)
    assert sum(tally.recent[0][2:3]) != 0 or tally.hand_points == 0
    assert tally.hands == table.state.hand_number + 1


def test_a_game_left_for_a_new_one_is_kept_and_counted_as_left() -> None:
    app = new_app()
    left = play(app, config(12), actions=15)
    record = left.record.to_json()
    play(app, config(13), actions=3)  # its first save replaces the unfinished game
    kept, _problems = app.history.archive.games()
    assert len(kept) == 1 and not kept[0].finished and kept[0].payload["record"] == record
    tally = app.history.statistics.load().book.tally()
    assert (tally.games, tally.abandoned) == (0, 1)
    play(app, config(13), actions=6)  # the same game going on is not left again
    assert app.history.statistics.load().book.tally().abandoned == 1


def test_continuing_a_game_and_playing_on_leaves_nothing() -> None:
    app = new_app()
    play(app, config(14), actions=10)
    again = new_app()  # the next day: the same storage, a new App
    assert again.continue_game()
    table = again.scenes.top
    assert isinstance(table, TableScene)
    me = make_bot("easy", 5)
    for _ in range(300):
        if table.my_turn():
            table.play(me.choose(table.state.player_view(0)))
        again.tick(1 / 60, [])
    assert len(table.record.actions) > 10
    assert again.history.archive.names() == []
    assert again.history.statistics.load().book.tally().abandoned == 0


def test_practice_games_are_kept_but_not_counted() -> None:
    app = new_app()
    play(app, config(11, practice=True))
    assert len(app.history.archive.names()) == 1
    assert app.history.statistics.load().book.tally().games == 0
    play(app, config(15, practice=True), actions=10)
    play(app, config(16), actions=2)  # a practice game left: not counted as left either
    assert app.history.statistics.load().book.tally().abandoned == 0


def test_attract_mode_games_are_neither_kept_nor_counted() -> None:
    app = new_app(demo=True)
    play(app, GameConfig("classic", 2, None, {0: "easy", 1: "easy"}, dict(SHORT), 11))
    assert platform.storage_keys() == []


def test_a_broken_statistics_file_is_reported_and_set_aside_at_the_games_end(
        monkeypatch: pytest.MonkeyPatch) -> None:
    key = STATS_PREFIX + BOOK_NAME
    platform.storage_set(key, "{ half a file")
    app = new_app()
    play(app, config(11))
    assert "The statistics could not be read; they were kept as “games.bad-" in app.notice
    backups = app.history.statistics.backups()
    assert len(backups) == 1
    assert platform.storage_get(STATS_PREFIX + backups[0]) == "{ half a file"
    assert app.history.statistics.load().book.tally().games == 1
