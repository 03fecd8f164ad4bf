"""A very large hand (Hand and Foot or Ponytail after big pile takings) still shows every
card's rank and suit: past some forty cards it lies in rows, each card's corner index above
the row below, every card whole-sized and clickable where it shows."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_table import click, settle
from test_table_features import table_at

from game.rules import GameState, new_game
from game.ui.cardart import index_extent
from game.ui.scenes.table import TableScene


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def with_hand(cards: int, variant: str = "hand-and-foot") -> GameState:
    """Seat 0 to draw, holding ``cards`` cards (its own and the stock's first ones)."""
    state = new_game(variant, players=4, seed=2)
    while state.to_act != 0 or state.phase != "draw":
        state, _events = state.apply(state.legal_actions()[0])
    hands = list(state.hands)
    more = cards - len(hands[0])
    hands[0] = tuple(sorted(hands[0] + state.stock[:more], key=lambda c: c.order))
    return state.replace(hands=tuple(hands), stock=state.stock[more:])


def index_rects(table: TableScene) -> list[pygame.Rect]:
    """Where each card's corner index (rank over suit) lies, at rest."""
    hand = table.hand
    w, h = index_extent(hand.card_width)
    targets = hand.targets()
    return [pygame.Rect(round(targets[id(it)][0]), round(targets[id(it)][1]), w, h)
            for it in hand.items]


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("cards", [15, 39, 45, 60, 80, 108])
def test_every_cards_index_shows(cards: int, large: bool) -> None:
    app, table = table_at(with_hand(cards), large_cards=large)
    hand = table.hand
    assert len(hand.items) == cards
    rects = index_rects(table)
    card_w, card_h = hand.card_width, hand.card_height
    targets = hand.targets()
    for i, index in enumerate(rects):
        # No card drawn after it covers its index, and the index is on the screen, inside
        # the hand's width.
        for later in hand.items[i + 1:]:
            x, y = targets[id(later)]
            card = pygame.Rect(round(x), round(y), card_w, card_h)
            assert not card.colliderect(index.inflate(-2, -2)), (cards, i)
        assert index.bottom <= 720 and hand.rect.x <= index.x and index.right <= hand.rect.right
        assert index.top >= hand.rect.top  # over nothing above the hand's area
    rows = hand.rows()
    if cards == 15:
        assert rows == 1  # a usual hand: one fan, as always
    if cards >= 45:
        assert rows >= 2
        # Every card whole-sized: the rows are not made of smaller cards.
        assert hand.card_width == table.sizes.hand


@pytest.mark.parametrize("cards", [60, 100])
def test_a_click_on_a_cards_index_selects_that_card(cards: int) -> None:
    app, table = table_at(with_hand(cards))
    hand = table.hand
    for item, index in list(zip(hand.items, index_rects(table), strict=True))[::7]:
        click(app, index.center)
        settle(app, 20)
        assert item.selected, (hand.items.index(item), hand.rows())
        assert [it for it in hand.items if it.selected] == [item]
        click(app, index.center)  # the card lifted; it is still where the index showed
        settle(app, 20)
        assert not item.selected
        shown = hand.shown_rect(item)
        assert shown.colliderect(index)


def test_a_card_dragged_to_the_lower_row_goes_there() -> None:
    _app, table = table_at(with_hand(60))
    hand = table.hand
    assert hand.rows() == 2
    per_row = hand.per_row()
    upper_y, lower_y = hand.row_top(0), hand.row_top(1)
    x = hand.slot_x(6)
    column = hand.index_at_x(x, upper_y + 10)
    assert 0 < column < per_row
    assert hand.index_at_x(x, lower_y + 40) == per_row + column  # the same column, below
