"""Hand and Foot at eight players (four pairs, partners opposite) is a table like any other:
the New game screen offers it, its seven other seats have plates and names, and a whole hand
plays through the real table scene, the human's seat by the mouse (following the hint) and
the real bots in the other seven seats, to the hand's score. Four players all alone (a house
rule) are four sides too, and share the top half the same way."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_table import click, settle
from test_table_game import play_turn, shot, start_with_easy_bots  # noqa: I001

from game.rules import find_variant
from game.ui.app import App, is_scoring
from game.ui.scenes.table import TableScene
from game.ui.table_layout import PLATE_SIZE, CardSizes, make_layout

#: A hand that has not reached its score after this many frames counts as stuck.
MAX_FRAMES = 60_000


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def choose_eight_player_hand_and_foot(app: App) -> TableScene:
    """Menu → New game → Hand and Foot → Players 8 → easy bots → Start, all by clicks."""
    app.open_menu()
    settle(app, 2)
    menu: Any = app.scenes.top
    click(app, next(b for b in menu.buttons if b.label == "New game").rect.center)
    settle(app, 2)
    setup: Any = app.scenes.top
    assert type(setup).__name__ == "NewGameScene"
    row = next(r for r in setup.variant_rows if r.label == "Hand and Foot")
    setup.variant_view.ensure_visible(setup._variant_y[row], setup._variant_y[row] + row.rect.h)
    setup._place()
    click(app, row.rect.center)
    assert setup.variant_id == "hand-and-foot"
    assert row.detail == "2, 3, 4, 6 or 8 players"
    assert setup.players_choice.options == ["2", "3", "4", "6", "8"]
    value = setup.players_choice.value_rect()
    while setup.players != 8:  # the right half steps to the next count
        click(app, (value.right - 10, value.centery))
    assert sorted(setup.seat_choices) == list(range(8))
    labels = [setup.seat_choices[seat].label for seat in range(1, 8)]
    assert labels == ["Left opponent", "Top-left opponent", "Centre-left opponent", "Partner",
                      "Centre-right opponent", "Top-right opponent", "Right opponent"]
    # Every seat row inside its column, above the buttons under it.
    column = setup.seat_rows.choices[0].rect.unionall(
        [c.rect for c in setup.seat_rows.choices.values()])
    assert column.bottom <= setup.start_button.rect.y - 8
    table = start_with_easy_bots(app, setup, "eight-new-game")
    assert table.state.rules.id == "hand-and-foot" and table.state.players == 8
    return table


def test_an_eight_player_hand_of_hand_and_foot_plays_through_the_table() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    table = choose_eight_player_hand_and_foot(app)
    lay = table.layout
    assert table.state.teams == ((0, 4), (1, 5), (2, 6), (3, 7))
    # Seven plates, none over another or over the panels, buttons and meld areas (four).
    plates = [lay.plates[seat] for seat in range(1, 8)]
    assert all(p.size == PLATE_SIZE for p in plates)
    assert lay.position[4] == "top" and len(lay.meld_areas) == 4
    others = [lay.scores, lay.info, lay.own_plate, lay.menu_button, lay.log_button,
              lay.pace_button, lay.buttons, *lay.meld_areas.values()]
    for i, a in enumerate(plates):
        assert a.collidelist(plates[i + 1:] + others) == -1, a
    used = {"answer": 0, "direct": 0, "refused": 0}
    started = time.perf_counter()
    for _ in range(MAX_FRAMES):
        top: Any = app.scenes.top
        if top is not None and is_scoring(top):
            break
        settle(app, 1)
        if table.my_turn():
            play_turn(app, table, used)
            if used.get("discard") == 5:
                shot(app, "eight-table")
    else:
        pytest.fail(f"the hand did not end: {used}")
    assert table.state.is_hand_over
    shot(app, "eight-scoring")
    moves = sum(v for k, v in used.items() if k not in ("refused", "direct"))
    assert used["refused"] <= moves // 10 + 2, used
    assert used.get("discard", 0) > 3
    print(f"hand over after {table.actions_played} actions in "
          f"{time.perf_counter() - started:.1f} s: {used}")


@pytest.mark.parametrize(("variant", "players", "options"), [
    ("hand-and-foot", 8, {}), ("hand-and-foot", 4, {"solo": True}),
    ("spanish", 4, {"four_alone": True}),
])
def test_three_other_sides_share_the_top_half_in_seating_order(
        variant: str, players: int, options: dict[str, bool]) -> None:
    teams = find_variant(variant, options).teams_for(players)
    lay = make_layout(players, 0, teams, CardSizes())
    areas = [lay.meld_areas[team] for team in (1, 2, 3)]  # first to play after seat 0: left
    assert [a.x for a in areas] == sorted(a.x for a in areas)
    for i, area in enumerate(areas):
        assert area.y == areas[0].y and area.bottom < lay.stock.y
        assert lay.meld_areas[0].x <= area.x and area.right <= lay.meld_areas[0].right
        assert not any(area.colliderect(b) for b in areas[i + 1:])
    # Four sides' rows in the score panel push the left seat's plate down under it.
    left = lay.plates[1]
    assert lay.position[1] == "left" and left.y > lay.scores.bottom
    assert left.bottom < lay.info.y


@pytest.mark.parametrize("language", ["en", "cs", "sk", "pl"])
def test_the_first_turn_of_eight_fits(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Before any side opens, each narrow area's title says what it needs to open: no other
    words may run into it (the going-out line ran over "needs 50 to open")."""
    from test_layout_fit import Recorder, _offsets, check_pieces, check_texts, table_for

    from game.rules import GameRecord

    state = GameRecord.start("hand-and-foot", 8, 5, {})[1]
    app, table = table_for(state, language)
    recorder = Recorder()
    recorder.install(monkeypatch)
    app.tick(1 / 60, [])
    problems = check_texts(recorder, _offsets(table, app.screen)) + check_pieces(table)
    assert not problems, problems[:6]
