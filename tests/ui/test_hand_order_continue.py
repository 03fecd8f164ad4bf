"""A hand the player arranged by dragging survives leaving the table and Continue (the save
keeps each person's order beside the record: game/ui/table_hand_order.py), in a game alone
and in pass-and-play; a save without the order, or with one that does not read right,
continues with the hand sorted, as before."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_continue_edges import saved_payload
from test_table import RandomBot, card_point, click, drag, play_hand_by_clicks, settle  # noqa: I001

from game.rules import Card, GameRecord, parse_card
from game.saves import SaveStore
from game.ui import table_view
from game.ui.app import SAVE_NAME, App
from game.ui.config import GameConfig
from game.ui.hand_view import sort_key
from game.ui.scenes.handoff import HandOffScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.table import TableScene

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots" / "hand-order"
#: Where the save keeps the orders (spelled out: a save is read by other versions too).
HAND_ORDERS_KEY = "hand_orders"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def new_app() -> App:
    """A fresh App on the same storage: what a restart (or a reload of the page) gives."""
    return App(pygame.Surface((1280, 720)), turbo=True,
               settings={"sound": False, "discard_warning": False},
               bot_factory=lambda level, seed: RandomBot(seed))


def order(table: TableScene) -> list[str]:
    return [str(it.card) for it in table.hand.items]


def sorted_cards(cards: Any) -> list[str]:
    return [str(c) for c in sorted(cards, key=sort_key)]


def until_my_turn(app: App, table: TableScene) -> None:
    for _ in range(2000):
        if table.my_turn():
            return
        settle(app, 1)
    raise AssertionError("the human's turn never came")


def draw_by_click(app: App, table: TableScene) -> None:
    click(app, table.layout.stock.center)
    settle(app, 3)
    assert table.state.phase == "play"


def arrange_by_drags(app: App, table: TableScene) -> None:
    """Drag the first card to the end of the fan, then the (new) last but one to the front:
    an order no sorting gives."""
    first = table.hand.items[0]
    last = table.hand.items[-1]
    drag(app, card_point(table, first), (last.x + table.sizes.hand - 4, last.y + 40))
    settle(app, 2)
    assert table.hand.items[-1] is first
    moved = table.hand.items[-2]
    drag(app, card_point(table, moved), (table.hand.items[0].x + 2, table.hand.items[0].y + 40))
    settle(app, 2)
    assert table.hand.items[0] is moved
    assert not table.hand.auto_sort
    assert order(table) != sorted_cards(table.state.hands[table.bottom])


def leave_and_continue(app: App) -> tuple[App, TableScene]:
    """Menu from the table, then (in a new App on the same storage) Continue in the menu."""
    table = app.scenes.top
    assert isinstance(table, TableScene)
    click(app, table.menu_button.rect.center)
    assert isinstance(app.scenes.top, MenuScene)
    again = new_app()
    again.open_menu()
    settle(again, 2)
    menu = again.scenes.top
    assert isinstance(menu, MenuScene) and menu.continue_button.enabled
    click(again, menu.continue_button.rect.center)
    continued = again.scenes.scenes[0]
    assert isinstance(continued, TableScene)
    return again, continued


def drawn_hand(app: App, table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The hand's cards as the next frame draws them, left to right."""
    seen: list[tuple[float, str]] = []
    draw_card = table_view.draw_card

    def spy(surface: pygame.Surface, art: Any, card: Card | None, topleft: Any,
            *args: Any, **kwargs: Any) -> None:
        if card is not None and topleft[1] >= table.layout.hand.y - table.sizes.hand:
            seen.append((topleft[0], str(card)))
        draw_card(surface, art, card, topleft, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(table_view, "draw_card", spy)
        settle(app, 1)
    return [name for _x, name in sorted(seen)]


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"{name}.png"))


# ------------------------------------------------------------------ through the table and menu


def drawn_at_my_turn() -> tuple[App, TableScene]:
    """A two-player game at the person's first turn, drawn by a click."""
    app = new_app()
    app.start_game(GameConfig("classic", 2, 0, {1: "normal"}, {}, seed=4))
    table = app.scenes.top
    assert isinstance(table, TableScene)
    until_my_turn(app, table)
    draw_by_click(app, table)
    return app, table


def arranged_at_my_turn() -> tuple[App, TableScene]:
    """The same, with the hand then arranged by drags."""
    app, table = drawn_at_my_turn()
    arrange_by_drags(app, table)
    return app, table


