"""Scoring overlay and score chart, on real hands played with random legal actions."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game.rules import GameState, new_game
from game.saves import DEFAULT_SETTINGS
from game.ui.chart import SIDE_COLOURS, chart_points, draw_score_chart, running_totals
from game.ui.scene import Scene, SceneStack
from game.ui.scenes.chrome import draw_felt
from game.ui.scenes.scoring import ScoringScene, breakdown_rows, outcome_text, winner_text

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"


class FakeApp:
    def __init__(self) -> None:
        self.screen = pygame.Surface((1280, 720))
        self.scenes = SceneStack()
        self.settings: dict[str, Any] = dict(DEFAULT_SETTINGS)
        self.menus = 0

    def open_menu(self) -> None:
        self.menus += 1


def play(seed: int, players: int = 4, hands: int = 1) -> GameState:
    """Random legal play from a seed until ``hands`` hands are over (or the game is)."""
    rng = random.Random(seed)
    state = new_game("classic", players=players, seed=seed)
    done = 0
    while True:
        if state.is_hand_over:
            done += 1
            if done >= hands or state.is_game_over:
                return state
            state, _ = state.apply("deal")
            continue
        state, _ = state.apply(rng.choice(list(state.legal_actions())))


def shot(app: FakeApp, name: str) -> None:
    draw_felt(app.screen)
    app.scenes.draw(app.screen)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))


def test_breakdown_matches_the_engine_result() -> None:
    state = play(2)
    result = state.result
    assert result is not None and state.went_out == 0
    rows = breakdown_rows(result, state.rules)
    titles = [r[0] for r in rows]
    assert titles[0] == "Melded cards" and titles[-1] == "Hand total"
    for side, team in enumerate(result.teams):
        values = {title: values[side] for title, _n, values, _b in rows}
        assert values["Melded cards"] == team.melded
        assert values["Natural canastas"] + values["Mixed canastas"] == team.canasta_bonus
        assert values["Red threes"] == team.red_three_bonus
        assert values["Going out"] == team.going_out
        assert values["Cards left in hand"] == -team.in_hand
        assert values["Hand total"] == team.total
        # Every item adds up to the total, as on a paper score sheet.
        assert sum(v for t, v in values.items() if t != "Hand total") == team.total
    assert rows[-1][2] == list(result.totals)
    assert outcome_text(state) == "You went out."


def test_scoring_scene_shows_the_numbers_and_next_hand_pops_it() -> None:
    state = play(1, hands=2)
    assert state.phase == "hand_over" and len(state.history) == 1
    app = FakeApp()
    app.scenes.push(Scene(app))  # the table underneath
    calls: list[int] = []
    scene = ScoringScene(app, state, lambda: calls.append(1))
    app.scenes.push(scene)
    assert not scene.opaque and scene.names == ["We", "They"]
    assert scene.hands == [state.history[0], state.result.totals]  # type: ignore[union-attr]
    shot(app, "scoring")
    assert scene.button.label == "Next hand" and scene.button.focused
    # Clicks elsewhere are swallowed (the table must not see them), Enter presses the button.
    assert scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert calls == [1] and app.scenes.top is not scene


def test_game_over_shows_winner_margin_and_new_game() -> None:
    state = play(3, players=2, hands=60)
    assert state.is_game_over and state.winner is not None
    totals = state.total_scores
    margin = abs(totals[0] - totals[1])
    text = winner_text(state)
    assert f"{margin:,}" in text
    assert text.startswith("You win") == (state.winner == 0)
    app = FakeApp()
    scene = ScoringScene(app, state, None)
    app.scenes.push(scene)
    assert scene.names == ["You", "Opponent"] and scene.button.label == "New game"
    shot(app, "scoring_game_over")
    button = scene.button.rect.center
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1))
    assert app.menus == 1


def test_three_and_six_player_sheets_have_the_right_columns() -> None:
    three = play(2, players=3)
    scene = ScoringScene(FakeApp(), three, None)
    assert scene.names == ["You", "Left opponent", "Right opponent"]
    assert len(breakdown_rows(three.result, three.rules)[0][2]) == 3  # type: ignore[arg-type]
    six = play(4, players=6)
    scene6 = ScoringScene(FakeApp(), six, None)
    assert scene6.names == ["We", "They"]
    app = FakeApp()
    app.scenes.push(ScoringScene(app, three, None))
    shot(app, "scoring_three")


def test_running_totals_and_chart_points() -> None:
    series = running_totals([(100, 300), (-250, 700), (1200, 0)])
    assert series == [[0, 100, -150, 1050], [0, 300, 1000, 1000]]
    rect = pygame.Rect(100, 100, 300, 200)
    points = chart_points(rect, series, target=5000)
    assert [p[0] for p in points[0]] == [100, 200, 300, 400]
    # Higher scores sit higher on the screen; every point is inside the plot.
    assert points[1][2][1] < points[1][1][1] < points[1][0][1]
    inside = [rect.x <= x <= rect.right and rect.y <= y <= rect.bottom for line in points
              for x, y in line]
    assert all(inside)
    assert running_totals([]) == []


def test_chart_draws_each_side_in_its_colour() -> None:
    surface = pygame.Surface((600, 300))
    surface.fill((0, 0, 0))
    series = [[0, 800, 2100, 3400], [0, 1500, 1700, 2500]]
    plot = draw_score_chart(surface, pygame.Rect(10, 10, 580, 280), series, target=5000)
    points = chart_points(plot, series, 5000)
    for side, line in enumerate(points):
        # Midway along each segment the line's colour shows.
        for (x1, y1), (x2, y2) in zip(line, line[1:], strict=False):
            mid = ((x1 + x2) // 2, (y1 + y2) // 2)
            assert surface.get_at(mid)[:3] == SIDE_COLOURS[side], (side, mid)


def test_acaba_is_told_as_ending_the_hand_not_as_going_out() -> None:
    state = new_game("british", 4, seed=3)
    seat = state.turn
    over, _ = state.apply("acaba")
    assert over.went_out is None and over.result is not None
    assert outcome_text(over, viewer=seat) == "You ended the hand with acaba."
    assert outcome_text(over, viewer=(seat + 1) % 4).endswith("ended the hand with acaba.")
    # The side that said it scores nothing; the other side 1500.
    team = over.team_of(seat)
    assert over.result.totals[team] == 0 and over.result.totals[1 - team] == 1500
