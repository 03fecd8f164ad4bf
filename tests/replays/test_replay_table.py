"""Watching a recorded game on the table itself: the recorded actions fly as in a game; play,
pause, steps, hands, speed and seat by mouse, touch and keyboard; every hand open once the
game is over and only the player's own while it is in progress; nothing is saved or counted."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import platform
from game.replays import ReplayGame, replay_from_payload
from game.ui import replay_controls
from game.ui.app import App
from game.ui.game_log import LogScene
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.table import TableScene

from .games import payload, recorded_game

FRAME = 1 / 60


@pytest.fixture(scope="module")
def finished() -> ReplayGame:
    record, _state = recorded_game(3, options={"target_score": 1500})
    return replay_from_payload(payload(record))


@pytest.fixture(scope="module")
def unfinished() -> ReplayGame:
    record, _state = recorded_game(4, stop_after=70)
    return replay_from_payload(payload(record, human_seat=0))


def watching(game: ReplayGame, turbo: bool = True, **settings: Any) -> tuple[App, TableScene]:
    app = App(pygame.Surface((1280, 720)), settings={"language": "en", **settings}, turbo=turbo)
    app.watch(game)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.replay is not None
    return app, table


def tick(app: App, events: list[pygame.event.Event] | None = None, dt: float = FRAME) -> None:
    app.tick(dt, events or [])


def click(app: App, pos: tuple[int, int]) -> None:
    tick(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def tap(app: App, pos: tuple[int, int]) -> None:
    x, y = pos[0] / 1280, pos[1] / 720
    tick(app, [pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, finger_id=0, touch_id=0),
               pygame.event.Event(pygame.FINGERUP, x=x, y=y, finger_id=0, touch_id=0)])


def press(app: App, key: int) -> None:
    tick(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0)])


def button(table: TableScene, name: str) -> tuple[int, int]:
    assert table.replay is not None
    center: tuple[int, int] = table.replay.controls.buttons[name].rect.center
    return center


def paused_at_start(game: ReplayGame, **settings: Any) -> tuple[App, TableScene]:
    app, table = watching(game, **settings)
    press(app, pygame.K_SPACE)  # the replay starts playing: pause it
    assert table.replay is not None and not table.replay.playing
    table.replay.jump(0)
    return app, table


def same_moment(table: TableScene, game: ReplayGame) -> None:
    """The table shows exactly the recorded game after as many actions as it has played."""
    index = len(table.record.actions)
    assert table.record.actions == game.record.actions[:index]
    assert table.state.to_position() == game.state_at(index).to_position()
    assert [i.card for i in table.hand.items] != [] or not table.state.hands[table.bottom]
    assert sorted(i.card for i in table.hand.items) == sorted(table.state.hands[table.bottom])


def test_the_first_hand_plays_through_the_tables_own_flights(finished: ReplayGame) -> None:
    app, table = watching(finished, turbo=False)
    flights = 0
    logged = 0
    for _ in range(4000):
        tick(app, dt=0.05)
        flights = max(flights, len(table.anim.flights()))
        logged = len(table.log.lines)
        if isinstance(app.scenes.top, ScoringScene):
            break
    assert isinstance(app.scenes.top, ScoringScene)  # the hand's score, as in a game
    assert flights > 0 and logged > 10  # cards flew and the log told what happened
    assert len(table.record.actions) == finished.hand_starts[1] - 1
    same_moment(table, finished)


def test_steps_back_and_forward_by_keys_rebuild_every_moment(finished: ReplayGame) -> None:
    app, table = paused_at_start(finished)
    logs = {0: list(table.log.lines)}
    for n in range(1, 9):
        press(app, pygame.K_RIGHT)
        tick(app)
        assert len(table.record.actions) == n
        logs[n] = list(table.log.lines)
        same_moment(table, finished)
    for n in range(7, 2, -1):
        press(app, pygame.K_LEFT)
        assert len(table.record.actions) == n
        assert table.log.lines == logs[n]  # the log goes back with the cards
        same_moment(table, finished)
    press(app, pygame.K_PAGEDOWN)  # the next hand's start
    assert len(table.record.actions) == finished.hand_starts[1]
    same_moment(table, finished)
    press(app, pygame.K_PAGEUP)
    assert len(table.record.actions) == 0
    press(app, pygame.K_PLUS)
    press(app, pygame.K_PLUS)
    assert table.replay is not None and table.replay.speed == 4.0
    press(app, pygame.K_PLUS)  # the fastest stays the fastest: + never slows the replay
    assert table.replay.speed == 4.0
    press(app, pygame.K_MINUS)
    assert table.replay.speed == 2.0
    for _ in range(3):
        press(app, pygame.K_MINUS)
    assert table.replay.speed == 0.5
    press(app, pygame.K_SPACE)
    tick(app)
    tick(app)
    assert table.replay.playing and len(table.record.actions) >= 1


@pytest.mark.parametrize("pointer", [click, tap])
def test_every_control_works_by_mouse_and_by_touch(finished: ReplayGame, pointer: Any) -> None:
    app, table = paused_at_start(finished)
    driver = table.replay
    assert driver is not None
    pointer(app, button(table, "forward"))
    pointer(app, button(table, "forward"))
    assert len(table.record.actions) == 2
    pointer(app, button(table, "back"))
    assert len(table.record.actions) == 1 and not driver.playing
    pointer(app, button(table, "next"))
    assert len(table.record.actions) == finished.hand_starts[1]
    same_moment(table, finished)
    pointer(app, button(table, "previous"))
    assert len(table.record.actions) == 0
    pointer(app, button(table, "speed"))
    assert driver.speed == 2.0 and driver.controls.buttons["speed"].label == "Speed 2×"
    pointer(app, button(table, "seat"))
    assert table.bottom == 1 and driver.controls.buttons["seat"].label == "Seat: Player 2"
    same_moment(table, finished)
    pointer(app, button(table, "play"))
    assert driver.playing and driver.controls.buttons["play"].label == "Pause"
    tick(app)
    assert len(table.record.actions) >= 1


def test_cards_in_a_replay_are_not_picked_up(finished: ReplayGame) -> None:
    app, table = paused_at_start(finished)
    tick(app)
    item = table.hand.items[0]
    click(app, (round(item.x) + 10, round(item.y) + 40))
    press(app, pygame.K_UP)
    assert not table.hand.selected
    assert isinstance(app.scenes.top, TableScene)


def open_hand_cards(app: App, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The cards drawn face up over the other seats' plates in one frame."""
    drawn: list[Any] = []
    real = replay_controls.draw_card

    def spy(surface: pygame.Surface, art: Any, card: Any, *args: Any, **kwargs: Any) -> None:
        drawn.append(card)
        real(surface, art, card, *args, **kwargs)

    monkeypatch.setattr(replay_controls, "draw_card", spy)
    tick(app)
    monkeypatch.setattr(replay_controls, "draw_card", real)
    return drawn