def test_an_arranged_hand_comes_back_in_its_order_after_continue(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = arranged_at_my_turn()
    arranged = order(table)
    shot(app, "arranged")
    again, continued = leave_and_continue(app)
    settle(again, 3)
    assert order(continued) == arranged and not continued.hand.auto_sort
    assert drawn_hand(again, continued, monkeypatch) == arranged
    shot(again, "continued")  # looked at: the hand lies as arranged.png shows it
    # Sorting is saved too: a second Continue brings the sorted hand, which stays sorted.
    click(again, continued.buttons["sort"].rect.center)
    third, after_sort = leave_and_continue(again)
    settle(third, 2)
    assert after_sort.hand.auto_sort
    assert order(after_sort) == sorted_cards(after_sort.state.hands[0])


def test_a_card_drawn_after_the_arranging_goes_to_the_end_and_the_discard_leaves() -> None:
    app, table = arranged_at_my_turn()
    thrown = table.hand.items[1]
    drag(app, card_point(table, thrown), table.layout.pile.center)  # the turn's discard
    settle(app, 3)
    until_my_turn(app, table)
    draw_by_click(app, table)
    shown = order(table)  # the new card at the end of the arranged fan
    again, continued = leave_and_continue(app)
    settle(again, 2)
    assert order(continued) == shown


def test_each_person_finds_their_own_order_after_continue_in_pass_and_play() -> None:
    app = new_app()
    app.start_game(GameConfig("classic", 2, 0, {}, {}, seed=5, humans=(0, 1),
                              names={0: "Eva", 1: "Tom"}))
    table = app.scenes.scenes[0]
    assert isinstance(table, TableScene)
    arranged: dict[int, list[str]] = {}
    for turn in range(2):
        ready(app)
        seat = table.human
        assert seat is not None and table.my_turn()
        draw_by_click(app, table)
        arrange_by_drags(app, table)
        if turn == 0:  # the first person ends the turn; the second leaves mid-turn
            drag(app, card_point(table, table.hand.items[-1]), table.layout.pile.center)
            settle(app, 3)
        arranged[seat] = order(table)
    saved = app.store.load(SAVE_NAME).record
    assert saved is not None and set(saved[HAND_ORDERS_KEY]) == {"0", "1"}
    again, continued = leave_and_continue(app)
    ready(again)  # the second person, mid-turn, finds their order and ends the turn
    second = continued.human
    assert second is not None
    assert order(continued) == arranged[second] and not continued.hand.auto_sort
    drag(again, card_point(continued, continued.hand.items[-1]), continued.layout.pile.center)
    settle(again, 3)
    ready(again)  # the first person's order came through the save and a hand-off
    first = continued.human
    assert first is not None and first != second
    assert order(continued) == arranged[first] and not continued.hand.auto_sort


def ready(app: App) -> None:
    """Pass the hand-off screen on show (the table behind it then turns to its person)."""
    for _ in range(50):
        if isinstance(app.scenes.top, HandOffScene):
            break
        settle(app, 1)
    top = app.scenes.top
    assert isinstance(top, HandOffScene)
    settle(app, 1)
    click(app, top.ready_button.rect.center)
    settle(app, 2)


def fresh_cards(table: TableScene) -> list[Card]:
    return sorted((item.card for item in table.hand.items if item.fresh), key=str)


def test_the_cards_drawn_this_turn_are_marked_again_after_continue() -> None:
    app, table = drawn_at_my_turn()
    drawn = fresh_cards(table)
    assert len(drawn) == 2  # two players: two cards a draw, marked as they arrive
    again, continued = leave_and_continue(app)
    settle(again, 2)
    assert fresh_cards(continued) == drawn
    # Melding or discarding keeps them marked as at the table; the turn's end clears them.
    thrown = next(item for item in continued.hand.items if not item.fresh)
    drag(again, card_point(continued, thrown), continued.layout.pile.center)
    settle(again, 3)
    assert not fresh_cards(continued)


def test_a_game_left_before_drawing_continues_with_no_card_marked() -> None:
    app, table = drawn_at_my_turn()
    drag(app, card_point(table, table.hand.items[0]), table.layout.pile.center)
    settle(app, 3)
    until_my_turn(app, table)
    assert table.state.phase == "draw"
    again, continued = leave_and_continue(app)
    settle(again, 2)
    assert continued.state.phase == "draw" and not fresh_cards(continued)


def test_a_new_game_arranged_before_its_first_action_leaves_the_saved_game_alone() -> None:
    app, _ = drawn_at_my_turn()
    kept = app.store.load(SAVE_NAME).record
    # The person acts first in the new game, so no computer player's move saves it either.
    seat = GameRecord.start("classic", 2, 6, {})[1].to_act
    other = new_app()
    other.start_game(GameConfig("classic", 2, seat, {1 - seat: "normal"}, {}, seed=6))
    fresh = other.scenes.top
    assert isinstance(fresh, TableScene)
    settle(other, 3)
    first, last = fresh.hand.items[0], fresh.hand.items[-1]
    drag(other, card_point(fresh, first), (last.x + fresh.sizes.hand - 4, last.y + 40))
    assert not fresh.hand.auto_sort and not fresh.record.actions
    assert other.store.load(SAVE_NAME).record == kept  # still the game left unfinished


def test_auto_sort_off_carries_into_the_next_hand_after_continue() -> None:
    """Left right after the next deal (the save then keeps the order of the hand before): the
    new hand comes back as the table dealt it into the arranged fan, auto sort still off."""
    app, table = arranged_at_my_turn()
    play_hand_by_clicks(app, table)
    assert not table.hand.auto_sort
    table.next_hand()  # the scoring screen's next hand: the deal is saved at once
    assert table.state.hand_number == 1
    dealt = [str(c) for c in table.state.hands[0]]
    again, continued = leave_and_continue(app)
    settle(again, 3)
    assert not continued.hand.auto_sort
    assert order(continued) == dealt


# ------------------------------------------------------------------ saves written by hand


def continue_with(payload: dict[str, Any]) -> TableScene:
    SaveStore().save(SAVE_NAME, payload)
    app = new_app()
    app.open_menu()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    menu.continue_game()
    table = app.scenes.top
    assert isinstance(table, TableScene), app.notice
    assert not app.notice
    settle(app, 2)
    return table


def test_an_old_save_without_the_order_continues_sorted_as_before() -> None:
    payload = saved_payload()
    assert HAND_ORDERS_KEY not in payload
    table = continue_with(payload)
    assert table.hand.auto_sort
    assert order(table) == sorted_cards(table.state.hands[0])


def a_kept_order(payload: dict[str, Any]) -> tuple[list[str], int]:
    """Seat 0's cards in an order no sorting gives, and the saved game's hand number."""
    table = continue_with(payload)
    cards = sorted_cards(table.state.hands[0])
    return cards[1:] + cards[:1], table.state.hand_number


def test_a_kept_order_comes_back_as_far_as_it_matches_the_hand() -> None:
    payload = saved_payload()
    cards, hand = a_kept_order(payload)
    missing = cards.pop(3)  # "drawn since": goes at the end of the arranged hand
    stale = "JK" if "JK" not in cards else "3H"
    kept = [stale, *cards]  # "melded since": left out
    payload[HAND_ORDERS_KEY] = {"0": {"hand": hand, "cards": kept, "auto_sort": False}}
    table = continue_with(payload)
    assert order(table) == [*cards, missing] and not table.hand.auto_sort


DAMAGED: list[Any] = [
    "not a table",
    ["0"],
    {"0": "not an order"},
    {"0": {"hand": True, "auto_sort": False}},
    {"0": {"hand": "1", "auto_sort": False}},
    {"0": {"hand": -1, "auto_sort": False}},
    {"0": {"auto_sort": False}},
    {"0": {"hand": 0, "auto_sort": "no"}},
    {"0": {"hand": 0, "auto_sort": 0}},
    {"0": {"hand": 0, "cards": "AS KS", "auto_sort": False}},
    {"0": {"hand": 0, "cards": ["AS", 7], "auto_sort": False}},
    {"0": {"hand": 0, "cards": ["AS", "ZZ"], "auto_sort": False}},
    {"0": {"hand": 0, "cards": [["AS"]], "auto_sort": False}},
    {"0": {"hand": 0, "cards": ["AS"] * 5000, "auto_sort": False}},
    {"0": {"hand": 0, "cards": None, "auto_sort": False}},
    {"1": {"hand": 0, "auto_sort": False}},  # a computer player's seat
    {"zero": {"hand": 0, "auto_sort": False}},
    {"0": {"hand": 7, "auto_sort": False}},  # another hand of the game
    {"0": {"hand": 0, "cards": [], "auto_sort": False}},  # no card of the hand
    None,
]


@pytest.mark.parametrize("damage", range(len(DAMAGED)))
def test_an_order_that_does_not_read_right_is_ignored_and_the_game_continues(
        damage: int) -> None:
    payload = saved_payload()
    cards, hand = a_kept_order(payload)
    raw = json.loads(json.dumps(DAMAGED[damage]))
    for entry in raw.values() if isinstance(raw, dict) else ():
        if isinstance(entry, dict) and "cards" not in entry:
            entry["cards"] = cards  # an order that would fit, but for the damage
        if isinstance(entry, dict) and entry.get("hand") == 0:
            entry["hand"] = hand
    payload[HAND_ORDERS_KEY] = raw
    table = continue_with(payload)  # no notice, nothing set aside
    assert SaveStore().backups(SAVE_NAME) == []
    assert table.hand.auto_sort
    assert order(table) == sorted_cards(table.state.hands[0])
    assert parse_card(order(table)[0]) in table.state.hands[0]
