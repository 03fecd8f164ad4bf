"""A whole game through the real UI: the menu's buttons start it (a low target chosen there),
the human's seat is played with the mouse only, the real bots play the other seats, and the
game ends on the game-over scoring screen.

The human follows the hint: Hint lifts the cards it means, then a click does it (the stock,
the pile, Meld or a meld column, Yes), and a discard is a drag onto the pile.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_table import card_point, click, drag, settle  # noqa: I001

from game.ai.hint import hint
from game.rules import Action
from game.ui.app import App, is_scoring
from game.ui.scenes.table import TableScene
from game.ui.table_draw import meld_rect

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots" / "whole-game"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))


def start_from_menu(app: App) -> TableScene:
    """Menu → New game → (easy bots, target 1500) → Start, all by clicks."""
    app.open_menu()
    settle(app, 2)
    menu: Any = app.scenes.top
    new_game = next(b for b in menu.buttons if b.label == "New game")
    click(app, new_game.rect.center)
    settle(app, 2)
    setup: Any = app.scenes.top
    assert type(setup).__name__ == "NewGameScene"
    target = setup.target_choice
    # The left half of the value steps to the next smaller value: from the usual 5000 to
    # 3000, 2500, 1500.
    value = target.value_rect()
    for _step in range(3):
        click(app, (value.x + 10, value.centery))
    assert target.value == "1,500"
    table = start_with_easy_bots(app, setup, "new-game")
    assert table.state.rules.target(table.state.players) == 1500
    return table


def start_with_easy_bots(app: App, setup: Any, name: str) -> TableScene:
    """On the New game screen: every computer seat made easy by clicks, a picture ``name``
    taken, then Start; the table it opens."""
    for seat, choice in setup.seat_choices.items():
        if seat in setup.people:
            continue  # the player's own seat: a person
        value = choice.value_rect()
        click(app, (value.x + 10, value.centery))  # left half: normal → easy
        assert setup.levels[seat] == "easy", seat
    shot(app, name)
    click(app, setup.start_button.rect.center)
    settle(app, 2)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return table


def lift_hint(app: App, table: TableScene) -> Action:
    """Click Hint and return what it meant (the test reads the hint to know what to click)."""
    assert table.human is not None
    action, _reason = hint(table.state.player_view(table.human))
    click(app, table.buttons["hint"].rect.center)
    lifted = sorted(table.hand.selected_cards(), key=str)
    assert lifted == sorted(action.cards, key=str), (lifted, action)
    return action


def play_turn(app: App, table: TableScene, used: dict[str, int]) -> None:
    state = table.state
    before = len(table.record.actions)
    if state.phase == "answer":
        click(app, table.yes_button.rect.center)
        used["answer"] += 1
    else:
        action = lift_hint(app, table)
        kind = action.kind
        if kind == "draw":
            click(app, table.layout.stock.center)
        elif kind == "pickup":
            click(app, table.layout.pile.center)
        elif kind == "meld":
            if any(g.target is None for g in action.groups) or len(action.groups) > 1:
                click(app, table.buttons["meld"].rect.center)
            else:
                team = state.team_of(0)
                rect = meld_rect(table.layout.meld_areas[team], state.melds[team],
                                 table.sizes.meld, action.groups[0].target,
                                 len(state.red_threes[team]))
                click(app, (rect.centerx, rect.y + 20))
        elif kind == "discard":
            item = next(it for it in table.hand.items if it.card is action.card)
            drag(app, card_point(table, item), table.layout.pile.center)
            if len(table.record.actions) == before:  # the discard warning: drag again
                item = next(it for it in table.hand.items if it.card is action.card)
                drag(app, card_point(table, item), table.layout.pile.center)
        elif kind == "ask":
            click(app, table.buttons["ask"].rect.center)
        else:
            table.play(action)
            used["direct"] += 1
        used[kind] = used.get(kind, 0) + 1
    settle(app)
    if len(table.record.actions) == before:
        # The click was read differently (e.g. another meld reading): the table explains on
        # the message line; play the hint's action so the game goes on, and count it.
        assert table.message, "a refused click must explain itself"
        used["refused"] += 1
        table.hand.clear_selection()
        legal = table.state.legal_actions()
        fallback = next((a for a in legal if a.kind == "discard"), legal[0])
        table.play(fallback)
        settle(app)


def test_a_whole_game_from_the_menu_with_the_mouse() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, settings={"sound": False})
    table = start_from_menu(app)
    used = {"answer": 0, "direct": 0, "refused": 0}
    hands = 0
    started = time.perf_counter()
    for _ in range(60_000):
        top: Any = app.scenes.top
        if top is not None and is_scoring(top):
            if table.state.is_game_over:
                break
            hands += 1
            shot(app, f"scoring-hand-{hands}")
            click(app, top.button.rect.center)
            settle(app, 2)
            continue
        settle(app, 1)
        if table.my_turn():
            play_turn(app, table, used)
            if used.get("discard") == 5:
                shot(app, f"table-hand-{hands + 1}")
    else:
        pytest.fail(f"the game did not end: {hands} hands, {used}")
    settle(app, 2)
    top = app.scenes.top
    assert top is not None and is_scoring(top) and getattr(top, "game_over", True)
    shot(app, "game-over")
    assert table.state.is_game_over and max(table.state.total_scores) >= 1500
    moves = sum(v for k, v in used.items() if k not in ("refused", "direct"))
    assert used["refused"] <= moves // 10 + 2, used
    assert used.get("discard", 0) > 3 and used.get("draw", 0) + used.get("pickup", 0) > 3
    print(f"game over after {hands + 1} hands in {time.perf_counter() - started:.1f} s: {used}")
    # New game from the game-over screen leads back to the menu.
    click(app, top.button.rect.center)
    settle(app, 2)
    assert type(app.scenes.top).__name__ in ("MenuScene", "NewGameScene")
