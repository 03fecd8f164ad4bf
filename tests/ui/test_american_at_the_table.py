"""Modern American Canasta at the table: what its rules let a player do, the table lets a
player do with the mouse. Threes are laid down beside the side by selecting them and pressing
Meld (a refusal told the player to type 'lay 3H'); a special hand is shown with a button of
its own, after a question; the game log tells these moves, and the other variants' own ones,
as the feed does."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_table import click, select, settle
from test_table_features import table_at

from game.rules import Event, parse_cards, read_position
from game.ui.game_log import describe

THREES = """
variant = "american"
players = 4
turn = 0
phase = "play"
hands = ["3H 3S 5C 6C 7D 8D 9D KS", "5D", "6D", "7H"]
stock = "5H JC 9D 9H 4C 4D"
discard = "4S"
"""

#: One card of every rank, threes and twos among them, and a joker: a "straight".
STRAIGHT = """
variant = "american"
players = 4
turn = 0
phase = "play"
hands = ["AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S JK", "5D", "6D", "7H"]
stock = "5H JC 9D 9H 4C 4D"
discard = "4D"
"""


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))


def test_a_three_selected_and_melded_is_laid_down_beside_the_side() -> None:
    app, table = table_at(read_position(THREES))
    select(app, table, parse_cards("3H"))
    click(app, table.buttons["meld"].rect.center)
    settle(app, 30)
    assert not table.message_error, table.message
    assert [str(c) for c in table.state.red_threes[0]] == ["3H"]
    assert len(table.state.hands[0]) == 8  # replaced from the stock
    select(app, table, parse_cards("3S"))
    click(app, table.buttons["meld"].rect.center)
    settle(app, 30)
    assert [str(c) for c in table.state.removed[0]] == ["3S"]
    assert "lay" not in table.message


def test_threes_with_other_cards_are_still_refused() -> None:
    app, table = table_at(read_position(THREES))
    select(app, table, parse_cards("3H 5C"))
    click(app, table.buttons["meld"].rect.center)
    settle(app, 3)
    assert table.message_error and not table.state.red_threes[0]


def test_a_special_hand_is_shown_with_its_button_after_a_question() -> None:
    app, table = table_at(read_position(STRAIGHT))
    assert "special" in table.legal_kinds()
    assert "button-special" in table._layers.pieces
    button = table.buttons["special"]
    assert button.enabled and button.label == "Special hand"
    click(app, button.rect.center)
    assert table.dialogs.confirm_special and not table.state.is_hand_over
    click(app, table.dialogs.no_button.rect.center)  # not now: nothing happens
    assert not table.dialogs.confirm_special and not table.state.is_hand_over
    click(app, button.rect.center)
    click(app, table.dialogs.yes_button.rect.center)
    assert table.state.is_hand_over and table.state.ended_by == "straight"


def test_no_special_hand_button_where_there_is_none() -> None:
    _app, table = table_at(read_position(THREES))
    assert "button-special" not in table._layers.pieces
    assert table.buttons["special"] not in table.input.active_buttons()


def test_the_game_log_tells_the_variants_own_moves() -> None:
    def name(seat: int) -> str:
        return f"Seat {seat}"
    lines = [describe(Event(kind, 1, 1, parse_cards(cards), amount=n), name, name)
             for kind, cards, n in (("black_three", "3S", 0), ("foot_taken", "", 11),
                                    ("ponytail_taken", "", 13), ("bonus_pile", "", 4),
                                    ("face_down_taken", "", 2), ("special_hand", "", 0))]
    assert lines == ["Seat 1 laid down 3♠.", "Seat 1 took up the foot (11 cards).",
                     "Seat 1 took up the ponytail (13 cards).", "Seat 1 took a bonus pile.",
                     "Seat 1 took up 2 face-down cards.", "Seat 1 showed a special hand."]