def test_a_finished_game_shows_every_hand(finished: ReplayGame,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = paused_at_start(finished)
    for _ in range(12):
        press(app, pygame.K_RIGHT)
    others = sorted(c for seat in (1, 2, 3) for c in table.state.hands[seat])
    assert sorted(open_hand_cards(app, monkeypatch)) == others
    press(app, pygame.K_v)  # the seat at the bottom: the next one, its hand face up there
    assert table.bottom == 1 and table.replay is not None and table.replay.shows(1)
    others = sorted(c for seat in (0, 2, 3) for c in table.state.hands[seat])
    assert sorted(open_hand_cards(app, monkeypatch)) == others


def test_a_game_in_progress_shows_only_the_players_hand(unfinished: ReplayGame,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = paused_at_start(unfinished)
    driver = table.replay
    assert driver is not None and table.bottom == 0
    for _ in range(20):
        press(app, pygame.K_RIGHT)
    assert open_hand_cards(app, monkeypatch) == []
    assert not driver.controls.buttons["seat"].enabled
    press(app, pygame.K_v)
    click(app, button(table, "seat"))
    assert table.bottom == 0 and [driver.shows(s) for s in range(4)] == [True, False, False, False]
    driver.jump(unfinished.length)
    press(app, pygame.K_SPACE)  # at the end Play starts again from the deal
    assert len(table.record.actions) <= 1 and driver.playing


def test_the_end_of_an_unfinished_record_is_said(unfinished: ReplayGame) -> None:
    app, table = watching(unfinished)
    for _ in range(unfinished.length + 20):
        tick(app)
    assert len(table.record.actions) == unfinished.length
    assert table.replay is not None and not table.replay.playing
    assert table.message == "The record ends here: the game was not finished."


def test_a_hands_score_closes_to_the_table_and_goes_on(finished: ReplayGame) -> None:
    app, table = watching(finished)
    for _ in range(finished.hand_starts[1] + 20):
        if isinstance(app.scenes.top, ScoringScene):
            break
        tick(app)
    scoring = app.scenes.top
    assert isinstance(scoring, ScoringScene) and scoring.close_button is not None
    press(app, pygame.K_ESCAPE)  # Close: the table as the hand ended, paused
    assert app.scenes.top is table and table.replay is not None and not table.replay.playing
    for _ in range(3):
        tick(app)
    assert app.scenes.top is table  # it does not open again by itself
    press(app, pygame.K_LEFT)
    tick(app)
    press(app, pygame.K_RIGHT)  # onto the hand's end again: the score shows again
    tick(app)
    scoring = app.scenes.top
    assert isinstance(scoring, ScoringScene)
    click(app, scoring.button.rect.center)  # Next hand
    assert app.scenes.top is table and len(table.record.actions) == finished.hand_starts[1]
    same_moment(table, finished)


def test_the_game_over_is_reached_and_play_stops(finished: ReplayGame) -> None:
    app, table = watching(finished)
    for _ in range(finished.length * 3):
        top = app.scenes.top
        if isinstance(top, ScoringScene):
            if top.state.is_game_over:
                break
            top.next_hand()
        tick(app)
    top = app.scenes.top
    assert isinstance(top, ScoringScene) and top.state.is_game_over
    assert len(table.record.actions) == finished.length


def test_watching_saves_nothing_and_counts_nothing(finished: ReplayGame) -> None:
    app, table = watching(finished)
    for _ in range(200):
        top = app.scenes.top
        if isinstance(top, ScoringScene) and not top.state.is_game_over:
            top.next_hand()
        tick(app)
    assert len(table.record.actions) > 150
    assert platform.storage_keys() == []


def test_f1_lists_the_replays_keys(finished: ReplayGame) -> None:
    app, _table = paused_at_start(finished)
    press(app, pygame.K_F1)
    keys = app.scenes.top
    assert isinstance(keys, LogScene)
    assert any("step back" in line for line in keys.log.lines)


@pytest.mark.parametrize("which", ["finished", "unfinished"])
def test_the_quit_after_hand_option_stops_at_the_first_score(which: str,
                                                            request: pytest.FixtureRequest
                                                            ) -> None:
    """At the first hand's score; a record that ends before its first hand does, at its end."""
    game: ReplayGame = request.getfixturevalue(which)
    app = App(pygame.Surface((1280, 720)), settings={"language": "en"}, turbo=True,
              quit_after_hand=True)
    app.watch(game)
    for _ in range(game.length + 10):
        if not app.running:
            break
        tick(app)
    assert not app.running and app.exit_code == 0
    table = app.scenes.scenes[0]
    assert isinstance(table, TableScene)
    if which == "finished":
        assert isinstance(app.scenes.top, ScoringScene)
        assert len(table.record.actions) == game.hand_starts[1] - 1
    else:
        assert len(table.record.actions) == game.length


def test_a_step_back_takes_the_feed_back_with_it(finished: ReplayGame) -> None:
    """The feed beside the pile never tells a move the table does not show yet."""
    app, table = watching(finished)
    replay = table.replay
    assert replay is not None
    replay.jump(30)
    tick(app)
    told_at_30 = table.feed.lines(table.name, table.bottom)
    replay.jump(40)
    tick(app)
    assert table.feed.lines(table.name, table.bottom) != told_at_30
    replay.jump(30)
    tick(app)
    assert table.feed.lines(table.name, table.bottom) == told_at_30
    seat, _text = finished.record.actions[29]
    assert told_at_30[-1][1] == seat  # the newest line is the last move shown


def test_a_replay_has_its_speed_and_no_pace_button(finished: ReplayGame) -> None:
    """The bots' Pace does nothing to a replay (its Speed sets how fast it plays): not shown,
    and a click where it would be changes nothing."""
    app, table = paused_at_start(finished)
    tick(app)
    assert "button-pace" not in table._layers.pieces
    assert table.input.pace_button not in table.input.widgets
    pace = app.settings.get("bot_pace", 1.0)
    click(app, table.layout.pace_button.center)
    assert app.settings.get("bot_pace", 1.0) == pace


def test_an_open_hand_leaves_its_plates_count_showing(finished: ReplayGame,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = paused_at_start(finished)
    placed: list[tuple[float, float]] = []
    real = replay_controls.draw_card

    def spy(surface: pygame.Surface, art: Any, card: Any, at: Any, *args: Any,
            **kwargs: Any) -> None:
        placed.append(at)
        real(surface, art, card, at, *args, **kwargs)

    monkeypatch.setattr(replay_controls, "draw_card", spy)
    tick(app)
    assert placed
    width = table.sizes.back
    for seat, rect in table.layout.plates.items():
        badge = pygame.Rect(0, 0, 26, 26)
        badge.center = (rect.right - 22, rect.bottom - 22)
        for x, y in placed:
            card = pygame.Rect(round(x), round(y), width, width * 7 // 5)
            if rect.contains(card.inflate(-2, -2)):
                assert not card.colliderect(badge), (seat, card, badge)


def test_esc_in_a_replay_asks_to_stop_watching_and_says_nothing_of_a_save(
        finished: ReplayGame) -> None:
    app, table = paused_at_start(finished)
    press(app, pygame.K_ESCAPE)
    panel = table.dialogs.question()
    assert panel is not None and panel[0] == "Stop watching and go back to the menu?"
    click(app, table.dialogs.yes_button.rect.center)
    assert type(app.scenes.top).__name__ == "MenuScene"
