"""A click or a drop the table cannot act on says why: nothing happens in silence (cards on
the pile with more or fewer than one selected, a card dragged to the pile before drawing,
cards put on another side's melds); cards dragged onto the pile before drawing take it."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_table import card_point, click, drag, select, settle  # noqa: I001
from test_table_features import table_at

from game.rules import GameState, parse_cards, read_position


def seat_zero(phase: str, hand: str, discard: str = "4S") -> GameState:
    """Classic, seat 0 to act, both sides opened (ours eights, theirs queens)."""
    return read_position({"variant": "classic", "players": 4, "turn": 0, "phase": phase,
                          "stock": "5H JC 8S 9C 4C 6C", "discard": discard,
                          "hands": [hand, "5C", "6D", "7H"], "melded_seats": [0, 1],
                          "melds": {"0": ["8D 8C 8H"], "1": ["QD QC QH"]}})


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def test_the_pile_clicked_with_two_cards_selected_says_to_select_one() -> None:
    state = seat_zero("play", "KS KD KC 7H 9S")
    app, table = table_at(state)
    select(app, table, parse_cards("KS 9S"))
    click(app, table.layout.pile.center)
    assert table.message_error and "exactly one card" in table.message
    assert table.state is state


def test_one_card_dragged_to_the_pile_before_drawing_says_to_start_the_turn() -> None:
    state = seat_zero("draw", "KS KD QS 9S 7S")
    app, table = table_at(state)
    nine = next(it for it in table.hand.items if str(it.card) == "9S")
    drag(app, card_point(table, nine), table.layout.pile.center)
    assert table.message_error and "draw from the stock or take the pile" in table.message
    assert table.state is state


def test_a_pair_dragged_onto_the_pile_before_drawing_takes_it() -> None:
    state = seat_zero("draw", "KS KD QS 9S 7S", "4S KH")
    app, table = table_at(state)
    select(app, table, parse_cards("KS KD"))
    king = next(it for it in table.hand.items if str(it.card) == "KS")
    drag(app, card_point(table, king), table.layout.pile.center)
    settle(app, 30)
    assert table.state.phase == "play"
    assert any(m.rank == "K" for m in table.state.melds[0])


def test_cards_put_on_the_opponents_melds_say_whose_melds_take_them() -> None:
    state = seat_zero("play", "QS KS KD KC 9S")
    app, table = table_at(state)
    select(app, table, parse_cards("QS"))
    theirs = table.layout.meld_areas[1]
    click(app, (theirs.x + 40, theirs.y + 40))
    assert table.message_error and "your own side's melds" in table.message
    assert table.state is state
    app, table = table_at(state)  # dragged there instead
    queen = next(it for it in table.hand.items if str(it.card) == "QS")
    drag(app, card_point(table, queen), (theirs.x + 40, theirs.y + 40))
    assert table.message_error and "your own side's melds" in table.message
    assert table.state is state
