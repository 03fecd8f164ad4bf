"""The table driven like a player: synthetic clicks and drags only, a whole hand to scoring."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.rules import Action, Card, new_game, parse_cards
from game.ui.app import App, is_scoring
from game.ui.config import GameConfig
from game.ui.hand_view import HandView, sort_key
from game.ui.scenes.table import TableScene
from game.ui.table_layout import CardSizes, make_layout
from game.ui.table_moves import meld_action, pickup_action

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots"


class RandomBot:
    """Stand-in opponent: any legal action, preferring to end turns (keeps hands short)."""

    def __init__(self, seed: int) -> None:
        import random

        self.rng = random.Random(seed)

    def begin(self, view: Any) -> Any:
        actions = list(view.legal_actions)
        choice = self.rng.choice(actions)

        class Done:
            def step(self, _ms: float) -> Action:
                return choice

        return Done()


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def mouse(kind: int, pos: tuple[float, float], button: int = 1) -> pygame.event.Event:
    p = (int(pos[0]), int(pos[1]))
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False)
    return pygame.event.Event(kind, pos=p, button=button, touch=False)


def click(app: App, pos: tuple[float, float]) -> None:
    app.tick(1 / 60, [mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)])


def drag(app: App, start: tuple[float, float], end: tuple[float, float]) -> None:
    mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    app.tick(1 / 60, [mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, mid),
                      mouse(pygame.MOUSEMOTION, end), mouse(pygame.MOUSEBUTTONUP, end)])


def tap(app: App, pos: tuple[float, float]) -> None:
    """A finger's tap at a screen point (touch events carry 0..1 positions)."""
    x, y = pos[0] / 1280, pos[1] / 720
    app.tick(1 / 60, [pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, finger_id=1, touch_id=1),
                      pygame.event.Event(pygame.FINGERUP, x=x, y=y, finger_id=1, touch_id=1)])


def key(app: App, k: int, mod: int = 0, frames: int = 2) -> None:
    """A key press, then ``frames`` - 1 more frames."""
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])
    for _ in range(frames - 1):
        app.tick(1 / 60, [])


def card_point(table: TableScene, item: Any) -> tuple[float, float]:
    """A point on the visible left strip of a card in the fan."""
    strip = min(table.hand.pitch() or table.sizes.hand, table.sizes.hand)
    return item.x + strip / 2, item.y + 50


def select(app: App, table: TableScene, cards: tuple[Card, ...]) -> None:
    wanted = list(cards)
    for item in list(table.hand.items):
        if item.card in wanted and not item.selected:
            wanted.remove(item.card)
            click(app, card_point(table, item))
            assert item.selected
    assert not wanted, f"cards not found in hand: {wanted}"


def settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.tick(1 / 60, [])


def human_turn(app: App, table: TableScene, used: dict[str, int]) -> None:
    """Play the human's next action with clicks; the choice comes from a simple policy."""
    state = table.state
    legal = list(state.legal_actions())
    kinds = {a.kind for a in legal}
    before = len(table.record.actions)
    if state.phase == "draw":
        pickups = [a for a in legal if a.kind == "pickup"]
        if pickups:
            a = pickups[0]
            select(app, table, a.cards)
            click(app, table.layout.pile.center)
            used["pickup"] += 1
        else:
            click(app, table.layout.stock.center)
            used["draw"] += 1
    elif state.phase == "answer":
        click(app, table.yes_button.rect.center)
    elif "meld" in kinds and used["meld"] < 6:
        a = next(a for a in legal if a.kind == "meld")
        plain = [g for g in a.groups if g.target is None]
        if plain:
            select(app, table, tuple(c for g in plain for c in g.cards))
            click(app, table.buttons["meld"].rect.center)
        else:
            group = a.groups[0]
            select(app, table, group.cards)
            team = state.team_of(0)
            from game.ui.table_draw import meld_rect

            rect = meld_rect(table.layout.meld_areas[team], state.melds[team],
                             table.sizes.meld, group.target, len(state.red_threes[team]))
            click(app, rect.center)
        used["meld"] += 1
    else:
        discards = [a for a in legal if a.kind == "discard"]
        a = discards[-1] if discards else legal[0]
        if a.kind == "discard":
            item = next(it for it in table.hand.items if it.card is a.card)
            # Drag the card onto the pile; a discard warning asks for a second try.
            drag(app, card_point(table, item), table.layout.pile.center)
            if len(table.record.actions) == before:
                item = next(it for it in table.hand.items if it.card is a.card)
                drag(app, card_point(table, item), table.layout.pile.center)
            used["discard"] += 1
        else:
            table.play(a)
            used["other"] += 1
    settle(app)
    if len(table.record.actions) == before:
        # A reading the table did not accept: the message line says why; play it directly.
        assert table.message, "a refused click must explain itself on the message line"
        used["refused"] += 1
        table.play(legal[0] if state.phase != "play" else [a for a in legal
                                                            if a.kind == "discard"][0])
        settle(app)


