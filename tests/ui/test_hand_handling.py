"""Handling the hand: the drawn card is marked, the fan keeps its place while the player melds,
a small hand lies without overlap, a dropped card flies on from where it was dropped, a lifted
card stays off the melds, Esc asks before leaving, and the opening bar shows only with cards
selected."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_table import click, drag, select, settle  # noqa: I001
from test_table_features import table_at

from game.rules import Action, parse_cards, read_position
from game.ui.hand_view import HandView
from game.ui.scenes.menu import MenuScene
from game.ui.table_layout import LARGE_CARD_SCALE, CardSizes, make_layout

POSITION = """
variant = "classic"
players = 4
turn = 0
phase = "{phase}"
hands = ["{hand}", "5C 6C 7C", "5D 6D 7D", "5H 6H 7H"]
stock = "KH JC 9D 9H 4C 4D"
discard = "4S"
melded_seats = [0, 2]
[melds]
0 = ["8D 8C 8H"]
"""
HAND = "AS AD KS KD KC 9S 7S 6S 5S"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def test_the_drawn_card_is_marked_until_the_turn_ends() -> None:
    app, table = table_at(read_position(POSITION.format(phase="draw", hand=HAND)))
    assert not any(item.fresh for item in table.hand.items)
    click(app, table.layout.stock.center)
    settle(app)
    fresh = [item.card for item in table.hand.items if item.fresh]
    assert fresh == list(parse_cards("KH"))
    table.play(Action("discard", card=parse_cards("5S")[0]))
    settle(app)
    assert not any(item.fresh for item in table.hand.items)


def test_melding_leaves_the_cards_left_of_the_meld_where_they_were() -> None:
    app, table = table_at(read_position(POSITION.format(phase="play", hand=HAND)))
    before = {id(item): item.x for item in table.hand.items}
    left = [item for item in table.hand.items if item.card.rank == "A"]
    select(app, table, parse_cards("KS KD KC"))
    click(app, table.buttons["meld"].rect.center)
    settle(app, 30)
    assert any(m.rank == "K" for m in table.state.melds[0])
    for item in left:  # the aces lie left of the kings: not one pixel moved
        assert item.x == before[id(item)]
    # The turn ends: the hand centres again.
    table.play(Action("discard", card=parse_cards("5S")[0]))
    settle(app, 30)
    xs = [item.x for item in table.hand.items]
    width = xs[-1] + table.sizes.hand - xs[0]
    assert abs((xs[0] + width / 2) - table.layout.hand.centerx) <= 1


@pytest.mark.parametrize("count", [1, 2, 5, 8])
def test_a_small_hand_lies_without_overlap(count: int) -> None:
    hand = HandView(pygame.Rect(190, 574, 902, 146), 84)
    hand.sync(parse_cards("AS KD QC JH TS 9C 8D 7H")[:count])
    hand.update(0, snap=True)
    xs = sorted(item.x for item in hand.items)
    assert all(b - a >= 84 for a, b in zip(xs, xs[1:], strict=False))


def test_a_card_dropped_on_the_pile_flies_on_from_the_drop() -> None:
    app, table = table_at(read_position(POSITION.format(phase="play", hand=HAND)))
    app.turbo = False  # flights take time, so their start can be seen
    item = next(it for it in table.hand.items if str(it.card) == "5S")
    start = (item.x + 10, item.y + 50)
    drop = table.layout.pile.move(30, 10).center
    drag(app, start, drop)
    flights = table.anim.flights()
    assert table.state.discard[-1] == item.card and flights
    x, y = flights[0].start
    assert abs(x - drop[0]) < 2 and abs(y - drop[1]) < 2


@pytest.mark.parametrize("scale", [1.0, LARGE_CARD_SCALE])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_lifted_card_stays_out_of_the_meld_area_and_on_screen(players: int, scale: float
                                                                ) -> None:
    sizes = CardSizes.for_scale(scale)
    teams = {2: ((0,), (1,)), 3: ((0,), (1,), (2,)), 4: ((0, 2), (1, 3)),
             6: ((0, 2, 4), (1, 3, 5))}[players]
    layout = make_layout(players, 0, teams, sizes)
    hand = HandView(layout.hand, sizes.hand)
    hand.sync(parse_cards("AS KD QC JH TS 9C 8D 7H 6S 5S 4D"))
    for item in hand.items:
        item.selected = True
    hand.update(0, snap=True)
    height = sizes.hand * 7 // 5
    for item in hand.items:
        for area in layout.meld_areas.values():
            assert not area.colliderect(pygame.Rect(item.x, item.y, sizes.hand, height))
        item.selected = False
    hand.update(0, snap=True)
    assert all(item.y + height <= 720 for item in hand.items)


def test_esc_asks_before_leaving_and_closes_the_question() -> None:
    app, table = table_at(read_position(POSITION.format(phase="play", hand=HAND)))

    def esc() -> None:
        app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])

    esc()
    assert app.scenes.top is table and table.dialogs.confirm_leave
    question = table.dialogs.question()
    assert question is not None and "menu" in question[0]
    esc()  # Esc closes the question; the game goes on
    assert app.scenes.top is table and not table.dialogs.confirm_leave
    esc()
    click(app, table.no_button.rect.center)
    assert app.scenes.top is table and not table.dialogs.confirm_leave
    esc()
    click(app, table.yes_button.rect.center)
    assert isinstance(app.scenes.top, MenuScene)


def test_selected_cards_are_cleared_by_esc_before_it_asks_to_leave() -> None:
    app, table = table_at(read_position(POSITION.format(phase="play", hand=HAND)))
    select(app, table, parse_cards("AS"))
    app.tick(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    assert not table.hand.selected and not table.dialogs.confirm_leave


def test_the_opening_bar_shows_only_with_cards_selected() -> None:
    position = POSITION.format(phase="draw", hand=HAND).replace("melded_seats = [0, 2]",
                                                                 "melded_seats = []")
    position = position.replace('0 = ["8D 8C 8H"]', "")
    app, table = table_at(read_position(position))
    plate = table.layout.own_plate
    bar = pygame.Rect(plate.x + 12, plate.y + 50, plate.w - 24, 8)

    def dark_pixels() -> int:
        return sum(1 for x in range(bar.x, bar.right) for y in range(bar.y, bar.bottom)
                   if sum(app.screen.get_at((x, y))[:3]) < 30)

    settle(app)
    assert table.panels.opening_progress() == (0, 50)
    assert dark_pixels() == 0  # no empty black bar before anything is selected
    select(app, table, parse_cards("AS AD"))
    settle(app)
    progress = table.panels.opening_progress()
    assert progress is not None and progress[0] > 0
    lit = sum(1 for x in range(bar.x, bar.right) if app.screen.get_at((x, bar.centery))[1] > 150)
    assert lit > 10  # the bar fills toward the minimum
