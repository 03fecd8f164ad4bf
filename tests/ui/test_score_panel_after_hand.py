"""Once a hand is scored, the score panel at the top left counts it: each side's game score
with the hand in it and, under it, what the hand brought; the info panel's past hands list
it. After the guided lesson's hand too; the next deal shows the same scores."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from lesson_driver import LessonPlayer
from test_tutorial import deliverer, make_app, start

from game.ai import make_bot
from game.i18n import _, number
from game.rules import GameState
from game.ui import table_info
from game.ui.app import App
from game.ui.config import GameConfig
from game.ui.scenes.table import TableScene
from game.ui.table_scores import signed


def panel_texts(app: App, table: TableScene, monkeypatch: pytest.MonkeyPatch,
                piece: str = "scores") -> list[str]:
    """The words drawn on the score panel (or the info panel) in a full redraw."""
    drawn: list[tuple[str, pygame.Surface]] = []
    blit = table_info.blit_text

    def record(surface: pygame.Surface, s: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append((s, surface))
        return blit(surface, s, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(table_info, "blit_text", record)
        table.view.reset()
        table.draw(app.screen)
    image = table._layers.pieces[piece].image
    return [s for s, surface in drawn if surface is image]


def expect_scored(state: GameState, texts: list[str]) -> None:
    result = state.result
    assert result is not None
    for team in range(len(state.teams)):
        assert number(state.scores[team] + result.totals[team]) in texts, texts
        assert signed(result.totals[team]) in texts, texts
    assert _("this hand") in texts and _("on the table") not in texts
    if any(state.scores):  # before the hand, a different score: not the one shown
        assert not all(number(s) in texts for s in state.scores if s)


@pytest.mark.parametrize("language", ["en", "pl"])
def test_a_hand_scored_at_the_table_is_counted_on_the_score_panel(
        language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(pygame.Surface((1280, 720)), settings={"language": language, "sound": False},
              turbo=True)
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=3))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    me = make_bot("normal", 1)
    for _hand in range(2):  # the second hand starts from the first one's scores
        for _frame in range(20000):
            if table.state.is_hand_over:
                break
            app.tick(1 / 60, [])
            if table.my_turn():
                table.play(me.choose(table.state.player_view(0)))
        state = table.state
        assert state.is_hand_over and state.result is not None
        expect_scored(state, panel_texts(app, table, monkeypatch))
        past = panel_texts(app, table, monkeypatch, "info")
        assert any(signed(state.result.totals[0]) in line for line in past), past
        while app.scenes.top is not table:  # the score sheet over the table: next hand
            app.scenes.pop()
        totals = state.total_scores
        table.play("deal")
        texts = panel_texts(app, table, monkeypatch)
        assert table.state.scores == totals
        assert all(number(s) in texts for s in totals) and _("this hand") not in texts


def test_after_the_guided_lesson_the_score_panel_counts_its_hand(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    table = start(app)
    player = LessonPlayer(app, deliverer(app), "mouse")
    seen: list[list[str]] = []

    def at_step(_index: int) -> None:
        lesson = table.lesson
        if lesson is not None and lesson.scored and app.scenes.top is table:
            seen.append(panel_texts(app, table, monkeypatch))
            expect_scored(table.state, seen[-1])
    player.run(on_step=at_step)
    assert seen  # the last step, after the hand's score, was looked at


@pytest.mark.parametrize(("variant", "expected"), [("hand-and-foot", "Hand 1 of 4"),
                                                   ("ponytail", "Hand 1 of 4"),
                                                   ("classic", "Hand 1")])
def test_the_score_panel_counts_the_hands_of_a_game_of_so_many_hands(
        variant: str, expected: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(pygame.Surface((1280, 720)), settings={"sound": False}, turbo=True)
    app.start_game(GameConfig(variant, 4, 0, {}, {}, seed=3))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    texts = panel_texts(app, table, monkeypatch)
    assert expected in texts and not any(t.startswith("Hand ") and t != expected
                                         for t in texts)