def play_hand_by_clicks(app: App, table: TableScene,
                        after_turn: Callable[[dict[str, int]], object] | None = None,
                        ) -> dict[str, int]:
    """The human's turns played with clicks (human_turn) until the scoring screen shows;
    ``after_turn`` sees the tally of what was used after each of them."""
    used = {"draw": 0, "pickup": 0, "meld": 0, "discard": 0, "other": 0, "refused": 0}
    for _ in range(6000):
        top = app.scenes.top
        if top is not None and is_scoring(top):
            return used
        settle(app, 1)
        if table.my_turn():
            human_turn(app, table, used)
            if after_turn is not None:
                after_turn(used)
    pytest.fail(f"the hand did not end: {used}")


def test_human_plays_a_whole_hand_with_clicks() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, bot_factory=lambda lv, s: RandomBot(s),
              screenshot_dir=SHOTS / "human-4p")
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=21))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    used = play_hand_by_clicks(
        app, table, lambda used: used["discard"] == 3 and app.screenshot("table-human"))
    assert table.state.is_hand_over
    assert used["draw"] + used["pickup"] > 3 and used["discard"] > 3 and used["meld"] >= 1
    assert used["refused"] <= used["meld"] + used["pickup"]
    assert app.has_saved_game()  # autosaved after every action
    # The scoring screen's "next hand" deals again.
    top = app.scenes.top
    assert top is not None
    table.next_hand()
    settle(app, 5)
    assert app.scenes.top is table and table.state.hand_number == 1
    assert table.state.phase in ("draw", "play")


def test_illegal_attempts_show_the_reason_and_never_crash() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, bot_factory=lambda lv, s: RandomBot(s))
    app.start_game(GameConfig("classic", 2, 0, {}, {}, seed=5))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    settle(app, 5)
    while not table.my_turn():
        settle(app, 1)
    # Meld before drawing: the engine's reason appears.
    select(app, table, (table.hand.items[0].card,))
    click(app, table.buttons["meld"].rect.center)  # disabled in the draw phase: ignored
    table.do_meld()
    assert table.message and table.message_error
    click(app, table.layout.stock.center)
    settle(app)
    assert table.state.phase == "play"
    # Two cards are not a meld; the engine explains.
    table.hand.clear_selection()
    select(app, table, tuple(it.card for it in table.hand.items[:2]))
    table.do_meld()
    assert table.message_error and table.state.phase == "play"
    # Keyboard: choose a card, select it, discard.
    table.hand.clear_selection()
    for key in (pygame.K_RIGHT, pygame.K_UP, pygame.K_x, pygame.K_x):
        app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0)])
    settle(app)
    assert table.state.to_act != 0 or table.state.phase == "draw"


def test_touch_selects_a_card() -> None:
    app = App(pygame.Surface((1280, 720)), turbo=True, bot_factory=lambda lv, s: RandomBot(s))
    app.start_game(GameConfig("classic", 4, 0, {}, {}, seed=9))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    settle(app, 5)
    item = table.hand.items[0]
    x, y = card_point(table, item)
    finger: dict[str, Any] = {"x": x / 1280, "y": y / 720, "touch_id": 1, "finger_id": 1,
                              "dx": 0, "dy": 0}
    app.tick(1 / 60, [pygame.event.Event(pygame.FINGERDOWN, **finger),
                      pygame.event.Event(pygame.FINGERUP, **finger)])
    assert item.selected


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_layouts_keep_areas_apart(players: int) -> None:
    state = new_game("classic", players, seed=1)
    lay = make_layout(players, 0, state.teams, CardSizes())
    rects = list(lay.plates.values()) + list(lay.meld_areas.values()) + [lay.hand, lay.scores]
    for i, a in enumerate(rects):
        assert pygame.Rect(0, 0, 1280, 720).contains(a)
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert set(lay.plates) == set(range(1, players))


def test_hand_sorting_and_selection_by_item() -> None:
    hand = HandView(pygame.Rect(190, 574, 902, 146), 84)
    cards = parse_cards("7C 2D JK AS 7C 3C KH")
    new, removed = hand.sync(cards)
    assert len(new) == 7 and not removed
    assert [str(i.card) for i in hand.items][:2] == ["JK", "2D"]
    assert [i.card for i in hand.items] == sorted(cards, key=sort_key)
    sevens = [i for i in hand.items if str(i.card) == "7C"]
    sevens[0].selected = True
    assert hand.selected_cards() == [sevens[0].card]
    _new, removed = hand.sync(parse_cards("2D JK AS 7C 3C KH"))
    assert [c for c, _x, _y in removed] == list(parse_cards("7C"))
    hand.move(hand.items[0], 5)
    assert not hand.auto_sort


def test_meld_and_pickup_readings() -> None:
    state = new_game("classic", 2, seed=11).apply("draw")[0]
    action, _reason = meld_action(state, parse_cards("AS AD 2C KS KH JK"))
    assert action is not None and len(action.groups) == 2
    none, reason = meld_action(state, parse_cards("AS AD"))
    assert none is None and reason
    assert pickup_action(state, ())[0] is None
